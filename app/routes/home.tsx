/**
 * The home page (/ and /te): the hero, our values, the three collections and the first products, every fixed text
 * from the "home" messages (the cards' prices and badges from "shop"); the title and description too, worded on the
 * server so the <title> is in the page's language.
 */
import { Link } from "~/components/ui/link";
import { useT } from "~/lib/i18n";
import type { MessageId } from "../../worker/shared/i18n/catalogs";
import { pageMessages, t } from "../../worker/shared/i18n/messages.server";
import { AutoCarousel } from "~/components/ui/auto-carousel";
import { Price } from "~/components/catalogue/price";
import { defaultPack, OILS_CATEGORY, type CollectionPicture } from "../../worker/domains/catalogue/shared/views";
import { langFrom, originFrom } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo";
import { categoryShopPath, productPath } from "../../worker/domains/catalogue/shared/slug";
import { homeCollections, listShopProducts } from "../../worker/domains/catalogue/page.server";
import { serviceContextFrom } from "../../worker/http/session.server";
import type { Route } from "./+types/home";

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  return seoMeta({
    ...loaderData.meta,
    origin: originFrom(matches),
    lang: langFrom(matches),
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
  const { lang } = ctx;
  const [featured, { pictures, categoryIds }] = await Promise.all([listShopProducts(ctx, { limit: SHOP_AND_SAVE_COUNT }), homeCollections(ctx, COLLECTIONS)]);
  const collectionPaths = Object.fromEntries(COLLECTIONS.map((name) => [name, categoryIds[name] ? categoryShopPath(categoryIds[name]) : "/shop"]));
  // The shop card's shape: no linked article text or declarations, which the home page never shows.
  return {
    featured,
    pictures,
    collectionPaths,
    meta: { title: t(lang, "home.metaTitle"), description: t(lang, "home.metaDescription") },
    messages: pageMessages(lang, "home", "shop"),
  };
}

const VALUES: { title: MessageId; text: MessageId }[] = [
  { title: "home.valueNaturalTitle", text: "home.valueNaturalText" },
  { title: "home.valueSourcedTitle", text: "home.valueSourcedText" },
  { title: "home.valueChemicalFreeTitle", text: "home.valueChemicalFreeText" },
];

function pictureOf(pictures: CollectionPicture[], categoryName: string) {
  return pictures.find((picture) => picture.category === categoryName)?.image ?? "/favicon.svg";
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured, pictures, collectionPaths } = loaderData;
  const { t, lang } = useT();
  const oils = pictures.filter((picture) => picture.category === OILS_CATEGORY);
  const collections: { key: string; title: MessageId; text: MessageId; link: MessageId; image: string; path?: string }[] = [
    { key: "Millets", title: "home.milletsTitle", text: "home.milletsText", link: "home.shopMillets", image: pictureOf(pictures, "Millets"), path: collectionPaths.Millets },
    {
      key: "Healthy Snacks",
      title: "home.snacksTitle",
      text: "home.snacksText",
      link: "home.shopSnacks",
      image: pictureOf(pictures, "Healthy Snacks"),
      path: collectionPaths["Healthy Snacks"],
    },
  ];
  return (
    <>
      <section className="bg-gradient-to-b from-leaf-50 to-stone-50">
        <div className="mx-auto flex max-w-6xl flex-col items-center px-4 py-16 text-center">
          <img src="/logo.svg" alt="" width={250} height={80} className="h-20 w-auto" />
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-leaf-900 sm:text-5xl">
            {t("home.heading")}
          </h1>
          <p lang="te" className="mt-4 text-xl font-semibold text-soil-700">
            ఆరోగ్యమే మహాభాగ్యం
          </p>
          {/* The motto is Telugu already: only English readers need it put in their words. */}
          {lang === "en" && <p className="mt-1 text-sm text-stone-600">{t("home.mottoMeaning")}</p>}
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <Link to="/shop" className="rounded-lg bg-leaf-700 px-6 py-3 font-semibold text-white shadow hover:bg-leaf-800">
              {t("home.shopNow")}
            </Link>
            <Link to="/blobs" className="rounded-lg border-2 border-leaf-700 px-6 py-3 font-semibold text-leaf-800 hover:bg-leaf-50">
              {t("home.learnMore")}
              <span className="sr-only"> {t("home.learnMoreHidden")}</span>
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="values-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="values-heading" className="text-center text-3xl font-bold text-leaf-900">
          {t("home.valuesHeading")}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-3">
          {VALUES.map((value) => (
            <li key={value.title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
              <h3 className="text-lg font-bold text-leaf-800">{t(value.title)}</h3>
              <p className="mt-2 text-stone-700">{t(value.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="collections-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="collections-heading" className="text-center text-3xl font-bold text-leaf-900">
          {t("home.collectionsHeading")}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-3">
          <li className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
            <AutoCarousel label={t("home.oilsTitle")} images={oils.map((oil) => ({ src: oil.image, alt: oil.name }))} />
            <div className="p-5">
              <h3 className="text-lg font-bold text-leaf-800">{t("home.oilsTitle")}</h3>
              <p className="mt-2 text-stone-700">{t("home.oilsText")}</p>
              <Link to={collectionPaths[OILS_CATEGORY] ?? "/shop"} className="mt-3 inline-block font-semibold text-leaf-800 underline">
                {t("home.shopOils")}
              </Link>
            </div>
          </li>
          {collections.map((collection) => (
            <li key={collection.key} className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
              <img src={collection.image} alt="" width={480} height={480} loading="lazy" className="aspect-square w-full object-cover" />
              <div className="p-5">
                <h3 className="text-lg font-bold text-leaf-800">{t(collection.title)}</h3>
                <p className="mt-2 text-stone-700">{t(collection.text)}</p>
                <Link to={collection.path ?? "/shop"} className="mt-3 inline-block font-semibold text-leaf-800 underline">
                  {t(collection.link)}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="save-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="save-heading" className="text-center text-3xl font-bold text-leaf-900">
          {t("home.saveHeading")}
        </h2>
        {featured.length === 0 ? (
          <p className="mt-6 text-center text-stone-700">{t("home.noProducts")}</p>
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
                      lang={product.textLang?.name}
                      width={400}
                      height={400}
                      loading={index === 0 ? "eager" : "lazy"}
                      className="aspect-square w-full object-cover"
                    />
                  </Link>
                  <div className="flex flex-1 flex-col gap-2 p-4">
                    <h3 lang={product.textLang?.name} className="font-semibold text-stone-900">
                      <Link to={productPath(product.slug)} className="hover:underline">
                        {product.name}
                      </Link>
                    </h3>
                    <div className="mt-auto">
                      <p className="text-xs text-stone-600">{pack.label}</p>
                      <Price mrp={pack.mrp} salePrice={pack.salePrice} unitSalePrice={pack.unitSalePrice} categoryKey={product.category.key} />
                    </div>
                    <Link to={productPath(product.slug)} className="rounded-lg bg-leaf-700 px-3 py-2 text-center text-sm font-semibold text-white hover:bg-leaf-800">
                      {t("home.shopNow")}
                      <span className="sr-only">: {product.name}</span>
                    </Link>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <div className="mt-10 text-center">
          <Link to="/shop" className="rounded-lg bg-leaf-700 px-6 py-3 font-semibold text-white hover:bg-leaf-800">
            {t("home.viewAll")}
          </Link>
        </div>
      </section>
    </>
  );
}
