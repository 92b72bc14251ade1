/**
 * The browse pages in Telugu and English (issue 30, part 1): what their loaders hand the page (its words in its
 * language, its title and description, the common questions and the protocols' fixed texts already translated),
 * addresses that keep the language (old product and article addresses, the protocol tables' refusal), and the
 * English that must not change (the catalogue's English of data kept elsewhere is that data word for word).
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { Price, SaveBadge } from "../../app/components/catalogue/price";
import { PincodeCheck } from "../../app/components/delivery/pincode-check";
import { StateSelect } from "../../app/components/delivery/state-select";
import { PolicyLink } from "../../app/components/policies/policy-link";
import { FooterContact } from "../../app/components/settings/footer-contact";
import { FetchedContent } from "../../app/components/ui/fetched-json";
import { ImageCarousel } from "../../app/components/ui/image-carousel";
import { NotFound } from "../../app/components/ui/not-found";
import { ProductDeclarations } from "../../app/components/catalogue/product-declarations";
import { blockerText } from "../../app/components/catalogue/pack-words";
import { POLICY_LINK_LABELS, PolicyLinks } from "../../app/components/policies/policy-links";
import { PROTOCOL_CATEGORY_MESSAGES } from "../../app/components/wellness/condition-modal";
import { meta as productMeta } from "../../app/routes/product";
import { addBlockerReason } from "../../worker/domains/catalogue/shared/pack-choice";
import { COMMON_QUERIES, commonQueries } from "../../worker/domains/content/common-queries";
import { filterQueries } from "../../worker/domains/content/shared/common-queries";
import { POLICY_PAGES, POLICY_SLUGS } from "../../worker/domains/policies/shared/policies";
import protocolData from "../../worker/domains/wellness/data/protocols.json";
import { protocolSummary } from "../../worker/domains/wellness/protocols";
import { PROTOCOL_CATEGORY_NAMES } from "../../worker/domains/wellness/shared";
import { CATALOGS } from "../../worker/shared/i18n/catalogs";
import protocolMessages from "../../worker/shared/i18n/catalog/protocols";
import { t } from "../../worker/shared/i18n/messages.server";
import { ORIGIN } from "../helpers/api";
import { addBlob, addCategory, addProduct } from "../helpers/catalogue";
import { NO_DECLARATIONS } from "../helpers/declarations";
import { createAdmin } from "../helpers/factories";
import { inLang, translate } from "../helpers/i18n";
import { callPage } from "../helpers/pages";

const TELUGU = /[\u0C00-\u0C7F]/;
/** The namespaces these pages fill, and the common building blocks' keys. */
const PAGE_NAMESPACES = ["home", "shop", "product", "content", "wellness", "faq", "protocols"];

let product: { _id: string; slug: string; name: string };
let blob: { _id: string; slug: string };

beforeAll(async () => {
  const admin = await createAdmin();
  const category = await addCategory(admin);
  product = await addProduct(admin, category._id);
  blob = await addBlob(admin, category._id);
});

type PageData = { meta: { title: string; description: string }; messages: Record<string, unknown> } & Record<string, unknown>;
const loaderDataOf = async (path: string, route: string) => {
  const page = await callPage(path);
  expect(page.status, page.text.slice(0, 300)).toBe(200);
  return page.body.loaderData[route] as PageData;
};

describe("the catalogue's English", () => {
  it("prints a text without placeholders exactly as written (no ICU quoting eats an apostrophe)", () => {
    const plain = CATALOGS.filter((catalog) => PAGE_NAMESPACES.includes(catalog.namespace) || catalog.namespace === "common")
      .flatMap((catalog) => Object.entries(catalog.messages as Record<string, { en: string }>))
      .filter(([, texts]) => !texts.en.includes("{"));
    expect(plain.length).toBeGreaterThan(150);
    for (const [id, texts] of plain) expect(t("en", id as never), id).toBe(texts.en);
    expect(t("en", "common.notFoundText")).toBe("Oops! The page you're looking for doesn't seem to exist.");
  });

  it("counts products with plurals in both languages", () => {
    expect(t("en", "shop.count", { count: 1 })).toBe("1 product");
    expect(t("en", "shop.count", { count: 12 })).toBe("12 products");
    expect(t("en", "shop.countMatching", { count: 3, query: "oil" })).toBe('3 products matching "oil"');
    expect(t("te", "shop.count", { count: 1 })).toBe("1 ప్రొడక్ట్");
    expect(t("te", "shop.countMatching", { count: 3, query: "నూనె" })).toBe('"నూనె" కి సరిపోయేవి 3 ప్రొడక్ట్స్');
  });

  it("keeps the common questions, the policy links, the protocol categories and the pack blockers' English", () => {
    expect(COMMON_QUERIES).toHaveLength(11);
    expect(COMMON_QUERIES[0]).toEqual({
      question: "What are Ghani wood-pressed oils?",
      answer:
        "They are oils pressed from whole seeds in a traditional wooden ghani (mortar and pestle) turned slowly by a bull. Nothing is heated, refined, bleached or deodorised: the oil is left to settle, filtered through cloth and bottled.",
    });
    for (const slug of POLICY_SLUGS) expect(t("en", POLICY_LINK_LABELS[slug])).toBe(POLICY_PAGES[slug].linkLabel);
    for (const name of PROTOCOL_CATEGORY_NAMES) expect(t("en", PROTOCOL_CATEGORY_MESSAGES[name])).toBe(name);
    const en = translate("en");
    const te = translate("te");
    expect(blockerText(addBlockerReason({ inStock: false, stock: 0 }, 0), en)).toBe("Out of stock");
    expect(blockerText(addBlockerReason({ inStock: true, stock: 3 }, 3), en)).toBe("Only 3 left, all in your cart");
    expect(blockerText(addBlockerReason({ inStock: true, stock: 3 }, 3), te)).toBe("ఇంకా 3 మాత్రమే ఉన్నాయి, అవన్నీ మీ కార్ట్‌లోనే ఉన్నాయి");
    expect(blockerText(addBlockerReason({ inStock: true, stock: 3 }, 1), te)).toBeNull();
  });
});

describe("the protocols' fixed texts", () => {
  it("are the data's own in English, and every one of them has its Telugu", () => {
    const { groups, ...rest } = protocolData;
    expect(protocolSummary("en")).toEqual({
      ...rest,
      groups: groups.map(({ id, title, diseases }) => ({ id, title, diseases: diseases.map(({ id, name, teluguName, aliases }) => ({ id, name, teluguName, aliases })) })),
    });
    // The catalogue's English is the data's, word for word, and names nothing the data lacks.
    const expected: Record<string, string> = {
      "protocols.quote": rest.quote.text,
      "protocols.quoteAuthor": rest.quote.author,
      "protocols.disclaimer": rest.disclaimer,
      ...Object.fromEntries(groups.map((group) => [`protocols.group.${group.id}`, group.title])),
      ...Object.fromEntries(
        rest.recipes.flatMap((recipe) => [
          [`protocols.${recipe.id}.title`, recipe.title],
          [`protocols.${recipe.id}.intro`, recipe.intro],
          [`protocols.${recipe.id}.heading`, recipe.heading],
          ...recipe.steps.map((step, index) => [`protocols.${recipe.id}.step${index + 1}`, step]),
        ]),
      ),
    };
    const catalogue = Object.fromEntries(Object.entries(protocolMessages.messages).map(([id, texts]) => [id, texts.en]));
    expect(catalogue).toEqual(expected);
  });

  it("come in Telugu for a Telugu page; the conditions keep their names", () => {
    const te = protocolSummary("te");
    const texts = [te.quote.text, te.quote.author, te.disclaimer, ...te.groups.map((group) => group.title), ...te.recipes.flatMap((recipe) => [recipe.title, recipe.intro, recipe.heading, ...recipe.steps])];
    for (const text of texts) expect(text).toMatch(TELUGU);
    expect(te.groups.flatMap((group) => group.diseases)).toEqual(protocolSummary("en").groups.flatMap((group) => group.diseases));
  });
});

describe("Telugu pages' loaders", () => {
  it("word the title, the description and the page's texts in Telugu, and English at English addresses", async () => {
    const pages: [string, string, string][] = [
      ["/", "routes/home", "home.heading"],
      ["/shop", "routes/shop", "shop.allCategories"],
      ["/blobs", "routes/blobs", "content.blobsHeading"],
      ["/promotions", "routes/promotions", "content.aboutHeading"],
      ["/commonqueries", "routes/commonqueries", "content.queriesHeading"],
      ["/protocols", "routes/protocols", "wellness.protocolsHeading"],
      ["/aichat", "routes/aichat", "wellness.chatHeading"],
      ["/contact", "routes/contact", "content.contactHeading"],
    ];
    for (const [path, route, key] of pages) {
      const telugu = await loaderDataOf(path === "/" ? "/te" : `/te${path}`, route);
      expect(telugu.meta.title, path).toMatch(TELUGU);
      expect(telugu.meta.description, path).toMatch(TELUGU);
      expect(JSON.stringify(telugu.messages[key]), path).toMatch(TELUGU);
      const english = await loaderDataOf(path, route);
      expect(english.meta.title, path).not.toMatch(TELUGU);
      expect(JSON.stringify(english.messages[key]), path).not.toMatch(TELUGU);
    }
    expect((await loaderDataOf("/shop", "routes/shop")).meta.title).toBe("Shop natural food: wood-pressed oils, millets, spices | Ghani");
  });

  it("hand /te/commonqueries its questions in Telugu, and the search finds them", async () => {
    const data = await loaderDataOf("/te/commonqueries", "routes/commonqueries");
    const queries = data.queries as { question: string; answer: string }[];
    expect(queries).toEqual(commonQueries("te"));
    expect(queries).toHaveLength(11);
    for (const query of queries) {
      expect(query.question).toMatch(TELUGU);
      expect(query.answer).toMatch(TELUGU);
    }
    expect(filterQueries(queries, "వీగన్").map((query) => query.question)).toEqual(["వీగన్లు ఈ నూనెలు వాడవచ్చా?"]);
    expect((await loaderDataOf("/commonqueries", "routes/commonqueries")).queries).toEqual(COMMON_QUERIES);
  });

  it("give a Telugu product page its Telugu address to share and in its structured data", async () => {
    const data = await loaderDataOf(`/te/products/${product.slug}`, "routes/product");
    expect(data.url).toBe(`${ORIGIN}/te/products/${product.slug}`);
    expect(data.meta.title).toBe(`${product.name} ధర, వివరాలు | Ghani`);
    expect((await loaderDataOf(`/products/${product.slug}`, "routes/product")).meta.title).toBe(`${product.name} | Ghani`);
    expect(JSON.stringify(data.messages["product.details"])).toMatch(TELUGU);
    const tags = productMeta({ loaderData: data, matches: [{ loaderData: { origin: ORIGIN, lang: "te" } }] } as never) as Record<string, unknown>[];
    expect(tags.find((tag) => tag.rel === "canonical")?.href).toBe(`${ORIGIN}/te/products/${product.slug}`);
    const blocks = tags.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"] as Record<string, any>] : []));
    expect(blocks.find((block) => block["@type"] === "Product")?.url).toBe(`${ORIGIN}/te/products/${product.slug}`);
    const trail = blocks.find((block) => block["@type"] === "BreadcrumbList")?.itemListElement.map((item: { item: string }) => item.item);
    expect(trail.slice(0, 2)).toEqual([`${ORIGIN}/te`, `${ORIGIN}/te/shop`]);
  });

  it("keep the language when an old address moves on, and say 'not found' in Telugu", async () => {
    const moved = await callPage(`/te/products/${product._id}`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe(`/te/products/${product.slug}`);
    const article = await callPage(`/te/blobs/${blob._id}`);
    expect(article.status).toBe(301);
    expect(article.headers.get("Location")).toBe(`/te/blobs/${blob.slug}`);
    expect((await callPage("/te/products/no-such-product")).status).toBe(404);
    expect((await callPage("/te/blobs/no-such-article")).status).toBe(404);
    const condition = await callPage("/te/protocols/no-such-condition");
    expect(condition.status).toBe(404);
    expect(condition.body.message).toBe("ఈ పేరుతో ఏ పద్ధతీ లేదు");
    expect((await callPage("/protocols/no-such-condition")).body.message).toBe("No protocol has that name");
  });
});

describe("the product details block in Telugu", () => {
  it("labels every declaration and the pack table in Telugu, with India as భారతదేశం by default", () => {
    const html = renderToStaticMarkup(
      inLang(
        "te",
        createElement(ProductDeclarations, {
          product: {
            name: "Groundnut Oil",
            kind: "food",
            declarations: { ...NO_DECLARATIONS, dietMark: "veg", ingredients: "Groundnuts (100%)" },
            variants: [{ _id: "v1", label: "500 ml", netQuantity: 500, unit: "ml", mrp: 200, salePrice: 180, unitSalePrice: null }],
          },
          shop: { legalName: "Ghani Naturals", address: "Guntur", fssaiNumber: "10000000000001", care: { phone: "", email: "" } } as never,
        }),
      ),
    );
    for (const text of ["ప్రొడక్ట్ వివరాలు", "పదార్థాలు", "శాకాహారం", "భారతదేశం", "నికర పరిమాణం", "మా ధర", "FSSAI లైసెన్స్ నం."]) expect(html).toContain(text);
    expect(html).not.toContain("Product details");
    expect(html).toContain("₹180");
  });
});

describe("building blocks shown on every kind of page", () => {
  it("need only the common messages every page has (admin, cart, orders, sign-up pages load no others)", () => {
    const blocks = createElement(
      MemoryRouter,
      { initialEntries: ["/te/checkout"] },
      createElement(Price, { mrp: 250, salePrice: 199.5, unitSalePrice: { amount: 0.5, per: "g" }, categoryKey: "Millets" }),
      createElement(Price, { mrp: 240, salePrice: 225, categoryKey: "Oils" }),
      createElement(SaveBadge, { mrp: 250, salePrice: 200 }),
      createElement(NotFound),
      createElement(PolicyLinks, { linkClassName: "" }),
      createElement(PolicyLink, { slug: "terms", children: "నిబంధనలు" }),
      createElement(PincodeCheck),
      createElement(FetchedContent, { fetched: { state: "loading" }, failedText: "", children: () => null }),
      createElement(ImageCarousel, { images: ["/a.png", "/b.png"], alt: "నూనె", href: "/products/x" }),
      createElement(FooterContact, { profile: { legalName: "Ghani", address: "", fssaiNumber: "1", gstin: "37ABCDE1234F1Z5", care: { email: "a@b.in", phone: "" } } as never }),
    );
    const html = renderToStaticMarkup(inLang("te", blocks, ["common"]));
    expect(html).not.toMatch(/\b(common|shop|product|content|home|wellness|states)\.[a-zA-Z0-9]+/);
    for (const text of ["MRP ధర", "20% ఆదా", "MRP ₹240 (అన్ని పన్నులతో కలిపి)", "పేజీ దొరకలేదు", "నిబంధనలు", "మీ పిన్‌కోడ్‌కు డెలివరీ ఉందో చూడండి", "లోడ్ అవుతోంది…", "తర్వాతి ఫోటో", "GSTIN నం. 37ABCDE1234F1Z5"]) {
      expect(html).toContain(text);
    }
    // Their links keep the page's language.
    expect(html).toContain('href="/te/policies/terms"');
    expect(html).toContain('href="/te/products/x"');
  });

  it("the state picker of the address forms needs the states too (the pages with one load them)", () => {
    const picker = createElement(MemoryRouter, { initialEntries: ["/te/checkout"] }, createElement(StateSelect));
    const html = renderToStaticMarkup(inLang("te", picker, ["common", "states"]));
    expect(html).not.toMatch(/\b(common|states)\.[a-zA-Z0-9]+/);
    expect(html).toContain("రాష్ట్రం");
    expect(html).toContain('<option value="Andhra Pradesh">ఆంధ్రప్రదేశ్</option>');
  });
});
