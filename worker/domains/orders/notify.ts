/**
 * The one place an order's news goes out (issue 31): every status change and every new order fans out to the
 * customer's channels (their message preferences: e-mail, SMS, WhatsApp with a recorded opt-in; worker/domains/
 * messages) and to the shop (its mails to consumer care, and for a new order the owner's SMS or WhatsApp alert set
 * in admin Settings). Each message is recorded in the outbox before the caller answers and delivered after it; with no
 * provider configured it stays there, marked logged (`npm run mail` shows it).
 *
 * The texts: ./mail.ts (mails) and ./phone-messages.ts (SMS and WhatsApp), each in the order's language.
 */
import { sendMails, type MailMessage } from "../../lib/mail";
import { sendPhoneMessages, type SmsMessage } from "../../lib/sms";
import type { ServiceContext } from "../../http/context";
import { recipientsFor, type Recipients } from "../messages/preferences";
import { getOrderAlert, getShopProfile } from "../settings/settings";
import type { ShopProfile } from "../settings/shared/shop-profile";
import type { OrderView } from "./shared/views";
import type { TransitionName } from "./shared/status";
import { deliveryFailedMail, orderMailFor, orderPlacedMails, shopMailFor } from "./mail";
import { codConfirmLink } from "./cod-link";
import { customerPhoneMessage, ownerNewOrderMessage, phoneEventOf, type PhoneEvent } from "./phone-messages";

/** The customer's messages of one event: the mail (when they take e-mail) and the SMS and WhatsApp ones they chose. */
function customerMessages(
  ctx: ServiceContext,
  shop: ShopProfile,
  order: OrderView,
  recipients: Recipients,
  mail: MailMessage | null,
  event: PhoneEvent | null,
  confirmLink: string | null = null,
): { mails: MailMessage[]; phone: SmsMessage[] } {
  const mails = mail && recipients.email ? [mail] : [];
  const phone: SmsMessage[] = [];
  if (event && recipients.sms) phone.push(customerPhoneMessage(ctx, "sms", recipients.sms, event, order, shop.name, confirmLink));
  if (event && recipients.whatsapp) phone.push(customerPhoneMessage(ctx, "whatsapp", recipients.whatsapp, event, order, shop.name, confirmLink));
  return { mails, phone };
}

async function send(ctx: ServiceContext, mails: MailMessage[], phone: SmsMessage[]): Promise<void> {
  await Promise.all([sendMails(ctx, mails), sendPhoneMessages(ctx, phone)]);
}

/**
 * A new order: the customer's "placed" on their channels; the shop's mail and the owner's phone alert. A COD order
 * awaiting confirmation (issue 32) carries its signed confirmation link and deadline: in the mail, and on the phone
 * as the "cod-confirm" message instead of "placed" (one message, not two).
 */
export async function notifyOrderPlaced(ctx: ServiceContext, order: OrderView): Promise<void> {
  const [shop, recipients, alert, confirmLink] = await Promise.all([getShopProfile(ctx), recipientsFor(ctx, [order.userId]), getOrderAlert(ctx), codConfirmLink(ctx, order)]);
  const [customerMail, shopMail] = orderPlacedMails(ctx, shop, order, confirmLink);
  const customer = customerMessages(ctx, shop, order, recipients.get(order.userId)!, customerMail, confirmLink ? "cod-confirm" : "placed", confirmLink);
  const owner = alert.orderAlertPhone ? [ownerNewOrderMessage(ctx, alert.orderAlertChannel, alert.orderAlertPhone, order, shop.name)] : [];
  await send(ctx, [...customer.mails, shopMail], [...customer.phone, ...owner]);
}

/** A status change of one order: the customer's news on their channels, and what the shop must act on. */
export async function notifyOrderChange(ctx: ServiceContext, transition: TransitionName, order: OrderView): Promise<void> {
  await notifyOrdersChanged(ctx, transition, [order]);
}

/**
 * The same change of many orders at once ("Verify all matched"): the customers' channels read together, every
 * message recorded in one batch per channel.
 */
export async function notifyOrdersChanged(ctx: ServiceContext, transition: TransitionName, orders: OrderView[]): Promise<void> {
  if (orders.length === 0) return;
  const [shop, recipients] = await Promise.all([getShopProfile(ctx), recipientsFor(ctx, orders.map((order) => order.userId))]);
  const event = phoneEventOf(transition);
  const mails: MailMessage[] = [];
  const phone: SmsMessage[] = [];
  for (const order of orders) {
    // "pay" is the shop's mail (a payment reported), not the customer's.
    const mail = orderMailFor(ctx, shop, transition, order);
    const toShop = transition === "pay" ? mail : null;
    const customer = customerMessages(ctx, shop, order, recipients.get(order.userId)!, transition === "pay" ? null : mail, event);
    mails.push(...customer.mails, ...[toShop, shopMailFor(shop, transition, order)].filter((message) => message !== null));
    phone.push(...customer.phone);
  }
  await send(ctx, mails, phone);
}

/**
 * Issue 32 (item 4): the courier could not deliver (the order's newest attempt): the customer hears why and when it
 * comes again on their channels; a cash-on-delivery order is asked to confirm again.
 */
export async function notifyDeliveryFailed(ctx: ServiceContext, order: OrderView): Promise<void> {
  const [shop, recipients] = await Promise.all([getShopProfile(ctx), recipientsFor(ctx, [order.userId])]);
  const event: PhoneEvent = order.codConfirmation?.status === "awaiting" ? "delivery-reconfirm" : "delivery-failed";
  const customer = customerMessages(ctx, shop, order, recipients.get(order.userId)!, deliveryFailedMail(ctx, shop, order), event);
  await send(ctx, customer.mails, customer.phone);
}
