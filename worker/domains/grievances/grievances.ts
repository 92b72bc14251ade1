/**
 * Consumer complaints (issue 20): filing a ticket (a signed-in customer, or a visitor with a name and an e-mail),
 * the customer's own list, the admin's list (overdue first), the admin's status changes with a reply at each step,
 * and the overview's counts. The rules (statuses, transitions, due times, overdue) are worker/domains/grievances/shared/status.ts.
 */
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import {
  grievanceDueTimes,
  indianYear,
  overdueKind,
  REOPEN_RULE,
  transitionTo,
  type GrievanceStatus,
} from "./shared/status";
import type { AdminGrievanceView, FiledGrievance, GrievanceEventView, GrievanceView } from "./shared/views";
import type { FileGrievanceInput, GrievanceListFilter, GrievanceUpdateInput } from "./shared/schemas";
import type { Principal } from "../accounts/shared/user";
import { grievanceCounters, grievanceEvents, grievances, type Grievance } from "./tables";
import { orders } from "../orders/tables";
import { users } from "../accounts/tables";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { enforceCounterLimit, hashKey, ipLimitSubject } from "../../lib/rate-limit";
import { auditStatementWhen } from "../../lib/audit";
import type { ServiceContext } from "../../http/context";
import { notifyGrievanceFiled, notifyGrievanceReply } from "./mail";

export const GRIEVANCE_NOT_FOUND_MESSAGE = "Complaint not found";
export const ORDER_NOT_FOUND_MESSAGE = "Order not found";
/** A visitor may file this many complaints an hour from one address (IPv6: one /64). */
export const VISITOR_FILINGS_PER_HOUR = 5;
export const VISITOR_LIMIT_MESSAGE = "Too many complaints from this connection. Please wait an hour, or sign in to file another.";
/** A signed-in customer may file this many an hour from their account (issue 29: each filing sends two mails). */
export const ACCOUNT_FILINGS_PER_HOUR = 5;
export const ACCOUNT_LIMIT_MESSAGE = `You can file at most ${ACCOUNT_FILINGS_PER_HOUR} complaints an hour. Please wait an hour, or add to an earlier complaint by replying to its e-mail.`;
/** The admin list shows at most this many tickets (unresolved ones first, so none that needs action is cut). */
export const ADMIN_LIST_LIMIT = 200;
/** Rows per IN list (D1 binds at most 100 parameters per statement). */
const IN_LIST_CHUNK = 90;

type Contact = { userId: string | null; name: string; email: string };

/** Who the complaint is from: a signed-in customer's account, or the name and e-mail a visitor gave. */
function contactOf(actor: Principal | null, input: FileGrievanceInput): Contact {
  if (actor) return { userId: actor.id, name: actor.name, email: actor.emailAddress };
  if (!input.name) throw badRequest("Name is required (or sign in to file the complaint from your account)");
  if (!input.emailAddress) throw badRequest("Email address is required, so that we can reply (or sign in)");
  // A visitor could name anyone's order: only a signed-in customer may, and only their own.
  if (input.orderId) throw badRequest("Sign in to name one of your orders (orderId) in a complaint");
  return { userId: null, name: input.name, email: input.emailAddress };
}

/** The order must be the customer's own; another customer's answers exactly as one that does not exist. */
async function assertOwnOrder(ctx: Pick<ServiceContext, "db">, userId: string, orderId: string): Promise<void> {
  const order = await ctx.db.query.orders.findFirst({ columns: { id: true }, where: and(eq(orders.id, orderId), eq(orders.userId, userId)) });
  if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
}

/** Counts a visitor's filing against their connection's hourly allowance (the address is stored only hashed). */
async function countVisitorFiling(ctx: Pick<ServiceContext, "db" | "ip">): Promise<void> {
  const key = `grievance:${await hashKey(ipLimitSubject(ctx.ip))}`;
  await enforceCounterLimit(ctx.db, { key, windowSeconds: 3600, max: VISITOR_FILINGS_PER_HOUR, message: VISITOR_LIMIT_MESSAGE });
}

/** Counts a signed-in customer's filing against their account's hourly allowance (the counter is keyed by the id). */
async function countAccountFiling(ctx: Pick<ServiceContext, "db">, actor: Principal): Promise<void> {
  await enforceCounterLimit(ctx.db, { key: `grievance-account:${actor.id}`, windowSeconds: 3600, max: ACCOUNT_FILINGS_PER_HOUR, message: ACCOUNT_LIMIT_MESSAGE });
}

/**
 * Files a complaint: the ticket, its first history step and its number in one batch. The number comes from the
 * year's counter, raised by an upsert in the same batch (D1 runs a batch as one transaction), so concurrent
 * filings get consecutive numbers, none twice (the ticket's unique index would refuse a duplicate anyway).
 * The customer and the shop are mailed after the ticket is saved.
 */
export async function fileGrievance(ctx: ServiceContext, actor: Principal | null, input: FileGrievanceInput): Promise<FiledGrievance> {
  const { db } = ctx;
  const contact = contactOf(actor, input);
  if (contact.userId && input.orderId) await assertOwnOrder(ctx, contact.userId, input.orderId);
  await (actor ? countAccountFiling(ctx, actor) : countVisitorFiling(ctx));

  const filedAt = new Date();
  const { ackDueAt, resolveDueAt } = grievanceDueTimes(filedAt);
  const year = indianYear(filedAt);
  const id = newId();
  const now = filedAt.toISOString();
  // GR-YYYY-NNNNN, as ticketNumber() in worker/domains/grievances/shared/status.ts writes it (a test checks they agree).
  const ticketSql = sql`printf('GR-%d-%05d', c.year, c.last_serial)`;
  const results = await db.batch([
    db
      .insert(grievanceCounters)
      .values({ year, lastSerial: 1 })
      .onConflictDoUpdate({ target: grievanceCounters.year, set: { lastSerial: sql`${grievanceCounters.lastSerial} + 1` } }),
    // The selected values follow the table's column order.
    db.insert(grievances).select(
      sql`select ${id}, ${ticketSql}, ${contact.userId}, ${contact.email}, ${contact.name}, ${input.category}, ${input.orderId}, ${input.description},
          'open', ${ackDueAt.toISOString()}, ${resolveDueAt.toISOString()}, null, null, ${ctx.lang}, ${now}, ${now}
        from grievance_counters c where c.year = ${year}`,
    ),
    db.insert(grievanceEvents).values({
      id: newId(),
      grievanceId: id,
      fromStatus: null,
      toStatus: "open",
      reply: null,
      actorId: contact.userId,
      actorRole: actor ? "customer" : "visitor",
      createdAt: now,
    }),
    db.select().from(grievances).where(eq(grievances.id, id)),
  ]);
  const grievance = results[3][0];
  // The grievance officer gets the complaint when Settings name one; consumer care otherwise (the shop's profile).
  await notifyGrievanceFiled(ctx, grievance);
  return { _id: grievance.id, ticket: grievance.ticket, status: grievance.status, ackDueAt: grievance.ackDueAt, resolveDueAt: grievance.resolveDueAt };
}

// ---- Reading -----------------------------------------------------------------------------------------------------

type EventRow = typeof grievanceEvents.$inferSelect & { actorEmail: string | null };

/** The history of each ticket, oldest step first (with the admin's e-mail for the admin's view). */
async function historyOf(ctx: Pick<ServiceContext, "db">, ids: string[]): Promise<Map<string, EventRow[]>> {
  const history = new Map<string, EventRow[]>(ids.map((id) => [id, []]));
  for (let i = 0; i < ids.length; i += IN_LIST_CHUNK) {
    const rows = await ctx.db
      .select({ event: grievanceEvents, actorEmail: users.emailAddress })
      .from(grievanceEvents)
      .leftJoin(users, and(eq(users.id, grievanceEvents.actorId), eq(grievanceEvents.actorRole, "admin")))
      .where(inArray(grievanceEvents.grievanceId, ids.slice(i, i + IN_LIST_CHUNK)))
      .orderBy(asc(grievanceEvents.id));
    for (const { event, actorEmail } of rows) history.get(event.grievanceId)?.push({ ...event, actorEmail });
  }
  return history;
}

function eventView(event: EventRow): GrievanceEventView {
  return { fromStatus: event.fromStatus, toStatus: event.toStatus, reply: event.reply, actorRole: event.actorRole, createdAt: event.createdAt };
}

function grievanceView(row: Grievance, history: EventRow[], now: Date): GrievanceView {
  return {
    _id: row.id,
    ticket: row.ticket,
    status: row.status,
    category: row.category,
    orderId: row.orderId,
    description: row.description,
    ackDueAt: row.ackDueAt,
    resolveDueAt: row.resolveDueAt,
    acknowledgedAt: row.acknowledgedAt,
    resolvedAt: row.resolvedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    overdue: overdueKind(row, now),
    history: history.map(eventView),
  };
}

function adminView(row: Grievance, history: EventRow[], now: Date): AdminGrievanceView {
  return {
    ...grievanceView(row, [], now),
    userId: row.userId,
    name: row.name,
    emailAddress: row.email,
    history: history.map((event) => ({ ...eventView(event), actorEmail: event.actorEmail })),
  };
}

/** The signed-in customer's own tickets, newest first, with the replies they were sent. */
export async function listOwnGrievances(ctx: Pick<ServiceContext, "db">, actor: Principal): Promise<GrievanceView[]> {
  const rows = await ctx.db.select().from(grievances).where(eq(grievances.userId, actor.id)).orderBy(desc(grievances.createdAt), desc(grievances.id));
  const history = await historyOf(ctx, rows.map((row) => row.id));
  const now = new Date();
  return rows.map((row) => grievanceView(row, history.get(row.id) ?? [], now));
}

/**
 * The overdue rule of worker/domains/grievances/shared/status.ts (overdueKind) in SQL, at `now`: not resolved after its resolution
 * was due, or still open after its acknowledgement was due. ISO-8601 UTC strings compare as the instants they name.
 */
function overdueSql(now: string): SQL {
  return sql`((${grievances.status} != 'resolved' and ${grievances.resolveDueAt} < ${now}) or (${grievances.status} = 'open' and ${grievances.ackDueAt} < ${now}))`;
}

/** nextDueAt() of worker/domains/grievances/shared/status.ts in SQL: the acknowledgement while open, then the resolution. */
const nextDueSql = sql`case ${grievances.status} when 'open' then ${grievances.ackDueAt} when 'acknowledged' then ${grievances.resolveDueAt} end`;

function filterSql(filter: GrievanceListFilter | undefined): SQL | undefined {
  if (!filter) return undefined;
  if (filter === "unresolved") return ne(grievances.status, "resolved");
  return eq(grievances.status, filter satisfies GrievanceStatus);
}

/**
 * Every ticket for the admin: overdue ones first (the longest overdue first), then the rest that need action by
 * their next due time, then the resolved ones, newest resolution first.
 */
export async function listGrievancesForAdmin(ctx: Pick<ServiceContext, "db">, filter?: GrievanceListFilter): Promise<AdminGrievanceView[]> {
  const now = new Date();
  const at = now.toISOString();
  const rows = await ctx.db
    .select()
    .from(grievances)
    .where(filterSql(filter))
    .orderBy(
      sql`case when ${overdueSql(at)} then 0 when ${grievances.status} != 'resolved' then 1 else 2 end`,
      asc(nextDueSql),
      desc(grievances.resolvedAt),
      asc(grievances.id),
    )
    .limit(ADMIN_LIST_LIMIT);
  const history = await historyOf(ctx, rows.map((row) => row.id));
  return rows.map((row) => adminView(row, history.get(row.id) ?? [], now));
}

async function adminGrievance(ctx: Pick<ServiceContext, "db">, id: string): Promise<AdminGrievanceView> {
  const row = await ctx.db.query.grievances.findFirst({ where: eq(grievances.id, id) });
  if (!row) throw notFound(GRIEVANCE_NOT_FOUND_MESSAGE);
  const history = await historyOf(ctx, [id]);
  return adminView(row, history.get(id) ?? [], new Date());
}

// ---- The admin's steps ---------------------------------------------------------------------------------------

/**
 * Moves a ticket to `status` with the reply the customer is sent: only along the table's transitions (409 naming
 * the rule otherwise). The UPDATE is conditional on the status read, and its history step and audit entry are
 * written only if it applied, all in one batch: of two admins answering at once, one wins and the other is told.
 */
export async function updateGrievance(ctx: ServiceContext, actor: Principal, id: string, input: GrievanceUpdateInput): Promise<AdminGrievanceView> {
  const { db } = ctx;
  const row = await db.query.grievances.findFirst({ where: eq(grievances.id, id) });
  if (!row) throw notFound(GRIEVANCE_NOT_FOUND_MESSAGE);
  const transition = transitionTo(input.status);
  if (!transition) throw conflict(REOPEN_RULE);
  if (!transition.from.includes(row.status)) throw conflict(transition.rule);

  const now = nowIso();
  // Resolving an open ticket acknowledges it too: the resolving reply is the first answer the customer gets.
  const changes: Partial<Grievance> =
    transition.to === "acknowledged" ? { status: "acknowledged", acknowledgedAt: now, updatedAt: now } : { status: "resolved", acknowledgedAt: row.acknowledgedAt ?? now, resolvedAt: now, updatedAt: now };
  const eventId = newId();
  const recorded = sql`exists (select 1 from grievance_events e where e.id = ${eventId})`;
  const [applied] = await db.batch([
    db
      .update(grievances)
      .set(changes)
      .where(and(eq(grievances.id, id), eq(grievances.status, row.status)))
      .returning({ id: grievances.id }),
    // Recorded only when the update above changed the row (changes() counts the previous statement's rows).
    db.insert(grievanceEvents).select(sql`select ${eventId}, ${id}, ${row.status}, ${transition.to}, ${input.reply}, ${actor.id}, 'admin', ${now} where changes() = 1`),
    auditStatementWhen(ctx, actor, { action: "update", entity: "grievance", entityId: id, details: { name: row.ticket, from: row.status, to: transition.to } }, recorded),
  ]);
  if (applied.length !== 1) throw conflict("The complaint was changed by someone else just now. Please reload and try again.");

  await notifyGrievanceReply(ctx, { ...row, ...changes }, transition, input.reply);
  return adminGrievance(ctx, id);
}

// ---- Counts and choices ---------------------------------------------------------------------------------------

export type GrievanceCounts = { open: number; overdue: number };

/** Tickets not yet resolved ("open" in the everyday sense: open or acknowledged) and how many of them are overdue. */
export async function grievanceCounts(ctx: Pick<ServiceContext, "db">): Promise<GrievanceCounts> {
  const row = await ctx.db.get<{ open: number; overdue: number | null }>(sql`
    select count(*) as open, sum(${overdueSql(nowIso())}) as overdue from ${grievances} where ${grievances.status} != 'resolved'
  `);
  return { open: row.open, overdue: row.overdue ?? 0 };
}

export type ComplaintOrderChoice = { id: string; createdAt: string; billPaise: number };

/** The signed-in customer's most recent orders, for the complaint form's "which order" choice. */
export async function ordersForComplaint(ctx: Pick<ServiceContext, "db">, actor: Principal, limit = 50): Promise<ComplaintOrderChoice[]> {
  return ctx.db
    .select({ id: orders.id, createdAt: orders.createdAt, billPaise: orders.billPaise })
    .from(orders)
    .where(eq(orders.userId, actor.id))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}
