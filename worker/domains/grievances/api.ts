/**
 * Complaints (issue 20): anyone files one (a signed-in customer, or a visitor with a name and an e-mail); a customer
 * reads their own; admins read them all and move them, each step mailing the customer the reply.
 */
import { Hono } from "hono";
import { fileGrievanceSchema, grievanceListQuerySchema, grievanceUpdateSchema } from "./shared/schemas";
import { parseInput } from "../../lib/validation";
import { requireAdmin, requireUser } from "../../http/auth";
import { parseJsonBody } from "../../http/request";
import { fileGrievance, listGrievancesForAdmin, listOwnGrievances, updateGrievance } from "./grievances";
import type { HonoEnv } from "../../http/hono-env";

export const grievanceRoutes = new Hono<HonoEnv>({ strict: false });

// Public: a signed-in caller files from their account (name and e-mail are the account's); anyone else gives both.
grievanceRoutes.post("/grievances", async (c) => {
  const input = await parseJsonBody(c, fileGrievanceSchema);
  const grievance = await fileGrievance(c.var.ctx, c.var.ctx.principal, input);
  return c.json({ success: true, message: `Complaint ${grievance.ticket} filed`, grievance }, 201);
});

grievanceRoutes.get("/grievances", requireUser, async (c) => {
  c.header("Cache-Control", "private, no-store");
  return c.json({ success: true, grievances: await listOwnGrievances(c.var.ctx, c.var.principal) });
});

grievanceRoutes.get("/admin/grievances", requireAdmin, async (c) => {
  const { status } = parseInput(grievanceListQuerySchema, c.req.query());
  return c.json({ success: true, grievances: await listGrievancesForAdmin(c.var.ctx, status) });
});

grievanceRoutes.put("/admin/grievances/:id", requireAdmin, async (c) => {
  const input = await parseJsonBody(c, grievanceUpdateSchema);
  const grievance = await updateGrievance(c.var.ctx, c.var.principal, c.req.param("id"), input);
  return c.json({ success: true, message: `Complaint ${grievance.ticket} ${grievance.status}`, grievance });
});
