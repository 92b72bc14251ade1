/**
 * Pricing a bill: items at MRP and at sale price (the lines' sums), the zone's delivery fee for their weight (free
 * above its threshold), the cash-on-delivery fee when that is chosen, the owner's discount for paying by UPI (issue
 * 32), and the total the customer pays. The one place
 * a bill is priced and totalled: placing an order stores this bill, the checkout's quote shows it, so what the page
 * shows is what the order costs. Paise throughout; ./views.ts turns a bill into the contract's breakup.
 */
import { codOffer, quoteDelivery, type DeliveryRules } from "../delivery/shared/rules";
import type { DeliveryAddress, PaymentMethod } from "../orders/shared/schemas";
import { sumLines, type SummedPack } from "./shared/sums";
import { badRequest } from "../../lib/errors";

/** A bill as an order keeps it (its columns of the same names; the total is the order's bill_paise). */
export type Bill = {
  itemsMrpPaise: number;
  itemsPaise: number;
  deliveryFeePaise: number;
  codFeePaise: number;
  /** Issue 32: taken off for paying by UPI (orders.prepaid_discount_paise); 0 for cash on delivery or no discount. */
  prepaidDiscountPaise: number;
  totalPaise: number;
};

/** A bill from its parts: the total is the items at sale price less the prepaid discount, the delivery fee and the COD fee. */
export function billOf({ itemsMrpPaise, itemsPaise, deliveryFeePaise, codFeePaise, prepaidDiscountPaise }: Omit<Bill, "totalPaise">): Bill {
  return { itemsMrpPaise, itemsPaise, deliveryFeePaise, codFeePaise, prepaidDiscountPaise, totalPaise: itemsPaise - prepaidDiscountPaise + deliveryFeePaise + codFeePaise };
}

/**
 * The discount for paying by UPI: the owner's basis points (hundredths of a percent, cod_rules) of the items at sale
 * price, rounded down to the paisa (the shop never gives more than the rate it announced). 0 basis points: none.
 */
export function prepaidDiscountOf(itemsPaise: number, basisPoints: number): number {
  if (!Number.isInteger(basisPoints) || basisPoints <= 0) return 0;
  return Math.floor((itemsPaise * Math.min(basisPoints, 10_000)) / 10_000);
}

/**
 * The bill for these lines to this address, paid this way, priced by the shop's delivery rules; 400 naming the
 * reason when the shop does not deliver there or does not offer cash on delivery for it (the offer is judged on the
 * bill before its fee and without the prepaid discount, which a COD order does not get). A UPI bill takes the
 * prepaid discount (`prepaidDiscountBasisPoints`, the owner's cod_rules; 0: none) off the items at sale price.
 */
export function priceBill(
  rules: DeliveryRules,
  lines: readonly { pack: SummedPack; quantity: number }[],
  address: Pick<DeliveryAddress, "pincode" | "state">,
  paymentMethod: PaymentMethod,
  prepaidDiscountBasisPoints = 0,
): Bill {
  const sums = sumLines(lines);
  const delivery = quoteDelivery(rules, { pincode: address.pincode, state: address.state, itemsPaise: sums.itemsPaise, weightGrams: sums.weightGrams });
  if (!delivery.serviceable) throw badRequest(`${delivery.reason} (${address.pincode})`);
  const undiscounted = billOf({ itemsMrpPaise: sums.itemsMrpPaise, itemsPaise: sums.itemsPaise, deliveryFeePaise: delivery.feePaise, codFeePaise: 0, prepaidDiscountPaise: 0 });
  if (paymentMethod === "upi") return billOf({ ...undiscounted, prepaidDiscountPaise: prepaidDiscountOf(sums.itemsPaise, prepaidDiscountBasisPoints) });
  const offer = codOffer(rules, address.pincode, undiscounted.totalPaise);
  if (!offer.allowed) throw badRequest(offer.reason);
  return billOf({ ...undiscounted, codFeePaise: offer.feePaise });
}
