/**
 * The admin audit log: every admin write adds one row in the same D1 batch as the change itself, so the log
 * and the data never disagree. Rows are only ever inserted.
 */
import { desc, sql, type SQL } from "drizzle-orm";
import type { Principal } from "../domains/accounts/shared/user";
import { auditLog } from "./tables";
import { newId, nowIso } from "./ids";
import type { ServiceContext } from "../http/context";

export type AuditEntry = {
  action: "create" | "update" | "delete" | "assign-admin" | "remove-admin" | "upload" | "receive-stock" | "adjust-stock" | "import" | "save" | "verify-matched" | "confirm" | "write-off";
  entity: "category" | "product" | "variant" | "banner" | "blob" | "promotion" | "user" | "image" | "order" | "settings" | "bank-statement" | "statement-mapping" | "gst-rate" | "policy" | "grievance" | "cod-rules" | "cod-block" | "batch" | "shelf-life-rule";
  entityId: string | null;
  details?: Record<string, unknown>;
};

/** The insert of one audit row, to run in the same db.batch as the change it records. */
export function auditStatement(ctx: Pick<ServiceContext, "db">, actor: Principal, entry: AuditEntry) {
  return ctx.db.insert(auditLog).values({
    id: newId(),
    actorId: actor.id,
    actorEmail: actor.emailAddress,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    details: entry.details ?? null,
    createdAt: nowIso(),
  });
}

/**
 * The audit row of a change that may not happen (a conditional UPDATE that can lose a race): inserted only when
 * `applied` holds at that point of the same batch, so a change that did not happen leaves no entry. The selected
 * values follow audit_log's column order.
 */
export function auditStatementWhen(ctx: Pick<ServiceContext, "db">, actor: Principal, entry: AuditEntry, applied: SQL) {
  const details = entry.details ? JSON.stringify(entry.details) : null;
  return ctx.db
    .insert(auditLog)
    .select(
      sql`select ${newId()}, ${actor.id}, ${actor.emailAddress}, ${entry.action}, ${entry.entity}, ${entry.entityId}, ${details}, ${nowIso()} where ${applied}`,
    );
}

export async function recentAuditEntries(ctx: Pick<ServiceContext, "db">, limit = 50) {
  const count = Math.min(Math.max(Math.trunc(limit) || 50, 1), 200);
  const rows = await ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(count);
  return rows.map((row) => ({
    _id: row.id,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    details: row.details,
    createdAt: row.createdAt,
  }));
}
