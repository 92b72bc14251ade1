/**
 * `npm run db:backup -- [--remote] [--persist-to DIR] [--out DIR]`
 *
 * Exports the local D1 database (state folder `.wrangler/state`, or DIR) or, with `--remote`, the deployed one
 * to a timestamped SQL file in `.wrangler/backups/` (or `--out DIR`) and prints its path.
 *
 * The export is wrangler's own (`wrangler d1 export`: schema, one INSERT per row, d1_migrations included so a
 * restored database knows which migrations ran; SQLite's and Cloudflare's internal tables left out), put in
 * restore order by db/scripts/d1-sql.ts. `npm run db:restore -- FILE` loads it into an empty database.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { parseArgs } from "node:util";
import { CliError, describeTarget, wrangler, withStateFolder, userPath, type Target } from "./d1-cli.ts";
import { D1_MAX_STATEMENT_BYTES, normalizeDump, toSqlFile, userRowCount } from "./d1-sql.ts";

function main() {
  const { values } = parseArgs({
    options: {
      remote: { type: "boolean", default: false },
      "persist-to": { type: "string" },
      out: { type: "string" },
    },
  });
  const target: Target = values.remote ? { remote: true } : { remote: false, persistTo: userPath(values["persist-to"], ".wrangler/state") };
  if (!target.remote && !existsSync(join(target.persistTo, "v3", "d1"))) {
    throw new CliError(`No local D1 database in ${target.persistTo} (expected ${join(target.persistTo, "v3", "d1")}). Run npm start or npm run db:migrate first, or pass --persist-to.`);
  }

  const outDir = userPath(values.out, ".wrangler/backups");
  mkdirSync(outDir, { recursive: true });
  const created = new Date();
  const file = join(outDir, `ghani-${target.remote ? "remote" : "local"}-${created.toISOString().replace(/[:.]/g, "-")}.sql`);

  const work = mkdtempSync(join(tmpdir(), "ghani-backup-"));
  try {
    const raw = join(work, "export.sql");
    console.log(`Exporting ${describeTarget(target)}...`);
    if (target.remote) {
      wrangler(["d1", "export", "DB", "--remote", "--output", raw, "--skip-confirmation"], { show: true });
    } else {
      withStateFolder(target.persistTo, (configPath, cwd) => wrangler(["d1", "export", "DB", "--local", "--config", configPath, "--output", raw], { cwd }));
    }
    const dump = normalizeDump(readFileSync(raw, "utf8"));
    if (dump.tables.length === 0) throw new CliError(`${describeTarget(target)} has no tables: nothing to back up.`);

    const rows = userRowCount(dump.rows);
    writeFileSync(
      file,
      toSqlFile(dump.statements, [
        `Ghani D1 backup of ${describeTarget(target)}, taken ${created.toISOString()}.`,
        `${dump.tables.length} tables, ${rows} rows. Restore into an empty database: npm run db:restore -- <this file> [--remote | --persist-to DIR]`,
      ]),
    );
    const shown = relative(process.cwd(), file);
    console.log(`Backed up ${dump.tables.length} tables and ${rows} rows to:\n${shown.startsWith("..") ? file : shown}`);
    if (dump.oversized.length) {
      console.warn(
        `Warning: ${dump.oversized.length} statement(s) exceed D1's ${D1_MAX_STATEMENT_BYTES.toLocaleString("en")}-byte limit, so this file cannot be restored as is:\n  ${dump.oversized.slice(0, 5).join("\n  ")}`,
      );
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

try {
  main();
} catch (error) {
  console.error(error instanceof CliError ? error.message : error);
  process.exit(1);
}
