/**
 * Pricing a bill: items at MRP and at sale price (the lines' sums), the zone's delivery fee for their weight (free
 * above its threshold), the cash-on-delivery fee when that is chosen, and the total the customer pays. The one place
 * a bill is priced and totalled: placing an order stores this bill, the checkout's quote shows it, so what the page
 * shows is what the order costs. Paise throughout; ./views.ts turns a bill into the contract's breakup.
 */
import { codOffer, quoteDelivery, type DeliveryRules } from "../delivery/shared/rules";
import type { DeliveryAddress, PaymentMethod } from "../orders/shared/schemas";
import { sumLines, type SummedPack } from "./shared/sums";
import { badRequest } from "../../lib/errors";

/** A bill as an order keeps it (its columns of the same names; the total is the order's bill_paise). */
export type Bill = { itemsMrpPaise: number; itemsPaise: number; deliveryFeePaise: number; codFeePaise: number; totalPaise: number };

/** A bill from its parts: the total is the items at sale price, the delivery fee and the COD fee. */
function billOf({ itemsMrpPaise, itemsPaise, deliveryFeePaise, codFeePaise }: Omit<Bill, "totalPaise">): Bill {
  return { itemsMrpPaise, itemsPaise, deliveryFeePaise, codFeePaise, totalPaise: itemsPaise + deliveryFeePaise + codFeePaise };
}

/**
 * The bill for these lines to this address, paid this way, priced by the shop's delivery rules; 400 naming the
 * reason when the shop does not deliver there or does not offer cash on delivery for it (the offer is judged on the
 * bill before its fee).
 */
export function priceBill(
  rules: DeliveryRules,
  lines: readonly { pack: SummedPack; quantity: number }[],
  address: Pick<DeliveryAddress, "pincode" | "state">,
  paymentMethod: PaymentMethod,
): Bill {
  const sums = sumLines(lines);
  const delivery = quoteDelivery(rules, { pincode: address.pincode, state: address.state, itemsPaise: sums.itemsPaise, weightGrams: sums.weightGrams });
  if (!delivery.serviceable) throw badRequest(`${delivery.reason} (${address.pincode})`);
  const byUpi = billOf({ itemsMrpPaise: sums.itemsMrpPaise, itemsPaise: sums.itemsPaise, deliveryFeePaise: delivery.feePaise, codFeePaise: 0 });
  if (paymentMethod === "upi") return byUpi;
  const offer = codOffer(rules, address.pincode, byUpi.totalPaise);
  if (!offer.allowed) throw badRequest(offer.reason);
  return billOf({ ...byUpi, codFeePaise: offer.feePaise });
}
