/** The shop's policies (issue 20): read by anyone, saved as a new version by admins. Thin: validate, call, shape. */
import { Hono } from "hono";
import { policyInputSchema } from "./shared/schemas";
import { requireAdmin } from "../../http/auth";
import { parseJsonBody } from "../../http/request";
import { getPolicy, savePolicy } from "./policies";
import type { HonoEnv } from "../../http/hono-env";
import { answerLang } from "../../lib/edge-cache";

export const policyRoutes = new Hono<HonoEnv>({ strict: false });

// Public: the version in force, its Markdown as saved and its HTML with the shop's details filled in; `?lang=te`
// answers the Telugu text in `body` and `html` (issue 30; the edge cache keys the answer by it).
policyRoutes.get("/policies/:slug", async (c) => {
  const policy = await getPolicy(c.var.ctx, c.req.param("slug"), answerLang(new URL(c.req.url)));
  return c.json({ success: true, message: policy.title, ...policy });
});

// A new version. Regulated words do not stop an API save: they come back as `warnings` (the admin page asks first).
policyRoutes.put("/admin/policies/:slug", requireAdmin, async (c) => {
  const input = await parseJsonBody(c, policyInputSchema);
  const result = await savePolicy(c.var.ctx, c.var.principal, c.req.param("slug"), input);
  const message = result.status === "unchanged" ? "No change: the text is the version in force" : `Saved as version ${result.policy.version}`;
  return c.json({ success: true, message, ...result.policy, warnings: result.warnings });
});
