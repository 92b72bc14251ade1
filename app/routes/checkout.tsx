/** /checkout: the current order (choose, address, pay), the UPI payment step and the customer's orders. */
import { privatePageMeta } from "~/lib/seo";
import { useState } from "react";
import { useT } from "~/lib/i18n";
import { pageMessages, t as serverT } from "../../worker/shared/i18n/messages.server";
import { data, redirect, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { CurrentOrder } from "~/components/orders/current-order";
import { OrderConfirmation } from "~/components/orders/order-confirmation";
import { OrderHistory } from "~/components/orders/order-history";
import { PaymentStep } from "~/components/checkout/payment-step";
import { AdvancePaymentStep } from "~/components/checkout/advance-payment-step";
import { usePlaceOrder } from "~/components/checkout/use-place-order";
import { TabList, TabPanel, type TabItem } from "~/components/ui/tabs";
import { useCart } from "~/components/checkout/use-cart";
import { keepPageOnFailure } from "~/lib/client-action";
import type { OrderView } from "../../worker/domains/orders/shared/views";
import { availableTransitions } from "../../worker/domains/orders/shared/status";
import { checkoutQuoteSchema } from "../../worker/domains/checkout/shared/schemas";
import { checkoutAdvanceSchema, checkoutPaymentSchema, placeFromCartSchema } from "../../worker/domains/orders/shared/schemas";
import { checkoutStart, quoteCheckout } from "../../worker/domains/checkout/page.server";
import { isFormPost, parseInput, readFormBody, readSubmission, unknownAction } from "../../worker/http/input.server";
import { applyTransition, cancelOwnOrder, listOrdersOfUser, placeOrderFromCart, placeOrderFromForm } from "../../worker/domains/orders/page.server";
import { ANSWER_IN_PAGE_FIELD, checkoutFormValuesOf, type CheckoutFormValues } from "../../worker/domains/checkout/shared/checkout-form";
import { pathInLang } from "../../worker/shared/i18n/languages";
import type { Principal } from "../../worker/domains/accounts/shared/user";
import { actionFailure, requireSignedIn, serviceContextFrom } from "../../worker/http/session.server";
import { GuestCheckout } from "~/components/checkout/guest-checkout";
import { isPhoneAnswer } from "../../worker/domains/accounts/shared/phone-steps";
import { guestCheckoutAction, guestCheckoutData } from "../../worker/http/guest-checkout.server";
import type { Route } from "./+types/checkout";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta(loaderData?.meta);
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const ctx = serviceContextFrom(context);
  // Issue 31: signed out, the guest's cart and the phone sign-in (app/components/checkout/guest-checkout.tsx).
  if (!ctx.principal) return guestCheckoutData(ctx, request, url);
  const user = requireSignedIn(context, url);
  const [{ cart, addresses, quote, contact, placementKey }, orders] = await Promise.all([checkoutStart(ctx, user), listOrdersOfUser(ctx, user)]);
  const { lang } = ctx;
  return {
    user,
    cart,
    orders,
    addresses,
    quote,
    contact,
    placementKey,
    messages: pageMessages(lang, "checkout", "cart", "orders", "status", "states"),
    meta: { title: serverT(lang, "checkout.metaTitle"), description: serverT(lang, "checkout.metaDescription") },
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  // Issue 31: signed out, the only posts are the phone sign-in's steps (the guest's cart changes go to /cart).
  if (!serviceContextFrom(context).principal) return guestCheckoutAction(request, context, url);
  const user = requireSignedIn(context, url);
  const ctx = serviceContextFrom(context);
  // Issue 31: Place Order as a plain form (before or without the page's scripts, and the scripts' own post).
  if (isFormPost(request)) return placeByForm(ctx, user, request);
  try {
    const submission = await readSubmission(request);
    if (submission.intent === "quote") {
      return { quote: await quoteCheckout(ctx, user, parseInput(checkoutQuoteSchema, submission)) };
    }
    if (submission.intent === "place") {
      const { order } = await placeOrderFromCart(ctx, user, parseInput(placeFromCartSchema, submission));
      return { placed: order };
    }
    if (submission.intent === "pay") {
      const { orderId, amountPaid, transactionId } = parseInput(checkoutPaymentSchema, submission);
      await applyTransition(ctx, user, orderId, "pay", { payment: { amountPaid, transactionId } });
      return { paid: orderId };
    }
    if (submission.intent === "pay-advance") {
      // Issue 32: a COD order's advance by UPI: the UTR only (the amount is the advance).
      const { orderId, transactionId } = parseInput(checkoutAdvanceSchema, submission);
      await applyTransition(ctx, user, orderId, "pay-advance", { payment: { amountPaid: undefined, transactionId } });
      return { advanceReported: orderId };
    }
    if (submission.intent === "cancel") return { cancelled: (await cancelOwnOrder(ctx, user, submission))._id };
    throw unknownAction();
  } catch (error) {
    return actionFailure(error);
  }
}

/**
 * The order form's post: the order's page (303) once placed, or (for the page's scripts) the order itself; a refusal
 * answers its message with what was posted, so the page comes back as the person left it.
 */
async function placeByForm(ctx: ReturnType<typeof serviceContextFrom>, user: Principal, request: Request) {
  let form = new FormData();
  try {
    form = await readFormBody(request);
    if (form.get("intent") !== "place") throw unknownAction();
    const { order } = await placeOrderFromForm(ctx, user, form);
    if (form.get(ANSWER_IN_PAGE_FIELD)) return { placed: order };
    return redirect(pathInLang(`/orders/${order._id}`, ctx.lang), 303);
  } catch (error) {
    const failure = actionFailure(error);
    return data({ ...failure.data, form: checkoutFormValuesOf(form) }, failure.init ?? undefined);
  }
}

/** A dropped connection or a 5xx keeps the page and what was typed (see keepPageOnFailure). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageOnFailure(serverAction);

/** A quote changes nothing: the cart and the orders need not be read again after one. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const quoted = typeof actionResult === "object" && actionResult !== null && "quote" in actionResult;
  return quoted ? false : defaultShouldRevalidate;
}

type Tab = "current" | "orders";

/** /checkout?pay=<order id> (the "Pay now" of an order's page, issue 31) opens that order's payment step, if it can be paid. */
function orderToPay(orders: OrderView[], orderId: string | null): OrderView | null {
  const order = orders.find((candidate) => candidate._id === orderId);
  return order && availableTransitions(order, "customer").some((transition) => transition.name === "pay" || transition.name === "pay-advance") ? order : null;
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  if ("guest" in loaderData) return <GuestCheckout cart={loaderData.cart} addedPackId={loaderData.addedPackId} phoneAnswer={isPhoneAnswer(actionData) ? actionData : null} />;
  return <CustomerCheckout loaderData={loaderData} actionData={actionData} />;
}

function CustomerCheckout({ loaderData, actionData }: { loaderData: Exclude<Route.ComponentProps["loaderData"], { guest: true }>; actionData: Route.ComponentProps["actionData"] }) {
  // The order form came back refused (posted before or without scripts): its message, and what it held.
  const refused = actionData && "form" in actionData ? (actionData as { error: string; form: CheckoutFormValues }) : null;
  const { orders } = loaderData;
  const [tab, setTab] = useState<Tab>("current");
  const [searchParams] = useSearchParams();
  const [paying, setPaying] = useState<OrderView | null>(() => orderToPay(orders, searchParams.get("pay")));
  const [placed, setPlaced] = useState<OrderView | null>(null);
  const { place, busy } = usePlaceOrder(setPlaced);
  const { cart, setLineQuantity, pendingPackId } = useCart(loaderData.cart);
  const { t } = useT();
  const tabs: TabItem<Tab>[] = [
    { id: "current", label: t("checkout.tabCurrent") },
    { id: "orders", label: t("checkout.tabOrders") },
  ];

  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-900">{t("checkout.title")}</h1>
      <div className="mt-6">
        <TabList label={t("checkout.title")} idPrefix="checkout" tabs={tabs} selected={tab} onSelect={setTab} />
      </div>
      <TabPanel idPrefix="checkout" id="current" selected={tab === "current"}>
        {placed ? (
          <OrderConfirmation key={placed._id} order={placed} onDone={() => setPlaced(null)} />
        ) : paying ? (
          paying.advance?.status === "due" ? (
            <AdvancePaymentStep key={paying._id} order={paying} onDone={() => setPaying(null)} />
          ) : (
            <PaymentStep key={paying._id} order={paying} onDone={() => setPaying(null)} />
          )
        ) : (
          <CurrentOrder
            lines={cart?.products ?? []}
            addresses={loaderData.addresses}
            contact={loaderData.contact}
            placementKey={loaderData.placementKey}
            submitted={refused?.form ?? null}
            error={refused?.error ?? null}
            initialQuote={loaderData.quote}
            busy={busy}
            onPlace={place}
            onSetQuantity={setLineQuantity}
            pendingPackId={pendingPackId}
          />
        )}
      </TabPanel>
      <TabPanel idPrefix="checkout" id="orders" selected={tab === "orders"}>
        <OrderHistory
          orders={orders}
          onPay={(order) => {
            setPlaced(null);
            setPaying(order);
            setTab("current");
          }}
        />
      </TabPanel>
    </section>
  );
}
