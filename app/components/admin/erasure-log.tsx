/** The admin's erasure log (issue 20): when accounts were deleted and what was kept, naming no one. */
import type { ErasureView } from "../../../worker/domains/accounts/page.server";
import { TableRegion } from "~/components/admin/table-region";

export function ErasureLog({ erasures }: { erasures: ErasureView[] }) {
  return (
    <section aria-labelledby="erasures-heading" className="mt-8">
      <h3 id="erasures-heading" className="text-lg font-semibold text-stone-900">
        Deleted accounts
      </h3>
      <p className="mt-1 text-sm text-stone-700">Customers who deleted their accounts. Invoiced orders are kept for the tax law without e-mail or phone.</p>
      {erasures.length === 0 ? (
        <p className="mt-2 text-sm text-stone-700">No account has been deleted.</p>
      ) : (
        <TableRegion label="Erasure log" className="mt-2 rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
          <table className="min-w-full text-sm">
            <thead className="bg-stone-50">
              <tr>
                <th scope="col" className="px-3 py-2 text-left">Deleted</th>
                <th scope="col" className="px-3 py-2 text-right">Invoiced orders kept</th>
                <th scope="col" className="px-3 py-2 text-right">Orders anonymised</th>
                <th scope="col" className="px-3 py-2 text-right">Records removed</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {erasures.map((erasure) => (
                <tr key={erasure._id}>
                  <td className="px-3 py-2">{new Date(erasure.erasedAt).toLocaleString("en-IN", { timeZone: "Asia/Kolkata" })}</td>
                  <td className="px-3 py-2 text-right">{erasure.ordersKept}</td>
                  <td className="px-3 py-2 text-right">{erasure.ordersAnonymised}</td>
                  <td className="px-3 py-2 text-right">{erasure.rowsRemoved}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </section>
  );
}
