/**
 * Complaints (issue 20): what a customer or a visitor files (POST /api/grievances and the /support page), what an
 * admin sends to move a ticket (PUT /api/admin/grievances/:id and the admin Grievances page), and the admin list's
 * filter. Unknown fields (a status, a ticket number, due times, an owner) are dropped: the server sets them.
 */
import { z } from "zod";
import { GRIEVANCE_CATEGORIES, GRIEVANCE_CATEGORY_VALUES, GRIEVANCE_STATUSES } from "./status";
import { fieldError, optionalText, requiredText } from "../../../shared/text-fields";

export const MIN_DESCRIPTION_LENGTH = 10;
export const MAX_DESCRIPTION_LENGTH = 4000;
export const MAX_REPLY_LENGTH = 4000;

const categoryField = z.enum(GRIEVANCE_CATEGORY_VALUES, {
  error: (issue) =>
    issue.input == null ? "Category is required" : `Category must be one of: ${GRIEVANCE_CATEGORIES.map((category) => category.value).join(", ")}`,
});

/** A visitor's address for the replies; absent, null or blank is none (a signed-in customer's is their account's). */
const optionalEmail = z
  .union([z.string(), z.null()], { error: "Email address must be text" })
  .optional()
  .transform((value) => (value ?? "").trim().toLowerCase())
  .pipe(
    z
      .string()
      .max(254, "Email address is too long")
      .refine((value) => value === "" || z.email().safeParse(value).success, "Enter a valid email address")
      .transform((value) => value || null),
  );

const optionalOrderId = z
  .union([z.string(), z.null()], { error: "Order (orderId) must be an order id (text)" })
  .optional()
  .transform((value) => (value ?? "").trim())
  .pipe(
    z
      .string()
      .max(64, "Order (orderId) is not an order id")
      .transform((value) => value || null),
  );

export const fileGrievanceSchema = z.object({
  category: categoryField,
  description: requiredText("Description", MAX_DESCRIPTION_LENGTH).refine(
    (value) => value.length >= MIN_DESCRIPTION_LENGTH,
    `Description must be at least ${MIN_DESCRIPTION_LENGTH} characters: tell us what went wrong`,
  ),
  /** The customer's own order the complaint is about (signed-in customers only). */
  orderId: optionalOrderId,
  /** Required from a visitor who is not signed in; ignored for a signed-in customer (their account's are used). */
  name: optionalText("Name", 100),
  emailAddress: optionalEmail,
});

export const grievanceUpdateSchema = z.object({
  status: z.enum(GRIEVANCE_STATUSES, { error: fieldError("Status", `one of: ${GRIEVANCE_STATUSES.join(", ")}`) }),
  reply: requiredText("Reply", MAX_REPLY_LENGTH),
});

/** The admin list's filter: one status, or "unresolved" (open and acknowledged); absent is every ticket. */
export const GRIEVANCE_LIST_FILTERS = ["unresolved", ...GRIEVANCE_STATUSES] as const;
export const grievanceListQuerySchema = z.object({
  status: z.enum(GRIEVANCE_LIST_FILTERS, { error: `status must be one of: ${GRIEVANCE_LIST_FILTERS.join(", ")}` }).optional(),
});

export type FileGrievanceInput = z.infer<typeof fileGrievanceSchema>;
export type GrievanceUpdateInput = z.infer<typeof grievanceUpdateSchema>;
export type GrievanceListFilter = (typeof GRIEVANCE_LIST_FILTERS)[number];
