/**
 * /orders/:orderId/confirm?token=… (and /te/…): where the signed link sent with a cash-on-delivery order leads (issue
 * 32). Works signed out: the link is the proof. Opening it confirms nothing (SMS and WhatsApp previewers open links);
 * it shows the order in short (lines, the cash to pay, the address) and ONE button, a plain form post that works
 * without scripts. A used, expired or tampered link gets a page saying so in words, never an error. Private: never
 * indexed or cached.
 */
import { privatePageMeta } from "~/lib/seo";
import { data, Form, useNavigation } from "react-router";
import { Link } from "~/components/ui/link";
import { useT } from "~/lib/i18n";
import { ErrorAlert, primaryButton } from "~/components/ui/form-field";
import { shortOrderRef } from "../../worker/domains/orders/shared/status";
import type { CodLinkState } from "../../worker/domains/orders/shared/cod-confirmation";
import type { OrderView } from "../../worker/domains/orders/shared/views";
import { codLinkPage, confirmCodOrderByToken, isDomainError } from "../../worker/domains/orders/page.server";
import { field } from "../../worker/http/form.server";
import { readFormBody } from "../../worker/http/input.server";
import { actionFailure, serviceContextFrom } from "../../worker/http/session.server";
import { pageMessages, t as serverT } from "../../worker/shared/i18n/messages.server";
import type { Route } from "./+types/confirm-order";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta(loaderData?.meta);
}

/** What the page shows of an awaiting order: enough to recognise it, nothing more (no e-mail, no payment details). */
function summaryOf(order: OrderView) {
  return {
    ref: shortOrderRef(order._id),
    lines: order.products.map((line) => ({ quantity: line.quantity, name: line.productName, label: line.variantLabel, amount: line.productBill })),
    cash: order.bill,
    address: order.address,
    deadline: order.codConfirmation?.deadline ?? null,
  };
}

/** The page's status: the link's state as HTTP says it (a link that is not valid is forbidden, an expired one gone). */
const STATUS_OF: Record<CodLinkState, number> = { awaiting: 200, confirmed: 200, closed: 200, expired: 410, invalid: 403 };

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const ctx = serviceContextFrom(context);
  const token = url.searchParams.get("token") ?? "";
  const { state, order } = await codLinkPage(ctx, params.orderId, token);
  const body = {
    state,
    token,
    summary: order ? summaryOf(order) : null,
    messages: pageMessages(ctx.lang, "orders"),
    meta: { title: serverT(ctx.lang, "orders.link.metaTitle") },
  };
  return data(body, { status: STATUS_OF[state] });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = serviceContextFrom(context);
  try {
    const form = await readFormBody(request);
    const order = await confirmCodOrderByToken(ctx, params.orderId, field(form, "token"));
    return { confirmed: shortOrderRef(order._id) };
  } catch (error) {
    // A refused link (used, expired, not valid) is told by the loader's state, which the page reads after the post.
    if (isDomainError(error) && [403, 409].includes(error.status)) return data({ refused: true as const }, { status: error.status });
    return actionFailure(error);
  }
}

function Outcome({ title, text }: { title: string; text: string }) {
  const { t } = useT();
  return (
    <section className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold text-leaf-900 sm:text-3xl">{title}</h1>
      <p className="mt-4 text-stone-800">{text}</p>
      <p className="mt-6 flex flex-wrap gap-x-6 gap-y-3">
        <Link to="/orders" className="font-semibold text-leaf-800 underline">
          {t("orders.link.myOrders")}
        </Link>
        <Link to="/shop" className="font-semibold text-leaf-800 underline">
          {t("orders.link.shop")}
        </Link>
      </p>
    </section>
  );
}

export default function ConfirmOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { t, rupees, date } = useT();
  const submitting = useNavigation().state === "submitting";
  if (actionData && "confirmed" in actionData) {
    return <Outcome title={t("orders.codConfirmed")} text={t("orders.link.done", { ref: actionData.confirmed })} />;
  }
  const { state, summary, token } = loaderData;
  if (state === "confirmed") return <Outcome title={t("orders.link.usedTitle")} text={t("orders.link.used")} />;
  if (state === "expired") return <Outcome title={t("orders.link.expiredTitle")} text={t("orders.link.expired")} />;
  if (state === "closed") return <Outcome title={t("orders.link.closedTitle")} text={t("orders.link.closed")} />;
  if (state === "invalid" || !summary) return <Outcome title={t("orders.link.invalidTitle")} text={t("orders.link.invalid")} />;
  const { address } = summary;
  const when = summary.deadline ? date(summary.deadline, { day: "numeric", month: "short", hour: "numeric", minute: "2-digit", timeZoneName: "short" }) : null;
  return (
    <section className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold text-leaf-900 sm:text-3xl">{t("orders.link.title", { ref: summary.ref })}</h1>
      <p className="mt-3 text-stone-800">{t("orders.link.intro")}</p>
      {when && <p className="mt-2 font-semibold text-stone-900">{t("orders.codConfirmBy", { deadline: when })}</p>}
      <section aria-labelledby="confirm-items" className="mt-6 rounded-2xl bg-white p-5 ring-1 ring-stone-200">
        <h2 id="confirm-items" className="text-lg font-bold text-stone-900">
          {t("orders.link.itemsTitle")}
        </h2>
        <ul className="mt-2 space-y-1 text-stone-800">
          {summary.lines.map((line) => (
            <li key={`${line.name}-${line.label}`}>{t("orders.link.line", { ...line, amount: rupees(line.amount) })}</li>
          ))}
        </ul>
        <p className="mt-3 border-t border-stone-200 pt-3 text-lg font-bold text-stone-900">{t("orders.link.cash", { amount: rupees(summary.cash) })}</p>
      </section>
      <section aria-labelledby="confirm-address" className="mt-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200">
        <h2 id="confirm-address" className="text-lg font-bold text-stone-900">
          {t("orders.deliverTo")}
        </h2>
        <address className="mt-2 not-italic text-stone-800">
          {address.name}
          <br />
          {address.doorNo}, {address.street}
          <br />
          {address.city} {address.pincode}
          <br />
          {address.state}
        </address>
      </section>
      <Form method="post" className="mt-6">
        <input type="hidden" name="token" value={token} />
        <ErrorAlert message={actionData && "error" in actionData ? actionData.error : null} />
        <button type="submit" className={`${primaryButton} w-full sm:w-auto`} disabled={submitting}>
          {submitting ? t("orders.codConfirmBusy") : t("orders.codConfirm")}
        </button>
      </Form>
    </section>
  );
}
