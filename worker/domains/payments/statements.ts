/**
 * Bank statements (issue 16): importing an export of the shop's account, the admin's saved column mappings, and
 * acting on what the matcher (matching.ts) finds: verifying every exact match at once, or settling one
 * order with one statement line. Every payment is verified through the order state machine (applyTransition, or
 * the same table applied in SQL for the bulk action), with the statement line recorded as the evidence.
 */
import { desc, eq, sql } from "drizzle-orm";
import type { ColumnMapping, ParsedStatement } from "./shared/statement";
import { formatPaise } from "../../shared/money";
import { advanceStatusOf, transitionStatePairs } from "../orders/shared/status";
import { issueMissingInvoices } from "../invoices/invoices";
import type { OrderView } from "../orders/shared/views";
import type { PaymentSummary } from "./shared/matching";
import type { LinkCreditInput, PaymentSettingsInput, StatementMappingInput } from "./shared/schemas";
import type { Principal } from "../accounts/shared/user";
import { rawBatch } from "../../../db/client";
import { bankCredits, bankStatements, statementMappings, type BankStatement, type StatementMapping } from "./tables";
import { orders } from "../orders/tables";
import { shopSettings } from "../settings/tables";
import { badRequest, conflict, DomainError, notFound } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { auditStatement } from "../../lib/audit";
import type { ServiceContext } from "../../http/context";
import { notifyOrdersChanged } from "../orders/notify";
import { applyTransition } from "../orders/transitions";
import { getOrderViews } from "../orders/queries";
import { matchEntries, paymentSummary } from "./matching";
import { legacyCreditKeys, lineKeys } from "./credit-identity";

/** A statement export of a year is well under this; anything larger is not a statement. */
export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;
/**
 * Longest narration and reference kept: real ones are under 200 characters; the cap keeps every credit row, and the
 * JSON parameter carrying 500 of them, far below D1's 2 MB limit on a value whatever a file holds.
 */
const MAX_NARRATION = 500;
const MAX_REFERENCE = 100;
/** Control characters and bidirectional overrides never belong in a file name shown on a page. */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g;
/** Credits per INSERT: they travel as one JSON parameter (D1 binds at most 100 parameters, each up to 2 MB). */
const CREDITS_PER_STATEMENT = 500;
/** Orders verified per request by "Verify all matched": their e-mails go out with the answer, within its limits. */
export const VERIFY_BATCH = 100;

async function savedMapping(ctx: Pick<ServiceContext, "db">, name: string): Promise<{ name: string; columns: ColumnMapping }> {
  const row = await ctx.db.query.statementMappings.findFirst({ where: eq(statementMappings.nameKey, name.trim().toLowerCase()) });
  if (!row) throw badRequest(`There is no saved column mapping named "${name}"`);
  return { name: row.name, columns: { ...row.columns, name: row.name } };
}

/**
 * A statement to import: read by its bank's preset, by the saved mapping named `mapping`, or by `newMapping`, which is
 * saved under its name together with the import (so a file its columns cannot read saves nothing).
 */
export type StatementUpload = { fileName: string; data: ArrayBuffer; mapping?: string | null; newMapping?: StatementMappingInput };

/** Excel workbooks (.xlsx) are zip archives; old binary .xls files are OLE2 documents. */
const isWorkbook = (start: Uint8Array) =>
  (start[0] === 0x50 && start[1] === 0x4b && start[2] === 0x03 && start[3] === 0x04) ||
  (start[0] === 0xd0 && start[1] === 0xcf && start[2] === 0x11 && start[3] === 0xe0);

/**
 * The statement as the CSV text the parser reads: a CSV export as it is, an Excel export converted (its reader loads
 * only for a workbook). The parser, its CSV library and the spreadsheet reader all run here, in the Worker, and only
 * when a statement arrives: no page ships them and no other request pays for them.
 */
async function statementText(data: ArrayBuffer): Promise<string> {
  if (data.byteLength > MAX_STATEMENT_BYTES) throw new DomainError(413, `The statement is larger than ${MAX_STATEMENT_BYTES / 1024 / 1024} MB`);
  if (!isWorkbook(new Uint8Array(data.slice(0, 4)))) return new TextDecoder().decode(data);
  const { spreadsheetToCsv } = await import("./statement-xlsx");
  const { StatementFormatError } = await import("./shared/statement");
  try {
    return await spreadsheetToCsv(data);
  } catch (error) {
    if (error instanceof StatementFormatError) throw badRequest(error.message);
    throw error;
  }
}

/** The header row of a statement, for the admin's "map its columns" form (a bank without a preset). */
export async function statementHeader(data: ArrayBuffer): Promise<string[]> {
  const text = await statementText(data);
  const { readHeaderRow, StatementFormatError } = await import("./shared/statement");
  try {
    return readHeaderRow(text);
  } catch (error) {
    if (error instanceof StatementFormatError) throw badRequest(error.message);
    throw error;
  }
}

/**
 * Imports a statement: every credit line is stored once (a credit an earlier statement brought is counted as a
 * duplicate), all in one batch, so a failed import stores nothing. Debits are read (they date the statement) but not
 * stored. With the shop's auto-verify setting on, every exact match is verified right after.
 */
export async function importStatement(
  ctx: ServiceContext,
  actor: Principal,
  upload: StatementUpload,
): Promise<{ statement: BankStatement; summary: PaymentSummary; verified: number }> {
  const { db } = ctx;
  const text = await statementText(upload.data);
  const mapping = upload.newMapping
    ? { name: upload.newMapping.name, columns: { ...upload.newMapping.columns, name: upload.newMapping.name } }
    : upload.mapping
      ? await savedMapping(ctx, upload.mapping)
      : undefined;
  const { parseStatement, StatementFormatError } = await import("./shared/statement");
  let parsed: ParsedStatement;
  try {
    parsed = parseStatement(text, mapping?.columns);
  } catch (error) {
    if (error instanceof StatementFormatError) throw badRequest(error.message);
    throw error;
  }
  if (parsed.lines.length === 0 || !parsed.from || !parsed.to) throw badRequest("The statement has no transaction lines");
  const credits = parsed.lines.filter((line) => line.creditPaise > 0);
  const keys = lineKeys(credits, (line) => line.creditPaise);
  const legacyKeys = legacyCreditKeys(credits, MAX_NARRATION, MAX_REFERENCE);
  const reversals = parsed.lines.filter((line) => line.reversal);
  const reversalKeys = lineKeys(reversals, (line) => line.debitPaise);
  const statementId = newId();
  const now = nowIso();
  const fileName = upload.fileName.replace(UNSAFE_NAME_CHARACTERS, "").trim().slice(0, 200) || "statement.csv";
  const format = parsed.format.kind === "preset" ? parsed.format.preset : (mapping?.name ?? "mapping");
  const rows = credits.map((line, index) => ({
    i: newId(),
    d: line.date,
    a: line.creditPaise,
    n: line.narration.slice(0, MAX_NARRATION),
    r: line.reference.slice(0, MAX_REFERENCE),
    u: line.utr,
    p: line.payerName,
    k: keys[index],
    l: legacyKeys[index],
  }));
  const inserts = [];
  for (let start = 0; start < rows.length; start += CREDITS_PER_STATEMENT) {
    const chunk = JSON.stringify(rows.slice(start, start + CREDITS_PER_STATEMENT));
    inserts.push(
      sql`insert into bank_credits (id, statement_id, day, amount_paise, narration, reference, utr, payer_name, dedupe_key, created_at)
        select j.value ->> 'i', ${statementId}, j.value ->> 'd', j.value ->> 'a', j.value ->> 'n', j.value ->> 'r', j.value ->> 'u',
          j.value ->> 'p', j.value ->> 'k', ${now}
        from json_each(${chunk}) j
        where not exists (select 1 from bank_credits b where b.dedupe_key = j.value ->> 'l')
        on conflict (dedupe_key) do nothing`,
    );
  }
  const reversalRows = reversals.map((line, index) => ({ i: newId(), d: line.date, a: line.debitPaise, u: line.utr, n: line.narration.slice(0, MAX_NARRATION), k: reversalKeys[index] }));
  for (let start = 0; start < reversalRows.length; start += CREDITS_PER_STATEMENT) {
    const chunk = JSON.stringify(reversalRows.slice(start, start + CREDITS_PER_STATEMENT));
    inserts.push(
      sql`insert into bank_reversals (id, statement_id, day, amount_paise, utr, narration, dedupe_key, created_at)
        select j.value ->> 'i', ${statementId}, j.value ->> 'd', j.value ->> 'a', j.value ->> 'u', j.value ->> 'n', j.value ->> 'k', ${now}
        from json_each(${chunk}) j where true
        on conflict (dedupe_key) do nothing`,
    );
  }
  await rawBatch(db, [
    db.insert(bankStatements).values({
      id: statementId,
      fileName,
      format,
      lines: parsed.lines.length,
      credits: credits.length,
      duplicates: 0,
      fromDay: parsed.from,
      toDay: parsed.to,
      importedBy: actor.id,
      createdAt: now,
    }),
    ...(upload.newMapping ? [mappingUpsert(ctx, upload.newMapping, now), mappingAudit(ctx, actor, upload.newMapping)] : []),
    ...inserts,
    // What this import stored is what carries its id; the rest of its credits were there already.
    sql`update bank_statements set duplicates = credits - (select count(*) from bank_credits where statement_id = ${statementId})
      where id = ${statementId}`,
    auditStatement(ctx, actor, {
      action: "import",
      entity: "bank-statement",
      entityId: statementId,
      details: { name: fileName, format, lines: parsed.lines.length, credits: credits.length },
    }),
  ]);
  const auto = await db.query.shopSettings.findFirst({ columns: { autoVerifyStatementMatches: true }, where: eq(shopSettings.id, 1) });
  const verified = auto?.autoVerifyStatementMatches ? (await verifyAllMatched(ctx, actor)).verified : 0;
  const stored = await db.query.bankStatements.findFirst({ where: eq(bankStatements.id, statementId) });
  return { statement: stored!, summary: await paymentSummary(ctx), verified };
}

/** The latest imports, newest first. */
export async function listStatements(ctx: Pick<ServiceContext, "db">): Promise<BankStatement[]> {
  return ctx.db.select().from(bankStatements).orderBy(desc(bankStatements.createdAt)).limit(50);
}

/**
 * Verifies, through the "verify" rule of the order state machine applied in SQL, every reported payment whose UPI
 * reference a stored credit carries with exactly the bill, up to VERIFY_BATCH orders (the answer says how many are
 * left). The events (with the credit as evidence) and the status changes are one batch: the update changes exactly
 * the orders whose event was recorded, and only while they are still in the state the event says they left.
 */
export async function verifyAllMatched(ctx: ServiceContext, actor: Principal): Promise<{ verified: number; remaining: number; orderIds: string[] }> {
  const { db } = ctx;
  // This batch's events are "<batchId>-<orderId>": exactly the ids between batchId and batchId + "." ("-" sorts just
  // before "."), a range the primary key index serves (a LIKE prefix would scan every event).
  const batchId = newId();
  const batchEnd = `${batchId}.`;
  const now = nowIso();
  const pairs = transitionStatePairs("verify");
  // The rule's states as a VALUES table (D1 caps the terms of a compound SELECT; a VALUES list is exempt).
  const rows = sql.join(
    pairs.map((p) => sql`(${p.from.paymentStatus}, ${p.from.orderStatus}, ${p.to.paymentStatus}, ${p.to.orderStatus})`),
    sql`, `,
  );
  const rule = sql`select column1 fp, column2 fo, column3 tp, column4 tos from (values ${rows})`;
  // The matcher's own exact matches (reversed credits, a second credit of one reference and credits outside the
  // date window are never "matched"): one credit per order and one order per credit, so one event per order.
  const [, , verified] = await rawBatch(db, [
    sql`insert into order_events (id, order_id, actor_id, actor_role, transition, from_payment_status, from_order_status,
        to_payment_status, to_order_status, created_at, confirmed_shortfall_paise, bank_credit_id)
      with ${matchEntries()}
      select ${batchId} || '-' || o.id, o.id, ${actor.id}, ${actor.role}, 'verify', o.payment_status, o.order_status, t.tp, t.tos, ${now}, null, e.credit_id
      from entries e
      join orders o on o.id = e.order_id
      join (${rule}) t on t.fp = o.payment_status and t.fo = o.order_status
      where e.status = 'matched' and o.payment_credit_id is null
        and not exists (select 1 from orders o2 where o2.payment_credit_id = e.credit_id)
      order by o.created_at limit ${VERIFY_BATCH}`,
    sql`update orders set payment_status = e.to_payment_status, order_status = e.to_order_status,
        amount_paid_paise = c.amount_paise, payment_credit_id = c.id, updated_at = ${now}
      from order_events e join bank_credits c on c.id = e.bank_credit_id
      where e.id > ${batchId} and e.id < ${batchEnd} and orders.id = e.order_id
        and orders.payment_status = e.from_payment_status and orders.order_status = e.from_order_status`,
    sql`select order_id as id from order_events where id > ${batchId} and id < ${batchEnd}`,
  ]);
  const orderIds = verified.results.map((row) => String(row.id));
  if (orderIds.length) {
    await db.batch([
      auditStatement(ctx, actor, { action: "verify-matched", entity: "order", entityId: null, details: { orders: orderIds.length } }),
    ]);
    // The bulk SQL moved the orders itself: their invoices follow, each numbered as a single verification's is.
    await issueMissingInvoices(ctx, orderIds);
    await mailVerified(ctx, orderIds);
  }
  const summary = await paymentSummary(ctx);
  return { verified: orderIds.length, remaining: summary.verifiable, orderIds };
}

/** The "payment received" news of each verified order, as a single verification sends it: the orders read together. */
async function mailVerified(ctx: ServiceContext, orderIds: string[]): Promise<void> {
  await notifyOrdersChanged(ctx, "verify", await getOrderViews(ctx, orderIds));
}

/**
 * Settles one order with one statement line: verifies a reported payment, or records an unreported one ("receive"),
 * through applyTransition with the line as its evidence. The line must not carry another order's reported reference,
 * and a line of another amount than the bill needs the admin's confirmation of the difference.
 */
export async function settleWithCredit(ctx: ServiceContext, actor: Principal, input: LinkCreditInput): Promise<OrderView> {
  const { db } = ctx;
  const credit = await db.query.bankCredits.findFirst({ where: eq(bankCredits.id, input.creditId) });
  if (!credit) throw notFound("That statement line was not found");
  const order = await db.query.orders.findFirst({ where: eq(orders.id, input.orderId) });
  if (!order) throw notFound("Order not found");
  const reversal = credit.utr ? await reversalOf(ctx, credit.id) : null;
  if (reversal) throw conflict(`The bank took this payment back on ${reversal}: it cannot pay an order`);
  if (credit.utr && credit.utr !== order.transactionId) {
    const owner = await db.query.orders.findFirst({ columns: { id: true }, where: eq(orders.transactionId, credit.utr) });
    if (owner) throw conflict(`This credit carries the UPI reference reported for order ${owner.id.slice(-6)}, not this one`);
  }
  // Issue 32: a COD order's advance by UPI is what a credit pays on such an order ("verify-advance"), not the bill.
  const advance = advanceStatusOf(order);
  const difference = credit.amountPaise - (advance ? order.advancePaise : order.billPaise);
  if (difference !== 0 && !input.confirm) {
    const amount = formatPaise(Math.abs(difference));
    if (advance) {
      throw conflict(
        difference < 0
          ? `The credit is ${amount} less than the advance. To accept it anyway, send {"confirm": true}.`
          : `The credit is ${amount} more than the advance. To accept it anyway, send {"confirm": true}.`,
      );
    }
    throw conflict(
      difference < 0
        ? `The credit is ${amount} less than the bill. To accept it anyway, send {"confirm": true}.`
        : `The credit is ${amount} more than the bill. To accept it anyway, send {"confirm": true}.`,
    );
  }
  const name = advance ? "verify-advance" : order.paymentStatus === "pending" ? "receive" : "verify";
  return applyTransition(ctx, actor, order.id, name, { evidence: { creditId: credit.id }, confirmUnderpaid: input.confirm === true });
}

/** The day of the reversal that cancels this credit, or null (the n-th reversal of a reference cancels its n-th credit). */
async function reversalOf(ctx: Pick<ServiceContext, "db">, creditId: string): Promise<string | null> {
  const [row] = await ctx.db.all<{ day: string | null }>(sql`with ${matchEntries()}
    select r.day from entries e join bank_credits c on c.id = e.credit_id
      join bank_reversals r on r.utr = c.utr
    where e.status = 'reversed' and e.credit_id = ${creditId} order by r.day limit 1`);
  return row?.day ?? null;
}

/** Saves the auto-verify switch and/or the date window of reference matches (issue 29), whichever the input gives. */
export async function savePaymentSettings(ctx: ServiceContext, actor: Principal, input: PaymentSettingsInput): Promise<PaymentSummary> {
  const now = nowIso();
  const set = {
    ...(input.autoVerify === undefined ? {} : { autoVerifyStatementMatches: input.autoVerify }),
    ...(input.matchWindowDays === undefined ? {} : { statementMatchWindowDays: input.matchWindowDays }),
  };
  await ctx.db.batch([
    ctx.db
      .insert(shopSettings)
      .values({ id: 1, ...set, updatedAt: now })
      .onConflictDoUpdate({ target: shopSettings.id, set }),
    auditStatement(ctx, actor, { action: "update", entity: "settings", entityId: "1", details: set }),
  ]);
  return paymentSummary(ctx);
}

export async function listMappings(ctx: Pick<ServiceContext, "db">): Promise<StatementMapping[]> {
  return ctx.db.select().from(statementMappings).orderBy(statementMappings.nameKey);
}

function mappingUpsert(ctx: Pick<ServiceContext, "db">, input: StatementMappingInput, now: string) {
  return ctx.db
    .insert(statementMappings)
    .values({ id: newId(), name: input.name, nameKey: input.name.toLowerCase(), columns: input.columns, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: statementMappings.nameKey, set: { name: input.name, columns: input.columns, updatedAt: now } });
}

const mappingAudit = (ctx: Pick<ServiceContext, "db">, actor: Principal, input: StatementMappingInput) =>
  auditStatement(ctx, actor, { action: "save", entity: "statement-mapping", entityId: null, details: { name: input.name } });

/** Saves a column mapping by name: a new name adds one, a known name (any case) replaces its columns. */
export async function saveMapping(ctx: ServiceContext, actor: Principal, input: StatementMappingInput): Promise<StatementMapping> {
  await ctx.db.batch([mappingUpsert(ctx, input, nowIso()), mappingAudit(ctx, actor, input)]);
  const row = await ctx.db.query.statementMappings.findFirst({ where: eq(statementMappings.nameKey, input.name.toLowerCase()) });
  return row!;
}
