/**
 * "server" messages, part 8 (merged in ./server.ts): issue 33's kinds of product and allergens kept true
 * (worker/domains/catalogue/kind-rules.ts, shared/kind-schema.ts, shared/allergens.ts). English exactly as the code
 * writes it (see ./server-common.ts); the allergens' and the sources' names are messages of their own, so a refusal
 * reads in Telugu whole.
 */
import type { MessageTexts } from "../define";

export default {
  "server.kinds.kind": {
    en: "Kind (kind) must be one of food, cosmetic, utensil, other",
    te: "రకం (kind) food (ఆహారం), cosmetic (సౌందర్య ఉత్పత్తి), utensil (పాత్ర), other (ఇతరం) లో ఒకటి అయి ఉండాలి",
  },
  "server.kinds.dietMarkFoodOnly": {
    en: "Veg mark (dietMark) is for food only: leave it empty for a product that is not food",
    te: "వెజ్ గుర్తు (dietMark) ఆహారానికి మాత్రమే: ఆహారం కాని ప్రొడక్ట్‌కు దాన్ని ఖాళీగా వదలండి",
  },
  "server.kinds.licenceCosmeticOnly": {
    en: "Manufacturing licence number (licenceNumber) is for cosmetics only: leave it empty for other kinds",
    te: "తయారీ లైసెన్స్ నంబర్ (licenceNumber) సౌందర్య ఉత్పత్తులకు మాత్రమే: మిగతా రకాలకు దాన్ని ఖాళీగా వదలండి",
  },
  "server.kinds.undeclaredAllergen": {
    en: "Allergen note (allergens) must declare {allergen}: \"{word}\" in {source} is or contains {allergen2}",
    te: "అలర్జీ సూచన (allergens) లో {allergen} ఉందని రాయండి: {source} లో ఉన్న \"{word}\" అంటే {allergen2} లేదా దానితో చేసినది",
  },
  "server.kinds.sourceIngredients": { en: "the ingredients", te: "పదార్థాలు" },
  "server.kinds.sourceTeluguIngredients": { en: "the Telugu ingredients", te: "తెలుగు పదార్థాలు" },
  "server.kinds.sourceDescription": { en: "the description", te: "వివరణ" },
  "server.allergen.milk": { en: "milk", te: "పాలు (పాల పదార్థాలు)" },
  "server.allergen.eggs": { en: "eggs", te: "గుడ్లు" },
  "server.allergen.fish": { en: "fish", te: "చేపలు" },
  "server.allergen.crustaceans": { en: "crustaceans", te: "రొయ్యలు, పీతల వంటివి" },
  "server.allergen.peanuts": { en: "peanuts", te: "వేరుశనగ" },
  "server.allergen.treeNuts": { en: "tree nuts", te: "జీడిపప్పు, బాదం వంటి గింజ పప్పులు" },
  "server.allergen.sesame": { en: "sesame", te: "నువ్వులు" },
  "server.allergen.gluten": { en: "gluten cereals", te: "గ్లూటెన్ ఉండే ధాన్యాలు (గోధుమ వంటివి)" },
  "server.allergen.soy": { en: "soy", te: "సోయా" },
  "server.allergen.mustard": { en: "mustard", te: "ఆవాలు" },
  "server.allergen.sulphites": { en: "sulphites", te: "సల్ఫైట్లు" },
} satisfies Record<`server.${string}`, MessageTexts>;
