/**
 * Why this exists: `wrangler d1 migrations apply` runs every migrations/*.sql in file-name order and ignores
 * drizzle-kit's bookkeeping, so a hand-written migration applies fine while drizzle-kit's journal and snapshots
 * silently fall behind. drizzle-kit then numbers the next migration from the journal's last idx (not from the files)
 * and diffs the schema against the last snapshot *file name* in migrations/meta (not the journal), so a stale
 * journal made `npm run db:generate` write a second 0015_*.sql (issue 27). This check (part of `npm run lint`) keeps
 * the two histories in step:
 *   c) every migrations/*.sql has a journal entry and vice versa, in the same order, and the snapshots form one chain
 *      whose last link is the last journal entry's;
 *   a) drizzle-kit generate against the unchanged db/schema.ts (in a temp copy of migrations/) finds no changes
 *      (so this also fails when db/schema.ts was changed without generating its migration);
 *   b) the same with one extra table writes exactly one migration, numbered after the last file, holding only that
 *      table, and adds it to the journal.
 * It never writes to migrations/ (drizzle-kit runs on temp copies, which are removed), and runs offline.
 * A hand-written migration keeps the history whole when it starts as `npx drizzle-kit generate --custom --name x`
 * (journal entry, snapshot and an empty SQL file to fill in).
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

interface JournalEntry {
  idx: number;
  version: string;
  when: number;
  tag: string;
  breakpoints: boolean;
}
interface Journal {
  version: string;
  dialect: string;
  entries: JournalEntry[];
}
interface Snapshot {
  id: string;
  prevId: string;
}

const root = join(import.meta.dirname, "..", "..");
const migrationsDir = join(root, "migrations");
const schemaPath = join(root, "db", "schema.ts");
const requireFromRoot = createRequire(join(root, "package.json"));
const drizzleKitBin = join(dirname(requireFromRoot.resolve("drizzle-kit")), "bin.cjs");
const PROBE_TABLE = "check_migrations_probe";
// drizzle-kit asks on the terminal when a change could be a rename. Without one (stdin is ignored here) 0.31 prints
// "Interactive prompts require a TTY terminal", writes nothing and still exits 0; the cap is for versions that wait.
const GENERATE_TIMEOUT_MS = 40_000;

const failures: string[] = [];
const fail = (message: string) => failures.push(message);
const started = performance.now();

const sqlTags = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .map((f) => f.slice(0, -".sql".length));
const snapshotFiles = (dir: string) =>
  readdirSync(join(dir, "meta"))
    .filter((f) => !f.startsWith("_")) // drizzle-kit's own rule: every other file in meta/ is read as a snapshot
    .sort();
const readJson = <T>(file: string) => JSON.parse(readFileSync(file, "utf8")) as T;
const readJournal = (dir: string) => readJson<Journal>(join(dir, "meta", "_journal.json"));
const prefixOf = (idx: number) => String(idx).padStart(4, "0");

/** Hash of every file under migrations/, to prove at the end that the check left it alone. */
function folderHash(dir: string): string {
  const hash = createHash("sha256");
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }).sort((a, b) =>
    join(a.parentPath, a.name).localeCompare(join(b.parentPath, b.name)),
  )) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    hash.update(file).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex");
}

// c) The files, the journal and the snapshots tell one history.
function checkHistory(dir: string): void {
  const tags = sqlTags(dir);
  const journal = readJournal(dir);
  const entries = journal.entries;
  if (entries.length !== tags.length) {
    fail(`c) migrations/ has ${tags.length} SQL files but meta/_journal.json has ${entries.length} entries`);
  }
  const journalTags = new Set(entries.map((e) => e.tag));
  const fileTags = new Set(tags);
  const withoutEntry = tags.filter((t) => !journalTags.has(t));
  const withoutFile = entries.map((e) => e.tag).filter((t) => !fileTags.has(t));
  if (withoutEntry.length) fail(`c) SQL files missing from the journal: ${withoutEntry.join(", ")}`);
  if (withoutFile.length) fail(`c) journal entries without a SQL file: ${withoutFile.join(", ")}`);
  entries.forEach((entry, i) => {
    const where = `c) journal entry ${i} (${entry.tag})`;
    if (entry.tag !== tags[i]) fail(`${where}: the SQL file at this position is ${tags[i] ?? "(none)"}`);
    if (entry.idx !== i) fail(`${where}: idx is ${entry.idx}, expected ${i}`);
    // drizzle-kit names the next file after the journal's last idx; the files must carry the same numbers.
    if (!entry.tag.startsWith(`${prefixOf(i)}_`)) fail(`${where}: tag does not start with ${prefixOf(i)}_`);
    if (entry.breakpoints !== true) fail(`${where}: breakpoints is not true`);
    if (entry.version !== entries[0]?.version) fail(`${where}: version ${entry.version}, not ${entries[0]?.version}`);
    if (i > 0 && !(entry.when > (entries[i - 1]?.when ?? 0))) fail(`${where}: "when" does not increase`);
  });

  // drizzle-kit diffs against the last snapshot file by name, and refuses (with exit code 0!) two snapshots that
  // share a prevId. Each journal entry has its snapshot, named by its idx, each pointing at the one before.
  const snapshots = snapshotFiles(dir);
  const expected = entries.map((e) => `${prefixOf(e.idx)}_snapshot.json`);
  if (snapshots.join() !== expected.join()) {
    const missing = expected.filter((f) => !snapshots.includes(f));
    const extra = snapshots.filter((f) => !expected.includes(f));
    fail(
      `c) meta/ should hold one snapshot per journal entry (${expected[0]} … ${expected.at(-1)})` +
        (missing.length ? `; missing: ${missing.join(", ")}` : "") +
        (extra.length ? `; not in the journal: ${extra.join(", ")}` : ""),
    );
  }
  let prevId = "00000000-0000-0000-0000-000000000000";
  for (const file of snapshots) {
    const snapshot = readJson<Snapshot>(join(dir, "meta", file));
    if (snapshot.prevId !== prevId) fail(`c) ${file}: prevId ${snapshot.prevId}, but the snapshot before is ${prevId}`);
    prevId = snapshot.id;
  }
}

interface GenerateResult {
  output: string;
  newFiles: string[];
}

/** Runs drizzle-kit generate on a temp copy of migrations/ with the given schema module. */
function generate(workDir: string, schema: string): GenerateResult {
  const out = join(workDir, "migrations");
  cpSync(migrationsDir, out, { recursive: true });
  const before = new Set(readdirSync(out, { recursive: true }).map(String));
  // cwd is the temp dir and --out is relative: drizzle-kit reads snapshots as `./${path}`, which breaks absolute paths.
  const run = spawnSync(
    process.execPath,
    [drizzleKitBin, "generate", "--dialect", "sqlite", "--schema", schema, "--out", "./migrations", "--name", "probe"],
    {
      cwd: workDir,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      timeout: GENERATE_TIMEOUT_MS,
      env: { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1" },
    },
  );
  // Without drizzle-kit's list of every table ("users 15 columns 2 indexes 0 fks"), which only buries the message.
  const output = `${run.stdout ?? ""}${run.stderr ?? ""}`
    .split("\n")
    .filter((line) => line.trim() && !/^\S+ \d+ columns \d+ indexes \d+ fks$/.test(line.trim()))
    .slice(0, 30)
    .join("\n");
  if (run.error) throw new Error(`drizzle-kit generate did not finish (${run.error.message}); a question?\n${output}`);
  if (run.status !== 0) throw new Error(`drizzle-kit generate exited with ${run.status}\n${output}`);
  const newFiles = readdirSync(out, { recursive: true })
    .map(String)
    .filter((f) => !before.has(f))
    .sort();
  return { output, newFiles };
}

// a) The last snapshot is the current schema: nothing to generate.
function checkNoChanges(workDir: string): void {
  const { output, newFiles } = generate(workDir, schemaPath);
  if (!output.includes("No schema changes")) {
    fail(`a) drizzle-kit generate against db/schema.ts did not say "No schema changes":\n${output}`);
  }
  if (newFiles.length) {
    fail(
      `a) drizzle-kit generate against db/schema.ts wrote ${newFiles.join(", ")}: the schema has changes no ` +
        "migration holds yet (run npm run db:generate), or the last snapshot in migrations/meta is stale",
    );
  }
}

// b) One new table becomes exactly one migration, numbered after the last file, holding only that table.
function checkNextMigration(workDir: string): void {
  const tags = sqlTags(migrationsDir);
  const next = prefixOf(tags.length);
  const sqliteCore = requireFromRoot.resolve("drizzle-orm/sqlite-core");
  const probeSchema = join(workDir, "schema-with-probe.ts");
  writeFileSync(
    probeSchema,
    [
      `export * from ${JSON.stringify(schemaPath)};`,
      `import { sqliteTable, text } from ${JSON.stringify(sqliteCore)};`,
      `export const probe = sqliteTable(${JSON.stringify(PROBE_TABLE)}, { id: text("id").primaryKey() });`,
      "",
    ].join("\n"),
  );
  const { output, newFiles } = generate(workDir, probeSchema);
  const out = join(workDir, "migrations");
  const newSql = newFiles.filter((f) => f.endsWith(".sql"));
  const expectedName = new RegExp(`^${next}_[^/]*\\.sql$`);
  if (newSql.length !== 1 || !expectedName.test(newSql[0] ?? "")) {
    const wrote = newFiles.join(", ") || "nothing";
    fail(`b) with one new table, drizzle-kit should write one ${next}_*.sql; it wrote: ${wrote}\n${output}`);
    return;
  }
  const sqlFile = newSql[0] ?? "";
  const statements = readFileSync(join(out, sqlFile), "utf8")
    .split("--> statement-breakpoint")
    .map((s) => s.trim())
    .filter(Boolean);
  if (statements.length !== 1 || !statements[0]?.startsWith(`CREATE TABLE \`${PROBE_TABLE}\``)) {
    fail(
      `b) ${sqlFile} should only create ${PROBE_TABLE} (anything else means the last snapshot is not ` +
        `db/schema.ts):\n${statements.join("\n")}`,
    );
  }
  const journal = readJournal(out);
  const last = journal.entries.at(-1);
  if (journal.entries.length !== tags.length + 1 || last?.idx !== tags.length || `${last.tag}.sql` !== sqlFile) {
    fail(`b) the journal should end with idx ${tags.length} for ${sqlFile}; it ends with ${JSON.stringify(last)}`);
  }
  if (!newFiles.includes(join("meta", `${next}_snapshot.json`))) {
    fail(`b) drizzle-kit did not write meta/${next}_snapshot.json (new files: ${newFiles.join(", ")})`);
  }
}

const hashBefore = folderHash(migrationsDir);
const workDirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "ghani-check-migrations-"));
  workDirs.push(dir);
  return dir;
};
const checks: [string, () => void][] = [
  ["c)", () => checkHistory(migrationsDir)],
  ["a)", () => checkNoChanges(tempDir())],
  ["b)", () => checkNextMigration(tempDir())],
];
try {
  for (const [name, check] of checks) {
    try {
      check();
    } catch (error) {
      fail(`${name} ${error instanceof Error ? error.message : String(error)}`);
    }
  }
} finally {
  for (const dir of workDirs) rmSync(dir, { recursive: true, force: true });
}
if (folderHash(migrationsDir) !== hashBefore) fail("migrations/ changed while the check ran");
if (workDirs.some((dir) => existsSync(dir))) fail("a temp dir of the check was not removed");

const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (failures.length) {
  console.error(`check-migrations: migrations/, drizzle-kit's meta/ and db/schema.ts disagree (${seconds} s)`);
  for (const message of failures) console.error(`- ${message}`);
  console.error("What each check means: the comment at the top of db/scripts/check-migrations.ts.");
  process.exit(1);
}
const count = sqlTags(migrationsDir).length;
console.log(
  `check-migrations: ${count} migrations, journal and snapshots agree; drizzle-kit finds no schema changes and ` +
    `would write ${prefixOf(count)}_*.sql next (${seconds} s)`,
);
