/**
 * Issue 32: the owner's cash-on-delivery rules as the admin edits them (Settings → Cash on delivery rules,
 * GET/PUT /api/admin/cod-rules) and as the services read them (paise, basis points). Amounts are rupees and the
 * prepaid discount a percentage in JSON; ../views.ts turns the stored row into the view. Browser-safe.
 */
import { z } from "zod";
import { fieldError } from "../../../shared/text-fields";

/** The rules as the services read them (no row in cod_rules: DEFAULT_COD_RULES). */
export type CodRules = {
  confirmHours: number;
  refuseScore: number | null;
  advanceScore: number | null;
  advanceKind: "delivery-fee" | "fixed";
  advanceFixedPaise: number;
  dayMaxOrders: number | null;
  weekMaxOrders: number | null;
  dayMaxPaise: number | null;
  weekMaxPaise: number | null;
  prepaidDiscountBasisPoints: number;
};

/** The column defaults of cod_rules (../tables.ts): a 24-hour confirmation and no other rule. */
export const DEFAULT_COD_RULES: CodRules = {
  confirmHours: 24,
  refuseScore: null,
  advanceScore: null,
  advanceKind: "delivery-fee",
  advanceFixedPaise: 10_000,
  dayMaxOrders: null,
  weekMaxOrders: null,
  dayMaxPaise: null,
  weekMaxPaise: null,
  prepaidDiscountBasisPoints: 0,
};

/** The rules as JSON carries them (GET/PUT /api/admin/cod-rules): rupees, and the discount in percent. */
export type CodRulesView = {
  confirmHours: number;
  refuseScore: number | null;
  advanceScore: number | null;
  advanceKind: "delivery-fee" | "fixed";
  advanceFixed: number;
  dayMaxOrders: number | null;
  weekMaxOrders: number | null;
  dayMaxValue: number | null;
  weekMaxValue: number | null;
  prepaidDiscountPercent: number;
  updatedAt: string | null;
};

export const MAX_CONFIRM_HOURS = 168;
export const MAX_PREPAID_DISCOUNT_PERCENT = 20;
const MAX_RUPEES = 1_000_000;
const MAX_ORDERS = 1000;

const twoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

function scoreField(label: string) {
  return z
    .number({ error: fieldError(label, "a whole number from 0 to 100, or null") })
    .int(`${label} must be a whole number from 0 to 100`)
    .min(0, `${label} must be from 0 to 100`)
    .max(100, `${label} must be from 0 to 100`)
    .nullable()
    .optional()
    .transform((value) => value ?? null);
}

function ordersLimit(label: string) {
  return z
    .number({ error: fieldError(label, "a whole number of orders, or null") })
    .int(`${label} must be a whole number of orders`)
    .min(1, `${label} must be at least 1 (leave it empty for no limit)`)
    .max(MAX_ORDERS, `${label} can be at most ${MAX_ORDERS}`)
    .nullable()
    .optional()
    .transform((value) => value ?? null);
}

function rupeesToPaiseField(label: string, min: number) {
  return z
    .number({ error: fieldError(label, "a number of rupees") })
    .min(min, min > 0 ? `${label} must be more than ₹0` : `${label} cannot be negative`)
    .max(MAX_RUPEES, `${label} must be at most ₹${MAX_RUPEES.toLocaleString("en-IN")}`)
    .refine(twoDecimals, `${label} can have at most 2 decimals (paise)`)
    .transform((value) => Math.round(value * 100));
}

const valueLimit = (label: string) => rupeesToPaiseField(label, 0.01).nullable().optional().transform((value) => value ?? null);

/** PUT /api/admin/cod-rules: the whole set at once; a field left out takes its default (no rule). */
export const codRulesInputSchema = z
  .object({
    confirmHours: z
      .number({ error: fieldError("Confirmation hours", "a whole number of hours") })
      .int("Confirmation hours must be a whole number of hours")
      .min(1, "Confirmation hours must be at least 1")
      .max(MAX_CONFIRM_HOURS, `Confirmation hours can be at most ${MAX_CONFIRM_HOURS} (7 days)`)
      .optional()
      .default(DEFAULT_COD_RULES.confirmHours),
    refuseScore: scoreField("Refuse score"),
    advanceScore: scoreField("Advance score"),
    advanceKind: z.enum(["delivery-fee", "fixed"], { error: 'Advance kind must be "delivery-fee" or "fixed"' }).optional().default("delivery-fee"),
    advanceFixed: rupeesToPaiseField("Fixed advance", 0.01).optional().default(DEFAULT_COD_RULES.advanceFixedPaise),
    dayMaxOrders: ordersLimit("COD orders per day"),
    weekMaxOrders: ordersLimit("COD orders per week"),
    dayMaxValue: valueLimit("COD value per day"),
    weekMaxValue: valueLimit("COD value per week"),
    prepaidDiscountPercent: z
      .number({ error: fieldError("Prepaid discount", "a percentage") })
      .min(0, "Prepaid discount cannot be negative")
      .max(MAX_PREPAID_DISCOUNT_PERCENT, `Prepaid discount can be at most ${MAX_PREPAID_DISCOUNT_PERCENT} %`)
      .refine(twoDecimals, "Prepaid discount can have at most 2 decimals")
      .optional()
      .default(0),
  })
  .superRefine((rules, issue) => {
    if (rules.refuseScore !== null && rules.advanceScore !== null && rules.advanceScore >= rules.refuseScore) {
      issue.addIssue({ code: "custom", message: "Advance score must be below the refuse score (above the refuse score COD is not offered at all)" });
    }
    if (rules.dayMaxOrders !== null && rules.weekMaxOrders !== null && rules.weekMaxOrders < rules.dayMaxOrders) {
      issue.addIssue({ code: "custom", message: "COD orders per week cannot be fewer than per day" });
    }
    if (rules.dayMaxValue !== null && rules.weekMaxValue !== null && rules.weekMaxValue < rules.dayMaxValue) {
      issue.addIssue({ code: "custom", message: "COD value per week cannot be less than per day" });
    }
  })
  .transform(({ advanceFixed, dayMaxValue, weekMaxValue, prepaidDiscountPercent, ...rest }): CodRules => ({
    ...rest,
    advanceFixedPaise: advanceFixed,
    dayMaxPaise: dayMaxValue,
    weekMaxPaise: weekMaxValue,
    prepaidDiscountBasisPoints: Math.round(prepaidDiscountPercent * 100),
  }));

export type CodRulesInput = z.input<typeof codRulesInputSchema>;
