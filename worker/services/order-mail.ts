/**
 * Order notifications through the mail outbox: the shop owner hears when a customer reports a payment;
 * the customer hears when the payment is verified and when the order is delivered. Every customer-supplied
 * value is escaped in the HTML part.
 */
import { formatRupees } from "../../app/lib/money";
import type { OrderView } from "../../app/lib/orders";
import { describeMismatch, paymentFactsOf, shortOrderRef, type TransitionName } from "../../app/lib/order-status";
import { escapeHtml } from "../lib/html";
import { sendMail, type MailMessage } from "../lib/mail";
import type { ServiceContext } from "./context";

function message(to: string, subject: string, lines: string[]): MailMessage {
  return {
    to,
    subject,
    text: `${lines.join("\n")}\n`,
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(""),
  };
}

export function orderMailFor(ctx: ServiceContext, transition: TransitionName, order: OrderView): MailMessage | null {
  const shop = ctx.env.SHOP_NAME;
  const ref = shortOrderRef(order._id);
  switch (transition) {
    case "pay": {
      const mismatch = describeMismatch(paymentFactsOf(order));
      return message(ctx.env.SHOP_EMAIL, `${shop}: payment reported for order ${ref}`, [
        `${order.name} (${order.emailAddress}, ${order.phoneNumber}) reported a payment for order ${ref}.`,
        `Bill: ${formatRupees(order.bill)}. Amount paid: ${formatRupees(order.amountPaid)}. UPI reference: ${order.transactionId ?? "-"}.`,
        ...(mismatch ? [`The reported amount does not match the bill: ${mismatch}.`] : []),
        "Please check it against the bank statement and mark it Verified or Fake in the admin dashboard.",
      ]);
    }
    case "verify":
    case "receive":
      return message(order.emailAddress, `${shop}: payment received for order ${ref}`, [
        `Hello ${order.name},`,
        `We have received your payment of ${formatRupees(order.amountPaid)} for order ${ref}. We will send it out soon.`,
      ]);
    case "deliver":
      return message(order.emailAddress, `${shop}: order ${ref} delivered`, [
        `Hello ${order.name},`,
        `Your order ${ref} has been delivered. Thank you for shopping with ${shop}.`,
      ]);
    default:
      return null;
  }
}

export async function notifyOrderChange(ctx: ServiceContext, transition: TransitionName, order: OrderView): Promise<void> {
  const mail = orderMailFor(ctx, transition, order);
  if (!mail) return;
  await sendMail(ctx, mail);
}
