import { is, SQL } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import * as schema from "./schema";

/**
 * One Drizzle client per request; cheap to create (it only wraps the D1 binding). Requests hand it their D1
 * session (worker/lib/d1-session.ts): a session has the binding's prepare() and batch(), all Drizzle calls.
 */
export function createDb(d1: D1Database | D1DatabaseSession) {
  return drizzle(d1 as D1Database, { schema });
}

export type Db = ReturnType<typeof createDb>;
export { schema };

type Statement = SQL | { toSQL(): { sql: string; params: unknown[] } };

/**
 * Runs statements as one D1 batch (atomic, one round trip) when some are raw SQL with parameters: Drizzle's own
 * `db.batch` cannot bind a raw `db.run(sql…)`/`db.all(sql…)` item's parameters (its raw query has no prepared
 * statement), so this prepares every item on the D1 binding itself. Answers D1's results, rows untyped.
 */
export async function rawBatch(db: Db, statements: Statement[]): Promise<D1Result<Record<string, unknown>>[]> {
  const dialect = new SQLiteAsyncDialect();
  const prepared = statements.map((statement) => {
    const query = is(statement, SQL) ? dialect.sqlToQuery(statement) : statement.toSQL();
    return db.$client.prepare(query.sql).bind(...query.params);
  });
  return db.$client.batch(prepared);
}
