/**
 * Complaint notifications through the mail outbox: when a ticket is filed, the customer gets its number and the
 * times by which we acknowledge and resolve it, and the shop's consumer-care address gets the complaint; at each
 * status change the customer gets the grievance officer's reply. Every customer-supplied value is escaped in the
 * HTML part. A mail to an address not verified as the complaint's account's (a visitor's, or an account's not yet
 * confirmed) carries no text anyone typed, not even the name (issue 29): the form must not relay words to any address.
 */
import { categoryLabel, formatIst, type GrievanceTransition } from "./shared/status";
import type { Grievance } from "./tables";
import { paragraphsMail, sendMails, type MailMessage } from "../../lib/mail";
import type { ServiceContext } from "../../http/context";
import { getShopProfile } from "../settings/settings";
import { isVerifiedAddressOf } from "../accounts/email-verification";


/** Whether the complaint's address is its account's verified one: only then may its mails echo what was typed. */
async function verifiedRecipient(ctx: ServiceContext, grievance: Grievance): Promise<boolean> {
  return grievance.userId !== null && (await isVerifiedAddressOf(ctx, grievance.userId, grievance.email));
}

const greeting = (grievance: Grievance, verified: boolean) => (verified ? `Hello ${grievance.name},` : "Hello,");

/** The customer's receipt: the ticket number and both due times; their own words only to a verified address. */
export function filedMailToCustomer(ctx: Pick<ServiceContext, "origin">, shop: string, grievance: Grievance, verified: boolean): MailMessage {
  return paragraphsMail(grievance.email, `${shop}: complaint ${grievance.ticket} received`, [
    greeting(grievance, verified),
    `We have received your complaint ${grievance.ticket} (${categoryLabel(grievance.category)}); please quote its number when you write to us.`,
    `Our grievance officer will acknowledge it by ${formatIst(grievance.ackDueAt)} and resolve it by ${formatIst(grievance.resolveDueAt)}.`,
    ...(verified ? [`What you told us:\n${grievance.description}`] : []),
    grievance.userId
      ? `You can follow it under "My complaints" at ${ctx.origin}/profile, or reply to this e-mail.`
      : "We will write to you at this address; you can also reply to this e-mail.",
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
  const resolved = transition.to === "resolved";
  return paragraphsMail(grievance.email, `${shop}: complaint ${grievance.ticket} ${resolved ? "resolved" : "acknowledged"}`, [
    greeting(grievance, verified),
    resolved
      ? `Your complaint ${grievance.ticket} has been resolved.`
      : `Our grievance officer has looked at your complaint ${grievance.ticket}. We will resolve it by ${formatIst(grievance.resolveDueAt)}.`,
    reply,
    resolved ? "If you are not satisfied, reply to this e-mail or file a new complaint and we will look at it again." : "We will write to you again when it is resolved.",
    officer.name ? `${officer.name}, ${officer.designation || "Grievance officer"}, ${shop}` : `${shop} grievance officer`,
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
