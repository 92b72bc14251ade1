/**
 * /orders/:orderId (and /te/orders/:orderId): one of the signed-in customer's orders (issue 31): its timeline in
 * plain words, what is due in its state, its tracking, lines, address and invoice, and "Buy again"; issue 32: a
 * cash-on-delivery order awaiting confirmation asks for it first ("Confirm my order"), and again after the courier
 * could not deliver it (item 4: the timeline says why and when the courier comes again). Another
 * customer's order is a plain 404. Private: never indexed or cached.
 */
import { privatePageMeta } from "~/lib/seo";
import { data } from "react-router";
import { Link } from "~/components/ui/link";
import { NotFound } from "~/components/ui/not-found";
import { useT } from "~/lib/i18n";
import { OrderTimeline } from "~/components/orders/order-timeline";
import { AmountDueNote } from "~/components/orders/amount-due";
import { BuyAgain } from "~/components/orders/buy-again";
import { DeliveryAddress, OrderDocuments, OrderItems, Panel } from "~/components/orders/order-details";
import { shortOrderRef } from "../../worker/domains/orders/shared/status";
import { buyAgain, confirmCodOrder, isDomainError, ownOrderPage } from "../../worker/domains/orders/page.server";
import { CodConfirm } from "~/components/orders/cod-confirm";
import { readSubmission, unknownAction } from "../../worker/http/input.server";
import { actionFailure, requireSignedIn, serviceContextFrom } from "../../worker/http/session.server";
import { pageMessages, t as serverT } from "../../worker/shared/i18n/messages.server";
import type { Route } from "./+types/my-order";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta(loaderData?.meta);
}

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const user = requireSignedIn(context, url);
  const ctx = serviceContextFrom(context);
  const { lang } = ctx;
  const messages = pageMessages(lang, "orders", "status");
  try {
    const page = await ownOrderPage(ctx, user, params.orderId);
    const ref = shortOrderRef(page.order._id);
    const meta = { title: serverT(lang, "orders.orderMetaTitle", { ref }), description: serverT(lang, "orders.orderMetaDescription") };
    return { found: true as const, ...page, messages, meta };
  } catch (error) {
    if (!isDomainError(error) || error.status !== 404) throw error;
    const meta = { title: serverT(lang, "common.notFoundTitle"), description: serverT(lang, "common.notFoundDescription") };
    return data({ found: false as const, messages, meta }, { status: 404 });
  }
}

export async function action({ request, context, url, params }: Route.ActionArgs) {
  const user = requireSignedIn(context, url);
  try {
    const submission = await readSubmission(request);
    if (submission.intent === "buy-again") return { buyAgain: await buyAgain(serviceContextFrom(context), user, params.orderId) };
    // Issue 32: the customer confirms their cash-on-delivery order; the loader's revalidation hides the panel.
    if (submission.intent === "confirm-cod") {
      await confirmCodOrder(serviceContextFrom(context), user, params.orderId);
      return { confirmed: true };
    }
    throw unknownAction();
  } catch (error) {
    return actionFailure(error);
  }
}

export default function MyOrder({ loaderData }: Route.ComponentProps) {
  const { t, date } = useT();
  if (!loaderData.found) return <NotFound />;
  const { order, timeline, due, tracking } = loaderData;
  const ref = shortOrderRef(order._id);
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <Link to="/orders" className="text-sm font-semibold text-leaf-800 underline">
        <span aria-hidden="true">← </span>
        {t("orders.allOrders")}
      </Link>
      <h1 className="mt-3 text-3xl font-bold text-leaf-900">{order.orderStatus === "wrong order" ? t("orders.deprecated") : t("orders.cardTitle", { ref })}</h1>
      <p className="mt-1 text-stone-700">
        <time dateTime={order.createdAt}>{t("orders.placedOn", { date: date(order.createdAt) })}</time>
      </p>
      {order.codConfirmation && (
        <CodConfirm
          awaiting={order.codConfirmation.status === "awaiting" && (order.orderStatus === "not yet delivered" || order.orderStatus === "shipped")}
          reconfirm={order.orderStatus === "shipped"}
          deadline={order.codConfirmation.deadline}
        />
      )}
      {/* What is due comes first, on a phone too: it is what the customer may have to act on. */}
      <section aria-labelledby="order-due" className="mt-6">
        <h2 id="order-due" className="sr-only">
          {t("orders.dueTitle")}
        </h2>
        <AmountDueNote due={due} orderId={order._id} orderRef={ref} />
      </section>
      <div className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-6">
          <Panel title={t("orders.timelineTitle")} id="order-timeline">
            <OrderTimeline steps={timeline} tracking={tracking} />
          </Panel>
          <OrderItems order={order} />
        </div>
        <div className="space-y-6">
          <BuyAgain />
          <DeliveryAddress order={order} />
          <OrderDocuments order={order} />
        </div>
      </div>
    </section>
  );
}
