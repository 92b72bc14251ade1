/**
 * Issue 32 (item 1): the signed link that confirms a cash-on-delivery order, sent on its customer's channels when it
 * is placed: /orders/<id>/confirm?token=<HMAC-SHA256 under JWT_SECRET with the purpose "ghani cod confirmation link
 * v1", over the order id and its deadline> (/te/… for a Telugu order). Only a server holding the secret can make one;
 * it names one order and one deadline, so another order's token, or one changed by a character, never passes, and a
 * new deadline (were one ever set) voids the old links. Confirming by it is ./cod-confirmation.ts's.
 */
import { eq } from "drizzle-orm";
import type { ServiceContext } from "../../http/context";
import { signForPurpose, verifyForPurpose } from "../../lib/signed-link";
import { jwtSecret } from "../../env";
import { pathInLang } from "../../shared/i18n/languages";
import { orders, type Order } from "./tables";
import type { OrderView } from "./shared/views";

/** What the link's signature is for: the same secret signs sessions and the guest cart, never interchangeably. */
const LINK_PURPOSE = "ghani cod confirmation link v1";

const linkPayload = (orderId: string, deadline: string) => `${orderId}\n${deadline}`;

/** The confirmation page of an order (its language's address), without the token. */
export const codConfirmPath = (orderId: string) => `/orders/${orderId}/confirm`;

/**
 * The signed link a COD order's customer taps to confirm it, in the order's language; null when the order does not
 * await a confirmation or has no deadline (placed before deadlines were kept).
 */
export async function codConfirmLink(ctx: Pick<ServiceContext, "env" | "origin">, order: OrderView): Promise<string | null> {
  const cod = order.codConfirmation;
  if (!cod || cod.status !== "awaiting" || !cod.deadline) return null;
  const token = await signForPurpose(jwtSecret(ctx.env), LINK_PURPOSE, linkPayload(order._id, cod.deadline));
  return `${ctx.origin}${pathInLang(codConfirmPath(order._id), order.lang)}?token=${token}`;
}

/** The order a link names when its token is this order's (any other order's, tampered or malformed: null). */
export async function orderOfLink(ctx: Pick<ServiceContext, "db" | "env">, orderId: string, token: string): Promise<Order | null> {
  if (token.length > 200) return null;
  const order = await ctx.db.query.orders.findFirst({ where: eq(orders.id, orderId) });
  if (!order || order.paymentMethod !== "cod" || !order.codConfirmDeadline) return null;
  const valid = await verifyForPurpose(jwtSecret(ctx.env), LINK_PURPOSE, linkPayload(order.id, order.codConfirmDeadline), token);
  return valid ? order : null;
}
