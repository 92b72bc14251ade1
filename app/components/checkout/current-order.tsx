import { useState } from "react";
import { Link } from "react-router";
import { LineQuantity, LineStockNote, PackLineText } from "~/components/cart-drawer";
import { ErrorAlert } from "~/components/form-field";
import { cartTotal, stockProblem, type CartLine } from "~/lib/cart";
import { packName } from "~/lib/catalog";
import { formatRupees } from "~/lib/money";

/** The cart's lines (one per pack) to choose from, with their total and the Place Order button. */
export function CurrentOrder({
  lines,
  busy,
  onPlace,
  onSetQuantity,
  pendingVariantId,
}: {
  lines: CartLine[];
  busy: boolean;
  onPlace: (variantIds: string[]) => void;
  onSetQuantity: (line: CartLine, quantity: number) => void;
  pendingVariantId: string | null;
}) {
  // Lines start ticked; the customer unticks what should wait (new cart lines arrive ticked too).
  const [unticked, setUnticked] = useState<string[]>([]);
  const [triedShort, setTriedShort] = useState(false);
  const chosen = lines.filter((line) => !unticked.includes(line.variantId));
  if (lines.length === 0) {
    return (
      <p className="rounded-xl bg-white p-6 text-stone-700 ring-1 ring-stone-200">
        Your cart is empty.{" "}
        <Link to="/shop" className="font-semibold text-leaf-800 underline">
          Browse the shop
        </Link>
      </p>
    );
  }
  const short = chosen.filter((line) => stockProblem(line) !== null);
  // Shown once Place Order met short lines, and only while some still are.
  const refusal =
    triedShort && short.length > 0
      ? `Not enough stock for ${short.map((line) => packName(line.productId.name, line.variantLabel)).join(", ")}: lower the quantity or untick it to order the rest.`
      : null;
  return (
    <form
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen.length === 0) {
          window.alert("Please select at least one product");
          return;
        }
        // The server would refuse these lines (409); saying so here keeps the customer on the lines to fix.
        setTriedShort(short.length > 0);
        if (short.length > 0) return;
        onPlace(chosen.map((line) => line.variantId));
      }}
    >
      <fieldset>
        <legend className="text-lg font-bold text-stone-900">Choose what to order</legend>
        <ul className="mt-3 divide-y divide-stone-200">
          {lines.map((line) => {
            const id = `pick-${line.variantId}`;
            return (
              <li key={line.variantId} className="flex flex-wrap items-center gap-3 py-3">
                <input
                  id={id}
                  type="checkbox"
                  checked={!unticked.includes(line.variantId)}
                  onChange={(event) =>
                    setUnticked((current) => (event.target.checked ? current.filter((picked) => picked !== line.variantId) : [...current, line.variantId]))
                  }
                  className="h-5 w-5 accent-leaf-700"
                />
                <img src={line.productId.images[0] ?? "/favicon.svg"} alt="" width={56} height={56} className="h-14 w-14 rounded-lg object-cover" />
                <label htmlFor={id} className="min-w-40 flex-1">
                  <PackLineText line={line} />
                  <LineStockNote line={line} />
                </label>
                <LineQuantity line={line} busy={pendingVariantId === line.variantId} onSetQuantity={onSetQuantity} />
                <span className="w-24 text-right font-semibold">{formatRupees(Math.round(line.variant.salePrice * 100 * line.quantity) / 100)}</span>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <p className="mt-4 flex justify-between text-lg font-bold">
        <span>Total</span>
        <span>{formatRupees(cartTotal({ products: chosen }))}</span>
      </p>
      <div className="mt-4">
        <ErrorAlert message={refusal} />
      </div>
      <button type="submit" disabled={busy} className="mt-4 w-full rounded-lg bg-leaf-700 px-4 py-3 font-semibold text-white disabled:opacity-70">
        {busy ? "Placing order..." : "Place Order"}
      </button>
    </form>
  );
}
