/**
 * Order notifications through the mail outbox: the shop owner hears of a new order, when a customer reports a
 * payment and when a cancelled order owes a refund; the customer hears when the order is placed and at every step it
 * takes after (payment verified, shipped with its tracking, delivered, cash collected, cancelled, refund pending and
 * refunded, returned), each ending with how to reach consumer care. The shop's name and addresses come from its
 * profile (the settings domain). Every customer-supplied value is escaped in the HTML part.
 */
import { formatRupees } from "../../shared/money";
import type { OrderView } from "./shared/views";
import { describeMismatch, paymentFactsOf, shortOrderRef, type TransitionName } from "./shared/status";
import { paragraphsMail, sendMails, type MailMessage } from "../../lib/mail";
import type { ServiceContext } from "../../http/context";
import { careSentence, type ShopProfile } from "../settings/shared/shop-profile";
import { getShopProfile } from "../settings/settings";

/** A mail to the order's customer: the shop's name in the subject, consumer care at the end (the shop's profile). */
function toCustomer(shop: ShopProfile, order: OrderView, subject: string, paragraphs: string[]): MailMessage {
  return paragraphsMail(order.emailAddress, `${shop.name}: ${subject}`, [...paragraphs, careSentence(shop.care)].filter(Boolean));
}

/** A mail to the shop itself: its consumer-care inbox, where its alerts go. */
function toShop(shop: ShopProfile, subject: string, paragraphs: string[]): MailMessage {
  return paragraphsMail(shop.care.email, `${shop.name}: ${subject}`, paragraphs);
}

/** "Courier: Blue Dart, tracking number 1234 (https://…)": how a shipment reads in a mail. */
function shipmentLine(order: OrderView): string {
  const link = order.trackingUrl ? `. Track it at ${order.trackingUrl}` : "";
  return `Courier: ${order.courier ?? "-"}, tracking number ${order.trackingNumber ?? "-"}${link}`;
}

/** What a cancelled order's customer is told about their money: verified money is refunded; a reported payment is checked first. */
function cancelledMoneyLine(order: OrderView): string {
  if (order.paymentStatus === "refund pending") return `We will refund the ${formatRupees(order.amountPaid)} you paid and write to you again with the refund reference.`;
  if (order.paymentStatus === "payment to check") {
    return `You reported a payment of ${formatRupees(order.amountPaid)} (UPI reference ${order.transactionId ?? "-"}). We will look for it in our bank statement; if it reached us, we will refund it and write to you with the refund reference.`;
  }
  return "Nothing was charged for it.";
}

/** What the customer hears when their order is cancelled: a paid one is owed a refund, an unpaid one owes nothing. */
function cancelledMail(ctx: ServiceContext, shop: ShopProfile, order: OrderView): MailMessage {
  const ref = shortOrderRef(order._id);
  const refundPending = order.paymentStatus === "refund pending";
  return toCustomer(shop, order, `order ${ref} cancelled${refundPending ? ", refund pending" : ""}`, [
    `Hello ${order.name},`,
    `Your order ${ref} has been cancelled. Reason: ${order.cancelReason ?? "-"}.`,
    cancelledMoneyLine(order),
    ...(order.creditNoteNumber ? [`Credit note ${order.creditNoteNumber} against your invoice: ${ctx.origin}/orders/${order._id}/credit-note`] : []),
  ]);
}

/** "Your invoice GN/26-27/00001: https://shop/orders/…/invoice" once the order has one (issue 19). */
function invoiceLine(ctx: ServiceContext, order: OrderView): string[] {
  return order.invoiceNumber ? [`Your invoice ${order.invoiceNumber}: ${ctx.origin}/orders/${order._id}/invoice`] : [];
}

export function orderMailFor(ctx: ServiceContext, shop: ShopProfile, transition: TransitionName, order: OrderView): MailMessage | null {
  const ref = shortOrderRef(order._id);
  switch (transition) {
    case "pay": {
      const mismatch = describeMismatch(paymentFactsOf(order));
      return toShop(shop, `payment reported for order ${ref}`, [
        `${order.name} (${order.emailAddress}, ${order.phoneNumber}) reported a payment for order ${ref}.`,
        `Bill: ${formatRupees(order.bill)}. Amount paid: ${formatRupees(order.amountPaid)}. UPI reference: ${order.transactionId ?? "-"}.`,
        ...(mismatch ? [`The reported amount does not match the bill: ${mismatch}.`] : []),
        "Please check it against the bank statement and mark it Verified or Fake in the admin dashboard.",
      ]);
    }
    case "verify":
    case "receive":
      return toCustomer(shop, order, `payment received for order ${ref}`, [
        `Hello ${order.name},`,
        `We have received your payment of ${formatRupees(order.amountPaid)} for order ${ref}. We will send it out soon.`,
        ...invoiceLine(ctx, order),
      ]);
    case "ship":
      return toCustomer(shop, order, `order ${ref} shipped`, [
        `Hello ${order.name},`,
        `Your order ${ref} is on its way.`,
        `${shipmentLine(order)}.`,
        ...(order.paymentStatus === "cod" ? [`Please keep ${formatRupees(order.bill)} ready to pay the courier in cash.`] : []),
      ]);
    case "deliver":
      return toCustomer(shop, order, `order ${ref} delivered`, [
        `Hello ${order.name},`,
        `Your order ${ref} has been delivered. Thank you for shopping with ${shop.name}.`,
      ]);
    case "collect":
      return toCustomer(shop, order, `order ${ref} delivered, cash received`, [
        `Hello ${order.name},`,
        `Your order ${ref} has been delivered and we have received your cash payment of ${formatRupees(order.amountPaid)}. Thank you for shopping with ${shop.name}.`,
        ...invoiceLine(ctx, order),
      ]);
    case "cancel":
      return cancelledMail(ctx, shop, order);
    case "payment-found":
      return toCustomer(shop, order, `order ${ref}: payment found, refund pending`, [
        `Hello ${order.name},`,
        `We found the ${formatRupees(order.amountPaid)} you paid for the cancelled order ${ref}. We will refund it and write to you again with the refund reference.`,
      ]);
    case "refund":
      return toCustomer(shop, order, `refund for order ${ref}`, [
        `Hello ${order.name},`,
        `We have refunded ${formatRupees(order.amountPaid)} for your cancelled order ${ref}. Refund reference: ${order.refundReference ?? "-"}.`,
        "It can take a few working days to show in your account.",
      ]);
    case "return":
      return toCustomer(shop, order, `order ${ref} returned`, [
        `Hello ${order.name},`,
        `Your cash-on-delivery order ${ref} was not accepted at delivery and has come back to us, so it is closed. Nothing is owed for it.`,
      ]);
    default:
      return null;
  }
}

/**
 * What the shop must act on after a change: a cancelled order that was paid (or whose money was found) needs its
 * refund made; one cancelled with a payment only reported needs the payment checked first.
 */
function shopMailFor(shop: ShopProfile, transition: TransitionName, order: OrderView): MailMessage | null {
  const ref = shortOrderRef(order._id);
  if (transition === "cancel" && order.paymentStatus === "payment to check") {
    return toShop(shop, `order ${ref} cancelled, payment to check`, [
      `Order ${ref} of ${order.name} (${order.emailAddress}, ${order.phoneNumber}) was cancelled after a payment was reported but before it was verified. Reason: ${order.cancelReason ?? "-"}.`,
      `Look for ${formatRupees(order.amountPaid)} (UPI reference ${order.transactionId ?? "-"}) in the bank statement. If it is there, mark the order "Money received: refund due" and refund it; if it is not, mark it Fake. No refund has been promised.`,
    ]);
  }
  if ((transition !== "cancel" && transition !== "payment-found") || order.paymentStatus !== "refund pending") return null;
  return toShop(shop, `order ${ref} cancelled, refund to make`, [
    `Order ${ref} of ${order.name} (${order.emailAddress}, ${order.phoneNumber}) was cancelled. Reason: ${order.cancelReason ?? "-"}.`,
    `Refund ${formatRupees(order.amountPaid)} (UPI reference of the payment: ${order.transactionId ?? "-"}) and record the refund reference in the admin dashboard.`,
  ]);
}

export async function notifyOrderChange(ctx: ServiceContext, transition: TransitionName, order: OrderView): Promise<void> {
  const shop = await getShopProfile(ctx);
  const mails = [orderMailFor(ctx, shop, transition, order), shopMailFor(shop, transition, order)].filter((mail) => mail !== null);
  await sendMails(ctx, mails);
}

// ---- Placement (issue 17): the customer's "order placed" and the shop's "new order" ----

/** The order's lines, its breakup and its address as mail lines (the figures are the order's, priced by the server). */
export function orderSummaryLines(order: OrderView): string[] {
  const { breakup, address } = order;
  return [
    ...order.products.map((line) => `${line.quantity} × ${line.productName} · ${line.variantLabel}: ${formatRupees(line.productBill)}`),
    `Items at MRP: ${formatRupees(breakup.itemsMrp)}`,
    ...(breakup.discount > 0 ? [`Discount: −${formatRupees(breakup.discount)}`] : []),
    `Delivery: ${breakup.delivery > 0 ? formatRupees(breakup.delivery) : "Free"}`,
    ...(breakup.codFee > 0 ? [`Cash on delivery fee: ${formatRupees(breakup.codFee)}`] : []),
    `Total (incl. of all taxes): ${formatRupees(breakup.total)}`,
    `Deliver to: ${order.name}, ${address.doorNo}, ${address.street}, ${address.city} ${address.pincode}, ${address.state}. Phone ${order.phoneNumber}.`,
  ];
}

function howToPay(ctx: ServiceContext, order: OrderView): string {
  if (order.paymentMethod === "cod") return `Cash on delivery: please pay ${formatRupees(order.bill)} in cash when it arrives.`;
  return `Please pay ${formatRupees(order.bill)} by UPI from Your Orders (Pay Now) on ${ctx.origin}/checkout and enter the 12-digit UPI reference; we send the order once the payment is verified.`;
}

export function orderPlacedMails(ctx: ServiceContext, shop: ShopProfile, order: OrderView): MailMessage[] {
  const ref = shortOrderRef(order._id);
  const method = order.paymentMethod === "cod" ? "cash on delivery" : "UPI";
  return [
    toCustomer(shop, order, `order ${ref} placed`, [
      `Hello ${order.name},`,
      `Thank you for your order ${ref}.`,
      ...orderSummaryLines(order),
      howToPay(ctx, order),
    ]),
    toShop(shop, `new order ${ref}`, [
      `${order.name} (${order.emailAddress}, ${order.phoneNumber}) placed order ${ref}, paying by ${method}.`,
      ...orderSummaryLines(order),
    ]),
  ];
}

export async function notifyOrderPlaced(ctx: ServiceContext, order: OrderView): Promise<void> {
  await sendMails(ctx, orderPlacedMails(ctx, await getShopProfile(ctx), order));
}
