import { Link } from "react-router";
import { ActivityText, LowStockList } from "~/components/admin/activity-entry";
import { IncompleteListings } from "~/components/admin/incomplete-listings";
import { HsnCheck } from "~/components/admin/gst/hsn-check";
import { hsnCheck } from "../../../worker/domains/invoices/page.server";
import { lowStock, recentAuditEntries, shopOverview } from "../../../worker/domains/analytics/page.server";
import { incompleteListings } from "../../../worker/domains/settings/page.server";
import { requireAdminUser, serviceContextFrom } from "../../../worker/http/session.server";
import type { Route } from "./+types/activity";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Activity | Ghani Admin" }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  requireAdminUser(context, url);
  const ctx = serviceContextFrom(context);
  const [overview, activity, lowPacks, incomplete, hsn] = await Promise.all([
    shopOverview(ctx),
    recentAuditEntries(ctx, 50),
    lowStock(ctx),
    incompleteListings(ctx),
    hsnCheck(ctx),
  ]);
  return { overview, activity, lowPacks, incomplete, hsn };
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { overview, activity, lowPacks, incomplete, hsn } = loaderData;
  const cards: { label: string; value: number; to?: string; alert?: boolean }[] = [
    { label: "Products", value: overview.products },
    { label: "Categories", value: overview.categories },
    { label: "Customers", value: overview.customers },
    { label: "Admins", value: overview.admins },
    { label: "Orders", value: overview.orders },
    // Issue 20: complaints not yet resolved, and those past a due time (links to the Grievances page).
    { label: "Open complaints", value: overview.openGrievances, to: "/admin/grievances" },
    { label: "Overdue complaints", value: overview.overdueGrievances, to: "/admin/grievances", alert: overview.overdueGrievances > 0 },
  ];
  return (
    <section aria-labelledby="overview-heading">
      <h2 id="overview-heading" className="text-2xl font-bold text-stone-900">
        Shop overview
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
        {cards.map((card) => (
          <li key={card.label} className={`rounded-xl bg-white p-5 shadow-sm ${card.alert ? "ring-2 ring-red-600" : "ring-1 ring-stone-200"}`}>
            <p className="text-sm font-semibold text-stone-700">
              {card.to ? (
                <Link to={card.to} className="underline">
                  {card.label}
                </Link>
              ) : (
                card.label
              )}
            </p>
            <p className={`mt-2 text-3xl font-bold ${card.alert ? "text-red-800" : "text-leaf-800"}`}>{card.value}</p>
          </li>
        ))}
      </ul>
      <h2 className="mt-10 text-xl font-bold text-stone-900">Incomplete listings ({incomplete.length})</h2>
      <IncompleteListings listings={incomplete} />
      <HsnCheck check={hsn} />
      <h2 className="mt-10 text-xl font-bold text-stone-900">Low stock</h2>
      <LowStockList packs={lowPacks} />
      <h2 className="mt-10 text-xl font-bold text-stone-900">Recent admin activity</h2>
      {activity.length === 0 ? (
        <p className="mt-3 text-stone-700">Nothing yet.</p>
      ) : (
        <ol className="mt-3 divide-y divide-stone-200 rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
          {activity.map((entry) => (
            <li key={entry._id} className="flex flex-wrap justify-between gap-2 px-4 py-2 text-sm">
              <ActivityText entry={entry} />
              <time dateTime={entry.createdAt} className="text-stone-600">
                {new Date(entry.createdAt).toLocaleString("en-IN", { timeZone: "Asia/Kolkata" })}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
