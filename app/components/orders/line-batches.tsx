/**
 * Issue 33: the batches an order line holds (lot, best-before, units), in the page's language: on the order cards
 * once the order has shipped, and on the packing slip (the batches allocated) before it does.
 */
import { useT } from "~/lib/i18n";
import type { LineBatch } from "../../../worker/domains/stock/shared/batches";

export function LineBatches({ batches, className = "text-xs text-stone-700" }: { batches: LineBatch[]; className?: string }) {
  const { t, date } = useT();
  if (batches.length === 0) return null;
  return (
    <ul className={className}>
      {batches.map((batch) => (
        <li key={batch.lotNumber}>
          {batch.bestBefore
            ? t("orders.lineBatch", { lot: batch.lotNumber, date: date(`${batch.bestBefore}T00:00:00+05:30`), quantity: batch.quantity })
            : t("orders.lineBatchDateless", { lot: batch.lotNumber, quantity: batch.quantity })}
        </li>
      ))}
    </ul>
  );
}
