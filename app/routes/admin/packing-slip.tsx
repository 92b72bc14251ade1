/**
 * Admin "Packing slip" (/admin/orders/:orderId/packing-slip, issue 28): a printable page for the parcel: the slip
 * (from, to, what is inside, the cash the courier collects) and, on its own printed page, the order's tax invoice,
 * which goes with the goods (a COD order's is issued when it ships). The admin chrome is hidden when printing. Issue 33:
 * each line names the batches allocated to it (lot, best-before).
 */
import { data, Link } from "react-router";
import { InvoiceSheet } from "~/components/orders/invoice-sheet";
import { LineBatches } from "~/components/orders/line-batches";
import { cashToCollect, shortOrderRef } from "../../../worker/domains/orders/shared/status";
import { isDomainError, packingSlipOf } from "../../../worker/domains/orders/page.server";
import { formatRupees } from "../../../worker/shared/money";
import { requireAdminUser, serviceContextFrom } from "../../../worker/http/session.server";
import type { Route } from "./+types/packing-slip";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: loaderData?.found ? `Packing slip #${shortOrderRef(loaderData.order._id)} | Ghani Admin` : "Order not found | Ghani Admin" }];
}

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const admin = requireAdminUser(context, url);
  try {
    return { found: true as const, ...(await packingSlipOf(serviceContextFrom(context), admin, params.orderId)) };
  } catch (error) {
    if (isDomainError(error) && error.status === 404) return data({ found: false as const }, { status: 404 });
    throw error;
  }
}

function PrintButton() {
  return (
    <button type="button" onClick={() => window.print()} className="rounded-lg bg-leaf-700 px-4 py-2 font-semibold text-white hover:bg-leaf-800">
      Print
    </button>
  );
}

export default function PackingSlipPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) {
    return (
      <p className="rounded-lg bg-white p-4">
        That order was not found.{" "}
        <Link to="/admin/orders" className="font-semibold text-leaf-800 underline">
          Back to orders
        </Link>
      </p>
    );
  }
  const { order, invoice, shop, batches } = loaderData;
  const ref = shortOrderRef(order._id);
  const cod = order.paymentMethod === "cod" && order.paymentStatus === "cod";
  const { address } = order;
  return (
    <article aria-labelledby="slip-heading" className="mx-auto max-w-3xl bg-white p-4 text-stone-900 sm:p-6 print:max-w-none print:p-0">
      <div className="mb-4 flex flex-wrap items-center gap-3 print:hidden">
        <PrintButton />
        <Link to="/admin/orders" className="font-semibold text-leaf-800 underline">
          Back to orders
        </Link>
      </div>
      <h2 id="slip-heading" className="text-2xl font-bold">
        Packing slip · order #{ref}
      </h2>
      <p className="text-sm text-stone-700">Placed {new Date(order.createdAt).toLocaleDateString("en-IN", { timeZone: "Asia/Kolkata" })}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="rounded-lg p-3 ring-1 ring-stone-300">
          <h3 className="text-xs font-bold uppercase tracking-wide text-stone-600">Deliver to</h3>
          {/* Issue 31: the receiver named at checkout, else the customer. */}
          <p className="text-lg font-semibold">{address.name}</p>
          <p>
            {address.doorNo}, {address.street}
          </p>
          <p>
            {address.city}, {address.state} {address.pincode}
          </p>
          <p>Phone: {address.phoneNumber}</p>
        </div>
        <div className="rounded-lg p-3 ring-1 ring-stone-300">
          <h3 className="text-xs font-bold uppercase tracking-wide text-stone-600">From</h3>
          <p className="font-semibold">{shop.legalName}</p>
          <p>{shop.address}</p>
          <p>Phone: {shop.care.phone}</p>
          {shop.fssaiNumber && <p>FSSAI: {shop.fssaiNumber}</p>}
        </div>
      </div>
      <p className={`mt-4 rounded-lg p-3 text-lg font-bold ring-2 ${cod ? "bg-amber-50 ring-amber-500" : "bg-leaf-50 ring-leaf-600"}`}>
        {cod
          ? `Cash on delivery: collect ${formatRupees(cashToCollect(order))}${order.advance?.status === "verified" ? ` (advance of ${formatRupees(order.amountPaid)} paid by UPI)` : ""}`
          : "Prepaid: nothing to collect"}
      </p>
      {order.courier && (
        <p className="mt-2">
          Courier: {order.courier} · Tracking number: {order.trackingNumber}
        </p>
      )}
      <table className="mt-4 w-full border-collapse text-sm">
        <caption className="sr-only">What is in the parcel</caption>
        <thead className="bg-stone-100">
          <tr>
            <th scope="col" className="border border-stone-300 px-2 py-1 text-left">Item</th>
            <th scope="col" className="border border-stone-300 px-2 py-1 text-left">Pack</th>
            <th scope="col" className="border border-stone-300 px-2 py-1 text-right">Qty</th>
            <th scope="col" className="border border-stone-300 px-2 py-1 text-left">Batch</th>
            <th scope="col" className="border border-stone-300 px-2 py-1 text-center">Packed</th>
          </tr>
        </thead>
        <tbody>
          {order.products.map((line) => (
            <tr key={line._id}>
              <th scope="row" className="border border-stone-300 px-2 py-1 text-left font-normal">{line.productName}</th>
              <td className="border border-stone-300 px-2 py-1">{line.variantLabel}</td>
              <td className="border border-stone-300 px-2 py-1 text-right tabular-nums">{line.quantity}</td>
              <td className="border border-stone-300 px-2 py-1">
                <LineBatches batches={batches[line.variantId] ?? []} className="text-xs" />
              </td>
              <td className="border border-stone-300 px-2 py-1 text-center" aria-label="To tick when packed">
                ☐
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-8 break-before-page border-t-2 border-dashed border-stone-400 pt-6 print:border-0 print:pt-0">
        {invoice ? (
          <InvoiceSheet invoice={invoice} />
        ) : (
          <p className="rounded-lg bg-stone-100 p-3 text-sm">
            No invoice yet: a prepaid order&apos;s invoice is issued when its payment is verified, a cash-on-delivery order&apos;s when it ships. Print
            this page again after that to put the invoice in the parcel.
          </p>
        )}
      </div>
    </article>
  );
}
