import { requestContext } from "~/server/request-context";
import { requireAdminUser } from "~/server/session.server";
import { shopOverview } from "../../../worker/services/overview";
import type { Route } from "./+types/index";

export async function loader({ context }: Route.LoaderArgs) {
  requireAdminUser(context);
  return { overview: await shopOverview(context.get(requestContext).db) };
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { overview } = loaderData;
  const cards = [
    { label: "Products", value: overview.products },
    { label: "Categories", value: overview.categories },
    { label: "Customers", value: overview.customers },
    { label: "Admins", value: overview.admins },
    { label: "Orders", value: overview.orders },
  ];
  return (
    <section aria-labelledby="overview-heading">
      <h2 id="overview-heading" className="text-2xl font-bold text-stone-900">
        Shop overview
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-5">
        {cards.map((card) => (
          <li key={card.label} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
            <p className="text-sm font-semibold text-stone-700">{card.label}</p>
            <p className="mt-2 text-3xl font-bold text-leaf-800">{card.value}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
