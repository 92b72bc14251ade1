/**
 * "Buy again" on an order's page (issue 31): posts to the page's action, which puts the order's packs in the cart
 * at today's prices and stock, then says line by line what went in and what changed (a new price, fewer left, out
 * of stock, no longer sold), with the way to checkout. The answer is announced to screen readers.
 */
import { useFetcher } from "react-router";
import { Link } from "~/components/ui/link";
import { ErrorAlert } from "~/components/ui/form-field";
import { useT, type Translate } from "~/lib/i18n";
import type { MessageId } from "../../../worker/shared/i18n/catalogs";
import type { BuyAgainLine, BuyAgainOutcome, BuyAgainResult } from "../../../worker/domains/orders/shared/buy-again";

const OUTCOME_TEXT: Readonly<Record<BuyAgainOutcome, MessageId>> = {
  added: "orders.again.added",
  "price-changed": "orders.again.priceChanged",
  "fewer-left": "orders.again.fewerLeft",
  "out-of-stock": "orders.again.outOfStock",
  gone: "orders.again.gone",
};

function lineText(line: BuyAgainLine, t: Translate, rupees: (amount: number) => string): string {
  return t(OUTCOME_TEXT[line.outcome], {
    name: line.productName,
    label: line.variantLabel,
    quantity: line.quantity,
    current: rupees(line.currentPrice ?? 0),
    previous: rupees(line.previousPrice),
  });
}

function BuyAgainAnswer({ result }: { result: BuyAgainResult }) {
  const { t, rupees } = useT();
  return (
    <div className="mt-4 space-y-2">
      <p className="font-semibold text-stone-900">{result.addedCount > 0 ? t("orders.buyAgainDone", { count: result.addedCount }) : t("orders.buyAgainNone")}</p>
      <ul className="space-y-1 text-sm">
        {result.lines.map((line) => (
          <li key={`${line.productName}-${line.variantLabel}`} data-outcome={line.outcome} className={line.outcome === "added" ? "text-stone-800" : "font-semibold text-amber-900"}>
            {lineText(line, t, rupees)}
          </li>
        ))}
      </ul>
      {result.addedCount > 0 && (
        <Link to="/checkout" className="inline-block rounded-lg bg-leaf-700 px-4 py-2 font-semibold text-white hover:bg-leaf-800">
          {t("orders.goToCheckout")}
        </Link>
      )}
    </div>
  );
}

export function BuyAgain() {
  const fetcher = useFetcher<{ buyAgain: BuyAgainResult } | { error: string }>();
  const { t } = useT();
  const busy = fetcher.state !== "idle";
  const answer = busy ? undefined : fetcher.data;
  return (
    <section aria-labelledby="buy-again-title" className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
      <h2 id="buy-again-title" className="sr-only">
        {t("orders.buyAgain")}
      </h2>
      <p className="text-sm text-stone-700">{t("orders.buyAgainHint")}</p>
      <button
        type="button"
        disabled={busy}
        onClick={() => void fetcher.submit({ intent: "buy-again" }, { method: "post", encType: "application/json" })}
        className="mt-3 w-full rounded-lg border-2 border-leaf-700 px-4 py-2 font-semibold text-leaf-800 hover:bg-leaf-50 disabled:opacity-70 sm:w-auto"
      >
        {busy ? t("orders.buyAgainBusy") : t("orders.buyAgain")}
      </button>
      <div role="status" aria-live="polite">
        {answer && "buyAgain" in answer && <BuyAgainAnswer result={answer.buyAgain} />}
      </div>
      <ErrorAlert message={answer && "error" in answer ? answer.error : null} />
    </section>
  );
}
