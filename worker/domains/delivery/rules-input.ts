/**
 * The admin's delivery rules as entered (rupees, shared/schemas.ts) turned into the rules the service saves (paise):
 * the one input mapping of the domain, called by both doors (api.ts, page.server.ts) right after parsing, so the
 * service only ever sees paise.
 */
import { rupeesToPaise } from "../../shared/money";
import type { CodRules, DeliveryZoneRule } from "./shared/rules";
import type { DeliveryRulesInput } from "./shared/schemas";

/** A whole rule set to save, in paise: the rules without ids (a save gives every zone a new one). */
export type DeliveryRulesDraft = { zones: Omit<DeliveryZoneRule, "_id">[]; unservedPincodes: string[]; cod: CodRules };

const paiseOrNull = (rupees: number | null) => (rupees === null ? null : rupeesToPaise(rupees));

export function deliveryRulesFromInput(input: DeliveryRulesInput): DeliveryRulesDraft {
  return {
    zones: input.zones.map((zone) => ({
      name: zone.name,
      states: zone.states,
      pincodePrefixes: zone.pincodePrefixes,
      baseFeePaise: rupeesToPaise(zone.baseFee),
      perExtra500gPaise: rupeesToPaise(zone.perExtra500g),
      freeAbovePaise: paiseOrNull(zone.freeAbove),
      etaMinDays: zone.etaMinDays,
      etaMaxDays: zone.etaMaxDays,
    })),
    unservedPincodes: input.unservedPincodes,
    cod: {
      enabled: input.cod.enabled,
      maxPaise: paiseOrNull(input.cod.maxOrderValue),
      feePaise: rupeesToPaise(input.cod.fee),
      excludedPincodes: input.cod.excludedPincodes,
    },
  };
}
