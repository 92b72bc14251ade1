/**
 * Every text the shop ships makes no disease claim: the demo catalogue the seed writes, the wellness protocols and
 * the assistant's embedded answers, the policies (as migration 0015 writes them), and the fixed copy of the pages.
 * These are the false-alarm tests of the check: its folding of disguises (issue 29) must not turn any of them into a
 * claim either. An edit that slips "cures" next to a disease
 * into any of them fails here, before an admin or a customer ever reads it.
 */
import { describe, expect, it } from "vitest";
import { checkTexts } from "../../worker/domains/claims/shared";
import { env } from "../helpers/api";
import rawProtocolContent from "../../worker/domains/wellness/data/protocols.json";
import { allConditions } from "../../worker/domains/wellness/protocols";
import { composeAnswer, helpText } from "../../worker/domains/wellness/protocol-composer";
import {
  seedBanners,
  seedBlobs,
  seedCategories,
  seedDeclarations,
  seedProducts,
  seedPromotions,
  seedShopSettings,
} from "../../db/seed-data";

type Fields = Record<string, string>;

/** The claims found in named texts, as "field: phrase" lines, so a failure says where to look. */
function claimsIn(fields: Fields): string[] {
  return checkTexts(fields).claims.map((claim) => `${claim.field}: "${claim.phrase}"`);
}

/** Every string of a JSON value, named by its path ("groups.0.diseases.3.notes"). */
function stringsOf(value: unknown, path: string, into: Fields = {}): Fields {
  if (typeof value === "string") into[path] = value;
  else if (Array.isArray(value)) value.forEach((item, i) => stringsOf(item, `${path}.${i}`, into));
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) stringsOf(item, path ? `${path}.${key}` : key, into);
  }
  return into;
}

describe("the demo catalogue (db/seed-data.ts)", () => {
  it("has no health claim in any product's name, description or declarations", () => {
    const fields: Fields = {};
    for (const product of seedProducts) {
      fields[`${product.key}.name`] = product.name;
      fields[`${product.key}.label`] = product.label;
      fields[`${product.key}.description`] = product.description;
      for (const [key, text] of Object.entries(seedDeclarations(product))) if (typeof text === "string") fields[`${product.key}.${key}`] = text;
    }
    expect(seedProducts.length).toBeGreaterThan(30);
    expect(claimsIn(fields)).toEqual([]);
  });

  it("has no health claim in the categories, articles, banners, promotions or shop settings", () => {
    const fields: Fields = {
      ...stringsOf(seedCategories.map((category) => category.name), "categories"),
      ...stringsOf(seedBlobs.map(({ title, content }) => ({ title, content })), "blobs"),
      ...stringsOf(seedBanners, "banners"),
      ...stringsOf(seedPromotions, "promotions"),
      ...stringsOf(seedShopSettings, "settings"),
    };
    expect(Object.keys(fields).length).toBeGreaterThan(100);
    expect(claimsIn(fields)).toEqual([]);
  });
});

describe("the wellness protocols", () => {
  it("have no health claim in any text of the data (worker/domains/wellness/data/protocols.json), field by field", () => {
    const fields = stringsOf(rawProtocolContent, "");
    expect(Object.keys(fields).length).toBeGreaterThan(1000);
    expect(claimsIn(fields)).toEqual([]);
  });

  it("read without a claim as the assistant's embedded answers write them out, condition by condition", () => {
    const answers: Fields = { help: helpText(), ambali: composeAnswer("How do I make ambali and a leaf decoction?") };
    for (const condition of allConditions()) answers[condition.id] = composeAnswer(`What is the protocol for ${condition.name}?`);
    expect(allConditions().length).toBeGreaterThan(40);
    expect(claimsIn(answers)).toEqual([]);
  });
});

describe("the policies", () => {
  it("have no health claim in any version of any policy text", async () => {
    const { results } = await env.DB.prepare("select slug, version, body from policies").all<{ slug: string; version: number; body: string }>();
    const fields: Fields = Object.fromEntries(results.map((row) => [`${row.slug} v${row.version}`, row.body]));
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(["returns v1", "shipping v1", "privacy v1", "terms v1"]));
    expect(claimsIn(fields)).toEqual([]);
  });
});

describe("the pages' fixed copy", () => {
  // The source text of every page module, component, domain's shared texts (the common queries, status labels) and
  // mail: a claim written in JSX or a string shows on a page or in a mail. The claims domain quotes claims as
  // examples and is left out.
  const sources = import.meta.glob<string>(
    ["../../app/**/*.{ts,tsx}", "../../worker/shared/**/*.ts", "../../worker/domains/*/shared{.ts,/**/*.ts}", "../../worker/domains/*/mail.ts", "!../../worker/domains/claims/**"],
    {
      query: "?raw",
      import: "default",
      eager: true,
    },
  );

  it("covers the routes, the components, the common queries and the mails", () => {
    const paths = Object.keys(sources);
    expect(paths).toContain("../../app/routes/home.tsx");
    expect(paths).toContain("../../app/components/catalogue/product-card.tsx");
    expect(paths).toContain("../../worker/domains/content/shared/common-queries.ts");
    expect(paths).toContain("../../worker/domains/orders/mail.ts");
    expect(paths.length).toBeGreaterThan(50);
  });

  it("has no health claim in any page, component or shared text", () => {
    expect(claimsIn(sources)).toEqual([]);
  });
});
