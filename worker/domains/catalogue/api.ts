/** Catalogue API (API.md 1.1-1.3, 3.2, 3.3; docs/api-additions.md: search): categories and products. Thin: validate, call the service, shape the reply. */
import { Hono, type Context } from "hono";
import { requireAdmin } from "../../http/auth";
import type { HonoEnv } from "../../http/hono-env";
import { parseJsonBody, readJsonBody } from "../../http/request";
import { badRequest } from "../../lib/errors";
import { parseInput } from "../../lib/validation";
import { addCategory, deleteCategory, listCategories, renameCategory } from "./categories";
import { addProduct, deleteProduct, updateProduct } from "./products";
import { findProduct, listProducts } from "./queries";
import { categoryInputSchema, productInputSchema, productSearchQuerySchema } from "./shared/schemas";
import { searchProducts } from "./search";
import { toProductView } from "./views";
import { hsnStatusReader } from "../invoices/hsn";
import type { ProductRecord } from "./queries";
import type { ServiceContext } from "../../http/context";
import { answerLang } from "../../lib/edge-cache";
import type { Lang } from "../../shared/i18n/languages";

/**
 * The language a public read answers in (issue 30): `?lang=te` gives the Telugu in the usual fields, anything else
 * English, as before. Only the address decides (not the remembered choice): the edge cache keys lists by it.
 */
const askedLang = (c: Context<HonoEnv>): Lang => answerLang(new URL(c.req.url));

/** Products as the API answers them, each with where its HSN code stands today (issue 28), in `lang`. */
async function productViews(ctx: ServiceContext, records: ProductRecord[], lang: Lang = "en") {
  const statusOf = await hsnStatusReader(ctx);
  return records.map((product) => toProductView(product, ctx, statusOf(product), lang));
}

export const catalogueRoutes = new Hono<HonoEnv>({ strict: false });

// Saves answer `warnings` too: the regulated words of the text (worker/domains/claims/screening.ts), which the
// API saves and reports; old clients ignore the field.

catalogueRoutes.get("/admin/category/all", async (c) =>
  c.json({ success: true, message: "Categories", categories: await listCategories(c.var.ctx, askedLang(c)) }),
);

catalogueRoutes.post("/admin/category/add", requireAdmin, async (c) => {
  const input = await parseJsonBody(c, categoryInputSchema);
  const { category, warnings } = await addCategory(c.var.ctx, c.var.principal, input);
  return c.json({ success: true, message: "Category added", category, warnings }, 201);
});

catalogueRoutes.put("/admin/category/edit/:id", requireAdmin, async (c) => {
  const input = await parseJsonBody(c, categoryInputSchema);
  const { category, warnings } = await renameCategory(c.var.ctx, c.var.principal, c.req.param("id"), input);
  return c.json({ success: true, message: "Category updated", category, warnings });
});

catalogueRoutes.delete("/admin/category/delete/:id", requireAdmin, async (c) => {
  await deleteCategory(c.var.ctx, c.var.principal, c.req.param("id"));
  return c.json({ success: true, message: "Category and its products deleted" });
});

catalogueRoutes.get("/admin/product/all", async (c) =>
  c.json({ success: true, message: "Products", products: await productViews(c.var.ctx, await listProducts(c.var.ctx), askedLang(c)) }),
);

// Search (issue 30 part 6): live products matching `q` best first, at most 50, in the product list's shape, in
// `lang` (issue 30 part 2: `te` answers the Telugu texts).
catalogueRoutes.get("/products/search", async (c) => {
  const query = parseInput(productSearchQuerySchema, c.req.query());
  const ctx = c.var.ctx;
  const [records, statusOf] = await Promise.all([searchProducts(ctx, ctx.principal, query), hsnStatusReader(ctx)]);
  return c.json({ success: true, message: "Products", products: records.map((product) => toProductView(product, ctx, statusOf(product), query.lang ?? "en")) });
});

// One product, the same shape as in the list. SPEC.md names the doubled-admin path; both are served.
catalogueRoutes.on("GET", ["/admin/product/:id", "/admin/admin/product/:id"], async (c) =>
  c.json({ success: true, message: "Product", product: (await productViews(c.var.ctx, [await findProduct(c.var.ctx, c.req.param("id"))], askedLang(c)))[0] }),
);

catalogueRoutes.post("/admin/product/add", requireAdmin, async (c) => {
  const input = await parseJsonBody(c, productInputSchema);
  const { product, warnings } = await addProduct(c.var.ctx, c.var.principal, input);
  return c.json({ success: true, message: "Product added", product: (await productViews(c.var.ctx, [product]))[0], warnings }, 201);
});

async function update(c: Context<HonoEnv>, id: string) {
  const input = await parseJsonBody(c, productInputSchema);
  const { product, warnings } = await updateProduct(c.var.ctx, c.var.principal, id, input);
  return c.json({ success: true, message: "Product updated", product: (await productViews(c.var.ctx, [product]))[0], warnings });
}

catalogueRoutes.put("/admin/product/update/:id", requireAdmin, (c) => update(c, c.req.param("id")));

// The bare variant names the product in the body as `_id` or `id`.
catalogueRoutes.put("/admin/product/update", requireAdmin, async (c) => {
  const body = await readJsonBody(c);
  const id = typeof body._id === "string" ? body._id : typeof body.id === "string" ? body.id : "";
  if (!id.trim()) throw badRequest("Product id (_id) is required");
  const input = parseInput(productInputSchema, body);
  const { product, warnings } = await updateProduct(c.var.ctx, c.var.principal, id.trim(), input);
  return c.json({ success: true, message: "Product updated", product: (await productViews(c.var.ctx, [product]))[0], warnings });
});

catalogueRoutes.delete("/admin/product/delete/:id", requireAdmin, async (c) => {
  await deleteProduct(c.var.ctx, c.var.principal, c.req.param("id"));
  return c.json({ success: true, message: "Product deleted" });
});
