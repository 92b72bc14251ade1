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
import { localizeMessage } from "../../lib/localize";
import type { Lang } from "../../shared/i18n/languages";

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

/** "1 day", "3 days", "3–5 days": whole phrases, so that each has its Telugu in the "server" catalogue. */
function daysText([min, max]: [number, number]): string {
  if (min !== max) return `${min}–${max} days`;
  return min === 1 ? "1 day" : `${min} days`;
}

/** "Delivers to 520001 in 3–5 days, ₹60", with the zone's free-delivery threshold when the basket is below it. */
export function quoteMessage(pincode: string, quote: DeliveryQuote): string {
  if (!quote.serviceable) return quote.reason;
  const fee = quote.feePaise === 0 ? "free" : formatPaise(quote.feePaise);
  const served = quote.etaDays ? `Delivers to ${pincode} in ${daysText(quote.etaDays)}, ${fee}` : `Delivers to ${pincode}, ${fee}`;
  return quote.feePaise > 0 && quote.freeAbovePaise !== null ? `${served}. Free delivery on orders of ${formatPaise(quote.freeAbovePaise)} or more` : served;
}

/** The pincode check's answer; its message in the asker's language (English as it always was, else translated). */
export function deliveryQuoteAnswer(pincode: string, quote: DeliveryQuote, lang: Lang = "en"): DeliveryQuoteAnswer {
  const message = localizeMessage(quoteMessage(pincode, quote), lang);
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
