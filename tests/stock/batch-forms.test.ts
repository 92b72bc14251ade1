/**
 * Issue 33: what the admin's batch components show, rendered to markup: a pack's batches with their dates, on hand,
 * last day to deliver and the "Not sellable" mark (app/components/admin/batch-forms.tsx, inside the products page's
 * stock panel), and the shelf-life rule in Settings (app/components/admin/shelf-life-settings.tsx) with its help text.
 * What the forms' submissions do is held by tests/stock/batch-pages.test.ts; the journeys by tests/e2e/batches.test.ts.
 */
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ProductStock } from "../../app/components/admin/stock-forms";
import { ShelfLifeSettings } from "../../app/components/admin/shelf-life-settings";
import { formatDay, numberOrTyped } from "../../app/components/admin/batch-format";

function render(Component: ComponentType): string {
  const Stub = createRoutesStub([{ path: "/admin/products", Component }]);
  return renderToStaticMarkup(createElement(Stub, { initialEntries: ["/admin/products"] }));
}

const batch = (fields: Record<string, unknown>) => ({
  _id: "b-1",
  variantId: "pack-1",
  productName: "Sesame Laddu",
  label: "250 g",
  lotNumber: "SL-2611-A",
  packedOn: "2026-11-20",
  bestBefore: "2027-01-04",
  shelfLifeDays: 45,
  supplier: null,
  receivedQuantity: 20,
  onHand: 8,
  opening: false,
  lastDeliveryDay: "2026-12-21",
  sellable: true,
  createdAt: "2026-11-21T04:00:00.000Z",
  ...fields,
});

describe("a counted pack's batches on the products page", () => {
  const pack = { _id: "pack-1", label: "250 g", stock: 11, lowStockThreshold: 2, salePrice: 180, unitPrice: { amount: 720, per: "kg" as const } };
  const html = render(() =>
    createElement(ProductStock, {
      productId: "p-1",
      productName: "Sesame Laddu",
      packs: [pack],
      // Open from a history link, so the panel renders its packs.
      history: { variantId: "pack-1", movements: [] },
      batches: {
        "pack-1": [
          batch({}),
          batch({ _id: "b-2", lotNumber: "SL-2610-C", bestBefore: "2026-12-10", lastDeliveryDay: "2026-11-26", onHand: 3, sellable: false }),
          batch({ _id: "b-3", lotNumber: "OPEN-1", packedOn: null, bestBefore: null, shelfLifeDays: null, lastDeliveryDay: null, onHand: 0, opening: true }),
        ],
      },
    }),
  );

  it("lists each lot with its dates, on hand and last day to deliver, and marks what is not sellable", () => {
    expect(html).toContain("<caption");
    expect(html).toContain("Batches of Sesame Laddu (250 g)");
    expect(html).toMatch(/<th scope="row"[^>]*>SL-2611-A<\/th><td[^>]*>20 Nov 2026<\/td><td[^>]*>4 Jan 2027<\/td><td[^>]*>8<\/td><td[^>]*>21 Dec 2026<\/td><td[^>]*>Sellable<\/td>/);
    expect(html).toMatch(/SL-2610-C<\/th>.*?<span[^>]*>Not sellable<\/span>/);
    // The opening stock has no dates, any day to deliver, and with nothing on hand nothing to write off.
    expect(html).toMatch(/OPEN-1<span[^>]*>opening stock<\/span><\/th><td[^>]*>no date<\/td><td[^>]*>no date<\/td><td[^>]*>0<\/td><td[^>]*>any day<\/td><td[^>]*><span[^>]*>none left<\/span>/);
    expect(html).toContain("Write off<span class=\"sr-only\"> lot SL-2611-A of Sesame Laddu (250 g)</span>");
    expect(html).not.toContain("lot OPEN-1 of Sesame Laddu (250 g)</span></button>");
  });

  it("offers a labelled Receive-a-batch form beside the old Receive and Adjust forms", () => {
    expect(html).toContain('aria-label="Receive a batch of Sesame Laddu (250 g)"');
    for (const label of ["Lot number", "Packed on", "Best before", "Units in the batch", "Supplier (optional)"]) expect(html).toContain(`>${label}<span class="sr-only">`);
    expect(html).toContain('aria-label="Receive stock of Sesame Laddu (250 g)"');
    expect(html).toContain('aria-label="Adjust stock of Sesame Laddu (250 g)"');
  });
});

describe("Settings: shelf life at delivery", () => {
  const html = render(() =>
    createElement(ShelfLifeSettings, {
      rules: {
        rules: [
          { _id: "r-1", effectiveFrom: "2024-11-13", minPercent: 30, minDays: 45, assumedDeliveryDays: 7, actorId: null, createdAt: "2026-11-01T00:00:00.000Z" },
          { _id: "r-2", effectiveFrom: "2027-04-01", minPercent: 40, minDays: 60, assumedDeliveryDays: 5, actorId: "a-1", createdAt: "2026-12-01T00:00:00.000Z" },
        ],
        current: { effectiveFrom: "2024-11-13", minPercent: 30, minDays: 45, assumedDeliveryDays: 7 },
      },
    }),
  );

  it("says the rule in force and since when, with the regulator's rule as help, and the history newest first", () => {
    expect(html).toContain("30 % of the shelf life or 45 days, whichever is more; a food whose whole shelf life is 45 days or less must keep 30 % (FSSAI, Nov 2024)");
    expect(html).toMatch(/In force since 13 Nov 2024:<\/span> 30 % of the shelf life or 45 days, whichever is more; 7 delivery days assumed/);
    expect(html.indexOf("1 Apr 2027 (coming)")).toBeGreaterThan(0);
    expect(html.indexOf("1 Apr 2027 (coming)")).toBeLessThan(html.indexOf("13 Nov 2024 (in force)"));
  });

  it("has a labelled form for a new dated rule", () => {
    for (const label of ["Applies from", "Share of the shelf life left at delivery (%)", "Days left at delivery", "Delivery days assumed"]) expect(html).toContain(`>${label}</label>`);
    expect(html).toContain('aria-label="New shelf-life rule"');
  });
});

describe("the batch pages' formats", () => {
  it("writes a day as people read it, and sends typed whole numbers as numbers", () => {
    expect([formatDay("2027-01-05"), formatDay(null), formatDay("soon")]).toEqual(["5 Jan 2027", "no date", "no date"]);
    expect([numberOrTyped(" 12 "), numberOrTyped("1.5"), numberOrTyped(""), numberOrTyped("ten")]).toEqual([12, "1.5", "", "ten"]);
  });
});
