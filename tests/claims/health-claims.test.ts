/**
 * The "no health claims" check (worker/domains/claims/shared.ts), from the law's side: sentences a food shop may not
 * publish because they offer a food for a disease (Drugs and Magic Remedies Act 1954 and its Schedule, FSS
 * Advertising and Claims Regulations 2018), and sentences it may: disclaimers, safety notes and ordinary food words
 * that only look like claim words ("a sweet treat", "cold-pressed", "heart of the village").
 */
import { describe, expect, it } from "vitest";
import {
  checkTexts,
  findHealthClaims,
  findRegulatedWords,
  healthClaimMessage,
  regulatedWordsWarning,
} from "../../worker/domains/claims/shared";

const phrasesIn = (text: string) => findHealthClaims(text).map((finding) => finding.phrase);
const wordsIn = (text: string) => findRegulatedWords(text).map((finding) => finding.word);

describe("findHealthClaims: sentences that offer a food for a disease", () => {
  // [text, the phrase that must be reported]
  const claims: [string, string][] = [
    // The verbs of the Act: cure, treat, heal, reverse, prevent, remedy for, get rid of.
    ["This oil cures diabetes.", "cures diabetes"],
    ["Diabetes is cured by a spoon of this oil every morning.", "Diabetes is cured"],
    ["A time-tested remedy for high blood pressure.", "remedy for high blood pressure"],
    ["Prevents heart disease when used every day.", "Prevents heart disease"],
    ["Our kashayam treats asthma naturally.", "treats asthma"],
    ["Helps reverse type 2 diabetes in 90 days.", "reverse type 2 diabetes"],
    ["Get rid of joint pain with a warm sesame oil massage.", "Get rid of joint pain"],
    ["Moringa powder fights cancer.", "fights cancer"],
    ["Eliminates kidney stones without surgery.", "Eliminates kidney stones"],
    ["Protects against heart attacks.", "Protects against heart attacks"],
    ["The best cure for piles in the market.", "cure for piles"],
    ["Heals stomach ulcers in a week.", "Heals stomach ulcers"],
    ["A natural treatment for arthritis.", "treatment for arthritis"],
    ["A diabetes remedy from our grandmother's kitchen.", "diabetes remedy"],
    ["Prevention of cancer starts in the kitchen.", "Prevention of cancer"],
    ["Garika juice is a home remedy for jaundice.", "remedy for jaundice"],
    ["Cures cough in two days.", "Cures cough"],
    ["Thyroid cured in 3 months!", "Thyroid cured"],
    ["Treats PCOS and irregular periods.", "Treats PCOS"],
    ["Gives relief from migraine in minutes.", "relief from migraine"],
    ["Cures insomnia without sleeping pills.", "Cures insomnia"],
    ["Prevents Alzheimer's with two spoons a day.", "Prevents Alzheimer's"],
    ["Fights Parkinson's disease.", "Fights Parkinson's disease"],
    ["Reverses fatty liver.", "Reverses fatty liver"],
    ["Prevents stroke in the elderly.", "Prevents stroke"],
    ["Cures acidity after every meal.", "Cures acidity"],
    ["Our herbal tonic treats impotence.", "treats impotence"],
    ["Our laddu cures infertility.", "cures infertility"],
    ["Cures all diseases.", "Cures all diseases"],
    ["Diabetes can be reversed with millets.", "Diabetes can be reversed"],
    ["A cure for cancer from our grandmothers' kitchen.", "cure for cancer"],
    ["Turmeric prevents tuberculosis.", "prevents tuberculosis"],
    ["Say goodbye to obesity!", "Say goodbye to obesity"],
    ["The weight loss cure you were waiting for.", "weight loss cure"],
    ["Fever cured overnight.", "Fever cured"],
    ["Amla helps prevent COVID-19.", "prevent COVID"],
    ["Heals eczema and psoriasis.", "Heals eczema"],
    ["Treatment of epilepsy with diet alone.", "Treatment of epilepsy"],
    ["Dissolves gallstones.", "Dissolves gallstones"],
    ["Protects against HIV.", "Protects against HIV"],
    ["Prevents hair fall and baldness.", "Prevents hair fall"],
    ["It heals leucoderma.", "heals leucoderma"],
    ["Ragi reverses osteoporosis.", "reverses osteoporosis"],
    ["Stops hair fall in four weeks.", "Stops hair fall"],
    // Offering a food for a disease without a medical verb.
    ["Good for diabetes.", "Good for diabetes"],
    ["Effective against cancer.", "Effective against cancer"],
    // "Anti-" adjectives.
    ["An anti-diabetic millet.", "anti-diabetic"],
    ["Antidiabetic herbal mix.", "Antidiabetic"],
    ["Anti-cancer spice blend.", "Anti-cancer"],
    // Measured markers: lowering cholesterol, blood sugar or BP is a therapeutic claim.
    ["Lowers cholesterol naturally.", "Lowers cholesterol"],
    ["Reduces blood sugar after meals.", "Reduces blood sugar"],
    ["Keeps BP under control.", "BP under control"],
    ["Controls sugar levels.", "Controls sugar levels"],
    ["Lowers the risk of heart disease.", "Lowers the risk of heart disease"],
    // Emphasis that is not a negation, and claims after a disclaimer-looking start.
    ["Not only tasty, it also cures diabetes.", "cures diabetes"],
    ["No side effects, cures arthritis.", "cures arthritis"],
    ["We add no sugar, so it cures diabetes.", "cures diabetes"],
    ["Doctors use it to treat diabetes.", "treat diabetes"],
    ["Jaggery treats diabetes, say our customers.", "treats diabetes"],
    // Markup does not hide a claim.
    ["**Cures** _diabetes_", "Cures diabetes"],
    ["<p>It <strong>treats</strong> asthma.</p>", "treats asthma"],
    ["[Cures diabetes](https://example.com/oil) in a month", "Cures diabetes"],
    ["Cures:\n- diabetes", "Cures: diabetes"],
    ["Diabetes... cured!", "Diabetes... cured"],
    ["| Diabetes | cured |", "Diabetes, cured"],
  ];

  it.each(claims)("flags %j", (text, phrase) => {
    expect(phrasesIn(text)).toContain(phrase);
  });

  it("has a table of at least 40 claims", () => {
    expect(claims.length).toBeGreaterThanOrEqual(40);
  });
});

describe("findHealthClaims: sentences a food shop may publish", () => {
  const allowed: string[] = [
    // Negations and disclaimers.
    "This oil does not cure diabetes.",
    "Our millets are not a cure for any disease.",
    "These recipes are not meant to treat high blood pressure.",
    "No food can prevent cancer on its own.",
    "We make no claim to cure arthritis.",
    "This product is not intended to diagnose, treat, cure or prevent any disease.",
    "Diabetes cannot be cured by any food.",
    "There is no known cure for diabetes, so please follow your doctor's advice.",
    "Ghani oil never claims to heal ulcers.",
    "Sesame oil doesn't cure, treat or prevent arthritis.",
    "It does not replace medical treatment for diabetes.",
    "This oil cures cracked heels and does not cure diabetes.",
    // Safety notes that name a disease and the doctor's treatment.
    "If you have diabetes, continue the treatment your doctor prescribed.",
    "Please consult your doctor for the treatment of high blood pressure.",
    "The protocol is followed alongside the doctor's treatment, never in place of it.",
    "Please continue diabetes treatment as prescribed.",
    "Anyone with fever should see a doctor promptly and continue the doctor's treatment.",
    // Food words that look like claim words.
    "Treat yourself to a jar of sesame laddus.",
    "A sweet treat for evening tea.",
    "Heat treatment keeps the jaggery safe to eat.",
    "Time heals, and so does a slow Sunday lunch.",
    "Preventive maintenance of the ghani is done every Sunday.",
    "Palm jaggery is a gentle alternative to white sugar.",
    "Sugar, salt and oil are best used in moderation.",
    "Pressure-cooked dal is ready in ten minutes.",
    "Cold-pressed oil keeps the flavour of the seed.",
    "Our farm is in the heart of the village.",
    "In fever season we make more kashayam.",
    "Store in an airtight jar to prevent moisture.",
    "Refined oils are treated with chemical solvents.",
    "Fight the mid-afternoon hunger with roasted makhana.",
    "It eliminates the need for refined sugar in payasam.",
    "A dark bottle protects the oil against light.",
    "Remedies for a dull dal: more tamarind, more tadka.",
    "Our heart goes out to the farmers of Anantapur.",
    "Jeera water aids digestion.",
    "Reduces frying time by half.",
    "Best for tadka and deep frying.",
    "Good for the whole family, from children to grandparents.",
    "Lower the flame and stir until golden.",
    "Curing turmeric means boiling and sun-drying the rhizomes.",
    "Amla is rich in antioxidants.",
    "No anti-caking agents are ever added.",
    "A stroke of luck: the monsoon came early this year.",
    "Piles of copra dry in the sun.",
    "Heals cracked heels, and people with diabetes should check with their doctor first.",
    // Sentences end at full stops and lines: a claim verb in one does not reach a disease in another.
    "Tastes great and is cured in the sun. Diabetes patients: ask your doctor first.",
    "# Diabetes\nCured and dried in the sun, our turmeric is bright golden.",
    "Store away from light; not suitable for people managing diabetes without their doctor's advice.",
  ];

  it.each(allowed)("does not flag %j", (text) => {
    expect(findHealthClaims(text)).toEqual([]);
  });

  it("has a table of at least 40 allowed sentences", () => {
    expect(allowed.length).toBeGreaterThanOrEqual(40);
  });
});

describe("findHealthClaims: what a finding says", () => {
  it("names the disease, the verb's base form and where the phrase starts", () => {
    const text = "Tasty and light. Our sesame oil cures diabetes.";
    expect(findHealthClaims(text)).toEqual([{ phrase: "cures diabetes", disease: "diabetes", verb: "cure", index: text.indexOf("cures diabetes") }]);
  });

  it("reads synonyms as their disease: blood sugar is diabetes, BP is blood pressure, joint pain is arthritis", () => {
    expect(findHealthClaims("Controls blood sugar.")[0]).toMatchObject({ disease: "diabetes", verb: "control" });
    expect(findHealthClaims("Cures BP.")[0]).toMatchObject({ disease: "high or low blood pressure", verb: "cure" });
    expect(findHealthClaims("Heals joint pain.")[0]).toMatchObject({ disease: "arthritis", verb: "heal" });
  });

  it("points into the original text when markup comes before the claim", () => {
    const text = '<p class="lead">Our <b>oil</b></p><p>It <em>cures</em> diabetes.</p>';
    const [finding] = findHealthClaims(text);
    expect(finding.phrase).toBe("cures diabetes");
    expect(finding.index).toBe(text.indexOf("cures"));
  });

  it("reports each disease of a list once, and every claim of a text in order", () => {
    const text = "Prevents diabetes and heart disease. Also a remedy for asthma.";
    expect(findHealthClaims(text).map((f) => f.disease)).toEqual(["diabetes", "heart disease", "asthma"]);
  });

  it("reads AIDS only in capitals, so the verb 'aids' is food talk", () => {
    expect(phrasesIn("Protects against AIDS.")).toEqual(["Protects against AIDS"]);
    expect(phrasesIn("Cumin aids digestion and fights fatigue.")).toEqual([]);
  });

  it("finds nothing in empty text", () => {
    expect(findHealthClaims("")).toEqual([]);
    expect(findHealthClaims("   \n\n ")).toEqual([]);
  });
});

describe("findRegulatedWords", () => {
  it.each([
    ["Certified organic groundnuts.", ["organic"]],
    ["Organically grown sesame.", ["organic"]],
    ["100% pure sesame oil.", ["pure"]],
    ["Guaranteed purity.", ["pure"]],
    ["Naturally rich in calcium.", ["natural"]],
    ["Chemical-free, natural and pure.", ["chemical-free", "natural", "pure"]],
    ["Chemical free jaggery.", ["chemical-free"]],
    ["Grown free from chemicals.", ["chemical-free"]],
    ["100% natural groundnut oil.", ["natural"]],
    ["No chemicals are used at any stage.", ["chemical-free"]],
    ["Made without chemicals.", ["chemical-free"]],
    ["<b>Pure</b> ghee", ["pure"]],
  ])("finds the regulated words of %j", (text, words) => {
    expect(wordsIn(text)).toEqual(words);
  });

  it("counts each word once, whatever its case or form", () => {
    expect(wordsIn("Organic oil, organically grown, ORGANIC seeds.")).toEqual(["organic"]);
  });

  it.each(["Freshly pressed every week.", "A traditional recipe from Guntur.", "Fresh stock, traditionally made."])(
    "leaves out words the shop uses truthfully all the time: %j",
    (text) => {
      expect(findRegulatedWords(text)).toEqual([]);
    },
  );

  it.each(["Impure oil is filtered out.", "Purely for taste.", "Inorganic fertiliser is never used.", "A smooth purée of tomatoes.", "Supernatural powers are not ours to sell."])(
    "does not count words that only contain a regulated word: %j",
    (text) => {
      expect(findRegulatedWords(text)).toEqual([]);
    },
  );

  it("explains each word in one sentence", () => {
    const findings = findRegulatedWords("organic natural pure chemical-free");
    expect(findings.map((finding) => finding.word)).toEqual(["organic", "natural", "pure", "chemical-free"]);
    for (const finding of findings) {
      expect(finding.note).toMatch(/^[^.]+(\.[^.]+)*\.$/);
      expect(finding.note.length).toBeGreaterThan(40);
    }
    expect(findRegulatedWords("organic")[0].note).toContain("Jaivik Bharat");
  });
});

describe("messages", () => {
  it("names the phrase in the 400 message", () => {
    expect(healthClaimMessage(findHealthClaims("This oil cures diabetes."))).toBe(
      'Health claims are not allowed on food: "cures diabetes" (a food may not claim to cure, treat or prevent a disease)',
    );
  });

  it("names every phrase once", () => {
    const findings = findHealthClaims("Cures diabetes. Prevents cancer. Cures diabetes.");
    expect(healthClaimMessage(findings)).toBe(
      'Health claims are not allowed on food: "Cures diabetes", "Prevents cancer" (a food may not claim to cure, treat or prevent a disease)',
    );
  });

  it("lists the regulated words in the warning, with why each is regulated", () => {
    const findings = findRegulatedWords("Pure and organic.");
    const warning = regulatedWordsWarning(findings);
    expect(warning).toMatch(/^Please confirm that these regulated words are true of this item: "pure", "organic"\. /);
    for (const finding of findings) expect(warning).toContain(finding.note);
  });

  it("says nothing when there is nothing to say", () => {
    expect(healthClaimMessage([])).toBe("");
    expect(regulatedWordsWarning([])).toBe("");
  });
});

describe("checkTexts", () => {
  it("runs both checks over named fields, skipping empty ones", () => {
    const result = checkTexts({ name: "Pure Sesame Oil", description: "Cold-pressed. Cures arthritis.", blurb: null, note: undefined, empty: "" });
    expect(result.claims).toEqual([{ field: "description", phrase: "Cures arthritis", disease: "arthritis", verb: "cure", index: 14 }]);
    expect(result.warnings.map(({ field, word }) => ({ field, word }))).toEqual([{ field: "name", word: "pure" }]);
  });

  it("finds nothing in clean fields", () => {
    expect(checkTexts({ name: "Wood-Pressed Groundnut Oil", description: "Golden and nutty, lovely for tadka." })).toEqual({ claims: [], warnings: [] });
  });
});
