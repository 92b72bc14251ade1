/** Payments checked against the bank (admin): statement import, the matcher's findings, and acting on them. */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { paymentSettingsSchema, linkCreditSchema, matchListQuerySchema, statementMappingSchema } from "./shared/schemas";
import { badRequest } from "../../lib/errors";
import { parseInput } from "../../lib/validation";
import { requireAdmin } from "../../http/auth";
import { jsonError } from "../../http/errors";
import { parseJsonBody } from "../../http/request";
import {
  importStatement,
  listMappings,
  listStatements,
  MAX_STATEMENT_BYTES,
  saveMapping,
  savePaymentSettings,
  settleWithCredit,
  verifyAllMatched,
} from "./statements";
import { listMatches, paymentSummary } from "./matching";
import { mappingView, paymentMatchView, statementImportView } from "./views";
import type { HonoEnv } from "../../http/hono-env";

export const paymentRoutes = new Hono<HonoEnv>({ strict: false });

/** Multipart framing around the largest statement stays under this. */
export const STATEMENT_BODY_LIMIT_BYTES = MAX_STATEMENT_BYTES + 64 * 1024;

paymentRoutes.post(
  "/admin/payments/statements",
  requireAdmin,
  bodyLimit({
    maxSize: STATEMENT_BODY_LIMIT_BYTES,
    onError: (c) => jsonError(c, 413, `The statement is larger than ${MAX_STATEMENT_BYTES / 1024 / 1024} MB`),
  }),
  async (c) => {
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      throw badRequest("Send the statement as multipart/form-data in the field `file`");
    }
    const file = form.get("file");
    if (!(file instanceof File)) throw badRequest("Send the statement (a CSV or XLSX file) in the field `file`");
    const mapping = form.get("mapping");
    const { statement, summary, verified } = await importStatement(c.var.ctx, c.var.principal, {
      fileName: file.name || "statement.csv",
      data: await file.arrayBuffer(),
      mapping: typeof mapping === "string" && mapping.trim() ? mapping : null,
    });
    return c.json({ success: true, message: "Statement imported", statement: statementImportView(statement), summary, verified }, 201);
  },
);

paymentRoutes.get("/admin/payments/statements", requireAdmin, async (c) =>
  c.json({ success: true, message: "Imported statements", statements: (await listStatements(c.var.ctx)).map(statementImportView) }),
);

paymentRoutes.get("/admin/payments/summary", requireAdmin, async (c) =>
  c.json({ success: true, message: "Payment matches", summary: await paymentSummary(c.var.ctx) }),
);

paymentRoutes.get("/admin/payments/matches", requireAdmin, async (c) => {
  const query = parseInput(matchListQuerySchema, c.req.query());
  const { matches, total } = await listMatches(c.var.ctx, query);
  c.header("X-Total-Count", String(total));
  return c.json({ success: true, message: "Payment matches", status: query.status ?? null, total, page: query.page, matches: matches.map(paymentMatchView) });
});

paymentRoutes.post("/admin/payments/verify-matched", requireAdmin, async (c) => {
  const { verified, remaining, orderIds } = await verifyAllMatched(c.var.ctx, c.var.principal);
  return c.json({ success: true, message: `${verified} payment${verified === 1 ? "" : "s"} verified`, verified, remaining, orderIds });
});

paymentRoutes.post("/admin/payments/settle", requireAdmin, async (c) => {
  const input = await parseJsonBody(c, linkCreditSchema);
  const order = await settleWithCredit(c.var.ctx, c.var.principal, input);
  return c.json({ success: true, message: "Payment verified from the bank statement", order });
});

paymentRoutes.put("/admin/payments/settings", requireAdmin, async (c) => {
  const input = await parseJsonBody(c, paymentSettingsSchema);
  return c.json({ success: true, message: "Saved", summary: await savePaymentSettings(c.var.ctx, c.var.principal, input) });
});

paymentRoutes.get("/admin/payments/mappings", requireAdmin, async (c) =>
  c.json({ success: true, message: "Column mappings", mappings: (await listMappings(c.var.ctx)).map(mappingView) }),
);

paymentRoutes.put("/admin/payments/mappings", requireAdmin, async (c) => {
  const input = await parseJsonBody(c, statementMappingSchema);
  return c.json({ success: true, message: "Column mapping saved", mapping: mappingView(await saveMapping(c.var.ctx, c.var.principal, input)) });
});
