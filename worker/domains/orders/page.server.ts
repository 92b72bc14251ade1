/**
 * The pages' way into the order services (the API reaches them through ./api.ts): lists, history, placing from the
 * cart, the admin's transitions and the customer's own cancellation.
 */
import { isAdminTransition, type TransitionName } from "./shared/status";
import { transitionInputOf } from "./shared/transition-input";
import { badRequest } from "../../lib/errors";
import { z } from "zod";
import type { Principal } from "../accounts/shared/user";
import type { OrderView } from "./shared/views";
import { parseInput } from "../../lib/validation";
import type { ServiceContext } from "../../http/context";
import { applyTransition } from "./transitions";
import { listOrders as listQueriedOrders } from "./queries";
import { expireUnconfirmedCodOrders } from "./cod-expiry";
import { nowIso } from "../../lib/ids";
import { placeOrderFromCart } from "./place";
import { placeFromCartSchema, type OrderListQuery, type PlaceFromCartInput } from "./shared/schemas";
import { checkoutFormValuesOf, NEW_ADDRESS_CHOICE, type CheckoutFormValues } from "../checkout/shared/checkout-form";
import { PROFILE_ADDRESS_ID } from "../checkout/shared/checkout";
import { savedAddresses } from "../checkout/addresses";
import { buyAgain as putOrderInCart } from "./buy-again";
import { toBuyAgainView } from "./views";
import type { BuyAgainResult } from "./shared/buy-again";
export { applyTransition } from "./transitions";
// Issue 32: the order page's "Confirm my order" (and the admin card's Confirm) call the service as the API does.
export { confirmCodOrder } from "./cod-confirmation";
export { listOrdersOfUser, orderHistory } from "./queries";
// Issue 32: the signed confirmation link's page (read, and its one button's post).
export { codLinkPage, confirmCodOrderByToken } from "./cod-confirmation";

/**
 * The admin's order list (the admin pages): unconfirmed cash-on-delivery orders past their deadline are cancelled
 * first (issue 32, one bounded batch), so the list is true even where no Cron Trigger runs (a local `npm start`).
 */
export async function listOrders(ctx: ServiceContext, query: OrderListQuery = {}) {
  await expireUnconfirmedCodOrders(ctx, nowIso());
  return listQueriedOrders(ctx, query);
}
export { recordDeliveryAttempt, setRtoCosts } from "./delivery-attempts";
// Issue 32 (item 4): the admin card's "Delivery failed" form and its courier-cost form, as the API's bodies.
export { deliveryAttemptSchema, rtoCostsUpdateSchema } from "./shared/delivery-attempt-schemas";
export { placeOrderFromCart } from "./place";

export const SAVED_ADDRESS_GONE_MESSAGE = "That saved address is no longer in your list: please choose another";

/**
 * The checkout's order form as a placement (issue 31): the same input, schema and service as the page's JSON and
 * the API's body. The address is the form's choice: the profile's (nothing sent, as before), a saved one (its fields
 * and receiver read here from the customer's own list, not from the form) or the new one typed with its receiver.
 */
export async function placementOfForm(ctx: ServiceContext, customer: Principal, form: FormData): Promise<PlaceFromCartInput> {
  const values = checkoutFormValuesOf(form);
  const key = form.get("idempotencyKey");
  const deliveryAddress = await addressOfForm(ctx, customer, values);
  return parseInput(placeFromCartSchema, {
    variantIds: values.variantIds,
    idempotencyKey: typeof key === "string" ? key : "",
    ...(deliveryAddress ? { deliveryAddress } : {}),
    ...(values.address === NEW_ADDRESS_CHOICE && values.saveAddress ? { saveAddress: true } : {}),
    ...(values.paymentMethod ? { paymentMethod: values.paymentMethod } : {}),
    ...(values.business ? { buyerGstin: values.buyerGstin, businessName: values.businessName } : {}),
  });
}

async function addressOfForm(ctx: ServiceContext, customer: Principal, values: CheckoutFormValues): Promise<Record<string, string> | undefined> {
  if (values.address === NEW_ADDRESS_CHOICE) {
    const { doorNo, street, city, pincode, state, recipientName, recipientPhone } = values;
    return { doorNo, street, city, pincode, state, name: recipientName, phoneNumber: recipientPhone };
  }
  if (values.address === PROFILE_ADDRESS_ID || values.address === "") return undefined;
  const saved = (await savedAddresses(ctx, customer)).find((address) => address._id === values.address);
  if (!saved) throw badRequest(SAVED_ADDRESS_GONE_MESSAGE);
  const { _id, ...fields } = saved;
  return _id === PROFILE_ADDRESS_ID ? undefined : fields;
}

/** Places the order the checkout's form posted (see placementOfForm). */
export async function placeOrderFromForm(ctx: ServiceContext, customer: Principal, form: FormData): Promise<{ order: OrderView; created: boolean }> {
  return placeOrderFromCart(ctx, customer, await placementOfForm(ctx, customer, form));
}

/** The admin orders page's submission: which order, which admin transition, and whether the admin confirmed it. */
export function adminTransitionFrom(submission: Record<string, unknown>): {
  orderId: string;
  name: TransitionName;
  confirmUnderpaid: boolean;
  confirmCashDifference: boolean;
  input: Record<string, unknown>;
} {
  const { id, transition } = submission;
  if (!isAdminTransition(transition) || typeof id !== "string") throw badRequest("Unknown order action");
  // The page sends the confirmation only from its confirm step; the service decides whether one is needed, and
  // validates what a transition's form sent (courier, reason, refund reference, cash collected).
  return { orderId: id, name: transition, confirmUnderpaid: submission.confirmUnderpaid === true,
    confirmCashDifference: submission.confirmCashDifference === true,
    input: transitionInputOf(submission) };
}

const cancelSubmissionSchema = z.object({ orderId: z.string().min(1).max(64), reason: z.unknown() });

/**
 * Cancels the signed-in customer's order with their reason; the service checks that the order is theirs (404
 * otherwise), that it has not shipped (409) and the reason (400).
 */
export async function cancelOwnOrder(ctx: ServiceContext, customer: Principal, submission: Record<string, unknown>): Promise<OrderView> {
  const { orderId, reason } = parseInput(cancelSubmissionSchema, submission);
  return applyTransition(ctx, customer, orderId, "cancel", { input: { reason } });
}

export { packingSlipOf, type PackingSlip } from "./packing-slip";
export { isDomainError } from "../../lib/errors";
export { ownOrderPage, ownOrderSummaries, type OwnOrderPage } from "./my-orders";
/** Puts an own order's packs back in the cart (./buy-again.ts) and answers what changed, in rupees. */
export async function buyAgain(ctx: ServiceContext, customer: Principal, orderId: string): Promise<BuyAgainResult> {
  return toBuyAgainView(await putOrderInCart(ctx, customer, orderId));
}
