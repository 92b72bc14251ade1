/**
 * Issue 32: the owner's cash-on-delivery rules as the admin edits them (Settings → Cash on delivery rules,
 * GET/PUT /api/admin/cod-rules) and as the services read them (paise, basis points). Amounts are rupees and the
 * prepaid discount a percentage in JSON; ../views.ts turns the stored row into the view. Browser-safe.
 */
import { z } from "zod";

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

/** A score from 0 to 100, or null (no rule). */
function scoreField(label: string) {
  const message = `${label} must be a whole number from 0 to 100`;
  return z.number({ error: message }).int(message).min(0, message).max(100, message).nullable().optional().transform((value) => value ?? null);
}

/** A count of orders from 1, or null (no limit). */
function ordersLimit(label: string) {
  const message = `${label} must be a whole number of orders from 1 to ${MAX_ORDERS}`;
  return z.number({ error: message }).int(message).min(1, message).max(MAX_ORDERS, message).nullable().optional().transform((value) => value ?? null);
}

/** Rupees above 0 with at most 2 decimals, as paise. */
function rupeesField(label: string) {
  const message = `${label} must be an amount in rupees above 0 and up to ${MAX_RUPEES}, with at most 2 decimals`;
  return z.number({ error: message }).min(0.01, message).max(MAX_RUPEES, message).refine(twoDecimals, message).transform((value) => Math.round(value * 100));
}

const valueLimit = (label: string) => rupeesField(label).nullable().optional().transform((value) => value ?? null);

const CONFIRM_HOURS_MESSAGE = `Confirmation hours must be a whole number from 1 to ${MAX_CONFIRM_HOURS}`;
const DISCOUNT_MESSAGE = `Prepaid discount must be a percentage from 0 to ${MAX_PREPAID_DISCOUNT_PERCENT}, with at most 2 decimals`;
export const ADVANCE_BELOW_REFUSE_MESSAGE = "Advance score must be below the refuse score: at the refuse score COD is not offered at all";

/** PUT /api/admin/cod-rules: the whole set at once; a field left out takes its default (no rule). */
export const codRulesInputSchema = z
  .object({
    confirmHours: z
      .number({ error: CONFIRM_HOURS_MESSAGE })
      .int(CONFIRM_HOURS_MESSAGE)
      .min(1, CONFIRM_HOURS_MESSAGE)
      .max(MAX_CONFIRM_HOURS, CONFIRM_HOURS_MESSAGE)
      .optional()
      .default(DEFAULT_COD_RULES.confirmHours),
    refuseScore: scoreField("Refuse score"),
    advanceScore: scoreField("Advance score"),
    advanceKind: z.enum(["delivery-fee", "fixed"], { error: "Advance kind must be delivery-fee or fixed" }).optional().default("delivery-fee"),
    advanceFixed: rupeesField("Fixed advance").optional().default(DEFAULT_COD_RULES.advanceFixedPaise),
    dayMaxOrders: ordersLimit("COD orders per day"),
    weekMaxOrders: ordersLimit("COD orders per week"),
    dayMaxValue: valueLimit("COD value per day"),
    weekMaxValue: valueLimit("COD value per week"),
    prepaidDiscountPercent: z
      .number({ error: DISCOUNT_MESSAGE })
      .min(0, DISCOUNT_MESSAGE)
      .max(MAX_PREPAID_DISCOUNT_PERCENT, DISCOUNT_MESSAGE)
      .refine(twoDecimals, DISCOUNT_MESSAGE)
      .optional()
      .default(0),
  })
  .superRefine((rules, issue) => {
    if (rules.refuseScore !== null && rules.advanceScore !== null && rules.advanceScore >= rules.refuseScore) {
      issue.addIssue({ code: "custom", message: ADVANCE_BELOW_REFUSE_MESSAGE });
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
