/** The customer's own order actions from the checkout page (the API reaches the same service through PUT /api/order/:orderId). */
import { z } from "zod";
import type { Principal } from "../lib/user";
import type { OrderView } from "../lib/orders";
import { parseInput } from "../../worker/lib/validation";
import type { ServiceContext } from "../../worker/services/context";
import { applyTransition } from "../../worker/services/orders";

const cancelSubmissionSchema = z.object({ orderId: z.string().min(1).max(64), reason: z.unknown() });

/**
 * Cancels the signed-in customer's order with their reason; the service checks that the order is theirs (404
 * otherwise), that it has not shipped (409) and the reason (400).
 */
export async function cancelOwnOrder(ctx: ServiceContext, customer: Principal, submission: Record<string, unknown>): Promise<OrderView> {
  const { orderId, reason } = parseInput(cancelSubmissionSchema, submission);
  return applyTransition(ctx, customer, orderId, "cancel", { input: { reason } });
}
