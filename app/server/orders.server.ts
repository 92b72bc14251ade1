/** The pages' way into the order services (the API reaches them through worker/api/orders.ts). */
import { isAdminTransition, type TransitionName } from "../lib/order-status";
import { badRequest } from "../../worker/lib/errors";

export { applyTransition, listOrders, listOrdersOfUser, orderHistory, placeOrderFromCart } from "../../worker/services/orders";

/** The admin orders page's submission: which order, which admin transition, and whether the admin confirmed it. */
export function adminTransitionFrom(submission: Record<string, unknown>): {
  orderId: string;
  name: TransitionName;
  confirmUnderpaid: boolean;
  input: Record<string, unknown>;
} {
  const { id, transition } = submission;
  if (!isAdminTransition(transition) || typeof id !== "string") throw badRequest("Unknown order action");
  // The page sends the confirmation only from its confirm step; the service decides whether one is needed, and
  // validates what a transition's form sent (courier, reason, refund reference, cash collected).
  const { courier, trackingNumber, trackingUrl, reason, refundReference, amountPaid } = submission;
  const input = { courier, trackingNumber, trackingUrl, reason, refundReference, amountPaid };
  return { orderId: id, name: transition, confirmUnderpaid: submission.confirmUnderpaid === true, input };
}
