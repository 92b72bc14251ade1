import { Link } from "react-router";
import { AutoCarousel } from "~/components/ui/auto-carousel";
import { Price, SaveBadge } from "~/components/catalogue/price";
import { defaultPack, OILS_CATEGORY, type CollectionPicture } from "../../worker/domains/catalogue/shared/views";
import { originFrom } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo";
import { categoryShopPath, productPath } from "../../worker/domains/catalogue/shared/slug";
import { homeCollections, listShopProducts } from "../../worker/domains/catalogue/page.server";
import { serviceContextFrom } from "../../worker/http/session.server";
import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return seoMeta({
    title: "Ghani | Wood-pressed oils, millets and natural food",
    description:
      "Bull-driven wood-pressed oils, millets, pulses, spices, sweets and healthy snacks from Andhra Pradesh. Natural, chemical-free food delivered across India.",
    origin: originFrom(matches),
    path: "/",
  });
}

const SHOP_AND_SAVE_COUNT = 4;
const COLLECTIONS = [OILS_CATEGORY, "Millets", "Healthy Snacks"];

/**
 * Two statements whatever the catalogue's size: the first four products, and the collections' pictures and
 * category ids (each collection links to the shop filtered to its category).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = serviceContextFrom(context);
  const [featured, { pictures, categoryIds }] = await Promise.all([listShopProducts(ctx, { limit: SHOP_AND_SAVE_COUNT }), homeCollections(ctx, COLLECTIONS)]);
  const collectionPaths = Object.fromEntries(COLLECTIONS.map((name) => [name, categoryIds[name] ? categoryShopPath(categoryIds[name]) : "/shop"]));
  // The shop card's shape: no linked article text or declarations, which the home page never shows.
  return { featured, pictures, collectionPaths };
}

const VALUES = [
  { title: "Natural & Pure", text: "Oils pressed slowly in wooden ghanis, never refined, bleached or blended." },
  { title: "Sustainably Sourced", text: "Seeds and millets bought straight from farmers who grow without chemicals." },
  { title: "Chemical-Free", text: "No preservatives, colours or additives: just the food, the way it used to be." },
];

function pictureOf(pictures: CollectionPicture[], categoryName: string) {
  return pictures.find((picture) => picture.category === categoryName)?.image ?? "/favicon.svg";
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured, pictures, collectionPaths } = loaderData;
  const oils = pictures.filter((picture) => picture.category === OILS_CATEGORY);
  const collections = [
    { title: "Millets", text: "Foxtail, kodo, little, barnyard and browntop: the five positive millets.", image: pictureOf(pictures, "Millets"), path: collectionPaths.Millets },
    { title: "Healthy Snacks", text: "Murukulu, mixtures and makhana made with millets and good oil.", image: pictureOf(pictures, "Healthy Snacks"), path: collectionPaths["Healthy Snacks"] },
  ];
  return (
    <>
      <section className="bg-gradient-to-b from-leaf-50 to-stone-50">
        <div className="mx-auto flex max-w-6xl flex-col items-center px-4 py-16 text-center">
          <img src="/logo.svg" alt="" width={250} height={80} className="h-20 w-auto" />
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-leaf-900 sm:text-5xl">
            Natural food, pressed and grown the old way
          </h1>
          <p lang="te" className="mt-4 text-xl font-semibold text-soil-700">
            ఆరోగ్యమే మహాభాగ్యం
          </p>
          <p className="mt-1 text-sm text-stone-600">(Health is the greatest wealth)</p>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <Link to="/shop" className="rounded-lg bg-leaf-700 px-6 py-3 font-semibold text-white shadow hover:bg-leaf-800">
              Shop Now
            </Link>
            <Link to="/blobs" className="rounded-lg border-2 border-leaf-700 px-6 py-3 font-semibold text-leaf-800 hover:bg-leaf-50">
              Learn More<span className="sr-only"> about our food and how it is made</span>
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="values-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="values-heading" className="text-center text-3xl font-bold text-leaf-900">
          Our Story &amp; Values
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-3">
          {VALUES.map((value) => (
            <li key={value.title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
              <h3 className="text-lg font-bold text-leaf-800">{value.title}</h3>
              <p className="mt-2 text-stone-700">{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="collections-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="collections-heading" className="text-center text-3xl font-bold text-leaf-900">
          Explore Our Collections
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-3">
          <li className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
            <AutoCarousel label="Bull Driven Oils" images={oils.map((oil) => ({ src: oil.image, alt: oil.name }))} />
            <div className="p-5">
              <h3 className="text-lg font-bold text-leaf-800">Bull Driven Oils</h3>
              <p className="mt-2 text-stone-700">Groundnut, sesame, coconut and more, pressed cold in a wooden ghani.</p>
              <Link to={collectionPaths[OILS_CATEGORY] ?? "/shop"} className="mt-3 inline-block font-semibold text-leaf-800 underline">
                Shop oils
              </Link>
            </div>
          </li>
          {collections.map((collection) => (
            <li key={collection.title} className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
              <img src={collection.image} alt="" width={480} height={480} loading="lazy" className="aspect-square w-full object-cover" />
              <div className="p-5">
                <h3 className="text-lg font-bold text-leaf-800">{collection.title}</h3>
                <p className="mt-2 text-stone-700">{collection.text}</p>
                <Link to={collection.path ?? "/shop"} className="mt-3 inline-block font-semibold text-leaf-800 underline">
                  Shop {collection.title.toLowerCase()}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="save-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="save-heading" className="text-center text-3xl font-bold text-leaf-900">
          Shop &amp; Save
        </h2>
        {featured.length === 0 ? (
          <p className="mt-6 text-center text-stone-700">No products yet.</p>
        ) : (
          <ul className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
            {featured.map((product, index) => {
              // The pack the shop shows first (and its unit price, which every listed price carries).
              const pack = defaultPack(product.variants);
              return (
                <li key={product._id} className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
                  {/* The name below is the keyboard's way to the page: one tab stop per product is enough. */}
                  <Link to={productPath(product.slug)} tabIndex={-1}>
                    <img
                      src={product.images[0] ?? "/favicon.svg"}
                      alt={product.name}
                      width={400}
                      height={400}
                      loading={index === 0 ? "eager" : "lazy"}
                      className="aspect-square w-full object-cover"
                    />
                  </Link>
                  <div className="flex flex-1 flex-col gap-2 p-4">
                    <h3 className="font-semibold text-stone-900">
                      <Link to={productPath(product.slug)} className="hover:underline">
                        {product.name}
                      </Link>
                    </h3>
                    <SaveBadge mrp={pack.mrp} salePrice={pack.salePrice} />
                    <div className="mt-auto">
                      <p className="text-xs text-stone-600">{pack.label}</p>
                      <Price mrp={pack.mrp} salePrice={pack.salePrice} unitSalePrice={pack.unitSalePrice} />
                    </div>
                    <Link to={productPath(product.slug)} className="rounded-lg bg-leaf-700 px-3 py-2 text-center text-sm font-semibold text-white hover:bg-leaf-800">
                      Shop Now<span className="sr-only">: {product.name}</span>
                    </Link>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <div className="mt-10 text-center">
          <Link to="/shop" className="rounded-lg bg-leaf-700 px-6 py-3 font-semibold text-white hover:bg-leaf-800">
            View All Products
          </Link>
        </div>
      </section>
    </>
  );
}
