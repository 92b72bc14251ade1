/** Placing an order from the checkout, at most once per choice of lines, address and payment method. */
import { useRef } from "react";
import { useT } from "~/lib/i18n";
import { notify } from "~/lib/notify";
import { useFetcher } from "react-router";
import { useFetcherAnswer } from "~/components/ui/use-fetcher-answer";
import type { OrderView } from "../../../worker/domains/orders/shared/views";
import type { PlacementOptions } from "../../../worker/domains/orders/shared/schemas";

/**
 * Placing an order. The fetcher lives here, above the cart list that the answer empties, so the answer is
 * never lost. One idempotency key per placement: a double click or a retry after a lost answer returns the
 * same order; a new key is made once an order was placed.
 */
export function usePlaceOrder(onPlaced: (order: OrderView) => void) {
  const fetcher = useFetcher<{ placed?: OrderView; error?: string }>();
  // The key belongs to one selection (lines, address, payment method): the server refuses a key reused for another (422).
  const key = useRef<{ value: string; selection: string } | null>(null);
  const { t } = useT();
  useFetcherAnswer(fetcher, (answer) => {
    if (answer.placed) {
      key.current = null;
      notify.success(t("checkout.placedToast"));
      onPlaced(answer.placed);
    } else {
      // A refusal names its reason ("Only 2 left of ..."); a failure to get an answer has none.
      notify.error(answer.error || t("checkout.placeFailed"));
    }
  });

  function place(variantIds: string[], options: PlacementOptions = {}) {
    const selection = JSON.stringify([[...variantIds].sort(), options]);
    if (key.current?.selection !== selection) key.current = { value: crypto.randomUUID(), selection };
    void fetcher.submit({ intent: "place", variantIds, idempotencyKey: key.current.value, ...options }, { method: "post", encType: "application/json" });
  }
  return { place, busy: fetcher.state !== "idle" };
}
