/** The matcher's findings of one status, each with what an admin can do about it. */
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { formatRupees } from "../../../../worker/shared/money";
import { shortOrderRef, transitionNamed } from "../../../../worker/domains/orders/shared/status";
import { MATCH_STATUS_INFO, matchNeedsConfirmation, type BankCreditView, type MatchOrderView, type MatchStatus, type PaymentMatchView } from "../../../../worker/domains/payments/shared/matching";

type Actions = ReturnType<typeof useAdminFetcher>;

/**
 * Whether a statement line can settle this order now: a reported payment to verify, or an unreported one to record,
 * or (issue 32) a COD order's advance, reported or not.
 */
function settleable(order: MatchOrderView): boolean {
  return transitionNamed("verify").allowedFrom(order) || transitionNamed("receive").allowedFrom(order) || transitionNamed("verify-advance").allowedFrom(order);
}

const dayText = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString("en-IN", { timeZone: "UTC", day: "numeric", month: "short", year: "numeric" });

function CreditFacts({ credit }: { credit: BankCreditView }) {
  return (
    <div className="text-sm">
      <p className="font-semibold text-stone-900">
        {formatRupees(credit.amount)} received {dayText(credit.date)}
        {credit.payerName ? ` from ${credit.payerName}` : ""}
      </p>
      {credit.upiReference && (
        <p>
          UPI reference <span className="font-mono">{credit.upiReference}</span>
        </p>
      )}
      <p className="text-xs wrap-anywhere text-stone-600">{credit.narration}</p>
    </div>
  );
}

function OrderFacts({ order }: { order: MatchOrderView }) {
  return (
    <div className="text-sm">
      <p className="font-semibold text-stone-900">
        Order #{shortOrderRef(order._id)} · {order.name}
      </p>
      <p>
        Bill {formatRupees(order.bill)}
        {order.advance
          ? ` · cash on delivery, advance ${formatRupees(order.advance.amount)} ${order.advance.status}`
          : order.paymentStatus !== "pending" && ` · reported ${formatRupees(order.amountPaid)}`}
        {order.transactionId && (
          <>
            {" "}
            · reference <span className="font-mono">{order.transactionId}</span>
          </>
        )}
      </p>
      <p className="text-xs text-stone-600">
        Placed {new Date(order.createdAt).toLocaleString("en-IN", { timeZone: "Asia/Kolkata" })} · payment {order.paymentStatus} · {order.orderStatus}
      </p>
      {order.refundDue > 0 && (
        <p data-refund-due className="mt-1 inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-bold text-amber-950">
          Refund due {formatRupees(order.refundDue)}: the customer paid more than the bill
        </p>
      )}
    </div>
  );
}

const buttonClass = "rounded-lg px-4 py-2 text-sm font-semibold text-white disabled:opacity-60";

function SettleButton({ order, credit, actions, label }: { order: MatchOrderView; credit: BankCreditView; actions: Actions; label: string }) {
  return (
    <button
      type="button"
      disabled={actions.busy}
      onClick={() => actions.submit({ intent: "settle", orderId: order._id, creditId: credit._id })}
      className={`${buttonClass} bg-leaf-700 hover:bg-leaf-800`}
    >
      {label}
      <span className="sr-only"> for order {shortOrderRef(order._id)}</span>
    </button>
  );
}

/**
 * A credit of another amount than the bill is accepted only from this confirm step. The step takes the focus when it
 * opens (the button that opened it is gone) and gives it back to that button when cancelled, as on the orders page.
 */
function ConfirmDifference({ match, order, credit, actions }: { match: PaymentMatchView; order: MatchOrderView; credit: BankCreditView; actions: Actions }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) dialog.current?.focus();
    else if (wasOpen.current) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const difference = Math.abs(match.difference ?? 0);
  const word = match.status === "short" ? "less" : "more";
  const ref = shortOrderRef(order._id);
  if (!open) {
    return (
      <button ref={opener} type="button" aria-expanded={false} disabled={actions.busy} onClick={() => setOpen(true)} className={`${buttonClass} bg-amber-800 hover:bg-amber-900`}>
        Verify {match.status === "short" ? "short" : "over"} payment…<span className="sr-only"> for order {ref}</span>
      </button>
    );
  }
  return (
    <div
      ref={dialog}
      role="alertdialog"
      aria-label={`Accept a payment ${word} than the bill`}
      aria-describedby={`difference-${order._id}-${credit._id}`}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === "Escape") setOpen(false);
      }}
      className="w-full rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-2 ring-amber-400 focus:outline-none focus-visible:ring-4"
    >
      <p id={`difference-${order._id}-${credit._id}`} className="font-semibold">
        The bank received {formatRupees(credit.amount)}, {formatRupees(difference)} {word} than {order.advance ? `the advance of ${formatRupees(order.advance.amount)}` : `the bill of ${formatRupees(order.bill)}`}. Verify it anyway?
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={actions.busy}
          onClick={() => actions.submit({ intent: "settle", orderId: order._id, creditId: credit._id, confirm: true })}
          className={`${buttonClass} bg-leaf-700 hover:bg-leaf-800`}
        >
          Accept {formatRupees(credit.amount)}
          <span className="sr-only"> for order {ref}</span>
        </button>
        <button type="button" onClick={() => setOpen(false)} className="rounded-lg bg-white px-4 py-2 text-sm font-semibold text-stone-800 ring-1 ring-stone-300">
          Cancel
        </button>
      </div>
    </div>
  );
}

/** What an admin can do about one match, or null when nothing is left to do (e.g. the order is verified already). */
function matchActions(match: PaymentMatchView, actions: Actions): ReactNode {
  const { order, credit } = match;
  if (match.status === "not_in_statement" && order && transitionNamed("fake").allowedFrom(order)) {
    return (
      <button type="button" disabled={actions.busy} onClick={() => actions.submit({ intent: "fake", id: order._id })} className={`${buttonClass} bg-red-700 hover:bg-red-800`}>
        Mark fake<span className="sr-only"> order {shortOrderRef(order._id)}</span>
      </button>
    );
  }
  if (match.status === "suggested" && credit) {
    return (
      <ul className="w-full space-y-3">
        {match.candidates.map((candidate) => (
          <li key={candidate._id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-stone-50 p-3">
            <OrderFacts order={candidate} />
            {settleable(candidate) && <SettleButton order={candidate} credit={credit} actions={actions} label="This is its payment" />}
          </li>
        ))}
      </ul>
    );
  }
  if (!order || !credit || !settleable(order) || match.status === "reversed" || match.status === "duplicate") return null;
  if (matchNeedsConfirmation(match.status)) return <ConfirmDifference match={match} order={order} credit={credit} actions={actions} />;
  return <SettleButton order={order} credit={credit} actions={actions} label="Verify" />;
}

/** What a reversed or doubled credit means for its order, in the shop owner's words. */
function Warning({ match }: { match: PaymentMatchView }) {
  const paid = match.order !== null && match.order.paymentStatus === "verified";
  if (match.status === "reversed") {
    return (
      <p role="note" className="mt-2 rounded-lg bg-red-50 p-2 text-sm font-semibold text-red-900 ring-1 ring-red-300">
        The bank took this payment back, so the money is not in the account.
        {match.order && (paid ? " This order was already marked paid on it: ask the customer to pay again before sending the parcel." : " Do not mark this order paid on it.")}
      </p>
    );
  }
  if (match.status === "duplicate") {
    return (
      <p role="note" className="mt-2 rounded-lg bg-amber-50 p-2 text-sm font-semibold text-amber-950 ring-1 ring-amber-300">
        Another credit already carries this UPI reference. Check with the bank: if the customer paid twice, the second payment is owed back; if it pays
        another order, settle that order with it.
      </p>
    );
  }
  return null;
}

/** Only an entry with something to do gets the row, so a settled entry ends at its facts. */
function ActionRow({ view }: { view: ReactNode }) {
  if (view === null) return null;
  return <div className="mt-3 flex flex-wrap gap-2">{view}</div>;
}

export function MatchList({ status, matches, actions }: { status: MatchStatus; matches: PaymentMatchView[]; actions: Actions }) {
  if (matches.length === 0) return <p className="text-stone-700">Nothing is {MATCH_STATUS_INFO[status].label.toLowerCase()} right now.</p>;
  return (
    <ul className="space-y-3" aria-label={`${MATCH_STATUS_INFO[status].label} payments`}>
      {matches.map((match) => (
        <li key={`${match.credit?._id ?? ""}-${match.order?._id ?? ""}`} data-match={match.status} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
          <div className="grid gap-3 md:grid-cols-2">
            {match.credit ? <CreditFacts credit={match.credit} /> : <p className="text-sm text-stone-700">No credit with this reference in the imported statements.</p>}
            {match.order && match.status !== "suggested" && <OrderFacts order={match.order} />}
          </div>
          <Warning match={match} />
          {match.difference !== null && match.difference !== 0 && match.status !== "duplicate" && (
            <p className={`mt-2 text-sm font-semibold ${match.difference < 0 ? "text-red-800" : "text-amber-900"}`}>
              {formatRupees(Math.abs(match.difference))} {match.difference < 0 ? "short of" : "over"} the bill
            </p>
          )}
          {match.status === "suggested" && (
            <p className="mt-2 text-sm font-medium text-stone-800">
              {match.candidates.length === 1 ? "One order fits this credit:" : `${match.candidates.length} orders fit this credit; choose the one it pays:`}
            </p>
          )}
          <ActionRow view={matchActions(match, actions)} />
        </li>
      ))}
    </ul>
  );
}
