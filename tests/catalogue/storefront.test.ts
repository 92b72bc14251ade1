/**
 * The storefront's pure helpers: money (discount badge, ₹ formatting, paise/rupees), the shop's category
 * filter, address and suggestions' order, cart arithmetic, the pack picker's rules, the common queries and YouTube links.
 */
import { describe, expect, it } from "vitest";
import { cartItemCount, MAX_CART_QUANTITY, quantityOf, stockProblem, type CartLine } from "../../worker/domains/checkout/shared/cart";
import { cartTotal } from "../../worker/domains/checkout/shared/sums";
import type { CategoryView, ProductView, PackView } from "../../worker/domains/catalogue/shared/views";
import { missingDeclarations } from "../../worker/domains/catalogue/shared/declarations";
import { addBlocker, chosenPack } from "../../worker/domains/catalogue/shared/pack-choice";
import { pricePerUnit, unitSalePrice } from "../../worker/domains/catalogue/shared/unit-price";
import { filterQueries } from "../../worker/domains/content/shared/common-queries";
import { COMMON_QUERIES } from "../../worker/domains/content/common-queries";
import { formatRupees, paiseToRupees, rupeesToPaise } from "../../worker/shared/money";
import { discountPercent } from "../../worker/domains/catalogue/shared/prices";
import { MAX_SUGGESTIONS, SHOP_MAX_PAGE, SHOP_PAGE_SIZE, searchSuggestions, shopCategories, shopQueryFrom, shopSearchFor } from "../../worker/domains/catalogue/shared/shop-filter";
import { youTubeEmbedUrl, youTubeVideoId } from "../../worker/domains/content/shared/video";
import { NO_DECLARATIONS } from "../helpers/declarations";

const OILS: CategoryView = { _id: "cat-oils-001", name: "Oils" };
const MILLETS: CategoryView = { _id: "cat-millets-002", name: "Millets" };
const HONEY: CategoryView = { _id: "cat-honey-003", name: "Honey" };

let productCounter = 0;

/** A 1 L pack (the unit only matters to the unit price); `stock` null means not counted. */
function pack(id: string, salePrice = 100, stock: number | null = null, label = "1 L"): PackView {
  return {
    _id: id,
    label,
    netQuantity: 1,
    unit: "l",
    mrp: salePrice,
    salePrice,
    unitPrice: pricePerUnit(salePrice * 100, 1, "l"),
    unitSalePrice: unitSalePrice(salePrice * 100, 1, "l"),
    sku: id.toUpperCase(),
    stock,
    inStock: stock === null || stock > 0,
    weightGrams: 1000,
    lowStockThreshold: 5,
  };
}

function product(name: string, category: CategoryView = OILS, salePrice = 100): ProductView {
  productCounter += 1;
  const _id = `product-${productCounter.toString().padStart(4, "0")}`;
  return {
    _id,
    slug: _id,
    name,
    description: "",
    mrp: salePrice,
    salePrice,
    category,
    blobId: null,
    images: [],
    variants: [pack(`${_id}-1l`, salePrice)],
    inStock: true,
    kind: "food",
    declarations: NO_DECLARATIONS,
    missingDeclarations: missingDeclarations(NO_DECLARATIONS, "food"),
    nutrition: null,
    te: {},
    deleted: false,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
  };
}

/** A cart line of a product's pack (its first pack unless named). */
function lineOf(item: ProductView, quantity: number, pack: PackView = item.variants[0]): CartLine {
  return { _id: `cart:${pack._id}`, productId: item, quantity, variantId: pack._id, variantLabel: pack.label, variant: pack };
}

function cartOf(...lines: [ProductView, number][]): { products: CartLine[] } {
  return { products: lines.map(([item, quantity]) => lineOf(item, quantity)) };
}

describe("money: discountPercent", () => {
  it.each([
    [450, 420, 7],
    [199, 99, 50],
    [250, 199.5, 20],
    [100, 1, 99],
    [1000, 999, 0],
    [1000, 995, 1],
    [300, 0, 100],
  ])("mrp %d, sale %d -> %d%%", (mrp, sale, expected) => {
    expect(discountPercent(mrp, sale)).toBe(expected);
  });

  it.each([
    ["no discount", 100, 100],
    ["a sale price above the MRP", 100, 120],
    ["a zero MRP", 0, 50],
    ["a negative MRP", -100, 50],
    ["a NaN MRP", Number.NaN, 50],
  ])("is 0 for %s", (_label, mrp, sale) => {
    expect(discountPercent(mrp, sale)).toBe(0);
  });

  it("always answers a whole number", () => {
    for (const [mrp, sale] of [
      [333, 111],
      [99.99, 49.95],
      [7, 3],
    ]) {
      expect(Number.isInteger(discountPercent(mrp, sale))).toBe(true);
    }
  });
});

describe("money: formatRupees", () => {
  it.each([
    [123456.5, "₹1,23,456.5"],
    [420, "₹420"],
    [0.5, "₹0.5"],
    [0, "₹0"],
    [1000, "₹1,000"],
    [100000, "₹1,00,000"],
    [12345678.9, "₹1,23,45,678.9"],
    [199.99, "₹199.99"],
    [19.999, "₹20"],
  ])("formats %d as %s", (rupees, expected) => {
    expect(formatRupees(rupees)).toBe(expected);
  });
});

describe("money: paise and rupees", () => {
  it.each([
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [1.15, 115],
    [4.35, 435],
    [199.5, 19950],
    [0, 0],
    [123456.78, 12345678],
  ])("rupeesToPaise(%d) = %d, an integer", (rupees, paise) => {
    const result = rupeesToPaise(rupees);
    expect(result).toBe(paise);
    expect(Number.isInteger(result)).toBe(true);
  });

  it.each([
    [1999, 19.99],
    [30, 0.3],
    [115, 1.15],
    [5, 0.05],
    [12345678, 123456.78],
  ])("paiseToRupees(%d) = %d", (paise, rupees) => {
    expect(paiseToRupees(paise)).toBe(rupees);
  });

  it("round-trips every paise amount from 0 to 10,000 exactly", () => {
    for (let paise = 0; paise <= 10_000; paise += 1) {
      const rupees = paiseToRupees(paise);
      expect(rupeesToPaise(rupees)).toBe(paise);
      expect(rupees).toBe(Number((paise / 100).toFixed(2)));
    }
  });

  it("adds prices without float drift once converted to paise", () => {
    expect(paiseToRupees(rupeesToPaise(0.1) + rupeesToPaise(0.2))).toBe(0.3);
    expect(paiseToRupees(rupeesToPaise(0.1 + 0.2))).toBe(0.3);
    expect(paiseToRupees(rupeesToPaise(1.1) * 3)).toBe(3.3);
  });
});

describe("shop filter: shopCategories", () => {
  it('hides "Non Product Category" and "Protocols" and keeps the order of the rest', () => {
    const categories: CategoryView[] = [
      HONEY,
      { _id: "cat-npc-004", name: "Non Product Category" },
      OILS,
      { _id: "cat-protocols-005", name: "Protocols" },
      MILLETS,
    ];
    expect(shopCategories(categories)).toEqual([HONEY, OILS, MILLETS]);
  });

  it("keeps every ordinary category, and answers [] for []", () => {
    expect(shopCategories([MILLETS, HONEY, OILS])).toEqual([MILLETS, HONEY, OILS]);
    expect(shopCategories([])).toEqual([]);
  });

  it("does not hide names that merely contain the magic words", () => {
    const similar = [
      { _id: "cat-x-006", name: "Protocols for health" },
      { _id: "cat-x-007", name: "Non Product Category 2" },
    ];
    expect(shopCategories(similar)).toEqual(similar);
  });
});

describe("shop address: shopQueryFrom and shopSearchFor", () => {
  const read = (search: string) => shopQueryFrom(new URLSearchParams(search));

  it("reads q, category and page, trimmed", () => {
    expect(read("q=%20palm%20jaggery%20&category=cat-1&page=3")).toEqual({ q: "palm jaggery", categoryId: "cat-1", page: 3 });
    expect(read("")).toEqual({ q: "", categoryId: "", page: 1 });
  });

  it(`shows the nearest sensible page for a hand-typed page (1 to ${SHOP_MAX_PAGE})`, () => {
    expect(read("page=0").page).toBe(1);
    expect(read("page=-4").page).toBe(1);
    expect(read("page=two").page).toBe(1);
    expect(read("page=9999").page).toBe(SHOP_MAX_PAGE);
  });

  it("cuts a long search text to 100 characters", () => {
    expect(read(`q=${"a".repeat(300)}`).q).toHaveLength(100);
  });

  it("writes the address back in a stable order, leaving out what is default", () => {
    expect(shopSearchFor({ q: "", categoryId: "", page: 1 })).toBe("");
    expect(shopSearchFor({ q: "palm jaggery", categoryId: "cat-1", page: 2 })).toBe("?q=palm+jaggery&category=cat-1&page=2");
    expect(read(shopSearchFor({ q: "నూనె", categoryId: "", page: 4 }).slice(1))).toEqual({ q: "నూనె", categoryId: "", page: 4 });
    expect(SHOP_PAGE_SIZE).toBe(24);
  });
});

describe("shop filter: searchSuggestions (ordering the names the search found)", () => {
  const names = (...list: string[]) => list.map((name) => product(name));

  it("answers [] for blank text", () => {
    const products = names("Groundnut Oil", "Sesame Oil");
    expect(searchSuggestions(products, "")).toEqual([]);
    expect(searchSuggestions(products, "   ")).toEqual([]);
  });

  it("puts names starting with the text first, then the others in the search's order, case-insensitively", () => {
    const products = names("Groundnut Oil", "Oil Cake", "Sesame Oil", "Honey");
    expect(searchSuggestions(products, "oil")).toEqual(["Oil Cake", "Groundnut Oil", "Sesame Oil", "Honey"]);
    expect(searchSuggestions(products, "OIL")).toEqual(["Oil Cake", "Groundnut Oil", "Sesame Oil", "Honey"]);
  });

  it(`answers at most ${MAX_SUGGESTIONS} (5) names`, () => {
    expect(MAX_SUGGESTIONS).toBe(5);
    const products = names("Oil 1", "Oil 2", "Oil 3", "Oil 4", "Oil 5", "Oil 6", "Oil 7", "Coconut Oil");
    const suggestions = searchSuggestions(products, "oil");
    expect(suggestions).toEqual(["Oil 1", "Oil 2", "Oil 3", "Oil 4", "Oil 5"]);
  });

  it("lists a name starting with the text even when many others only contain it", () => {
    const products = names("Groundnut Oil", "Sesame Oil", "Coconut Oil", "Mustard Oil", "Castor Oil", "Niger Oil", "Oil Sampler");
    expect(searchSuggestions(products, "oil")).toEqual(["Oil Sampler", "Groundnut Oil", "Sesame Oil", "Coconut Oil", "Mustard Oil"]);
  });

  it("never repeats a name", () => {
    const products = names("Sesame Oil", "Sesame Oil", "Black Sesame", "Sesame Oil", "Sesame Seeds");
    const suggestions = searchSuggestions(products, "sesame");
    expect(suggestions).toEqual(["Sesame Oil", "Sesame Seeds", "Black Sesame"]);
    expect(new Set(suggestions).size).toBe(suggestions.length);
  });
});

describe("cart arithmetic", () => {
  const oil = product("Groundnut Oil", OILS, 33.33);
  const millet = product("Foxtail Millet", MILLETS, 120);
  const honey = product("Forest Honey", HONEY, 0.1);

  it("cartItemCount sums quantities, 0 for an empty, null or undefined cart", () => {
    expect(cartItemCount(cartOf([oil, 3], [millet, 2]))).toBe(5);
    expect(cartItemCount(cartOf([oil, 1]))).toBe(1);
    expect(cartItemCount(cartOf())).toBe(0);
    expect(cartItemCount(null)).toBe(0);
    expect(cartItemCount(undefined)).toBe(0);
  });

  it("cartTotal is exact to the paisa: 3 x 33.33 = 99.99", () => {
    expect(cartTotal(cartOf([oil, 3]))).toBe(99.99);
  });

  it("cartTotal sums salePrice x quantity over every line without float drift", () => {
    expect(cartTotal(cartOf([oil, 3], [millet, 2]))).toBe(339.99);
    expect(cartTotal(cartOf([honey, 3]))).toBe(0.3);
    expect(cartTotal(cartOf([honey, 1], [product("Jaggery", HONEY, 0.2), 1]))).toBe(0.3);
    expect(cartTotal(cartOf([product("Sesame Oil", OILS, 19.99), 99]))).toBe(1979.01);
    expect(cartTotal(cartOf())).toBe(0);
  });

  it("cartTotal uses the line's current pack price", () => {
    const cheap = product("Mustard Oil", OILS, 150);
    const cart = cartOf([cheap, 2]);
    expect(cartTotal(cart)).toBe(300);
    cart.products[0].variant = { ...cart.products[0].variant, salePrice: 175.5 };
    expect(cartTotal(cart)).toBe(351);
  });

  it("quantityOf answers the pack's line quantity, 0 when absent or without a cart", () => {
    const cart = cartOf([oil, 3], [millet, 2]);
    const oilPack = oil.variants[0]._id;
    expect(quantityOf(cart, oilPack)).toBe(3);
    expect(quantityOf(cart, millet.variants[0]._id)).toBe(2);
    expect(quantityOf(cart, honey.variants[0]._id)).toBe(0);
    expect(quantityOf(null, oilPack)).toBe(0);
    expect(quantityOf(undefined, oilPack)).toBe(0);
    expect(quantityOf(cartOf(), oilPack)).toBe(0);
  });

  it("two packs of one product are two lines, counted and priced apart", () => {
    const litre = pack("gn-1l", 420, 12, "1 L");
    const fiveLitres = pack("gn-5l", 1930, 3, "5 L");
    const groundnut = { ...product("Groundnut Oil"), variants: [litre, fiveLitres] };
    const cart = { products: [lineOf(groundnut, 2, litre), lineOf(groundnut, 1, fiveLitres)] };
    expect(quantityOf(cart, litre._id)).toBe(2);
    expect(quantityOf(cart, fiveLitres._id)).toBe(1);
    expect(cartItemCount(cart)).toBe(3);
    expect(cartTotal(cart)).toBe(2 * 420 + 1930);
  });
});

describe("stock: stockProblem", () => {
  const oil = product("Groundnut Oil");
  const lineWith = (stock: number | null, quantity: number) => lineOf(oil, quantity, pack("p", 100, stock));

  it("is null for an uncounted pack or a line within what is left", () => {
    expect(stockProblem(lineWith(null, 99))).toBeNull();
    expect(stockProblem(lineWith(3, 3))).toBeNull();
    expect(stockProblem(lineWith(3, 1))).toBeNull();
  });

  it("says how many are left when the line asks for more, and out of stock when none are", () => {
    expect(stockProblem(lineWith(2, 3))).toBe("Only 2 left: lower the quantity to order it");
    expect(stockProblem(lineWith(0, 1))).toBe("Out of stock: remove it to order the rest");
  });
});

describe("pack picker: chosenPack and addBlocker", () => {
  const soldOut = pack("five-litres", 1930, 0, "5 L");
  const half = pack("half-litre", 225, 60, "500 ml");
  const litre = pack("litre", 420, 12, "1 L");

  it("starts at the first pack in stock, skipping sold-out packs before it", () => {
    expect(chosenPack([soldOut, half, litre], null)).toBe(half);
    expect(chosenPack([half, litre], null)).toBe(half);
  });

  it("starts at the first pack when every pack is sold out", () => {
    const alsoSoldOut = pack("other", 100, 0);
    expect(chosenPack([soldOut, alsoSoldOut], null)).toBe(soldOut);
  });

  it("keeps the shopper's pick, sold-out packs included, and falls back when the pick is gone", () => {
    expect(chosenPack([half, litre, soldOut], litre._id)).toBe(litre);
    expect(chosenPack([half, litre, soldOut], soldOut._id)).toBe(soldOut);
    expect(chosenPack([half, litre], "removed-pack")).toBe(half);
  });

  it("refuses a sold-out pack, and a counted pack whose every unit is in the cart", () => {
    expect(addBlocker(soldOut, 0)).toBe("Out of stock");
    expect(addBlocker(litre, 11)).toBeNull();
    expect(addBlocker(litre, 12)).toBe("Only 12 left, all in your cart");
  });

  it("lets an uncounted pack be added up to the cart's limit per line", () => {
    const uncounted = pack("uncounted", 100, null);
    expect(addBlocker(uncounted, MAX_CART_QUANTITY - 1)).toBeNull();
    expect(addBlocker(uncounted, MAX_CART_QUANTITY)).toBe(`At most ${MAX_CART_QUANTITY} of a pack per order`);
  });
});

describe("common queries", () => {
  it("has exactly 11 questions, each with a question and an answer", () => {
    expect(COMMON_QUERIES).toHaveLength(11);
    for (const query of COMMON_QUERIES) {
      expect(query.question.trim().length).toBeGreaterThan(0);
      expect(query.question.trim().endsWith("?")).toBe(true);
      expect(query.answer.trim().length).toBeGreaterThan(0);
    }
    expect(new Set(COMMON_QUERIES.map((query) => query.question)).size).toBe(11);
  });

  it("returns every question, in order, for a blank search", () => {
    expect(filterQueries(COMMON_QUERIES, "")).toEqual(COMMON_QUERIES);
    expect(filterQueries(COMMON_QUERIES, "   ")).toEqual(COMMON_QUERIES);
  });

  it("filters on the question text, ignoring case", () => {
    const vegan = filterQueries(COMMON_QUERIES, "VEGANS");
    expect(vegan.map((query) => query.question)).toEqual(["Are the oils suitable for vegans?"]);
    expect(filterQueries(COMMON_QUERIES, "vegans")).toEqual(vegan);

    // The question spells it "Ghani": a lower-case search must still find it.
    for (const search of ["ghani", "GHANI", "gHaNi"]) {
      expect(filterQueries(COMMON_QUERIES, search).map((query) => query.question)).toEqual(["What are Ghani wood-pressed oils?"]);
    }

    const organic = filterQueries(COMMON_QUERIES, " Organic ");
    expect(organic.map((query) => query.question)).toEqual(["Are your oils organic?"]);

    const oils = filterQueries(COMMON_QUERIES, "oils");
    expect(oils.length).toBeGreaterThan(1);
    expect(oils.length).toBeLessThan(11);
    for (const query of oils) expect(query.question.toLowerCase()).toContain("oils");
    expect(oils).toEqual(COMMON_QUERIES.filter((query) => query.question.toLowerCase().includes("oils")));
  });

  it("does not match on the answer text", () => {
    // "bull" appears only in answers.
    expect(COMMON_QUERIES.some((query) => query.answer.toLowerCase().includes("bull"))).toBe(true);
    expect(filterQueries(COMMON_QUERIES, "bull")).toEqual([]);
  });

  it("returns [] when nothing matches", () => {
    expect(filterQueries(COMMON_QUERIES, "quantum chromodynamics")).toEqual([]);
  });
});

describe("YouTube links", () => {
  const ID = "dQw4w9WgXcQ";
  const EMBED = `https://www.youtube-nocookie.com/embed/${ID}`;

  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?v=${ID}&t=42s`,
    `https://www.youtube.com/watch?feature=share&v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc123`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?autoplay=1`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://m.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}?feature=share`,
  ])("accepts %s", (link) => {
    expect(youTubeVideoId(link)).toBe(ID);
    expect(youTubeEmbedUrl(link)).toBe(EMBED);
  });

  it("keeps ids with - and _", () => {
    expect(youTubeVideoId("https://youtu.be/a-b_C-d_E12")).toBe("a-b_C-d_E12");
    expect(youTubeEmbedUrl("https://www.youtube.com/watch?v=a-b_C-d_E12")).toBe("https://www.youtube-nocookie.com/embed/a-b_C-d_E12");
  });

  it.each([
    ["vimeo", "https://vimeo.com/76979871"],
    ["vimeo player", "https://player.vimeo.com/video/76979871"],
    ["javascript:", "javascript:alert(1)"],
    ["javascript: with a YouTube-looking text", `javascript://www.youtube.com/watch?v=${ID}%0aalert(1)`],
    ["javascript: with a YouTube host and a valid id", `javascript://www.youtube.com/watch?v=${ID}`],
    ["ftp:", `ftp://youtu.be/${ID}`],
    ["data:", `data:text/html,https://youtu.be/${ID}`],
    ["garbage", "not a url at all"],
    ["empty", ""],
    ["a bare id", ID],
    ["a look-alike host", `https://youtube.com.evil.example/watch?v=${ID}`],
    ["a suffix host", `https://notyoutube.com/watch?v=${ID}`],
    ["a youtu.be suffix host", `https://notyoutu.be/${ID}`],
    ["a youtu.be subdomain look-alike", `https://youtu.be.evil.example/${ID}`],
    ["a watch URL without v", "https://www.youtube.com/watch?list=PL123456"],
    ["the channel page", "https://www.youtube.com/@ghani"],
    ["an empty youtu.be path", "https://youtu.be/"],
    ["an id with <script>", "https://www.youtube.com/watch?v=abc<script>"],
    ["an id with a quote", `https://www.youtube.com/watch?v=abc"def123`],
    ["an id with spaces", "https://www.youtube.com/watch?v=abc%20def%20ghi"],
    ["an id with dots", "https://www.youtube.com/embed/..%2F..%2Fadmin"],
    ["an id that is too short", "https://youtu.be/abc"],
    ["an id that is too long", `https://youtu.be/${"a".repeat(40)}`],
    ["an embed path with a bad id", "https://www.youtube.com/embed/abc$def!ghi"],
  ])("refuses %s", (_label, link) => {
    expect(youTubeVideoId(link)).toBeNull();
    expect(youTubeEmbedUrl(link)).toBeNull();
  });
});
