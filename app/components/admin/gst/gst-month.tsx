/** The admin GST page's month: its documents, and their totals by rate and by state (issue 19). */
import { formatRupees } from "../../../../worker/shared/money";
import type { GstDocumentRow, GstFigures, GstMonthSummary } from "../../../../worker/domains/invoices/page.server";
import { TableRegion } from "~/components/admin/table-region";

const cell = "px-3 py-2 text-right tabular-nums whitespace-nowrap";
const head = "px-3 py-2 text-left font-semibold text-stone-800";

/** A credit note reduces the month: its figures show with a minus sign. */
const signed = (row: GstDocumentRow, value: number) => formatRupees(row.kind === "credit-note" && value !== 0 ? -value : value);

function FigureCells({ figures }: { figures: GstFigures }) {
  return (
    <>
      <td className={cell}>{formatRupees(figures.taxableValue)}</td>
      <td className={cell}>{formatRupees(figures.cgst)}</td>
      <td className={cell}>{formatRupees(figures.sgst)}</td>
      <td className={cell}>{formatRupees(figures.igst)}</td>
      <td className={cell}>{formatRupees(figures.total)}</td>
    </>
  );
}

const FIGURE_HEADERS = ["Taxable value", "CGST", "SGST", "IGST", "Total"];

export function GstTotals({ summary }: { summary: GstMonthSummary }) {
  const cards = [
    { label: `Invoices (${summary.invoices.count})`, value: summary.invoices.total },
    // A reduction, shown with its minus sign (none on ₹0).
    { label: `Credit notes (${summary.creditNotes.count})`, value: summary.creditNotes.total === 0 ? 0 : -summary.creditNotes.total },
    { label: "Net taxable value", value: summary.net.taxableValue },
    { label: "Net tax", value: Math.round((summary.net.cgst + summary.net.sgst + summary.net.igst) * 100) / 100 },
  ];
  return (
    <dl className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
      {cards.map((card) => (
        <div key={card.label} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
          <dt className="text-sm text-stone-700">{card.label}</dt>
          <dd className="text-xl font-bold text-stone-900">{formatRupees(card.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function GstDocumentsTable({ documents }: { documents: GstDocumentRow[] }) {
  if (documents.length === 0) {
    return <p className="mt-4 rounded-xl bg-white p-6 text-stone-700 ring-1 ring-stone-200">No invoices or credit notes were issued in this month.</p>;
  }
  return (
    <TableRegion label="Invoices and credit notes of the month table" className="mt-4 rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
      <table className="min-w-full text-sm">
        <caption className="sr-only">Invoices and credit notes of the month</caption>
        <thead className="bg-stone-50">
          <tr>
            {["Number", "Date", "Order", "Recipient", "Place of supply"].map((label) => (
              <th key={label} scope="col" className={head}>
                {label}
              </th>
            ))}
            {FIGURE_HEADERS.map((label) => (
              <th key={label} scope="col" className={`${head} text-right`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {documents.map((row) => (
            <tr key={row.id} className={row.kind === "credit-note" ? "bg-red-50" : undefined}>
              <td className="px-3 py-2 whitespace-nowrap">
                <a href={`/api/order/${row.orderId}/${row.kind}`} className="font-semibold text-leaf-800 underline">
                  {row.number}
                </a>
                {row.kind === "credit-note" && <span className="block text-xs text-stone-700">Credit note against {row.refersTo}</span>}
                {row.documentClass === "bill-of-supply" && <span className="block text-xs text-stone-700">Bill of supply</span>}
                {row.hsnFlaggedLines > 0 && (
                  <span className="block text-xs font-semibold text-rose-800">
                    {row.hsnFlaggedLines} line{row.hsnFlaggedLines === 1 ? "" : "s"} at the catch-all rate: HSN missing, unknown or uncertain
                  </span>
                )}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{row.date}</td>
              <td className="px-3 py-2 font-mono text-xs">{row.orderId.slice(-6)}</td>
              <td className="px-3 py-2">
                {row.recipient}
                {row.buyerGstin && <span className="block font-mono text-xs text-stone-700">{row.buyerGstin}</span>}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                {row.placeOfSupply} ({row.stateCode})
              </td>
              <td className={cell}>{signed(row, row.taxableValue)}</td>
              <td className={cell}>{signed(row, row.cgst)}</td>
              <td className={cell}>{signed(row, row.sgst)}</td>
              <td className={cell}>{signed(row, row.igst)}</td>
              <td className={cell}>{signed(row, row.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

/** Net totals (invoices less credit notes) grouped one way: by rate or by place of supply. */
export function GstGroupTable<Row extends GstFigures>({ title, rows, label, keyOf }: { title: string; rows: Row[]; label: string; keyOf: (row: Row) => string }) {
  return (
    <section className="mt-6" aria-label={title}>
      <h3 className="text-lg font-semibold text-stone-900">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-stone-700">Nothing this month.</p>
      ) : (
        <TableRegion label={`${title} table`} className="mt-2 rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
          <table className="min-w-full text-sm">
            <thead className="bg-stone-50">
              <tr>
                <th scope="col" className={head}>
                  {label}
                </th>
                {FIGURE_HEADERS.map((header) => (
                  <th key={header} scope="col" className={`${head} text-right`}>
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {rows.map((row) => (
                <tr key={keyOf(row)}>
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    {keyOf(row)}
                  </th>
                  <FigureCells figures={row} />
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </section>
  );
}
