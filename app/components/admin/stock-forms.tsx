/**
 * Stock on the admin product list: a one-line summary per product, and per pack a Receive form (units arrived),
 * an Adjust form (the count after a stocktake, or the explicit "Stop counting this pack" choice, always with a
 * reason; an empty count is refused by the server, which names the field) and its recent ledger. Every change goes through the stock service, so the ledger and the activity log record it.
 * Issue 33: each pack also lists its batches, with a Receive-a-batch form and a Write-off form per batch
 * (./batch-forms.tsx); receiving a batch of an uncounted pack starts counting it.
 */
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { ErrorAlert } from "~/components/ui/form-field";
import { packName, type PackView } from "../../../worker/domains/catalogue/shared/views";
import { formatRupees } from "../../../worker/shared/money";
import { formatUnitPrice } from "../../../worker/domains/catalogue/shared/unit-price";
import { STOP_COUNTING_LABEL } from "../../../worker/domains/catalogue/shared/schemas";
import type { PackHistory } from "../../../worker/http/admin-actions.server";
import { useAdminFetcher } from "./use-admin-fetcher";
import { TableRegion } from "~/components/admin/table-region";
import { PackBatches } from "./batch-forms";
import type { BatchView } from "../../../worker/http/batch-pages.server";

type Pack = Pick<PackView, "_id" | "label" | "stock" | "lowStockThreshold" | "salePrice" | "unitPrice">;

/** How a pack's stock reads: "12", "0 (out)", "3 (low)" or "not counted". */
export function stockText(pack: Pick<PackView, "stock" | "lowStockThreshold">): string {
  if (pack.stock === null) return "not counted";
  if (pack.stock === 0) return "0 (out)";
  return pack.stock <= pack.lowStockThreshold ? `${pack.stock} (low)` : String(pack.stock);
}

/** "500 ml: 12 · 1 L: 0 (out) · 5 L: not counted". */
export function stockSummary(packs: Pick<PackView, "label" | "stock" | "lowStockThreshold">[]): string {
  return packs.map((pack) => `${pack.label}: ${stockText(pack)}`).join(" · ");
}

/** Where a pack's history is shown: the products page, scrolled to its product. */
export function packHistoryHref(productId: string, variantId: string): string {
  return `/admin/products?movements=${encodeURIComponent(variantId)}#product-${productId}`;
}

const inputClass = "mt-1 block w-full rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm";
const labelClass = "block text-xs font-semibold text-stone-800";
const buttonClass = "mt-2 rounded-md bg-leaf-700 px-3 py-1.5 text-sm font-semibold text-white disabled:opacity-60";

type PanelProps = { productId: string; productName: string; packs: Pack[]; history: PackHistory | null; batches: Record<string, BatchView[]> };

/** The product card's stock line and, on demand, its packs' forms (rendered only when opened: a list has many). */
export function ProductStock({ productId, productName, packs, history, batches }: PanelProps) {
  // Opened from a history link (the low-stock list, or this panel's own): the panel starts open to show it.
  const [open, setOpen] = useState(() => history !== null && packs.some((pack) => pack._id === history.variantId));
  return (
    <div className="mt-3 text-sm">
      <p className="text-stone-800">
        <span className="font-semibold">Stock:</span> {stockSummary(packs)}
      </p>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="mt-2 rounded-md px-3 py-1.5 text-sm font-semibold text-leaf-800 ring-1 ring-leaf-700"
      >
        Manage stock<span className="sr-only"> of {productName}</span>
      </button>
      {open && (
        // Groups, not a nested list: the product list's items stay one per product.
        <div className="mt-3 space-y-4">
          {packs.map((pack) => (
            <div key={pack._id} role="group" aria-label={`Stock of ${packName(productName, pack.label)}`} className="rounded-lg p-3 ring-1 ring-stone-200">
              <PackStock
                productId={productId}
                name={packName(productName, pack.label)}
                pack={pack}
                history={history?.variantId === pack._id ? history : null}
                batches={batches[pack._id] ?? []}
              />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

function PackStock({ productId, name, pack, history, batches }: { productId: string; name: string; pack: Pack; history: PackHistory | null; batches: BatchView[] }) {
  return (
    <>
      <p className="font-semibold text-stone-900">
        {pack.label} · {formatRupees(pack.salePrice)} ({formatUnitPrice(pack.unitPrice)}) · stock {stockText(pack)}
      </p>
      {/* An uncounted pack too: its first batch starts counting it. */}
      <PackBatches name={name} variantId={pack._id} batches={batches} />
      <h4 className="mt-3 text-sm font-semibold text-stone-900">
        Without a lot number<span className="sr-only"> ({name})</span>
      </h4>
      <div className="mt-1 grid gap-3 sm:grid-cols-2">
        <ReceiveForm variantId={pack._id} name={name} />
        <AdjustForm variantId={pack._id} name={name} />
      </div>
      {history ? (
        <>
          <Link to={`/admin/products#product-${productId}`} preventScrollReset className="mt-2 inline-block text-sm font-semibold text-leaf-800 underline">
            Hide history<span className="sr-only"> of {name}</span>
          </Link>
          <Movements name={name} history={history} />
        </>
      ) : (
        <Link to={packHistoryHref(productId, pack._id)} preventScrollReset className="mt-2 inline-block text-sm font-semibold text-leaf-800 underline">
          Stock history<span className="sr-only"> of {name}</span>
        </Link>
      )}
    </>
  );
}

/** A small form's fetcher with its outcome: its error on failure (success is the fetcher's toast, the server's message). */
function useStockFetcher(onDone: () => void) {
  const [outcome, setOutcome] = useState<{ error: string | null }>({ error: null });
  const fetcher = useAdminFetcher({
    onDone: () => {
      setOutcome({ error: null });
      onDone();
    },
    onError: (error) => setOutcome({ error: error || "Could not change the stock" }),
  });
  return { ...fetcher, outcome };
}

function Outcome({ outcome }: { outcome: { error: string | null } }) {
  return (
    <div className="mt-1">
      <ErrorAlert message={outcome.error} />
    </div>
  );
}

function ReceiveForm({ variantId, name }: { variantId: string; name: string }) {
  const [quantity, setQuantity] = useState("");
  const [note, setNote] = useState("");
  const { submit, busy, outcome } = useStockFetcher(() => {
    setQuantity("");
    setNote("");
  });
  const id = `receive-${variantId}`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit({ intent: "receive-stock", variantId, quantity, note });
  };
  return (
    <form onSubmit={onSubmit} aria-label={`Receive stock of ${name}`}>
      <label htmlFor={`${id}-quantity`} className={labelClass}>
        Units received<span className="sr-only"> of {name}</span>
      </label>
      <input id={`${id}-quantity`} required inputMode="numeric" pattern="[0-9]*" value={quantity} onChange={(e) => setQuantity(e.target.value)} className={inputClass} />
      <label htmlFor={`${id}-note`} className={`${labelClass} mt-2`}>
        Note (optional)<span className="sr-only"> for receiving {name}</span>
      </label>
      <input id={`${id}-note`} maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} placeholder="Supplier, batch" className={inputClass} />
      <button type="submit" disabled={busy} className={buttonClass}>
        Receive<span className="sr-only"> {name}</span>
      </button>
      <Outcome outcome={outcome} />
    </form>
  );
}

function AdjustForm({ variantId, name }: { variantId: string; name: string }) {
  const [count, setCount] = useState("");
  const [stopCounting, setStopCounting] = useState(false);
  const [reason, setReason] = useState("");
  const { submit, busy, outcome } = useStockFetcher(() => {
    setCount("");
    setStopCounting(false);
    setReason("");
  });
  const id = `adjust-${variantId}`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The count is not `required` in the browser: the server's rule (an empty count is refused, naming the field)
    // is the one place it lives, and its message shows below.
    submit({ intent: "adjust-stock", variantId, count: stopCounting ? "" : count, stopCounting, reason });
  };
  return (
    <form onSubmit={onSubmit} aria-label={`Adjust stock of ${name}`}>
      <label htmlFor={`${id}-count`} className={labelClass}>
        Counted units<span className="sr-only"> of {name}</span>
      </label>
      <input
        id={`${id}-count`}
        inputMode="numeric"
        pattern="[0-9]*"
        disabled={stopCounting}
        value={stopCounting ? "" : count}
        onChange={(e) => setCount(e.target.value)}
        className={inputClass}
      />
      <label className="mt-2 flex items-center gap-2 text-sm text-stone-800">
        <input type="checkbox" checked={stopCounting} onChange={(e) => setStopCounting(e.target.checked)} />
        {STOP_COUNTING_LABEL}
        <span className="sr-only"> ({name}): it will always show as in stock</span>
      </label>
      <label htmlFor={`${id}-reason`} className={`${labelClass} mt-2`}>
        Reason<span className="sr-only"> for adjusting {name}</span>
      </label>
      <input id={`${id}-reason`} required maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} placeholder="Stocktake, breakage" className={inputClass} />
      <button type="submit" disabled={busy} className={buttonClass}>
        {stopCounting ? "Stop counting" : "Adjust"}
        <span className="sr-only"> {name}</span>
      </button>
      <Outcome outcome={outcome} />
    </form>
  );
}

const KIND_NAMES = { sold: "Sold", restored: "Restored (wrong order)", received: "Received", adjusted: "Adjusted" } as const;

function Movements({ name, history }: { name: string; history: PackHistory }) {
  if ("error" in history) return <ErrorAlert message={history.error} />;
  if (history.movements.length === 0) return <p className="mt-2 text-stone-700">No stock movements yet.</p>;
  return (
    <TableRegion label={`Stock movements of ${name} table`} className="mt-2">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Recent stock movements of {name}</caption>
        <thead>
          <tr className="text-stone-700">
            <th scope="col" className="py-1 pr-3">When</th>
            <th scope="col" className="py-1 pr-3">Change</th>
            <th scope="col" className="py-1 pr-3">What</th>
            <th scope="col" className="py-1">Reason / order</th>
          </tr>
        </thead>
        <tbody>
          {history.movements.map((movement) => (
            <tr key={movement._id} className="border-t border-stone-200">
              <td className="py-1 pr-3 whitespace-nowrap">
                <time dateTime={movement.createdAt}>{new Date(movement.createdAt).toLocaleString("en-IN", { timeZone: "Asia/Kolkata" })}</time>
              </td>
              <td className="py-1 pr-3 font-semibold">{movement.delta > 0 ? `+${movement.delta}` : movement.delta}</td>
              <td className="py-1 pr-3">{KIND_NAMES[movement.kind]}</td>
              <td className="py-1 break-all">{movement.reason ?? (movement.orderId ? `Order ${movement.orderId}` : "")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
