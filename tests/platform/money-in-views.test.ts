/**
 * Money is paise in services and rupees in the contract, and the two meet in few, named places in every domain: its
 * views.ts (paise become the contract's rupees), its shared face (browser-safe schemas and rules that read the rupees
 * people type and show the money people read) and a named input mapping (*-input.ts: rupees typed by an admin become
 * paise once, right after parsing). A conversion anywhere else means a service started speaking rupees again (or
 * turning the next service's rupee view back into paise), so this test fails on `paiseToRupees` or `rupeesToPaise`
 * in any other file of worker/domains.
 */
import { describe, expect, it } from "vitest";

const sources = import.meta.glob<string>("../../worker/domains/**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true });

const CONVERSION = /\b(paiseToRupees|rupeesToPaise)\b/g;

/** Where a file may convert, and why. Paths relative to worker/domains/. */
const ALLOWED: { path: RegExp; reason: string }[] = [
  { path: /^[\w-]+\/views\.ts$/, reason: "a domain's views: the one place paise become the contract's rupees" },
  { path: /^invoices\/gstr1-views\.ts$/, reason: "the invoices domain's second view (GSTR-1 as the GST offline tool's CSVs), apart from views.ts for size" },
  { path: /^[\w-]+\/shared(\.ts|\/.*\.ts)$/, reason: "a shared face: browser-safe schemas and rules over what people type and see (input edges in zod transforms)" },
  { path: /^[\w-]+\/[\w-]+-input\.ts$/, reason: "a named input mapping: rupees an admin typed become paise once, right after parsing" },
];

const domainPath = (globKey: string) => globKey.replace(/^\.\.\/\.\.\/worker\/domains\//, "");
const isAllowed = (path: string) => ALLOWED.some((rule) => rule.path.test(path));

/** "payments/matching.ts:125 paiseToRupees" for every use in a file; comments and import lines do not count. */
function conversionsIn(path: string, source: string): string[] {
  return source.split("\n").flatMap((line, index) =>
    /^\s*(\/\/|\*|\/\*\*?|import\b)/.test(line) ? [] : [...line.matchAll(CONVERSION)].map((match) => `${path}:${index + 1} ${match[1]}`),
  );
}

function conversionsOutsideViews(files: Record<string, string>): string[] {
  return Object.entries(files).flatMap(([key, source]) => {
    const path = domainPath(key);
    return isAllowed(path) ? [] : conversionsIn(path, source);
  });
}

describe("money changes unit only in views, shared faces and named input mappings", () => {
  it("reads the source of every domain", () => {
    const paths = Object.keys(sources).map(domainPath);
    for (const file of ["orders/place.ts", "orders/views.ts", "checkout/pricing.ts", "catalogue/queries.ts", "payments/matching.ts", "invoices/gst-returns.ts", "delivery/zones.ts", "grievances/views.ts"]) {
      expect(paths).toContain(file);
    }
  });

  it("each allowance names files that exist", () => {
    const paths = Object.keys(sources).map(domainPath);
    for (const rule of ALLOWED) expect(paths.some((path) => rule.path.test(path)), rule.reason).toBe(true);
  });

  it("finds a conversion planted in a service, and none in views, shared faces or input mappings", () => {
    const planted = "export const fee = (row: { feePaise: number }) => paiseToRupees(row.feePaise);\n";
    expect(conversionsOutsideViews({ "../../worker/domains/delivery/zones.ts": planted })).toEqual(["delivery/zones.ts:1 paiseToRupees"]);
    expect(conversionsOutsideViews({ "../../worker/domains/orders/place.ts": "const paise = rupeesToPaise(line.pack.salePrice);" })).toEqual(["orders/place.ts:1 rupeesToPaise"]);
    for (const allowed of ["delivery/views.ts", "invoices/shared/gst.ts", "payments/shared/statement/cells.ts", "delivery/rules-input.ts", "catalogue/shared/schemas.ts"]) {
      expect(conversionsOutsideViews({ [`../../worker/domains/${allowed}`]: planted })).toEqual([]);
    }
    // A file merely named like a view, or a views.ts in a nested folder, is not the domain's views.
    expect(conversionsOutsideViews({ "../../worker/domains/payments/old/views.ts": planted })).toHaveLength(1);
    expect(conversionsOutsideViews({ "../../worker/domains/payments/match-views.ts": planted })).toHaveLength(1);
    // Naming it in a comment or an import is not using it.
    expect(conversionsOutsideViews({ "../../worker/domains/orders/place.ts": 'import { paiseToRupees } from "x";\n// paiseToRupees is for views\n' })).toEqual([]);
  });

  it("has no paiseToRupees or rupeesToPaise outside views.ts, shared faces and named input mappings", () => {
    expect(conversionsOutsideViews(sources)).toEqual([]);
  });
});
