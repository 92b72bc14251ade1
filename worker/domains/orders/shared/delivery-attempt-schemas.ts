/**
 * Issue 32 (item 4): the inputs of a failed delivery attempt (reason from the fixed list, an optional note, the next
 * attempt's IST date, never in the past) and of a returned parcel's courier costs (rupees typed, paise handed on).
 * Shared by the API, the admin page's action and the return transition's input (./schemas.ts).
 */
import { z } from "zod";
import { istDay } from "../../../shared/ist";
import { rupeesToPaise } from "../../../shared/money";
import { optionalText } from "../../../shared/text-fields";
import { DELIVERY_FAILURE_REASONS, MAX_RTO_COST_RUPEES } from "./delivery-attempts";

/** How far ahead a next attempt may be planned: a courier holds a parcel for days, not months. */
export const MAX_NEXT_ATTEMPT_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export const ATTEMPT_REASON_MESSAGE = `Reason (reason) must be one of: ${DELIVERY_FAILURE_REASONS.join(", ")}`;
export const NEXT_ATTEMPT_FORMAT_MESSAGE = "Next attempt (nextAttemptOn) must be a date like 2026-12-31";
export const NEXT_ATTEMPT_PAST_MESSAGE = "Next attempt (nextAttemptOn) cannot be a day in the past (India time)";
export const NEXT_ATTEMPT_FAR_MESSAGE = `Next attempt (nextAttemptOn) must be within ${MAX_NEXT_ATTEMPT_DAYS} days`;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
function isCalendarDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** The next attempt's day: absent, null or blank is none planned; else today (IST) up to MAX_NEXT_ATTEMPT_DAYS ahead. */
const nextAttemptField = z
  .union([z.string(), z.null()], { error: NEXT_ATTEMPT_FORMAT_MESSAGE })
  .optional()
  .transform((value) => (value ?? "").trim())
  .superRefine((value, issue) => {
    if (value === "") return;
    if (!isCalendarDay(value)) return issue.addIssue({ code: "custom", message: NEXT_ATTEMPT_FORMAT_MESSAGE });
    const today = istDay();
    if (value < today) return issue.addIssue({ code: "custom", message: NEXT_ATTEMPT_PAST_MESSAGE });
    if (value > istDay(Date.now() + MAX_NEXT_ATTEMPT_DAYS * DAY_MS)) issue.addIssue({ code: "custom", message: NEXT_ATTEMPT_FAR_MESSAGE });
  })
  .transform((value) => value || null);

/** POST /api/order/:orderId/delivery-attempts (and the admin card's "Delivery failed" form). */
export const deliveryAttemptSchema = z.object({
  reason: z.enum(DELIVERY_FAILURE_REASONS, { error: ATTEMPT_REASON_MESSAGE }),
  note: optionalText("Note (note)", 500),
  nextAttemptOn: nextAttemptField,
});
export type DeliveryAttemptInput = z.infer<typeof deliveryAttemptSchema>;

export const RTO_FORWARD_COST_MESSAGE = `Courier cost out (rtoForwardCost) must be an amount in rupees from 0 to ${MAX_RTO_COST_RUPEES}, with at most 2 decimals`;
export const RTO_RETURN_COST_MESSAGE = `Courier cost back (rtoReturnCost) must be an amount in rupees from 0 to ${MAX_RTO_COST_RUPEES}, with at most 2 decimals`;

/** A courier cost one way: null, blank or absent is "not recorded"; else rupees (a number or a decimal string), 0 to the cap, in paise. */
function rtoCostField(message: string) {
  return z
    .union([z.number(), z.string(), z.null()], { error: message })
    .transform((value, issue) => {
      if (value === null || (typeof value === "string" && value.trim() === "")) return null;
      const rupees = typeof value === "number" ? value : /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN;
      const twoDecimals = Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;
      if (!Number.isFinite(rupees) || rupees < 0 || rupees > MAX_RTO_COST_RUPEES || !twoDecimals) {
        issue.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return rupeesToPaise(rupees);
    });
}

const forwardCost = rtoCostField(RTO_FORWARD_COST_MESSAGE);
const returnCost = rtoCostField(RTO_RETURN_COST_MESSAGE);

/** What the return ("Refused at the door") may carry: both optional, so an old client's bare body returns with no costs. */
export const rtoCostsOnReturnSchema = z.object({ rtoForwardCost: forwardCost.optional(), rtoReturnCost: returnCost.optional() });

export const RTO_COSTS_EMPTY_MESSAGE = "Send rtoForwardCost, rtoReturnCost or both (rupees; null clears one)";

/**
 * PUT /api/order/:orderId/rto-costs: records or corrects a returned parcel's costs later. A field sent is set (null
 * clears it), a field left out keeps its value; at least one must be sent.
 */
export const rtoCostsUpdateSchema = z
  .object({ rtoForwardCost: forwardCost.optional(), rtoReturnCost: returnCost.optional() })
  .refine((costs) => costs.rtoForwardCost !== undefined || costs.rtoReturnCost !== undefined, RTO_COSTS_EMPTY_MESSAGE);
export type RtoCostsUpdate = z.infer<typeof rtoCostsUpdateSchema>;
