/** The checkout's price, asked of the server again whenever the choice changes. */
import { useEffect, useRef, useState } from "react";
import { useT } from "~/lib/i18n";
import { useFetcher } from "react-router";
import { useFetcherAnswer } from "~/components/ui/use-fetcher-answer";
import type { CheckoutQuote } from "../../../worker/domains/checkout/shared/checkout";
import type { CheckoutQuoteInput } from "../../../worker/domains/checkout/shared/schemas";

/**
 * The server's price for what the checkout has chosen, asked again (action intent "quote") whenever the lines,
 * their quantities, the address or the payment method change; starts from the loader's quote for the first choice.
 * `request` null means there is nothing to price yet (no line ticked, or a new address not filled in).
 */
export function useCheckoutQuote(
  initial: { quote: CheckoutQuote | null; key: string },
  request: { input: CheckoutQuoteInput; key: string } | null,
  onQuote: (quote: CheckoutQuote) => void,
) {
  const fetcher = useFetcher<{ quote?: CheckoutQuote; error?: string }>();
  const [quote, setQuote] = useState(initial.quote);
  const [quotedKey, setQuotedKey] = useState(initial.key);
  const asked = useRef(initial.key);
  const pendingKey = useRef(initial.key);
  const { t } = useT();

  useEffect(() => {
    if (!request || request.key === asked.current) return;
    asked.current = request.key;
    pendingKey.current = request.key;
    void fetcher.submit({ intent: "quote", ...request.input }, { method: "post", encType: "application/json" });
  }, [request, fetcher]);

  useFetcherAnswer(fetcher, (answer) => {
    if (!answer.quote) return;
    setQuote(answer.quote);
    setQuotedKey(pendingKey.current);
    onQuote(answer.quote);
  });

  const error = fetcher.state === "idle" && fetcher.data && !fetcher.data.quote ? fetcher.data.error || t("checkout.quoteFailed") : null;
  // The quote on screen belongs to an earlier choice while a new one is being priced.
  const current = request !== null && quotedKey === request.key && fetcher.state === "idle";
  return { quote, current, error };
}
