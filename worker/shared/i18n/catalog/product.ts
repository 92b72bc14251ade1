/**
 * The "product" messages (see ../define.ts for the conventions): a product's own page (stock, MRP line, share
 * buttons, related products) and its "Product details" declarations (Legal Metrology and FSSAI rows, pack table).
 * The add-to-cart button, pack picker and prices come from the "shop" namespace.
 */
import { defineMessages } from "../define";

export default defineMessages("product", {
  "product.metaTitle": { en: "{name} | Ghani", te: "{name} ధర, వివరాలు | Ghani" },
  "product.breadcrumb": { en: "Breadcrumb", te: "మీరు ఉన్న చోటు" },
  "product.inStock": { en: "In stock", te: "స్టాక్ ఉంది" },
  // After adding (issue 31): how many of this pack the cart holds, and the way to it.
  "product.inYourCart": { en: "In your cart: {count}", te: "మీ కార్ట్‌లో: {count}" },
  "product.viewCart": { en: "View cart", te: "కార్ట్ చూడండి" },
  "product.onlyLeft": { en: "Only {count} left", te: "ఇంకా {count} మాత్రమే ఉన్నాయి" },
  "product.mrpInclTaxes": { en: "MRP {price} (incl. of all taxes)", te: "MRP {price} (అన్ని పన్నులతో కలిపి)" },
  "product.read": { en: "Read: {title}", te: "చదవండి: {title}" },
  "product.more": { en: "More {category}", te: "మరిన్ని {category}" },
  "product.shareGroup": { en: "Share this product", te: "ఈ ప్రొడక్ట్‌ను షేర్ చేయండి" },
  "product.share": { en: "Share", te: "షేర్ చేయండి" },
  "product.shareWhatsApp": { en: "Share on WhatsApp", te: "WhatsAppలో షేర్ చేయండి" },
  "product.copyLink": { en: "Copy link", te: "లింక్ కాపీ చేయండి" },
  "product.linkCopied": { en: "Link copied", te: "లింక్ కాపీ అయింది" },
  "product.copyFailed": { en: "Could not copy. The link is {url}", te: "కాపీ కాలేదు. లింక్ ఇది: {url}" },
  "product.details": { en: "Product details", te: "ప్రొడక్ట్ వివరాలు" },
  "product.genericName": { en: "Generic name", te: "సాధారణ పేరు" },
  "product.ingredients": { en: "Ingredients", te: "పదార్థాలు" },
  "product.dietMark": { en: "Veg / non-veg", te: "శాకాహారం / మాంసాహారం" },
  "product.veg": { en: "Vegetarian", te: "శాకాహారం" },
  "product.nonVeg": { en: "Non-vegetarian", te: "మాంసాహారం" },
  "product.allergens": { en: "Allergens", te: "అలర్జీ కలిగించేవి" },
  "product.bestBefore": { en: "Best before", te: "వాడదగిన కాలం" },
  "product.storage": { en: "Storage", te: "నిల్వ చేసే విధానం" },
  "product.countryOfOrigin": { en: "Country of origin", te: "తయారైన దేశం" },
  "product.india": { en: "India", te: "భారతదేశం" },
  "product.manufacturer": { en: "Manufactured / packed by", te: "తయారీ / ప్యాకింగ్ చేసినవారు" },
  "product.consumerCare": { en: "Consumer care", te: "కస్టమర్ కేర్" },
  "product.fssai": { en: "FSSAI Lic. No.", te: "FSSAI లైసెన్స్ నం." },
  "product.packSizesOf": { en: "Pack sizes of {name}", te: "{name} ప్యాక్ సైజులు" },
  "product.netQuantity": { en: "Net quantity", te: "నికర పరిమాణం" },
  "product.mrpColumn": { en: "MRP (incl. of all taxes)", te: "MRP (అన్ని పన్నులతో కలిపి)" },
  "product.ourPrice": { en: "Our price", te: "మా ధర" },
  "product.unitSalePrice": { en: "Unit sale price", te: "యూనిట్ ధర" },
  "product.printedLabel": { en: "The printed label", te: "ప్యాక్ మీద ముద్రించిన లేబుల్" },
  // Issue 33: label pictures, a cosmetic's licence number
  "product.labelFront": { en: "Front of the label", te: "లేబుల్ ముందు వైపు" },
  "product.labelBack": { en: "Back of the label", te: "లేబుల్ వెనుక వైపు" },
  "product.labelFrontOf": { en: "Front label of {name}", te: "{name} లేబుల్ ముందు వైపు" },
  "product.labelBackOf": { en: "Back label of {name}", te: "{name} లేబుల్ వెనుక వైపు" },
  "product.licenceNumber": { en: "Mfg. Lic. No.", te: "తయారీ లైసెన్స్ నం." },
});
