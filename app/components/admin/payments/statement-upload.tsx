/**
 * The statement upload: the export (CSV or Excel .xlsx) goes up as it is, and the Worker reads it, so the page ships
 * no parsing library. A bank without a preset is read with a saved column mapping, or the admin maps its columns
 * once from the file's own header row (which the Worker reads for the form).
 */
import { useState } from "react";
import { useFetcher } from "react-router";
import type { AdminActionResult } from "~/components/admin/use-admin-fetcher";
import { useFetcherAnswer } from "~/components/ui/use-fetcher-answer";
import type { MappingView } from "../../../../worker/domains/payments/page.server";
import type { Notices } from "./notices";

const NEW_MAPPING = "__new";
type Columns = { date: string; narration: string; reference: string; credit: string; debit: string; indicator: string };
const NO_COLUMNS: Columns = { date: "", narration: "", reference: "", credit: "", debit: "", indicator: "" };
const COLUMN_FIELDS: { key: keyof Columns; label: string; optional?: boolean }[] = [
  { key: "date", label: "Date" },
  { key: "narration", label: "Narration / description" },
  { key: "reference", label: "Reference / cheque number", optional: true },
  { key: "credit", label: "Credit (deposit) amount, or the one Amount column" },
  { key: "debit", label: "Debit (withdrawal) amount", optional: true },
  // Issue 29: a bank printing one Amount column says money in or out in a column of its own.
  { key: "indicator", label: "Dr/Cr column (money in or out), if the bank has one Amount column", optional: true },
];

type HeaderAnswer = { ok: true; header: string[] } | { error: string };

const inputClass = "mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2";

export function StatementUpload({ mappings, onResult }: { mappings: MappingView[]; onResult: (messages: Notices) => void }) {
  const fetcher = useFetcher<AdminActionResult>();
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState("");
  const [header, setHeader] = useState<string[]>([]);
  const [mappingName, setMappingName] = useState("");
  const [columns, setColumns] = useState<Columns>(NO_COLUMNS);
  const headerFetcher = useFetcher<HeaderAnswer>();
  const busy = fetcher.state !== "idle" || headerFetcher.state !== "idle";
  useFetcherAnswer(fetcher, (answer) => onResult("error" in answer ? { notice: null, error: answer.error } : { notice: answer.message ?? "Statement imported", error: null }));
  useFetcherAnswer(headerFetcher, (answer) => {
    if ("error" in answer) onResult({ notice: null, error: answer.error });
    else setHeader(answer.header);
  });

  function readHeader(chosen: File | null, choice: string) {
    setHeader([]);
    if (!chosen || choice !== NEW_MAPPING) return;
    const form = new FormData();
    form.set("intent", "header");
    form.set("file", chosen);
    void headerFetcher.submit(form, { method: "post", encType: "multipart/form-data" });
  }

  function upload(event: React.FormEvent) {
    event.preventDefault();
    if (!file) return onResult({ notice: null, error: "Choose a statement file to import" });
    const form = new FormData();
    form.set("file", file);
    if (mapping === NEW_MAPPING) {
      form.set("mapping", mappingName);
      form.set("columns", JSON.stringify(columns));
    } else if (mapping) {
      form.set("mapping", mapping);
    }
    onResult({ notice: null, error: null });
    void fetcher.submit(form, { method: "post", encType: "multipart/form-data" });
  }

  return (
    <form onSubmit={upload} className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <h3 className="text-lg font-semibold text-stone-900">Import a bank statement</h3>
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <label htmlFor="statement-file" className="block text-sm font-semibold text-stone-800">
            Statement file (CSV or Excel .xlsx)
          </label>
          <input
            id="statement-file"
            type="file"
            accept=".csv,.txt,.xlsx,text/csv"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              readHeader(chosen, mapping);
            }}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="statement-mapping" className="block text-sm font-semibold text-stone-800">
            Bank
          </label>
          <select
            id="statement-mapping"
            aria-describedby="statement-mapping-help"
            value={mapping}
            onChange={(event) => {
              setMapping(event.target.value);
              readHeader(file, event.target.value);
            }}
            className={inputClass}
          >
            <option value="">Detect from the file</option>
            {mappings.map((saved) => (
              <option key={saved._id} value={saved.name}>
                {saved.name} (saved mapping)
              </option>
            ))}
            <option value={NEW_MAPPING}>Another bank: map its columns…</option>
          </select>
          <p id="statement-mapping-help" className="mt-1 text-xs text-stone-700">
            HDFC, ICICI, SBI, Axis and Kotak exports are recognised from their header row. For another bank, map its columns once and
            save them under its name.
          </p>
        </div>
      </div>
      {mapping === NEW_MAPPING && (
        <fieldset className="grid gap-4 rounded-lg bg-stone-50 p-3 md:grid-cols-3">
          <legend className="px-1 text-sm font-semibold text-stone-900">Columns of this bank&apos;s statement</legend>
          {header.length === 0 && <p className="text-sm text-stone-700 md:col-span-3">Choose the file first: its header row lists the columns.</p>}
          <div>
            <label htmlFor="mapping-name" className="block text-sm font-semibold text-stone-800">
              Save as (bank name)
            </label>
            <input id="mapping-name" required value={mappingName} onChange={(event) => setMappingName(event.target.value)} className={inputClass} />
          </div>
          {COLUMN_FIELDS.map((field) => (
            <div key={field.key}>
              <label htmlFor={`mapping-${field.key}`} className="block text-sm font-semibold text-stone-800">
                {field.label}
              </label>
              <select
                id={`mapping-${field.key}`}
                required={!field.optional}
                value={columns[field.key]}
                onChange={(event) => setColumns((current) => ({ ...current, [field.key]: event.target.value }))}
                className={inputClass}
              >
                <option value="">{field.optional ? "None" : "Choose a column"}</option>
                {header.map((cell) => (
                  <option key={cell} value={cell}>
                    {cell}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </fieldset>
      )}
      <button type="submit" disabled={busy} className="rounded-lg bg-leaf-700 px-5 py-2 font-semibold text-white hover:bg-leaf-800 disabled:opacity-60">
        {busy ? "Importing…" : "Import statement"}
      </button>
    </form>
  );
}
