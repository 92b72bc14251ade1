/**
 * The customer's own order pages (issue 31, "My orders"): one order with its story and what is due now, read for its
 * customer only. Another customer's order does not exist as far as a customer can tell (404), and the same holds for
 * admins here: their own orders only (they read everyone's on the admin orders page).
 */
import type { Principal } from "../accounts/shared/user";
import type { ViewContext } from "../../http/context";
import { notFound } from "../../lib/errors";
import { amountDue, orderSummaryOf, orderTimeline, type AmountDue, type OrderSummary, type TimelineStep } from "./shared/timeline";
import { trackingOf, type Tracking } from "./shared/tracking";
import type { OrderView } from "./shared/views";
import { getOrderViews, listOrdersOfUser, ORDER_NOT_FOUND_MESSAGE, orderHistory } from "./queries";

export type OwnOrderPage = { order: OrderView; timeline: TimelineStep[]; due: AmountDue; tracking: Tracking | null };

/** One of the customer's own orders with its timeline, the amount due in its state and its tracking. */
export async function ownOrderPage(ctx: ViewContext, actor: Principal, orderId: string): Promise<OwnOrderPage> {
  const [order] = await getOrderViews(ctx, [orderId]);
  if (!order || order.userId !== actor.id) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  const events = (await orderHistory(ctx, [orderId])).get(orderId) ?? [];
  return { order, timeline: orderTimeline(order, events), due: amountDue(order), tracking: trackingOf(order) };
}

/** The customer's own orders, newest first, as the list's compact cards. */
export async function ownOrderSummaries(ctx: ViewContext, actor: Principal): Promise<OrderSummary[]> {
  return (await listOrdersOfUser(ctx, actor)).map(orderSummaryOf);
}
