import { useRef, useState } from "react";
import toast from "react-hot-toast";
import { useFetcher } from "react-router";
import { useFetcherAnswer } from "~/components/use-fetcher-answer";
import type { CartView } from "~/lib/cart";

type CartAnswer = { cart: CartView } | { error: string };
type CartSubmission = { productId: string; quantity: number; name: string; intent: "add" | "change" };

/**
 * The signed-in customer's cart on a page: starts from the loader's copy and follows every change made through
 * the /cart action (one shared fetcher, so the badge, the cards and the drawer agree).
 */
export function useCart(initial: CartView | null) {
  const fetcher = useFetcher<CartAnswer>({ key: "cart" });
  const pending = fetcher.state !== "idle" ? (fetcher.json as CartSubmission | undefined) : undefined;
  const lastSubmission = useRef<CartSubmission | null>(null);

  // The fetcher is shared: only the component that submitted the change speaks about its answer.
  useFetcherAnswer(fetcher, (answer) => {
    const submission = lastSubmission.current;
    if (!submission) return;
    lastSubmission.current = null;
    if ("error" in answer) {
      toast.error(submission.intent === "add" ? "Failed to add item to cart" : "Failed to update cart");
    } else if (submission.intent === "add") {
      toast.success(`${submission.name} added to cart!`);
    }
  });

  // A failed change answers `{ error }`; the cart shown (and the next change's quantity) stays the last one
  // the server confirmed, not the page's first copy.
  const answered = fetcher.data && "cart" in fetcher.data ? fetcher.data.cart : null;
  const [confirmed, setConfirmed] = useState<CartView | null>(null);
  if (answered && answered !== confirmed) setConfirmed(answered);
  const cart = answered ?? confirmed ?? initial;

  function setQuantity(submission: CartSubmission) {
    lastSubmission.current = submission;
    void fetcher.submit(submission, { method: "post", action: "/cart", encType: "application/json" });
  }

  return { cart, setQuantity, pendingProductId: pending?.productId ?? null };
}
