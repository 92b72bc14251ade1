/**
 * The customer's message channels (issue 31): which of e-mail, SMS and WhatsApp carry their order updates, and the
 * WhatsApp opt-in. One row per customer (./tables.ts) once they choose; before that the defaults: e-mail where the
 * account has an address, SMS where it has a proven mobile (phone sign-in), never WhatsApp (WhatsApp's Business
 * Messaging Policy wants the customer's own opt-in before a business messages them, so it is recorded with the
 * words they agreed to, and a STOP reply ends it: ./webhooks.ts).
 *
 * Read by the order notifications (recipientsFor) to know where each message goes.
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Principal } from "../accounts/shared/user";
import { normaliseIndianMobile } from "../accounts/shared/phone";
import { users, type User } from "../accounts/tables";
import { findUserById, SESSION_EXPIRED_MESSAGE } from "../accounts/users";
import { getShopProfile } from "../settings/settings";
import { badRequest, unauthorized } from "../../lib/errors";
import { nowIso } from "../../lib/ids";
import type { ServiceContext } from "../../http/context";
import type { Lang } from "../../shared/i18n/languages";
import { t } from "../../shared/i18n/messages.server";
import type { MessagePreferencesView, OptInSource } from "./shared/preferences";
import type { MessagePreferencesInput } from "./shared/schemas";
import { messagePreferences, type MessagePreferencesRow } from "./tables";

export const NO_EMAIL_MESSAGE = "Your account has no e-mail address: add one to your profile to get updates by e-mail";
export const NO_MOBILE_MESSAGE = "Your profile has no Indian mobile number: add one to get updates by SMS or WhatsApp";
export const OPT_IN_REQUIRED_MESSAGE = "To get updates on WhatsApp, tick the box that agrees to them";

type Account = Pick<User, "id" | "emailAddress" | "phoneNumber" | "phoneLogin" | "erasedAt">;

/** The mobile number phone messages go to: the proven sign-in number, else the profile's number when it is an Indian mobile. */
function mobileOf(user: Account): string | null {
  if (user.phoneLogin) return user.phoneLogin;
  const typed = normaliseIndianMobile(user.phoneNumber ?? "");
  return typed.ok ? typed.number : null;
}

function viewOf(user: Account, row: MessagePreferencesRow | undefined): MessagePreferencesView {
  const emailAddress = user.emailAddress || null;
  const phoneNumber = mobileOf(user);
  const optedIn = row?.whatsappOptInAt && row.whatsappNumber && !row.whatsappOptOutAt;
  return {
    email: row ? row.email && Boolean(emailAddress) : Boolean(emailAddress),
    sms: row ? row.sms && Boolean(phoneNumber) : Boolean(user.phoneLogin),
    whatsapp: Boolean(row?.whatsapp && optedIn),
    emailAddress,
    phoneNumber,
    whatsappOptIn:
      row?.whatsappOptInAt && row.whatsappNumber
        ? { at: row.whatsappOptInAt, number: row.whatsappNumber, text: row.whatsappOptInText ?? "", source: row.whatsappOptInSource ?? "" }
        : null,
    whatsappOptOutAt: row?.whatsappOptOutAt ?? null,
    saved: Boolean(row),
  };
}

async function accountOf(ctx: Pick<ServiceContext, "db">, actor: Principal): Promise<User> {
  const user = await findUserById(ctx, actor.id);
  if (!user || user.erasedAt) throw unauthorized(SESSION_EXPIRED_MESSAGE);
  return user;
}

export async function getMessagePreferences(ctx: Pick<ServiceContext, "db">, actor: Principal): Promise<MessagePreferencesView> {
  const user = await accountOf(ctx, actor);
  const row = await ctx.db.query.messagePreferences.findFirst({ where: eq(messagePreferences.userId, user.id) });
  return viewOf(user, row);
}

/** The opt-in box's words as the customer sees them (the page shows this same text, and the row keeps it). */
export function whatsAppConsentText(lang: Lang, shop: string, number: string): string {
  return t(lang, "messages.whatsappConsent", { shop, number });
}

/**
 * Saves the customer's choice. A channel can be turned on only where the account can be reached on it; WhatsApp
 * needs the consent box ticked (recorded with its words, the number, when and where) unless a live opt-in exists.
 * Turning WhatsApp off records when (the opt-in stays as the record of what was agreed before).
 */
export async function saveMessagePreferences(
  ctx: ServiceContext,
  actor: Principal,
  input: MessagePreferencesInput,
  source: OptInSource,
): Promise<MessagePreferencesView> {
  const user = await accountOf(ctx, actor);
  const saved = await ctx.db.query.messagePreferences.findFirst({ where: eq(messagePreferences.userId, user.id) });
  const current = viewOf(user, saved);
  const want = { email: input.email ?? current.email, sms: input.sms ?? current.sms, whatsapp: input.whatsapp ?? current.whatsapp };
  const mobile = mobileOf(user);
  if (want.email && !current.emailAddress) throw badRequest(NO_EMAIL_MESSAGE);
  if ((want.sms || want.whatsapp) && !mobile) throw badRequest(NO_MOBILE_MESSAGE);

  const now = nowIso();
  // A live opt-in counts only for the number it was given for: a new number asks again.
  const liveOptIn = current.whatsappOptIn && !current.whatsappOptOutAt && current.whatsappOptIn.number === mobile;
  let optIn: Partial<MessagePreferencesRow> = {};
  if (want.whatsapp && !liveOptIn) {
    if (input.whatsappOptIn !== true) throw badRequest(OPT_IN_REQUIRED_MESSAGE);
    const shop = (await getShopProfile(ctx)).name;
    optIn = {
      whatsappNumber: mobile,
      whatsappOptInAt: now,
      whatsappOptInText: whatsAppConsentText(ctx.lang, shop, mobile ?? ""),
      whatsappOptInSource: source,
      whatsappOptOutAt: null,
    };
  } else if (!want.whatsapp && current.whatsapp) {
    optIn = { whatsappOptOutAt: now };
  }
  const values = { email: want.email, sms: want.sms, whatsapp: want.whatsapp, ...optIn, updatedAt: now };
  await ctx.db
    .insert(messagePreferences)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: messagePreferences.userId, set: values });
  return getMessagePreferences(ctx, actor);
}

/** Where one customer's order updates go: an address or number per channel, or null where that channel is off. */
export type Recipients = { email: string | null; sms: string | null; whatsapp: string | null };

const NOBODY: Recipients = { email: null, sms: null, whatsapp: null };
/** Ids per `IN (…)` list, within D1's 100 bound parameters per statement. */
const IDS_PER_QUERY = 90;

/** The recipients of each of these customers (an erased or unknown account has none). */
export async function recipientsFor(ctx: Pick<ServiceContext, "db">, userIds: string[]): Promise<Map<string, Recipients>> {
  const ids = [...new Set(userIds)];
  const found = new Map<string, Recipients>();
  for (let i = 0; i < ids.length; i += IDS_PER_QUERY) {
    const chunk = ids.slice(i, i + IDS_PER_QUERY);
    const [accounts, rows] = await Promise.all([
      ctx.db
        .select({ id: users.id, emailAddress: users.emailAddress, phoneNumber: users.phoneNumber, phoneLogin: users.phoneLogin, erasedAt: users.erasedAt })
        .from(users)
        .where(inArray(users.id, chunk)),
      ctx.db.select().from(messagePreferences).where(inArray(messagePreferences.userId, chunk)),
    ]);
    const rowOf = new Map(rows.map((row) => [row.userId, row]));
    for (const account of accounts) {
      if (account.erasedAt) continue;
      const view = viewOf(account, rowOf.get(account.id));
      found.set(account.id, {
        email: view.email ? view.emailAddress : null,
        sms: view.sms ? view.phoneNumber : null,
        whatsapp: view.whatsapp ? (view.whatsappOptIn?.number ?? null) : null,
      });
    }
  }
  for (const id of ids) if (!found.has(id)) found.set(id, NOBODY);
  return found;
}

/**
 * A STOP reply on WhatsApp from this number (+91…): every customer opted in with it is opted out, at once and
 * without asking (WhatsApp's policy: honour an opt-out). Answers how many were.
 */
export async function optOutWhatsAppNumber(ctx: Pick<ServiceContext, "db">, number: string): Promise<number> {
  const now = nowIso();
  const changed = await ctx.db
    .update(messagePreferences)
    .set({ whatsapp: false, whatsappOptOutAt: now, updatedAt: now })
    .where(and(eq(messagePreferences.whatsappNumber, number), isNull(messagePreferences.whatsappOptOutAt)))
    .returning({ userId: messagePreferences.userId });
  return changed.length;
}
