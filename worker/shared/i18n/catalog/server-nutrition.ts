/**
 * "server" messages, part 8 (merged in ./server.ts), issue 33: the product's nutrition panel (the rows' names and
 * their checks, worker/domains/catalogue/shared/nutrition-schema.ts) and the refusal of a nutrient claim the panel
 * does not bear out (worker/domains/claims/nutrient-claims.ts). English exactly as the code writes it.
 */
import type { MessageTexts } from "../define";

export default {
  // ---- The panel's rows, as the 400s name them ----
  "server.nutrition.basis": { en: "Nutrition basis (basis)", te: "న్యూట్రిషన్ లెక్క ఆధారం (basis)" },
  "server.nutrition.serveSize": { en: "Serve size (serveSize)", te: "ఒక్కసారి తినే పరిమాణం (serveSize)" },
  "server.nutrition.energy": { en: "Energy (energyKcal)", te: "శక్తి (energyKcal)" },
  "server.nutrition.protein": { en: "Protein (proteinG)", te: "ప్రోటీన్ (proteinG)" },
  "server.nutrition.carbohydrate": { en: "Carbohydrate (carbohydrateG)", te: "కార్బోహైడ్రేట్ (carbohydrateG)" },
  "server.nutrition.totalSugars": { en: "Total sugars (totalSugarsG)", te: "మొత్తం చక్కెరలు (totalSugarsG)" },
  "server.nutrition.addedSugars": { en: "Added sugars (addedSugarsG)", te: "కలిపిన చక్కెరలు (addedSugarsG)" },
  "server.nutrition.totalFat": { en: "Total fat (totalFatG)", te: "మొత్తం కొవ్వు (totalFatG)" },
  "server.nutrition.saturatedFat": { en: "Saturated fat (saturatedFatG)", te: "సంతృప్త కొవ్వు (saturatedFatG)" },
  "server.nutrition.transFat": { en: "Trans fat (transFatG)", te: "ట్రాన్స్ కొవ్వు (transFatG)" },
  "server.nutrition.sodium": { en: "Sodium (sodiumMg)", te: "సోడియం (sodiumMg)" },
  "server.nutrition.otherName": { en: "Nutrient name (others)", te: "పోషకం పేరు (others)" },
  "server.nutrition.otherAmount": { en: "Nutrient amount (others)", te: "పోషకం పరిమాణం (others)" },
  // ---- The panel's checks ----
  "server.nutrition.object": {
    en: "Nutrition (nutrition) must be an object with basis, energyKcal, proteinG, carbohydrateG, totalSugarsG, addedSugarsG, totalFatG, saturatedFatG, transFatG and sodiumMg, or null",
    te: "న్యూట్రిషన్ (nutrition) basis, energyKcal, proteinG, carbohydrateG, totalSugarsG, addedSugarsG, totalFatG, saturatedFatG, transFatG, sodiumMg ఉన్న object గా ఉండాలి, లేదా null",
  },
  "server.nutrition.basisChoice": { en: "Nutrition basis (basis) must be \"100g\" or \"100ml\"", te: "న్యూట్రిషన్ లెక్క ఆధారం (basis) \"100g\" లేదా \"100ml\" అయి ఉండాలి" },
  "server.nutrition.unitChoice": { en: "Nutrient unit (others) must be one of g, mg, µg or kcal", te: "పోషకం యూనిట్ (others) g, mg, µg, kcal లో ఒకటిగా ఉండాలి" },
  "server.nutrition.rows": { en: "Further nutrients (others) must be a list of rows with name, amount and unit", te: "ఇతర పోషకాలు (others) పేరు, పరిమాణం, యూనిట్ ఉన్న వరుసల జాబితాగా ఉండాలి" },
  "server.nutrition.atMostRows": { en: "At most {max} further nutrients (others)", te: "ఇతర పోషకాలు (others) గరిష్ఠంగా {max}" },
  "server.nutrition.addedOverTotal": {
    en: "Added sugars (addedSugarsG) cannot be more than total sugars (totalSugarsG)",
    te: "కలిపిన చక్కెరలు (addedSugarsG) మొత్తం చక్కెరల (totalSugarsG) కంటే ఎక్కువ ఉండకూడదు",
  },
  "server.nutrition.sugarsOverCarbohydrate": {
    en: "Total sugars (totalSugarsG) cannot be more than carbohydrate (carbohydrateG)",
    te: "మొత్తం చక్కెరలు (totalSugarsG) కార్బోహైడ్రేట్ (carbohydrateG) కంటే ఎక్కువ ఉండకూడదు",
  },
  "server.nutrition.fatsOverTotal": {
    en: "Saturated fat and trans fat (saturatedFatG, transFatG) together cannot be more than total fat (totalFatG)",
    te: "సంతృప్త కొవ్వు, ట్రాన్స్ కొవ్వు (saturatedFatG, transFatG) కలిపి మొత్తం కొవ్వు (totalFatG) కంటే ఎక్కువ ఉండకూడదు",
  },
  "server.nutrition.macrosOver100": {
    en: "Protein, carbohydrate, fat and dietary fibre (proteinG, carbohydrateG, totalFatG, others) add up to more than 100 g in 100 g",
    te: "ప్రోటీన్, కార్బోహైడ్రేట్, కొవ్వు, పీచు (proteinG, carbohydrateG, totalFatG, others) కలిపి 100 g లో 100 g కంటే ఎక్కువ అవుతున్నాయి",
  },
  "server.nutrition.duplicate": { en: "Further nutrients (others) name {name} twice", te: "ఇతర పోషకాల్లో (others) {name} రెండుసార్లు ఉంది" },
  "server.nutrition.kcalUnit": { en: "Further nutrients (others): give {name} in g, mg or µg", te: "ఇతర పోషకాలు (others): {name} ను g, mg లేదా µg లో ఇవ్వండి" },
  "server.nutrition.energyMismatch": {
    en: "Energy (energyKcal) of {declared} kcal does not fit the panel: protein, carbohydrate, fat and fibre give about {expected} kcal (4, 4, 9 and 2 kcal per g)",
    te: "శక్తి (energyKcal) {declared} kcal మిగతా విలువలతో సరిపోవడం లేదు: ప్రోటీన్, కార్బోహైడ్రేట్, కొవ్వు, పీచు కలిపి సుమారు {expected} kcal అవుతుంది (gకి 4, 4, 9, 2 kcal)",
  },
  // ---- Nutrient claims (FSS (Advertising and Claims) Regulations 2018, Schedule I) ----
  "server.nutrition.claimSays": { en: "{field} says \"{phrase}\"", te: "{field}లో \"{phrase}\" అని ఉంది" },
  "server.nutrition.claimNoPanel": {
    en: "{claim}: a nutrient claim needs the product''s nutrition information (nutrition); add the panel or change the text",
    te: "{claim}: పోషకాల గురించి ఇలా చెప్పాలంటే ప్రొడక్ట్‌కు న్యూట్రిషన్ సమాచారం (nutrition) ఉండాలి; అది చేర్చండి లేదా టెక్స్ట్ మార్చండి",
  },
  "server.nutrition.claimNoRow": {
    en: "{claim}: the nutrition information has no row for {nutrient}; add it under further nutrients or change the text",
    te: "{claim}: న్యూట్రిషన్ సమాచారంలో {nutrient} వరుస లేదు; ఇతర పోషకాల్లో చేర్చండి లేదా టెక్స్ట్ మార్చండి",
  },
  "server.nutrition.claimAddedSugar": {
    en: "{claim}: the nutrition information gives {amount} of added sugars, and the claim needs none",
    te: "{claim}: న్యూట్రిషన్ సమాచారంలో కలిపిన చక్కెరలు {amount} ఉన్నాయి, ఈ మాటకు అవి అసలు ఉండకూడదు",
  },
  "server.nutrition.claimEnergyShare": {
    en: "{claim}: a \"{kind}\" claim needs at least {threshold} % of the energy from {nutrient}; the nutrition information gives {given} %",
    te: "{claim}: \"{kind}\" అని చెప్పాలంటే మొత్తం శక్తిలో కనీసం {threshold} % {nutrient} నుంచి రావాలి; న్యూట్రిషన్ సమాచారం ప్రకారం {given} % మాత్రమే",
  },
  "server.nutrition.claimNrv": {
    en: "{claim}: a \"{kind}\" claim needs at least {threshold} % of the NRV of {nutrient} ({limit}) per {basis}; the nutrition information gives {given}",
    te: "{claim}: \"{kind}\" అని చెప్పాలంటే {basis}కి కనీసం {nutrient} NRV లో {threshold} % ({limit}) ఉండాలి; న్యూట్రిషన్ సమాచారంలో {given} ఉంది",
  },
  "server.nutrition.claimAtLeast": {
    en: "{claim}: a \"{kind}\" claim needs at least {limit} of {nutrient} per {basis}; the nutrition information gives {given}",
    te: "{claim}: \"{kind}\" అని చెప్పాలంటే {basis}కి కనీసం {limit} {nutrient} ఉండాలి; న్యూట్రిషన్ సమాచారంలో {given} ఉంది",
  },
  "server.nutrition.claimAtMost": {
    en: "{claim}: a \"{kind}\" claim allows at most {limit} of {nutrient} per {basis}; the nutrition information gives {given}",
    te: "{claim}: \"{kind}\" అని చెప్పాలంటే {basis}కి {nutrient} గరిష్ఠంగా {limit} మాత్రమే ఉండాలి; న్యూట్రిషన్ సమాచారంలో {given} ఉంది",
  },
  "server.nutrition.claimBelow": {
    en: "{claim}: a \"{kind}\" claim needs less than {limit} of {nutrient} per {basis}; the nutrition information gives {given}",
    te: "{claim}: \"{kind}\" అని చెప్పాలంటే {basis}కి {nutrient} {limit} కంటే తక్కువ ఉండాలి; న్యూట్రిషన్ సమాచారంలో {given} ఉంది",
  },
  // The nutrients and kinds of claim the messages above name (values translated inside a Telugu answer).
  "server.nutrition.subject.energy": { en: "energy", te: "శక్తి" },
  "server.nutrition.subject.protein": { en: "protein", te: "ప్రోటీన్" },
  "server.nutrition.subject.fat": { en: "fat", te: "కొవ్వు" },
  "server.nutrition.subject.saturatedFat": { en: "saturated fat", te: "సంతృప్త కొవ్వు" },
  "server.nutrition.subject.transFat": { en: "trans fat", te: "ట్రాన్స్ కొవ్వు" },
  "server.nutrition.subject.sugar": { en: "sugars", te: "చక్కెరలు" },
  "server.nutrition.subject.sodium": { en: "sodium", te: "సోడియం" },
  "server.nutrition.subject.fibre": { en: "dietary fibre", te: "పీచు పదార్థం" },
  "server.nutrition.subject.iron": { en: "iron", te: "ఇనుము" },
  "server.nutrition.subject.calcium": { en: "calcium", te: "కాల్షియం" },
  "server.nutrition.subject.vitaminC": { en: "vitamin C", te: "విటమిన్ C" },
  "server.nutrition.subject.vitaminA": { en: "vitamin A", te: "విటమిన్ A" },
  "server.nutrition.subject.zinc": { en: "zinc", te: "జింక్" },
  "server.nutrition.subject.magnesium": { en: "magnesium", te: "మెగ్నీషియం" },
  "server.nutrition.subject.folate": { en: "folate", te: "ఫోలేట్" },
  "server.nutrition.subject.vitaminB12": { en: "vitamin B12", te: "విటమిన్ B12" },
  "server.nutrition.kind.source": { en: "source", te: "మూలం" },
  "server.nutrition.kind.high": { en: "high", te: "ఎక్కువ" },
  "server.nutrition.kind.low": { en: "low", te: "తక్కువ" },
  "server.nutrition.kind.veryLow": { en: "very low", te: "చాలా తక్కువ" },
  "server.nutrition.kind.free": { en: "free from", te: "లేనిది" },
} satisfies Record<`server.${string}`, MessageTexts>;
