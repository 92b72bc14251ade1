/**
 * Messages every storefront page uses: the header, the footer, the language switch, the error page and shared
 * words (loaded by the root route for every page).
 */
import { defineMessages } from "../define";
import { commonUiMessages } from "./common-ui";

export default defineMessages("common", {
  ...commonUiMessages,
  "common.skipToContent": { en: "Skip to content", te: "విషయానికి వెళ్ళండి" },
  "common.errorTitle": { en: "Something went wrong", te: "ఏదో తప్పు జరిగింది" },
  "common.errorSorry": { en: "Sorry!", te: "క్షమించండి!" },
  "common.errorOurSide": { en: "Something went wrong on our side. Please try again.", te: "మా వైపు ఏదో సమస్య వచ్చింది. దయచేసి మళ్ళీ ప్రయత్నించండి." },
  "common.backHome": { en: "Back to Home", te: "హోమ్ పేజీకి వెళ్ళండి" },
  "common.navHome": { en: "Home", te: "హోమ్" },
  "common.navShop": { en: "Shop", te: "షాప్" },
  "common.navGallery": { en: "Gallery", te: "గ్యాలరీ" },
  "common.navCheckout": { en: "Checkout", te: "చెక్అవుట్" },
  "common.navProtocols": { en: "Protocols", te: "ఆరోగ్య పద్ధతులు" },
  "common.navBlobs": { en: "Articles", te: "వ్యాసాలు" },
  "common.navAi": { en: "Ask us", te: "మమ్మల్ని అడగండి" },
  "common.navProfile": { en: "Profile", te: "ప్రొఫైల్" },
  "common.navOrders": { en: "My orders", te: "నా ఆర్డర్లు" },
  "common.navLogin": { en: "Login", te: "లాగిన్" },
  "common.logoLabel": { en: "Ghani home", te: "ఘాని హోమ్ పేజీ" },
  "common.mainMenu": { en: "Main", te: "ముఖ్య మెనూ" },
  "common.mobileMenu": { en: "Mobile", te: "మెనూ" },
  "common.openMenu": { en: "Open menu", te: "మెనూ తెరవండి" },
  // The header's cart (issue 31): its name says the count, for screen readers too.
  "common.cart": { en: "Cart", te: "కార్ట్" },
  "common.cartWithCount": {
    en: "{count, plural, =0 {Cart, empty} one {Cart, # item} other {Cart, # items}}",
    te: "{count, plural, =0 {కార్ట్, ఖాళీగా ఉంది} one {కార్ట్, # వస్తువు} other {కార్ట్, # వస్తువులు}}",
  },
  "common.closeMenu": { en: "Close menu", te: "మెనూ మూసివేయండి" },
  "common.loading": { en: "Loading…", te: "లోడ్ అవుతోంది…" },
  "common.logout": { en: "Logout", te: "లాగౌట్" },
  "common.loggingOut": { en: "Logging out...", te: "లాగౌట్ అవుతోంది..." },
  "common.logoutFailed": { en: "Failed to logout. Please try again.", te: "లాగౌట్ కాలేదు. దయచేసి మళ్ళీ ప్రయత్నించండి." },
  "common.footerAbout": { en: "About {name}", te: "{name} గురించి" },
  "common.footerBlurb": {
    en: "Bull-driven wood-pressed oils, millets, pulses, spices and traditional sweets and snacks, made the slow way by farmers and families we know.",
    te: "ఎద్దు గానుగ నూనెలు, చిరుధాన్యాలు, పప్పులు, మసాలాలు, సంప్రదాయ స్వీట్లు, స్నాక్స్: మాకు తెలిసిన రైతులు, కుటుంబాలు నెమ్మదిగా, పాత పద్ధతిలో చేసినవి.",
  },
  "common.footerLinks": { en: "Quick Links", te: "ముఖ్యమైన లింకులు" },
  "common.footerAboutUs": { en: "About Us", te: "మా గురించి" },
  "common.footerProducts": { en: "Products", te: "ప్రొడక్ట్స్" },
  "common.footerQueries": { en: "Common Queries", te: "తరచుగా అడిగే ప్రశ్నలు" },
  "common.footerSupport": { en: "Complaints and support", te: "ఫిర్యాదులు, సహాయం" },
  "common.footerPolicies": { en: "Policies", te: "పాలసీలు" },
  "common.footerContact": { en: "Contact", te: "సంప్రదించండి" },
  "common.footerRights": { en: "© {year} {name}. All rights reserved.", te: "© {year} {name}. అన్ని హక్కులు మావే." },
});
