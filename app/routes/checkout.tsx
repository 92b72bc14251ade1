import { Link } from "react-router";
import { requireSignedIn } from "~/server/session.server";
import type { Route } from "./+types/checkout";

export function meta(): Route.MetaDescriptors {
  return [
    { title: "Checkout | Ghani" },
    { name: "description", content: "Your current order and your order history at Ghani." },
  ];
}

export function loader({ context }: Route.LoaderArgs) {
  return { user: requireSignedIn(context) };
}

// Ordering (cart selection, UPI payment, order history) arrives with the orders release; until then the
// page is guarded and says plainly what is and is not possible yet.
export default function Checkout({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-leaf-900">Checkout</h1>
      <p className="mt-4 text-stone-700">
        Hello {loaderData.user.name}. Online ordering is being set up: the cart and UPI payment open here soon.
        Meanwhile you can browse our products or reach us through the contact details below.
      </p>
      <Link to="/" className="mt-6 inline-block rounded-lg bg-leaf-700 px-5 py-2 font-semibold text-white hover:bg-leaf-800">
        Browse products
      </Link>
    </section>
  );
}
