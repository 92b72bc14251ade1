import { formatRupees } from "../../../worker/shared/money";
import { UnitPriceText } from "../catalogue/price";
import type { OrderView } from "../../../worker/domains/orders/shared/views";

/** An order's lines as the customer's order card and the admin's order list both show them. */
export function OrderLines({ order, className }: { order: OrderView; className: string }) {
  return (
    <ul className={className}>
      {order.products.map((line) => (
        <li key={line._id} className="flex items-center gap-3 py-1 text-sm">
          <img src={line.images[0] ?? "/favicon.svg"} alt="" width={40} height={40} loading="lazy" className="h-10 w-10 rounded object-cover" />
          <span className="flex-1">
            {line.productName} <span className="text-stone-700">· {line.variantLabel}</span> × {line.quantity}{" "}
            <UnitPriceText unitSalePrice={line.unitSalePrice} />
          </span>
          <span>{formatRupees(line.productBill)}</span>
        </li>
      ))}
    </ul>
  );
}
