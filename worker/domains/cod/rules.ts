/**
 * Issue 32: the owner's COD rules (cod_rules, one row id 1; no row reads as the column defaults). Read by the admin
 * page and GET /api/admin/cod-rules, and by other parts that need one rule (the confirmation hours, the advance, the
 * prepaid discount) through readCodRules; the checkout reads them inside the risk statement (./risk.ts) instead.
 * Saved whole, with an audit entry in the same batch, like the shop's settings.
 */
import { eq } from "drizzle-orm";
import type { ServiceContext } from "../../http/context";
import type { Principal } from "../accounts/shared/user";
import { auditStatement } from "../../lib/audit";
import { nowIso } from "../../lib/ids";
import { codRules } from "./tables";
import { DEFAULT_COD_RULES, type CodRules } from "./shared/rules";

const RULES_ROW_ID = 1;

export type StoredCodRules = CodRules & { updatedAt: string | null };

/** The rules in force this moment (the defaults when the owner never saved any). */
export async function readCodRules(ctx: Pick<ServiceContext, "db">): Promise<StoredCodRules> {
  const row = await ctx.db.query.codRules.findFirst({ where: eq(codRules.id, RULES_ROW_ID) });
  if (!row) return { ...DEFAULT_COD_RULES, updatedAt: null };
  const { id: _id, ...rules } = row;
  return rules;
}

/** Saves the whole set (validated by codRulesInputSchema), with its audit entry in the same batch. */
export async function saveCodRules(ctx: Pick<ServiceContext, "db">, actor: Principal, rules: CodRules): Promise<StoredCodRules> {
  const values = { ...rules, updatedAt: nowIso() };
  await ctx.db.batch([
    ctx.db.insert(codRules).values({ id: RULES_ROW_ID, ...values }).onConflictDoUpdate({ target: codRules.id, set: values }),
    auditStatement(ctx, actor, { action: "update", entity: "cod-rules", entityId: String(RULES_ROW_ID), details: { ...rules } }),
  ]);
  return readCodRules(ctx);
}
