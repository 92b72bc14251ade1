/**
 * Wellness protocol data (SPEC.md section 3, "Protocol data"; constants from section 9, "Protocol advice").
 * Written in our own words as traditional dietary practice, for general information only: no medical claims.
 * Checked against protocolDataSchema in ./types.
 */
import type { ProtocolGroup } from "./types";

export const PROTOCOL_QUOTE: { text: string; author: string } = {
  text: "As is the food, so is the mind.",
  author: "Traditional Indian saying",
};

export const AMBALI_RECIPE: { title: string; intro: string; image: string; rulesHeading: string; steps: string[] } = {
  title: "Millet Porridge (Ambali)",
  intro:
    "Ambali is a thin, fermented porridge made from one millet at a time. It is traditionally taken in the morning in place of breakfast and is the base of every protocol on this page. Use one of the five positive millets: foxtail (korralu), kodo (arikalu), little (samalu), barnyard (udalu) or browntop (andu korralu).",
  image: "/demo/blobs/protocol-ambali.webp",
  rulesHeading: "Strict rules to follow to prepare Ambali for best health benefits:",
  steps: [
    "Use only one type of millet in a batch; never mix two millets together.",
    "Rinse the millet gently and soak it in clean water for 6 to 8 hours (overnight soaking is fine).",
    "For every glass of millets, use 6 to 10 glasses of water, including the soaking water.",
    "Cook in an earthen or steel pot only; avoid aluminium, non-stick pans and pressure cookers.",
    "Cook on a low flame, stirring now and then, until the grains are soft and the porridge is smooth.",
    "Do not add salt, sugar or ghee while cooking.",
    "Let it cool, cover the pot with a cotton cloth and leave it to ferment overnight at room temperature.",
    "Next morning, drink it plain or mixed with buttermilk; chopped shallots or a few curry leaves may be added.",
    "Make it fresh every day and finish it the same day; do not refrigerate and reheat.",
  ],
};

export const DECOCTION_RECIPE: { title: string; intro: string; image: string; stepsHeading: string; steps: string[] } = {
  title: "Immunity Boosting Decoctions",
  intro:
    "Leaf decoctions (kashayam) are a traditional Indian drink made from a single kind of fresh leaf boiled briefly in water. They are taken in cycles, changing the leaf every few days as each protocol shows.",
  image: "/demo/blobs/protocol-leaf-decoction.webp",
  stepsHeading: "Preparation:",
  steps: [
    "Use one type of leaf at a time; never mix different leaves in the same decoction.",
    "Wash a small handful of fresh leaves (5 to 7 leaves, or a small bunch of garika) in clean water.",
    "Bring 150-200 ml of water to a boil in a steel or earthen vessel.",
    "Add the leaves and boil for 2-3 minutes only, then switch off the flame and keep it covered for a minute.",
    "Strain and drink it warm on an empty stomach, sipping slowly.",
    "Palm jaggery may be added for taste (optional); do not add sugar.",
    "Keep a gap of about 30 minutes before taking oils or food.",
    "For children (from 9 months of age), a few spoons are enough.",
  ],
};

export const PROTOCOL_GROUPS: ProtocolGroup[] = [
  {
    id: "autoimmune",
    title: "Special Diseases",
    diseases: [
      {
        id: "neurological-problems",
        name: "Neurological Problems",
        teluguName: "నరాల సమస్యలు",
        aliases: [
          "neurological disorders", "nerve problems", "nerve weakness", "paralysis", "pakshavatham", "parkinson's",
          "parkinsons", "migraine", "neuropathy", "epilepsy", "fits", "naraala balaheenata", "nuerological",
          "neurologicel",
        ],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "3 spoons - 1 week" },
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "3 spoons - 1 week" },
              { name: "Wood-pressed groundnut oil (Verusenaga nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken as Ambali for 2 days, one after the other in the order shown: a 10-day cycle that is commonly repeated. Millet rice, rotis or upma of the same millet are used for the other meals of the day. In the first cycle, Ambali is commonly taken both morning and evening.",
            items: [
              { name: "Foxtail millet (Korralu)", duration: "2 Days" },
              { name: "Little millet (Samalu)", duration: "2 Days" },
              { name: "Kodo millet (Arikalu)", duration: "2 Days" },
              { name: "Barnyard millet (Udalu)", duration: "2 Days" },
              { name: "Browntop millet (Andu korralu)", duration: "2 Days" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Centella leaves (Saraswati aaku)", duration: "4 Days" },
              { name: "Holy basil (Tulasi)", duration: "4 Days" },
              { name: "Guduchi (Tippateega)", duration: "4 Days" },
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              {
                note:
                  "Then Bael leaves (Maredu), Peepal leaves (Raavi) and Banyan leaves (Marri), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Plant-based Milk",
            best_practices:
              "Made fresh at home: soak, grind with water and strain. A little palm jaggery may be added. Commonly used in place of dairy milk, tea and coffee.",
            items: [
              { name: "Sesame milk (Nuvvula paalu)", duration: "Every Day" },
              { name: "Groundnut milk (Palli paalu)", duration: "Evening" },
            ],
          },
          {
            category: "Additional Practices",
            items: [
              { name: "Sesame oil massage before bath", duration: "2 Days a week" },
              { name: "Morning sunlight (15-20 minutes)", duration: "Every Day" },
              { name: "Sleep by 10 pm", duration: "Every Day" },
            ],
          },
        ],
        notes:
          "Please continue the doctor's treatment and regular check-ups. These food practices are followed alongside it, never in place of it, and no prescribed medicine is stopped or changed without the doctor's advice.",
      },
      {
        id: "autoimmune-conditions",
        name: "Autoimmune Conditions",
        aliases: [
          "autoimmune disease", "autoimmune disorder", "auto immune", "rheumatoid arthritis", "RA", "kilu vatham",
          "multiple sclerosis", "hashimoto's", "autoimune", "auto-imune",
        ],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "3 spoons - 1 week" },
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "3 spoons - 1 week" },
              { name: "Wood-pressed mustard oil (Aavala nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken as Ambali for 2 days, one after the other in the order shown: a 10-day cycle that is commonly repeated. Millet rice, rotis or upma of the same millet are used for the other meals of the day. In the first cycle, Ambali is commonly taken both morning and evening.",
            items: [
              { name: "Foxtail millet (Korralu)", duration: "2 Days" },
              { name: "Kodo millet (Arikalu)", duration: "2 Days" },
              { name: "Little millet (Samalu)", duration: "2 Days" },
              { name: "Barnyard millet (Udalu)", duration: "2 Days" },
              { name: "Browntop millet (Andu korralu)", duration: "2 Days" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Guduchi (Tippateega)", duration: "4 Days" },
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              { name: "Holy basil (Tulasi)", duration: "4 Days" },
              { name: "Bael leaves (Maredu)", duration: "4 Days" },
              {
                note:
                  "Then Neem leaves (Vepa), Pongamia leaves (Kanuga) and Peepal leaves (Raavi), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap.",
            items: [
              { name: "Ash gourd (Boodida gummadi) juice", duration: "Mid-morning - 21 days" },
              { name: "Curry leaf (Karivepaku) juice", duration: "Evening - 21 days" },
            ],
          },
          {
            category: "Green leaf vegetable",
            best_practices:
              "One leafy green a day, cooked lightly in wood-pressed oil as a curry, pappu or podi, changing the green in rotation as shown.",
            items: [
              { name: "Moringa leaves (Munaga aaku)", duration: "2 Days" },
              { name: "Amaranth (Thotakura)", duration: "2 Days" },
              { name: "Sessile joyweed (Ponnaganti kura)", duration: "2 Days" },
            ],
          },
          {
            category: "Additional Notes",
            items: [
              {
                note:
                  "While following this protocol, polished white rice, wheat and maida, refined sugar, refined oils, packaged foods, dairy milk, tea and coffee are commonly left out of the diet.",
              },
              { note: "Meals are home-cooked and light, with dinner finished before 7 pm." },
            ],
          },
        ],
        notes:
          "Please continue the doctor's treatment and regular check-ups. These food practices are followed alongside it, never in place of it, and no prescribed medicine is stopped or changed without the doctor's advice.",
      },
      {
        id: "heart-problems",
        name: "Heart Problems",
        teluguName: "గుండె సమస్యలు",
        aliases: [
          "heart disease", "heart problem", "cardiac", "heart blockage", "cholesterol", "BP", "blood pressure",
          "high BP", "hypertension", "gunde jabbu", "hart problem", "heart problm",
        ],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "2 spoons - 1 week" },
              { name: "Wood-pressed groundnut oil (Verusenaga nune)", duration: "2 spoons - 1 week" },
              { name: "Wood-pressed mustard oil (Aavala nune)", duration: "2 spoons - 1 week" },
              { name: "Wood-pressed safflower oil (Kusuma nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken as Ambali for 2 days, one after the other in the order shown: a 10-day cycle that is commonly repeated. Millet rice, rotis or upma of the same millet are used for the other meals of the day.",
            items: [
              { name: "Kodo millet (Arikalu)", duration: "2 Days" },
              { name: "Little millet (Samalu)", duration: "2 Days" },
              { name: "Foxtail millet (Korralu)", duration: "2 Days" },
              { name: "Barnyard millet (Udalu)", duration: "2 Days" },
              { name: "Browntop millet (Andu korralu)", duration: "2 Days" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Peepal leaves (Raavi)", duration: "4 Days" },
              { name: "Bael leaves (Maredu)", duration: "4 Days" },
              { name: "Holy basil (Tulasi)", duration: "4 Days" },
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              {
                note:
                  "Then Guduchi (Tippateega), Banyan leaves (Marri) and Moringa leaves (Munaga), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap. Bottle gourd is always tasted before juicing; a bitter one is thrown away.",
            items: [
              { name: "Bottle gourd (Sorakaya) juice", duration: "Mid-morning - 21 days" },
              { name: "Coriander (Kothimeera) juice", duration: "Evening - 21 days" },
            ],
          },
          {
            category: "Additional Practices",
            items: [
              { name: "Morning walk (30 minutes)", duration: "Every Day" },
              { name: "Slow deep breathing (pranayama)", duration: "Morning and evening" },
              { note: "Salt, fried snacks and packaged foods are kept to a minimum." },
            ],
          },
        ],
        notes:
          "Please continue the doctor's treatment and regular check-ups. These food practices are followed alongside it, never in place of it, and no prescribed medicine is stopped or changed without the doctor's advice. Chest pain or sudden breathlessness needs urgent medical care.",
      },
      {
        id: "respiratory-problems",
        name: "Respiratory Problems",
        teluguName: "శ్వాసకోశ సమస్యలు",
        aliases: [
          "asthma", "ubbasam", "wheezing", "bronchitis", "breathing problem", "breathlessness", "sinus", "sinusitis",
          "cold and cough", "allergic cough", "asthama", "respiratry", "respiratory",
        ],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "3 spoons - 1 week" },
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "2 spoons - 1 week" },
              { name: "Wood-pressed mustard oil (Aavala nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken as Ambali for 2 days, one after the other in the order shown: a 10-day cycle that is commonly repeated. Millet rice, rotis or upma of the same millet are used for the other meals of the day.",
            items: [
              { name: "Foxtail millet (Korralu)", duration: "2 Days" },
              { name: "Browntop millet (Andu korralu)", duration: "2 Days" },
              { name: "Kodo millet (Arikalu)", duration: "2 Days" },
              { name: "Little millet (Samalu)", duration: "2 Days" },
              { name: "Barnyard millet (Udalu)", duration: "2 Days" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils. A pinch of pepper may be added to the tulasi decoction.",
            items: [
              { name: "Holy basil (Tulasi)", duration: "4 Days" },
              { name: "Ajwain leaves (Vaamu aaku)", duration: "4 Days" },
              { name: "Mint leaves (Pudina)", duration: "4 Days" },
              { name: "Guduchi (Tippateega)", duration: "4 Days" },
              {
                note:
                  "Then Bermuda grass (Garika), Peepal leaves (Raavi) and Betel leaf (Tamalapaku), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Plant-based Milk",
            best_practices:
              "Made fresh at home: soak, grind with water and strain. A little palm jaggery may be added. Commonly used in place of dairy milk, tea and coffee.",
            items: [
              { name: "Sesame milk (Nuvvula paalu)", duration: "Every Day" },
            ],
          },
          {
            category: "Additional Practices",
            items: [
              { name: "Slow deep breathing (pranayama)", duration: "Morning and evening" },
              { name: "Steam inhalation with a few tulasi leaves", duration: "Evening" },
              { note: "Cold drinks, ice creams and dusty or smoky places are avoided." },
            ],
          },
        ],
        notes:
          "Please continue the doctor's treatment and regular check-ups. These food practices are followed alongside it, never in place of it, and no prescribed medicine is stopped or changed without the doctor's advice. Keep prescribed inhalers at hand.",
      },
      {
        id: "digestive-problems",
        name: "Digestive Problems",
        teluguName: "జీర్ణ సమస్యలు",
        aliases: [
          "digestion problems", "acidity", "gastric", "gas trouble", "gas problem", "ulcer", "constipation",
          "malabaddakam", "indigestion", "bloating", "acid reflux", "gastritis", "ajeernam", "digesion", "acidty",
        ],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "2 spoons - 1 week" },
              { name: "Wood-pressed groundnut oil (Verusenaga nune)", duration: "2 spoons - 1 week" },
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken for 1 week, one after the other in the order shown: a cycle of 5-6 weeks that is then repeated. Ambali in the morning; millet rice or rotis of the same millet for lunch and dinner.",
            items: [
              { name: "Browntop millet (Andu korralu)", duration: "1 Week" },
              { name: "Barnyard millet (Udalu)", duration: "1 Week" },
              { name: "Foxtail millet (Korralu)", duration: "1 Week" },
              { name: "Kodo millet (Arikalu)", duration: "1 Week" },
              { name: "Little millet (Samalu)", duration: "1 Week" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Mint leaves (Pudina)", duration: "4 Days" },
              { name: "Ajwain leaves (Vaamu aaku)", duration: "4 Days" },
              { name: "Bael leaves (Maredu)", duration: "4 Days" },
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              {
                note:
                  "Then Coriander leaves (Kothimeera), Curry leaves (Karivepaku) and Holy basil (Tulasi), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap. Bottle gourd is always tasted before juicing; a bitter one is thrown away.",
            items: [
              { name: "Ash gourd (Boodida gummadi) juice", duration: "Mid-morning - 21 days" },
              { name: "Bottle gourd (Sorakaya) juice", duration: "Evening - 21 days" },
            ],
          },
          {
            category: "Green leaf vegetable",
            best_practices:
              "One leafy green a day, cooked lightly in wood-pressed oil as a curry, pappu or podi, changing the green in rotation as shown.",
            items: [
              { name: "Curry leaf podi (Karivepaku podi)", duration: "Every Day" },
              { name: "Sessile joyweed (Ponnaganti kura)", duration: "2 Days" },
              { name: "Sorrel leaves (Chukka kura)", duration: "2 Days" },
            ],
          },
          {
            category: "Additional Practices",
            items: [
              { note: "Food is eaten slowly and chewed well, without watching screens." },
              { note: "Meals are home-cooked and light, with dinner finished before 7 pm." },
            ],
          },
        ],
        notes:
          "If the problem persists or gets worse, please see a doctor; if you are under a doctor's care, continue the doctor's treatment. These food practices are followed alongside it.",
      },
      {
        id: "hormonal-problems",
        name: "Thyroid and Hormonal Problems",
        teluguName: "థైరాయిడ్ మరియు హార్మోన్ సమస్యలు",
        aliases: [
          "thyroid", "hypothyroidism", "hyperthyroidism", "goitre", "hormonal problems", "hormone problems", "thyriod",
          "thairoid", "harmonal problem",
        ],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "3 spoons - 1 week" },
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "2 spoons - 1 week" },
              { name: "Wood-pressed groundnut oil (Verusenaga nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken for 1 week, one after the other in the order shown: a cycle of 5-6 weeks that is then repeated. Ambali in the morning; millet rice or rotis of the same millet for lunch and dinner.",
            items: [
              { name: "Little millet (Samalu)", duration: "1 Week" },
              { name: "Foxtail millet (Korralu)", duration: "1 Week" },
              { name: "Kodo millet (Arikalu)", duration: "1 Week" },
              { name: "Barnyard millet (Udalu)", duration: "1 Week" },
              { name: "Browntop millet (Andu korralu)", duration: "1 Week" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Bael leaves (Maredu)", duration: "4 Days" },
              { name: "Holy basil (Tulasi)", duration: "4 Days" },
              { name: "Coriander leaves (Kothimeera)", duration: "4 Days" },
              { name: "Guduchi (Tippateega)", duration: "4 Days" },
              {
                note:
                  "Then Bermuda grass (Garika), Peepal leaves (Raavi) and Pongamia leaves (Kanuga), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap.",
            items: [
              { name: "Coriander (Kothimeera) juice", duration: "Mid-morning - 21 days" },
              { name: "Ash gourd (Boodida gummadi) juice", duration: "Evening - 21 days" },
            ],
          },
          {
            category: "Laddus",
            best_practices:
              "Made with palm jaggery instead of sugar. One laddu a day as an evening snack, changing the laddu each week.",
            items: [
              { name: "Sesame-jaggery laddu (Nuvvula undalu)", duration: "1 a day - 1 week" },
              { name: "Flax seed laddu (Avise ginjala undalu)", duration: "1 a day - 1 week" },
            ],
          },
          {
            category: "Additional Practices",
            items: [
              { name: "Morning walk (30 minutes)", duration: "Every Day" },
              { name: "Sleep by 10 pm", duration: "Every Day" },
            ],
          },
        ],
        notes:
          "Please continue the doctor's treatment and regular check-ups. These food practices are followed alongside it, never in place of it, and no prescribed medicine is stopped or changed without the doctor's advice. Thyroid tests are repeated as the doctor advises.",
      },
      {
        id: "hormonal-imbalance",
        name: "Hormonal Imbalance (PCOD and Irregular Periods)",
        teluguName: "హార్మోన్ల అసమతుల్యత",
        aliases: [
          "hormonal imbalance", "hormone imbalance", "PCOD", "PCOS", "polycystic ovary", "irregular periods",
          "period problems", "menstrual problems", "nelasari samasyalu", "harmonal imbalance", "hormonal imbalence",
        ],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "3 spoons - 1 week" },
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "2 spoons - 1 week" },
              { name: "Wood-pressed niger seed oil (Verri nuvvula nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken for 1 week, one after the other in the order shown: a cycle of 5-6 weeks that is then repeated. Ambali in the morning; millet rice or rotis of the same millet for lunch and dinner.",
            items: [
              { name: "Little millet (Samalu)", duration: "1 Week" },
              { name: "Kodo millet (Arikalu)", duration: "1 Week" },
              { name: "Foxtail millet (Korralu)", duration: "1 Week" },
              { name: "Barnyard millet (Udalu)", duration: "1 Week" },
              { name: "Browntop millet (Andu korralu)", duration: "1 Week" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Bael leaves (Maredu)", duration: "4 Days" },
              { name: "Holy basil (Tulasi)", duration: "4 Days" },
              { name: "Peepal leaves (Raavi)", duration: "4 Days" },
              { name: "Banyan leaves (Marri)", duration: "4 Days" },
              {
                note:
                  "Then Cluster fig leaves (Medi), Bermuda grass (Garika) and Guduchi (Tippateega), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Plant-based Milk",
            best_practices:
              "Made fresh at home: soak, grind with water and strain. A little palm jaggery may be added. Commonly used in place of dairy milk, tea and coffee.",
            items: [
              { name: "Sesame milk (Nuvvula paalu)", duration: "Every Day" },
            ],
          },
          {
            category: "Laddus",
            best_practices:
              "Made with palm jaggery instead of sugar. One laddu a day as an evening snack, changing the laddu each week.",
            items: [
              { name: "Sesame-jaggery laddu (Nuvvula undalu)", duration: "1 a day - 1 week" },
              { name: "Flax seed laddu (Avise ginjala undalu)", duration: "1 a day - 1 week" },
              { name: "Dates and dry fruit laddu", duration: "1 a day - 1 week" },
            ],
          },
          {
            category: "Additional Practices",
            items: [
              { name: "Morning walk (30 minutes)", duration: "Every Day" },
              { name: "Sleep by 10 pm", duration: "Every Day" },
              { note: "Sugar, bakery items and packaged snacks are left out." },
            ],
          },
        ],
        notes:
          "If the problem persists or gets worse, please see a doctor; if you are under a doctor's care, continue the doctor's treatment. These food practices are followed alongside it.",
      },
      {
        id: "blood-problems",
        name: "Blood Problems",
        teluguName: "రక్త సంబంధిత సమస్యలు",
        aliases: [
          "blood disorders", "blood disease", "low platelets", "platelet count", "thalassemia", "thalassaemia",
          "blood impurity", "rakta doshalu", "blood problm", "blud problem",
        ],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "3 spoons - 1 week" },
              { name: "Wood-pressed groundnut oil (Verusenaga nune)", duration: "2 spoons - 1 week" },
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken as Ambali for 2 days, one after the other in the order shown: a 10-day cycle that is commonly repeated. Millet rice, rotis or upma of the same millet are used for the other meals of the day. In the first cycle, Ambali is commonly taken both morning and evening.",
            items: [
              { name: "Kodo millet (Arikalu)", duration: "2 Days" },
              { name: "Foxtail millet (Korralu)", duration: "2 Days" },
              { name: "Little millet (Samalu)", duration: "2 Days" },
              { name: "Barnyard millet (Udalu)", duration: "2 Days" },
              { name: "Browntop millet (Andu korralu)", duration: "2 Days" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              { name: "Guduchi (Tippateega)", duration: "4 Days" },
              { name: "Indian gooseberry leaves (Usiri)", duration: "4 Days" },
              { name: "Holy basil (Tulasi)", duration: "4 Days" },
              {
                note:
                  "Then Moringa leaves (Munaga), Bael leaves (Maredu) and Peepal leaves (Raavi), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap.",
            items: [
              { name: "Carrot and beetroot juice", duration: "Mid-morning - 21 days" },
              { name: "Curry leaf (Karivepaku) juice", duration: "Afternoon - 21 days" },
              { name: "Amla (Usiri) juice", duration: "Evening - 21 days" },
            ],
          },
          {
            category: "Laddus",
            best_practices:
              "Made with palm jaggery instead of sugar. One laddu a day as an evening snack, changing the laddu each week.",
            items: [
              { name: "Sesame-jaggery laddu (Nuvvula undalu)", duration: "1 a day - 1 week" },
              { name: "Dates and dry fruit laddu", duration: "1 a day - 1 week" },
              { name: "Niger seed laddu (Verri nuvvula undalu)", duration: "1 a day - 1 week" },
            ],
          },
          {
            category: "Green leaf vegetable",
            best_practices:
              "One leafy green a day, cooked lightly in wood-pressed oil as a curry, pappu or podi, changing the green in rotation as shown.",
            items: [
              { name: "Moringa leaves (Munaga aaku)", duration: "2 Days" },
              { name: "Amaranth (Thotakura)", duration: "2 Days" },
              { name: "Gongura (Roselle leaves)", duration: "2 Days" },
              { name: "Spinach (Palakura)", duration: "2 Days" },
            ],
          },
        ],
        notes:
          "Please continue the doctor's treatment and regular check-ups. These food practices are followed alongside it, never in place of it, and no prescribed medicine is stopped or changed without the doctor's advice.",
      },
      {
        id: "spine-problems",
        name: "Spine Problems",
        teluguName: "వెన్నెముక సమస్యలు",
        aliases: [
          "back pain", "nadumu noppi", "spine", "spinal problem", "slip disc", "disc problem", "spondylosis",
          "spondylitis", "cervical spondylosis", "neck pain", "sciatica", "spondilosis", "spain problem",
        ],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "3 spoons - 1 week" },
              { name: "Wood-pressed groundnut oil (Verusenaga nune)", duration: "2 spoons - 1 week" },
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken for 1 week, one after the other in the order shown: a cycle of 5-6 weeks that is then repeated. Ambali in the morning; millet rice or rotis of the same millet for lunch and dinner.",
            items: [
              { name: "Foxtail millet (Korralu)", duration: "1 Week" },
              { name: "Kodo millet (Arikalu)", duration: "1 Week" },
              { name: "Little millet (Samalu)", duration: "1 Week" },
              { name: "Barnyard millet (Udalu)", duration: "1 Week" },
              { name: "Browntop millet (Andu korralu)", duration: "1 Week" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Veldt grape stem (Nalleru)", duration: "4 Days" },
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              { name: "Guduchi (Tippateega)", duration: "4 Days" },
              { name: "Bael leaves (Maredu)", duration: "4 Days" },
              {
                note:
                  "Then Holy basil (Tulasi), Moringa leaves (Munaga) and Peepal leaves (Raavi), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Plant-based Milk",
            best_practices:
              "Made fresh at home: soak, grind with water and strain. A little palm jaggery may be added. Commonly used in place of dairy milk, tea and coffee.",
            items: [
              { name: "Sesame milk (Nuvvula paalu)", duration: "Every Day" },
            ],
          },
          {
            category: "Laddus",
            best_practices:
              "Made with palm jaggery instead of sugar. One laddu a day as an evening snack, changing the laddu each week.",
            items: [
              { name: "Sesame-jaggery laddu (Nuvvula undalu)", duration: "1 a day - 1 week" },
              { name: "Groundnut-jaggery laddu (Palli undalu)", duration: "1 a day - 1 week" },
            ],
          },
          {
            category: "Additional Practices",
            items: [
              { name: "Sesame oil massage before bath", duration: "2 Days a week" },
              { name: "Morning sunlight (15-20 minutes)", duration: "Every Day" },
              { note: "Gentle stretching as advised by a physiotherapist; long hours of sitting are broken up." },
            ],
          },
        ],
        notes:
          "If the problem persists or gets worse, please see a doctor; if you are under a doctor's care, continue the doctor's treatment. These food practices are followed alongside it.",
      },
      {
        id: "urine-infection",
        name: "Urine Infection",
        teluguName: "మూత్ర ఇన్ఫెక్షన్",
        aliases: [
          "UTI", "urinary tract infection", "urinary infection", "burning urine", "mootram manta", "mutram",
          "urine infaction", "urin infection", "urine infecton",
        ],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "3 spoons - 1 week" },
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken for 1 week, one after the other in the order shown: a cycle of 5-6 weeks that is then repeated. Ambali in the morning; millet rice or rotis of the same millet for lunch and dinner.",
            items: [
              { name: "Barnyard millet (Udalu)", duration: "1 Week" },
              { name: "Browntop millet (Andu korralu)", duration: "1 Week" },
              { name: "Foxtail millet (Korralu)", duration: "1 Week" },
              { name: "Kodo millet (Arikalu)", duration: "1 Week" },
              { name: "Little millet (Samalu)", duration: "1 Week" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Punarnava (Atikamamidi)", duration: "4 Days" },
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              { name: "Coriander leaves (Kothimeera)", duration: "4 Days" },
              { name: "Holy basil (Tulasi)", duration: "4 Days" },
              {
                note:
                  "Then Mint leaves (Pudina), Peepal leaves (Raavi) and Guduchi (Tippateega), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap.",
            items: [
              { name: "Ash gourd (Boodida gummadi) juice", duration: "Mid-morning - 21 days" },
              { name: "Cucumber (Dosakaya) juice", duration: "Afternoon - 21 days" },
              { name: "Tender coconut water (Kobbari neellu)", duration: "Evening - 21 days" },
            ],
          },
          {
            category: "Additional Notes",
            items: [
              { note: "Plenty of water through the day; urine is not held back for long." },
              { note: "Spicy food, pickles and aerated drinks are kept away." },
            ],
          },
        ],
        notes:
          "If the problem persists or gets worse, please see a doctor; if you are under a doctor's care, continue the doctor's treatment. These food practices are followed alongside it. Fever, back pain or blood in the urine needs a doctor's attention quickly.",
      },
      {
        id: "prostate-problems",
        name: "Prostate Problems",
        teluguName: "ప్రోస్టేట్ సమస్యలు",
        aliases: [
          "enlarged prostate", "prostate enlargement", "BPH", "prostate", "frequent urination at night", "prostrate",
          "prostate problam",
        ],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "3 spoons - 1 week" },
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "2 spoons - 1 week" },
              { name: "Wood-pressed groundnut oil (Verusenaga nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken for 1 week, one after the other in the order shown: a cycle of 5-6 weeks that is then repeated. Ambali in the morning; millet rice or rotis of the same millet for lunch and dinner.",
            items: [
              { name: "Barnyard millet (Udalu)", duration: "1 Week" },
              { name: "Little millet (Samalu)", duration: "1 Week" },
              { name: "Foxtail millet (Korralu)", duration: "1 Week" },
              { name: "Kodo millet (Arikalu)", duration: "1 Week" },
              { name: "Browntop millet (Andu korralu)", duration: "1 Week" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Punarnava (Atikamamidi)", duration: "4 Days" },
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              { name: "Peepal leaves (Raavi)", duration: "4 Days" },
              { name: "Banyan leaves (Marri)", duration: "4 Days" },
              {
                note:
                  "Then Holy basil (Tulasi), Guduchi (Tippateega) and Bael leaves (Maredu), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap.",
            items: [
              { name: "Ash gourd (Boodida gummadi) juice", duration: "Mid-morning - 21 days" },
              { name: "Cucumber (Dosakaya) juice", duration: "Evening - 21 days" },
            ],
          },
          {
            category: "Laddus",
            best_practices:
              "Made with palm jaggery instead of sugar. One laddu a day as an evening snack, changing the laddu each week.",
            items: [
              { name: "Pumpkin seed laddu", duration: "1 a day - 1 week" },
              { name: "Sesame-jaggery laddu (Nuvvula undalu)", duration: "1 a day - 1 week" },
            ],
          },
          {
            category: "Additional Notes",
            items: [
              {
                note:
                  "Most of the day's water is taken before evening, and tea, coffee and alcohol are avoided at night.",
              },
            ],
          },
        ],
        notes:
          "Please continue the doctor's treatment and regular check-ups. These food practices are followed alongside it, never in place of it, and no prescribed medicine is stopped or changed without the doctor's advice.",
      },
      {
        id: "hiv",
        name: "HIV",
        teluguName: "హెచ్ఐవి",
        aliases: [
          "HIV/AIDS", "AIDS", "HIV positive", "hiv aids", "h.i.v", "human immunodeficiency virus", "hiv infection",
        ],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "3 spoons - 1 week" },
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "3 spoons - 1 week" },
              { name: "Wood-pressed groundnut oil (Verusenaga nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken as Ambali for 2 days, one after the other in the order shown: a 10-day cycle that is commonly repeated. Millet rice, rotis or upma of the same millet are used for the other meals of the day. In the first cycle, Ambali is commonly taken both morning and evening.",
            items: [
              { name: "Foxtail millet (Korralu)", duration: "2 Days" },
              { name: "Kodo millet (Arikalu)", duration: "2 Days" },
              { name: "Little millet (Samalu)", duration: "2 Days" },
              { name: "Barnyard millet (Udalu)", duration: "2 Days" },
              { name: "Browntop millet (Andu korralu)", duration: "2 Days" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              { name: "Holy basil (Tulasi)", duration: "4 Days" },
              { name: "Guduchi (Tippateega)", duration: "4 Days" },
              { name: "Bael leaves (Maredu)", duration: "4 Days" },
              {
                note:
                  "Then Pongamia leaves (Kanuga), Neem leaves (Vepa) and Peepal leaves (Raavi), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap.",
            items: [
              { name: "Ash gourd (Boodida gummadi) juice", duration: "Mid-morning - 21 days" },
              { name: "Amla (Usiri) juice", duration: "Evening - 21 days" },
            ],
          },
          {
            category: "Plant-based Milk",
            best_practices:
              "Made fresh at home: soak, grind with water and strain. A little palm jaggery may be added. Commonly used in place of dairy milk, tea and coffee.",
            items: [
              { name: "Sesame milk (Nuvvula paalu)", duration: "Every Day" },
              { name: "Groundnut milk (Palli paalu)", duration: "Evening" },
            ],
          },
          {
            category: "Green leaf vegetable",
            best_practices:
              "One leafy green a day, cooked lightly in wood-pressed oil as a curry, pappu or podi, changing the green in rotation as shown.",
            items: [
              { name: "Moringa leaves (Munaga aaku)", duration: "2 Days" },
              { name: "Amaranth (Thotakura)", duration: "2 Days" },
              { name: "Gongura (Roselle leaves)", duration: "2 Days" },
            ],
          },
        ],
        notes:
          "Please continue the doctor's treatment and regular check-ups. These food practices are followed alongside it, never in place of it, and no prescribed medicine is stopped or changed without the doctor's advice. Every antiretroviral medicine is taken exactly as prescribed.",
      },
      {
        id: "skin-problems",
        name: "Skin Problems",
        teluguName: "చర్మ సమస్యలు",
        aliases: [
          "skin allergy", "skin disease", "itching", "durada", "rashes", "pimples", "acne", "fungal infection",
          "dry skin", "charma samasyalu", "skin problam", "skn problem",
        ],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "3 spoons - 1 week" },
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "2 spoons - 1 week" },
              { name: "Wood-pressed groundnut oil (Verusenaga nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken for 1 week, one after the other in the order shown: a cycle of 5-6 weeks that is then repeated. Ambali in the morning; millet rice or rotis of the same millet for lunch and dinner.",
            items: [
              { name: "Browntop millet (Andu korralu)", duration: "1 Week" },
              { name: "Kodo millet (Arikalu)", duration: "1 Week" },
              { name: "Foxtail millet (Korralu)", duration: "1 Week" },
              { name: "Little millet (Samalu)", duration: "1 Week" },
              { name: "Barnyard millet (Udalu)", duration: "1 Week" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Neem leaves (Vepa)", duration: "4 Days" },
              { name: "Pongamia leaves (Kanuga)", duration: "4 Days" },
              { name: "Holy basil (Tulasi)", duration: "4 Days" },
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              {
                note:
                  "Then Guduchi (Tippateega), Bael leaves (Maredu) and Mint leaves (Pudina), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap.",
            items: [
              { name: "Ash gourd (Boodida gummadi) juice", duration: "Mid-morning - 21 days" },
              { name: "Cucumber (Dosakaya) juice", duration: "Afternoon - 21 days" },
              { name: "Coriander (Kothimeera) juice", duration: "Evening - 21 days" },
            ],
          },
          {
            category: "Additional Practices",
            items: [
              { name: "Bath with neem-leaf water", duration: "2 Days a week" },
              { note: "Mild herbal bath powder (sunnipindi) is used in place of strong soaps." },
            ],
          },
        ],
        notes:
          "If the problem persists or gets worse, please see a doctor; if you are under a doctor's care, continue the doctor's treatment. These food practices are followed alongside it.",
      },
      {
        id: "psoriasis",
        name: "Psoriasis",
        teluguName: "సోరియాసిస్",
        aliases: ["psoriasis", "scalp psoriasis", "scaly patches", "psorasis", "soriasis", "sorisis", "psoraisis"],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking. Coconut oil is also applied on dry patches after bath.",
            items: [
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "3 spoons - 1 week" },
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken as Ambali for 2 days, one after the other in the order shown: a 10-day cycle that is commonly repeated. Millet rice, rotis or upma of the same millet are used for the other meals of the day.",
            items: [
              { name: "Browntop millet (Andu korralu)", duration: "2 Days" },
              { name: "Kodo millet (Arikalu)", duration: "2 Days" },
              { name: "Foxtail millet (Korralu)", duration: "2 Days" },
              { name: "Little millet (Samalu)", duration: "2 Days" },
              { name: "Barnyard millet (Udalu)", duration: "2 Days" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Neem leaves (Vepa)", duration: "4 Days" },
              { name: "Pongamia leaves (Kanuga)", duration: "4 Days" },
              { name: "Guduchi (Tippateega)", duration: "4 Days" },
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              {
                note:
                  "Then Holy basil (Tulasi), Bael leaves (Maredu) and Peepal leaves (Raavi), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap.",
            items: [
              { name: "Ash gourd (Boodida gummadi) juice", duration: "Mid-morning - 21 days" },
              { name: "Curry leaf (Karivepaku) juice", duration: "Evening - 21 days" },
            ],
          },
          {
            category: "Additional Notes",
            items: [
              {
                note:
                  "While following this protocol, polished white rice, wheat and maida, refined sugar, refined oils, packaged foods, dairy milk, tea and coffee are commonly left out of the diet.",
              },
            ],
          },
          {
            category: "Additional Practices",
            items: [
              { name: "Morning sunlight (15-20 minutes)", duration: "Every Day" },
              { note: "Strong soaps and very hot water are avoided." },
            ],
          },
        ],
        notes:
          "Please continue the doctor's treatment and regular check-ups. These food practices are followed alongside it, never in place of it, and no prescribed medicine is stopped or changed without the doctor's advice.",
      },
      {
        id: "eczema",
        name: "Eczema",
        teluguName: "తామర",
        aliases: ["eczema", "tamara", "dermatitis", "atopic dermatitis", "itchy skin", "exema", "eczima", "ekzema"],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking. Coconut oil is also applied on dry skin after bath.",
            items: [
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "3 spoons - 1 week" },
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken for 1 week, one after the other in the order shown: a cycle of 5-6 weeks that is then repeated. Ambali in the morning; millet rice or rotis of the same millet for lunch and dinner.",
            items: [
              { name: "Browntop millet (Andu korralu)", duration: "1 Week" },
              { name: "Little millet (Samalu)", duration: "1 Week" },
              { name: "Foxtail millet (Korralu)", duration: "1 Week" },
              { name: "Kodo millet (Arikalu)", duration: "1 Week" },
              { name: "Barnyard millet (Udalu)", duration: "1 Week" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Neem leaves (Vepa)", duration: "4 Days" },
              { name: "Holy basil (Tulasi)", duration: "4 Days" },
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              { name: "Pongamia leaves (Kanuga)", duration: "4 Days" },
              {
                note:
                  "Then Guduchi (Tippateega), Mint leaves (Pudina) and Bael leaves (Maredu), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap.",
            items: [
              { name: "Ash gourd (Boodida gummadi) juice", duration: "Mid-morning - 21 days" },
              { name: "Cucumber (Dosakaya) juice", duration: "Evening - 21 days" },
            ],
          },
          {
            category: "Additional Practices",
            items: [
              { note: "Loose cotton clothing; synthetic fabrics and strong detergents are avoided." },
              { note: "Mild herbal bath powder (sunnipindi) is used in place of strong soaps." },
            ],
          },
        ],
        notes:
          "If the problem persists or gets worse, please see a doctor; if you are under a doctor's care, continue the doctor's treatment. These food practices are followed alongside it.",
      },
      {
        id: "vitiligo",
        name: "Vitiligo",
        teluguName: "బొల్లి",
        aliases: [
          "bolli", "leucoderma", "leukoderma", "white patches", "white spots", "vitiligo", "vitilago", "vitaligo",
          "vitligo",
        ],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "3 spoons - 1 week" },
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "3 spoons - 1 week" },
              { name: "Wood-pressed mustard oil (Aavala nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken as Ambali for 2 days, one after the other in the order shown: a 10-day cycle that is commonly repeated. Millet rice, rotis or upma of the same millet are used for the other meals of the day.",
            items: [
              { name: "Kodo millet (Arikalu)", duration: "2 Days" },
              { name: "Browntop millet (Andu korralu)", duration: "2 Days" },
              { name: "Foxtail millet (Korralu)", duration: "2 Days" },
              { name: "Little millet (Samalu)", duration: "2 Days" },
              { name: "Barnyard millet (Udalu)", duration: "2 Days" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Pongamia leaves (Kanuga)", duration: "4 Days" },
              { name: "Neem leaves (Vepa)", duration: "4 Days" },
              { name: "Holy basil (Tulasi)", duration: "4 Days" },
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              {
                note:
                  "Then Guduchi (Tippateega), Bael leaves (Maredu) and Peepal leaves (Raavi), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap.",
            items: [
              { name: "Curry leaf (Karivepaku) juice", duration: "Mid-morning - 21 days" },
              { name: "Ash gourd (Boodida gummadi) juice", duration: "Evening - 21 days" },
            ],
          },
          {
            category: "Green leaf vegetable",
            best_practices:
              "One leafy green a day, cooked lightly in wood-pressed oil as a curry, pappu or podi, changing the green in rotation as shown.",
            items: [
              { name: "Moringa leaves (Munaga aaku)", duration: "2 Days" },
              { name: "Amaranth (Thotakura)", duration: "2 Days" },
              { name: "Gongura (Roselle leaves)", duration: "2 Days" },
            ],
          },
          {
            category: "Additional Practices",
            items: [
              { name: "Morning sunlight (15-20 minutes)", duration: "Every Day" },
            ],
          },
        ],
        notes:
          "Please continue the doctor's treatment and regular check-ups. These food practices are followed alongside it, never in place of it, and no prescribed medicine is stopped or changed without the doctor's advice.",
      },
      {
        id: "ichthyosis",
        name: "Ichthyosis",
        aliases: ["fish scale skin", "fish skin", "dry scaly skin", "icthyosis", "ichthiosis", "ichtyosis"],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking. Coconut or sesame oil is also applied on the skin after bath.",
            items: [
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "3 spoons - 1 week" },
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "3 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken as Ambali for 2 days, one after the other in the order shown: a 10-day cycle that is commonly repeated. Millet rice, rotis or upma of the same millet are used for the other meals of the day.",
            items: [
              { name: "Browntop millet (Andu korralu)", duration: "2 Days" },
              { name: "Foxtail millet (Korralu)", duration: "2 Days" },
              { name: "Kodo millet (Arikalu)", duration: "2 Days" },
              { name: "Little millet (Samalu)", duration: "2 Days" },
              { name: "Barnyard millet (Udalu)", duration: "2 Days" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Neem leaves (Vepa)", duration: "4 Days" },
              { name: "Pongamia leaves (Kanuga)", duration: "4 Days" },
              { name: "Holy basil (Tulasi)", duration: "4 Days" },
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              {
                note:
                  "Then Guduchi (Tippateega), Bael leaves (Maredu) and Banyan leaves (Marri), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap.",
            items: [
              { name: "Ash gourd (Boodida gummadi) juice", duration: "Mid-morning - 21 days" },
              { name: "Cucumber (Dosakaya) juice", duration: "Evening - 21 days" },
            ],
          },
          {
            category: "Plant-based Milk",
            best_practices:
              "Made fresh at home: soak, grind with water and strain. A little palm jaggery may be added. Commonly used in place of dairy milk, tea and coffee.",
            items: [
              { name: "Coconut milk (Kobbari paalu)", duration: "Every Day" },
            ],
          },
          {
            category: "Additional Practices",
            items: [
              { note: "Plenty of water through the day; very hot baths and strong soaps are avoided." },
            ],
          },
        ],
        notes:
          "Please continue the doctor's treatment and regular check-ups. These food practices are followed alongside it, never in place of it, and no prescribed medicine is stopped or changed without the doctor's advice.",
      },
      {
        id: "high-esr",
        name: "High ESR",
        aliases: ["ESR", "esr high", "raised ESR", "erythrocyte sedimentation rate", "e.s.r", "high e s r"],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "3 spoons - 1 week" },
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "2 spoons - 1 week" },
              { name: "Wood-pressed groundnut oil (Verusenaga nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken for 1 week, one after the other in the order shown: a cycle of 5-6 weeks that is then repeated. Ambali in the morning; millet rice or rotis of the same millet for lunch and dinner.",
            items: [
              { name: "Kodo millet (Arikalu)", duration: "1 Week" },
              { name: "Barnyard millet (Udalu)", duration: "1 Week" },
              { name: "Foxtail millet (Korralu)", duration: "1 Week" },
              { name: "Little millet (Samalu)", duration: "1 Week" },
              { name: "Browntop millet (Andu korralu)", duration: "1 Week" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Guduchi (Tippateega)", duration: "4 Days" },
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              { name: "Holy basil (Tulasi)", duration: "4 Days" },
              { name: "Bael leaves (Maredu)", duration: "4 Days" },
              {
                note:
                  "Then Neem leaves (Vepa), Peepal leaves (Raavi) and Pongamia leaves (Kanuga), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap.",
            items: [
              { name: "Ash gourd (Boodida gummadi) juice", duration: "Mid-morning - 21 days" },
              { name: "Curry leaf (Karivepaku) juice", duration: "Evening - 21 days" },
            ],
          },
          {
            category: "Additional Notes",
            items: [
              {
                note:
                  "While following this protocol, polished white rice, wheat and maida, refined sugar, refined oils, packaged foods, dairy milk, tea and coffee are commonly left out of the diet.",
              },
              { note: "Meals are home-cooked and light, with dinner finished before 7 pm." },
            ],
          },
        ],
        notes:
          "ESR is a blood test value; a high reading needs a doctor's follow-up to find its reason. If the problem persists or gets worse, please see a doctor; if you are under a doctor's care, continue the doctor's treatment. These food practices are followed alongside it.",
      },
      {
        id: "urticaria",
        name: "Urticaria",
        teluguName: "దద్దుర్లు",
        aliases: [
          "hives", "daddurlu", "allergic rash", "skin allergy rash", "urticaria", "urticarea", "urticeria",
          "urtecaria",
        ],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "3 spoons - 1 week" },
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken for 1 week, one after the other in the order shown: a cycle of 5-6 weeks that is then repeated. Ambali in the morning; millet rice or rotis of the same millet for lunch and dinner.",
            items: [
              { name: "Browntop millet (Andu korralu)", duration: "1 Week" },
              { name: "Little millet (Samalu)", duration: "1 Week" },
              { name: "Foxtail millet (Korralu)", duration: "1 Week" },
              { name: "Kodo millet (Arikalu)", duration: "1 Week" },
              { name: "Barnyard millet (Udalu)", duration: "1 Week" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Neem leaves (Vepa)", duration: "4 Days" },
              { name: "Holy basil (Tulasi)", duration: "4 Days" },
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              { name: "Mint leaves (Pudina)", duration: "4 Days" },
              {
                note:
                  "Then Guduchi (Tippateega), Pongamia leaves (Kanuga) and Bael leaves (Maredu), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap.",
            items: [
              { name: "Ash gourd (Boodida gummadi) juice", duration: "Mid-morning - 21 days" },
              { name: "Coriander (Kothimeera) juice", duration: "Evening - 21 days" },
            ],
          },
          {
            category: "Additional Notes",
            items: [
              { note: "Foods that seem to bring on the rash are noted in a diary and left out." },
            ],
          },
        ],
        notes:
          "If the problem persists or gets worse, please see a doctor; if you are under a doctor's care, continue the doctor's treatment. These food practices are followed alongside it. Swelling of the lips, face or throat, or difficulty in breathing, needs urgent medical care.",
      },
      {
        id: "ibs",
        name: "IBS (Irritable Bowel Syndrome)",
        aliases: [
          "IBS", "irritable bowel syndrome", "irritable bowel", "grahani", "loose motions", "bowel problems",
          "irritable bowl", "ibs problem",
        ],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "2 spoons - 1 week" },
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken for 1 week, one after the other in the order shown: a cycle of 5-6 weeks that is then repeated. Ambali in the morning; millet rice or rotis of the same millet for lunch and dinner. Ambali is taken plain or with thin buttermilk, never cold from the fridge.",
            items: [
              { name: "Browntop millet (Andu korralu)", duration: "1 Week" },
              { name: "Little millet (Samalu)", duration: "1 Week" },
              { name: "Foxtail millet (Korralu)", duration: "1 Week" },
              { name: "Kodo millet (Arikalu)", duration: "1 Week" },
              { name: "Barnyard millet (Udalu)", duration: "1 Week" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Bael leaves (Maredu)", duration: "4 Days" },
              { name: "Mint leaves (Pudina)", duration: "4 Days" },
              { name: "Ajwain leaves (Vaamu aaku)", duration: "4 Days" },
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              {
                note:
                  "Then Coriander leaves (Kothimeera), Holy basil (Tulasi) and Cluster fig leaves (Medi), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap.",
            items: [
              { name: "Ash gourd (Boodida gummadi) juice", duration: "Mid-morning - 21 days" },
            ],
          },
          {
            category: "Plant-based Milk",
            best_practices:
              "Made fresh at home: soak, grind with water and strain. A little palm jaggery may be added. Commonly used in place of dairy milk, tea and coffee.",
            items: [
              { name: "Coconut milk (Kobbari paalu)", duration: "Every Day" },
            ],
          },
          {
            category: "Additional Practices",
            items: [
              { note: "Meals at fixed times, eaten slowly." },
              { name: "Slow deep breathing (pranayama)", duration: "Morning and evening" },
            ],
          },
        ],
        notes:
          "If the problem persists or gets worse, please see a doctor; if you are under a doctor's care, continue the doctor's treatment. These food practices are followed alongside it.",
      },
      {
        id: "colitis",
        name: "Colitis",
        teluguName: "పెద్దపేగు వాపు",
        aliases: [
          "ulcerative colitis", "UC", "large intestine inflammation", "peddapegu vapu", "colites", "kolitis",
          "colitus",
        ],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "2 spoons - 1 week" },
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken as Ambali for 2 days, one after the other in the order shown: a 10-day cycle that is commonly repeated. Millet rice, rotis or upma of the same millet are used for the other meals of the day. Ambali is taken thin and in small portions.",
            items: [
              { name: "Browntop millet (Andu korralu)", duration: "2 Days" },
              { name: "Barnyard millet (Udalu)", duration: "2 Days" },
              { name: "Foxtail millet (Korralu)", duration: "2 Days" },
              { name: "Kodo millet (Arikalu)", duration: "2 Days" },
              { name: "Little millet (Samalu)", duration: "2 Days" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Bael leaves (Maredu)", duration: "4 Days" },
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              { name: "Guduchi (Tippateega)", duration: "4 Days" },
              { name: "Mint leaves (Pudina)", duration: "4 Days" },
              {
                note:
                  "Then Holy basil (Tulasi), Cluster fig leaves (Medi) and Banyan leaves (Marri), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap.",
            items: [
              { name: "Ash gourd (Boodida gummadi) juice", duration: "Mid-morning - 21 days" },
            ],
          },
          {
            category: "Plant-based Milk",
            best_practices:
              "Made fresh at home: soak, grind with water and strain. A little palm jaggery may be added. Commonly used in place of dairy milk, tea and coffee.",
            items: [
              { name: "Coconut milk (Kobbari paalu)", duration: "Every Day" },
            ],
          },
          {
            category: "Additional Notes",
            items: [
              { note: "Spicy, fried and raw foods are commonly avoided; vegetables are well cooked." },
            ],
          },
        ],
        notes:
          "Please continue the doctor's treatment and regular check-ups. These food practices are followed alongside it, never in place of it, and no prescribed medicine is stopped or changed without the doctor's advice.",
      },
      {
        id: "crohns-disease",
        name: "Crohn's Disease",
        aliases: [
          "crohns", "crohn", "crohn's", "crohn disease", "inflammatory bowel disease", "IBD", "crons", "chrons",
          "chron's",
        ],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "2 spoons - 1 week" },
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken as Ambali for 2 days, one after the other in the order shown: a 10-day cycle that is commonly repeated. Millet rice, rotis or upma of the same millet are used for the other meals of the day. Ambali is taken thin and in small, frequent portions.",
            items: [
              { name: "Browntop millet (Andu korralu)", duration: "2 Days" },
              { name: "Little millet (Samalu)", duration: "2 Days" },
              { name: "Foxtail millet (Korralu)", duration: "2 Days" },
              { name: "Kodo millet (Arikalu)", duration: "2 Days" },
              { name: "Barnyard millet (Udalu)", duration: "2 Days" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Bael leaves (Maredu)", duration: "4 Days" },
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              { name: "Guduchi (Tippateega)", duration: "4 Days" },
              { name: "Holy basil (Tulasi)", duration: "4 Days" },
              {
                note:
                  "Then Mint leaves (Pudina), Cluster fig leaves (Medi) and Peepal leaves (Raavi), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap.",
            items: [
              { name: "Ash gourd (Boodida gummadi) juice", duration: "Mid-morning - 21 days" },
            ],
          },
          {
            category: "Plant-based Milk",
            best_practices:
              "Made fresh at home: soak, grind with water and strain. A little palm jaggery may be added. Commonly used in place of dairy milk, tea and coffee.",
            items: [
              { name: "Coconut milk (Kobbari paalu)", duration: "Every Day" },
              { name: "Foxtail millet milk (Korra paalu)", duration: "Evening" },
            ],
          },
          {
            category: "Additional Notes",
            items: [
              { note: "Spicy, fried and raw foods are commonly avoided; vegetables are well cooked and soft." },
            ],
          },
        ],
        notes:
          "Please continue the doctor's treatment and regular check-ups. These food practices are followed alongside it, never in place of it, and no prescribed medicine is stopped or changed without the doctor's advice.",
      },
      {
        id: "anaemia",
        name: "Anaemia",
        teluguName: "రక్తహీనత",
        aliases: [
          "anemia", "raktaheenata", "low hemoglobin", "low haemoglobin", "low HB", "HB low", "iron deficiency",
          "aneamia", "anima", "anaemia",
        ],
        categories: [
          {
            category: "Millets",
            best_practices:
              "Each millet is taken for 1 week, one after the other in the order shown: a cycle of 5-6 weeks that is then repeated. Ambali in the morning; millet rice or rotis of the same millet for lunch and dinner.",
            items: [
              { name: "Kodo millet (Arikalu)", duration: "1 Week" },
              { name: "Foxtail millet (Korralu)", duration: "1 Week" },
              { name: "Little millet (Samalu)", duration: "1 Week" },
              { name: "Barnyard millet (Udalu)", duration: "1 Week" },
              { name: "Browntop millet (Andu korralu)", duration: "1 Week" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Moringa leaves (Munaga)", duration: "4 Days" },
              { name: "Indian gooseberry leaves (Usiri)", duration: "4 Days" },
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              { name: "Curry leaves (Karivepaku)", duration: "4 Days" },
              {
                note:
                  "Then Holy basil (Tulasi), Guduchi (Tippateega) and Bael leaves (Maredu), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap.",
            items: [
              { name: "Carrot and beetroot juice", duration: "Mid-morning - 21 days" },
              { name: "Curry leaf (Karivepaku) juice", duration: "Afternoon - 21 days" },
              { name: "Amla (Usiri) juice", duration: "Evening - 21 days" },
            ],
          },
          {
            category: "Laddus",
            best_practices:
              "Made with palm jaggery instead of sugar. One laddu a day as an evening snack, changing the laddu each week.",
            items: [
              { name: "Sesame-jaggery laddu (Nuvvula undalu)", duration: "1 a day - 1 week" },
              { name: "Dates and dry fruit laddu", duration: "1 a day - 1 week" },
              { name: "Niger seed laddu (Verri nuvvula undalu)", duration: "1 a day - 1 week" },
            ],
          },
          {
            category: "Green leaf vegetable",
            best_practices:
              "One leafy green a day, cooked lightly in wood-pressed oil as a curry, pappu or podi, changing the green in rotation as shown.",
            items: [
              { name: "Moringa leaves (Munaga aaku)", duration: "2 Days" },
              { name: "Amaranth (Thotakura)", duration: "2 Days" },
              { name: "Gongura (Roselle leaves)", duration: "2 Days" },
              { name: "Spinach (Palakura)", duration: "2 Days" },
            ],
          },
          {
            category: "Additional Notes",
            items: [
              { note: "Tea and coffee are kept away from meals." },
            ],
          },
        ],
        notes:
          "If the problem persists or gets worse, please see a doctor; if you are under a doctor's care, continue the doctor's treatment. These food practices are followed alongside it. Haemoglobin is checked again as the doctor advises.",
      },
      {
        id: "dental-gum-problems",
        name: "Dental and Gum Problems",
        teluguName: "దంత మరియు చిగుళ్ల సమస్యలు",
        aliases: [
          "teeth problems", "tooth problems", "toothache", "tooth pain", "pallu noppi", "bleeding gums", "chigullu",
          "gum problems", "pyorrhoea", "pyorrhea", "cavities", "dental", "dentel", "gum problam",
        ],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "3 spoons - 1 week" },
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken for 1 week, one after the other in the order shown: a cycle of 5-6 weeks that is then repeated. Ambali in the morning; millet rice or rotis of the same millet for lunch and dinner.",
            items: [
              { name: "Foxtail millet (Korralu)", duration: "1 Week" },
              { name: "Kodo millet (Arikalu)", duration: "1 Week" },
              { name: "Little millet (Samalu)", duration: "1 Week" },
              { name: "Barnyard millet (Udalu)", duration: "1 Week" },
              { name: "Browntop millet (Andu korralu)", duration: "1 Week" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils. The decoction may also be used lukewarm as a mouth rinse.",
            items: [
              { name: "Guava leaves (Jama aaku)", duration: "4 Days" },
              { name: "Neem leaves (Vepa)", duration: "4 Days" },
              { name: "Holy basil (Tulasi)", duration: "4 Days" },
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              {
                note:
                  "Then Banyan leaves (Marri), Guduchi (Tippateega) and Pongamia leaves (Kanuga), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Laddus",
            best_practices:
              "Made with palm jaggery instead of sugar. One laddu a day as an evening snack, changing the laddu each week.",
            items: [
              { name: "Sesame-jaggery laddu (Nuvvula undalu)", duration: "1 a day - 1 week" },
              { name: "Groundnut-jaggery laddu (Palli undalu)", duration: "1 a day - 1 week" },
            ],
          },
          {
            category: "Additional Practices",
            items: [
              { name: "Oil pulling with sesame or coconut oil", duration: "Morning, empty stomach - Every Day" },
              { name: "Brushing with a neem or banyan twig", duration: "Every Day" },
              { note: "Sticky sweets and sugary drinks are avoided." },
            ],
          },
        ],
        notes:
          "Please see a dentist for pain, swelling or bleeding. If the problem persists or gets worse, please see a doctor; if you are under a doctor's care, continue the doctor's treatment. These food practices are followed alongside it.",
      },
      {
        id: "lupus",
        name: "Lupus (SLE)",
        teluguName: "లూపస్",
        aliases: ["lupus", "SLE", "systemic lupus erythematosus", "lupas", "loopus", "lupis"],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "3 spoons - 1 week" },
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "2 spoons - 1 week" },
              { name: "Wood-pressed groundnut oil (Verusenaga nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken as Ambali for 2 days, one after the other in the order shown: a 10-day cycle that is commonly repeated. Millet rice, rotis or upma of the same millet are used for the other meals of the day. In the first cycle, Ambali is commonly taken both morning and evening.",
            items: [
              { name: "Foxtail millet (Korralu)", duration: "2 Days" },
              { name: "Kodo millet (Arikalu)", duration: "2 Days" },
              { name: "Little millet (Samalu)", duration: "2 Days" },
              { name: "Barnyard millet (Udalu)", duration: "2 Days" },
              { name: "Browntop millet (Andu korralu)", duration: "2 Days" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Guduchi (Tippateega)", duration: "4 Days" },
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              { name: "Holy basil (Tulasi)", duration: "4 Days" },
              { name: "Bael leaves (Maredu)", duration: "4 Days" },
              {
                note:
                  "Then Neem leaves (Vepa), Pongamia leaves (Kanuga) and Peepal leaves (Raavi), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap.",
            items: [
              { name: "Ash gourd (Boodida gummadi) juice", duration: "Mid-morning - 21 days" },
              { name: "Coriander (Kothimeera) juice", duration: "Evening - 21 days" },
            ],
          },
          {
            category: "Green leaf vegetable",
            best_practices:
              "One leafy green a day, cooked lightly in wood-pressed oil as a curry, pappu or podi, changing the green in rotation as shown.",
            items: [
              { name: "Moringa leaves (Munaga aaku)", duration: "2 Days" },
              { name: "Sessile joyweed (Ponnaganti kura)", duration: "2 Days" },
              { name: "Amaranth (Thotakura)", duration: "2 Days" },
            ],
          },
          {
            category: "Additional Practices",
            items: [
              { note: "Strong midday sun is avoided; skin is covered outdoors." },
              { name: "Sleep by 10 pm", duration: "Every Day" },
            ],
          },
        ],
        notes:
          "Please continue the doctor's treatment and regular check-ups. These food practices are followed alongside it, never in place of it, and no prescribed medicine is stopped or changed without the doctor's advice.",
      },
      {
        id: "fatty-liver",
        name: "Fatty Liver",
        teluguName: "కాలేయంలో కొవ్వు",
        aliases: [
          "fatty liver disease", "NAFLD", "liver fat", "grade 1 fatty liver", "fatty livar", "fatti liver",
          "kaleyam kovvu",
        ],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Wood-pressed groundnut oil (Verusenaga nune)", duration: "2 spoons - 1 week" },
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "2 spoons - 1 week" },
              { name: "Wood-pressed mustard oil (Aavala nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken for 1 week, one after the other in the order shown: a cycle of 5-6 weeks that is then repeated. Ambali in the morning; millet rice or rotis of the same millet for lunch and dinner.",
            items: [
              { name: "Barnyard millet (Udalu)", duration: "1 Week" },
              { name: "Kodo millet (Arikalu)", duration: "1 Week" },
              { name: "Foxtail millet (Korralu)", duration: "1 Week" },
              { name: "Little millet (Samalu)", duration: "1 Week" },
              { name: "Browntop millet (Andu korralu)", duration: "1 Week" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Bhumi amla (Nela usiri)", duration: "4 Days" },
              { name: "Punarnava (Atikamamidi)", duration: "4 Days" },
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              { name: "Guduchi (Tippateega)", duration: "4 Days" },
              {
                note:
                  "Then Holy basil (Tulasi), Mint leaves (Pudina) and Bael leaves (Maredu), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap. Bottle gourd is always tasted before juicing; a bitter one is thrown away.",
            items: [
              { name: "Bottle gourd (Sorakaya) juice", duration: "Mid-morning - 21 days" },
              { name: "Ash gourd (Boodida gummadi) juice", duration: "Evening - 21 days" },
            ],
          },
          {
            category: "Green leaf vegetable",
            best_practices:
              "One leafy green a day, cooked lightly in wood-pressed oil as a curry, pappu or podi, changing the green in rotation as shown.",
            items: [
              { name: "Sessile joyweed (Ponnaganti kura)", duration: "2 Days" },
              { name: "Sorrel leaves (Chukka kura)", duration: "2 Days" },
              { name: "Amaranth (Thotakura)", duration: "2 Days" },
            ],
          },
          {
            category: "Additional Practices",
            items: [
              { name: "Morning walk (30 minutes)", duration: "Every Day" },
              { note: "Alcohol, sugar, fried snacks and bakery items are avoided." },
              { note: "Meals are home-cooked and light, with dinner finished before 7 pm." },
            ],
          },
        ],
        notes:
          "If the problem persists or gets worse, please see a doctor; if you are under a doctor's care, continue the doctor's treatment. These food practices are followed alongside it.",
      },
      {
        id: "spleen-problems",
        name: "Spleen Problems",
        teluguName: "ప్లీహ సమస్యలు",
        aliases: [
          "spleen", "enlarged spleen", "splenomegaly", "spleen swelling", "pleeham", "splean", "spleen problam",
        ],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "2 spoons - 1 week" },
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "2 spoons - 1 week" },
              { name: "Wood-pressed groundnut oil (Verusenaga nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken as Ambali for 2 days, one after the other in the order shown: a 10-day cycle that is commonly repeated. Millet rice, rotis or upma of the same millet are used for the other meals of the day.",
            items: [
              { name: "Barnyard millet (Udalu)", duration: "2 Days" },
              { name: "Kodo millet (Arikalu)", duration: "2 Days" },
              { name: "Foxtail millet (Korralu)", duration: "2 Days" },
              { name: "Little millet (Samalu)", duration: "2 Days" },
              { name: "Browntop millet (Andu korralu)", duration: "2 Days" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Punarnava (Atikamamidi)", duration: "4 Days" },
              { name: "Bhumi amla (Nela usiri)", duration: "4 Days" },
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              { name: "Guduchi (Tippateega)", duration: "4 Days" },
              {
                note:
                  "Then Holy basil (Tulasi), Bael leaves (Maredu) and Peepal leaves (Raavi), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap.",
            items: [
              { name: "Ash gourd (Boodida gummadi) juice", duration: "Mid-morning - 21 days" },
              { name: "Carrot and beetroot juice", duration: "Evening - 21 days" },
            ],
          },
          {
            category: "Green leaf vegetable",
            best_practices:
              "One leafy green a day, cooked lightly in wood-pressed oil as a curry, pappu or podi, changing the green in rotation as shown.",
            items: [
              { name: "Amaranth (Thotakura)", duration: "2 Days" },
              { name: "Moringa leaves (Munaga aaku)", duration: "2 Days" },
              { name: "Sessile joyweed (Ponnaganti kura)", duration: "2 Days" },
            ],
          },
        ],
        notes:
          "Please continue the doctor's treatment and regular check-ups. These food practices are followed alongside it, never in place of it, and no prescribed medicine is stopped or changed without the doctor's advice.",
      },
      {
        id: "pancreatitis",
        name: "Pancreatitis",
        teluguName: "క్లోమ గ్రంథి వాపు",
        aliases: [
          "pancreas", "pancreas problem", "chronic pancreatitis", "klomam", "pancretitis", "pancreatitus",
          "pancriatitis",
        ],
        categories: [
          {
            category: "Millets",
            best_practices:
              "Each millet is taken as Ambali for 2 days, one after the other in the order shown: a 10-day cycle that is commonly repeated. Millet rice, rotis or upma of the same millet are used for the other meals of the day. Ambali is taken thin and in small, frequent portions.",
            items: [
              { name: "Browntop millet (Andu korralu)", duration: "2 Days" },
              { name: "Barnyard millet (Udalu)", duration: "2 Days" },
              { name: "Foxtail millet (Korralu)", duration: "2 Days" },
              { name: "Kodo millet (Arikalu)", duration: "2 Days" },
              { name: "Little millet (Samalu)", duration: "2 Days" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              { name: "Guduchi (Tippateega)", duration: "4 Days" },
              { name: "Bael leaves (Maredu)", duration: "4 Days" },
              { name: "Holy basil (Tulasi)", duration: "4 Days" },
              {
                note:
                  "Then Mint leaves (Pudina), Coriander leaves (Kothimeera) and Peepal leaves (Raavi), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap. Bottle gourd is always tasted before juicing; a bitter one is thrown away.",
            items: [
              { name: "Ash gourd (Boodida gummadi) juice", duration: "Mid-morning - 21 days" },
              { name: "Bottle gourd (Sorakaya) juice", duration: "Evening - 21 days" },
            ],
          },
          {
            category: "Green leaf vegetable",
            best_practices:
              "One leafy green a day, cooked lightly in wood-pressed oil as a curry, pappu or podi, changing the green in rotation as shown. Cooked with very little oil.",
            items: [
              { name: "Sessile joyweed (Ponnaganti kura)", duration: "2 Days" },
              { name: "Sorrel leaves (Chukka kura)", duration: "2 Days" },
            ],
          },
          {
            category: "Additional Notes",
            items: [
              { note: "Oils and fats are kept to the amount the doctor allows, so no extra spoons of oil are taken." },
              { note: "Alcohol is completely avoided." },
            ],
          },
        ],
        notes:
          "Please continue the doctor's treatment and regular check-ups. These food practices are followed alongside it, never in place of it, and no prescribed medicine is stopped or changed without the doctor's advice.",
      },
      {
        id: "physical-mental-disability",
        name: "Physical and Mental Disability",
        teluguName: "శారీరక, మానసిక వైకల్యం",
        aliases: [
          "disability", "physical disability", "mental disability", "special needs", "differently abled", "divyang",
          "developmental delay", "intellectual disability", "vikalangulu", "disabilty", "dissability",
        ],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "3 spoons - 1 week" },
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "2 spoons - 1 week" },
              { name: "Wood-pressed groundnut oil (Verusenaga nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken for 1 week, one after the other in the order shown: a cycle of 5-6 weeks that is then repeated. Ambali in the morning; millet rice or rotis of the same millet for lunch and dinner.",
            items: [
              { name: "Foxtail millet (Korralu)", duration: "1 Week" },
              { name: "Little millet (Samalu)", duration: "1 Week" },
              { name: "Kodo millet (Arikalu)", duration: "1 Week" },
              { name: "Barnyard millet (Udalu)", duration: "1 Week" },
              { name: "Browntop millet (Andu korralu)", duration: "1 Week" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Centella leaves (Saraswati aaku)", duration: "4 Days" },
              { name: "Holy basil (Tulasi)", duration: "4 Days" },
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              { name: "Guduchi (Tippateega)", duration: "4 Days" },
              {
                note:
                  "Then Bael leaves (Maredu), Peepal leaves (Raavi) and Moringa leaves (Munaga), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Plant-based Milk",
            best_practices:
              "Made fresh at home: soak, grind with water and strain. A little palm jaggery may be added. Commonly used in place of dairy milk, tea and coffee.",
            items: [
              { name: "Sesame milk (Nuvvula paalu)", duration: "Every Day" },
              { name: "Groundnut milk (Palli paalu)", duration: "Evening" },
            ],
          },
          {
            category: "Laddus",
            best_practices:
              "Made with palm jaggery instead of sugar. One laddu a day as an evening snack, changing the laddu each week.",
            items: [
              { name: "Sesame-jaggery laddu (Nuvvula undalu)", duration: "1 a day - 1 week" },
              { name: "Foxtail millet laddu", duration: "1 a day - 1 week" },
              { name: "Dates and dry fruit laddu", duration: "1 a day - 1 week" },
            ],
          },
          {
            category: "Additional Practices",
            items: [
              { name: "Sesame oil massage before bath", duration: "2 Days a week" },
              { name: "Morning sunlight (15-20 minutes)", duration: "Every Day" },
              { note: "Sugar, packaged foods and artificial colours are left out." },
            ],
          },
        ],
        notes:
          "For mental disability this routine is commonly continued for about two years. For children, the protocol is commonly followed from 9 months of age, with small quantities (a few spoons of Ambali or decoction) chosen with the paediatrician's agreement. Please continue the doctor's treatment and regular check-ups. These food practices are followed alongside it, never in place of it, and no prescribed medicine is stopped or changed without the doctor's advice.",
      },
      {
        id: "autism",
        name: "Autism",
        teluguName: "ఆటిజం",
        aliases: ["autism", "ASD", "autism spectrum disorder", "autistic", "autisam", "autisim", "otism"],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "2 spoons - 1 week" },
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "2 spoons - 1 week" },
              { name: "Wood-pressed groundnut oil (Verusenaga nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken for 1 week, one after the other in the order shown: a cycle of 5-6 weeks that is then repeated. Ambali in the morning; millet rice or rotis of the same millet for lunch and dinner.",
            items: [
              { name: "Foxtail millet (Korralu)", duration: "1 Week" },
              { name: "Little millet (Samalu)", duration: "1 Week" },
              { name: "Kodo millet (Arikalu)", duration: "1 Week" },
              { name: "Barnyard millet (Udalu)", duration: "1 Week" },
              { name: "Browntop millet (Andu korralu)", duration: "1 Week" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Centella leaves (Saraswati aaku)", duration: "4 Days" },
              { name: "Holy basil (Tulasi)", duration: "4 Days" },
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              { name: "Guduchi (Tippateega)", duration: "4 Days" },
              {
                note:
                  "Then Bael leaves (Maredu), Peepal leaves (Raavi) and Curry leaves (Karivepaku), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Plant-based Milk",
            best_practices:
              "Made fresh at home: soak, grind with water and strain. A little palm jaggery may be added. Commonly used in place of dairy milk, tea and coffee.",
            items: [
              { name: "Sesame milk (Nuvvula paalu)", duration: "Every Day" },
              { name: "Coconut milk (Kobbari paalu)", duration: "Evening" },
            ],
          },
          {
            category: "Laddus",
            best_practices:
              "Made with palm jaggery instead of sugar. One laddu a day as an evening snack, changing the laddu each week.",
            items: [
              { name: "Sesame-jaggery laddu (Nuvvula undalu)", duration: "1 a day - 1 week" },
              { name: "Foxtail millet laddu", duration: "1 a day - 1 week" },
            ],
          },
          {
            category: "Additional Notes",
            items: [
              { note: "Sugar, bakery items, packaged snacks and artificial colours are commonly left out." },
              { note: "Sleep by 10 pm, with a calm evening routine." },
            ],
          },
        ],
        notes:
          "This routine is commonly continued for about two years. For children, the protocol is commonly followed from 9 months of age, with small quantities (a few spoons of Ambali or decoction) chosen with the paediatrician's agreement. Please continue the doctor's treatment and regular check-ups. These food practices are followed alongside it, never in place of it, and no prescribed medicine is stopped or changed without the doctor's advice.",
      },
      {
        id: "cerebral-palsy",
        name: "Cerebral Palsy",
        teluguName: "సెరిబ్రల్ పాల్సీ",
        aliases: ["cerebral palsy", "CP", "spastic", "cerebral palsi", "serebral palsy", "cerebal palsy"],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "2 spoons - 1 week" },
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken for 1 week, one after the other in the order shown: a cycle of 5-6 weeks that is then repeated. Ambali in the morning; millet rice or rotis of the same millet for lunch and dinner. For small children, Ambali is given thin and in small spoonfuls.",
            items: [
              { name: "Foxtail millet (Korralu)", duration: "1 Week" },
              { name: "Kodo millet (Arikalu)", duration: "1 Week" },
              { name: "Little millet (Samalu)", duration: "1 Week" },
              { name: "Barnyard millet (Udalu)", duration: "1 Week" },
              { name: "Browntop millet (Andu korralu)", duration: "1 Week" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Centella leaves (Saraswati aaku)", duration: "4 Days" },
              { name: "Holy basil (Tulasi)", duration: "4 Days" },
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              { name: "Guduchi (Tippateega)", duration: "4 Days" },
              {
                note:
                  "Then Veldt grape stem (Nalleru), Bael leaves (Maredu) and Peepal leaves (Raavi), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Plant-based Milk",
            best_practices:
              "Made fresh at home: soak, grind with water and strain. A little palm jaggery may be added. Commonly used in place of dairy milk, tea and coffee.",
            items: [
              { name: "Sesame milk (Nuvvula paalu)", duration: "Every Day" },
              { name: "Foxtail millet milk (Korra paalu)", duration: "Evening" },
            ],
          },
          {
            category: "Laddus",
            best_practices:
              "Made with palm jaggery instead of sugar. One laddu a day as an evening snack, changing the laddu each week.",
            items: [
              { name: "Sesame-jaggery laddu (Nuvvula undalu)", duration: "1 a day - 1 week" },
              { name: "Groundnut-jaggery laddu (Palli undalu)", duration: "1 a day - 1 week" },
            ],
          },
          {
            category: "Additional Practices",
            items: [
              { name: "Sesame oil massage before bath", duration: "2 Days a week" },
              { name: "Morning sunlight (15-20 minutes)", duration: "Every Day" },
            ],
          },
        ],
        notes:
          "This routine is commonly continued for about two years, together with the physiotherapy the doctor advises. For children, the protocol is commonly followed from 9 months of age, with small quantities (a few spoons of Ambali or decoction) chosen with the paediatrician's agreement. Please continue the doctor's treatment and regular check-ups. These food practices are followed alongside it, never in place of it, and no prescribed medicine is stopped or changed without the doctor's advice.",
      },
      {
        id: "after-delivery",
        name: "After Delivery",
        teluguName: "ప్రసవం తర్వాత",
        aliases: [
          "postpartum", "post delivery", "postnatal", "post-natal", "balintha", "baalintha", "new mother",
          "after pregnancy", "breastfeeding", "lactation", "after delivary", "after delevery",
        ],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "3 spoons - 1 week" },
              { name: "Wood-pressed groundnut oil (Verusenaga nune)", duration: "2 spoons - 1 week" },
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken for 1 week, one after the other in the order shown: a cycle of 5-6 weeks that is then repeated. Ambali in the morning; millet rice or rotis of the same millet for lunch and dinner. Millets are cooked soft; Ambali is taken at room temperature.",
            items: [
              { name: "Little millet (Samalu)", duration: "1 Week" },
              { name: "Foxtail millet (Korralu)", duration: "1 Week" },
              { name: "Kodo millet (Arikalu)", duration: "1 Week" },
              { name: "Barnyard millet (Udalu)", duration: "1 Week" },
              { name: "Browntop millet (Andu korralu)", duration: "1 Week" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils. While breastfeeding, decoctions are taken only with the doctor's agreement.",
            items: [
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              { name: "Holy basil (Tulasi)", duration: "4 Days" },
              { name: "Curry leaves (Karivepaku)", duration: "4 Days" },
              { name: "Moringa leaves (Munaga)", duration: "4 Days" },
              {
                note:
                  "Then Bael leaves (Maredu), Guduchi (Tippateega) and Peepal leaves (Raavi), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Plant-based Milk",
            best_practices:
              "Made fresh at home: soak, grind with water and strain. A little palm jaggery may be added. Commonly used in place of dairy milk, tea and coffee.",
            items: [
              { name: "Sesame milk (Nuvvula paalu)", duration: "Morning and evening" },
              { name: "Foxtail millet milk (Korra paalu)", duration: "Every Day" },
            ],
          },
          {
            category: "Laddus",
            best_practices:
              "Made with palm jaggery instead of sugar. One laddu a day as an evening snack, changing the laddu each week.",
            items: [
              { name: "Sesame-jaggery laddu (Nuvvula undalu)", duration: "1 a day - 1 week" },
              { name: "Dates and dry fruit laddu", duration: "1 a day - 1 week" },
              { name: "Foxtail millet laddu", duration: "1 a day - 1 week" },
            ],
          },
          {
            category: "Green leaf vegetable",
            best_practices:
              "One leafy green a day, cooked lightly in wood-pressed oil as a curry, pappu or podi, changing the green in rotation as shown.",
            items: [
              { name: "Fenugreek leaves (Menthi kura)", duration: "2 Days" },
              { name: "Moringa leaves (Munaga aaku)", duration: "2 Days" },
              { name: "Malabar spinach (Bachali kura)", duration: "2 Days" },
            ],
          },
        ],
        notes: "Please continue the doctor's treatment and every postnatal check-up, for both mother and baby.",
      },
      {
        id: "diabetes",
        name: "Diabetes",
        teluguName: "మధుమేహం",
        aliases: [
          "diabetic", "sugar", "sugar problem", "sugar disease", "high sugar", "blood sugar", "type 2 diabetes",
          "madhumeham", "chakkera vyadhi", "diabetis", "diabeties", "dibetes",
        ],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "2 spoons - 1 week" },
              { name: "Wood-pressed groundnut oil (Verusenaga nune)", duration: "2 spoons - 1 week" },
              { name: "Wood-pressed mustard oil (Aavala nune)", duration: "2 spoons - 1 week" },
              { name: "Wood-pressed safflower oil (Kusuma nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken as Ambali for 2 days, one after the other in the order shown: a 10-day cycle that is commonly repeated. Millet rice, rotis or upma of the same millet are used for the other meals of the day. The cycle is commonly repeated for 6 months to 1 year.",
            items: [
              { name: "Kodo millet (Arikalu)", duration: "2 Days" },
              { name: "Barnyard millet (Udalu)", duration: "2 Days" },
              { name: "Foxtail millet (Korralu)", duration: "2 Days" },
              { name: "Little millet (Samalu)", duration: "2 Days" },
              { name: "Browntop millet (Andu korralu)", duration: "2 Days" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Bael leaves (Maredu)", duration: "4 Days" },
              { name: "Jamun leaves (Neredu aaku)", duration: "4 Days" },
              { name: "Guava leaves (Jama aaku)", duration: "4 Days" },
              { name: "Guduchi (Tippateega)", duration: "4 Days" },
              {
                note:
                  "Then Bermuda grass (Garika), Holy basil (Tulasi) and Peepal leaves (Raavi), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap.",
            items: [
              { name: "Bitter gourd (Kakarakaya) juice", duration: "Mid-morning - 21 days" },
              { name: "Coriander (Kothimeera) juice", duration: "Evening - 21 days" },
            ],
          },
          {
            category: "Green leaf vegetable",
            best_practices:
              "One leafy green a day, cooked lightly in wood-pressed oil as a curry, pappu or podi, changing the green in rotation as shown.",
            items: [
              { name: "Fenugreek leaves (Menthi kura)", duration: "2 Days" },
              { name: "Moringa leaves (Munaga aaku)", duration: "2 Days" },
              { name: "Amaranth (Thotakura)", duration: "2 Days" },
            ],
          },
          {
            category: "Additional Practices",
            items: [
              { name: "Morning walk (30 minutes)", duration: "Every Day" },
              { note: "Sugar, sweets, fruit juices with added sugar and polished rice are left out." },
            ],
          },
        ],
        notes:
          "Please continue the doctor's treatment and regular check-ups. These food practices are followed alongside it, never in place of it, and no prescribed medicine is stopped or changed without the doctor's advice. Blood sugar is checked regularly, and any change in medicine is made only by the doctor.",
      },
      {
        id: "polio",
        name: "Polio (After-effects)",
        teluguName: "పోలియో",
        aliases: ["polio", "poliomyelitis", "post-polio", "polio affected", "polio legs", "poleo", "pollio"],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "3 spoons - 1 week" },
              { name: "Wood-pressed groundnut oil (Verusenaga nune)", duration: "2 spoons - 1 week" },
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken for 1 week, one after the other in the order shown: a cycle of 5-6 weeks that is then repeated. Ambali in the morning; millet rice or rotis of the same millet for lunch and dinner.",
            items: [
              { name: "Foxtail millet (Korralu)", duration: "1 Week" },
              { name: "Kodo millet (Arikalu)", duration: "1 Week" },
              { name: "Little millet (Samalu)", duration: "1 Week" },
              { name: "Barnyard millet (Udalu)", duration: "1 Week" },
              { name: "Browntop millet (Andu korralu)", duration: "1 Week" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Veldt grape stem (Nalleru)", duration: "4 Days" },
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              { name: "Guduchi (Tippateega)", duration: "4 Days" },
              { name: "Holy basil (Tulasi)", duration: "4 Days" },
              {
                note:
                  "Then Bael leaves (Maredu), Moringa leaves (Munaga) and Peepal leaves (Raavi), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Plant-based Milk",
            best_practices:
              "Made fresh at home: soak, grind with water and strain. A little palm jaggery may be added. Commonly used in place of dairy milk, tea and coffee.",
            items: [
              { name: "Sesame milk (Nuvvula paalu)", duration: "Every Day" },
            ],
          },
          {
            category: "Laddus",
            best_practices:
              "Made with palm jaggery instead of sugar. One laddu a day as an evening snack, changing the laddu each week.",
            items: [
              { name: "Sesame-jaggery laddu (Nuvvula undalu)", duration: "1 a day - 1 week" },
              { name: "Groundnut-jaggery laddu (Palli undalu)", duration: "1 a day - 1 week" },
            ],
          },
          {
            category: "Additional Practices",
            items: [
              { name: "Sesame oil massage before bath", duration: "2 Days a week" },
              { name: "Morning sunlight (15-20 minutes)", duration: "Every Day" },
              { note: "Exercises as advised by a physiotherapist." },
            ],
          },
        ],
        notes:
          "Please continue the doctor's treatment and regular check-ups. These food practices are followed alongside it, never in place of it, and no prescribed medicine is stopped or changed without the doctor's advice. Polio drops for children are given as per the government schedule.",
      },
      {
        id: "during-pregnancy",
        name: "During Pregnancy",
        teluguName: "గర్భధారణ సమయంలో",
        aliases: [
          "pregnancy", "pregnant", "garbhini", "garbhavathi", "expecting mother", "pregnancy diet", "prenatal",
          "pregnency", "pregnacy",
        ],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "2 spoons - 1 week" },
              { name: "Wood-pressed groundnut oil (Verusenaga nune)", duration: "2 spoons - 1 week" },
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken for 1 week, one after the other in the order shown: a cycle of 5-6 weeks that is then repeated. Ambali in the morning; millet rice or rotis of the same millet for lunch and dinner. Millets are cooked soft and eaten fresh; Ambali is taken in moderate portions.",
            items: [
              { name: "Foxtail millet (Korralu)", duration: "1 Week" },
              { name: "Little millet (Samalu)", duration: "1 Week" },
              { name: "Kodo millet (Arikalu)", duration: "1 Week" },
              { name: "Barnyard millet (Udalu)", duration: "1 Week" },
              { name: "Browntop millet (Andu korralu)", duration: "1 Week" },
            ],
          },
          {
            category: "Plant-based Milk",
            best_practices:
              "Made fresh at home: soak, grind with water and strain. A little palm jaggery may be added. Commonly used in place of dairy milk, tea and coffee.",
            items: [
              { name: "Sesame milk (Nuvvula paalu)", duration: "Every Day" },
              { name: "Foxtail millet milk (Korra paalu)", duration: "Evening" },
            ],
          },
          {
            category: "Laddus",
            best_practices:
              "Made with palm jaggery instead of sugar. One laddu a day as an evening snack, changing the laddu each week.",
            items: [
              { name: "Sesame-jaggery laddu (Nuvvula undalu)", duration: "1 a day - 1 week" },
              { name: "Dates and dry fruit laddu", duration: "1 a day - 1 week" },
              { name: "Groundnut-jaggery laddu (Palli undalu)", duration: "1 a day - 1 week" },
            ],
          },
          {
            category: "Green leaf vegetable",
            best_practices:
              "One leafy green a day, cooked lightly in wood-pressed oil as a curry, pappu or podi, changing the green in rotation as shown.",
            items: [
              { name: "Moringa leaves (Munaga aaku)", duration: "2 Days" },
              { name: "Amaranth (Thotakura)", duration: "2 Days" },
              { name: "Spinach (Palakura)", duration: "2 Days" },
            ],
          },
          {
            category: "Additional Notes",
            items: [
              { note: "Leaf decoctions and juices are taken during pregnancy only with the doctor's agreement." },
              { note: "Food is freshly cooked; unripe papaya and raw, uncooked foods are traditionally avoided." },
            ],
          },
        ],
        notes:
          "Please continue the doctor's treatment, every antenatal check-up and the supplements the doctor prescribes. Any change to the diet is discussed with the doctor first.",
      },
    ],
  },
  {
    id: "cancer",
    title: "Cancer Protocols",
    diseases: [
      {
        id: "cancer-general",
        name: "Cancer (General Protocol)",
        teluguName: "క్యాన్సర్",
        aliases: [
          "cancer", "tumour", "tumor", "malignancy", "carcinoma", "karkata rogam", "canser", "cancar", "kansar",
        ],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "3 spoons - 1 week" },
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "3 spoons - 1 week" },
              { name: "Wood-pressed groundnut oil (Verusenaga nune)", duration: "2 spoons - 1 week" },
              { name: "Wood-pressed mustard oil (Aavala nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken as Ambali for 2 days, one after the other in the order shown: a 10-day cycle that is commonly repeated. Millet rice, rotis or upma of the same millet are used for the other meals of the day. In the first cycle, Ambali is commonly taken both morning and evening.",
            items: [
              { name: "Foxtail millet (Korralu)", duration: "2 Days" },
              { name: "Kodo millet (Arikalu)", duration: "2 Days" },
              { name: "Little millet (Samalu)", duration: "2 Days" },
              { name: "Barnyard millet (Udalu)", duration: "2 Days" },
              { name: "Browntop millet (Andu korralu)", duration: "2 Days" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              { name: "Holy basil (Tulasi)", duration: "4 Days" },
              { name: "Guduchi (Tippateega)", duration: "4 Days" },
              { name: "Bael leaves (Maredu)", duration: "4 Days" },
              {
                note:
                  "Then Pongamia leaves (Kanuga), Neem leaves (Vepa) and Peepal leaves (Raavi), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap.",
            items: [
              { name: "Ash gourd (Boodida gummadi) juice", duration: "Mid-morning - 21 days" },
              { name: "Curry leaf (Karivepaku) juice", duration: "Afternoon - 21 days" },
              { name: "Mint (Pudina) juice", duration: "Evening - 21 days" },
            ],
          },
          {
            category: "Plant-based Milk",
            best_practices:
              "Made fresh at home: soak, grind with water and strain. A little palm jaggery may be added. Commonly used in place of dairy milk, tea and coffee.",
            items: [
              { name: "Sesame milk (Nuvvula paalu)", duration: "Every Day" },
              { name: "Coconut milk (Kobbari paalu)", duration: "Evening" },
            ],
          },
          {
            category: "Additional Notes",
            items: [
              {
                note:
                  "While following this protocol, polished white rice, wheat and maida, refined sugar, refined oils, packaged foods, dairy milk, tea and coffee are commonly left out of the diet.",
              },
              { note: "Meals are home-cooked and light, with dinner finished before 7 pm." },
            ],
          },
        ],
        notes:
          "Please continue the doctor's treatment and regular check-ups. These food practices are followed alongside it, never in place of it, and no prescribed medicine is stopped or changed without the doctor's advice. During chemotherapy or radiation, check with the cancer specialist before adding any new food or drink.",
      },
      {
        id: "breast-cancer",
        name: "Breast Cancer",
        teluguName: "రొమ్ము క్యాన్సర్",
        aliases: ["breast cancer", "breast tumour", "breast lump", "rommu cancer", "brest cancer", "breast cancar"],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "3 spoons - 1 week" },
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "3 spoons - 1 week" },
              { name: "Wood-pressed niger seed oil (Verri nuvvula nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken as Ambali for 2 days, one after the other in the order shown: a 10-day cycle that is commonly repeated. Millet rice, rotis or upma of the same millet are used for the other meals of the day. In the first cycle, Ambali is commonly taken both morning and evening.",
            items: [
              { name: "Little millet (Samalu)", duration: "2 Days" },
              { name: "Foxtail millet (Korralu)", duration: "2 Days" },
              { name: "Kodo millet (Arikalu)", duration: "2 Days" },
              { name: "Barnyard millet (Udalu)", duration: "2 Days" },
              { name: "Browntop millet (Andu korralu)", duration: "2 Days" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Holy basil (Tulasi)", duration: "4 Days" },
              { name: "Guduchi (Tippateega)", duration: "4 Days" },
              { name: "Bael leaves (Maredu)", duration: "4 Days" },
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              {
                note:
                  "Then Peepal leaves (Raavi), Pongamia leaves (Kanuga) and Neem leaves (Vepa), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap.",
            items: [
              { name: "Ash gourd (Boodida gummadi) juice", duration: "Mid-morning - 21 days" },
              { name: "Coriander (Kothimeera) juice", duration: "Evening - 21 days" },
            ],
          },
          {
            category: "Laddus",
            best_practices:
              "Made with palm jaggery instead of sugar. One laddu a day as an evening snack, changing the laddu each week.",
            items: [
              { name: "Flax seed laddu (Avise ginjala undalu)", duration: "1 a day - 1 week" },
              { name: "Sesame-jaggery laddu (Nuvvula undalu)", duration: "1 a day - 1 week" },
            ],
          },
          {
            category: "Additional Notes",
            items: [
              {
                note:
                  "While following this protocol, polished white rice, wheat and maida, refined sugar, refined oils, packaged foods, dairy milk, tea and coffee are commonly left out of the diet.",
              },
              { note: "Loose cotton clothing and a calm daily routine are commonly advised alongside the diet." },
            ],
          },
        ],
        notes:
          "Please continue the doctor's treatment and regular check-ups. These food practices are followed alongside it, never in place of it, and no prescribed medicine is stopped or changed without the doctor's advice. During chemotherapy or radiation, check with the cancer specialist before adding any new food or drink.",
      },
      {
        id: "blood-cancer",
        name: "Blood Cancer (Leukaemia)",
        teluguName: "రక్త క్యాన్సర్",
        aliases: [
          "blood cancer", "leukaemia", "leukemia", "lymphoma", "myeloma", "rakta cancer", "leukimia", "lukemia",
        ],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "3 spoons - 1 week" },
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "3 spoons - 1 week" },
              { name: "Wood-pressed groundnut oil (Verusenaga nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken as Ambali for 2 days, one after the other in the order shown: a 10-day cycle that is commonly repeated. Millet rice, rotis or upma of the same millet are used for the other meals of the day. In the first cycle, Ambali is commonly taken both morning and evening.",
            items: [
              { name: "Kodo millet (Arikalu)", duration: "2 Days" },
              { name: "Foxtail millet (Korralu)", duration: "2 Days" },
              { name: "Little millet (Samalu)", duration: "2 Days" },
              { name: "Barnyard millet (Udalu)", duration: "2 Days" },
              { name: "Browntop millet (Andu korralu)", duration: "2 Days" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              { name: "Guduchi (Tippateega)", duration: "4 Days" },
              { name: "Indian gooseberry leaves (Usiri)", duration: "4 Days" },
              { name: "Holy basil (Tulasi)", duration: "4 Days" },
              {
                note:
                  "Then Moringa leaves (Munaga), Bael leaves (Maredu) and Peepal leaves (Raavi), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap.",
            items: [
              { name: "Carrot and beetroot juice", duration: "Mid-morning - 21 days" },
              { name: "Curry leaf (Karivepaku) juice", duration: "Evening - 21 days" },
            ],
          },
          {
            category: "Green leaf vegetable",
            best_practices:
              "One leafy green a day, cooked lightly in wood-pressed oil as a curry, pappu or podi, changing the green in rotation as shown.",
            items: [
              { name: "Moringa leaves (Munaga aaku)", duration: "2 Days" },
              { name: "Amaranth (Thotakura)", duration: "2 Days" },
              { name: "Gongura (Roselle leaves)", duration: "2 Days" },
            ],
          },
          {
            category: "Additional Notes",
            items: [
              {
                note:
                  "While following this protocol, polished white rice, wheat and maida, refined sugar, refined oils, packaged foods, dairy milk, tea and coffee are commonly left out of the diet.",
              },
              { note: "Food and water are kept especially clean and freshly made while blood counts are low." },
            ],
          },
        ],
        notes:
          "Please continue the doctor's treatment and regular check-ups. These food practices are followed alongside it, never in place of it, and no prescribed medicine is stopped or changed without the doctor's advice. During chemotherapy or radiation, check with the cancer specialist before adding any new food or drink.",
      },
      {
        id: "stomach-cancer",
        name: "Stomach Cancer",
        teluguName: "కడుపు క్యాన్సర్",
        aliases: ["stomach cancer", "gastric cancer", "kadupu cancer", "stomac cancer", "stomache cancer"],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "2 spoons - 1 week" },
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "2 spoons - 1 week" },
              { name: "Wood-pressed groundnut oil (Verusenaga nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken as Ambali for 2 days, one after the other in the order shown: a 10-day cycle that is commonly repeated. Millet rice, rotis or upma of the same millet are used for the other meals of the day. Ambali is taken thin and in small, frequent portions.",
            items: [
              { name: "Browntop millet (Andu korralu)", duration: "2 Days" },
              { name: "Foxtail millet (Korralu)", duration: "2 Days" },
              { name: "Kodo millet (Arikalu)", duration: "2 Days" },
              { name: "Little millet (Samalu)", duration: "2 Days" },
              { name: "Barnyard millet (Udalu)", duration: "2 Days" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Mint leaves (Pudina)", duration: "4 Days" },
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              { name: "Bael leaves (Maredu)", duration: "4 Days" },
              { name: "Holy basil (Tulasi)", duration: "4 Days" },
              {
                note:
                  "Then Guduchi (Tippateega), Ajwain leaves (Vaamu aaku) and Coriander leaves (Kothimeera), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap. Bottle gourd is always tasted before juicing; a bitter one is thrown away.",
            items: [
              { name: "Ash gourd (Boodida gummadi) juice", duration: "Mid-morning - 21 days" },
              { name: "Bottle gourd (Sorakaya) juice", duration: "Evening - 21 days" },
            ],
          },
          {
            category: "Plant-based Milk",
            best_practices:
              "Made fresh at home: soak, grind with water and strain. A little palm jaggery may be added. Commonly used in place of dairy milk, tea and coffee.",
            items: [
              { name: "Coconut milk (Kobbari paalu)", duration: "Every Day" },
            ],
          },
          {
            category: "Additional Notes",
            items: [
              {
                note:
                  "While following this protocol, polished white rice, wheat and maida, refined sugar, refined oils, packaged foods, dairy milk, tea and coffee are commonly left out of the diet.",
              },
              { note: "Spicy, fried and very hot food is commonly avoided; food is eaten slowly and chewed well." },
            ],
          },
        ],
        notes:
          "Please continue the doctor's treatment and regular check-ups. These food practices are followed alongside it, never in place of it, and no prescribed medicine is stopped or changed without the doctor's advice. During chemotherapy or radiation, check with the cancer specialist before adding any new food or drink.",
      },
      {
        id: "liver-cancer",
        name: "Liver Cancer",
        teluguName: "కాలేయ క్యాన్సర్",
        aliases: [
          "liver cancer", "hepatic cancer", "hepatocellular carcinoma", "kaleyam cancer", "liver cancar",
          "livar cancer",
        ],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "2 spoons - 1 week" },
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "2 spoons - 1 week" },
              { name: "Wood-pressed groundnut oil (Verusenaga nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken as Ambali for 2 days, one after the other in the order shown: a 10-day cycle that is commonly repeated. Millet rice, rotis or upma of the same millet are used for the other meals of the day. In the first cycle, Ambali is commonly taken both morning and evening.",
            items: [
              { name: "Barnyard millet (Udalu)", duration: "2 Days" },
              { name: "Foxtail millet (Korralu)", duration: "2 Days" },
              { name: "Kodo millet (Arikalu)", duration: "2 Days" },
              { name: "Little millet (Samalu)", duration: "2 Days" },
              { name: "Browntop millet (Andu korralu)", duration: "2 Days" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Bhumi amla (Nela usiri)", duration: "4 Days" },
              { name: "Guduchi (Tippateega)", duration: "4 Days" },
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              { name: "Punarnava (Atikamamidi)", duration: "4 Days" },
              {
                note:
                  "Then Holy basil (Tulasi), Bael leaves (Maredu) and Neem leaves (Vepa), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap. Bottle gourd is always tasted before juicing; a bitter one is thrown away.",
            items: [
              { name: "Bottle gourd (Sorakaya) juice", duration: "Mid-morning - 21 days" },
              { name: "Ash gourd (Boodida gummadi) juice", duration: "Evening - 21 days" },
            ],
          },
          {
            category: "Green leaf vegetable",
            best_practices:
              "One leafy green a day, cooked lightly in wood-pressed oil as a curry, pappu or podi, changing the green in rotation as shown.",
            items: [
              { name: "Sessile joyweed (Ponnaganti kura)", duration: "2 Days" },
              { name: "Amaranth (Thotakura)", duration: "2 Days" },
              { name: "Sorrel leaves (Chukka kura)", duration: "2 Days" },
            ],
          },
          {
            category: "Additional Notes",
            items: [
              {
                note:
                  "While following this protocol, polished white rice, wheat and maida, refined sugar, refined oils, packaged foods, dairy milk, tea and coffee are commonly left out of the diet.",
              },
              { note: "Alcohol is completely avoided." },
            ],
          },
        ],
        notes:
          "Please continue the doctor's treatment and regular check-ups. These food practices are followed alongside it, never in place of it, and no prescribed medicine is stopped or changed without the doctor's advice. During chemotherapy or radiation, check with the cancer specialist before adding any new food or drink.",
      },
      {
        id: "lung-cancer",
        name: "Lung Cancer",
        teluguName: "ఊపిరితిత్తుల క్యాన్సర్",
        aliases: ["lung cancer", "lungs cancer", "oopiritittula cancer", "lung cancar", "long cancer"],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "3 spoons - 1 week" },
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "3 spoons - 1 week" },
              { name: "Wood-pressed mustard oil (Aavala nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken as Ambali for 2 days, one after the other in the order shown: a 10-day cycle that is commonly repeated. Millet rice, rotis or upma of the same millet are used for the other meals of the day. In the first cycle, Ambali is commonly taken both morning and evening.",
            items: [
              { name: "Foxtail millet (Korralu)", duration: "2 Days" },
              { name: "Browntop millet (Andu korralu)", duration: "2 Days" },
              { name: "Kodo millet (Arikalu)", duration: "2 Days" },
              { name: "Little millet (Samalu)", duration: "2 Days" },
              { name: "Barnyard millet (Udalu)", duration: "2 Days" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Holy basil (Tulasi)", duration: "4 Days" },
              { name: "Ajwain leaves (Vaamu aaku)", duration: "4 Days" },
              { name: "Guduchi (Tippateega)", duration: "4 Days" },
              { name: "Mint leaves (Pudina)", duration: "4 Days" },
              {
                note:
                  "Then Peepal leaves (Raavi), Bermuda grass (Garika) and Bael leaves (Maredu), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap.",
            items: [
              { name: "Mint (Pudina) juice", duration: "Mid-morning - 21 days" },
              { name: "Ash gourd (Boodida gummadi) juice", duration: "Evening - 21 days" },
            ],
          },
          {
            category: "Plant-based Milk",
            best_practices:
              "Made fresh at home: soak, grind with water and strain. A little palm jaggery may be added. Commonly used in place of dairy milk, tea and coffee.",
            items: [
              { name: "Sesame milk (Nuvvula paalu)", duration: "Every Day" },
            ],
          },
          {
            category: "Additional Practices",
            items: [
              { name: "Slow deep breathing (pranayama)", duration: "Morning and evening" },
              { note: "Smoking and smoky kitchens are avoided; cooking is done with good ventilation." },
            ],
          },
        ],
        notes:
          "Please continue the doctor's treatment and regular check-ups. These food practices are followed alongside it, never in place of it, and no prescribed medicine is stopped or changed without the doctor's advice. During chemotherapy or radiation, check with the cancer specialist before adding any new food or drink.",
      },
      {
        id: "mouth-cancer",
        name: "Mouth Cancer",
        teluguName: "నోటి క్యాన్సర్",
        aliases: [
          "mouth cancer", "oral cancer", "throat cancer", "tongue cancer", "noti cancer", "mouth cancar",
          "oral cancar",
        ],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "3 spoons - 1 week" },
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "3 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken as Ambali for 2 days, one after the other in the order shown: a 10-day cycle that is commonly repeated. Millet rice, rotis or upma of the same millet are used for the other meals of the day. Ambali is taken thin and at room temperature, which is easy to swallow.",
            items: [
              { name: "Little millet (Samalu)", duration: "2 Days" },
              { name: "Browntop millet (Andu korralu)", duration: "2 Days" },
              { name: "Foxtail millet (Korralu)", duration: "2 Days" },
              { name: "Kodo millet (Arikalu)", duration: "2 Days" },
              { name: "Barnyard millet (Udalu)", duration: "2 Days" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils. The decoction is cooled to lukewarm before sipping.",
            items: [
              { name: "Guava leaves (Jama aaku)", duration: "4 Days" },
              { name: "Neem leaves (Vepa)", duration: "4 Days" },
              { name: "Holy basil (Tulasi)", duration: "4 Days" },
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              {
                note:
                  "Then Guduchi (Tippateega), Banyan leaves (Marri) and Pongamia leaves (Kanuga), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Plant-based Milk",
            best_practices:
              "Made fresh at home: soak, grind with water and strain. A little palm jaggery may be added. Commonly used in place of dairy milk, tea and coffee.",
            items: [
              { name: "Coconut milk (Kobbari paalu)", duration: "Morning and evening" },
              { name: "Foxtail millet milk (Korra paalu)", duration: "Every Day" },
            ],
          },
          {
            category: "Additional Practices",
            items: [
              { name: "Oil pulling with sesame or coconut oil", duration: "Morning, empty stomach - Every Day" },
              { note: "Tobacco, gutka, paan and alcohol are completely avoided." },
            ],
          },
        ],
        notes:
          "Please continue the doctor's treatment and regular check-ups. These food practices are followed alongside it, never in place of it, and no prescribed medicine is stopped or changed without the doctor's advice. During chemotherapy or radiation, check with the cancer specialist before adding any new food or drink.",
      },
      {
        id: "prostate-cancer",
        name: "Prostate Cancer",
        teluguName: "ప్రోస్టేట్ క్యాన్సర్",
        aliases: ["prostate cancer", "prostrate cancer", "prostate cancar", "prostate tumour"],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "3 spoons - 1 week" },
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "3 spoons - 1 week" },
              { name: "Wood-pressed groundnut oil (Verusenaga nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken as Ambali for 2 days, one after the other in the order shown: a 10-day cycle that is commonly repeated. Millet rice, rotis or upma of the same millet are used for the other meals of the day. In the first cycle, Ambali is commonly taken both morning and evening.",
            items: [
              { name: "Barnyard millet (Udalu)", duration: "2 Days" },
              { name: "Little millet (Samalu)", duration: "2 Days" },
              { name: "Foxtail millet (Korralu)", duration: "2 Days" },
              { name: "Kodo millet (Arikalu)", duration: "2 Days" },
              { name: "Browntop millet (Andu korralu)", duration: "2 Days" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Punarnava (Atikamamidi)", duration: "4 Days" },
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              { name: "Holy basil (Tulasi)", duration: "4 Days" },
              { name: "Peepal leaves (Raavi)", duration: "4 Days" },
              {
                note:
                  "Then Banyan leaves (Marri), Guduchi (Tippateega) and Bael leaves (Maredu), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap.",
            items: [
              { name: "Ash gourd (Boodida gummadi) juice", duration: "Mid-morning - 21 days" },
              { name: "Cucumber (Dosakaya) juice", duration: "Evening - 21 days" },
            ],
          },
          {
            category: "Laddus",
            best_practices:
              "Made with palm jaggery instead of sugar. One laddu a day as an evening snack, changing the laddu each week.",
            items: [
              { name: "Pumpkin seed laddu", duration: "1 a day - 1 week" },
              { name: "Sesame-jaggery laddu (Nuvvula undalu)", duration: "1 a day - 1 week" },
            ],
          },
          {
            category: "Additional Notes",
            items: [
              {
                note:
                  "While following this protocol, polished white rice, wheat and maida, refined sugar, refined oils, packaged foods, dairy milk, tea and coffee are commonly left out of the diet.",
              },
            ],
          },
        ],
        notes:
          "Please continue the doctor's treatment and regular check-ups. These food practices are followed alongside it, never in place of it, and no prescribed medicine is stopped or changed without the doctor's advice. During chemotherapy or radiation, check with the cancer specialist before adding any new food or drink.",
      },
      {
        id: "skin-cancer",
        name: "Skin Cancer",
        teluguName: "చర్మ క్యాన్సర్",
        aliases: ["skin cancer", "melanoma", "charma cancer", "skin cancar", "skincancer"],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "3 spoons - 1 week" },
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "3 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken as Ambali for 2 days, one after the other in the order shown: a 10-day cycle that is commonly repeated. Millet rice, rotis or upma of the same millet are used for the other meals of the day. In the first cycle, Ambali is commonly taken both morning and evening.",
            items: [
              { name: "Browntop millet (Andu korralu)", duration: "2 Days" },
              { name: "Kodo millet (Arikalu)", duration: "2 Days" },
              { name: "Foxtail millet (Korralu)", duration: "2 Days" },
              { name: "Little millet (Samalu)", duration: "2 Days" },
              { name: "Barnyard millet (Udalu)", duration: "2 Days" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Neem leaves (Vepa)", duration: "4 Days" },
              { name: "Pongamia leaves (Kanuga)", duration: "4 Days" },
              { name: "Holy basil (Tulasi)", duration: "4 Days" },
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              {
                note:
                  "Then Guduchi (Tippateega), Bael leaves (Maredu) and Peepal leaves (Raavi), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap.",
            items: [
              { name: "Ash gourd (Boodida gummadi) juice", duration: "Mid-morning - 21 days" },
              { name: "Cucumber (Dosakaya) juice", duration: "Afternoon - 21 days" },
              { name: "Coriander (Kothimeera) juice", duration: "Evening - 21 days" },
            ],
          },
          {
            category: "Additional Practices",
            items: [
              { note: "Strong midday sun is avoided; skin is covered with loose cotton clothing outdoors." },
              { note: "Mild herbal bath powder (sunnipindi) is used in place of strong soaps." },
            ],
          },
        ],
        notes:
          "Please continue the doctor's treatment and regular check-ups. These food practices are followed alongside it, never in place of it, and no prescribed medicine is stopped or changed without the doctor's advice. During chemotherapy or radiation, check with the cancer specialist before adding any new food or drink.",
      },
      {
        id: "bone-cancer",
        name: "Bone Cancer",
        teluguName: "ఎముకల క్యాన్సర్",
        aliases: ["bone cancer", "osteosarcoma", "bone tumour", "emukala cancer", "bone cancar", "bon cancer"],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "3 spoons - 1 week" },
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "3 spoons - 1 week" },
              { name: "Wood-pressed groundnut oil (Verusenaga nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken as Ambali for 2 days, one after the other in the order shown: a 10-day cycle that is commonly repeated. Millet rice, rotis or upma of the same millet are used for the other meals of the day. In the first cycle, Ambali is commonly taken both morning and evening.",
            items: [
              { name: "Foxtail millet (Korralu)", duration: "2 Days" },
              { name: "Kodo millet (Arikalu)", duration: "2 Days" },
              { name: "Little millet (Samalu)", duration: "2 Days" },
              { name: "Barnyard millet (Udalu)", duration: "2 Days" },
              { name: "Browntop millet (Andu korralu)", duration: "2 Days" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Veldt grape stem (Nalleru)", duration: "4 Days" },
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              { name: "Guduchi (Tippateega)", duration: "4 Days" },
              { name: "Holy basil (Tulasi)", duration: "4 Days" },
              {
                note:
                  "Then Bael leaves (Maredu), Moringa leaves (Munaga) and Peepal leaves (Raavi), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Plant-based Milk",
            best_practices:
              "Made fresh at home: soak, grind with water and strain. A little palm jaggery may be added. Commonly used in place of dairy milk, tea and coffee.",
            items: [
              { name: "Sesame milk (Nuvvula paalu)", duration: "Every Day" },
              { name: "Groundnut milk (Palli paalu)", duration: "Evening" },
            ],
          },
          {
            category: "Laddus",
            best_practices:
              "Made with palm jaggery instead of sugar. One laddu a day as an evening snack, changing the laddu each week.",
            items: [
              { name: "Sesame-jaggery laddu (Nuvvula undalu)", duration: "1 a day - 1 week" },
              { name: "Groundnut-jaggery laddu (Palli undalu)", duration: "1 a day - 1 week" },
            ],
          },
          {
            category: "Green leaf vegetable",
            best_practices:
              "One leafy green a day, cooked lightly in wood-pressed oil as a curry, pappu or podi, changing the green in rotation as shown.",
            items: [
              { name: "Moringa leaves (Munaga aaku)", duration: "2 Days" },
              { name: "Amaranth (Thotakura)", duration: "2 Days" },
              { name: "Malabar spinach (Bachali kura)", duration: "2 Days" },
            ],
          },
        ],
        notes:
          "Please continue the doctor's treatment and regular check-ups. These food practices are followed alongside it, never in place of it, and no prescribed medicine is stopped or changed without the doctor's advice. During chemotherapy or radiation, check with the cancer specialist before adding any new food or drink.",
      },
      {
        id: "cervical-uterine-cancer",
        name: "Cervical and Uterine Cancer",
        teluguName: "గర్భాశయ క్యాన్సర్",
        aliases: [
          "cervical cancer", "uterine cancer", "uterus cancer", "ovarian cancer", "garbhashaya cancer",
          "cervix cancer", "servical cancer",
        ],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "3 spoons - 1 week" },
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "3 spoons - 1 week" },
              { name: "Wood-pressed niger seed oil (Verri nuvvula nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken as Ambali for 2 days, one after the other in the order shown: a 10-day cycle that is commonly repeated. Millet rice, rotis or upma of the same millet are used for the other meals of the day. In the first cycle, Ambali is commonly taken both morning and evening.",
            items: [
              { name: "Little millet (Samalu)", duration: "2 Days" },
              { name: "Kodo millet (Arikalu)", duration: "2 Days" },
              { name: "Foxtail millet (Korralu)", duration: "2 Days" },
              { name: "Barnyard millet (Udalu)", duration: "2 Days" },
              { name: "Browntop millet (Andu korralu)", duration: "2 Days" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Holy basil (Tulasi)", duration: "4 Days" },
              { name: "Bael leaves (Maredu)", duration: "4 Days" },
              { name: "Guduchi (Tippateega)", duration: "4 Days" },
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              {
                note:
                  "Then Peepal leaves (Raavi), Banyan leaves (Marri) and Cluster fig leaves (Medi), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap.",
            items: [
              { name: "Ash gourd (Boodida gummadi) juice", duration: "Mid-morning - 21 days" },
              { name: "Carrot and beetroot juice", duration: "Evening - 21 days" },
            ],
          },
          {
            category: "Plant-based Milk",
            best_practices:
              "Made fresh at home: soak, grind with water and strain. A little palm jaggery may be added. Commonly used in place of dairy milk, tea and coffee.",
            items: [
              { name: "Sesame milk (Nuvvula paalu)", duration: "Every Day" },
            ],
          },
          {
            category: "Additional Notes",
            items: [
              {
                note:
                  "While following this protocol, polished white rice, wheat and maida, refined sugar, refined oils, packaged foods, dairy milk, tea and coffee are commonly left out of the diet.",
              },
            ],
          },
        ],
        notes:
          "Please continue the doctor's treatment and regular check-ups. These food practices are followed alongside it, never in place of it, and no prescribed medicine is stopped or changed without the doctor's advice. During chemotherapy or radiation, check with the cancer specialist before adding any new food or drink.",
      },
      {
        id: "colon-cancer",
        name: "Colon and Rectal Cancer",
        teluguName: "పెద్దపేగు క్యాన్సర్",
        aliases: [
          "colon cancer", "rectal cancer", "colorectal cancer", "bowel cancer", "intestine cancer", "peddapegu cancer",
          "colan cancer",
        ],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "2 spoons - 1 week" },
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "2 spoons - 1 week" },
              { name: "Wood-pressed groundnut oil (Verusenaga nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken as Ambali for 2 days, one after the other in the order shown: a 10-day cycle that is commonly repeated. Millet rice, rotis or upma of the same millet are used for the other meals of the day. In the first cycle, Ambali is commonly taken both morning and evening.",
            items: [
              { name: "Browntop millet (Andu korralu)", duration: "2 Days" },
              { name: "Barnyard millet (Udalu)", duration: "2 Days" },
              { name: "Foxtail millet (Korralu)", duration: "2 Days" },
              { name: "Kodo millet (Arikalu)", duration: "2 Days" },
              { name: "Little millet (Samalu)", duration: "2 Days" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Bael leaves (Maredu)", duration: "4 Days" },
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              { name: "Mint leaves (Pudina)", duration: "4 Days" },
              { name: "Guduchi (Tippateega)", duration: "4 Days" },
              {
                note:
                  "Then Holy basil (Tulasi), Ajwain leaves (Vaamu aaku) and Cluster fig leaves (Medi), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap. Bottle gourd is always tasted before juicing; a bitter one is thrown away.",
            items: [
              { name: "Bottle gourd (Sorakaya) juice", duration: "Mid-morning - 21 days" },
              { name: "Ash gourd (Boodida gummadi) juice", duration: "Evening - 21 days" },
            ],
          },
          {
            category: "Plant-based Milk",
            best_practices:
              "Made fresh at home: soak, grind with water and strain. A little palm jaggery may be added. Commonly used in place of dairy milk, tea and coffee.",
            items: [
              { name: "Coconut milk (Kobbari paalu)", duration: "Every Day" },
            ],
          },
          {
            category: "Additional Notes",
            items: [
              {
                note:
                  "While following this protocol, polished white rice, wheat and maida, refined sugar, refined oils, packaged foods, dairy milk, tea and coffee are commonly left out of the diet.",
              },
              { note: "Plenty of water through the day and well-cooked vegetables are commonly part of this routine." },
            ],
          },
        ],
        notes:
          "Please continue the doctor's treatment and regular check-ups. These food practices are followed alongside it, never in place of it, and no prescribed medicine is stopped or changed without the doctor's advice. During chemotherapy or radiation, check with the cancer specialist before adding any new food or drink.",
      },
      {
        id: "brain-tumour",
        name: "Brain Tumour",
        teluguName: "మెదడు కణితి",
        aliases: [
          "brain tumour", "brain tumor", "brain cancer", "glioma", "medadu kanithi", "brain tumer", "brian tumor",
        ],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "3 spoons - 1 week" },
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "3 spoons - 1 week" },
              { name: "Wood-pressed groundnut oil (Verusenaga nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken as Ambali for 2 days, one after the other in the order shown: a 10-day cycle that is commonly repeated. Millet rice, rotis or upma of the same millet are used for the other meals of the day. In the first cycle, Ambali is commonly taken both morning and evening.",
            items: [
              { name: "Foxtail millet (Korralu)", duration: "2 Days" },
              { name: "Little millet (Samalu)", duration: "2 Days" },
              { name: "Kodo millet (Arikalu)", duration: "2 Days" },
              { name: "Barnyard millet (Udalu)", duration: "2 Days" },
              { name: "Browntop millet (Andu korralu)", duration: "2 Days" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Centella leaves (Saraswati aaku)", duration: "4 Days" },
              { name: "Holy basil (Tulasi)", duration: "4 Days" },
              { name: "Guduchi (Tippateega)", duration: "4 Days" },
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              {
                note:
                  "Then Bael leaves (Maredu), Peepal leaves (Raavi) and Moringa leaves (Munaga), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Plant-based Milk",
            best_practices:
              "Made fresh at home: soak, grind with water and strain. A little palm jaggery may be added. Commonly used in place of dairy milk, tea and coffee.",
            items: [
              { name: "Sesame milk (Nuvvula paalu)", duration: "Every Day" },
              { name: "Groundnut milk (Palli paalu)", duration: "Evening" },
            ],
          },
          {
            category: "Additional Practices",
            items: [
              { name: "Sleep by 10 pm", duration: "Every Day" },
              { name: "Slow deep breathing (pranayama)", duration: "Morning and evening" },
            ],
          },
        ],
        notes:
          "Please continue the doctor's treatment and regular check-ups. These food practices are followed alongside it, never in place of it, and no prescribed medicine is stopped or changed without the doctor's advice. During chemotherapy or radiation, check with the cancer specialist before adding any new food or drink.",
      },
      {
        id: "thyroid-cancer",
        name: "Thyroid Cancer",
        teluguName: "థైరాయిడ్ క్యాన్సర్",
        aliases: ["thyroid cancer", "thyroid tumour", "thyriod cancer", "thairoid cancer"],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "3 spoons - 1 week" },
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "3 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken as Ambali for 2 days, one after the other in the order shown: a 10-day cycle that is commonly repeated. Millet rice, rotis or upma of the same millet are used for the other meals of the day. In the first cycle, Ambali is commonly taken both morning and evening.",
            items: [
              { name: "Little millet (Samalu)", duration: "2 Days" },
              { name: "Foxtail millet (Korralu)", duration: "2 Days" },
              { name: "Kodo millet (Arikalu)", duration: "2 Days" },
              { name: "Barnyard millet (Udalu)", duration: "2 Days" },
              { name: "Browntop millet (Andu korralu)", duration: "2 Days" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 4 days in the order shown: seven leaves make a 28-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Bael leaves (Maredu)", duration: "4 Days" },
              { name: "Holy basil (Tulasi)", duration: "4 Days" },
              { name: "Guduchi (Tippateega)", duration: "4 Days" },
              { name: "Bermuda grass (Garika)", duration: "4 Days" },
              {
                note:
                  "Then Pongamia leaves (Kanuga), Peepal leaves (Raavi) and Coriander leaves (Kothimeera), 4 days each, completing a 28-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap.",
            items: [
              { name: "Coriander (Kothimeera) juice", duration: "Mid-morning - 21 days" },
              { name: "Ash gourd (Boodida gummadi) juice", duration: "Evening - 21 days" },
            ],
          },
          {
            category: "Additional Notes",
            items: [
              {
                note:
                  "While following this protocol, polished white rice, wheat and maida, refined sugar, refined oils, packaged foods, dairy milk, tea and coffee are commonly left out of the diet.",
              },
            ],
          },
        ],
        notes:
          "Please continue the doctor's treatment and regular check-ups. These food practices are followed alongside it, never in place of it, and no prescribed medicine is stopped or changed without the doctor's advice. During chemotherapy or radiation, check with the cancer specialist before adding any new food or drink.",
      },
    ],
  },
  {
    id: "preventive",
    title: "Preventive Measures",
    diseases: [
      {
        id: "healthy-people",
        name: "Healthy People",
        teluguName: "ఆరోగ్యవంతుల కోసం",
        aliases: [
          "healthy", "healthy lifestyle", "general wellness", "wellness", "daily diet", "family diet", "fitness",
          "immunity", "arogyam", "helthy", "healty",
        ],
        categories: [
          {
            category: "Oils",
            best_practices:
              "One oil each week in rotation, 2 to 3 spoons a day taken with meals, keeping a 30-minute gap from the decoction. The same oil is used for that week's cooking.",
            items: [
              { name: "Wood-pressed sesame oil (Nuvvula nune)", duration: "2 spoons - 1 week" },
              { name: "Wood-pressed groundnut oil (Verusenaga nune)", duration: "2 spoons - 1 week" },
              { name: "Cold-pressed coconut oil (Kobbari nune)", duration: "2 spoons - 1 week" },
              { name: "Wood-pressed mustard oil (Aavala nune)", duration: "2 spoons - 1 week" },
              { name: "Wood-pressed safflower oil (Kusuma nune)", duration: "2 spoons - 1 week" },
            ],
          },
          {
            category: "Millets",
            best_practices:
              "Each millet is taken for 1 week, one after the other in the order shown: a cycle of 5-6 weeks that is then repeated. Ambali in the morning; millet rice or rotis of the same millet for lunch and dinner.",
            items: [
              { name: "Foxtail millet (Korralu)", duration: "1 Week" },
              { name: "Kodo millet (Arikalu)", duration: "1 Week" },
              { name: "Little millet (Samalu)", duration: "1 Week" },
              { name: "Barnyard millet (Udalu)", duration: "1 Week" },
              { name: "Browntop millet (Andu korralu)", duration: "1 Week" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "One leaf at a time, each for 1 week in the order shown: seven leaves make a 49-day cycle. 150-200 ml, taken warm on an empty stomach; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Bermuda grass (Garika)", duration: "1 Week" },
              { name: "Holy basil (Tulasi)", duration: "1 Week" },
              { name: "Guduchi (Tippateega)", duration: "1 Week" },
              { name: "Bael leaves (Maredu)", duration: "1 Week" },
              {
                note:
                  "Then Pongamia leaves (Kanuga), Neem leaves (Vepa) and Peepal leaves (Raavi), 1 week each, completing a 49-day cycle.",
              },
            ],
          },
          {
            category: "Plant-based Milk",
            best_practices:
              "Made fresh at home: soak, grind with water and strain. A little palm jaggery may be added. Commonly used in place of dairy milk, tea and coffee.",
            items: [
              { name: "Sesame milk (Nuvvula paalu)", duration: "Every Day" },
              { name: "Groundnut milk (Palli paalu)", duration: "Evening" },
            ],
          },
          {
            category: "Green leaf vegetable",
            best_practices:
              "One leafy green a day, cooked lightly in wood-pressed oil as a curry, pappu or podi, changing the green in rotation as shown.",
            items: [
              { name: "Moringa leaves (Munaga aaku)", duration: "1 Day" },
              { name: "Amaranth (Thotakura)", duration: "1 Day" },
              { name: "Gongura (Roselle leaves)", duration: "1 Day" },
              { name: "Sessile joyweed (Ponnaganti kura)", duration: "1 Day" },
            ],
          },
          {
            category: "Additional Practices",
            items: [
              { name: "Morning walk (30 minutes)", duration: "Every Day" },
              { name: "Morning sunlight (15-20 minutes)", duration: "Every Day" },
              { name: "Early dinner, before 7 pm", duration: "Every Day" },
            ],
          },
        ],
        notes:
          "A routine for the whole family. For children, the protocol is commonly followed from 9 months of age, with small quantities (a few spoons of Ambali or decoction) chosen with the paediatrician's agreement.",
      },
      {
        id: "chikungunya",
        name: "Chikungunya",
        teluguName: "చికున్‌గున్యా",
        aliases: [
          "chikungunya", "chikungunia", "chikangunya", "chikun gunya", "chicken gunya", "joint pain fever",
          "chikungunya fever",
        ],
        categories: [
          {
            category: "Millets",
            best_practices:
              "Each millet is taken as Ambali for 2 days, one after the other in the order shown: a 10-day cycle that is commonly repeated. Millet rice, rotis or upma of the same millet are used for the other meals of the day. In the first cycle, thin Ambali and soft millet meals are commonly preferred over heavy food.",
            items: [
              { name: "Foxtail millet (Korralu)", duration: "2 Days" },
              { name: "Kodo millet (Arikalu)", duration: "2 Days" },
              { name: "Little millet (Samalu)", duration: "2 Days" },
              { name: "Barnyard millet (Udalu)", duration: "2 Days" },
              { name: "Browntop millet (Andu korralu)", duration: "2 Days" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "During an outbreak the cycle is shortened: one leaf at a time, each for 2 days, so seven leaves make a 14-day cycle. 150-200 ml, taken warm on an empty stomach, morning and evening; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Guduchi (Tippateega)", duration: "2 Days" },
              { name: "Holy basil (Tulasi)", duration: "2 Days" },
              { name: "Bermuda grass (Garika)", duration: "2 Days" },
              { name: "Neem leaves (Vepa)", duration: "2 Days" },
              {
                note:
                  "Then Bael leaves (Maredu), Bhumi amla (Nela usiri) and Peepal leaves (Raavi), 2 days each, completing a 14-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap.",
            items: [
              { name: "Tender coconut water (Kobbari neellu)", duration: "Mid-morning - 21 days" },
              { name: "Amla (Usiri) juice", duration: "Evening - 21 days" },
            ],
          },
          {
            category: "Additional Practices",
            items: [
              { note: "Mosquito nets and full-sleeve clothing, especially at dawn and dusk." },
              { note: "Water is not allowed to stand in pots, tyres or coolers around the house." },
            ],
          },
        ],
        notes:
          "These are everyday food habits commonly followed in the season of an outbreak. Anyone with fever, body pain or other symptoms should see a doctor promptly and continue the doctor's treatment.",
      },
      {
        id: "h1n1-swine-flu",
        name: "H1N1 (Swine Flu)",
        teluguName: "స్వైన్ ఫ్లూ",
        aliases: ["H1N1", "H1 N1", "swine flu", "swineflu", "influenza", "flu", "swin flu"],
        categories: [
          {
            category: "Millets",
            best_practices:
              "Each millet is taken as Ambali for 2 days, one after the other in the order shown: a 10-day cycle that is commonly repeated. Millet rice, rotis or upma of the same millet are used for the other meals of the day. In the first cycle, thin Ambali and soft millet meals are commonly preferred over heavy food.",
            items: [
              { name: "Foxtail millet (Korralu)", duration: "2 Days" },
              { name: "Kodo millet (Arikalu)", duration: "2 Days" },
              { name: "Little millet (Samalu)", duration: "2 Days" },
              { name: "Barnyard millet (Udalu)", duration: "2 Days" },
              { name: "Browntop millet (Andu korralu)", duration: "2 Days" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "During an outbreak the cycle is shortened: one leaf at a time, each for 2 days, so seven leaves make a 14-day cycle. 150-200 ml, taken warm on an empty stomach, morning and evening; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Holy basil (Tulasi)", duration: "2 Days" },
              { name: "Guduchi (Tippateega)", duration: "2 Days" },
              { name: "Mint leaves (Pudina)", duration: "2 Days" },
              { name: "Ajwain leaves (Vaamu aaku)", duration: "2 Days" },
              {
                note:
                  "Then Bermuda grass (Garika), Neem leaves (Vepa) and Bael leaves (Maredu), 2 days each, completing a 14-day cycle.",
              },
            ],
          },
          {
            category: "Plant-based Milk",
            best_practices:
              "Made fresh at home: soak, grind with water and strain. A little palm jaggery may be added. Commonly used in place of dairy milk, tea and coffee.",
            items: [
              { name: "Sesame milk (Nuvvula paalu)", duration: "Every Day" },
            ],
          },
          {
            category: "Additional Practices",
            items: [
              { name: "Steam inhalation with a few tulasi leaves", duration: "Evening" },
              { note: "Hands are washed often with soap, and a mask is worn in crowded places." },
              { note: "Anyone with fever or cough rests at home and keeps away from others." },
            ],
          },
        ],
        notes:
          "These are everyday food habits commonly followed in the season of an outbreak. Anyone with fever, body pain or other symptoms should see a doctor promptly and continue the doctor's treatment.",
      },
      {
        id: "h5n1-bird-flu",
        name: "H5N1 (Bird Flu)",
        teluguName: "బర్డ్ ఫ్లూ",
        aliases: ["H5N1", "H5 N1", "bird flu", "birdflu", "avian flu", "avian influenza", "brid flu"],
        categories: [
          {
            category: "Millets",
            best_practices:
              "Each millet is taken as Ambali for 2 days, one after the other in the order shown: a 10-day cycle that is commonly repeated. Millet rice, rotis or upma of the same millet are used for the other meals of the day. In the first cycle, thin Ambali and soft millet meals are commonly preferred over heavy food.",
            items: [
              { name: "Foxtail millet (Korralu)", duration: "2 Days" },
              { name: "Kodo millet (Arikalu)", duration: "2 Days" },
              { name: "Little millet (Samalu)", duration: "2 Days" },
              { name: "Barnyard millet (Udalu)", duration: "2 Days" },
              { name: "Browntop millet (Andu korralu)", duration: "2 Days" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "During an outbreak the cycle is shortened: one leaf at a time, each for 2 days, so seven leaves make a 14-day cycle. 150-200 ml, taken warm on an empty stomach, morning and evening; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Holy basil (Tulasi)", duration: "2 Days" },
              { name: "Guduchi (Tippateega)", duration: "2 Days" },
              { name: "Bermuda grass (Garika)", duration: "2 Days" },
              { name: "Mint leaves (Pudina)", duration: "2 Days" },
              {
                note:
                  "Then Neem leaves (Vepa), Bael leaves (Maredu) and Peepal leaves (Raavi), 2 days each, completing a 14-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap.",
            items: [
              { name: "Amla (Usiri) juice", duration: "Mid-morning - 21 days" },
            ],
          },
          {
            category: "Additional Practices",
            items: [
              { note: "Sick or dead birds are not touched; they are reported to the local authorities." },
              { note: "Hands are washed often with soap, especially after visiting markets or farms." },
            ],
          },
        ],
        notes:
          "These are everyday food habits commonly followed in the season of an outbreak. Anyone with fever, body pain or other symptoms should see a doctor promptly and continue the doctor's treatment.",
      },
      {
        id: "malaria",
        name: "Malaria",
        teluguName: "మలేరియా",
        aliases: ["malaria", "malaria fever", "chali jwaram", "chali jvaram", "maleria", "malariya", "malaira"],
        categories: [
          {
            category: "Millets",
            best_practices:
              "Each millet is taken as Ambali for 2 days, one after the other in the order shown: a 10-day cycle that is commonly repeated. Millet rice, rotis or upma of the same millet are used for the other meals of the day. In the first cycle, thin Ambali and soft millet meals are commonly preferred over heavy food.",
            items: [
              { name: "Foxtail millet (Korralu)", duration: "2 Days" },
              { name: "Kodo millet (Arikalu)", duration: "2 Days" },
              { name: "Little millet (Samalu)", duration: "2 Days" },
              { name: "Barnyard millet (Udalu)", duration: "2 Days" },
              { name: "Browntop millet (Andu korralu)", duration: "2 Days" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "During an outbreak the cycle is shortened: one leaf at a time, each for 2 days, so seven leaves make a 14-day cycle. 150-200 ml, taken warm on an empty stomach, morning and evening; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Neem leaves (Vepa)", duration: "2 Days" },
              { name: "Guduchi (Tippateega)", duration: "2 Days" },
              { name: "Holy basil (Tulasi)", duration: "2 Days" },
              { name: "Bermuda grass (Garika)", duration: "2 Days" },
              {
                note:
                  "Then Bhumi amla (Nela usiri), Bael leaves (Maredu) and Peepal leaves (Raavi), 2 days each, completing a 14-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap.",
            items: [
              { name: "Tender coconut water (Kobbari neellu)", duration: "Mid-morning - 21 days" },
            ],
          },
          {
            category: "Additional Practices",
            items: [
              { note: "Mosquito nets and full-sleeve clothing at night." },
              { note: "Water is not allowed to stand in pots, tyres or coolers near the house." },
            ],
          },
        ],
        notes:
          "These are everyday food habits commonly followed in the season of an outbreak. Anyone with fever, body pain or other symptoms should see a doctor promptly and continue the doctor's treatment.",
      },
      {
        id: "typhoid",
        name: "Typhoid",
        teluguName: "టైఫాయిడ్",
        aliases: ["typhoid", "typhoid fever", "enteric fever", "taifoid", "tyfoid", "typhiod", "typhoied"],
        categories: [
          {
            category: "Millets",
            best_practices:
              "Each millet is taken as Ambali for 2 days, one after the other in the order shown: a 10-day cycle that is commonly repeated. Millet rice, rotis or upma of the same millet are used for the other meals of the day. In the first cycle, thin Ambali and soft millet meals are commonly preferred over heavy food.",
            items: [
              { name: "Foxtail millet (Korralu)", duration: "2 Days" },
              { name: "Kodo millet (Arikalu)", duration: "2 Days" },
              { name: "Little millet (Samalu)", duration: "2 Days" },
              { name: "Barnyard millet (Udalu)", duration: "2 Days" },
              { name: "Browntop millet (Andu korralu)", duration: "2 Days" },
            ],
          },
          {
            category: "Decoctions (Kashyam)",
            best_practices:
              "During an outbreak the cycle is shortened: one leaf at a time, each for 2 days, so seven leaves make a 14-day cycle. 150-200 ml, taken warm on an empty stomach, morning and evening; keep a 30-minute gap before taking oils.",
            items: [
              { name: "Holy basil (Tulasi)", duration: "2 Days" },
              { name: "Guduchi (Tippateega)", duration: "2 Days" },
              { name: "Bermuda grass (Garika)", duration: "2 Days" },
              { name: "Bael leaves (Maredu)", duration: "2 Days" },
              {
                note:
                  "Then Mint leaves (Pudina), Coriander leaves (Kothimeera) and Peepal leaves (Raavi), 2 days each, completing a 14-day cycle.",
              },
            ],
          },
          {
            category: "Juices",
            best_practices:
              "Made fresh, without sugar or salt, one small glass at a time. Each juice is taken for 21 days, then a one-week gap.",
            items: [
              { name: "Tender coconut water (Kobbari neellu)", duration: "Mid-morning - 21 days" },
            ],
          },
          {
            category: "Additional Practices",
            items: [
              { note: "Drinking water is boiled and cooled before use." },
              {
                note:
                  "Hands are washed with soap before eating and after using the toilet; food is eaten freshly cooked and hot.",
              },
            ],
          },
        ],
        notes:
          "These are everyday food habits commonly followed in the season of an outbreak. Anyone with fever, body pain or other symptoms should see a doctor promptly and continue the doctor's treatment.",
      },
    ],
  },
];

/** Shown with every protocol and every assistant answer. */
export const PROTOCOL_DISCLAIMER =
  "This information is based on a millet expert's protocol of traditional dietary practice and is for general information only. It is not medical advice and does not diagnose, treat or cure any disease. Please consult a qualified healthcare practitioner, and do not stop any prescribed treatment.";
