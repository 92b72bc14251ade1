/**
 * The GST page's HSN check (issue 28): the products whose HSN code is missing, not in the rate table or marked
 * uncertain, which invoices tax at the catch-all rate and flag. Settle them on the Products page before filing.
 */
import type { HsnCheckView } from "../../../../worker/domains/invoices/page.server";

const STATUS_TEXT = { missing: "missing", unknown: "not in the rate table", uncertain: "marked uncertain" } as const;

export function HsnCheck({ check }: { check: HsnCheckView }) {
  return (
    <section aria-labelledby="hsn-check-heading" className="mt-8">
      <h3 id="hsn-check-heading" className="text-lg font-semibold text-stone-900">
        HSN check
      </h3>
      {check.count === 0 ? (
        <p className="mt-2 text-sm text-stone-700">Every product's HSN code is in the rate table.</p>
      ) : (
        <>
          <p className="mt-2 text-sm font-semibold text-rose-900">
            {check.count} product{check.count === 1 ? "" : "s"} taxed at the catch-all rate on invoices until the HSN code is settled (Products page):
          </p>
          <ul className="mt-2 list-disc pl-6 text-sm text-stone-800">
            {check.products.map((product) => (
              <li key={product._id}>
                <a href={`/admin/products#product-${product._id}`} className="font-semibold text-leaf-800 underline">
                  {product.name}
                </a>
                : HSN {product.hsnCode ?? ""} {STATUS_TEXT[product.hsnStatus]}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
