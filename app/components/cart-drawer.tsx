import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { cartTotal, MAX_CART_QUANTITY, type CartView } from "~/lib/cart";
import { formatRupees } from "~/lib/money";
import { BusyButton } from "./busy-button";

/** The cart as a side drawer (a native modal dialog: focus stays inside, Escape closes it). */
export function CartDrawer({
  cart,
  onClose,
  onSetQuantity,
  pendingProductId,
}: {
  cart: CartView;
  onClose: () => void;
  onSetQuantity: (productId: string, name: string, quantity: number) => void;
  pendingProductId: string | null;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  const empty = cart.products.length === 0;

  return (
    <dialog
      ref={ref}
      aria-label="Your cart"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-[min(26rem,100vw)] bg-white p-0 shadow-2xl backdrop:bg-black/40"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-stone-200 px-5 py-4">
          <h2 className="text-xl font-bold text-stone-900">Your Cart</h2>
          <button type="button" onClick={onClose} className="rounded-md px-2 text-2xl leading-none text-stone-700 hover:bg-stone-100">
            <span aria-hidden="true">×</span>
            <span className="sr-only">Close cart</span>
          </button>
        </div>
        {empty ? (
          <p className="flex-1 px-5 py-8 text-center text-stone-700">Your cart is empty.</p>
        ) : (
          <ul className="flex-1 divide-y divide-stone-200 overflow-y-auto px-5">
            {cart.products.map(({ productId: product, quantity }) => {
              const busy = pendingProductId === product._id;
              return (
                <li key={product._id} className="flex gap-3 py-4">
                  <img src={product.images[0] ?? "/favicon.svg"} alt="" width={64} height={64} className="h-16 w-16 shrink-0 rounded-lg object-cover" />
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-stone-900">{product.name}</p>
                    <p className="text-sm text-stone-700">{formatRupees(product.salePrice)}</p>
                    <div className="mt-2 flex items-center gap-3">
                      <BusyButton
                        unavailable={busy}
                        onClick={() => onSetQuantity(product._id, product.name, quantity - 1)}
                        className="h-8 w-8 rounded-md font-bold ring-1 ring-stone-300 hover:bg-stone-100 aria-disabled:opacity-50"
                        aria-label={quantity === 1 ? `Remove ${product.name}` : `One less ${product.name}`}
                      >
                        −
                      </BusyButton>
                      <span aria-live="polite" aria-label={`Quantity of ${product.name}`} className="min-w-6 text-center font-semibold">
                        {quantity}
                      </span>
                      <BusyButton
                        unavailable={busy || quantity >= MAX_CART_QUANTITY}
                        onClick={() => onSetQuantity(product._id, product.name, quantity + 1)}
                        className="h-8 w-8 rounded-md font-bold ring-1 ring-stone-300 hover:bg-stone-100 aria-disabled:opacity-50"
                        aria-label={`One more ${product.name}`}
                      >
                        +
                      </BusyButton>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <div className="border-t border-stone-200 px-5 py-4">
          <p className="flex justify-between text-lg font-bold">
            <span>Total</span>
            <span>{formatRupees(cartTotal(cart))}</span>
          </p>
          {empty ? (
            <span aria-disabled="true" className="mt-3 block rounded-lg bg-stone-300 px-4 py-3 text-center font-semibold text-stone-700">
              Checkout
            </span>
          ) : (
            <Link to="/checkout" className="mt-3 block rounded-lg bg-leaf-700 px-4 py-3 text-center font-semibold text-white hover:bg-leaf-800">
              Checkout
            </Link>
          )}
        </div>
      </div>
    </dialog>
  );
}
