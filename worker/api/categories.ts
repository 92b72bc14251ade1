import { Hono } from "hono";
import { categoryInputSchema } from "../../app/lib/schemas/catalog";
import { requireAdmin } from "../middleware/auth";
import { parseJsonBody } from "../middleware/request";
import { addCategory, deleteCategory, listCategories, renameCategory } from "../services/categories";
import type { HonoEnv } from "../types";

export const categoryRoutes = new Hono<HonoEnv>({ strict: false });

// Saves answer `warnings` too: the regulated words of the name (worker/services/text-screening.ts).

categoryRoutes.get("/admin/category/all", async (c) =>
  c.json({ success: true, message: "Categories", categories: await listCategories(c.var.ctx) }),
);

categoryRoutes.post("/admin/category/add", requireAdmin, async (c) => {
  const { name } = await parseJsonBody(c, categoryInputSchema);
  const { category, warnings } = await addCategory(c.var.ctx, c.var.principal, name);
  return c.json({ success: true, message: "Category added", category, warnings }, 201);
});

categoryRoutes.put("/admin/category/edit/:id", requireAdmin, async (c) => {
  const { name } = await parseJsonBody(c, categoryInputSchema);
  const { category, warnings } = await renameCategory(c.var.ctx, c.var.principal, c.req.param("id"), name);
  return c.json({ success: true, message: "Category updated", category, warnings });
});

categoryRoutes.delete("/admin/category/delete/:id", requireAdmin, async (c) => {
  await deleteCategory(c.var.ctx, c.var.principal, c.req.param("id"));
  return c.json({ success: true, message: "Category and its products deleted" });
});
