/**
 * Placing an order from the checkout once the page's scripts run: the order form's own fields are posted (the same
 * post a browser makes without scripts, read by the same bridge), at most once per choice of lines, address,
 * payment method and invoice, and the answer shown in the page (the confirmation and the UPI step).
 */
import { useRef } from "react";
import { useT } from "~/lib/i18n";
import { notify } from "~/lib/notify";
import { useFetcher } from "react-router";
import { useFetcherAnswer } from "~/components/ui/use-fetcher-answer";
import type { OrderView } from "../../../worker/domains/orders/shared/views";
import { ANSWER_IN_PAGE_FIELD } from "../../../worker/domains/checkout/shared/checkout-form";


/**
 * Placing an order. The fetcher lives here, above the cart list that the answer empties, so the answer is
 * never lost. One idempotency key per placement: a double click or a retry after a lost answer returns the
 * same order; a new key is made once an order was placed.
 */
export function usePlaceOrder(onPlaced: (order: OrderView) => void) {
  const fetcher = useFetcher<{ placed?: OrderView; error?: string }>();
  // The key belongs to one selection (what the form holds): the server refuses a key reused for another (422).
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

  function place(form: HTMLFormElement) {
    const data = new FormData(form);
    data.delete("idempotencyKey");
    const selection = JSON.stringify([...data.entries()].map(([name, value]) => [name, String(value)]));
    if (key.current?.selection !== selection) key.current = { value: crypto.randomUUID(), selection };
    data.set("idempotencyKey", key.current.value);
    data.set(ANSWER_IN_PAGE_FIELD, "1");
    void fetcher.submit(data, { method: "post" });
  }
  return { place, busy: fetcher.state !== "idle" };
}
