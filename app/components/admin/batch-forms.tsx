/**
 * Issue 33 on the admin products page: a counted pack's batches (lots) under its stock. The table shows each lot with
 * its dates, the units on hand and the last day it may reach a customer under the shelf-life rule (a batch past that
 * day is marked "Not sellable": the shop shows it sold out rather than sell it); a Receive-a-batch form records a new
 * lot, and each batch with units has its own Write-off form. The server (worker/domains/stock) holds every rule: the
 * forms send what was typed and show its message, keeping the input when it refuses.
 */
import { useState, type FormEvent } from "react";
import { ErrorAlert } from "~/components/ui/form-field";
import { TableRegion } from "~/components/admin/table-region";
import { useAdminFetcher } from "./use-admin-fetcher";
import type { BatchView } from "../../../worker/http/batch-pages.server";
import { formatDay, numberOrTyped } from "./batch-format";

const inputClass = "mt-1 block w-full rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm";
const labelClass = "block text-xs font-semibold text-stone-800";
const buttonClass = "mt-2 rounded-md bg-leaf-700 px-3 py-1.5 text-sm font-semibold text-white disabled:opacity-60";

/** A small form's submission: its error stays beside it (and what was typed stays in it) until it succeeds. */
function useBatchFetcher(onDone: () => void) {
  const [error, setError] = useState<string | null>(null);
  const fetcher = useAdminFetcher({
    onDone: () => {
      setError(null);
      onDone();
    },
    onError: (message) => setError(message || "Could not change the stock"),
  });
  return { ...fetcher, error };
}

/** A pack's batches, soonest best-before first (the order the server answers, first-expiry-first-out). */
export function PackBatches({ name, variantId, batches }: { name: string; variantId: string; batches: BatchView[] }) {
  const [writingOff, setWritingOff] = useState<string | null>(null);
  return (
    <div className="mt-2">
      <h4 className="text-sm font-semibold text-stone-900">
        Batches<span className="sr-only"> of {name}</span>
      </h4>
      {batches.length === 0 ? (
        <p className="text-stone-700">No batches yet.</p>
      ) : (
        <TableRegion label={`Batches of ${name} table`} className="mt-1 rounded-lg ring-1 ring-stone-200">
          <table className="w-full text-left text-sm">
            {/* The table's name for screen readers; the heading above shows it (a caption would scroll with the table). */}
            <caption className="sr-only">Batches of {name}</caption>
            <thead>
              <tr className="text-stone-700">
                <th scope="col" className="px-2 py-1">Lot</th>
                <th scope="col" className="px-2 py-1">Packed</th>
                <th scope="col" className="px-2 py-1">Best before</th>
                <th scope="col" className="px-2 py-1">On hand</th>
                <th scope="col" className="px-2 py-1">Last day to deliver</th>
                <th scope="col" className="px-2 py-1">For sale</th>
                <th scope="col" className="px-2 py-1"><span className="sr-only">Write off</span></th>
              </tr>
            </thead>
            <tbody>
              {batches.map((batch) => (
                <BatchRows key={batch._id} name={name} batch={batch} open={writingOff === batch._id} onToggle={() => setWritingOff(writingOff === batch._id ? null : batch._id)} />
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
      <ReceiveBatchForm variantId={variantId} name={name} />
    </div>
  );
}

function BatchRows({ name, batch, open, onToggle }: { name: string; batch: BatchView; open: boolean; onToggle: () => void }) {
  const formId = `write-off-${batch._id}`;
  const lot = `lot ${batch.lotNumber} of ${name}`;
  return (
    <>
      <tr className="border-t border-stone-200 align-top">
        <th scope="row" className="px-2 py-1 font-semibold whitespace-nowrap">
          {batch.lotNumber}
          {batch.opening && <span className="block text-xs font-normal text-stone-600">opening stock</span>}
        </th>
        <td className="px-2 py-1 whitespace-nowrap">{formatDay(batch.packedOn)}</td>
        <td className="px-2 py-1 whitespace-nowrap">{formatDay(batch.bestBefore)}</td>
        <td className="px-2 py-1">{batch.onHand}</td>
        <td className="px-2 py-1 whitespace-nowrap">{batch.lastDeliveryDay ? formatDay(batch.lastDeliveryDay) : "any day"}</td>
        <td className="px-2 py-1 whitespace-nowrap">
          {batch.onHand === 0 ? (
            <span className="text-stone-600">none left</span>
          ) : batch.sellable ? (
            "Sellable"
          ) : (
            <span className="rounded bg-red-100 px-1.5 py-0.5 font-semibold text-red-800">Not sellable</span>
          )}
        </td>
        <td className="px-2 py-1">
          {batch.onHand > 0 && (
            <button type="button" aria-expanded={open} aria-controls={formId} onClick={onToggle} className="rounded-md px-2 py-1 text-sm font-semibold whitespace-nowrap text-leaf-800 ring-1 ring-leaf-700">
              Write off<span className="sr-only"> {lot}</span>
            </button>
          )}
        </td>
      </tr>
      {open && (
        <tr>
          <td colSpan={7} className="px-2 pb-3">
            <WriteOffForm id={formId} batch={batch} lot={lot} onDone={onToggle} />
          </td>
        </tr>
      )}
    </>
  );
}

const REASONS = [
  { value: "expired", label: "Expired" },
  { value: "damaged", label: "Damaged" },
  { value: "other", label: "Other (say why in the note)" },
] as const;

function WriteOffForm({ id, batch, lot, onDone }: { id: string; batch: BatchView; lot: string; onDone: () => void }) {
  const [quantity, setQuantity] = useState("");
  const [reason, setReason] = useState<(typeof REASONS)[number]["value"]>("expired");
  const [note, setNote] = useState("");
  const { submit, busy, error } = useBatchFetcher(onDone);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit({ intent: "write-off", id: batch._id, quantity: numberOrTyped(quantity), reason, note });
  };
  return (
    <form id={id} onSubmit={onSubmit} aria-label={`Write off ${lot}`} className="grid gap-2 rounded-lg bg-stone-50 p-3 sm:grid-cols-3">
      <div>
        <label htmlFor={`${id}-quantity`} className={labelClass}>
          Units to write off<span className="sr-only"> from {lot}</span>
        </label>
        <input id={`${id}-quantity`} required inputMode="numeric" pattern="[0-9]*" value={quantity} onChange={(e) => setQuantity(e.target.value)} aria-describedby={`${id}-left`} className={inputClass} />
        <p id={`${id}-left`} className="mt-1 text-xs text-stone-600">{batch.onHand} on hand</p>
      </div>
      <div>
        <label htmlFor={`${id}-reason`} className={labelClass}>
          Reason<span className="sr-only"> for writing off {lot}</span>
        </label>
        <select id={`${id}-reason`} value={reason} onChange={(e) => setReason(e.target.value as typeof reason)} className={inputClass}>
          {REASONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-note`} className={labelClass}>
          Note{reason === "other" ? "" : " (optional)"}<span className="sr-only"> for writing off {lot}</span>
        </label>
        <input id={`${id}-note`} required={reason === "other"} maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} className={inputClass} />
      </div>
      <div className="sm:col-span-3">
        <ErrorAlert message={error} />
        <button type="submit" disabled={busy} className={buttonClass}>
          Write off<span className="sr-only"> {lot}</span>
        </button>
      </div>
    </form>
  );
}

type DateKind = "bestBefore" | "shelfLifeDays";

function ReceiveBatchForm({ variantId, name }: { variantId: string; name: string }) {
  const empty = { lotNumber: "", packedOn: "", bestBefore: "", shelfLifeDays: "", quantity: "", supplier: "" };
  const [fields, setFields] = useState(empty);
  const [dateKind, setDateKind] = useState<DateKind>("bestBefore");
  const { submit, busy, error } = useBatchFetcher(() => setFields(empty));
  const id = `batch-${variantId}`;
  const set = (key: keyof typeof empty) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [key]: event.target.value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { bestBefore, shelfLifeDays, quantity, supplier, ...rest } = fields;
    // Exactly one of the two goes: the one the admin chose (the server refuses both or neither, naming them).
    const date = dateKind === "bestBefore" ? { bestBefore } : { shelfLifeDays: numberOrTyped(shelfLifeDays) };
    submit({ intent: "receive-batch", variantId, ...rest, ...date, quantity: numberOrTyped(quantity), ...(supplier.trim() ? { supplier } : {}) });
  };
  return (
    <form onSubmit={onSubmit} aria-label={`Receive a batch of ${name}`} className="mt-3 rounded-lg p-3 ring-1 ring-stone-200">
      <h4 className="text-sm font-semibold text-stone-900">Receive a batch<span className="sr-only"> of {name}</span></h4>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-lot`} className={labelClass}>
            Lot number<span className="sr-only"> of the new batch of {name}</span>
          </label>
          <input id={`${id}-lot`} required maxLength={40} value={fields.lotNumber} onChange={set("lotNumber")} className={inputClass} />
        </div>
        <div>
          <label htmlFor={`${id}-packed`} className={labelClass}>
            Packed on<span className="sr-only"> (new batch of {name})</span>
          </label>
          <input id={`${id}-packed`} type="date" required value={fields.packedOn} onChange={set("packedOn")} className={inputClass} />
        </div>
        <fieldset className="sm:col-span-2">
          <legend className={labelClass}>Best before given as<span className="sr-only"> (new batch of {name})</span></legend>
          <div className="mt-1 flex flex-wrap gap-4 text-sm text-stone-800">
            <label className="flex items-center gap-2">
              <input type="radio" name={`${id}-date-kind`} checked={dateKind === "bestBefore"} onChange={() => setDateKind("bestBefore")} />a date
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name={`${id}-date-kind`} checked={dateKind === "shelfLifeDays"} onChange={() => setDateKind("shelfLifeDays")} />
              shelf life in days
            </label>
          </div>
          {dateKind === "bestBefore" ? (
            <div className="mt-2">
              <label htmlFor={`${id}-best-before`} className={labelClass}>
                Best before<span className="sr-only"> (new batch of {name})</span>
              </label>
              <input id={`${id}-best-before`} type="date" required value={fields.bestBefore} onChange={set("bestBefore")} className={inputClass} />
            </div>
          ) : (
            <div className="mt-2">
              <label htmlFor={`${id}-shelf-life`} className={labelClass}>
                Shelf life (days)<span className="sr-only"> of the new batch of {name}</span>
              </label>
              <input id={`${id}-shelf-life`} required inputMode="numeric" pattern="[0-9]*" value={fields.shelfLifeDays} onChange={set("shelfLifeDays")} aria-describedby={`${id}-shelf-life-hint`} className={inputClass} />
              <p id={`${id}-shelf-life-hint`} className="mt-1 text-xs text-stone-600">Counted from the packing date</p>
            </div>
          )}
        </fieldset>
        <div>
          <label htmlFor={`${id}-quantity`} className={labelClass}>
            Units in the batch<span className="sr-only"> of {name}</span>
          </label>
          <input id={`${id}-quantity`} required inputMode="numeric" pattern="[0-9]*" value={fields.quantity} onChange={set("quantity")} className={inputClass} />
        </div>
        <div>
          <label htmlFor={`${id}-supplier`} className={labelClass}>
            Supplier (optional)<span className="sr-only"> of the new batch of {name}</span>
          </label>
          <input id={`${id}-supplier`} maxLength={100} value={fields.supplier} onChange={set("supplier")} className={inputClass} />
        </div>
      </div>
      <div className="mt-1">
        <ErrorAlert message={error} />
      </div>
      <button type="submit" disabled={busy} className={buttonClass}>
        Receive batch<span className="sr-only"> of {name}</span>
      </button>
    </form>
  );
}
