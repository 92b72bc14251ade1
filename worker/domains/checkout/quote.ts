/**
 * The checkout before an order exists (issue 17): the bill the server would charge for the chosen cart lines,
 * address and payment method, and what the checkout page opens with. The figures come from the same pricing as
 * placing the order (./pricing.ts), so what the page shows is what the order will cost. Issue 32: where the delivery
 * rules offer cash on delivery, the owner's COD rules decide it as the placement will (../cod/assess.ts: one more
 * statement). Answers are records in paise; ./views.ts makes the contract's CheckoutQuote.
 */
import { codOffer } from "../delivery/shared/rules";
import type { SavedAddress } from "./shared/checkout";
import type { CheckoutQuoteInput } from "./shared/schemas";
import type { DeliveryAddress, PaymentMethod } from "../orders/shared/schemas";
import type { Principal } from "../accounts/shared/user";
import { badRequest, isDomainError, unauthorized } from "../../lib/errors";
import type { ServiceContext } from "../../http/context";
import { loadDeliveryRules } from "../delivery/zones";
import { loadPrepaidDiscountBasisPoints } from "../cod/prepaid-discount";
import { priceBill, type Bill } from "./pricing";
import { deliveryAddressOf, savedAddresses } from "./addresses";
import { findUserById } from "../accounts/users";
import { assessCod } from "../cod/assess";
import { COD_REFUSED_MESSAGE, isRefused } from "../cod/shared/decision";
import { readCart, type CartLineRecord, type CartRecord } from "./cart";

/** Whether cash on delivery can be chosen (its fee, and the advance the owner's rules ask first, 0: none), or why not. */
export type CodQuote = { allowed: true; feePaise: number; advancePaise: number } | { allowed: false; reason: string };

/**
 * The quote of a bill: where it is served, the payment method priced ("cod" only when asked for and allowed), the
 * bill, and whether cash on delivery is offered (its fee) or why not; or why the shop cannot deliver there.
 */
export type Quote =
  | { serviceable: true; paymentMethod: PaymentMethod; bill: Bill; cod: CodQuote; prepaidDiscountPaise: number }
  | { serviceable: false; message: string };

/** Who orders and where to, as far as the quote knows (the door and street may be unknown: a quote by pincode). */
type Orderer = { userId: string; phone: string | null; address: Pick<DeliveryAddress, "pincode" | "state"> & { doorNo?: string; street?: string } };

type QuoteCtx = Pick<ServiceContext, "db" | "env" | "ip" | "device">;

/** The quote for cart lines already read: unserviceable addresses and a refused COD are answers, not errors. */
async function quoteLines(ctx: QuoteCtx, lines: CartLineRecord[], orderer: Orderer, wanted: PaymentMethod): Promise<Quote> {
  const { address } = orderer;
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
  const offer = codOffer(rules, address.pincode, upi.totalPaise + upi.prepaidDiscountPaise);
  let cod: CodQuote = offer.allowed ? { ...offer, advancePaise: 0 } : offer;
  let codBill: Bill | null = null;
  if (offer.allowed) {
    codBill = priceBill(rules, lines, address, "cod");
    // Issue 32: the owner's rules, as the placement will apply them (the shopper never learns the score or a block).
    const place = { doorNo: address.doorNo ?? "", street: address.street ?? "", pincode: address.pincode };
    const { decision } = await assessCod(ctx, { userId: orderer.userId, phone: orderer.phone, address: place }, codBill);
    cod = isRefused(decision.codRule) ? { allowed: false, reason: COD_REFUSED_MESSAGE } : { allowed: true, feePaise: offer.feePaise, advancePaise: decision.advancePaise };
  }
  const paymentMethod = wanted === "cod" && cod.allowed ? "cod" : "upi";
  const bill = paymentMethod === "cod" && codBill ? codBill : upi;
  return { serviceable: true, paymentMethod, bill, cod, prepaidDiscountPaise: upi.prepaidDiscountPaise };
}

/** The bill for the chosen lines of the customer's own cart, to this pincode and state (else the profile's). */
export async function quoteCart(ctx: QuoteCtx, actor: Principal, input: CheckoutQuoteInput): Promise<Quote> {
  const chosen = new Set(input.variantIds);
  const [cart, user] = await Promise.all([readCart(ctx, actor), findUserById(ctx, actor.id)]);
  if (!user) throw unauthorized();
  const address = input.deliveryAddress ?? deliveryAddressOf(user);
  const lines = cart.lines.filter((line) => chosen.has(line.pack.id));
  if (lines.length === 0) throw badRequest("Please select at least one product");
  const phone = input.deliveryAddress?.phoneNumber || user.phoneNumber || null;
  return quoteLines(ctx, lines, { userId: user.id, phone, address }, input.paymentMethod ?? "upi");
}

/** What the checkout opens with: the addresses to pick from and the quote for the whole cart to the first of them (the profile's) by UPI. */
export async function checkoutStart(ctx: QuoteCtx, actor: Principal, cart: CartRecord): Promise<{ addresses: SavedAddress[]; quote: Quote | null }> {
  const addresses = await savedAddresses(ctx, actor);
  // An account with no address yet (made by phone sign-in) is priced once it types one.
  const first = addresses[0];
  const quote = cart.lines.length && first ? await quoteLines(ctx, cart.lines, { userId: actor.id, phone: first.phoneNumber || null, address: first }, "upi") : null;
  return { addresses, quote };
}
