/**
 * Delivery charges and cash on delivery (issue 17), as rules over the admin's zones and settings: the one place that
 * decides whether the shop delivers to a pincode, what delivery costs and whether cash on delivery is offered. The
 * server prices every order with it; the pages show its answers (from the server) and never compute their own.
 */
import { stateOfPincode } from "./india";

export type DeliveryZoneRule = {
  _id: string;
  name: string;
  states: string[];
  pincodePrefixes: string[];
  baseFeePaise: number;
  perExtra500gPaise: number;
  freeAbovePaise: number | null;
  etaMinDays: number;
  etaMaxDays: number;
};

export type CodRules = { enabled: boolean; maxPaise: number | null; feePaise: number; excludedPincodes: string[] };

export type DeliveryRules = { zones: DeliveryZoneRule[]; unservedPincodes: string[]; cod: CodRules };

/** The shipping weight included in a zone's base fee; every further 500 g or part adds the zone's extra fee. */
export const BASE_WEIGHT_GRAMS = 500;

const matchesPrefix = (pincode: string, prefixes: string[]) => prefixes.some((prefix) => prefix && pincode.startsWith(prefix));

/**
 * The zone an address is in: the zone with the longest pincode prefix it matches, else the zone listing its state
 * (the address's own, else the pincode's postal circle), else the zone with neither prefixes nor states (the rest of
 * India); null when none applies.
 */
export function zoneFor(rules: DeliveryRules, pincode: string, state?: string | null): DeliveryZoneRule | null {
  let best: { zone: DeliveryZoneRule; length: number } | null = null;
  for (const zone of rules.zones) {
    for (const prefix of zone.pincodePrefixes) {
      if (prefix && pincode.startsWith(prefix) && (!best || prefix.length > best.length)) best = { zone, length: prefix.length };
    }
  }
  if (best) return best.zone;
  const stateName = (state?.trim() || stateOfPincode(pincode) || "").toLowerCase();
  const byState = rules.zones.find((zone) => zone.states.some((each) => each.toLowerCase() === stateName));
  return byState ?? rules.zones.find((zone) => zone.states.length === 0 && zone.pincodePrefixes.length === 0) ?? null;
}

/** The zone's fee for this much (items at sale price) and this weight: free from its threshold on. */
export function deliveryFeePaise(zone: DeliveryZoneRule, itemsPaise: number, weightGrams: number): number {
  if (zone.freeAbovePaise !== null && itemsPaise >= zone.freeAbovePaise) return 0;
  const extraSteps = Math.max(0, Math.ceil((weightGrams - BASE_WEIGHT_GRAMS) / 500));
  return zone.baseFeePaise + extraSteps * zone.perExtra500gPaise;
}

export type DeliveryQuote =
  | { serviceable: true; zone: string; feePaise: number; freeAbovePaise: number | null; etaDays: [number, number] | null }
  | { serviceable: false; reason: string };

export const NOT_SERVED_MESSAGE = "We do not deliver to this pincode yet";

export function quoteDelivery(
  rules: DeliveryRules,
  request: { pincode: string; state?: string | null; itemsPaise: number; weightGrams: number },
): DeliveryQuote {
  if (matchesPrefix(request.pincode, rules.unservedPincodes)) return { serviceable: false, reason: NOT_SERVED_MESSAGE };
  // A shop that has set up no zones delivers everywhere for free, as every shop did before delivery rules existed.
  if (rules.zones.length === 0) return { serviceable: true, zone: "", feePaise: 0, freeAbovePaise: null, etaDays: null };
  const zone = zoneFor(rules, request.pincode, request.state);
  if (!zone) return { serviceable: false, reason: NOT_SERVED_MESSAGE };
  return {
    serviceable: true,
    zone: zone.name,
    feePaise: deliveryFeePaise(zone, request.itemsPaise, request.weightGrams),
    freeAbovePaise: zone.freeAbovePaise,
    etaDays: [zone.etaMinDays, zone.etaMaxDays],
  };
}

/** Whether cash on delivery is offered for this pincode and this bill (items and delivery), with its fee or why not. */
export function codOffer(rules: DeliveryRules, pincode: string, billPaise: number): { allowed: true; feePaise: number } | { allowed: false; reason: string } {
  const { cod } = rules;
  if (!cod.enabled) return { allowed: false, reason: "Cash on delivery is not offered" };
  if (matchesPrefix(pincode, cod.excludedPincodes)) return { allowed: false, reason: "Cash on delivery is not available for this pincode" };
  if (cod.maxPaise !== null && billPaise > cod.maxPaise) {
    return { allowed: false, reason: `Cash on delivery is available for orders up to ₹${(cod.maxPaise / 100).toLocaleString("en-IN")}` };
  }
  return { allowed: true, feePaise: cod.feePaise };
}
