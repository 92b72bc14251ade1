/**
 * The checkout before an order exists (issue 17): the bill the server would charge for the chosen cart lines,
 * address and payment method, and what the checkout page opens with. The figures come from the same pricing as
 * placing the order (./pricing.ts), so what the page shows is what the order will cost. Answers are records in
 * paise; ./views.ts makes the contract's CheckoutQuote.
 */
import { codOffer } from "../delivery/shared/rules";
import type { SavedAddress } from "./shared/checkout";
import type { CheckoutQuoteInput } from "./shared/schemas";
import type { DeliveryAddress, PaymentMethod } from "../orders/shared/schemas";
import type { Principal } from "../accounts/shared/user";
import { badRequest, isDomainError } from "../../lib/errors";
import type { ServiceContext } from "../../http/context";
import { loadDeliveryRules } from "../delivery/zones";
import { loadPrepaidDiscountBasisPoints } from "../cod/prepaid-discount";
import { priceBill, type Bill } from "./pricing";
import { profileAddress, savedAddresses } from "./addresses";
import { readCart, type CartLineRecord, type CartRecord } from "./cart";

/**
 * The quote of a bill: where it is served, the payment method priced ("cod" only when asked for and allowed), the
 * bill, and whether cash on delivery is offered (its fee) or why not; or why the shop cannot deliver there.
 */
export type Quote =
  | { serviceable: true; paymentMethod: PaymentMethod; bill: Bill; cod: ReturnType<typeof codOffer>; prepaidDiscountPaise: number }
  | { serviceable: false; message: string };

/** The quote for cart lines already read: unserviceable addresses and a refused COD are answers, not errors. */
async function quoteLines(
  ctx: Pick<ServiceContext, "db">,
  lines: CartLineRecord[],
  address: Pick<DeliveryAddress, "pincode" | "state">,
  wanted: PaymentMethod,
): Promise<Quote> {
  const [rules, prepaidDiscount] = await Promise.all([loadDeliveryRules(ctx), loadPrepaidDiscountBasisPoints(ctx)]);
  let upi: Bill;
  try {
    upi = priceBill(rules, lines, address, "upi", prepaidDiscount);
  } catch (error) {
    // The only refusal of a UPI price: the shop does not deliver there.
    if (isDomainError(error) && error.status === 400) return { serviceable: false, message: error.message };
    throw error;
  }
  // Judged on the bill before the prepaid discount, as priceBill judges it (a COD order does not get the discount).
  const cod = codOffer(rules, address.pincode, upi.totalPaise + upi.prepaidDiscountPaise);
  const paymentMethod = wanted === "cod" && cod.allowed ? "cod" : "upi";
  const bill = paymentMethod === "cod" ? priceBill(rules, lines, address, "cod", prepaidDiscount) : upi;
  return { serviceable: true, paymentMethod, bill, cod, prepaidDiscountPaise: upi.prepaidDiscountPaise };
}

/** The bill for the chosen lines of the customer's own cart, to this pincode and state (else the profile's). */
export async function quoteCart(ctx: Pick<ServiceContext, "db">, actor: Principal, input: CheckoutQuoteInput): Promise<Quote> {
  const chosen = new Set(input.variantIds);
  const [cart, address] = await Promise.all([readCart(ctx, actor), input.deliveryAddress ?? profileAddress(ctx, actor)]);
  const lines = cart.lines.filter((line) => chosen.has(line.pack.id));
  if (lines.length === 0) throw badRequest("Please select at least one product");
  return quoteLines(ctx, lines, address, input.paymentMethod ?? "upi");
}

/** What the checkout opens with: the addresses to pick from and the quote for the whole cart to the first of them (the profile's) by UPI. */
export async function checkoutStart(ctx: Pick<ServiceContext, "db">, actor: Principal, cart: CartRecord): Promise<{ addresses: SavedAddress[]; quote: Quote | null }> {
  const addresses = await savedAddresses(ctx, actor);
  // An account with no address yet (made by phone sign-in) is priced once it types one.
  const quote = cart.lines.length && addresses[0] ? await quoteLines(ctx, cart.lines, addresses[0], "upi") : null;
  return { addresses, quote };
}
