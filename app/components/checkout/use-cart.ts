/**
 * The cart on a page (the signed-in customer's, or a guest's since issue 31), kept in step with the /cart action
 * through one shared fetcher.
 */
import { useRef, useState } from "react";
import { notify } from "~/lib/notify";
import { useFetcher } from "react-router";
import { useFetcherAnswer } from "~/components/ui/use-fetcher-answer";
import { useT } from "~/lib/i18n";
import { quantityOf, type CartLine, type CartView } from "../../../worker/domains/checkout/shared/cart";
import { guestQuantityOf, useGuestCartLines } from "./use-guest-cart-lines";
import { packName, type ShopProduct, type PackView } from "../../../worker/domains/catalogue/shared/views";

export type CartAnswer = { cart: CartView } | { error: string };
/** The page route the cart controls post to (/cart, or /te/cart on a Telugu page, so its answers speak Telugu). */
const CART_PATH = "/cart";

type CartSubmission = { productId: string; variantId: string; quantity: number; name: string; intent: "add" | "change" };

/**
 * The cart on a page: starts from the loader's copy (none for a guest: anonymous pages are the same for everyone)
 * and follows every answer of the /cart route (one shared fetcher, so the header, the cards and the drawer agree).
 */
export function useCart(initial: CartView | null) {
  const fetcher = useFetcher<CartAnswer>({ key: "cart" });
  const pending = fetcher.state !== "idle" ? (fetcher.json as CartSubmission | undefined) : undefined;
  const lastSubmission = useRef<CartSubmission | null>(null);
  const { t, path } = useT();

  // The fetcher is shared: only the component that submitted the change speaks about its answer.
  useFetcherAnswer(fetcher, (answer) => {
    const submission = lastSubmission.current;
    if (!submission) return;
    lastSubmission.current = null;
    if ("error" in answer) {
      // A refusal names its reason ("Only 3 left of ..."); a failure to get an answer has none.
      notify.error(answer.error || t(submission.intent === "add" ? "cart.addFailed" : "cart.updateFailed"));
    } else if (submission.intent === "add") {
      notify.success(t("cart.added", { name: submission.name }));
    }
  });

  const cart = useConfirmedCart(initial, fetcher.data && "cart" in fetcher.data ? fetcher.data.cart : null);
  const guestLines = useGuestCartLines();

  function submit(submission: CartSubmission) {
    lastSubmission.current = submission;
    void fetcher.submit(submission, { method: "post", action: path(CART_PATH), encType: "application/json" });
  }

  return {
    cart,
    pendingProductId: pending?.productId ?? null,
    pendingPackId: pending?.variantId ?? null,
    /** How many of a pack the cart holds: the cart as answered, else (a guest on a page kept at the edge) the cookie's. */
    quantityIn(packId: string): number {
      return cart ? quantityOf(cart, packId) : guestQuantityOf(guestLines, packId);
    },
    /**
     * One more of a pack, from the shop grid or a product page: sent as "add", so the server adds one to what the
     * cart holds (a guest's page does not know it); `quantity` is what the page expects it to become.
     */
    addPack(product: Pick<ShopProduct, "_id" | "name">, pack: Pick<PackView, "_id" | "label">, inCart: number) {
      submit({ productId: product._id, variantId: pack._id, name: packName(product.name, pack.label), quantity: inCart + 1, intent: "add" });
    },
    /** A line's new quantity (0 removes it), from the drawer or checkout. */
    setLineQuantity(line: CartLine, quantity: number) {
      submit({ productId: line.productId._id, variantId: line.variantId, name: packName(line.productId.name, line.variantLabel), quantity, intent: "change" });
    },
  };
}

/**
 * The cart as last confirmed by the server. A failed change answers `{ error }`, so the cart shown (and the next
 * change's quantity) stays the last confirmed one, not the page's first copy; fresh loader data (a page that
 * reloads after an order was placed) replaces any older answer.
 */
function useConfirmedCart(initial: CartView | null, answered: CartView | null): CartView | null {
  const [latest, setLatest] = useState({ initial, answered, cart: initial });
  if (initial !== latest.initial) {
    setLatest({ initial, answered, cart: initial });
    return initial;
  }
  if (answered && answered !== latest.answered) {
    setLatest({ initial, answered, cart: answered });
    return answered;
  }
  return latest.cart;
}
