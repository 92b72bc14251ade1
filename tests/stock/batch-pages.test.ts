/**
 * Issue 33 through the admin pages (worker/http/batch-pages.server.ts, the real React Router handler): the products
 * page's "receive-batch" and "write-off" intents and its batches per pack, the Best-before page's report, and
 * Settings' "shelf-life-rule" intent with the rules it shows. The pages call the stock services the API calls, so
 * they answer the same rules and messages; refusals come back as 4xx with the field named, never a 500.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../worker/lib/session-cookie";
import { istDay } from "../../worker/shared/ist";
import { addCategory, addProduct, uniqueName } from "../helpers/catalogue";
import { createAdmin, type Account } from "../helpers/factories";
import { callPage } from "../helpers/pages";

let admin: Account;
const cookie = () => `${SESSION_COOKIE}=${admin.token}`;
const dayIn = (days: number) => istDay(Date.now() + days * 86_400_000);
const post = (path: string, json: Record<string, unknown>) => callPage(path, { method: "POST", json, cookie: cookie() });
async function loaderData(path: string, routeId: string) {
  const response = await callPage(path, { cookie: cookie() });
  expect(response.status, response.text.slice(0, 300)).toBe(200);
  return response.body.loaderData[routeId];
}

beforeAll(async () => {
  admin = await createAdmin();
});

async function countedPack() {
  const category = await addCategory(admin);
  const sku = uniqueName("BP").replace(/\W/g, "").toUpperCase();
  const product = await addProduct(admin, category._id, {
    variants: [{ label: "250 g", netQuantity: 250, unit: "g", mrp: 200, salePrice: 180, sku, stock: 0, lowStockThreshold: 2 }],
  });
  return { product, name: `${product.name} (250 g)`, variantId: (product.variants as { _id: string }[])[0]!._id };
}

describe("/admin/products: receiving a batch and writing one off", () => {
  it("receives a lot, lists it under its pack first-expiry-first-out, and writes units off it", async () => {
    const { name, variantId } = await countedPack();
    const later = await post("/admin/products", { intent: "receive-batch", variantId, lotNumber: "L-2", packedOn: dayIn(0), bestBefore: dayIn(200), quantity: 6, supplier: "Tenali Mills" });
    expect(later.status, later.text.slice(0, 300)).toBe(200);
    expect(later.body.actionData).toEqual({ ok: true, message: `Received lot L-2: ${name} now has 6` });
    const sooner = await post("/admin/products", { intent: "receive-batch", variantId, lotNumber: "L-1", packedOn: dayIn(0), shelfLifeDays: 20, quantity: 4 });
    expect(sooner.body.actionData).toEqual({ ok: true, message: `Received lot L-1: ${name} now has 10` });

    const { batches } = await loaderData("/admin/products", "routes/admin/products");
    const listed = batches[variantId] as { lotNumber: string; bestBefore: string; onHand: number; supplier: string | null; sellable: boolean }[];
    expect(listed.map(({ lotNumber, bestBefore, onHand, supplier, sellable }) => [lotNumber, bestBefore, onHand, supplier, sellable])).toEqual([
      ["L-1", dayIn(20), 4, null, true],
      ["L-2", dayIn(200), 6, "Tenali Mills", true],
    ]);

    const batchId = (listed[1] as unknown as { _id: string })._id;
    const tooMany = await post("/admin/products", { intent: "write-off", id: batchId, quantity: 7, reason: "damaged" });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.actionData.error).toBe(`Only 6 left in lot L-2 of ${name}`);
    const done = await post("/admin/products", { intent: "write-off", id: batchId, quantity: "2", reason: "damaged", note: "Crushed box" });
    expect(done.body.actionData).toEqual({ ok: true, message: `Written off from lot L-2: ${name} now has 8` });
  });

  it("refuses what the API refuses, naming the field, as 4xx", async () => {
    const { name, variantId } = await countedPack();
    await post("/admin/products", { intent: "receive-batch", variantId, lotNumber: "DUP-1", packedOn: dayIn(0), bestBefore: dayIn(90), quantity: 1 });
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ intent: "receive-batch", variantId, lotNumber: "X-1", packedOn: dayIn(0), bestBefore: dayIn(90), shelfLifeDays: 90, quantity: 1 }, 400, "Give exactly one of Best before (bestBefore) or Shelf life in days (shelfLifeDays)"],
      [{ intent: "receive-batch", variantId, lotNumber: "X-1", packedOn: dayIn(0), quantity: 1 }, 400, "Give exactly one of Best before (bestBefore)"],
      [{ intent: "receive-batch", variantId, lotNumber: "X-1", packedOn: dayIn(1), shelfLifeDays: 30, quantity: 1 }, 400, "Packed on (packedOn) cannot be a day in the future"],
      [{ intent: "receive-batch", variantId, lotNumber: "X-1", packedOn: dayIn(0), bestBefore: dayIn(0), quantity: 1 }, 400, "Best before (bestBefore) must be after Packed on (packedOn)"],
      [{ intent: "receive-batch", variantId, lotNumber: "X-1", packedOn: "31/12/2026", shelfLifeDays: 30, quantity: 1 }, 400, "Packed on (packedOn) must be a date"],
      [{ intent: "receive-batch", variantId, lotNumber: "X-1", packedOn: dayIn(0), shelfLifeDays: 30, quantity: "" }, 400, "Quantity (quantity)"],
      [{ intent: "receive-batch", variantId, lotNumber: "DUP-1", packedOn: dayIn(0), shelfLifeDays: 30, quantity: 1 }, 409, `Lot number DUP-1 is already used for ${name}`],
      [{ intent: "receive-batch", variantId: "no-such-pack", lotNumber: "X-1", packedOn: dayIn(0), shelfLifeDays: 30, quantity: 1 }, 404, "Pack not found"],
      [{ intent: "write-off", quantity: 1, reason: "expired" }, 400, "Missing id"],
      [{ intent: "write-off", id: "no-such-batch", quantity: 1, reason: "expired" }, 404, "Batch not found"],
    ];
    for (const [json, status, message] of refusals) {
      const response = await post("/admin/products", json);
      expect(response.status, JSON.stringify(json)).toBe(status);
      expect(response.body.actionData.error).toContain(message);
    }
    const { batches } = await loaderData("/admin/products", "routes/admin/products");
    const batchId = (batches[variantId] as { _id: string }[])[0]!._id;
    for (const [json, message] of [
      [{ reason: "other", quantity: 1 }, "Note (note) is required when the reason is other"],
      [{ reason: "near-expiry", quantity: 1 }, "Reason (reason) must be one of: expired, damaged, other"],
      [{ reason: "expired", quantity: 0 }, "Quantity (quantity)"],
    ] as const) {
      const response = await post("/admin/products", { intent: "write-off", id: batchId, ...json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(response.body.actionData.error).toContain(message);
    }
  });
});

describe("/admin/expiry: the Best-before report", () => {
  it("lists a batch near its best-before with its value, and a write-off by reason; other periods show 30 days", async () => {
    const { variantId } = await countedPack();
    await post("/admin/products", { intent: "receive-batch", variantId, lotNumber: "NEAR-1", packedOn: dayIn(0), shelfLifeDays: 20, quantity: 5 });
    await post("/admin/products", { intent: "receive-batch", variantId, lotNumber: "FAR-1", packedOn: dayIn(0), shelfLifeDays: 80, quantity: 4 });
    const { batches } = await loaderData("/admin/products", "routes/admin/products");
    const far = (batches[variantId] as { _id: string; lotNumber: string }[]).find((batch) => batch.lotNumber === "FAR-1")!;
    await post("/admin/products", { intent: "write-off", id: far._id, quantity: 1, reason: "expired" });

    const { report } = await loaderData("/admin/expiry", "routes/admin/expiry");
    expect(report.days).toBe(30);
    const near = report.expiring.find((batch: { lotNumber: string }) => batch.lotNumber === "NEAR-1");
    expect(near).toMatchObject({ variantId, bestBefore: dayIn(20), onHand: 5, value: 900, daysLeft: 20 });
    expect(report.expiring.map((batch: { lotNumber: string }) => batch.lotNumber)).not.toContain("FAR-1");
    expect(report.writtenOff).toContainEqual(expect.objectContaining({ lotNumber: "FAR-1", reason: "expired", quantity: 1, value: 180 }));
    expect(report.totals.writtenOffByReason.expired).toBeGreaterThanOrEqual(180);

    const ninety = await loaderData("/admin/expiry?days=90", "routes/admin/expiry");
    expect(ninety.report.days).toBe(90);
    expect(ninety.report.expiring.map((batch: { lotNumber: string }) => batch.lotNumber)).toEqual(expect.arrayContaining(["NEAR-1", "FAR-1"]));
    // An address the page does not offer shows the first period, as the GST page does with a bad month.
    expect((await loaderData("/admin/expiry?days=45", "routes/admin/expiry")).report.days).toBe(30);
  });
});

describe("/admin/settings: the shelf-life rule at delivery", () => {
  it("adds a dated rule the page then shows beside the one in force; a past day is refused", async () => {
    const from = dayIn(400);
    const saved = await post("/admin/settings", { intent: "shelf-life-rule", effectiveFrom: from, minPercent: 35, minDays: 50, assumedDeliveryDays: 6 });
    expect(saved.status, saved.text.slice(0, 300)).toBe(200);
    expect(saved.body.actionData).toEqual({ ok: true, message: `Shelf-life rule saved: from ${from}, 35 % or 50 days` });
    const { shelfLife } = await loaderData("/admin/settings", "routes/admin/settings");
    expect(shelfLife.rules).toContainEqual(expect.objectContaining({ effectiveFrom: from, minPercent: 35, minDays: 50, assumedDeliveryDays: 6 }));
    expect(shelfLife.current).toMatchObject({ minPercent: 30, minDays: 45 });

    const past = await post("/admin/settings", { intent: "shelf-life-rule", effectiveFrom: dayIn(-1), minPercent: 30, minDays: 45, assumedDeliveryDays: 7 });
    expect(past.status).toBe(400);
    expect(past.body.actionData.error).toContain("Effective from (effectiveFrom) cannot be a day in the past");
    const tooMuch = await post("/admin/settings", { intent: "shelf-life-rule", effectiveFrom: from, minPercent: 130, minDays: 45, assumedDeliveryDays: 7 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.actionData.error).toContain("(minPercent)");
  });
});
