import { Link } from "react-router";
import { Price, SaveBadge } from "~/components/price";
import { listProducts } from "../../worker/services/catalog";
import { requestContext } from "~/server/request-context";
import type { Route } from "./+types/home";

export function meta(): Route.MetaDescriptors {
  return [
    { title: "Ghani | Wood-pressed oils, millets and natural food" },
    {
      name: "description",
      content:
        "Bull-driven wood-pressed oils, millets, pulses, spices, sweets and healthy snacks from Andhra Pradesh. Natural, chemical-free food delivered across India.",
    },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(requestContext);
  return { products: await listProducts(db) };
}

const VALUES = [
  { title: "Natural & Pure", text: "Oils pressed slowly in wooden ghanis, never refined, bleached or blended." },
  { title: "Sustainably Sourced", text: "Seeds and millets bought straight from farmers who grow without chemicals." },
  { title: "Chemical-Free", text: "No preservatives, colours or additives: just the food, the way it used to be." },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { products } = loaderData;
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
            <Link
              to="/blobs"
              className="rounded-lg border-2 border-leaf-700 px-6 py-3 font-semibold text-leaf-800 hover:bg-leaf-50"
            >
              Learn More
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

      <section aria-labelledby="products-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="products-heading" className="text-center text-3xl font-bold text-leaf-900">
          Our Products
        </h2>
        {products.length === 0 ? (
          <p className="mt-6 text-center text-stone-700">No products yet.</p>
        ) : (
          <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {products.map((product, index) => (
              <li key={product._id} className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
                <img
                  src={product.images[0] ?? "/favicon.svg"}
                  alt={product.name}
                  width={400}
                  height={400}
                  loading={index < 4 ? "eager" : "lazy"}
                  className="aspect-square w-full object-cover"
                />
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <h3 className="font-semibold text-stone-900">{product.name}</h3>
                  <p className="text-xs text-stone-600">{product.category.name}</p>
                  <SaveBadge mrp={product.mrp} salePrice={product.salePrice} />
                  <div className="mt-auto">
                    <Price mrp={product.mrp} salePrice={product.salePrice} />
                  </div>
                </div>
              </li>
            ))}
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
