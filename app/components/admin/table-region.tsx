/**
 * Every admin table sits in one of these (issue 31: on a phone the analysis tables pushed the whole page sideways).
 * A table wider than its card scrolls inside the card, never the page; the card is a named region that takes focus
 * (tabIndex 0), so a keyboard can scroll it with the arrow keys and a screen reader announces what it holds. It is
 * positioned (relative) so that visually hidden text in its rows (sr-only, absolutely placed) is clipped with the
 * table instead of widening the page.
 */
import type { ReactNode } from "react";

export const TABLE_CARD = "rounded-xl bg-white shadow-sm ring-1 ring-stone-200";

export function TableRegion({ label, className = TABLE_CARD, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`relative max-w-full overflow-x-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-leaf-700 ${className}`}
    >
      {children}
    </div>
  );
}
