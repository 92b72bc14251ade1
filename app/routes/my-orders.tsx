/**
 * /orders (and /te/orders): "My orders" (issue 31), the signed-in customer's orders newest first, each a compact card
 * linking to its page. Private: signed-out visitors sign in first and come back; never indexed or cached.
 */
import { privatePageMeta } from "~/lib/seo";
import { Link } from "~/components/ui/link";
import { useT } from "~/lib/i18n";
import { OrderSummaryCard } from "~/components/orders/order-summary-card";
import { ownOrderSummaries } from "../../worker/domains/orders/page.server";
import { requireSignedIn, serviceContextFrom } from "../../worker/http/session.server";
import { pageMessages, t as serverT } from "../../worker/shared/i18n/messages.server";
import type { Route } from "./+types/my-orders";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta(loaderData?.meta);
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireSignedIn(context, url);
  const ctx = serviceContextFrom(context);
  const { lang } = ctx;
  return {
    orders: await ownOrderSummaries(ctx, user),
    messages: pageMessages(lang, "orders", "status"),
    meta: { title: serverT(lang, "orders.myOrdersMetaTitle"), description: serverT(lang, "orders.myOrdersMetaDescription") },
  };
}

export default function MyOrders({ loaderData }: Route.ComponentProps) {
  const { orders } = loaderData;
  const { t } = useT();
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-900">{t("orders.myOrdersTitle")}</h1>
      {orders.length === 0 ? (
        <div className="mt-6 rounded-2xl bg-white p-6 ring-1 ring-stone-200">
          <p className="text-stone-800">{t("orders.none")}</p>
          <Link to="/shop" className="mt-4 inline-block rounded-lg bg-leaf-700 px-4 py-2 font-semibold text-white hover:bg-leaf-800">
            {t("orders.goShopping")}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 space-y-4">
          {orders.map((order) => (
            <li key={order._id}>
              <OrderSummaryCard order={order} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
