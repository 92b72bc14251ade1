/**
 * The delivery rules and the pincode check as the contract shows them. The services (zones.ts) and the rules
 * (shared/rules.ts) work in paise; this is the one place their answers become rupees: the rules as
 * GET|PUT /api/admin/delivery answer and the Settings page edits them, the audit entry of a save, and the answer of
 * GET /api/delivery/quote with its message.
 */
import { formatPaise, paiseToRupees } from "../../shared/money";
import type { CodRules, DeliveryQuote, DeliveryRules, DeliveryZoneRule } from "./shared/rules";
import type { DeliveryRulesInput, DeliveryRulesView, DeliveryZoneInput } from "./shared/schemas";
import type { DeliveryRulesDraft } from "./rules-input";

const rupeesOrNull = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));

/** A zone in rupees, as the admin enters it. */
function zoneInRupees(zone: Omit<DeliveryZoneRule, "_id">): DeliveryZoneInput {
  return {
    name: zone.name,
    states: zone.states,
    pincodePrefixes: zone.pincodePrefixes,
    baseFee: paiseToRupees(zone.baseFeePaise),
    perExtra500g: paiseToRupees(zone.perExtra500gPaise),
    freeAbove: rupeesOrNull(zone.freeAbovePaise),
    etaMinDays: zone.etaMinDays,
    etaMaxDays: zone.etaMaxDays,
  };
}

function codInRupees(cod: CodRules): DeliveryRulesInput["cod"] {
  return { enabled: cod.enabled, maxOrderValue: rupeesOrNull(cod.maxPaise), fee: paiseToRupees(cod.feePaise), excludedPincodes: cod.excludedPincodes };
}

/** The rules in rupees, as the admin edits them. */
export function deliveryRulesView(rules: DeliveryRules): DeliveryRulesView {
  return {
    zones: rules.zones.map((zone) => ({ _id: zone._id, ...zoneInRupees(zone) })),
    unservedPincodes: rules.unservedPincodes,
    cod: codInRupees(rules.cod),
  };
}

/**
 * What the audit log keeps of a save: the rules as the admin entered them (rupees, no ids), as it always has; the
 * log is read back through GET /api/admin/audit and the Activity page.
 */
export function deliveryRulesAuditDetails(rules: DeliveryRulesDraft): DeliveryRulesInput {
  return { zones: rules.zones.map(zoneInRupees), unservedPincodes: rules.unservedPincodes, cod: codInRupees(rules.cod) };
}

/** GET /api/delivery/quote's answer (after `success`). */
export type DeliveryQuoteAnswer = {
  serviceable: boolean;
  /** Rupees; null when the shop does not deliver there. */
  fee: number | null;
  freeAbove: number | null;
  etaDays: [number, number] | null;
  zone: string | null;
  message: string;
};

const daysText = ([min, max]: [number, number]) => (min === max ? `${min} day${min === 1 ? "" : "s"}` : `${min}–${max} days`);

/** "Delivers to 520001 in 3–5 days, ₹60", with the zone's free-delivery threshold when the basket is below it. */
export function quoteMessage(pincode: string, quote: DeliveryQuote): string {
  if (!quote.serviceable) return quote.reason;
  const eta = quote.etaDays ? ` in ${daysText(quote.etaDays)}` : "";
  const fee = quote.feePaise === 0 ? "free" : formatPaise(quote.feePaise);
  const freeNote = quote.feePaise > 0 && quote.freeAbovePaise !== null ? `. Free delivery on orders of ${formatPaise(quote.freeAbovePaise)} or more` : "";
  return `Delivers to ${pincode}${eta}, ${fee}${freeNote}`;
}

export function deliveryQuoteAnswer(pincode: string, quote: DeliveryQuote): DeliveryQuoteAnswer {
  const message = quoteMessage(pincode, quote);
  if (!quote.serviceable) return { serviceable: false, fee: null, freeAbove: null, etaDays: null, zone: null, message };
  return {
    serviceable: true,
    fee: paiseToRupees(quote.feePaise),
    freeAbove: rupeesOrNull(quote.freeAbovePaise),
    etaDays: quote.etaDays,
    zone: quote.zone || null,
    message,
  };
}
