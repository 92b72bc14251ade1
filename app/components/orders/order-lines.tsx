/** An order's lines (pack, quantity, unit price, amount; issue 33: the batches once shipped) as the customer's and the admin's order cards show them. */
import { useT } from "~/lib/i18n";
import { UnitPriceText } from "../catalogue/price";
import { LineBatches } from "./line-batches";
import type { OrderView } from "../../../worker/domains/orders/shared/views";

export function OrderLines({ order, className }: { order: OrderView; className: string }) {
  const { rupees } = useT();
  return (
    <ul className={className}>
      {order.products.map((line) => (
        <li key={line._id} className="flex items-center gap-3 py-1 text-sm">
          <img src={line.images[0] ?? "/favicon.svg"} alt="" width={40} height={40} loading="lazy" className="h-10 w-10 rounded object-cover" />
          <span className="flex-1">
            {line.productName} <span className="text-stone-700">· {line.variantLabel}</span> × {line.quantity}{" "}
            <UnitPriceText unitSalePrice={line.unitSalePrice} />
            <LineBatches batches={line.batches} />
          </span>
          <span>{rupees(line.productBill)}</span>
        </li>
      ))}
    </ul>
  );
}
