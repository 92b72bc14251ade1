/**
 * An order's updates as SMS and WhatsApp messages (issue 31): the text the customer reads, in the order's language,
 * and the registered template that carries it. Indian SMS must use a DLT-registered template (TRAI's TCCCPR 2018),
 * so each event has its MSG91 flow id (configuration MSG91_ORDER_FLOWS, a Telugu one under "<event>.te"); a business
 * may start a WhatsApp conversation only with an approved template, so each event has its utility template's name
 * (WHATSAPP_ORDER_TEMPLATES, one name approved in English and Telugu). The template's variables are the values below,
 * named for MSG91 and in this order for WhatsApp's {{1}}, {{2}}…; the texts are the "mail.phone.*" catalogue's.
 * An event without a template is still recorded (the outbox keeps it, marked logged), as with no provider at all.
 */
import { formatRupees } from "../../shared/money";
import { pathInLang, type Lang } from "../../shared/i18n/languages";
import { t } from "../../shared/i18n/messages.server";
import type { MessageId } from "../../shared/i18n/catalogs";
import { smsProviderConfigured, type PhoneChannel, type SmsMessage } from "../../lib/sms";
import { log } from "../../lib/log";
import type { AppEnv } from "../../env";
import type { ServiceContext } from "../../http/context";
import type { OrderView } from "./shared/views";
import { shortOrderRef, type TransitionName } from "./shared/status";
import { formatIstIn } from "../settings/mail";

import { attemptDayText } from "./shared/delivery-attempts";
import { DELIVERY_FAILURE_TEXT } from "./shared/delivery-attempt-texts";

/** The customer's order events that go out by SMS and WhatsApp (the mails tell of every step; these of the main ones). */
// Issue 32: "cod-confirm" asks for a COD order's confirmation by its signed link; (item 4) a failed delivery attempt, "delivery-reconfirm" on a cash-on-delivery order (asks to confirm again).
export const PHONE_EVENTS = ["placed", "paid", "shipped", "delivered", "cancelled", "refunded", "cod-confirm", "delivery-failed", "delivery-reconfirm"] as const;
export type PhoneEvent = (typeof PHONE_EVENTS)[number];
/** The owner's new-order alert's template key. */
export const OWNER_NEW_ORDER_EVENT = "owner-new-order";

/** Each event's template variables, in the order of the WhatsApp template's {{1}}, {{2}}… */
export const PHONE_EVENT_VARIABLES: Record<PhoneEvent | typeof OWNER_NEW_ORDER_EVENT, readonly string[]> = {
  placed: ["ref", "amount", "url"],
  paid: ["ref", "amount"],
  shipped: ["ref", "courier", "url"],
  delivered: ["ref"],
  cancelled: ["ref", "url"],
  refunded: ["ref", "amount"],
  // Issue 32: a cash-on-delivery order placed, asking for its confirmation by the signed link before the deadline.
  "cod-confirm": ["ref", "amount", "deadline", "url"],
  "delivery-failed": ["ref", "reason", "next", "url"],
  "delivery-reconfirm": ["ref", "reason", "next", "url"],
  [OWNER_NEW_ORDER_EVENT]: ["ref", "name", "amount", "method"],
};

const TEXT_OF: Record<PhoneEvent, MessageId> = {
  placed: "mail.phone.placed",
  paid: "mail.phone.paid",
  shipped: "mail.phone.shipped",
  delivered: "mail.phone.delivered",
  cancelled: "mail.phone.cancelled",
  refunded: "mail.phone.refunded",
  "cod-confirm": "mail.phone.codConfirm",
  "delivery-failed": "mail.phone.deliveryFailed",
  "delivery-reconfirm": "mail.phone.deliveryReconfirm",
};

/** Which phone event a status change is (null: mail only, e.g. a payment reported, cash collected, a return). */
export function phoneEventOf(transition: TransitionName): PhoneEvent | null {
  switch (transition) {
    case "verify":
    case "receive":
    case "payment-found":
      return "paid";
    case "ship":
      return "shipped";
    case "deliver":
      return "delivered";
    case "cancel":
      return "cancelled";
    case "refund":
      return "refunded";
    default:
      return null;
  }
}

const reported = new WeakSet<object>();

/** A JSON object of template ids from configuration; a malformed one is logged once and counts as none. */
function templateTable(env: AppEnv, name: "MSG91_ORDER_FLOWS" | "WHATSAPP_ORDER_TEMPLATES"): Record<string, string> {
  const raw = env[name]?.trim();
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
      return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== ""));
    }
  } catch {
    // reported below
  }
  if (!reported.has(env)) {
    reported.add(env);
    log("error", `${name} is not a JSON object of template ids; order messages wait in the outbox`);
  }
  return {};
}

/**
 * One message of an event on a channel: the text in `lang` and its template. SMS speaks Telugu only where it can
 * be sent as such (a Telugu DLT template, or no provider at all: the outbox then shows the Telugu the customer would
 * read), as the sign-in code does.
 */
export function phoneMessage(
  env: AppEnv,
  channel: PhoneChannel,
  to: string,
  event: PhoneEvent | typeof OWNER_NEW_ORDER_EVENT,
  lang: Lang,
  values: Record<string, string>,
  textFor: (lang: Lang) => string,
): SmsMessage {
  const variables = Object.fromEntries(PHONE_EVENT_VARIABLES[event].map((name) => [name, values[name] ?? ""]));
  if (channel === "whatsapp") {
    const name = templateTable(env, "WHATSAPP_ORDER_TEMPLATES")[event];
    return {
      channel,
      to,
      text: textFor(lang),
      template: name ? { id: name, variables, language: lang, parameters: PHONE_EVENT_VARIABLES[event].map((key) => variables[key]) } : null,
    };
  }
  const flows = templateTable(env, "MSG91_ORDER_FLOWS");
  const smsLang: Lang = lang === "te" && (flows[`${event}.te`] || !smsProviderConfigured(env)) ? "te" : "en";
  const flow = smsLang === "te" ? flows[`${event}.te`] : flows[event];
  return { channel, to, text: textFor(smsLang), template: flow ? { id: flow, variables } : null };
}

/** The page of the order in its language: where a placed or cancelled order's message points. */
export function orderPageUrl(ctx: Pick<ServiceContext, "origin">, order: OrderView): string {
  return `${ctx.origin}${pathInLang(`/orders/${order._id}`, order.lang)}`;
}

/**
 * The values an event's text and template take for this order. `confirmLink`: a COD order's signed confirmation link
 * (the "cod-confirm" event's url).
 */
function valuesOf(
  ctx: Pick<ServiceContext, "origin">,
  event: PhoneEvent,
  order: OrderView,
  shop: string,
  lang: Lang,
  confirmLink: string | null,
): Record<string, string> {
  const ref = shortOrderRef(order._id);
  const page = orderPageUrl(ctx, order);
  switch (event) {
    case "placed":
      return { shop, ref, amount: formatRupees(order.bill, lang), url: page };
    case "paid":
    case "refunded":
      return { shop, ref, amount: formatRupees(order.amountPaid, lang) };
    case "shipped":
      // The courier's own tracking page where the order has one (a known courier), else the order's page.
      return { shop, ref, courier: order.courier ?? "-", url: order.trackingUrl ?? page };
    case "delivered":
      return { shop, ref };
    case "cancelled":
      return { shop, ref, url: page };
    case "cod-confirm":
      return { shop, ref, amount: formatRupees(order.bill, lang), deadline: formatIstIn(order.codConfirmation?.deadline ?? order.createdAt, lang), url: confirmLink ?? page };
    case "delivery-failed":
    case "delivery-reconfirm":
      return { shop, ref, url: page, ...latestAttemptWords(order, lang) };
  }
}

/** The newest failed attempt in the customer's words: why, and when the courier comes again ("-"-less when not planned). */
export function latestAttemptWords(order: OrderView, lang: Lang): { reason: string; next: string } {
  const attempt = order.deliveryAttempts.at(-1);
  const reason = t(lang, DELIVERY_FAILURE_TEXT[attempt?.reason ?? "other"]);
  const next = attempt?.nextAttemptOn ? attemptDayText(attempt.nextAttemptOn, lang) : t(lang, "orders.attemptNextUnknown");
  return { reason, next };
}

/** The customer's message of `event` about `order` on `channel`, to `to`. */
export function customerPhoneMessage(
  ctx: Pick<ServiceContext, "origin" | "env">,
  channel: PhoneChannel,
  to: string,
  event: PhoneEvent,
  order: OrderView,
  shop: string,
  confirmLink: string | null = null,
): SmsMessage {
  return phoneMessage(ctx.env, channel, to, event, order.lang, valuesOf(ctx, event, order, shop, order.lang, confirmLink), (lang) =>
    t(lang, TEXT_OF[event], valuesOf(ctx, event, order, shop, lang, confirmLink)),
  );
}

/** The owner's alert of a new order (English, the admin area's language). */
export function ownerNewOrderMessage(ctx: Pick<ServiceContext, "env">, channel: PhoneChannel, to: string, order: OrderView, shop: string): SmsMessage {
  const values = {
    ref: shortOrderRef(order._id),
    name: order.name,
    amount: formatRupees(order.bill),
    method: order.paymentMethod === "cod" ? "cash on delivery" : "UPI",
  };
  return phoneMessage(ctx.env, channel, to, OWNER_NEW_ORDER_EVENT, "en", values, () => `${shop}: new order ${values.ref} from ${values.name}, ${values.amount} by ${values.method}.`);
}
