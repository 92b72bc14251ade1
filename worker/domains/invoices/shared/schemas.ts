/** Inputs of the admin GST page and its API: the month of the returns, and a new row of the dated rate table. */
import { z } from "zod";
import { GST_RATES_ALLOWED } from "./gst";
import { fieldError } from "../../../shared/text-fields";

export const gstMonthSchema = z
  .string({ error: "month is required, as YYYY-MM" })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "month must be a calendar month as YYYY-MM, e.g. 2026-11");

export const gstMonthQuerySchema = z.object({ month: gstMonthSchema });

export const gstRateInputSchema = z.object({
  hsnPrefix: z
    .string({ error: fieldError("HSN prefix (hsnPrefix)", "text") })
    .trim()
    .regex(/^(\d{2}|\d{4}|\d{6}|\d{8})?$/, "HSN prefix must be 2, 4, 6 or 8 digits, or empty for every other good"),
  // A number, or the digits a form's select sends; nothing else is coerced (null is not 0).
  ratePercent: z
    .union([z.number(), z.string().trim().regex(/^\d+(\.\d+)?$/).transform(Number)], { error: fieldError("Rate (ratePercent)", "a number") })
    .refine((rate) => (GST_RATES_ALLOWED as readonly number[]).includes(rate), `Rate must be one of the GST rates: ${GST_RATES_ALLOWED.join(", ")} %`),
  effectiveFrom: z
    .string({ error: fieldError("Effective from (effectiveFrom)", "a date") })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Effective from must be a date as YYYY-MM-DD")
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), "Effective from is not a real date")
    .refine((day) => day >= "2017-07-01", "Effective from cannot be before GST began (1 July 2017)"),
});

export type GstRateInput = z.infer<typeof gstRateInputSchema>;
