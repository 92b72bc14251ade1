/** Issue 32: where the cod domain's records become JSON: the rules in rupees and percent, a block with `_id`. */
import { paiseToRupees } from "../../shared/money";
import type { CodRulesView } from "./shared/rules";
import type { CodBlockView } from "./shared/blocks";
import type { StoredCodRules } from "./rules";
import type { CodBlock } from "./tables";

export function toCodRulesView(rules: StoredCodRules): CodRulesView {
  const rupeesOrNull = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));
  return {
    confirmHours: rules.confirmHours,
    refuseScore: rules.refuseScore,
    advanceScore: rules.advanceScore,
    advanceKind: rules.advanceKind,
    advanceFixed: paiseToRupees(rules.advanceFixedPaise),
    dayMaxOrders: rules.dayMaxOrders,
    weekMaxOrders: rules.weekMaxOrders,
    dayMaxValue: rupeesOrNull(rules.dayMaxPaise),
    weekMaxValue: rupeesOrNull(rules.weekMaxPaise),
    prepaidDiscountPercent: rules.prepaidDiscountBasisPoints / 100,
    updatedAt: rules.updatedAt,
  };
}

export function toCodBlockView(block: CodBlock): CodBlockView {
  return { _id: block.id, kind: block.kind, value: block.value, label: block.label, reason: block.reason, createdBy: block.createdBy, createdAt: block.createdAt };
}
