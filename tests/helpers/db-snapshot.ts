/**
 * Whole-database snapshots for "nothing else changed" assertions: every row of every application table, keyed by
 * its primary key, read in one D1 batch. `diffSnapshots` lists the rows added, removed or changed (with the
 * changed column names), so a test can say exactly which rows a request was allowed to touch.
 */
import { env } from "./api";

export type Row = Record<string, unknown>;
export type Snapshot = Map<string, Map<string, Row>>;
export type RowChange =
  | { table: string; key: string; kind: "added"; row: Row }
  | { table: string; key: string; kind: "removed"; row: Row }
  | { table: string; key: string; kind: "changed"; columns: string[]; before: Row; after: Row };

/**
 * Left out: counters that legitimately move on refused requests (per-address rate limits), the catalogue
 * version, which triggers bump with every catalogue change, and the product search text, which triggers re-write
 * with every product change (both derived, like an index).
 */
const IGNORED_TABLES = new Set(["rate_limit_counters", "d1_migrations", "catalogue_version", "product_search"]);

let tablesCache: { name: string; keyColumns: string[] }[] | null = null;

async function tables() {
  if (tablesCache) return tablesCache;
  const { results } = await env.DB.prepare(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\' and name not like '\\_cf\\_%' escape '\\'",
  ).all<{ name: string }>();
  const names = results.map((row) => row.name).filter((name) => !IGNORED_TABLES.has(name));
  const info = await env.DB.batch(names.map((name) => env.DB.prepare("select name, pk from pragma_table_info(?) order by pk").bind(name)));
  tablesCache = names.map((name, index) => {
    const columns = info[index].results as { name: string; pk: number }[];
    const keyColumns = columns.filter((column) => column.pk > 0).map((column) => column.name);
    return { name, keyColumns: keyColumns.length ? keyColumns : columns.map((column) => column.name) };
  });
  return tablesCache;
}

export async function snapshotDb(): Promise<Snapshot> {
  const list = await tables();
  const results = await env.DB.batch(list.map(({ name }) => env.DB.prepare(`select * from "${name}"`)));
  const snapshot: Snapshot = new Map();
  list.forEach(({ name, keyColumns }, index) => {
    const rows = new Map<string, Row>();
    for (const row of results[index].results as Row[]) rows.set(keyColumns.map((column) => String(row[column])).join("|"), row);
    snapshot.set(name, rows);
  });
  return snapshot;
}

export function diffSnapshots(before: Snapshot, after: Snapshot): RowChange[] {
  const changes: RowChange[] = [];
  for (const [table, afterRows] of after) {
    const beforeRows = before.get(table) ?? new Map<string, Row>();
    for (const [key, row] of afterRows) {
      const old = beforeRows.get(key);
      if (!old) {
        changes.push({ table, key, kind: "added", row });
        continue;
      }
      const columns = Object.keys(row).filter((column) => row[column] !== old[column]);
      if (columns.length) changes.push({ table, key, kind: "changed", columns, before: old, after: row });
    }
    for (const [key, row] of beforeRows) if (!afterRows.has(key)) changes.push({ table, key, kind: "removed", row });
  }
  return changes;
}

/** One line per change, e.g. "products ~ 01ABC… [name, updated_at]", for readable assertion failures. */
export function describeChanges(changes: RowChange[]): string[] {
  return changes
    .map((change) =>
      change.kind === "changed" ? `${change.table} ~ ${change.key} [${change.columns.join(", ")}]` : `${change.table} ${change.kind === "added" ? "+" : "-"} ${change.key}`,
    )
    .sort();
}
