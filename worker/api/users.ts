import { Hono } from "hono";
import { requireAdmin } from "../middleware/auth";
import { recentAuditEntries } from "../services/audit";
import { listUsers, setRole } from "../services/users";
import type { HonoEnv } from "../types";

export const userRoutes = new Hono<HonoEnv>({ strict: false });

userRoutes.get("/all-users", requireAdmin, async (c) => c.json({ success: true, message: "Users", users: await listUsers(c.var.ctx) }));

userRoutes.put("/assign-admin/:userId", requireAdmin, async (c) => {
  const user = await setRole(c.var.ctx, c.var.principal, c.req.param("userId"), "admin");
  return c.json({ success: true, message: "User is now an admin", user });
});

userRoutes.put("/remove-admin/:userId", requireAdmin, async (c) => {
  const user = await setRole(c.var.ctx, c.var.principal, c.req.param("userId"), "user");
  return c.json({ success: true, message: "Admin role removed", user });
});

userRoutes.get("/admin/audit", requireAdmin, async (c) => {
  const limit = Math.trunc(Number(c.req.query("limit") ?? 50));
  return c.json({ success: true, entries: await recentAuditEntries(c.var.ctx, Number.isFinite(limit) ? limit : 50) });
});
