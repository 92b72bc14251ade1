/**
 * The pages' way into the complaint services (the API reaches them through worker/domains/grievances/api.ts): the /support
 * form, the profile's "My complaints", the admin Grievances page and the admin's counts.
 */
import { field } from "../../http/form.server";
import { fileGrievanceSchema, grievanceUpdateSchema, type FileGrievanceInput, type GrievanceUpdateInput } from "./shared/schemas";
import type { Principal } from "../accounts/shared/user";
import { badRequest } from "../../lib/errors";
import { parseInput } from "../../lib/validation";
import type { ServiceContext } from "../../http/context";
import { ordersForComplaint } from "./grievances";
import { complaintOrderOption, type ComplaintOrderOption } from "./views";

export { fileGrievance, grievanceCounts, listGrievancesForAdmin, listOwnGrievances, updateGrievance } from "./grievances";

/** The /support form as the shared schema reads it (the name and e-mail fields are there only for visitors). */
export function complaintFromForm(form: FormData): FileGrievanceInput {
  return parseInput(fileGrievanceSchema, {
    category: field(form, "category") || undefined,
    description: field(form, "description"),
    orderId: field(form, "orderId"),
    name: field(form, "name"),
    emailAddress: field(form, "emailAddress"),
  });
}

export type { ComplaintOrderOption } from "./views";

/** The orders the complaint form offers, with their bills in rupees. */
export async function complaintOrderOptions(ctx: Pick<ServiceContext, "db">, actor: Principal): Promise<ComplaintOrderOption[]> {
  return (await ordersForComplaint(ctx, actor)).map(complaintOrderOption);
}

/** The admin page's submission: which ticket, and the step (status and reply) the admin's form sent. */
export function adminGrievanceStepFrom(submission: Record<string, unknown>): { id: string; input: GrievanceUpdateInput } {
  if (typeof submission.id !== "string" || !submission.id) throw badRequest("Unknown complaint");
  return { id: submission.id, input: parseInput(grievanceUpdateSchema, { status: submission.status, reply: submission.reply }) };
}
