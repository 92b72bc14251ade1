/**
 * Running wrangler's D1 commands for db/scripts/backup.ts and db/scripts/restore.ts, on the local database (any state folder)
 * or on the deployed one. Wrangler runs with this Node (24), whatever `node` is first on PATH.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { isInternalTable } from "./d1-sql.ts";

export const root = join(import.meta.dirname, "..", "..");
const wranglerJs = join(root, "node_modules", "wrangler", "bin", "wrangler.js");

/**
 * A path given on the command line, relative to where the user ran npm (INIT_CWD); a default is relative to
 * the project, like the other scripts' `.wrangler/state`.
 */
export function userPath(value: string | undefined, fallback: string): string {
  return value === undefined ? resolve(root, fallback) : resolve(process.env.INIT_CWD ?? process.cwd(), value);
}

/** Where a command acts: the deployed database, or a local state folder (the one `--persist-to` names). */
export type Target = { remote: true } | { remote: false; persistTo: string };

export const describeTarget = (target: Target) => (target.remote ? "the deployed (remote) D1 database" : `the local D1 database in ${target.persistTo}`);

/** Thrown for failures the user can act on; the scripts print the message alone. */
export class CliError extends Error {}

/**
 * Runs wrangler. `show` streams its output to this terminal (remote commands: progress and login problems
 * stay visible); otherwise output is captured and returned, and shown only when the command fails.
 */
export function wrangler(args: string[], options: { cwd?: string; show?: boolean } = {}): string {
  const result = spawnSync(process.execPath, [wranglerJs, ...args], {
    cwd: options.cwd ?? root,
    encoding: "utf8",
    stdio: options.show ? "inherit" : ["ignore", "pipe", "pipe"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    maxBuffer: 1024 * 1024 * 1024,
  });
  if (result.status !== 0) {
    // eslint-disable-next-line no-control-regex
    const output = `${result.stdout ?? ""}${result.stderr ?? ""}`.replace(/\x1b\[[0-9;]*m/g, "").trim();
    // Wrangler's own error lines, without its banner, when there are some.
    const errorLines = output.split("\n").filter((line) => line.includes("[ERROR]"));
    let reason = errorLines.length ? errorLines.join("\n").trim() : output;
    try {
      reason = (JSON.parse(result.stdout) as { error?: { text?: string } }).error?.text ?? output;
    } catch {
      // not JSON output
    }
    throw new CliError(`wrangler ${args.slice(0, 3).join(" ")} failed${reason ? `:\n${reason}` : ""}`);
  }
  return result.stdout ?? "";
}

/** The flags that point a `wrangler d1 execute` at the target. */
export const targetFlags = (target: Target) => (target.remote ? ["--remote"] : ["--local", "--persist-to", target.persistTo]);

/**
 * Runs SQL (one or more statements separated by `;`) and returns each statement's rows. Read-only use only:
 * the backup and restore scripts never write through this.
 */
export function query<T = Record<string, unknown>>(target: Target, sql: string): T[][] {
  const stdout = wrangler(["d1", "execute", "DB", ...targetFlags(target), "--json", "--command", sql]);
  return (JSON.parse(stdout) as { results: T[] }[]).map((statement) => statement.results);
}

/**
 * `wrangler d1 export --local` has no `--persist-to`: it reads `.wrangler/state` next to the configuration
 * file. This runs `fn` with a throw-away folder holding a copy of wrangler.toml and a `.wrangler/state`
 * symlink to the wanted state folder, so the export reads exactly that folder.
 */
export function withStateFolder<T>(persistTo: string, fn: (configPath: string, cwd: string) => T): T {
  const folder = mkdtempSync(join(tmpdir(), "ghani-d1-"));
  try {
    const configPath = join(folder, "wrangler.toml");
    copyFileSync(join(root, "wrangler.toml"), configPath);
    mkdirSync(join(folder, ".wrangler"));
    symlinkSync(persistTo, join(folder, ".wrangler", "state"), "junction");
    return fn(configPath, folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export type SchemaObject = { name: string; type: "table" | "view" };
type ForeignKey = { child: string; parent: string };

const OBJECTS_SQL = "select name, type from sqlite_master where type in ('table', 'view') order by name";
const FOREIGN_KEYS_SQL =
  "select m.name as child, f.\"table\" as parent from sqlite_master m join pragma_foreign_key_list(m.name) f where m.type = 'table'";

/**
 * The database's own tables and views (d1_migrations included; SQLite's and Cloudflare's internal ones not)
 * and the foreign keys between tables (empty when the database does not let us read them).
 */
export function inspect(target: Target): { objects: SchemaObject[]; foreignKeys: ForeignKey[] } {
  let objects: SchemaObject[];
  let foreignKeys: ForeignKey[] = [];
  try {
    const [tables, keys] = query<SchemaObject & ForeignKey>(target, `${OBJECTS_SQL}; ${FOREIGN_KEYS_SQL}`);
    objects = tables;
    foreignKeys = keys;
  } catch {
    [objects] = query<SchemaObject>(target, OBJECTS_SQL);
  }
  return { objects: objects.filter((row) => !isInternalTable(row.name)), foreignKeys };
}

/**
 * Tables in an order that drops children before the tables they reference, so no DROP trips a foreign key
 * (with unknown foreign keys the given order is kept; the restore defers foreign keys anyway).
 */
export function dropOrder(tables: string[], foreignKeys: ForeignKey[]): string[] {
  const remaining = new Set(tables);
  const ordered: string[] = [];
  while (remaining.size > 0) {
    // A table can go once no other remaining table references it.
    const free = [...remaining].filter((table) => !foreignKeys.some((fk) => fk.parent === table && fk.child !== table && remaining.has(fk.child)));
    const batch = free.length > 0 ? free : [...remaining]; // a reference cycle: defer_foreign_keys covers it
    for (const table of batch) {
      ordered.push(table);
      remaining.delete(table);
    }
  }
  return ordered;
}

/** A SQL identifier in double quotes. */
export const quoteId = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Row counts of the given tables (one statement per table, all in one wrangler run). */
export function rowCounts(target: Target, tables: string[]): Map<string, number> {
  if (tables.length === 0) return new Map();
  const results = query<{ n: number }>(target, tables.map((table) => `select count(*) as n from ${quoteId(table)}`).join("; "));
  return new Map(tables.map((table, index) => [table, results[index][0].n]));
}
