/**
 * Backup and restore (`npm run db:backup`, `npm run db:restore`): the journey server's database is backed up,
 * restored into a fresh state folder, and every table (schema, row count and a checksum of its rows) must
 * match. A restore into a database that has tables is refused unless --replace.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { after, before, describe, test } from "node:test";

const root = join(import.meta.dirname, "..", "..");
const SOURCE = resolve(root, process.env.E2E_STATE_DIR ?? ".wrangler/state");
// Wrangler's own script and our scripts run with this Node (24), whatever node is first on PATH.
const wranglerJs = join(root, "node_modules", "wrangler", "bin", "wrangler.js");

function run(args: string[]) {
  return spawnSync(process.execPath, args, { cwd: root, encoding: "utf8", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } });
}

/** Runs read-only SQL (statements separated by `;`) on a local state folder; the rows of each statement. */
function sql(state: string, command: string): Record<string, unknown>[][] {
  const result = run([wranglerJs, "d1", "execute", "DB", "--local", "--persist-to", state, "--json", "--command", command]);
  assert.equal(result.status, 0, `query failed: ${result.stdout}${result.stderr}`);
  return (JSON.parse(result.stdout) as { results: Record<string, unknown>[] }[]).map((statement) => statement.results);
}

type Snapshot = { schema: string[]; tables: Record<string, { rows: number; checksum: string }> };

const SCHEMA_SQL =
  "select type, name, sql from sqlite_master where sql is not null and name not glob 'sqlite_*' and name not glob '_cf_*' order by type, name";

/**
 * Schema objects, and per table its row count and a checksum of its rows (order-independent). With the
 * table list known (`tables`), it takes a single wrangler run.
 */
function snapshot(state: string, tables?: string[]): Snapshot {
  const names = tables ?? sql(state, SCHEMA_SQL)[0].filter((o) => o.type === "table").map((o) => String(o.name));
  assert.ok(names.length > 0, `no tables in ${state}`);
  const [objects, ...results] = sql(state, [SCHEMA_SQL, ...[...names, "sqlite_sequence"].map((t) => `select * from "${t.replaceAll('"', '""')}"`)].join("; "));
  const summary: Snapshot["tables"] = {};
  [...names, "sqlite_sequence"].forEach((table, index) => {
    const rows = results[index].map((row) => JSON.stringify(row)).sort();
    summary[table] = { rows: rows.length, checksum: createHash("sha256").update(rows.join("\n")).digest("hex") };
  });
  // SQLite keeps CREATE TABLE text as written minus IF NOT EXISTS; compare it without that and spacing.
  const schema = objects.map((o) => `${o.type} ${o.name} ${String(o.sql).replace(/\s+/g, " ").replace(/^CREATE TABLE IF NOT EXISTS/i, "CREATE TABLE")}`);
  return { schema, tables: summary };
}

let work: string;
let backupFile = "";
let source: Snapshot;
const tableNames = () => Object.keys(source.tables).filter((t) => t !== "sqlite_sequence");

/** Puts a paid order into the journey database (through the API), so orders, their lines, events and the
 * sales roll-ups have rows to back up whatever journeys ran before. */
async function placePaidOrder(baseUrl: string) {
  const call = async (path: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: init.method ?? "GET",
      headers: {
        "Content-Type": "application/json",
        "CF-Connecting-IP": "198.51.100.77", // its own IP: the journeys' sign-ins do not count against it
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    assert.ok(response.ok, `${init.method ?? "GET"} ${path}: ${response.status}`);
    return (await response.json()) as any;
  };
  // A customer of this journey alone, so the order does not depend on (or change) the demo customer's.
  const { token } = await call("/api/signup", {
    method: "POST",
    body: {
      name: "Backup Tester",
      phoneNumber: "9876501234",
      emailAddress: `backup.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`,
      password: "Backup#Pass2026",
      address: { doorNo: "7-1", street: "Market Road", city: "Guntur", pincode: "522001", state: "Andhra Pradesh" },
    },
  });
  const { products } = await call("/api/admin/product/all");
  const order = await call("/api/order", { method: "POST", token, body: { products: [{ productId: products[0]._id, quantity: 2 }] } });
  const transactionId = `7${String(Date.now()).slice(-11)}`;
  await call(`/api/order/${order._id}`, { method: "PUT", token, body: { amountPaid: order.bill, transactionId, paymentStatus: "done" } });
}

before(async () => {
  work = mkdtempSync(join(tmpdir(), "ghani-backup-test-"));
  if (process.env.E2E_BASE_URL) await placePaidOrder(process.env.E2E_BASE_URL);
});
after(() => {
  rmSync(work, { recursive: true, force: true });
});

describe("database backup and restore", () => {
  test("npm run db:backup writes a timestamped SQL file of the journey database", () => {
    // The journey server is live: retry until no write lands between the backup and the reads around it.
    for (let attempt = 1; ; attempt++) {
      const before = snapshot(SOURCE);
      const result = run(["db/scripts/backup.ts", "--persist-to", SOURCE, "--out", join(work, "backups")]);
      assert.equal(result.status, 0, result.stderr);
      backupFile = result.stdout.trim().split("\n").at(-1) ?? "";
      assert.match(backupFile, /ghani-local-\d{4}-\d\d-\d\dT[\d-]+Z\.sql$/);
      source = snapshot(SOURCE, Object.keys(before.tables).filter((t) => t !== "sqlite_sequence"));
      if (JSON.stringify(before) === JSON.stringify(source) || attempt === 3) break;
    }
    assert.ok(source.tables.users.rows >= 2, "the demo accounts are in the source");
    assert.ok(source.tables.d1_migrations.rows >= 1, "d1_migrations is in the source");
    if (process.env.E2E_BASE_URL) assert.ok(source.tables.order_events.rows >= 1, "orders and their events are in the source");
  });

  test("restoring it into an empty database gives identical tables, row counts and rows", () => {
    const fresh = join(work, "restored");
    const result = run(["db/scripts/restore.ts", backupFile, "--persist-to", fresh]);
    assert.equal(result.status, 0, `${result.stdout}${result.stderr}`);
    assert.match(result.stdout, /row counts match the backup/);
    const restored = snapshot(fresh, tableNames());
    assert.deepEqual(restored.schema, source.schema);
    assert.deepEqual(restored.tables, source.tables);
  });

  test("a restore into a database with tables is refused without --replace, and goes through with it", () => {
    const fresh = join(work, "restored");
    const refused = run(["db/scripts/restore.ts", backupFile, "--persist-to", fresh]);
    assert.equal(refused.status, 1);
    assert.match(refused.stderr, /Refusing to restore: .* is not empty/);
    assert.match(refused.stderr, /--replace/);

    const replaced = run(["db/scripts/restore.ts", backupFile, "--persist-to", fresh, "--replace"]);
    assert.equal(replaced.status, 0, `${replaced.stdout}${replaced.stderr}`);
    assert.match(replaced.stdout, /after dropping its tables/);
    assert.match(replaced.stdout, /row counts match the backup/);
  });
});
