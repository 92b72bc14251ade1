/**
 * The "shop" messages (see ../define.ts for the conventions): the shop page (search, category filter, counts,
 * paging, empty states) and what every product listing shares (the product card, pack picker and the reasons a
 * pack cannot be added), so the home and product pages load this namespace too. The price line's words are common
 * (cart, orders and admin pages show prices too).
 */
import { defineMessages } from "../define";

export default defineMessages("shop", {
  "shop.metaTitle": { en: "Shop natural food: wood-pressed oils, millets, spices | Ghani", te: "సహజ ఆహారం కొనండి: గానుగ నూనెలు, చిరుధాన్యాలు, మసాలాలు | Ghani" },
  "shop.metaDescription": {
    en: "Buy bull-driven wood-pressed oils, millets, unpolished pulses, spices, palm-jaggery sweets and healthy snacks. Prices in rupees, delivered across India.",
    te: "ఎద్దు గానుగ నూనెలు, చిరుధాన్యాలు, పాలిష్ చేయని పప్పులు, మసాలాలు, తాటి బెల్లం స్వీట్లు, ఆరోగ్యకరమైన స్నాక్స్ కొనండి. ధరలు రూపాయల్లో, భారతదేశమంతటా డెలివరీ.",
  },
  "shop.heading": { en: "Shop", te: "షాప్" },
  "shop.categoryLabel": { en: "Products", te: "ప్రొడక్ట్ రకం" },
  "shop.allCategories": { en: "All Categories", te: "అన్ని రకాలు" },
  "shop.search": { en: "Search", te: "వెతకండి" },
  "shop.searchLabel": { en: "Search products", te: "ప్రొడక్ట్స్ వెతకండి" },
  "shop.searchPlaceholder": { en: "Search products...", te: "ప్రొడక్ట్స్ వెతకండి..." },
  "shop.suggestions": { en: "Suggestions", te: "సూచనలు" },
  "shop.cart": { en: "Cart", te: "కార్ట్" },
  "shop.cartItems": { en: "{count} items", te: "{count} వస్తువులు" },
  "shop.logIn": { en: "Log in", te: "లాగిన్ అవ్వండి" },
  "shop.logInToUseCart": { en: "{link} to use the cart and checkout.", te: "కార్ట్, చెక్అవుట్ వాడాలంటే {link}." },
  "shop.count": { en: "{count, plural, one {# product} other {# products}}", te: "{count, plural, one {# ప్రొడక్ట్} other {# ప్రొడక్ట్స్}}" },
  "shop.countMatching": {
    en: '{count, plural, one {# product} other {# products}} matching "{query}"',
    te: '"{query}" కి సరిపోయేవి {count, plural, one {# ప్రొడక్ట్} other {# ప్రొడక్ట్స్}}',
  },
  "shop.noMatch": { en: "No products match your search.", te: "మీరు వెతికిన దానికి సరిపోయే ప్రొడక్ట్స్ లేవు." },
  "shop.showMore": { en: "Show more products ({count} more)", te: "మరిన్ని ప్రొడక్ట్స్ చూపించండి (ఇంకా {count})" },
  "shop.refineToSeeMore": {
    en: "Showing the first {shown} of {count} products. Search or choose a category to find the rest.",
    te: "{count} ప్రొడక్ట్స్‌లో మొదటి {shown} చూపిస్తున్నాం. మిగతావి చూడాలంటే వెతకండి లేదా ఒక రకం ఎంచుకోండి.",
  },
  "shop.outOfStock": { en: "Out of stock", te: "స్టాక్ లేదు" },
  "shop.packOutOfStock": { en: "(out of stock)", te: "(స్టాక్ లేదు)" },
  "shop.allInCart": { en: "Only {count} left, all in your cart", te: "ఇంకా {count} మాత్రమే ఉన్నాయి, అవన్నీ మీ కార్ట్‌లోనే ఉన్నాయి" },
  "shop.maxPerOrder": { en: "At most {max} of a pack per order", te: "ఒక ఆర్డర్‌లో ఒక ప్యాక్ గరిష్ఠంగా {max} మాత్రమే" },
  "shop.viewBlob": { en: "View Blob", te: "వ్యాసం చదవండి" },
  "shop.adding": { en: "Adding...", te: "కార్ట్‌లో వేస్తున్నాం..." },
  "shop.addToCart": { en: "Add to Cart", te: "కార్ట్‌లో వేయండి" },
  "shop.packOne": { en: "Pack: {label}", te: "ప్యాక్: {label}" },
  "shop.packSize": { en: "Pack size", te: "ప్యాక్ సైజు" },
  // Issue 33: the veg / non-veg symbol's text alternative, on the cards and the product page (both load "shop").
  "shop.vegSymbol": { en: "Vegetarian", te: "శాకాహారం" },
  "shop.nonVegSymbol": { en: "Non-vegetarian", te: "మాంసాహారం" },
});
