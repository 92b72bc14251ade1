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
import { buyAgain as putOrderInCart } from "./buy-again";
import { toBuyAgainView } from "./views";
import type { BuyAgainResult } from "./shared/buy-again";
export { applyTransition } from "./transitions";
export { listOrders, listOrdersOfUser, orderHistory } from "./queries";
export { placeOrderFromCart } from "./place";

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
