import { useState } from "react";
import { Link } from "react-router";
import { cartTotal, type CartLine } from "~/lib/cart";
import { formatRupees } from "~/lib/money";

/** The cart's lines to choose from, with their total and the Place Order button. */
export function CurrentOrder({ lines, busy, onPlace }: { lines: CartLine[]; busy: boolean; onPlace: (productIds: string[]) => void }) {
  // Lines start ticked; the customer unticks what should wait (new cart lines arrive ticked too).
  const [unticked, setUnticked] = useState<string[]>([]);
  const chosen = lines.filter((line) => !unticked.includes(line.productId._id));
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
  return (
    <form
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen.length === 0) {
          window.alert("Please select at least one product");
          return;
        }
        onPlace(chosen.map((line) => line.productId._id));
      }}
    >
      <fieldset>
        <legend className="text-lg font-bold text-stone-900">Choose what to order</legend>
        <ul className="mt-3 divide-y divide-stone-200">
          {lines.map(({ productId: product, quantity }) => (
            <li key={product._id} className="flex items-center gap-3 py-3">
              <input
                id={`pick-${product._id}`}
                type="checkbox"
                checked={!unticked.includes(product._id)}
                onChange={(event) =>
                  setUnticked((current) => (event.target.checked ? current.filter((id) => id !== product._id) : [...current, product._id]))
                }
                className="h-5 w-5 accent-leaf-700"
              />
              <img src={product.images[0] ?? "/favicon.svg"} alt="" width={56} height={56} className="h-14 w-14 rounded-lg object-cover" />
              <label htmlFor={`pick-${product._id}`} className="flex-1">
                <span className="block font-semibold text-stone-900">{product.name}</span>
                <span className="text-sm text-stone-700">
                  {quantity} × {formatRupees(product.salePrice)}
                </span>
              </label>
              <span className="font-semibold">{formatRupees(Math.round(product.salePrice * 100 * quantity) / 100)}</span>
            </li>
          ))}
        </ul>
      </fieldset>
      <p className="mt-4 flex justify-between text-lg font-bold">
        <span>Total</span>
        <span>{formatRupees(cartTotal({ products: chosen }))}</span>
      </p>
      <button type="submit" disabled={busy} className="mt-4 w-full rounded-lg bg-leaf-700 px-4 py-3 font-semibold text-white disabled:opacity-70">
        {busy ? "Placing order..." : "Place Order"}
      </button>
    </form>
  );
}
