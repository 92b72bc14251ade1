/**
 * The dated shelf-life rules (issue 33): read the rule in force on a day, list them, and add one from a day on. A rule
 * applies from its day, so the past keeps the rule it had: a future row may be replaced (same day again), a row whose
 * day has come never changes. Audited.
 */
import { asc, eq, gt, sql } from "drizzle-orm";
import type { Principal } from "../accounts/shared/user";
import type { ServiceContext } from "../../http/context";
import { auditStatement } from "../../lib/audit";
import { conflict } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { istDay } from "../../shared/ist";
import type { ShelfLifeRuleInput } from "./shared/schemas";
import { ruleOn, type ShelfLifeRule } from "./shelf-life";
import { shelfLifeRules } from "./tables";

export type ShelfLifeRuleView = ShelfLifeRule & { _id: string; actorId: string | null; createdAt: string };

/** FSSAI's rule, should the table ever be empty (migration 0033 writes it as the first row). */
export const DEFAULT_SHELF_LIFE_RULE: ShelfLifeRule = { effectiveFrom: "2024-11-13", minPercent: 30, minDays: 45, assumedDeliveryDays: 7 };

export const RULE_DAY_PASSED_MESSAGE = "A shelf-life rule whose day has come cannot be changed: add one from a later day (effectiveFrom)";

/** Every rule, oldest first. */
export async function listShelfLifeRules(ctx: Pick<ServiceContext, "db">): Promise<ShelfLifeRuleView[]> {
  const rows = await ctx.db.select().from(shelfLifeRules).orderBy(asc(shelfLifeRules.effectiveFrom));
  return rows.map((row) => ({
    _id: row.id,
    effectiveFrom: row.effectiveFrom,
    minPercent: row.minPercent,
    minDays: row.minDays,
    assumedDeliveryDays: row.assumedDeliveryDays,
    actorId: row.actorId,
    createdAt: row.createdAt,
  }));
}

/** The rule in force on an IST day (today when not given). */
export async function shelfLifeRuleOn(ctx: Pick<ServiceContext, "db">, day = istDay()): Promise<ShelfLifeRule> {
  return ruleOn(await listShelfLifeRules(ctx), day) ?? DEFAULT_SHELF_LIFE_RULE;
}

/** GET /api/admin/stock/shelf-life-rules: every rule, and the one in force today. */
export async function shelfLifeRulesView(ctx: Pick<ServiceContext, "db">) {
  const rules = await listShelfLifeRules(ctx);
  return { rules, current: ruleOn(rules, istDay()) ?? DEFAULT_SHELF_LIFE_RULE };
}

/**
 * Adds the rule from its day (today or later: the schema refuses a past day). The same day again replaces that row
 * only while its day is still to come (the UPDATE is conditional on it, so a day that arrives meanwhile is kept).
 */
export async function addShelfLifeRule(ctx: ServiceContext, actor: Principal, input: ShelfLifeRuleInput) {
  const now = nowIso();
  const today = istDay();
  const existing = await ctx.db.query.shelfLifeRules.findFirst({ where: eq(shelfLifeRules.effectiveFrom, input.effectiveFrom) });
  if (existing && existing.effectiveFrom <= today) throw conflict(RULE_DAY_PASSED_MESSAGE);
  const values = { minPercent: input.minPercent, minDays: input.minDays, assumedDeliveryDays: input.assumedDeliveryDays, actorId: actor.id, createdAt: now };
  const id = existing?.id ?? newId();
  await ctx.db.batch([
    existing
      ? ctx.db.update(shelfLifeRules).set(values).where(sql`${shelfLifeRules.id} = ${id} and ${gt(shelfLifeRules.effectiveFrom, today)}`)
      : ctx.db.insert(shelfLifeRules).values({ id, effectiveFrom: input.effectiveFrom, ...values }),
    auditStatement(ctx, actor, { action: existing ? "update" : "create", entity: "shelf-life-rule", entityId: id, details: { ...input } }),
  ]);
  return shelfLifeRulesView(ctx);
}
