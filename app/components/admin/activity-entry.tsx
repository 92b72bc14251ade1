/**
 * How the activity log and the overview's low-stock list read. Audit details are free-form JSON written by each
 * service, so every field is checked before it is shown.
 */
import { Link } from "react-router";
import { packHistoryHref } from "./stock-forms";
import { TableRegion } from "~/components/admin/table-region";

export type ActivityEntry = { actorEmail: string; action: string; entity: string; details: Record<string, unknown> | null };

const text = (value: unknown) => (typeof value === "string" ? value : null);
const count = (value: unknown) => (typeof value === "number" ? String(value) : value === null ? "not counted" : "?");

/** "received 24 of Groundnut Oil (1 L) (note: Batch 7)", "set the stock of … from 12 to 10 (reason: …)". */
function stockChange(entry: ActivityEntry): string | null {
  const details = entry.details ?? {};
  const pack = text(details.product) ?? "a pack";
  if (entry.action === "receive-stock") {
    const note = text(details.note);
    return `received ${count(details.quantity)} of ${pack}${note ? ` (note: ${note})` : ""}`;
  }
  if (entry.action === "adjust-stock") {
    const reason = text(details.reason);
    const change = details.to === null ? `stopped counting the stock of ${pack} (was ${count(details.from)})` : `set the stock of ${pack} from ${count(details.from)} to ${count(details.to)}`;
    return `${change}${reason ? ` (reason: ${reason})` : ""}`;
  }
  return null;
}

export function ActivityText({ entry }: { entry: ActivityEntry }) {
  const stock = entry.entity === "variant" ? stockChange(entry) : null;
  if (stock) {
    return (
      <span>
        <strong>{entry.actorEmail}</strong> {stock}
      </span>
    );
  }
  const name = text(entry.details?.name) ?? text(entry.details?.title);
  return (
    <span>
      <strong>{entry.actorEmail}</strong> {entry.action} {entry.entity}
      {name ? ` "${name}"` : ""}
    </span>
  );
}

type LowStockPack = { variantId: string; productId: string; productName: string; label: string; sku: string; stock: number | null; lowStockThreshold: number };

export function LowStockList({ packs }: { packs: LowStockPack[] }) {
  if (packs.length === 0) return <p className="mt-3 text-stone-700">No pack is at or below its low-stock threshold.</p>;
  return (
    <TableRegion label="Low stock table" className="mt-3 rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Packs at or below their low-stock threshold, emptiest first</caption>
        <thead>
          <tr className="text-stone-700">
            <th scope="col" className="px-4 py-2">Pack</th>
            <th scope="col" className="hidden px-4 py-2 sm:table-cell">SKU</th>
            <th scope="col" className="px-4 py-2">Stock</th>
            <th scope="col" className="px-4 py-2">Threshold</th>
          </tr>
        </thead>
        <tbody>
          {packs.map((pack) => (
            <tr key={pack.variantId} className="border-t border-stone-200">
              <td className="px-4 py-2">
                <Link to={packHistoryHref(pack.productId, pack.variantId)} className="font-semibold text-leaf-800 underline">
                  {pack.productName} ({pack.label})
                </Link>
                {/* On a phone the SKU goes under the pack's name instead of a column of its own. */}
                <span className="block text-xs break-all text-stone-600 sm:hidden">{pack.sku}</span>
              </td>
              <td className="hidden px-4 py-2 break-all sm:table-cell">{pack.sku}</td>
              <td className={`px-4 py-2 font-semibold ${pack.stock === 0 ? "text-red-800" : "text-soil-700"}`}>{pack.stock === 0 ? "0 (out)" : pack.stock}</td>
              <td className="px-4 py-2">{pack.lowStockThreshold}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
