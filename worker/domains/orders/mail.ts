/**
 * Order mails (sent by ./notify.ts, with the SMS and WhatsApp messages of the customer's chosen channels): the shop
 * owner hears of a new order, when a customer reports a payment and when a cancelled order owes a refund; the
 * customer hears when the order is placed and at every step it takes after (payment verified, shipped with its
 * tracking, delivered, cash collected, cancelled, refund pending and refunded, returned), each ending with how to
 * reach consumer care. The shop's name and addresses come from its profile (the settings domain). Every
 * customer-supplied value is escaped in the HTML part.
 *
 * The customer's mails speak the order's language (issue 30: the language it was placed in, kept on the order), so
 * a change an admin makes later (shipped, refunded) reaches a Telugu shopper in Telugu; the texts are the "mail"
 * catalogue's (worker/shared/i18n/catalog/mail-orders.ts). The shop's own mails stay English, the admin area's
 * language.
 */
import { formatRupees } from "../../shared/money";
import { pathInLang, type Lang } from "../../shared/i18n/languages";
import { t } from "../../shared/i18n/messages.server";
import type { OrderView } from "./shared/views";
import { cashToCollect, describeMismatch, paymentFactsOf, shortOrderRef, type TransitionName } from "./shared/status";
import { paragraphsMail, type MailMessage } from "../../lib/mail";
import type { ServiceContext } from "../../http/context";
import type { ShopProfile } from "../settings/shared/shop-profile";
import { careLine, formatIstIn, greeting } from "../settings/mail";
import { latestAttemptWords, orderPageUrl } from "./phone-messages";

/** A mail to the order's customer: the shop's name in the subject, consumer care at the end, in the order's language. */
function toCustomer(shop: ShopProfile, order: OrderView, subject: string, paragraphs: string[]): MailMessage {
  return paragraphsMail(order.emailAddress, `${shop.name}: ${subject}`, [...paragraphs, careLine(shop.care, order.lang)].filter(Boolean));
}

/** A mail to the shop itself: its consumer-care inbox, where its alerts go. */
function toShop(shop: ShopProfile, subject: string, paragraphs: string[]): MailMessage {
  return paragraphsMail(shop.care.email, `${shop.name}: ${subject}`, paragraphs);
}

/** "Courier: Blue Dart, tracking number 1234. Track it at https://…": how a shipment reads in a mail. */
function shipmentLine(order: OrderView): string {
  const shipment = { courier: order.courier ?? "-", number: order.trackingNumber ?? "-" };
  return order.trackingUrl ? t(order.lang, "mail.order.shipmentTracked", { ...shipment, url: order.trackingUrl }) : t(order.lang, "mail.order.shipment", shipment);
}

/** What a cancelled order's customer is told about their money: verified money is refunded; a reported payment is checked first. */
function cancelledMoneyLine(order: OrderView): string {
  const amount = formatRupees(order.amountPaid, order.lang);
  if (order.paymentStatus === "refund pending") return t(order.lang, "mail.order.willRefund", { amount });
  if (order.paymentStatus === "payment to check") return t(order.lang, "mail.order.reportedPayment", { amount, utr: order.transactionId ?? "-" });
  return t(order.lang, "mail.order.nothingCharged");
}

/** What the customer hears when their order is cancelled: a paid one is owed a refund, an unpaid one owes nothing. */
function cancelledMail(ctx: ServiceContext, shop: ShopProfile, order: OrderView): MailMessage {
  const { lang } = order;
  const ref = shortOrderRef(order._id);
  const subject = order.paymentStatus === "refund pending" ? "mail.order.cancelledRefundSubject" : "mail.order.cancelledSubject";
  // Issue 32: cancelled because nobody confirmed it in time, said in the order's language (the stored reason is English).
  const deadline = order.codConfirmation?.status === "expired" ? order.codConfirmation.deadline : null;
  return toCustomer(shop, order, t(lang, subject, { ref }), [
    greeting(order.name, lang),
    deadline
      ? t(lang, "mail.order.cancelledNotConfirmed", { ref, deadline: formatIstIn(deadline, lang) })
      : t(lang, "mail.order.cancelled", { ref, reason: order.cancelReason ?? "-" }),
    cancelledMoneyLine(order),
    ...(order.creditNoteNumber ? [t(lang, "mail.order.creditNote", { number: order.creditNoteNumber, url: `${ctx.origin}/orders/${order._id}/credit-note` })] : []),
  ]);
}

/** "Your invoice GN/26-27/00001: https://shop/orders/…/invoice" once the order has one (issue 19). */
function invoiceLine(ctx: ServiceContext, order: OrderView): string[] {
  return order.invoiceNumber ? [t(order.lang, "mail.order.invoice", { number: order.invoiceNumber, url: `${ctx.origin}/orders/${order._id}/invoice` })] : [];
}

export function orderMailFor(ctx: ServiceContext, shop: ShopProfile, transition: TransitionName, order: OrderView): MailMessage | null {
  const { lang } = order;
  const ref = shortOrderRef(order._id);
  const hello = greeting(order.name, lang);
  const paid = formatRupees(order.amountPaid, lang);
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
    case "pay-advance":
      // Issue 32: a COD order's advance reported: the shop checks it before the parcel may ship.
      return toShop(shop, `advance reported for order ${ref}`, [
        `${order.name} (${order.emailAddress}, ${order.phoneNumber}) reported paying the advance of ${formatRupees(order.advance?.amount ?? 0)} for cash-on-delivery order ${ref}.`,
        `UPI reference: ${order.transactionId ?? "-"}. Please find it in the bank statement (Payments page) and verify it; the order cannot ship until then.`,
      ]);
    case "verify":
    case "receive":
      return toCustomer(shop, order, t(lang, "mail.order.paidSubject", { ref }), [hello, t(lang, "mail.order.paid", { amount: paid, ref }), ...invoiceLine(ctx, order)]);
    case "ship":
      return toCustomer(shop, order, t(lang, "mail.order.shippedSubject", { ref }), [
        hello,
        t(lang, "mail.order.onItsWay", { ref }),
        shipmentLine(order),
        // Issue 32: less the advance already received.
        ...(order.paymentStatus === "cod" ? [t(lang, "mail.order.keepCash", { amount: formatRupees(cashToCollect(order), lang) })] : []),
      ]);
    case "deliver":
      return toCustomer(shop, order, t(lang, "mail.order.deliveredSubject", { ref }), [hello, t(lang, "mail.order.delivered", { ref, shop: shop.name })]);
    case "collect":
      return toCustomer(shop, order, t(lang, "mail.order.collectedSubject", { ref }), [
        hello,
        t(lang, "mail.order.collected", { ref, amount: paid, shop: shop.name }),
        ...invoiceLine(ctx, order),
      ]);
    case "cancel":
      return cancelledMail(ctx, shop, order);
    case "payment-found":
      return toCustomer(shop, order, t(lang, "mail.order.paymentFoundSubject", { ref }), [hello, t(lang, "mail.order.paymentFound", { amount: paid, ref })]);
    case "refund":
      return toCustomer(shop, order, t(lang, "mail.order.refundSubject", { ref }), [
        hello,
        t(lang, "mail.order.refunded", { amount: paid, ref, reference: order.refundReference ?? "-" }),
        t(lang, "mail.order.refundDays"),
      ]);
    case "return":
      return toCustomer(shop, order, t(lang, "mail.order.returnedSubject", { ref }), [hello, t(lang, "mail.order.returned", { ref })]);
    default:
      return null;
  }
}

/**
 * Issue 32 (item 4): the courier could not deliver. The customer reads why and when the courier comes again; on a
 * cash-on-delivery order they are asked to confirm that they still want it, on their order's page.
 */
export function deliveryFailedMail(ctx: ServiceContext, shop: ShopProfile, order: OrderView): MailMessage {
  const { lang } = order;
  const ref = shortOrderRef(order._id);
  const { reason, next } = latestAttemptWords(order, lang);
  const url = orderPageUrl(ctx, order);
  const reconfirm = order.codConfirmation?.status === "awaiting";
  return toCustomer(shop, order, t(lang, "mail.order.deliveryFailedSubject", { ref }), [
    greeting(order.name, lang),
    t(lang, "mail.order.deliveryFailed", { ref, reason }),
    t(lang, "mail.order.nextAttempt", { next }),
    reconfirm ? t(lang, "mail.order.pleaseReconfirm", { url }) : t(lang, "mail.order.orderPage", { url }),
  ]);
}

/**
 * What the shop must act on after a change: a cancelled order that was paid (or whose money was found) needs its
 * refund made; one cancelled with a payment only reported needs the payment checked first.
 */
export function shopMailFor(shop: ShopProfile, transition: TransitionName, order: OrderView): MailMessage | null {
  const ref = shortOrderRef(order._id);
  if (transition === "cancel" && order.paymentStatus === "payment to check") {
    return toShop(shop, `order ${ref} cancelled, payment to check`, [
      `Order ${ref} of ${order.name} (${order.emailAddress}, ${order.phoneNumber}) was cancelled after a payment was reported but before it was verified. Reason: ${order.cancelReason ?? "-"}.`,
      `Look for ${formatRupees(order.amountPaid || (order.advance?.amount ?? 0))} (UPI reference ${order.transactionId ?? "-"}) in the bank statement. If it is there, mark the order "Money received: refund due" and refund it; if it is not, mark it Fake. No refund has been promised.`,
    ]);
  }
  if ((transition !== "cancel" && transition !== "payment-found") || order.paymentStatus !== "refund pending") return null;
  return toShop(shop, `order ${ref} cancelled, refund to make`, [
    `Order ${ref} of ${order.name} (${order.emailAddress}, ${order.phoneNumber}) was cancelled. Reason: ${order.cancelReason ?? "-"}.`,
    `Refund ${formatRupees(order.amountPaid)} (UPI reference of the payment: ${order.transactionId ?? "-"}) and record the refund reference in the admin dashboard.`,
  ]);
}

// ---- Placement (issue 17): the customer's "order placed" and the shop's "new order" ----

/** The order's lines, its breakup and its address as mail lines (the figures are the order's, priced by the server). */
export function orderSummaryLines(order: OrderView, lang: Lang = "en"): string[] {
  const { breakup, address } = order;
  const rupees = (amount: number) => formatRupees(amount, lang);
  return [
    ...order.products.map((line) => `${line.quantity} × ${line.productName} · ${line.variantLabel}: ${rupees(line.productBill)}`),
    t(lang, "mail.order.itemsMrp", { amount: rupees(breakup.itemsMrp) }),
    ...(breakup.discount > 0 ? [t(lang, "mail.order.discount", { amount: rupees(breakup.discount) })] : []),
    breakup.delivery > 0 ? t(lang, "mail.order.delivery", { amount: rupees(breakup.delivery) }) : t(lang, "mail.order.deliveryFree"),
    ...(breakup.codFee > 0 ? [t(lang, "mail.order.codFee", { amount: rupees(breakup.codFee) })] : []),
    ...(breakup.prepaidDiscount > 0 ? [t(lang, "mail.order.prepaidDiscount", { amount: rupees(breakup.prepaidDiscount) })] : []),
    t(lang, "mail.order.total", { amount: rupees(breakup.total) }),
    // Issue 31: the person who receives the parcel (the customer unless another was named at checkout).
    t(lang, "mail.order.deliverTo", { ...address, phone: address.phoneNumber }),
  ];
}

function howToPay(ctx: ServiceContext, order: OrderView): string {
  const amount = formatRupees(order.bill, order.lang);
  if (order.paymentMethod === "cod") return t(order.lang, "mail.order.payCod", { amount });
  return t(order.lang, "mail.order.payUpi", { amount, url: `${ctx.origin}${pathInLang("/checkout", order.lang)}` });
}

/** Issue 32: a COD order awaiting its customer's confirmation asks for it: the signed link and the deadline. */
function confirmLines(order: OrderView, confirmLink: string | null): string[] {
  const deadline = order.codConfirmation?.deadline;
  if (!confirmLink || !deadline) return [];
  return [t(order.lang, "mail.order.confirmCod", { url: confirmLink, deadline: formatIstIn(deadline, order.lang) })];
}

/** The customer's "order placed" (with, for a COD order awaiting confirmation, its signed link) and the shop's "new order". */
export function orderPlacedMails(ctx: ServiceContext, shop: ShopProfile, order: OrderView, confirmLink: string | null = null): MailMessage[] {
  const ref = shortOrderRef(order._id);
  const method = order.paymentMethod === "cod" ? "cash on delivery" : "UPI";
  return [
    toCustomer(shop, order, t(order.lang, "mail.order.placedSubject", { ref }), [
      greeting(order.name, order.lang),
      t(order.lang, "mail.order.thanks", { ref }),
      ...confirmLines(order, confirmLink),
      ...orderSummaryLines(order, order.lang),
      howToPay(ctx, order),
    ]),
    toShop(shop, `new order ${ref}`, [
      `${order.name} (${order.emailAddress}, ${order.phoneNumber}) placed order ${ref}, paying by ${method}.`,
      ...orderSummaryLines(order),
    ]),
  ];
}
