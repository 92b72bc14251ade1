/**
 * The one place the checkout's records become what clients read: the cart (API.md 1.4) with every line's product and
 * pack in rupees, a bill as the contract's breakup (the quote's and every order's), and the checkout's quote.
 */
import { paiseToRupees } from "../../shared/money";
import type { ImageOrigins } from "../../shared/image-urls";
import type { CartView } from "./shared/cart";
import type { BillBreakup, CheckoutQuote } from "./shared/checkout";
import type { CartRecord } from "./cart";
import type { Bill } from "./pricing";
import type { Quote } from "./quote";
import { localizeMessage } from "../../lib/localize";
import type { Lang } from "../../shared/i18n/languages";
import { toProductView, toPackView } from "../catalogue/views";

/** The cart in the request's language: its products named as the shop's pages name them (issue 30). */
export function toCartView(cart: CartRecord, context: ImageOrigins & { lang?: Lang }): CartView {
  return {
    _id: cart.id,
    userId: cart.userId,
    products: cart.lines.map(({ product, pack, quantity }) => {
      const packView = toPackView(pack);
      // The line's product carries the line's pack prices, so a client that prices lines from the product (as the
      // original shop does) shows what the order will charge.
      const productId = { ...toProductView(product, context, undefined, context.lang ?? "en"), mrp: packView.mrp, salePrice: packView.salePrice };
      return { _id: `${cart.id}:${pack.id}`, productId, quantity, variantId: pack.id, variantLabel: pack.label, variant: packView };
    }),
  };
}

/**
 * A bill as the contract shows it: items at MRP, the discount, items at sale price, delivery, COD fee, the prepaid
 * discount (issue 32, additive), total.
 */
export function toBreakupView(bill: Bill): BillBreakup {
  return {
    itemsMrp: paiseToRupees(bill.itemsMrpPaise),
    discount: paiseToRupees(bill.itemsMrpPaise - bill.itemsPaise),
    items: paiseToRupees(bill.itemsPaise),
    delivery: paiseToRupees(bill.deliveryFeePaise),
    codFee: paiseToRupees(bill.codFeePaise),
    prepaidDiscount: paiseToRupees(bill.prepaidDiscountPaise),
    total: paiseToRupees(bill.totalPaise),
  };
}

/** The quote as the checkout shows it; why the shop cannot deliver, or cannot take cash, in the shopper's language. */
export function toCheckoutQuote(quote: Quote, lang: Lang = "en"): CheckoutQuote {
  if (!quote.serviceable) return { serviceable: false, message: localizeMessage(quote.message, lang) };
  const cod = quote.cod.allowed
    ? { allowed: true as const, fee: paiseToRupees(quote.cod.feePaise), ...(quote.cod.advancePaise > 0 ? { advance: paiseToRupees(quote.cod.advancePaise) } : {}) }
    : { allowed: false as const, reason: localizeMessage(quote.cod.reason, lang) };
  return { serviceable: true, paymentMethod: quote.paymentMethod, breakup: toBreakupView(quote.bill), cod, prepaidDiscount: paiseToRupees(quote.prepaidDiscountPaise) };
}
