/**
 * `npm run db:restore -- FILE [--remote] [--persist-to DIR] [--replace] [--yes]`
 *
 * Loads a backup made by `npm run db:backup` (or any `wrangler d1 export` file) into the local D1 database
 * (state folder `.wrangler/state`, or DIR) or, with `--remote`, into the deployed one.
 *
 * The database must be empty: when it already has tables the restore is refused, unless `--replace`, which
 * drops every table and view first (in the same run as the restore; locally both happen in one transaction).
 * `--replace` on the deployed database asks for confirmation, or takes `--yes`.
 *
 * Afterwards every table's row count is compared with the backup's.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { CliError, describeTarget, dropOrder, inspect, quoteId, rowCounts, targetFlags, wrangler, userPath, type Target } from "./d1-cli.ts";
import { D1_MAX_STATEMENT_BYTES, isInternalTable, normalizeDump, toSqlFile, userRowCount } from "./d1-sql.ts";

async function confirm(question: string): Promise<boolean> {
  if (!process.stdin.isTTY) return false;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question(question)).trim() === "REPLACE";
  } finally {
    rl.close();
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      remote: { type: "boolean", default: false },
      "persist-to": { type: "string" },
      replace: { type: "boolean", default: false },
      yes: { type: "boolean", default: false },
    },
  });
  if (positionals.length !== 1) throw new CliError("Usage: npm run db:restore -- FILE [--remote] [--persist-to DIR] [--replace] [--yes]");
  const file = userPath(positionals[0], "");
  const target: Target = values.remote ? { remote: true } : { remote: false, persistTo: userPath(values["persist-to"], ".wrangler/state") };

  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    throw new CliError(`Cannot read the backup file ${file}`);
  }
  const dump = normalizeDump(text);
  if (dump.tables.length === 0) throw new CliError(`${file} creates no table: it is not a database backup.`);
  if (dump.oversized.length) {
    throw new CliError(
      `D1 refuses statements over ${D1_MAX_STATEMENT_BYTES.toLocaleString("en")} bytes; this file has ${dump.oversized.length}:\n  ${dump.oversized.slice(0, 5).join("\n  ")}\nSplit those INSERTs into smaller rows first.`,
    );
  }

  const { objects: existing, foreignKeys } = inspect(target);
  if (existing.length > 0 && !values.replace) {
    const names = existing.map((object) => object.name);
    throw new CliError(
      `Refusing to restore: ${describeTarget(target)} is not empty; it has ${existing.length} tables/views (${names.slice(0, 6).join(", ")}${names.length > 6 ? ", ..." : ""}).\n` +
        "Restore into an empty database, or pass --replace to drop every table first (this deletes their data).",
    );
  }
  if (existing.length > 0 && target.remote && !values.yes) {
    console.log(`--replace drops all ${existing.length} tables/views of the deployed database, then loads ${file}.`);
    if (!(await confirm("Type REPLACE to continue: "))) throw new CliError("Not confirmed: nothing was changed. (Non-interactive runs need --yes.)");
  }

  // One file: the drops (children before parents), then the backup. Locally wrangler runs it as one batch,
  // so a failure leaves the database as it was.
  const drops: string[] = [];
  if (existing.length > 0) {
    for (const view of existing.filter((object) => object.type === "view")) drops.push(`DROP VIEW IF EXISTS ${quoteId(view.name)}`);
    const tables = existing.filter((object) => object.type === "table").map((object) => object.name);
    for (const table of dropOrder(tables, foreignKeys)) drops.push(`DROP TABLE IF EXISTS ${quoteId(table)}`);
  }
  const work = mkdtempSync(join(tmpdir(), "ghani-restore-"));
  try {
    const input = join(work, "restore.sql");
    writeFileSync(input, toSqlFile([...(drops.length ? ["PRAGMA defer_foreign_keys=TRUE", ...drops] : []), ...dump.statements]));
    console.log(`Restoring ${dump.tables.length} tables and ${userRowCount(dump.rows)} rows into ${describeTarget(target)}${drops.length ? " (after dropping its tables)" : ""}...`);
    try {
      wrangler(["d1", "execute", "DB", ...targetFlags(target), "--file", input, "--yes"], { show: target.remote });
    } catch (error) {
      if (target.remote || !(error instanceof CliError)) throw error;
      throw new CliError(`${error.message}\nThe restore ran as one transaction: the local database is unchanged.`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }

  // Check: every table is back with as many rows as the backup holds.
  const restoredTables = dump.tables.filter((table) => !isInternalTable(table));
  const counts = rowCounts(target, restoredTables);
  const wrong = restoredTables.filter((table) => counts.get(table) !== (dump.rows.get(table) ?? 0));
  if (wrong.length) {
    throw new CliError(`Restore incomplete: row counts differ for ${wrong.map((t) => `${t} (${counts.get(t) ?? "missing"} vs ${dump.rows.get(t) ?? 0})`).join(", ")}`);
  }
  console.log(`Restored ${restoredTables.length} tables and ${userRowCount(dump.rows)} rows; row counts match the backup.`);
}

try {
  await main();
} catch (error) {
  console.error(error instanceof CliError ? error.message : error);
  process.exit(1);
}
