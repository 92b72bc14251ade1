/**
 * The words a listing uses for a pack it cannot add (sold out, all left already in the cart, the per-order cap)
 * and for its stock, in the page's language (the rules themselves: worker/domains/catalogue/shared/pack-choice.ts).
 */
import type { Translate } from "~/lib/i18n";
import type { AddBlocker } from "../../../worker/domains/catalogue/shared/pack-choice";

export function blockerText(blocker: AddBlocker | null, t: Translate): string | null {
  if (!blocker) return null;
  if (blocker.reason === "soldOut") return t("shop.outOfStock");
  if (blocker.reason === "allInCart") return t("shop.allInCart", { count: blocker.left });
  return t("shop.maxPerOrder", { max: blocker.max });
}
