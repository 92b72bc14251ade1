/**
 * The cart drawer (the header's, the shop's) and the parts of a cart the checkout shows too (the guest's, issue 31): the totals, the pack, its price,
 * its stock note and its − / + buttons.
 */
import { useEffect, useRef } from "react";
import { Link } from "~/components/ui/link";
import { useT } from "~/lib/i18n";
import { MAX_CART_QUANTITY, stockProblem, type CartLine, type CartView } from "../../../worker/domains/checkout/shared/cart";
import { cartTotals } from "../../../worker/domains/checkout/shared/sums";
import { packName } from "../../../worker/domains/catalogue/shared/views";
import { BusyButton } from "../ui/busy-button";
import { PincodeCheck } from "../delivery/pincode-check";
import { UnitPriceText } from "../catalogue/price";

/** The cart as a side drawer (a native modal dialog: focus stays inside, Escape closes it). */
export function CartDrawer({
  cart,
  onClose,
  onSetQuantity,
  pendingPackId,
}: {
  cart: CartView;
  onClose: () => void;
  onSetQuantity: (line: CartLine, quantity: number) => void;
  pendingPackId: string | null;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  const empty = cart.products.length === 0;
  const { t } = useT();

  return (
    <dialog
      ref={ref}
      aria-label={t("cart.dialogLabel")}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-[min(26rem,100vw)] bg-white p-0 shadow-2xl backdrop:bg-black/40"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-stone-200 px-5 py-4">
          <h2 className="text-xl font-bold text-stone-900">{t("cart.title")}</h2>
          <button type="button" onClick={onClose} className="rounded-md px-2 text-2xl leading-none text-stone-700 hover:bg-stone-100">
            <span aria-hidden="true">×</span>
            <span className="sr-only">{t("cart.close")}</span>
          </button>
        </div>
        {empty ? (
          <p className="flex-1 px-5 py-8 text-center text-stone-700">{t("cart.empty")}</p>
        ) : (
          <ul className="flex-1 divide-y divide-stone-200 overflow-y-auto px-5">
            {cart.products.map((line) => (
              <li key={line.variantId} className="flex gap-3 py-4">
                <img src={line.productId.images[0] ?? "/favicon.svg"} alt="" width={64} height={64} className="h-16 w-16 shrink-0 rounded-lg object-cover" />
                <div className="min-w-0 flex-1">
                  <PackLineText line={line} />
                  <LineStockNote line={line} />
                  <div className="mt-2">
                    <LineQuantity line={line} busy={pendingPackId === line.variantId} onSetQuantity={onSetQuantity} />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
        <div className="border-t border-stone-200 px-5 py-4">
          {!empty && <PincodeCheck basketKey={cart.products.map((line) => `${line.variantId}x${line.quantity}`).join(",")} />}
          <CartTotals cart={cart} />
          {empty ? (
            <span aria-disabled="true" className="mt-3 block rounded-lg bg-stone-300 px-4 py-3 text-center font-semibold text-stone-700">
              {t("cart.checkout")}
            </span>
          ) : (
            <Link to="/checkout" className="mt-3 block rounded-lg bg-leaf-700 px-4 py-3 text-center font-semibold text-white hover:bg-leaf-800">
              {t("cart.checkout")}
            </Link>
          )}
        </div>
      </div>
    </dialog>
  );
}

/** The cart's items at MRP, the discount and the items' total; delivery and any COD fee are priced at checkout. */
export function CartTotals({ cart }: { cart: CartView }) {
  const { itemsMrp: mrp, discount, items: total } = cartTotals(cart.products);
  const { t, rupees } = useT();
  return (
    <dl aria-label={t("cart.totalLabel")} className="space-y-1 text-sm">
      {discount > 0 && (
        <>
          <div className="flex justify-between">
            <dt className="text-stone-700">{t("cart.itemsAtMrp")}</dt>
            <dd>{rupees(mrp)}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-stone-700">{t("cart.discount")}</dt>
            <dd className="text-leaf-800">−{rupees(discount)}</dd>
          </div>
        </>
      )}
      <div className="flex justify-between">
        <dt className="text-stone-700">{t("cart.delivery")}</dt>
        <dd className="text-stone-700">{t("cart.deliveryAtCheckout")}</dd>
      </div>
      <div className="flex justify-between text-lg font-bold text-stone-900">
        <dt>{t("cart.subtotal")}</dt>
        <dd>{rupees(total)}</dd>
      </div>
    </dl>
  );
}

/** A cart line's product, pack and price per pack with its unit sale price. */
export function PackLineText({ line }: { line: CartLine }) {
  const { rupees } = useT();
  return (
    <>
      <span className="block font-semibold text-stone-900">
        {line.productId.name} <span className="font-normal text-stone-700">· {line.variantLabel}</span>
      </span>
      <span className="block text-sm text-stone-700">
        {line.quantity} × {rupees(line.variant.salePrice)} <UnitPriceText unitSalePrice={line.variant.unitSalePrice} />
      </span>
    </>
  );
}

/** What stops the line from being ordered (its pack ran short since it was added), or that no more are left. */
export function LineStockNote({ line }: { line: CartLine }) {
  const { t } = useT();
  const { stock } = line.variant;
  if (stockProblem(line) !== null) {
    return (
      <span className="mt-1 block text-sm font-semibold text-red-800">{stock === 0 ? t("cart.outOfStock") : t("cart.onlyLeft", { stock })}</span>
    );
  }
  if (stock !== null && line.quantity === stock) {
    return <span className="mt-1 block text-sm text-stone-700">{t("cart.allWeHave")}</span>;
  }
  return null;
}

/** − and + for one pack's line; + stops at what is on the shelf. */
export function LineQuantity({ line, busy, onSetQuantity }: { line: CartLine; busy: boolean; onSetQuantity: (line: CartLine, quantity: number) => void }) {
  const { quantity } = line;
  const { t } = useT();
  const name = packName(line.productId.name, line.variantLabel);
  const { stock } = line.variant;
  const noMore = quantity >= MAX_CART_QUANTITY || (stock !== null && quantity >= stock);
  // A line above what is left drops to what is left in one press, so a stock problem takes one press to fix.
  const lower = stock !== null && quantity > stock ? stock : quantity - 1;
  const lowerLabel = lower === 0 ? t("cart.remove", { name }) : lower === quantity - 1 ? t("cart.oneLess", { name }) : t("cart.lowerTo", { name, quantity: lower });
  return (
    <div className="flex items-center gap-3">
      <BusyButton
        unavailable={busy}
        onClick={() => onSetQuantity(line, lower)}
        className="h-8 w-8 rounded-md font-bold ring-1 ring-stone-300 hover:bg-stone-100 aria-disabled:opacity-50"
        aria-label={lowerLabel}
      >
        −
      </BusyButton>
      <span aria-live="polite" aria-label={t("cart.quantityOf", { name })} className="min-w-6 text-center font-semibold">
        {quantity}
      </span>
      <BusyButton
        unavailable={busy || noMore}
        onClick={() => onSetQuantity(line, quantity + 1)}
        className="h-8 w-8 rounded-md font-bold ring-1 ring-stone-300 hover:bg-stone-100 aria-disabled:opacity-50"
        aria-label={t("cart.oneMore", { name })}
      >
        +
      </BusyButton>
    </div>
  );
}
