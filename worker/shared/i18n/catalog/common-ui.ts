/**
 * Part of the "common" namespace (merged in ./common.ts): the texts of the building blocks many pages share, so
 * every page has them through the root loader: the not-found page, dialogs, picture carousels, the footer's contact
 * block and policy links, the price line (shop, cart, orders, admin), the delivery pincode check (product page, cart,
 * checkout) and the state picker (sign-up, profile, checkout). Page-specific texts live in their own namespaces.
 */
import type { MessageTexts } from "../define";

export const commonUiMessages = {
  "common.notFoundTitle": { en: "Page Not Found | Ghani", te: "పేజీ దొరకలేదు | Ghani" },
  "common.notFoundDescription": { en: "The page you are looking for does not exist.", te: "మీరు వెతుకుతున్న పేజీ లేదు." },
  "common.notFoundHeading": { en: "Page Not Found", te: "పేజీ దొరకలేదు" },
  "common.notFoundText": { en: "Oops! The page you're looking for doesn't seem to exist.", te: "అయ్యో! మీరు వెతుకుతున్న పేజీ ఇక్కడ లేనట్టుంది." },
  "common.close": { en: "Close", te: "మూసివేయండి" },
  "common.previousPicture": { en: "Previous picture", te: "ముందు ఫోటో" },
  "common.nextPicture": { en: "Next picture", te: "తర్వాతి ఫోటో" },
  "common.pictureOf": { en: "{alt} (picture {number} of {count})", te: "{alt} ({count} ఫోటోల్లో {number}వది)" },
  "common.showPictureOf": { en: "Show picture {number} of {count}", te: "{count} ఫోటోల్లో {number}వది చూపించండి" },
  "common.opensInNewTab": { en: "(opens in a new tab)", te: "(కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)" },
  "common.policyReturns": { en: "Returns & refunds", te: "రిటర్న్స్, రీఫండ్స్" },
  "common.policyShipping": { en: "Shipping", te: "డెలివరీ" },
  "common.policyPrivacy": { en: "Privacy notice", te: "ప్రైవసీ నోటీసు" },
  "common.policyTerms": { en: "Terms", te: "నిబంధనలు" },
  "common.contactAndGrievances": { en: "Contact and grievances", te: "సంప్రదింపులు, ఫిర్యాదులు" },
  "common.careEmail": { en: "Consumer care e-mail:", te: "కస్టమర్ కేర్ ఇ-మెయిల్:" },
  "common.carePhone": { en: "Consumer care phone:", te: "కస్టమర్ కేర్ ఫోన్:" },
  "common.fssaiNumber": { en: "FSSAI Lic. No. {number}", te: "FSSAI లైసెన్స్ నం. {number}" },
  "common.gstinNumber": { en: "GSTIN {number}", te: "GSTIN నం. {number}" },
  "common.pincodeLabel": { en: "Check delivery to your pincode", te: "మీ పిన్‌కోడ్‌కు డెలివరీ ఉందో చూడండి" },
  "common.pincodePlaceholder": { en: "6-digit pincode", te: "6 అంకెల పిన్‌కోడ్" },
  "common.pincodeCheck": { en: "Check", te: "చూడండి" },
  "common.pincodeFailed": { en: "Could not check this pincode", te: "ఈ పిన్‌కోడ్‌ను చూడలేకపోయాం" },
  "common.pincodeRetry": { en: "Could not check this pincode. Please try again.", te: "ఈ పిన్‌కోడ్‌ను చూడలేకపోయాం. దయచేసి మళ్ళీ ప్రయత్నించండి." },
  "common.mrp": { en: "MRP", te: "MRP ధర" },
  "common.mrpStated": { en: "MRP {price} (incl. of all taxes)", te: "MRP {price} (అన్ని పన్నులతో కలిపి)" },
  "common.unitPrice": { en: "Unit sale price on MRP", te: "MRP పై యూనిట్ ధర" },
  "common.save": { en: "Save {percent}%", te: "{percent}% ఆదా" },
  "common.stateLabel": { en: "State", te: "రాష్ట్రం" },
  "common.stateChoose": { en: "Choose a state or union territory", te: "రాష్ట్రం లేదా కేంద్రపాలిత ప్రాంతం ఎంచుకోండి" },
} satisfies Record<`common.${string}`, MessageTexts>;
