/**
 * Issue 33: the inputs of batches (receiving a lot, writing units off), of the expiry report and of the dated
 * shelf-life rule, shared by the API and the admin pages' actions. Each refusal names its field as the API spells it.
 */
import { z } from "zod";
import { istDay } from "../../../shared/ist";
import { fieldError, optionalText, requiredText } from "../../../shared/text-fields";
import { MAX_STOCK, wholeNumberField } from "../../catalogue/shared/schemas";
import { WRITE_OFF_REASONS } from "../tables";

/** The longest shelf life taken as typed (ten years): a mistyped extra digit is refused, not stored. */
export const MAX_SHELF_LIFE_DAYS = 3650;
export const EXPIRY_WINDOWS = [30, 60, 90] as const;

export const BEST_BEFORE_OR_SHELF_LIFE_MESSAGE = "Give exactly one of Best before (bestBefore) or Shelf life in days (shelfLifeDays)";
export const BEST_BEFORE_AFTER_PACKED_MESSAGE = "Best before (bestBefore) must be after Packed on (packedOn)";
export const PACKED_ON_FUTURE_MESSAGE = "Packed on (packedOn) cannot be a day in the future (India time)";
export const PACKED_ON_FORMAT_MESSAGE = "Packed on (packedOn) must be a date like 2026-12-31";
export const BEST_BEFORE_FORMAT_MESSAGE = "Best before (bestBefore) must be a date like 2026-12-31";
export const EFFECTIVE_FROM_FORMAT_MESSAGE = "Effective from (effectiveFrom) must be a date like 2026-12-31";
export const EFFECTIVE_FROM_PAST_MESSAGE = "Effective from (effectiveFrom) cannot be a day in the past (India time)";
export const WRITE_OFF_REASON_MESSAGE = "Reason (reason) must be one of: expired, damaged, other";
export const WRITE_OFF_NOTE_REQUIRED_MESSAGE = "Note (note) is required when the reason is other";
export const EXPIRY_DAYS_MESSAGE = "Days (days) must be 30, 60 or 90";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

const dayField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine(isCalendarDay, message);

/** POST /api/admin/stock/batches: a lot as received. Exactly one of bestBefore / shelfLifeDays; both dates are stored. */
export const batchReceiptSchema = z
  .object({
    variantId: z.string({ error: fieldError("Pack (variantId)", "an id (text)") }).trim().min(1, "Pack (variantId) is required").max(64, "Pack (variantId) is invalid"),
    lotNumber: requiredText("Lot number (lotNumber)", 40),
    packedOn: dayField(PACKED_ON_FORMAT_MESSAGE),
    bestBefore: dayField(BEST_BEFORE_FORMAT_MESSAGE).nullable().optional(),
    shelfLifeDays: wholeNumberField("Shelf life in days (shelfLifeDays)", 1, MAX_SHELF_LIFE_DAYS).nullable().optional(),
    quantity: wholeNumberField("Quantity (quantity)", 1, MAX_STOCK),
    supplier: optionalText("Supplier (supplier)", 100),
  })
  .superRefine((input, issue) => {
    const given = [input.bestBefore, input.shelfLifeDays].filter((value) => value !== undefined && value !== null).length;
    if (given !== 1) issue.addIssue({ code: "custom", path: ["bestBefore"], message: BEST_BEFORE_OR_SHELF_LIFE_MESSAGE });
    if (input.packedOn > istDay()) issue.addIssue({ code: "custom", path: ["packedOn"], message: PACKED_ON_FUTURE_MESSAGE });
    if (input.bestBefore && input.bestBefore <= input.packedOn) issue.addIssue({ code: "custom", path: ["bestBefore"], message: BEST_BEFORE_AFTER_PACKED_MESSAGE });
  });
export type BatchReceipt = z.infer<typeof batchReceiptSchema>;

/** The reasons an admin gives; `near-expiry` is the shelf-life hold's own (./../expiry.ts), never typed. */
export const ADMIN_WRITE_OFF_REASONS = WRITE_OFF_REASONS.filter((reason) => reason !== "near-expiry") as ["expired", "damaged", "other"];

/** POST /api/admin/stock/batches/:id/write-off. */
export const writeOffSchema = z
  .object({
    quantity: wholeNumberField("Quantity (quantity)", 1, MAX_STOCK),
    reason: z.enum(ADMIN_WRITE_OFF_REASONS, { error: WRITE_OFF_REASON_MESSAGE }),
    note: optionalText("Note (note)", 200),
  })
  .superRefine((input, issue) => {
    if (input.reason === "other" && !input.note) issue.addIssue({ code: "custom", path: ["note"], message: WRITE_OFF_NOTE_REQUIRED_MESSAGE });
  });
export type WriteOffInput = z.infer<typeof writeOffSchema>;

/** GET /api/admin/stock/expiring?days=: 30 (absent), 60 or 90. */
export const expiringQuerySchema = z.object({
  days: z
    .string({ error: EXPIRY_DAYS_MESSAGE })
    .optional()
    .transform((value) => (value === undefined || value.trim() === "" ? 30 : Number(value.trim())))
    .refine((value): value is (typeof EXPIRY_WINDOWS)[number] => (EXPIRY_WINDOWS as readonly number[]).includes(value), EXPIRY_DAYS_MESSAGE),
});

/** POST /api/admin/stock/shelf-life-rules: a rule from a day on (today or later, India time). */
export const shelfLifeRuleSchema = z.object({
  effectiveFrom: dayField(EFFECTIVE_FROM_FORMAT_MESSAGE).refine((value) => value >= istDay(), EFFECTIVE_FROM_PAST_MESSAGE),
  minPercent: wholeNumberField("Minimum share of shelf life in per cent (minPercent)", 0, 100),
  minDays: wholeNumberField("Minimum days left (minDays)", 0, MAX_SHELF_LIFE_DAYS),
  assumedDeliveryDays: wholeNumberField("Assumed delivery days (assumedDeliveryDays)", 0, 60),
});
export type ShelfLifeRuleInput = z.infer<typeof shelfLifeRuleSchema>;

/** GET /api/admin/stock/batches?variantId=. */
export const batchListQuerySchema = z.object({
  variantId: z.string({ error: fieldError("Pack (variantId)", "an id (text)") }).trim().min(1, "Pack (variantId) is required").max(64, "Pack (variantId) is invalid"),
});
