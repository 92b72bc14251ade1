/**
 * An issued GST document drawn as HTML, for the parcel's packing slip (the PDF in worker/domains/invoices/pdf.ts is
 * the downloadable copy; both read the same stored document). Each line reads unit price × quantity − discount =
 * taxable value + tax = total, as the invoice JSON gives it; amounts in rupees with two decimals.
 */
import type { InvoiceJson } from "../../../worker/domains/invoices/views";
import { formatTableAmount as money } from "../../../worker/shared/money";

const TITLES = { "tax-invoice": "Tax invoice", "bill-of-supply": "Bill of supply" } as const;

function Party({ heading, party }: { heading: string; party: InvoiceJson["supplier"] | InvoiceJson["recipient"] }) {
  return (
    <div>
      <h3 className="text-xs font-bold uppercase tracking-wide text-stone-600">{heading}</h3>
      <p className="font-semibold">{party.name}</p>
      {party.address.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>
        State: {party.state}
        {party.stateCode && ` (code ${party.stateCode})`}
      </p>
      {party.gstin && <p>GSTIN: {party.gstin}</p>}
      {"fssaiNumber" in party && party.fssaiNumber && <p>FSSAI: {party.fssaiNumber}</p>}
    </div>
  );
}

function Lines({ invoice }: { invoice: InvoiceJson }) {
  const split = invoice.intraState;
  const cell = "border border-stone-300 px-1.5 py-1 text-right tabular-nums";
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full border-collapse text-xs">
        <caption className="sr-only">Invoice lines</caption>
        <thead className="bg-stone-100">
          <tr>
            <th scope="col" className="border border-stone-300 px-1.5 py-1 text-left">Description</th>
            <th scope="col" className="border border-stone-300 px-1.5 py-1">HSN/SAC</th>
            <th scope="col" className={cell}>Qty</th>
            <th scope="col" className={cell}>Unit price ₹</th>
            <th scope="col" className={cell}>Discount ₹</th>
            <th scope="col" className={cell}>Taxable ₹</th>
            <th scope="col" className={cell}>Rate %</th>
            {split ? (
              <>
                <th scope="col" className={cell}>CGST ₹</th>
                <th scope="col" className={cell}>SGST ₹</th>
              </>
            ) : (
              <th scope="col" className={cell}>IGST ₹</th>
            )}
            <th scope="col" className={cell}>Total ₹</th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={`${index}-${line.description}`}>
              <th scope="row" className="border border-stone-300 px-1.5 py-1 text-left font-normal">{line.description}</th>
              <td className="border border-stone-300 px-1.5 py-1 text-center">{line.hsn}</td>
              <td className={cell}>
                {line.quantity} {line.unit}
              </td>
              <td className={cell}>{money(line.unitPrice)}</td>
              <td className={cell}>{money(line.discount)}</td>
              <td className={cell}>{money(line.taxableValue)}</td>
              <td className={cell}>{line.rate}</td>
              {split ? (
                <>
                  <td className={cell}>{money(line.cgst)}</td>
                  <td className={cell}>{money(line.sgst)}</td>
                </>
              ) : (
                <td className={cell}>{money(line.igst)}</td>
              )}
              <td className={cell}>{money(line.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="font-semibold">
          <tr>
            <th scope="row" colSpan={5} className="border border-stone-300 px-1.5 py-1 text-right">Total</th>
            <td className={cell}>{money(invoice.totals.taxableValue)}</td>
            <td className={cell} />
            {split ? (
              <>
                <td className={cell}>{money(invoice.totals.cgst)}</td>
                <td className={cell}>{money(invoice.totals.sgst)}</td>
              </>
            ) : (
              <td className={cell}>{money(invoice.totals.igst)}</td>
            )}
            <td className={cell}>{money(invoice.totals.total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export function InvoiceSheet({ invoice }: { invoice: InvoiceJson }) {
  return (
    <section aria-labelledby="invoice-heading" className="text-sm text-stone-900">
      <h2 id="invoice-heading" className="text-xl font-bold">
        {TITLES[invoice.documentClass]} {invoice.number}
      </h2>
      <p>
        Date: {invoice.date} · Place of supply: {invoice.placeOfSupply.state}
        {invoice.placeOfSupply.stateCode && ` (${invoice.placeOfSupply.stateCode})`}
        {invoice.documentClass === "tax-invoice" && " · Tax payable on reverse charge: No"}
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <Party heading="Supplier" party={invoice.supplier} />
        <Party heading="Recipient" party={invoice.recipient} />
      </div>
      <Lines invoice={invoice} />
      {invoice.prepaidDiscount > 0 && <p className="mt-2">UPI payment discount (in the lines' discounts): − ₹{money(invoice.prepaidDiscount)}</p>}
      <p className="mt-2 font-semibold">{invoice.totalInWords}</p>
      <p className="mt-4 text-xs text-stone-700">
        This is a computer-generated invoice.
        {invoice.documentClass === "bill-of-supply" && " Bill of supply: the supplier is not registered for GST; no tax is charged."}
      </p>
    </section>
  );
}
