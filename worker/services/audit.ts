/**
 * The admin audit log: every admin write adds one row in the same D1 batch as the change itself, so the log
 * and the data never disagree. Rows are only ever inserted.
 */
import { desc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema";
import { newId, nowIso } from "../lib/ids";

export type Actor = { id: string; emailAddress: string };

export type AuditEntry = {
  action: "create" | "update" | "delete" | "assign-admin" | "remove-admin" | "upload";
  entity: "category" | "product" | "banner" | "blob" | "promotion" | "user" | "image" | "order";
  entityId: string | null;
  details?: Record<string, unknown>;
};

export function auditStatement(db: Db, actor: Actor, entry: AuditEntry) {
  return db.insert(auditLog).values({
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

export async function recentAuditEntries(db: Db, limit = 50) {
  const count = Math.min(Math.max(Math.trunc(limit) || 50, 1), 200);
  const rows = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(count);
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
