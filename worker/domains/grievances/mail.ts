/**
 * Complaint notifications through the mail outbox: when a ticket is filed, the customer gets its number and the
 * times by which we acknowledge and resolve it, and the shop's consumer-care address gets the complaint; at each
 * status change the customer gets the grievance officer's reply. Every customer-supplied value is escaped in the
 * HTML part. A mail to an address not verified as the complaint's account's (a visitor's, or an account's not yet
 * confirmed) carries no text anyone typed, not even the name (issue 29): the form must not relay words to any address.
 *
 * The customer's mails speak the complaint's language (issue 30: the language it was filed in, kept on the ticket),
 * the officer's later replies included; the shop's copy stays English, the admin area's language.
 */
import { categoryLabel, formatIst, type GrievanceTransition } from "./shared/status";
import type { Grievance } from "./tables";
import { paragraphsMail, sendMails, type MailMessage } from "../../lib/mail";
import type { ServiceContext } from "../../http/context";
import { getShopProfile } from "../settings/settings";
import { formatIstIn, greeting } from "../settings/mail";
import { isVerifiedAddressOf } from "../accounts/email-verification";
import { pathInLang, type Lang } from "../../shared/i18n/languages";
import type { MessageId } from "../../shared/i18n/catalogs";
import { t } from "../../shared/i18n/messages.server";

/** Whether the complaint's address is its account's verified one: only then may its mails echo what was typed. */
async function verifiedRecipient(ctx: ServiceContext, grievance: Grievance): Promise<boolean> {
  return grievance.userId !== null && (await isVerifiedAddressOf(ctx, grievance.userId, grievance.email));
}

/** A category as the customer reads it in their language. */
const CATEGORY_MESSAGES: Record<string, MessageId> = {
  "order-not-received": "mail.complaint.category.orderNotReceived",
  "damaged-or-wrong-item": "mail.complaint.category.damagedOrWrongItem",
  refund: "mail.complaint.category.refund",
  payment: "mail.complaint.category.payment",
  "product-quality": "mail.complaint.category.productQuality",
  delivery: "mail.complaint.category.delivery",
  "account-and-privacy": "mail.complaint.category.accountAndPrivacy",
  other: "mail.complaint.category.other",
};

function categoryIn(category: string, lang: Lang): string {
  const id = CATEGORY_MESSAGES[category];
  return id ? t(lang, id) : categoryLabel(category);
}

/** The complaint's language; tickets filed before it was kept are English. */
const langOf = (grievance: Grievance): Lang => grievance.lang;

/** The customer's receipt: the ticket number and both due times; their own words only to a verified address. */
export function filedMailToCustomer(ctx: Pick<ServiceContext, "origin">, shop: string, grievance: Grievance, verified: boolean): MailMessage {
  const lang = langOf(grievance);
  const { ticket } = grievance;
  return paragraphsMail(grievance.email, `${shop}: ${t(lang, "mail.complaint.receivedSubject", { ticket })}`, [
    greeting(verified ? grievance.name : null, lang),
    t(lang, "mail.complaint.received", { ticket, category: categoryIn(grievance.category, lang) }),
    t(lang, "mail.complaint.due", { ackBy: formatIstIn(grievance.ackDueAt, lang), resolveBy: formatIstIn(grievance.resolveDueAt, lang) }),
    ...(verified ? [t(lang, "mail.complaint.youToldUs", { description: grievance.description })] : []),
    grievance.userId ? t(lang, "mail.complaint.follow", { url: `${ctx.origin}${pathInLang("/profile", lang)}` }) : t(lang, "mail.complaint.writeBack"),
  ]);
}

/** The shop's copy: everything the officer needs to act, with the due times. */
export function filedMailToShop(shop: string, grievance: Grievance, officerEmail: string): MailMessage {
  return paragraphsMail(officerEmail, `${shop}: new complaint ${grievance.ticket} (${categoryLabel(grievance.category)})`, [
    `${grievance.name} (${grievance.email})${grievance.userId ? "" : ", not signed in,"} filed complaint ${grievance.ticket}.`,
    `Category: ${categoryLabel(grievance.category)}. Order: ${grievance.orderId ?? "none named"}.`,
    `Acknowledge by ${formatIst(grievance.ackDueAt)}; resolve by ${formatIst(grievance.resolveDueAt)}.`,
    `Complaint:\n${grievance.description}`,
    "Reply from Admin → Grievances: each step e-mails the customer your reply.",
  ]);
}

/** The grievance officer's reply at a status change, signed with the officer's name when Settings give one. */
export type OfficerSignature = { name: string; designation: string };
const NO_OFFICER: OfficerSignature = { name: "", designation: "" };

export function replyMail(shop: string, grievance: Grievance, transition: GrievanceTransition, reply: string, officer = NO_OFFICER, verified = false): MailMessage {
  const lang = langOf(grievance);
  const { ticket } = grievance;
  const resolved = transition.to === "resolved";
  const subject = t(lang, resolved ? "mail.complaint.resolvedSubject" : "mail.complaint.acknowledgedSubject", { ticket });
  return paragraphsMail(grievance.email, `${shop}: ${subject}`, [
    greeting(verified ? grievance.name : null, lang),
    resolved ? t(lang, "mail.complaint.resolved", { ticket }) : t(lang, "mail.complaint.lookedAt", { ticket, resolveBy: formatIstIn(grievance.resolveDueAt, lang) }),
    reply,
    t(lang, resolved ? "mail.complaint.notSatisfied" : "mail.complaint.willWrite"),
    officer.name ? `${officer.name}, ${officer.designation || t(lang, "mail.complaint.officer")}, ${shop}` : t(lang, "mail.complaint.shopOfficer", { shop }),
  ]);
}

/** The receipt and the shop's copy; the shop's name and the officer's address come from its profile (settings domain). */
export async function notifyGrievanceFiled(ctx: ServiceContext, grievance: Grievance): Promise<void> {
  const shop = await getShopProfile(ctx);
  const verified = await verifiedRecipient(ctx, grievance);
  await sendMails(ctx, [filedMailToCustomer(ctx, shop.name, grievance, verified), filedMailToShop(shop.name, grievance, shop.grievanceOfficer.email)]);
}

/** The reply at a status change, signed with the grievance officer that Settings name. */
export async function notifyGrievanceReply(ctx: ServiceContext, grievance: Grievance, transition: GrievanceTransition, reply: string): Promise<void> {
  const shop = await getShopProfile(ctx);
  await sendMails(ctx, [replyMail(shop.name, grievance, transition, reply, shop.grievanceOfficer, await verifiedRecipient(ctx, grievance))]);
}
