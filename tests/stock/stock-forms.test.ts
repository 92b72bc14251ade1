/**
 * The admin products page's Adjust form (app/components/admin/stock-forms.tsx) offers stopping the count only as an
 * explicit choice (issue 29): a "Stop counting this pack" checkbox, and no label telling the admin an empty count
 * stops counting. What an empty count answers (a 400 naming the field, shown under the form) is held by
 * tests/platform/page-actions.test.ts and tests/stock/stock.test.ts.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ProductStock } from "../../app/components/admin/stock-forms";

function renderOpenPanel(): string {
  const pack = { _id: "pack-1", label: "1 L", stock: 4, lowStockThreshold: 2, salePrice: 300, unitPrice: { amount: 300, per: "litre" as const } };
  const history = { variantId: "pack-1", movements: [] };
  const Stub = createRoutesStub([
    { path: "/admin/products", Component: () => createElement(ProductStock, { productId: "p-1", productName: "Sesame Oil", packs: [pack], history, batches: {} }) },
  ]);
  return renderToStaticMarkup(createElement(Stub, { initialEntries: ["/admin/products"] }));
}

describe("the Adjust form", () => {
  it("has a 'Stop counting this pack' checkbox and no longer reads an empty count as stopping", () => {
    const html = renderOpenPanel();
    expect(html).toContain('aria-label="Adjust stock of Sesame Oil (1 L)"');
    expect(html).toMatch(/<input type="checkbox"[^>]*\/>Stop counting this pack/);
    expect(html).not.toContain("empty: stop counting");
  });
});
