/**
 * The customer's data rights under the DPDP Act 2023 (issue 20): a copy of everything the shop holds about them, and
 * the erasure of their account. Erasure cannot delete the account's row (orders point at it) nor the orders the tax
 * law makes the shop keep (invoiced ones, with their invoices untouched); it replaces every personal field with a
 * placeholder, deletes what exists only for the customer (saved addresses, cart, reset codes, and the mails sent to
 * their verified address) and ends every session, all in one batch. Issue 29: only what is tied to the account's id,
 * never anything matched by a substring, never the mails to the shop's own addresses. Each erasure is logged without
 * personal data.
 */
import { and, count, desc, eq, exists, inArray, isNull, not, sql, type SQL } from "drizzle-orm";
import type { Principal } from "./shared/user";
import { ERASE_PASSWORD_REQUIRED_MESSAGE, type EraseAccountInput } from "./shared/data-rights-schemas";
import { ADMIN_ERASURE_MESSAGE, ERASURE_CODE_REQUIRED_MESSAGE, ERASURE_WITH_PASSWORD_MESSAGE, erasedByCode, spendErasureCode } from "./erasure-code";
import { accountErasures, passwordResetOtps, phoneLoginOtps, users, type User } from "./tables";
import { getShopProfile } from "../settings/settings";
import { cartItems, carts, userAddresses } from "../checkout/tables";
import { grievances } from "../grievances/tables";
import { invoices } from "../invoices/tables";
import { mailOutbox } from "../../lib/tables";
import { messagePreferences } from "../messages/tables";
import { getMessagePreferences } from "../messages/preferences";
import { orders } from "../orders/tables";
import { salesCustomerDays } from "../analytics/tables";
import { badRequest, conflict, unauthorized } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { confirmPassword, SESSION_EXPIRED_MESSAGE } from "./auth";
import { readCart } from "../checkout/cart";
import { consentsOf } from "../policies/consents";
import { listOwnGrievances } from "../grievances/grievances";
import { savedAddresses } from "../checkout/addresses";
import type { ServiceContext } from "../../http/context";
import { listOrdersOfUser } from "../orders/queries";
import { findUserById, toPublicUser } from "./users";

/** What an erased account and its orders say instead of the customer's name. */
export const ERASED_NAME = "Erased customer";
/** What an erased complaint's description says instead. */
export const ERASED_TEXT = "[erased at the customer's request]";

/** The order addresses whose emptied sales roll-ups are removed per erasure: well within D1's 100 parameters. */
const MAX_EMAILS = 20;

/** A per-account address no mail can reach (.invalid is reserved), so sales figures still count one customer. */
export const erasedEmail = (userId: string) => `erased-${userId.toLowerCase()}@erased.invalid`;

/**
 * The outbox mails an erasure deletes (issue 29): those sent to the account's address, by exact case-insensitive
 * equality of the recipient, and only once the address was verified (anyone can sign up with an address that is
 * not theirs); never the mails to the shop's own addresses, and never by a substring of a mail's text.
 */
async function ownMails(ctx: ServiceContext, user: User): Promise<SQL> {
  // SMS to the number the account signs in with (issue 31): proven by a code, so its own.
  const sms = user.phoneLogin ? sql`(${mailOutbox.channel} = 'sms' and ${mailOutbox.recipient} = ${user.phoneLogin})` : sql`0`;
  const email = user.emailAddress.trim().toLowerCase();
  if (!email || !user.emailVerifiedAt || (await shopAddresses(ctx)).has(email)) return sms;
  return sql`(lower(${mailOutbox.recipient}) = ${email} or ${sms})`;
}

/** Every address the shop writes from or to itself: consumer care, the grievance officer, the sender. */
export async function shopAddresses(ctx: ServiceContext): Promise<Set<string>> {
  const profile = await getShopProfile(ctx);
  const sender = /<([^>]+)>/.exec(ctx.env.MAIL_FROM ?? "")?.[1] ?? ctx.env.MAIL_FROM ?? "";
  return new Set([profile.care.email, profile.grievanceOfficer.email, ctx.env.SHOP_EMAIL, sender].filter(Boolean).map((address) => address.trim().toLowerCase()));
}

/** Everything the shop holds about the signed-in customer, as one JSON document. */
export async function exportMyData(ctx: ServiceContext, actor: Principal) {
  const user = await findUserById(ctx, actor.id);
  if (!user) throw unauthorized(SESSION_EXPIRED_MESSAGE);
  const [addresses, cart, orderList, complaints, consents, messagePreferences] = await Promise.all([
    savedAddresses(ctx, actor),
    readCart(ctx, actor),
    listOrdersOfUser(ctx, actor),
    listOwnGrievances(ctx, actor),
    consentsOf(ctx, actor.id),
    // Issue 31: the channels chosen, and the WhatsApp opt-in with the words agreed to.
    getMessagePreferences(ctx, actor),
  ]);
  // "legacy-api" rows were written by the code before issue 29 for sign-ups that never asked: not a consent given.
  const given = consents.filter((consent) => consent.source !== "legacy-api");
  return {
    exportedAt: nowIso(),
    about: "Everything this shop holds about your account: your profile, saved addresses, cart, orders (with their invoices' numbers), complaints, the consents you gave and how you chose to get order updates.",
    profile: { ...toPublicUser(user), createdAt: user.createdAt, updatedAt: user.updatedAt },
    addresses,
    cart: cart.lines.map((line) => ({ product: line.product.name, pack: line.pack.label, quantity: line.quantity })),
    orders: orderList,
    complaints,
    consents,
    messagePreferences,
    privacyConsent: given.length
      ? { given: true, since: given[0].createdAt, noticeVersion: given[0].noticeVersion }
      : { given: false, note: "You have not consented to the privacy notice: we will ask you the next time you sign in on our pages." },
  };
}

export type ErasureView = { _id: string; erasedAt: string; ordersKept: number; ordersAnonymised: number; rowsRemoved: number };

/**
 * Erases the signed-in customer's account after checking their password (or, for an account made by phone sign-in,
 * the code sent to its phone: ./erasure-code.ts). Invoiced orders keep the name and address
 * their invoice holds (the tax law keeps them for years) but lose the e-mail and phone; other orders keep only what the
 * shop's sales figures need. The erased e-mail address is free for a new account at once.
 */
export async function eraseMyAccount(ctx: ServiceContext, actor: Principal, input: EraseAccountInput): Promise<ErasureView> {
  const { db } = ctx;
  const user = await findUserById(ctx, actor.id);
  if (!user || user.erasedAt) throw unauthorized(SESSION_EXPIRED_MESSAGE);
  // Issue 31: an account made by phone sign-in has no password; the code sent to its phone confirms instead. A
  // missing confirmation is refused first (400), as the schema did when only the password existed.
  const byCode = erasedByCode(user);
  if (byCode && !input.otp) throw badRequest(ERASURE_CODE_REQUIRED_MESSAGE);
  if (!byCode && !input.password && input.otp) throw badRequest(ERASURE_WITH_PASSWORD_MESSAGE);
  if (!byCode && !input.password) throw badRequest(ERASE_PASSWORD_REQUIRED_MESSAGE);
  if (user.role === "admin") throw conflict(ADMIN_ERASURE_MESSAGE);
  if (byCode) await spendErasureCode(ctx, user, input.otp ?? "");
  else await confirmPassword(ctx, user, input.password ?? "");

  const now = nowIso();
  const placeholder = erasedEmail(user.id);
  const invoiced = exists(db.select({ one: sql`1` }).from(invoices).where(eq(invoices.orderId, orders.id)));
  const cartIds = db.select({ id: carts.id }).from(carts).where(eq(carts.userId, user.id));
  // Every address the customer ordered with (they may have changed it since), the current one first.
  const pastEmails = await db.selectDistinct({ email: orders.emailAddress }).from(orders).where(eq(orders.userId, user.id)).limit(MAX_EMAILS);
  const emails = [...new Set([user.emailAddress, ...pastEmails.map((row) => row.email)])].slice(0, MAX_EMAILS);
  const mailsAbout = await ownMails(ctx, user);
  const [[kept], [anonymised], [addressRows], [cartRows], [otpRows], [mailRows]] = await Promise.all([
    db.select({ n: count() }).from(orders).where(and(eq(orders.userId, user.id), invoiced)),
    db.select({ n: count() }).from(orders).where(and(eq(orders.userId, user.id), not(invoiced))),
    db.select({ n: count() }).from(userAddresses).where(eq(userAddresses.userId, user.id)),
    db.select({ n: count() }).from(cartItems).where(inArray(cartItems.cartId, cartIds)),
    db.select({ n: count() }).from(passwordResetOtps).where(eq(passwordResetOtps.userId, user.id)),
    db.select({ n: count() }).from(mailOutbox).where(mailsAbout),
  ]);
  const erasure: ErasureView = {
    _id: newId(),
    erasedAt: now,
    ordersKept: kept.n,
    ordersAnonymised: anonymised.n,
    rowsRemoved: addressRows.n + cartRows.n + otpRows.n + mailRows.n,
  };

  const [erased] = await db.batch([
    // Only an account not erased yet: of two erasures at once, one does it.
    db
      .update(users)
      .set({
        name: ERASED_NAME,
        emailAddress: placeholder,
        phoneNumber: "",
        // The number it signed in with (issue 31): erased too, so no code can open the account again.
        phoneLogin: null,
        passwordHash: "erased",
        doorNo: "",
        street: "",
        city: "",
        pincode: "",
        state: "",
        tokenVersion: sql`${users.tokenVersion} + 1`,
        erasedAt: now,
        updatedAt: now,
      })
      .where(and(eq(users.id, user.id), isNull(users.erasedAt)))
      .returning({ id: users.id }),
    db.delete(userAddresses).where(eq(userAddresses.userId, user.id)),
    db.delete(cartItems).where(inArray(cartItems.cartId, cartIds)),
    db.delete(passwordResetOtps).where(eq(passwordResetOtps.userId, user.id)),
    db.delete(phoneLoginOtps).where(eq(phoneLoginOtps.phoneNumber, user.phoneLogin ?? "")),
    db.delete(mailOutbox).where(mailsAbout),
    // Issue 31: the channels chosen and the WhatsApp opt-in, with the number it names.
    db.delete(messagePreferences).where(eq(messagePreferences.userId, user.id)),
    // Complaints stay as the grievance officer's record (their ticket, dates and replies) without who wrote them or
    // what they wrote: only the account's own (by id); a visitor's complaint from the same address is not (issue 29).
    db
      .update(grievances)
      .set({ name: ERASED_NAME, email: placeholder, description: ERASED_TEXT, updatedAt: now })
      .where(eq(grievances.userId, user.id)),
    // Issue 32: the risk score's keys are the customer's phone, IP and device in another form: erased with them (an
    // invoiced order keeps its address, so its address key stays with it).
    db
      .update(orders)
      .set({ emailAddress: placeholder, phoneNumber: "", recipientPhone: null, phoneKey: null, clientIpHash: null, deviceHash: null, updatedAt: now })
      .where(and(eq(orders.userId, user.id), invoiced)),
    db
      .update(orders)
      .set({
        name: ERASED_NAME,
        emailAddress: placeholder,
        phoneNumber: "",
        doorNo: "",
        street: "",
        city: "",
        pincode: "",
        state: "",
        buyerGstin: null,
        buyerBusinessName: null,
        recipientName: null,
        recipientPhone: null,
        phoneKey: null,
        addressKey: null,
        clientIpHash: null,
        deviceHash: null,
        updatedAt: now,
      })
      .where(and(eq(orders.userId, user.id), not(invoiced))),
    // The sales triggers moved this customer's figures to the placeholder; the emptied rows still name them (a row
    // with figures left belongs to another account that once used the same address, and stays).
    db
      .delete(salesCustomerDays)
      .where(
        and(
          inArray(salesCustomerDays.email, emails),
          sql`${salesCustomerDays.orders} = 0 and ${salesCustomerDays.billPaise} = 0 and ${salesCustomerDays.paidPaise} = 0
            and ${salesCustomerDays.fakeOrders} = 0 and ${salesCustomerDays.fakeBillPaise} = 0`,
        ),
      ),
    db.insert(accountErasures).select(
      sql`select ${erasure._id}, ${now}, ${erasure.ordersKept}, ${erasure.ordersAnonymised}, ${erasure.rowsRemoved}
        where exists (select 1 from users where id = ${user.id} and erased_at = ${now})`,
    ),
  ]);
  if (erased.length !== 1) throw unauthorized(SESSION_EXPIRED_MESSAGE);
  return erasure;
}

/** The erasure log for admins, newest first. */
export async function listErasures(ctx: Pick<ServiceContext, "db">): Promise<ErasureView[]> {
  const rows = await ctx.db.select().from(accountErasures).orderBy(desc(accountErasures.erasedAt)).limit(200);
  return rows.map((row) => ({ _id: row.id, erasedAt: row.erasedAt, ordersKept: row.ordersKept, ordersAnonymised: row.ordersAnonymised, rowsRemoved: row.rowsRemoved }));
}
