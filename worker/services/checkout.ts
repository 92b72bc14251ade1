/**
 * The checkout before an order exists (issue 17): the addresses a customer can deliver to, and the bill the server
 * would charge for the chosen cart lines, address and payment method. The figures come from the same pricing as
 * placing the order (priceOrder), so what the page shows is what the order will cost.
 */
import { desc, eq } from "drizzle-orm";
import { codOffer } from "../../app/lib/delivery";
import { paiseToRupees } from "../../app/lib/money";
import type { CartLine, CartView } from "../../app/lib/cart";
import { PROFILE_ADDRESS_ID, type CheckoutQuote, type SavedAddress } from "../../app/lib/checkout";
import type { CheckoutQuoteInput } from "../../app/lib/schemas/checkout";
import type { PaymentMethod } from "../../app/lib/schemas/orders";
import type { Principal } from "../../app/lib/user";
import type { BreakupPaise } from "../../app/lib/delivery";
import { userAddresses } from "../../db/schema";
import { badRequest, isDomainError, unauthorized } from "../lib/errors";
import { getCart } from "./cart";
import type { ServiceContext, ViewContext } from "./context";
import { loadDeliveryRules } from "./delivery";
import { priceOrder } from "./orders";
import { findUserById } from "./users";

const addressKey = (a: Omit<SavedAddress, "_id">) => [a.doorNo, a.street, a.city, a.pincode, a.state].map((part) => part.trim().toLowerCase()).join("|");

/** The profile's address first, then the addresses saved with earlier orders, newest first (each address once). */
export async function savedAddresses(ctx: Pick<ServiceContext, "db">, actor: Principal): Promise<SavedAddress[]> {
  const [user, saved] = await Promise.all([
    findUserById(ctx, actor.id),
    ctx.db.select().from(userAddresses).where(eq(userAddresses.userId, actor.id)).orderBy(desc(userAddresses.createdAt), desc(userAddresses.id)),
  ]);
  if (!user) throw unauthorized();
  const profile: SavedAddress = { _id: PROFILE_ADDRESS_ID, doorNo: user.doorNo, street: user.street, city: user.city, pincode: user.pincode, state: user.state };
  const others = saved
    .filter((row) => row.addressKey !== addressKey(profile))
    .map(({ id, doorNo, street, city, pincode, state }) => ({ _id: id, doorNo, street, city, pincode, state }));
  return [profile, ...others];
}

const toRupees = (b: BreakupPaise) => ({
  itemsMrp: paiseToRupees(b.itemsMrp),
  discount: paiseToRupees(b.itemsMrp - b.items),
  items: paiseToRupees(b.items),
  delivery: paiseToRupees(b.delivery),
  codFee: paiseToRupees(b.codFee),
  total: paiseToRupees(b.items + b.delivery + b.codFee),
});

/** The quote for cart lines already read: unserviceable addresses and a refused COD are answers, not errors. */
async function quoteLines(
  ctx: Pick<ServiceContext, "db">,
  lines: CartLine[],
  address: { pincode: string; state: string },
  wanted: PaymentMethod,
): Promise<CheckoutQuote> {
  const rules = await loadDeliveryRules(ctx);
  const packs = lines.map((line) => ({ pack: line.variant, quantity: line.quantity }));
  let upi: BreakupPaise;
  try {
    upi = priceOrder(rules, packs, address, "upi");
  } catch (error) {
    // The only refusal of a UPI price: the shop does not deliver there.
    if (isDomainError(error) && error.status === 400) return { serviceable: false, message: error.message };
    throw error;
  }
  const offer = codOffer(rules, address.pincode, upi.items + upi.delivery);
  const cod = offer.allowed ? { allowed: true as const, fee: paiseToRupees(offer.feePaise) } : offer;
  const paymentMethod = wanted === "cod" && offer.allowed ? "cod" : "upi";
  const priced = paymentMethod === "cod" ? priceOrder(rules, packs, address, "cod") : upi;
  return { serviceable: true, paymentMethod, breakup: toRupees(priced), cod };
}

/** The bill for the chosen lines of the customer's own cart, to this pincode and state (else the profile's). */
export async function quoteCheckout(ctx: ViewContext, actor: Principal, input: CheckoutQuoteInput): Promise<CheckoutQuote> {
  const chosen = new Set(input.variantIds);
  const [cart, address] = await Promise.all([getCart(ctx, actor), input.deliveryAddress ?? profileAddress(ctx, actor)]);
  const lines = cart.products.filter((line) => chosen.has(line.variantId));
  if (lines.length === 0) throw badRequest("Please select at least one product");
  return quoteLines(ctx, lines, address, input.paymentMethod ?? "upi");
}

async function profileAddress(ctx: Pick<ServiceContext, "db">, actor: Principal) {
  const user = await findUserById(ctx, actor.id);
  if (!user) throw unauthorized();
  return { pincode: user.pincode, state: user.state };
}

/** What the checkout opens with: the addresses to pick from and the quote for the whole cart to the profile's address by UPI. */
export async function checkoutStart(ctx: ViewContext, actor: Principal, cart: CartView): Promise<{ addresses: SavedAddress[]; quote: CheckoutQuote | null }> {
  const addresses = await savedAddresses(ctx, actor);
  const quote = cart.products.length ? await quoteLines(ctx, cart.products, addresses[0], "upi") : null;
  return { addresses, quote };
}
