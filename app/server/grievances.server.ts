/**
 * The pages' way into the complaint services (the API reaches them through worker/api/grievances.ts): the /support
 * form, the profile's "My complaints", the admin Grievances page and the admin's counts.
 */
import { field } from "../lib/form";
import { fileGrievanceSchema, grievanceUpdateSchema, type FileGrievanceInput, type GrievanceUpdateInput } from "../lib/schemas/grievances";
import { paiseToRupees } from "../lib/money";
import { shortOrderRef } from "../lib/order-status";
import type { Principal } from "../lib/user";
import { badRequest } from "../../worker/lib/errors";
import { parseInput } from "../../worker/lib/validation";
import type { ServiceContext } from "../../worker/services/context";
import { ordersForComplaint } from "../../worker/services/grievances";

export { fileGrievance, grievanceCounts, listGrievancesForAdmin, listOwnGrievances, updateGrievance } from "../../worker/services/grievances";

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

/** An order the complaint form offers: "Order #ABC123", when it was placed and its bill. */
export type ComplaintOrderOption = { _id: string; ref: string; createdAt: string; bill: number };

export async function complaintOrderOptions(ctx: Pick<ServiceContext, "db">, actor: Principal): Promise<ComplaintOrderOption[]> {
  const orders = await ordersForComplaint(ctx, actor);
  return orders.map((order) => ({ _id: order._id, ref: shortOrderRef(order._id), createdAt: order.createdAt, bill: paiseToRupees(order.billPaise) }));
}

/** The admin page's submission: which ticket, and the step (status and reply) the admin's form sent. */
export function adminGrievanceStepFrom(submission: Record<string, unknown>): { id: string; input: GrievanceUpdateInput } {
  if (typeof submission.id !== "string" || !submission.id) throw badRequest("Unknown complaint");
  return { id: submission.id, input: parseInput(grievanceUpdateSchema, { status: submission.status, reply: submission.reply }) };
}
