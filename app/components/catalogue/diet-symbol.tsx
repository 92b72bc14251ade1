/**
 * The veg / non-veg symbol as the FSS (Labelling and Display) Regulations 2020, regulation 5(4), draw it: vegetarian
 * food is a green filled circle inside a square with a green outline; non-vegetarian food a brown filled triangle
 * inside a square with a brown outline (issue 33: a shape of its own, so the mark does not rest on colour alone).
 * The circle's diameter is half the square's side, as in the regulation's table of minimum sizes. An image with its
 * text alternative (role="img", "Vegetarian" / "శాకాహారం"), or decorative beside a text that already says it.
 */
import type { DietMark } from "../../../worker/domains/catalogue/shared/declarations";
import type { MessageId } from "../../../worker/shared/i18n/catalogs";
import { useT } from "~/lib/i18n";

/** Green and brown as the mark is printed (the regulation names the colours, not shades). */
export const DIET_COLOURS: Record<DietMark, string> = { veg: "#0a7d2c", "non-veg": "#7b3f00" };
/** In the "shop" messages, which every page drawing the symbol (the shop's cards, the product page) loads. */
const NAMES: Record<DietMark, MessageId> = { veg: "shop.vegSymbol", "non-veg": "shop.nonVegSymbol" };

export function DietSymbol({ mark, size = 16, decorative = false, className }: { mark: DietMark; size?: number; decorative?: boolean; className?: string }) {
  const { t } = useT();
  const colour = DIET_COLOURS[mark];
  const label = decorative ? { "aria-hidden": true } : { role: "img", "aria-label": t(NAMES[mark]) };
  return (
    <svg viewBox="0 0 20 20" width={size} height={size} focusable="false" data-diet-mark={mark} className={`inline-block shrink-0 ${className ?? ""}`} {...label}>
      <rect x="1" y="1" width="18" height="18" fill="white" stroke={colour} strokeWidth="2" />
      {mark === "veg" ? <circle cx="10" cy="10" r="4.5" fill={colour} /> : <path d="M10 5.5 L14.8 14 H5.2 Z" fill={colour} />}
    </svg>
  );
}
