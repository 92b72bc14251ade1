/**
 * The payments page and /api/admin/payments/* (issue 16): which matches to list, settling an order with a statement
 * line, the auto-verify setting and the saved column mappings of banks without a preset.
 */
import { z } from "zod";
import { MATCH_STATUSES } from "./matching";
import { fieldError, requiredText } from "../../../shared/text-fields";

/** An unknown status is refused (a typo must not silently list everything); page and size fall back to defaults. */
export const matchListQuerySchema = z.object({
  status: z.enum(MATCH_STATUSES, { error: `status must be one of ${MATCH_STATUSES.join(", ")}` }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  pageSize: z.coerce.number().int().min(1).max(200).catch(50),
});

const idField = (label: string) => requiredText(label, 64);

export const linkCreditSchema = z.object({
  orderId: idField("Order id"),
  creditId: idField("Statement line id"),
  /** Accepting a credit of another amount than the bill. */
  confirm: z.boolean({ error: fieldError("confirm", "true or false") }).optional(),
});

export const autoVerifySchema = z.object({
  autoVerify: z.boolean({ error: fieldError("autoVerify", "true or false") }),
});

/** Days either side of an order's day in which a credit may pay it by reference (issue 29); default 7. */
export const MAX_MATCH_WINDOW_DAYS = 60;
const matchWindowDays = z.coerce
  .number({ error: fieldError("matchWindowDays", `a whole number of days from 0 to ${MAX_MATCH_WINDOW_DAYS}`) })
  .int({ error: fieldError("matchWindowDays", `a whole number of days from 0 to ${MAX_MATCH_WINDOW_DAYS}`) })
  .min(0, { error: fieldError("matchWindowDays", `a whole number of days from 0 to ${MAX_MATCH_WINDOW_DAYS}`) })
  .max(MAX_MATCH_WINDOW_DAYS, { error: fieldError("matchWindowDays", `a whole number of days from 0 to ${MAX_MATCH_WINDOW_DAYS}`) });

export const matchWindowSchema = z.object({ matchWindowDays });

/** PUT /admin/payments/settings: either setting, or both. */
export const paymentSettingsSchema = z
  .object({
    autoVerify: z.boolean({ error: fieldError("autoVerify", "true or false") }).optional(),
    matchWindowDays: matchWindowDays.optional(),
  })
  .refine((input) => input.autoVerify !== undefined || input.matchWindowDays !== undefined, { message: "Send autoVerify, matchWindowDays or both" });

const columnName = (label: string) => requiredText(`${label} column`, 100);
const optionalColumn = (label: string) =>
  z
    .union([z.literal("").transform(() => null), z.null(), columnName(label)])
    .optional()
    .transform((value) => value ?? null);

export const statementMappingSchema = z.object({
  name: requiredText("Mapping name", 60),
  columns: z.object(
    {
      date: columnName("Date"),
      narration: columnName("Narration"),
      reference: optionalColumn("Reference"),
      credit: columnName("Credit"),
      debit: optionalColumn("Debit"),
      // Absent unless given, so mappings saved before it read back as they were saved.
      indicator: z
        .union([z.literal("").transform(() => undefined), z.null().transform(() => undefined), columnName("Dr/Cr")])
        .optional(),
    },
    { error: fieldError("columns", "an object naming the date, narration, reference, credit and debit (or Dr/Cr) columns") },
  ),
});

export const verifyMatchedSchema = z.object({}).strict();

export type MatchListQuery = z.infer<typeof matchListQuerySchema>;
export type LinkCreditInput = z.infer<typeof linkCreditSchema>;
export type PaymentSettingsInput = z.infer<typeof paymentSettingsSchema>;
export type StatementMappingInput = z.infer<typeof statementMappingSchema>;
