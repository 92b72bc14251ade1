import { Hono, type Context } from "hono";
import { productInputSchema } from "../../app/lib/schemas/catalog";
import { badRequest } from "../lib/errors";
import { requireAdmin } from "../middleware/auth";
import { parseJsonBody, readJsonBody } from "../middleware/request";
import { listProducts } from "../services/catalog";
import { addProduct, deleteProduct, getProduct, updateProduct } from "../services/products";
import type { HonoEnv } from "../types";
import { parseInput } from "../lib/validation";

export const productRoutes = new Hono<HonoEnv>({ strict: false });

// Saves answer `warnings` too: the regulated words of the text (worker/services/text-screening.ts), which the
// API saves and reports; old clients ignore the field.

productRoutes.get("/admin/product/all", async (c) =>
  c.json({ success: true, message: "Products", products: await listProducts(c.var.ctx) }),
);

// One product, the same shape as in the list. SPEC.md names the doubled-admin path; both are served.
productRoutes.on("GET", ["/admin/product/:id", "/admin/admin/product/:id"], async (c) =>
  c.json({ success: true, message: "Product", product: await getProduct(c.var.ctx, c.req.param("id")) }),
);

productRoutes.post("/admin/product/add", requireAdmin, async (c) => {
  const input = await parseJsonBody(c, productInputSchema);
  const { product, warnings } = await addProduct(c.var.ctx, c.var.principal, input);
  return c.json({ success: true, message: "Product added", product, warnings }, 201);
});

async function update(c: Context<HonoEnv>, id: string) {
  const input = await parseJsonBody(c, productInputSchema);
  const { product, warnings } = await updateProduct(c.var.ctx, c.var.principal, id, input);
  return c.json({ success: true, message: "Product updated", product, warnings });
}

productRoutes.put("/admin/product/update/:id", requireAdmin, (c) => update(c, c.req.param("id")));

// The bare variant names the product in the body as `_id` or `id`.
productRoutes.put("/admin/product/update", requireAdmin, async (c) => {
  const body = await readJsonBody(c);
  const id = typeof body._id === "string" ? body._id : typeof body.id === "string" ? body.id : "";
  if (!id.trim()) throw badRequest("Product id (_id) is required");
  const input = parseInput(productInputSchema, body);
  const { product, warnings } = await updateProduct(c.var.ctx, c.var.principal, id.trim(), input);
  return c.json({ success: true, message: "Product updated", product, warnings });
});

productRoutes.delete("/admin/product/delete/:id", requireAdmin, async (c) => {
  await deleteProduct(c.var.ctx, c.var.principal, c.req.param("id"));
  return c.json({ success: true, message: "Product deleted" });
});
