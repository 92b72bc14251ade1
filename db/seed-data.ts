// Demo catalogue for Ghani: categories, products, articles ("blobs"),
// home page banners and promotion captions. Plain data, no imports.
// All prices are in rupees.

export type ImageShape = "bottle" | "jar" | "sack" | "box" | "pouch" | "leaf";

export type SeedCategory = {
  key: string;
  name: string;
  color: string; // hex background tint for generated images, light pastel
};

/** A pack size as sold: its label, declared net quantity, prices, opening stock (null: not counted) and weight. */
export type SeedPack = {
  label: string;
  netQuantity: number;
  unit: "ml" | "l" | "g" | "kg" | "pcs";
  mrp: number;
  salePrice: number;
  stock: number | null;
  weightGrams: number;
};

export type SeedProduct = {
  key: string;
  name: string;
  categoryKey: string;
  /** First pack first: the one the shop shows when it is in stock. */
  packs: SeedPack[];
  description: string;
  imageCount: 1 | 2 | 3;
  shape: ImageShape;
  label: string;
  blobKey?: string;
};

export type SeedBlob = {
  key: string;
  categoryKey: string;
  title: string;
  content: { heading: string; paragraph: string }[];
};

export type SeedBanner = { key: string; title: string; subtitle: string };

export type SeedPromotion = { key: string; caption: string };

// ---------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------

export const seedCategories: SeedCategory[] = [
  { key: "oils", name: "Oils", color: "#FFF4D6" },
  { key: "millets", name: "Millets", color: "#F4ECD6" },
  { key: "pulses", name: "Pulses", color: "#FCE9D7" },
  { key: "spices", name: "Spices", color: "#FDE2DC" },
  { key: "sweets", name: "Sweets", color: "#F9E3EE" },
  { key: "healthy-snacks", name: "Healthy Snacks", color: "#EAF4DD" },
  { key: "decoctions", name: "Decoctions", color: "#DEF1E6" },
  { key: "skincare", name: "Skincare", color: "#F1E6F7" },
  { key: "supplements", name: "Supplements", color: "#E1F1F7" },
  { key: "non-product-category", name: "Non Product Category", color: "#EDEFF3" },
  { key: "protocols", name: "Protocols", color: "#E7EBF9" },
];

// ---------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------

export const seedProducts: SeedProduct[] = [
  // Oils
  {
    key: "groundnut-oil",
    name: "Wood-Pressed Groundnut Oil (Palli Nune)",
    categoryKey: "oils",
    packs: [
      { label: "500 ml", netQuantity: 500, unit: "ml", mrp: 240, salePrice: 225, stock: 60, weightGrams: 520 },
      { label: "1 L", netQuantity: 1, unit: "l", mrp: 450, salePrice: 420, stock: 12, weightGrams: 1000 },
      { label: "5 L", netQuantity: 5, unit: "l", mrp: 2160, salePrice: 1930, stock: 3, weightGrams: 4800 },
    ],
    description:
      "Pressed slowly in our bull-driven wooden ghani from sun-dried Anantapur groundnuts. Golden, nutty and full of aroma, it is lovely for tadka, deep frying vadas and everyday curries.",
    imageCount: 3,
    shape: "bottle",
    label: "Groundnut Oil",
    blobKey: "oils-how-wood-pressing-works",
  },
  {
    key: "sesame-oil",
    name: "Wood-Pressed Gingelly Oil (Nuvvula Nune)",
    categoryKey: "oils",
    packs: [
      { label: "500 ml", netQuantity: 500, unit: "ml", mrp: 295, salePrice: 285, stock: 18, weightGrams: 520 },
      { label: "1 L", netQuantity: 1, unit: "l", mrp: 560, salePrice: 540, stock: 36, weightGrams: 1000 },
      { label: "5 L", netQuantity: 5, unit: "l", mrp: 2690, salePrice: 2485, stock: 24, weightGrams: 4800 },
    ],
    description:
      "Made from black and white sesame seeds pressed cold in the ghani with a little palm jaggery, the old Andhra way. Rich, deep flavour for pickles, podis and the traditional weekly oil bath.",
    imageCount: 2,
    shape: "bottle",
    label: "Sesame Oil",
  },
  {
    key: "coconut-oil",
    name: "Wood-Pressed Coconut Oil (Kobbari Nune)",
    categoryKey: "oils",
    packs: [
      { label: "500 ml", netQuantity: 500, unit: "ml", mrp: 275, salePrice: 265, stock: 42, weightGrams: 520 },
      { label: "1 L", netQuantity: 1, unit: "l", mrp: 520, salePrice: 500, stock: 30, weightGrams: 1000 },
      { label: "5 L", netQuantity: 5, unit: "l", mrp: 2495, salePrice: 2295, stock: 0, weightGrams: 4800 },
    ],
    description:
      "Pressed from sun-dried copra from Konaseema coconut groves. It smells of fresh coconut and sets white in winter. Use it for cooking, hair oiling or a gentle body massage.",
    imageCount: 2,
    shape: "bottle",
    label: "Coconut Oil",
  },
  {
    key: "safflower-oil",
    name: "Wood-Pressed Safflower Oil (Kusuma Nune)",
    categoryKey: "oils",
    packs: [
      { label: "500 ml", netQuantity: 500, unit: "ml", mrp: 255, salePrice: 245, stock: 24, weightGrams: 520 },
      { label: "1 L", netQuantity: 1, unit: "l", mrp: 480, salePrice: 460, stock: 60, weightGrams: 1000 },
      { label: "5 L", netQuantity: 5, unit: "l", mrp: 2305, salePrice: 2115, stock: 12, weightGrams: 4800 },
    ],
    description:
      "A light, mild oil pressed from safflower seed grown on the black soils of the Deccan. Its neutral taste lets vegetables shine, making it a good choice for stir-fries, dosas and light curries.",
    imageCount: 1,
    shape: "bottle",
    label: "Safflower Oil",
  },
  {
    key: "mustard-oil",
    name: "Wood-Pressed Mustard Oil (Aavala Nune)",
    categoryKey: "oils",
    packs: [
      { label: "500 ml", netQuantity: 500, unit: "ml", mrp: 175, salePrice: 175, stock: 30, weightGrams: 520 },
      { label: "1 L", netQuantity: 1, unit: "l", mrp: 330, salePrice: 330, stock: 18, weightGrams: 1000 },
      { label: "5 L", netQuantity: 5, unit: "l", mrp: 1585, salePrice: 1520, stock: 36, weightGrams: 4800 },
    ],
    description:
      "Sharp, pungent and unmistakable, pressed from small brown mustard seeds. Heat it until it just smokes for fish curries, pickles and sabzis with a proper kick.",
    imageCount: 1,
    shape: "bottle",
    label: "Mustard Oil",
  },
  {
    key: "castor-oil",
    name: "Wood-Pressed Castor Oil (Amudam)",
    categoryKey: "oils",
    packs: [
      { label: "500 ml", netQuantity: 500, unit: "ml", mrp: 255, salePrice: 245, stock: 12, weightGrams: 520 },
      { label: "1 L", netQuantity: 1, unit: "l", mrp: 480, salePrice: 460, stock: 42, weightGrams: 1000 },
      { label: "5 L", netQuantity: 5, unit: "l", mrp: 2305, salePrice: 2115, stock: 0, weightGrams: 4800 },
    ],
    description:
      "Thick, pale castor oil pressed from whole castor beans with nothing added. Traditionally used for hair and scalp massage and for lighting deepam lamps. For external use only.",
    imageCount: 1,
    shape: "bottle",
    label: "Castor Oil",
  },
  {
    key: "niger-seed-oil",
    name: "Wood-Pressed Niger Seed Oil (Verri Nuvvula Nune)",
    categoryKey: "oils",
    packs: [
      { label: "500 ml", netQuantity: 500, unit: "ml", mrp: 305, salePrice: 290, stock: 36, weightGrams: 520 },
      { label: "1 L", netQuantity: 1, unit: "l", mrp: 580, salePrice: 550, stock: 24, weightGrams: 1000 },
      { label: "5 L", netQuantity: 5, unit: "l", mrp: 2785, salePrice: 2530, stock: 60, weightGrams: 4800 },
    ],
    description:
      "A rare tribal oil from the Araku hills, pressed from tiny black niger seeds. It has a soft nutty taste similar to sesame and works well in chutneys, podis and simple dals.",
    imageCount: 3,
    shape: "bottle",
    label: "Niger Seed Oil",
  },

  // Millets
  {
    key: "foxtail-millet",
    name: "Foxtail Millet (Korralu)",
    categoryKey: "millets",
    packs: [
      { label: "500 g", netQuantity: 500, unit: "g", mrp: 75, salePrice: 65, stock: 4, weightGrams: 520 },
      { label: "1 kg", netQuantity: 1, unit: "kg", mrp: 140, salePrice: 125, stock: 18, weightGrams: 1030 },
    ],
    description:
      "Tiny golden grains, dehusked gently so the bran stays on. Foxtail millet cooks fluffy like rice in about 20 minutes and is rich in fibre. Try it as upma, pongal or with sambar.",
    imageCount: 3,
    shape: "sack",
    label: "Foxtail Millet",
    blobKey: "millets-five-positive-grains",
  },
  {
    key: "kodo-millet",
    name: "Kodo Millet (Arikalu)",
    categoryKey: "millets",
    packs: [
      { label: "500 g", netQuantity: 500, unit: "g", mrp: 80, salePrice: 70, stock: 42, weightGrams: 520 },
      { label: "1 kg", netQuantity: 1, unit: "kg", mrp: 150, salePrice: 135, stock: 30, weightGrams: 1030 },
    ],
    description:
      "An old dryland grain with an earthy taste and a slightly chewy bite. Kodo millet makes a hearty khichdi or curd rice and keeps you full for a long time.",
    imageCount: 2,
    shape: "sack",
    label: "Kodo Millet",
  },
  {
    key: "little-millet",
    name: "Little Millet (Samalu)",
    categoryKey: "millets",
    packs: [
      { label: "500 g", netQuantity: 500, unit: "g", mrp: 85, salePrice: 75, stock: 60, weightGrams: 520 },
      { label: "1 kg", netQuantity: 1, unit: "kg", mrp: 160, salePrice: 145, stock: 12, weightGrams: 1030 },
    ],
    description:
      "Small, pale and quick-cooking, little millet is the easiest millet to start with. It replaces rice almost one for one in lemon rice, bisibelebath or a simple payasam.",
    imageCount: 2,
    shape: "sack",
    label: "Little Millet",
  },
  {
    key: "barnyard-millet",
    name: "Barnyard Millet (Udalu)",
    categoryKey: "millets",
    packs: [
      { label: "500 g", netQuantity: 500, unit: "g", mrp: 90, salePrice: 75, stock: 36, weightGrams: 520 },
      { label: "1 kg", netQuantity: 1, unit: "kg", mrp: 170, salePrice: 145, stock: 24, weightGrams: 1030 },
    ],
    description:
      "Soft, creamy and mild, barnyard millet cooks in about 15 minutes. It is a favourite for fasting days and makes a lovely khichdi, kheer or soft idli when mixed with urad.",
    imageCount: 1,
    shape: "sack",
    label: "Barnyard Millet",
  },
  {
    key: "browntop-millet",
    name: "Browntop Millet (Andu Korralu)",
    categoryKey: "millets",
    packs: [
      { label: "500 g", netQuantity: 500, unit: "g", mrp: 115, salePrice: 105, stock: 18, weightGrams: 520 },
      { label: "1 kg", netQuantity: 1, unit: "kg", mrp: 220, salePrice: 199, stock: 0, weightGrams: 1030 },
    ],
    // Issue 33: was "rich in fibre"; browntop has no IFCT 2017 entry to back a panel, so the claim went instead.
    description:
      "The rarest of the five positive millets, grown in small plots in Rayalaseema. Browntop has a mild nutty flavour and keeps its bran. Soak it well and enjoy it as ambali or rice.",
    imageCount: 3,
    shape: "sack",
    label: "Browntop Millet",
  },
  {
    key: "finger-millet",
    name: "Finger Millet (Ragi)",
    categoryKey: "millets",
    packs: [
      { label: "500 g", netQuantity: 500, unit: "g", mrp: 50, salePrice: 45, stock: 42, weightGrams: 520 },
      { label: "1 kg", netQuantity: 1, unit: "kg", mrp: 95, salePrice: 85, stock: 30, weightGrams: 1030 },
    ],
    description:
      "Whole red ragi, cleaned and stone-sorted, ready to sprout or grind at home. Ragi is naturally rich in calcium and fibre and makes classic ragi sangati, java and rotti.",
    imageCount: 1,
    shape: "sack",
    label: "Ragi",
  },

  // Pulses
  {
    key: "toor-dal",
    name: "Unpolished Toor Dal (Kandi Pappu)",
    categoryKey: "pulses",
    packs: [
      { label: "500 g", netQuantity: 500, unit: "g", mrp: 110, salePrice: 100, stock: 60, weightGrams: 520 },
      { label: "1 kg", netQuantity: 1, unit: "kg", mrp: 210, salePrice: 189, stock: 12, weightGrams: 1030 },
    ],
    description:
      "Split pigeon peas with no oil or powder polish, so they look matte and cook up thick and flavourful. The base of a good pappu, sambar or tomato dal, and a good source of plant protein.",
    imageCount: 3,
    shape: "sack",
    label: "Toor Dal",
    blobKey: "pulses-why-unpolished",
  },
  {
    key: "moong-dal",
    name: "Unpolished Moong Dal (Pesara Pappu)",
    categoryKey: "pulses",
    packs: [
      { label: "500 g", netQuantity: 500, unit: "g", mrp: 100, salePrice: 90, stock: 36, weightGrams: 520 },
      { label: "1 kg", netQuantity: 1, unit: "kg", mrp: 190, salePrice: 172, stock: 24, weightGrams: 1030 },
    ],
    description:
      "Split yellow moong, light and quick to cook with no soaking needed. Use it for pesarattu batter, a simple pappu with spinach or a soft moong dal khichdi on busy evenings.",
    imageCount: 2,
    shape: "sack",
    label: "Moong Dal",
  },
  {
    key: "whole-urad",
    name: "Whole Black Urad (Minumulu)",
    categoryKey: "pulses",
    packs: [
      { label: "500 g", netQuantity: 500, unit: "g", mrp: 105, salePrice: 95, stock: 30, weightGrams: 520 },
      { label: "1 kg", netQuantity: 1, unit: "kg", mrp: 200, salePrice: 180, stock: 18, weightGrams: 1030 },
    ],
    description:
      "Whole black gram with its skin on, grown in the Krishna delta. Grind it for fluffy idli and dosa batter, crisp garelu, or slow-cook it into a creamy, earthy dal.",
    imageCount: 1,
    shape: "sack",
    label: "Black Urad",
  },
  {
    key: "bengal-gram",
    name: "Bengal Gram (Senagalu)",
    categoryKey: "pulses",
    packs: [
      { label: "500 g", netQuantity: 500, unit: "g", mrp: 70, salePrice: 65, stock: 12, weightGrams: 520 },
      { label: "1 kg", netQuantity: 1, unit: "kg", mrp: 130, salePrice: 118, stock: 42, weightGrams: 1030 },
    ],
    description:
      "Small brown desi chana, sun-dried and hand-cleaned. Soak overnight for a tangy chana curry, boil and temper it for a protein-rich guggillu snack, or roast and grind it at home.",
    imageCount: 2,
    shape: "sack",
    label: "Bengal Gram",
  },

  // Spices
  {
    key: "turmeric-powder",
    name: "Turmeric Powder (Pasupu)",
    categoryKey: "spices",
    packs: [
      { label: "200 g", netQuantity: 200, unit: "g", mrp: 120, salePrice: 105, stock: 60, weightGrams: 230 },
    ],
    description:
      "Whole turmeric fingers from Duggirala, boiled, sun-dried and stone-ground in small batches. Bright golden with a warm, earthy aroma that lifts every dal, curry and pickle.",
    imageCount: 3,
    shape: "pouch",
    label: "Turmeric",
    blobKey: "spices-sun-dried-stone-ground",
  },
  {
    key: "chilli-powder",
    name: "Guntur Red Chilli Powder (Karam)",
    categoryKey: "spices",
    packs: [
      { label: "250 g", netQuantity: 250, unit: "g", mrp: 150, salePrice: 135, stock: 24, weightGrams: 280 },
    ],
    description:
      "Sun-dried Guntur chillies, stalks removed by hand and ground without any added colour. Deep red and properly hot, just what Andhra pickles, pappu charu and fry curries need.",
    imageCount: 2,
    shape: "pouch",
    label: "Chilli Powder",
  },
  {
    key: "coriander-powder",
    name: "Coriander Powder (Dhaniyalu)",
    categoryKey: "spices",
    packs: [
      { label: "200 g", netQuantity: 200, unit: "g", mrp: 90, salePrice: 80, stock: 36, weightGrams: 230 },
    ],
    description:
      "Whole coriander seeds lightly roasted and ground in small lots so the citrusy aroma stays fresh. Adds body and a gentle warmth to curries, rasam and vegetable fries.",
    imageCount: 1,
    shape: "pouch",
    label: "Coriander",
  },
  {
    key: "black-pepper",
    name: "Whole Black Pepper (Miriyalu)",
    categoryKey: "spices",
    packs: [
      { label: "100 g", netQuantity: 100, unit: "g", mrp: 160, salePrice: 145, stock: 0, weightGrams: 130 },
    ],
    description:
      "Bold, sun-dried peppercorns from hill farms in the Eastern Ghats. Crush them fresh for rasam, pepper chicken or a pinch over eggs, and taste the sharp, lemony heat.",
    imageCount: 1,
    shape: "jar",
    label: "Black Pepper",
  },
  {
    key: "cumin-seeds",
    name: "Cumin Seeds (Jeelakarra)",
    categoryKey: "spices",
    packs: [
      { label: "100 g", netQuantity: 100, unit: "g", mrp: 85, salePrice: 80, stock: 18, weightGrams: 130 },
    ],
    description:
      "Long, clean cumin seeds with a strong aroma, sorted by hand to remove stones and dust. Let them crackle in hot ghee for tadka, or dry-roast and powder them for buttermilk.",
    imageCount: 2,
    shape: "jar",
    label: "Cumin",
  },

  // Sweets
  {
    key: "sesame-laddu",
    name: "Sesame Jaggery Laddu (Nuvvula Undalu)",
    categoryKey: "sweets",
    packs: [
      { label: "250 g", netQuantity: 250, unit: "g", mrp: 220, salePrice: 199, stock: 30, weightGrams: 280 },
    ],
    description:
      "Roasted white sesame bound with melted jaggery and a hint of cardamom, rolled by hand. Chewy, nutty and not too sweet, just like the undalu made at home for Sankranti.",
    imageCount: 3,
    shape: "box",
    label: "Sesame Laddu",
  },
  {
    key: "millet-laddu",
    name: "Millet Dry Fruit Laddu",
    categoryKey: "sweets",
    packs: [
      { label: "250 g", netQuantity: 250, unit: "g", mrp: 260, salePrice: 229, stock: 42, weightGrams: 280 },
    ],
    description:
      "Roasted foxtail and ragi flour mixed with dates, cashews, almonds and a little desi ghee. No refined sugar, just a soft, crumbly laddu that pairs well with evening tea.",
    imageCount: 2,
    shape: "box",
    label: "Millet Laddu",
  },
  {
    key: "palm-jaggery",
    name: "Palm Jaggery (Tati Bellam)",
    categoryKey: "sweets",
    packs: [
      { label: "500 g", netQuantity: 500, unit: "g", mrp: 280, salePrice: 250, stock: 12, weightGrams: 530 },
    ],
    description:
      "Made by slowly boiling fresh palm sap collected by toddy tappers in coastal Andhra. Dark, smoky and caramel-like, it is lovely in payasam, coffee or simply broken into small pieces.",
    imageCount: 3,
    shape: "box",
    label: "Palm Jaggery",
    blobKey: "sweets-palm-jaggery",
  },
  {
    key: "groundnut-chikki",
    name: "Groundnut Jaggery Chikki (Palli Patti)",
    categoryKey: "sweets",
    packs: [
      { label: "200 g", netQuantity: 200, unit: "g", mrp: 120, salePrice: 108, stock: 60, weightGrams: 230 },
    ],
    description:
      "Crunchy roasted groundnuts set in golden jaggery syrup and cut into squares. Only two ingredients, no glucose syrup, and the perfect snap with a cup of tea.",
    imageCount: 1,
    shape: "box",
    label: "Palli Chikki",
  },

  // Healthy Snacks
  {
    key: "ragi-murukulu",
    name: "Ragi Murukulu",
    categoryKey: "healthy-snacks",
    packs: [
      { label: "200 g", netQuantity: 200, unit: "g", mrp: 140, salePrice: 125, stock: 24, weightGrams: 230 },
    ],
    description:
      "Crisp spirals of ragi and rice flour with cumin and sesame, fried in our own wood-pressed groundnut oil. Savoury, crunchy and made fresh in small batches every week.",
    imageCount: 2,
    shape: "box",
    label: "Ragi Murukulu",
  },
  {
    key: "millet-mixture",
    name: "Millet Mixture",
    categoryKey: "healthy-snacks",
    packs: [
      { label: "250 g", netQuantity: 250, unit: "g", mrp: 160, salePrice: 145, stock: 36, weightGrams: 280 },
    ],
    description:
      "A spicy Andhra-style mixture of millet sev, roasted peanuts, fried gram, curry leaves and Guntur chilli, cooked in wood-pressed oil. A tea-time snack with a proper crunch.",
    imageCount: 1,
    shape: "box",
    label: "Millet Mixture",
  },
  {
    key: "roasted-makhana",
    name: "Roasted Makhana, Pepper and Rock Salt",
    categoryKey: "healthy-snacks",
    packs: [
      { label: "100 g", netQuantity: 100, unit: "g", mrp: 240, salePrice: 199, stock: 18, weightGrams: 130 },
    ],
    description:
      "Fox nuts slow-roasted in a little ghee and tossed with crushed black pepper and rock salt. Light, airy and crunchy, a simple snack for movie nights or the office drawer.",
    imageCount: 3,
    shape: "box",
    label: "Roasted Makhana",
  },

  // Decoctions
  {
    key: "tulasi-decoction",
    name: "Tulasi Decoction Mix (Kashayam)",
    categoryKey: "decoctions",
    packs: [
      { label: "100 g", netQuantity: 100, unit: "g", mrp: 180, salePrice: 160, stock: 30, weightGrams: 130 },
    ],
    description:
      "A warming blend of dried tulasi leaves, dry ginger, black pepper, cinnamon and a little liquorice root. Simmer a spoonful in water for a fragrant kashayam on cool, rainy evenings.",
    imageCount: 2,
    shape: "jar",
    label: "Tulasi Kashayam",
    blobKey: "decoctions-kashayam-tradition",
  },
  {
    key: "garika-powder",
    name: "Garika Grass Powder (Bermuda Grass)",
    categoryKey: "decoctions",
    packs: [
      { label: "100 g", netQuantity: 100, unit: "g", mrp: 150, salePrice: 135, stock: 42, weightGrams: 130 },
    ],
    description:
      "Tender garika shoots, washed, shade-dried and finely powdered. Traditionally stirred into water or buttermilk as a green morning drink, with a fresh, grassy taste.",
    imageCount: 1,
    shape: "pouch",
    label: "Garika Powder",
  },

  // Skincare
  {
    key: "sunnipindi",
    name: "Herbal Bath Powder (Sunnipindi)",
    categoryKey: "skincare",
    packs: [
      { label: "200 g", netQuantity: 200, unit: "g", mrp: 250, salePrice: 225, stock: 12, weightGrams: 230 },
    ],
    description:
      "Our grandmothers' soap-free bath powder of green gram, rice, turmeric, rose petals, vetiver and kasturi manjal. Mix with water or milk into a paste for a fragrant, gentle scrub.",
    imageCount: 3,
    shape: "jar",
    label: "Sunnipindi",
    blobKey: "skincare-sunnipindi",
  },
  {
    key: "kumkumadi-oil",
    name: "Kumkumadi Face Oil",
    categoryKey: "skincare",
    packs: [
      { label: "30 ml", netQuantity: 30, unit: "ml", mrp: 699, salePrice: 599, stock: 60, weightGrams: 60 },
    ],
    description:
      "A traditional blend of saffron, sandalwood, manjishta and other herbs infused slowly in our wood-pressed sesame oil. A few drops make a rich, fragrant night-time face massage oil.",
    imageCount: 2,
    shape: "bottle",
    label: "Kumkumadi Oil",
  },

  // Supplements
  {
    key: "moringa-powder",
    name: "Moringa Leaf Powder (Munaga Aku)",
    categoryKey: "supplements",
    packs: [
      { label: "200 g", netQuantity: 200, unit: "g", mrp: 190, salePrice: 170, stock: 24, weightGrams: 230 },
    ],
    description:
      "Young drumstick leaves, shade-dried to keep their deep green colour, then finely milled. Naturally rich in iron and calcium; add a spoonful to dal, dosa batter or a smoothie.",
    imageCount: 2,
    shape: "pouch",
    label: "Moringa Powder",
    blobKey: "supplements-moringa",
  },
  {
    key: "amla-powder",
    name: "Amla Powder (Usirikaya)",
    categoryKey: "supplements",
    packs: [
      { label: "200 g", netQuantity: 200, unit: "g", mrp: 160, salePrice: 144, stock: 36, weightGrams: 230 },
    ],
    description:
      "Sun-dried Indian gooseberries, deseeded and ground into a tangy powder. A natural source of vitamin C; stir it into warm water with honey or sprinkle it over fruit and salads.",
    imageCount: 1,
    shape: "jar",
    label: "Amla Powder",
  },
];

// ---------------------------------------------------------------------------
// Blobs (articles)
// ---------------------------------------------------------------------------

export const seedBlobs: SeedBlob[] = [
  // Oils
  {
    key: "oils-how-wood-pressing-works",
    categoryKey: "oils",
    title: "How Wood Pressing Works",
    content: [
      {
        heading: "A slow, cool press",
        paragraph:
          "A wood press, or ghani, is a large mortar with a heavy wooden pestle that turns slowly inside it. The seeds are crushed by pressure and friction rather than by fast steel screws. Because the pestle moves so slowly, the oil stays close to room temperature.",
      },
      {
        heading: "Why temperature matters",
        paragraph:
          "Fast expeller presses can heat seeds well above 100 degrees, which dulls flavour and aroma. In a ghani the oil comes out warm at most, so it keeps the natural taste and smell of the seed. You notice it the moment you open the bottle.",
      },
      {
        heading: "No refining, only settling",
        paragraph:
          "Refined oils are usually bleached, deodorised and treated with chemicals to make them clear and neutral. Our oil is simply allowed to settle for a few days and then filtered through cloth. A little sediment at the bottom of the bottle is normal and a sign of an unrefined oil.",
      },
    ],
  },
  {
    key: "oils-choosing-cooking-oil",
    categoryKey: "oils",
    title: "Which Oil for Which Dish",
    content: [
      {
        heading: "Rotate your oils",
        paragraph:
          "Traditional Indian kitchens never used a single oil for everything. Each region leaned on what grew nearby, and each oil has its own flavour and character. Rotating two or three oils through the week keeps meals interesting and balances the fats you eat.",
      },
      {
        heading: "Everyday cooking and frying",
        paragraph:
          "Groundnut oil is our all-rounder for curries, tadka and deep frying. Safflower oil is lighter and more neutral, which suits dosas and stir-fries. Coconut oil brings a sweet aroma to South Indian vegetable dishes and payasam.",
      },
      {
        heading: "Pickles and special dishes",
        paragraph:
          "Sesame oil is the classic choice for Andhra pickles and podis because its flavour is deep and it keeps well. Mustard oil gives fish curries and North Indian pickles their sharp bite. Niger seed oil is a mild, nutty alternative for chutneys.",
      },
    ],
  },

  // Millets
  {
    key: "millets-five-positive-grains",
    categoryKey: "millets",
    title: "The Five Positive Millets",
    content: [
      {
        heading: "What are positive millets",
        paragraph:
          "Foxtail, kodo, little, barnyard and browntop millets are often called the five positive millets. They are small-seeded grains with a good balance of fibre and starch. Many home cooks in Andhra and Karnataka now use them in place of polished rice.",
      },
      {
        heading: "Grains for dry land",
        paragraph:
          "These millets grow on poor, rain-fed soils with very little water and no need for heavy fertilisers. For centuries they were the staple food of dryland villages. Growing them again helps small farmers and makes good use of land that cannot support paddy.",
      },
      {
        heading: "Eating them every day",
        paragraph:
          "The simplest way to start is to replace rice with one millet for a week, then switch to another. Each millet has its own taste and texture, so rotating them keeps meals varied. Soaking before cooking makes them softer and easier to enjoy.",
      },
    ],
  },
  {
    key: "millets-cooking-guide",
    categoryKey: "millets",
    title: "Cooking Millets Like Rice",
    content: [
      {
        heading: "Rinse and soak",
        paragraph:
          "Rinse the millet two or three times until the water runs clear. Soak it for at least 2 hours, or up to 6 to 8 hours for the harder millets like kodo and browntop. Soaking shortens cooking time and gives a softer grain.",
      },
      {
        heading: "Water and time",
        paragraph:
          "For a fluffy rice-like texture, use about 2.5 cups of water for each cup of soaked millet. Bring it to a boil, cover and simmer on low heat for 15 to 20 minutes. Turn off the heat and let it rest, covered, for 5 minutes before serving.",
      },
      {
        heading: "Ideas to try",
        paragraph:
          "Cooked foxtail or little millet works beautifully with sambar, rasam and curd. Leftover millet rice makes excellent lemon rice or tamarind rice the next day. For a softer pongal or khichdi, simply add more water and a handful of moong dal.",
      },
    ],
  },

  // Pulses
  {
    key: "pulses-why-unpolished",
    categoryKey: "pulses",
    title: "Why We Sell Unpolished Dals",
    content: [
      {
        heading: "What polishing means",
        paragraph:
          "Many dals in the market are polished with oil, water or even marble powder to look shiny and uniform. This makes them attractive on the shelf but adds nothing to the taste. Our dals are only dehusked, split and cleaned.",
      },
      {
        heading: "How to recognise unpolished dal",
        paragraph:
          "Unpolished dal looks slightly dull and matte, and the grains vary a little in colour. When you wash it, the water may turn cloudy at first. That is simply natural starch and dust from the field, not a defect.",
      },
      {
        heading: "Better taste in the pot",
        paragraph:
          "Unpolished toor and moong dal cook up thicker and creamier, with a fuller flavour. You may need a little less dal for the same richness in your pappu or sambar. Store it in an airtight jar in a cool, dry place and use it within six months.",
      },
    ],
  },
  {
    key: "pulses-soaking-and-cooking",
    categoryKey: "pulses",
    title: "Soaking and Cooking Pulses",
    content: [
      {
        heading: "Why soak",
        paragraph:
          "Soaking softens whole pulses so they cook evenly and faster. It also makes them easier on the stomach for many people. Split dals like moong need little or no soaking, while whole chana and urad do best overnight.",
      },
      {
        heading: "A simple guide",
        paragraph:
          "Soak bengal gram and whole urad for 8 hours, toor dal for 30 minutes and moong dal for 15 minutes if you like. Drain the soaking water and cook in fresh water. In a pressure cooker, split dals need 3 to 4 whistles and whole pulses 5 to 6.",
      },
      {
        heading: "Sprouting at home",
        paragraph:
          "Whole moong and bengal gram sprout easily. After soaking, drain them, tie them in a damp cotton cloth and leave them in a warm corner for a day. Enjoy the sprouts in salads, or lightly tempered with mustard seeds and curry leaves.",
      },
    ],
  },

  // Spices
  {
    key: "spices-sun-dried-stone-ground",
    categoryKey: "spices",
    title: "Sun-Dried, Stone-Ground Spices",
    content: [
      {
        heading: "Drying in the sun",
        paragraph:
          "We buy whole spices directly from farmers and dry them on clean mats in the sun. Slow drying keeps the natural oils that carry the aroma. It takes longer than machine drying, but the flavour is noticeably richer.",
      },
      {
        heading: "Grinding cool",
        paragraph:
          "High-speed pulverisers can heat spices enough to drive off their volatile oils. We grind in small batches on a slow stone mill and let the powder cool before packing. That is why our turmeric smells earthy and our coriander smells of citrus.",
      },
      {
        heading: "Keeping spices fresh",
        paragraph:
          "Ground spices lose aroma over time, so we pack them in small quantities. Store them in a dry, airtight jar away from the stove and sunlight. Always use a dry spoon so moisture does not get in.",
      },
    ],
  },
  {
    key: "spices-guntur-chillies",
    categoryKey: "spices",
    title: "The Story of Guntur Chillies",
    content: [
      {
        heading: "The chilli capital",
        paragraph:
          "Guntur district in Andhra Pradesh is one of the largest chilli-growing regions in the world. Its market yard is famous for mountains of red chillies during the harvest season. Andhra food owes much of its fiery reputation to these chillies.",
      },
      {
        heading: "Heat and colour",
        paragraph:
          "Different varieties are grown for different purposes, some for deep red colour and some for sharp heat. We blend varieties to get a powder that is both bright and properly hot. No artificial colour is ever added.",
      },
      {
        heading: "Using chilli powder well",
        paragraph:
          "Add chilli powder to warm oil for just a few seconds to bring out its colour without burning it. For pickles, mix it with salt, mustard powder and sesame oil. Start with less than you think you need, since Guntur chilli is strong.",
      },
    ],
  },

  // Sweets
  {
    key: "sweets-palm-jaggery",
    categoryKey: "sweets",
    title: "Tati Bellam: Palm Jaggery",
    content: [
      {
        heading: "From palm tree to block",
        paragraph:
          "Palm jaggery is made from the sweet sap of the palmyra palm. Tappers climb the tall trees early in the morning to collect the sap before it ferments. The sap is then boiled for hours in wide pans until it thickens and sets.",
      },
      {
        heading: "Taste and texture",
        paragraph:
          "Tati bellam is darker than cane jaggery, with smoky, caramel and slightly salty notes. It is less processed than white sugar and keeps some of the minerals from the sap. Its flavour is strong, so a little goes a long way.",
      },
      {
        heading: "How to use it",
        paragraph:
          "Grate or break it into small pieces and dissolve it in warm milk, coffee or payasam. It is traditional in sweets like ariselu and in the tamarind-jaggery balance of pulihora. Keep it in an airtight box, as it absorbs moisture in humid weather.",
      },
    ],
  },
  {
    key: "sweets-festive-laddus",
    categoryKey: "sweets",
    title: "Festive Sweets Without Refined Sugar",
    content: [
      {
        heading: "Sweets with a season",
        paragraph:
          "Andhra festivals each have their own sweets. Sankranti brings sesame undalu and ariselu, while Diwali and Ugadi bring laddus and bobbatlu. Most of these were always made with jaggery, long before refined sugar arrived.",
      },
      {
        heading: "Why jaggery and nuts",
        paragraph:
          "Sesame, groundnuts and jaggery were all harvested in winter, so they naturally came together in festive sweets. The nuts add protein and good fats, and jaggery brings a deep, rounded sweetness. The result is filling, so one or two pieces feel like enough.",
      },
      {
        heading: "How we make ours",
        paragraph:
          "We roast seeds and nuts in small batches and bind them with freshly melted jaggery. Each laddu is rolled by hand while the mixture is still warm. We add no preservatives, so enjoy them within a few weeks of opening.",
      },
    ],
  },

  // Healthy Snacks
  {
    key: "snacks-better-tea-time",
    categoryKey: "healthy-snacks",
    title: "Better Tea-Time Snacks",
    content: [
      {
        heading: "The four o'clock craving",
        paragraph:
          "Most of us reach for something crunchy with evening tea. Packaged snacks are often fried in reused refined oil and loaded with flavour enhancers. A few simple swaps can keep the crunch and lose the junk.",
      },
      {
        heading: "What goes into ours",
        paragraph:
          "We use millet and ragi flours alongside rice flour, and fry only in fresh wood-pressed groundnut oil. Seasonings are simple: cumin, sesame, curry leaves, chilli and salt. Nothing artificial is added for colour or shelf life.",
      },
      {
        heading: "Enjoy in moderation",
        paragraph:
          "A snack is still a snack, even when it is made well. Serve a small bowl rather than eating from the packet. Pair it with buttermilk, a fruit or a handful of roasted makhana for a more balanced break.",
      },
    ],
  },
  {
    key: "snacks-how-we-make-murukulu",
    categoryKey: "healthy-snacks",
    title: "How We Make Ragi Murukulu",
    content: [
      {
        heading: "The dough",
        paragraph:
          "We start with freshly milled ragi flour and rice flour in equal parts. Cumin, white sesame, a little butter and salt are mixed in before adding water bit by bit. The dough should be soft but not sticky.",
      },
      {
        heading: "Pressing and frying",
        paragraph:
          "The dough is pressed through a brass murukku mould straight into hot groundnut oil. Each batch fries slowly until the bubbles settle and the spirals turn crisp. They are then drained on paper and cooled completely.",
      },
      {
        heading: "Packing fresh",
        paragraph:
          "We fry murukulu in small batches through the week rather than once a month. They are packed only after they have cooled, so they stay crisp. Once opened, keep them in an airtight tin.",
      },
    ],
  },

  // Decoctions
  {
    key: "decoctions-kashayam-tradition",
    categoryKey: "decoctions",
    title: "The Kashayam Tradition",
    content: [
      {
        heading: "A warm drink from the kitchen",
        paragraph:
          "A kashayam is a simple decoction made by simmering herbs and spices in water. In many Telugu homes it is made on cold mornings or rainy evenings. Recipes vary from family to family and from season to season.",
      },
      {
        heading: "Common ingredients",
        paragraph:
          "Tulasi, dry ginger, black pepper, cinnamon, coriander seed and liquorice root are common choices. Together they give a drink that is warming, spicy and slightly sweet. A little palm jaggery or honey can round off the flavour.",
      },
      {
        heading: "Making it at home",
        paragraph:
          "Simmer one teaspoon of the mix in a cup and a half of water until it reduces to about one cup. Strain it and sip it warm. Kashayam is a traditional drink, not a medicine, so anyone under medical care should speak to their doctor first.",
      },
    ],
  },
  {
    key: "decoctions-garika",
    categoryKey: "decoctions",
    title: "Garika: The Humble Grass",
    content: [
      {
        heading: "A grass with a place in tradition",
        paragraph:
          "Garika, or Bermuda grass, grows almost everywhere in Andhra, along field bunds and roadsides. It is offered to Lord Ganesha in pujas and has a long place in household traditions. Fresh green shoots have also long been used in simple home drinks.",
      },
      {
        heading: "How we prepare the powder",
        paragraph:
          "We collect tender shoots from clean, unsprayed fields away from traffic. They are washed several times, dried in the shade and milled into a fine powder. Shade drying helps keep the green colour and grassy smell.",
      },
      {
        heading: "Using garika powder",
        paragraph:
          "Stir half a teaspoon into a glass of water or thin buttermilk and drink it in the morning. You can also boil it briefly like a leaf decoction and strain it. Start with a small amount to get used to the fresh, green taste.",
      },
    ],
  },

  // Skincare
  {
    key: "skincare-sunnipindi",
    categoryKey: "skincare",
    title: "Sunnipindi: The Telugu Bath Powder",
    content: [
      {
        heading: "A bath without soap",
        paragraph:
          "Before soap bars became common, Telugu households used sunnipindi for bathing. It is a fragrant powder of pulses, grains, dried flowers and roots. Newborns, brides and grandmothers all had their own family recipe.",
      },
      {
        heading: "What is inside",
        paragraph:
          "Our blend uses green gram, rice, bengal gram, turmeric, rose petals, vetiver, kasturi manjal and fenugreek. The grains give a soft, scrubbing texture, and the flowers and roots give a gentle natural scent. There are no synthetic fragrances or foaming agents.",
      },
      {
        heading: "How to use",
        paragraph:
          "Mix one or two spoons with water, milk or curd into a smooth paste. Massage it over damp skin, leave it for a minute and rinse off with warm water. Do a small patch test first if your skin is sensitive.",
      },
    ],
  },
  {
    key: "skincare-kumkumadi",
    categoryKey: "skincare",
    title: "About Kumkumadi Oil",
    content: [
      {
        heading: "An old recipe",
        paragraph:
          "Kumkumadi tailam is a classic oil described in traditional texts and named after kumkuma, or saffron. It has been used for centuries as a face massage oil. The recipe combines saffron with sandalwood, manjishta, vetiver and other herbs.",
      },
      {
        heading: "Slow infusion",
        paragraph:
          "The herbs are first simmered to make a strong decoction. This is then cooked slowly with our wood-pressed sesame oil until the water evaporates and the herbs' colour and aroma pass into the oil. It takes patience and careful heat control.",
      },
      {
        heading: "Using it at night",
        paragraph:
          "Warm three or four drops between your palms and massage them gently into clean, slightly damp skin. Leave it on overnight and wash your face in the morning. Always do a patch test first, and avoid contact with the eyes.",
      },
    ],
  },

  // Supplements
  {
    key: "supplements-moringa",
    categoryKey: "supplements",
    title: "Moringa Leaves in the Kitchen",
    content: [
      {
        heading: "The drumstick tree",
        paragraph:
          "Almost every village home in Andhra has a munaga tree in the backyard. The pods go into sambar, and the tender leaves are cooked into pappu and fries. The leaves are naturally rich in iron, calcium and vitamins.",
      },
      {
        heading: "Why a powder",
        paragraph:
          "Fresh moringa leaves wilt within a day, and picking the tiny leaflets takes time. Shade-dried powder keeps well for months and is easy to add to everyday food. A spoonful gives a mild, spinach-like flavour.",
      },
      {
        heading: "Ways to use it",
        paragraph:
          "Mix a teaspoon into dal, dosa batter, chapati dough or a bowl of curd rice. You can also blend it into a smoothie or buttermilk. Add it towards the end of cooking so the colour stays bright.",
      },
    ],
  },
  {
    key: "supplements-amla",
    categoryKey: "supplements",
    title: "Usirikaya: The Indian Gooseberry",
    content: [
      {
        heading: "A winter fruit",
        paragraph:
          "Amla, or usirikaya, ripens in the cool months from November to February. It is sour, astringent and slightly bitter, with a sweet aftertaste after a sip of water. In Andhra it is enjoyed as pickle, pachadi and sweet murabba.",
      },
      {
        heading: "Drying and powdering",
        paragraph:
          "We deseed fresh amla, slice it and dry it in the sun until it is crisp. The dried pieces are then ground into a fine powder. This way the tangy fruit can be enjoyed all year round.",
      },
      {
        heading: "Everyday use",
        paragraph:
          "Amla is a natural source of vitamin C. Stir half a teaspoon into warm water with honey, or sprinkle it over fruit, salads and chutneys. It is also traditionally mixed with water as a hair pack.",
      },
    ],
  },

  // Non Product Category ("Our GRD Blobs")
  {
    key: "grd-bull-driven-ghani",
    categoryKey: "non-product-category",
    title: "How Our Bull-Driven Ghani Works",
    content: [
      {
        heading: "The mortar and the pestle",
        paragraph:
          "Our ghani is a deep mortar with a long wooden pestle standing inside it. A wooden beam is fixed to the pestle and yoked to a pair of bullocks. As they walk in a slow circle, the pestle grinds the seeds against the walls of the mortar.",
      },
      {
        heading: "One batch at a time",
        paragraph:
          "We load about 12 to 15 kg of seed at a time, and a batch takes close to two hours. The operator adds the seed gradually and checks the paste by hand. When the oil separates, it is collected from a small outlet at the base.",
      },
      {
        heading: "Caring for our bullocks",
        paragraph:
          "Our bullocks work short shifts with rest, water and shade between batches. They are fed green fodder and the oil cake left after pressing. On Sankranti they are bathed, decorated and honoured like members of the family.",
      },
      {
        heading: "Nothing goes to waste",
        paragraph:
          "The oil cake becomes cattle feed or is returned to farms as manure. Cow dung from the shed goes into compost for our partner farmers. It is a small circle, but a complete one.",
      },
    ],
  },
  {
    key: "grd-our-farmers",
    categoryKey: "non-product-category",
    title: "Our Farmers",
    content: [
      {
        heading: "Small farms, direct relationships",
        paragraph:
          "We buy from small farming families across Andhra Pradesh, from groundnut growers in Anantapur to millet farmers in Prakasam. Most of them farm fewer than five acres. We visit their fields, agree on prices before sowing and pay promptly after harvest.",
      },
      {
        heading: "Natural farming practices",
        paragraph:
          "Our partner farmers follow natural farming methods using cow dung, jeevamrutham and crop rotation. Many grow mixed crops, with pulses planted between rows of millets. We are honest about our sourcing and do not claim certifications we do not have.",
      },
      {
        heading: "Why it matters",
        paragraph:
          "When farmers get a fair and steady price, they can keep growing traditional crops like browntop millet and niger seed. These crops need little water and suit the dry districts well. Every order helps keep these seeds and skills alive.",
      },
    ],
  },
  {
    key: "grd-why-slow-food",
    categoryKey: "non-product-category",
    title: "Why Slow Food",
    content: [
      {
        heading: "Fast food, fast processing",
        paragraph:
          "Modern food is often processed at high speed and high heat to make it cheap and long-lasting. Oils are refined, dals are polished and spices are ground in minutes. Something of the original taste is lost along the way.",
      },
      {
        heading: "Doing things the old way",
        paragraph:
          "We press oil with bullocks, dry spices in the sun and make sweets by hand. These methods take more time and produce less, which is why our prices are a little higher. In return you get food that tastes the way our grandparents remember.",
      },
      {
        heading: "Cooking slowly at home",
        paragraph:
          "Slow food is also about how we cook and eat. Soaking millets, fermenting batters and cooking with whole spices are small habits that bring flavour back to the table. Eating together, without hurry, is part of the recipe.",
      },
    ],
  },

  // Protocols
  {
    key: "protocol-ambali",
    categoryKey: "protocols",
    title: "How to Make Millet Ambali",
    content: [
      {
        heading: "What is ambali",
        paragraph:
          "Ambali is a thin, lightly fermented millet porridge that has been a summer staple in rural Andhra and Karnataka for generations. It is made with just millets and water. It is served cool, often with a little buttermilk and raw onion on the side.",
      },
      {
        heading: "Soak",
        paragraph:
          "Rinse one glass of millet two or three times. Soak it in clean water for 6 to 8 hours, or overnight. Use any one millet at a time, such as foxtail, kodo, little, barnyard or browntop.",
      },
      {
        heading: "Cook",
        paragraph:
          "Put the soaked millet, with its soaking water, into a heavy pot. Add water to make a total of 6 to 10 glasses of water for each glass of millet; use more water for a thinner drink. Simmer on low heat, stirring now and then, until the grains are very soft, about 30 to 40 minutes.",
      },
      {
        heading: "Rest and serve",
        paragraph:
          "Let the porridge cool, cover it with a cloth and leave it for 8 to 12 hours, ideally in a clay pot, so it ferments lightly. Do not add salt while cooking or fermenting. Stir well before drinking, and finish it within a day.",
      },
    ],
  },
  {
    key: "protocol-leaf-decoction",
    categoryKey: "protocols",
    title: "How to Prepare a Leaf Decoction",
    content: [
      {
        heading: "Choose your leaves",
        paragraph:
          "Leaf decoctions are made from fresh or dried leaves such as tulasi, curry leaves, mint, moringa or garika grass. Use one kind of leaf at a time so you can enjoy its own flavour. Pick clean leaves from unsprayed plants and wash them well.",
      },
      {
        heading: "Boil",
        paragraph:
          "Bring 150 to 200 ml of water to a boil in a small steel vessel. Add a small handful of fresh leaves, about 5 to 7 leaves of tulasi or a teaspoon of dried leaf powder. Boil for 2 to 3 minutes, then turn off the heat and cover the vessel.",
      },
      {
        heading: "Strain and sip",
        paragraph:
          "Let it steep for a couple of minutes, then strain it into a cup. Drink it warm, on its own or with a few drops of lemon or a little palm jaggery. Make it fresh each time rather than storing it.",
      },
      {
        heading: "A gentle note",
        paragraph:
          "Leaf decoctions are a traditional kitchen practice, not a substitute for medical care. If you are pregnant, taking medicines or managing a health condition, check with your doctor first. Start with a small cup and see how it suits you.",
      },
    ],
  },
];

// ---------------------------------------------------------------------------
// Banners and promotions
// ---------------------------------------------------------------------------

export const seedBanners: SeedBanner[] = [
  {
    key: "banner-fresh-oils",
    title: "Wood-pressed oils, fresh every week",
    subtitle: "Slow-pressed in our bull-driven ghani, never refined.",
  },
  {
    key: "banner-positive-millets",
    title: "Millets: the five positive grains",
    subtitle: "Korralu, arikalu, samalu, udalu and andu korralu, straight from dryland farms.",
  },
  {
    key: "banner-festive-sweets",
    title: "Festive sweets with palm jaggery",
    subtitle: "Hand-rolled laddus and chikkis, no refined sugar.",
  },
];

export const seedPromotions: SeedPromotion[] = [
  { key: "promo-ghani-at-work", caption: "Our bullocks turning the wooden ghani at dawn" },
  { key: "promo-the-farm", caption: "Foxtail millet ripening on a partner farm in Prakasam" },
  { key: "promo-packing-day", caption: "Packing day: fresh oil bottled and labelled by hand" },
  { key: "promo-farmers-market", caption: "Meet us at the Sunday farmers' market stall in Vijayawada" },
];

/**
 * Demo listing declarations (issue 15): plausible, but every shop-facing fact that a real business must supply
 * (manufacturer address, FSSAI number) says it is a demo. Generic name and ingredients per product; shelf life,
 * storage, veg mark and allergens by category unless the product says otherwise.
 */
export type SeedDeclarations = {
  genericName: string;
  ingredients: string;
  manufacturer: string;
  countryOfOrigin: string;
  shelfLife: string;
  storage: string;
  dietMark: "veg" | "non-veg" | null;
  allergens: string | null;
  /** Issue 33: food, or the cosmetics of the skincare shelf (worker/domains/catalogue/shared/product-kinds.ts). */
  kind: "food" | "cosmetic" | "utensil" | "other";
  /** Issue 33: a cosmetic's manufacturing licence number, a plainly demo value; null for food. */
  licenceNumber: string | null;
  /** Issue 33: the front and back label pictures db/scripts/make-demo-images.ts draws (food only). */
  labelImage: string | null;
  labelBackImage: string | null;
};

type CategoryDeclarations = Pick<SeedDeclarations, "shelfLife" | "storage" | "allergens">;

const DEMO_MANUFACTURER = "Ghani Naturals (Demo), 1-2-3 Oil Mill Road, Guntur, Andhra Pradesh 522001 (demo address)";

const CATEGORY_DECLARATIONS: Record<string, CategoryDeclarations> = {
  oils: { shelfLife: "Best before 6 months from packing", storage: "Store in a cool, dry place away from direct sunlight. Keep the cap closed.", allergens: null },
  millets: { shelfLife: "Best before 4 months from packing", storage: "Store in an airtight container in a cool, dry place.", allergens: "Packed in a facility that also handles wheat and pulses" },
  pulses: { shelfLife: "Best before 9 months from packing", storage: "Store in an airtight container in a cool, dry place.", allergens: null },
  spices: { shelfLife: "Best before 9 months from packing", storage: "Store in an airtight container away from moisture and sunlight.", allergens: null },
  sweets: { shelfLife: "Best before 45 days from packing", storage: "Store in an airtight container in a cool, dry place; no refrigeration needed.", allergens: "Contains sesame, groundnuts and tree nuts" },
  "healthy-snacks": { shelfLife: "Best before 2 months from packing", storage: "Once opened, store in an airtight container.", allergens: "Contains groundnuts; may contain sesame" },
  decoctions: { shelfLife: "Best before 12 months from packing", storage: "Store in a cool, dry place; use a dry spoon.", allergens: null },
  skincare: { shelfLife: "Best before 12 months from packing", storage: "Store below 30 °C away from sunlight. For external use only.", allergens: "Patch-test before first use" },
  supplements: { shelfLife: "Best before 9 months from packing", storage: "Store in an airtight container away from moisture.", allergens: null },
};

const PRODUCT_DECLARATIONS: Record<string, Pick<SeedDeclarations, "genericName" | "ingredients"> & Partial<SeedDeclarations>> = {
  "groundnut-oil": { genericName: "Groundnut oil (wood-pressed, unrefined)", ingredients: "Groundnuts (100%)", allergens: "Contains groundnuts" },
  "sesame-oil": { genericName: "Sesame (gingelly) oil (wood-pressed, unrefined)", ingredients: "Sesame seeds (98%), palm jaggery (2%)", allergens: "Contains sesame" },
  "coconut-oil": { genericName: "Coconut oil (wood-pressed, unrefined)", ingredients: "Dried coconut kernel (copra) (100%)" },
  "safflower-oil": { genericName: "Safflower oil (wood-pressed, unrefined)", ingredients: "Safflower seeds (100%)" },
  "mustard-oil": { genericName: "Mustard oil (wood-pressed, kachi ghani)", ingredients: "Mustard seeds (100%)", allergens: "Contains mustard" },
  "castor-oil": { genericName: "Castor oil (wood-pressed)", ingredients: "Castor seeds (100%)" },
  "niger-seed-oil": { genericName: "Niger seed oil (wood-pressed, unrefined)", ingredients: "Niger seeds (100%)" },
  "foxtail-millet": { genericName: "Foxtail millet, unpolished", ingredients: "Foxtail millet (100%)" },
  "kodo-millet": { genericName: "Kodo millet, unpolished", ingredients: "Kodo millet (100%)" },
  "little-millet": { genericName: "Little millet, unpolished", ingredients: "Little millet (100%)" },
  "barnyard-millet": { genericName: "Barnyard millet, unpolished", ingredients: "Barnyard millet (100%)" },
  "browntop-millet": { genericName: "Browntop millet, unpolished", ingredients: "Browntop millet (100%)" },
  "finger-millet": { genericName: "Finger millet (ragi), whole", ingredients: "Finger millet (100%)" },
  "toor-dal": { genericName: "Pigeon pea split (toor dal), unpolished", ingredients: "Pigeon peas (100%)" },
  "moong-dal": { genericName: "Green gram split (moong dal), unpolished", ingredients: "Green gram (100%)" },
  "whole-urad": { genericName: "Black gram, whole", ingredients: "Black gram (100%)" },
  "bengal-gram": { genericName: "Bengal gram (chana), whole", ingredients: "Bengal gram (100%)" },
  "turmeric-powder": { genericName: "Turmeric powder", ingredients: "Dried turmeric rhizomes (100%)" },
  "chilli-powder": { genericName: "Red chilli powder", ingredients: "Dried Guntur red chillies (100%)" },
  "coriander-powder": { genericName: "Coriander powder", ingredients: "Coriander seeds (100%)" },
  "black-pepper": { genericName: "Black pepper, whole", ingredients: "Black pepper (100%)" },
  "cumin-seeds": { genericName: "Cumin seeds, whole", ingredients: "Cumin seeds (100%)" },
  "sesame-laddu": { genericName: "Sesame jaggery sweet (laddu)", ingredients: "Sesame seeds (55%), jaggery (40%), cardamom, ghee", allergens: "Contains sesame and milk (ghee)" },
  "millet-laddu": { genericName: "Millet and dry fruit sweet (laddu)", ingredients: "Foxtail millet flour (40%), jaggery, almonds, cashews, raisins, ghee, cardamom", allergens: "Contains tree nuts and milk (ghee)" },
  "palm-jaggery": { genericName: "Palm jaggery", ingredients: "Palmyra palm sap (100%)", shelfLife: "Best before 6 months from packing", allergens: null },
  "groundnut-chikki": { genericName: "Groundnut jaggery bar (chikki)", ingredients: "Groundnuts (60%), jaggery (40%)", allergens: "Contains groundnuts" },
  "ragi-murukulu": { genericName: "Finger millet savoury (murukku)", ingredients: "Ragi flour, rice flour, groundnut oil, sesame, cumin, salt, red chilli", allergens: "Contains sesame and groundnut oil" },
  "millet-mixture": { genericName: "Millet savoury mixture", ingredients: "Millet flakes, groundnuts, roasted Bengal gram, curry leaves, groundnut oil, salt, spices", allergens: "Contains groundnuts" },
  // Issue 33: the description says "roasted in a little ghee"; the ingredients now say so too, and milk is declared.
  "roasted-makhana": { genericName: "Roasted fox nuts (makhana), salted", ingredients: "Fox nuts (94%), ghee (milk fat), rock salt, black pepper", allergens: "Contains milk (ghee)" },
  "tulasi-decoction": { genericName: "Herbal decoction mix (kashayam)", ingredients: "Tulasi leaves, dry ginger, black pepper, long pepper, liquorice, cinnamon" },
  "garika-powder": { genericName: "Bermuda grass (garika) powder", ingredients: "Shade-dried Bermuda grass (100%)" },
  // Issue 33: the skincare shelf is cosmetics, not food: a manufacturing licence number (a demo value in the format
  // of a state licence under the Drugs and Cosmetics Rules), ingredients, no veg mark and no FSSAI number.
  sunnipindi: {
    genericName: "Herbal bath powder (sunnipindi), for external use",
    ingredients: "Green gram, Bengal gram, turmeric, vetiver, rose petals, orange peel",
    kind: "cosmetic",
    licenceNumber: "AP/COS/DEMO-0001 (demo licence)",
    dietMark: null,
  },
  "kumkumadi-oil": {
    genericName: "Herbal face oil (kumkumadi tailam), for external use",
    ingredients: "Sesame oil base, saffron, sandalwood, turmeric, vetiver, lotus",
    allergens: "Contains sesame; patch-test before first use",
    kind: "cosmetic",
    licenceNumber: "AP/COS/DEMO-0002 (demo licence)",
    dietMark: null,
  },
  "moringa-powder": { genericName: "Moringa leaf powder", ingredients: "Shade-dried moringa leaves (100%)" },
  "amla-powder": { genericName: "Indian gooseberry (amla) powder", ingredients: "Dried Indian gooseberries (100%)" },
};

/** Issue 33: where make-demo-images.ts draws a demo food's front and back label pictures. */
export const demoLabelImage = (key: string, side: "front" | "back") => `/demo/labels/${key}-${side}.webp`;

/**
 * The declarations the seed stores for a product: its own, over its category's, over the shop-wide demo ones
 * (food with a veg mark and both label pictures; a cosmetic has no label pictures drawn, they are food's rule).
 */
export function seedDeclarations(product: Pick<SeedProduct, "key" | "categoryKey">): SeedDeclarations {
  const own = PRODUCT_DECLARATIONS[product.key];
  const byCategory = CATEGORY_DECLARATIONS[product.categoryKey];
  if (!own || !byCategory) throw new Error(`No demo declarations for product ${product.key} (category ${product.categoryKey})`);
  const food = (own.kind ?? "food") === "food";
  const labels = food ? { labelImage: demoLabelImage(product.key, "front"), labelBackImage: demoLabelImage(product.key, "back") } : { labelImage: null, labelBackImage: null };
  return { manufacturer: DEMO_MANUFACTURER, countryOfOrigin: "India", dietMark: "veg", kind: "food", licenceNumber: null, ...labels, ...byCategory, ...own };
}

/** The demo shop's settings: a made-up FSSAI number and no GSTIN, both plainly marked as demo. */
export const seedShopSettings = {
  legalName: "Ghani Naturals (Demo Shop)",
  address: "1-2-3 Oil Mill Road, Guntur, Andhra Pradesh 522001 (demo address)",
  /** Not a real licence: 14 digits as the format needs, chosen to look like a placeholder. */
  fssaiNumber: "10000000000000",
  /** Not a real registration: the AAAAA0000A placeholder PAN with its valid check character, in Andhra Pradesh (37). */
  gstin: "37AAAAA0000A1Z1",
  gstRegistered: true,
  shopState: "Andhra Pradesh",
  invoicePrefix: "GN",
  creditNotePrefix: "GNCN",
  carePhone: "+91 90000 00000",
  careEmail: "care@ghani.example",
  // The grievance officer the Consumer Protection (E-Commerce) Rules 2020 ask for (a demo person).
  grievanceOfficerName: "Lakshmi Prasanna (demo)",
  grievanceOfficerDesignation: "Grievance Officer",
  grievanceOfficerEmail: "grievance@ghani.example",
  grievanceOfficerPhone: "+91 90000 00002",
};

/**
 * The demo shop's delivery rules (rupees, in the shape of PUT /api/admin/delivery): three zones by state, the rest of
 * India as the catch-all, the Andaman and Nicobar Islands (pincodes 744…) as an example of an area not served, and
 * cash on delivery up to ₹3,000.
 */
export const seedDeliveryRules = {
  zones: [
    {
      name: "Andhra Pradesh & Telangana",
      states: ["Andhra Pradesh", "Telangana"],
      pincodePrefixes: [] as string[],
      baseFee: 40,
      perExtra500g: 20,
      freeAbove: 999,
      etaMinDays: 2,
      etaMaxDays: 4,
    },
    {
      name: "South India",
      states: ["Karnataka", "Tamil Nadu", "Kerala", "Puducherry"],
      pincodePrefixes: [] as string[],
      baseFee: 60,
      perExtra500g: 25,
      freeAbove: 1499,
      etaMinDays: 3,
      etaMaxDays: 5,
    },
    { name: "Rest of India", states: [] as string[], pincodePrefixes: [] as string[], baseFee: 90, perExtra500g: 30, freeAbove: 1999, etaMinDays: 5, etaMaxDays: 8 },
  ],
  unservedPincodes: ["744"],
  cod: { enabled: true, maxOrderValue: 3000, fee: 40, excludedPincodes: [] as string[] },
};

/**
 * HSN codes of the demo products (GST invoices, issue 19): the chapter headings the GST rate schedules use for each
 * kind of food; their rates come from the dated rate table (migration 0014).
 */
export const seedHsnCodes: Record<string, string> = {
  "groundnut-oil": "150890",
  "sesame-oil": "151550",
  "coconut-oil": "151319",
  "safflower-oil": "151219",
  "mustard-oil": "151491",
  "castor-oil": "151530",
  "niger-seed-oil": "151590",
  "foxtail-millet": "100829",
  "kodo-millet": "100829",
  "little-millet": "100829",
  "barnyard-millet": "100829",
  "browntop-millet": "100829",
  "finger-millet": "100829",
  "toor-dal": "071360",
  "moong-dal": "071331",
  "whole-urad": "071331",
  "bengal-gram": "071320",
  "turmeric-powder": "091030",
  "chilli-powder": "090422",
  "coriander-powder": "090922",
  "black-pepper": "090411",
  "cumin-seeds": "090931",
  "sesame-laddu": "210690",
  "millet-laddu": "210690",
  "palm-jaggery": "170199",
  "groundnut-chikki": "170490",
  "ragi-murukulu": "210690",
  "millet-mixture": "210690",
  "roasted-makhana": "081340",
  "tulasi-decoction": "121190",
  "garika-powder": "121190",
  "sunnipindi": "330499",
  "kumkumadi-oil": "330499",
  "moringa-powder": "121190",
  "amla-powder": "081340",
};
