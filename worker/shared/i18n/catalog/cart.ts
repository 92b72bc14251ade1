/**
 * The "cart" messages: the cart drawer and the toasts of adding to and changing the cart. A namespace of its own
 * because the shop and product pages open the drawer too, and should not carry the whole checkout to do so.
 * (See ../define.ts for the conventions.)
 */
import { defineMessages } from "../define";

export default defineMessages("cart", {
  "cart.dialogLabel": { en: "Your cart", te: "మీ కార్ట్" },
  "cart.title": { en: "Your Cart", te: "మీ కార్ట్" },
  "cart.close": { en: "Close cart", te: "కార్ట్ మూసివేయండి" },
  "cart.empty": { en: "Your cart is empty.", te: "మీ కార్ట్ ఖాళీగా ఉంది." },
  "cart.checkout": { en: "Checkout", te: "చెక్అవుట్" },
  "cart.totalLabel": { en: "Cart total", te: "కార్ట్ మొత్తం" },
  "cart.itemsAtMrp": { en: "Items at MRP", te: "MRP ప్రకారం ధర" },
  "cart.discount": { en: "Discount", te: "డిస్కౌంట్" },
  "cart.delivery": { en: "Delivery", te: "డెలివరీ" },
  "cart.deliveryAtCheckout": { en: "Calculated at checkout", te: "చెక్అవుట్‌లో లెక్కిస్తాం" },
  "cart.subtotal": { en: "Subtotal", te: "సబ్‌టోటల్" },
  "cart.outOfStock": { en: "Out of stock: remove it to order the rest", te: "స్టాక్ లేదు: మిగతావి ఆర్డర్ చేయడానికి దీన్ని తీసేయండి" },
  "cart.onlyLeft": { en: "Only {stock} left: lower the quantity to order it", te: "{stock} మాత్రమే ఉన్నాయి: ఆర్డర్ చేయడానికి సంఖ్య తగ్గించండి" },
  "cart.allWeHave": { en: "That is all we have of this pack", te: "ఈ ప్యాక్ మా దగ్గర ఇన్నే ఉన్నాయి" },
  "cart.remove": { en: "Remove {name}", te: "{name} తీసేయండి" },
  "cart.oneLess": { en: "One less {name}", te: "{name} ఒకటి తగ్గించండి" },
  "cart.lowerTo": { en: "Lower {name} to {quantity}", te: "{name} ను {quantity} కి తగ్గించండి" },
  "cart.quantityOf": { en: "Quantity of {name}", te: "{name} ఎన్ని" },
  "cart.oneMore": { en: "One more {name}", te: "{name} ఇంకొకటి" },
  "cart.added": { en: "{name} added to cart!", te: "{name} కార్ట్‌లో చేరింది!" },
  "cart.addFailed": { en: "Failed to add item to cart", te: "కార్ట్‌లో చేర్చలేకపోయాం" },
  "cart.updateFailed": { en: "Failed to update cart", te: "కార్ట్ మార్చలేకపోయాం" },
});
