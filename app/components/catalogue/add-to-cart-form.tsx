/**
 * Add to Cart as a real form (issue 31: on a slow phone a tap before the page's JavaScript has loaded was lost). The
 * pack picker's radios (`variantId`) and the button sit inside it: without scripts the browser posts it to /cart,
 * which adds one of the chosen pack and comes back to the page (a signed-out shopper, whose cart is a cookie, to the
 * checkout showing the cart: app/routes/cart.ts says why); once the
 * scripts run, the page adds through the cart's fetcher instead and stays put.
 */
import type { ReactNode } from "react";
import { useT } from "~/lib/i18n";

export function AddToCartForm({
  productId,
  onlyPackId,
  onAdd,
  className,
  children,
}: {
  productId: string;
  /** A product sold in one pack draws no radios: its pack goes as a hidden field. */
  onlyPackId: string | null;
  onAdd: () => void;
  className?: string;
  children: ReactNode;
}) {
  const { path } = useT();
  return (
    <form
      method="post"
      action={path("/cart")}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onAdd();
      }}
    >
      <input type="hidden" name="productId" value={productId} />
      {onlyPackId && <input type="hidden" name="variantId" value={onlyPackId} />}
      {children}
    </form>
  );
}
