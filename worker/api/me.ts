/** The customer's own data (issue 20): a copy of it, and erasing the account; the erasure log for admins. */
import { Hono } from "hono";
import { eraseAccountSchema } from "../../app/lib/schemas/my-data";
import { requireAdmin, requireUser } from "../middleware/auth";
import { parseJsonBody } from "../middleware/request";
import { eraseMyAccount, exportMyData, listErasures } from "../services/my-data";
import type { HonoEnv } from "../types";

export const meRoutes = new Hono<HonoEnv>({ strict: false });

meRoutes.get("/me/export", requireUser, async (c) => {
  const data = await exportMyData(c.var.ctx, c.var.principal);
  c.header("Content-Disposition", `attachment; filename="my-data-${data.exportedAt.slice(0, 10)}.json"`);
  return c.json(data);
});

meRoutes.delete("/me", requireUser, async (c) => {
  const input = await parseJsonBody(c, eraseAccountSchema);
  const erasure = await eraseMyAccount(c.var.ctx, c.var.principal, input);
  return c.json({ success: true, message: "Your account has been deleted", erasure });
});

meRoutes.get("/admin/erasures", requireAdmin, async (c) => c.json({ success: true, erasures: await listErasures(c.var.ctx) }));
