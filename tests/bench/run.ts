/**
 * `npm run bench`: measures the built app on this machine and checks the storefront's budgets.
 *
 * 1. A fresh local D1 in a temp folder, migrated, seeded with the demo shop and topped up to 100 products.
 * 2. The built Worker served by `wrangler dev` with D1_STATEMENT_HEADER=on (each response says how many SQL
 *    statements it ran).
 * 3. Requests per second (autocannon, same settings for every route) of /api/health, /api/admin/product/all,
 *    / and /shop, each also as a ratio to /api/health.
 * 4. D1 statements per request for those routes, at 100 and again at 1,000 products (must not grow).
 * 5. The gzip size of the JavaScript each public page loads on a first visit.
 *
 * Budgets (from the storefront issue): at most 3 statements per public page or list request, constant as the
 * catalogue grows; at most 130 kB gzip of JavaScript on / and /shop. The script exits 1 if one is broken.
 */
import autocannon from "autocannon";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { topUpProducts } from "./seed-bench.ts";

const root = join(import.meta.dirname, "..", "..");
const wrangler = join(root, "node_modules", ".bin", "wrangler");
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 16;
const STATEMENT_BUDGET = 3;
const JS_BUDGET_KB = 130;

const LOAD_ROUTES = ["/api/health", "/api/admin/product/all", "/", "/shop"];
const PAGE_ROUTES = ["/", "/shop", "/blobs", "/promotions", "/commonqueries"];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: root, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed:\n${result.stderr}`);
}

async function waitForHealth(url: string, server: ChildProcess) {
  for (let i = 0; i < 200; i++) {
    if (server.exitCode !== null) throw new Error("server exited");
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error("server did not start");
}

async function requestsPerSecond(url: string): Promise<{ rps: number; p50: number; p99: number; errors: number }> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function statementsFor(base: string, path: string): Promise<number> {
  const response = await fetch(`${base}${path}`);
  await response.arrayBuffer();
  return Number(response.headers.get("X-D1-Statements") ?? Number.NaN);
}

/** Every script a first visit loads: module scripts, modulepreloads and the entry's dynamic imports. */
async function javascriptKb(base: string, path: string): Promise<number> {
  const html = await (await fetch(`${base}${path}`)).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/import\(?\s*"([^"]+\.js)"/g)) urls.add(match[1]);
  let bytes = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return bytes / 1024;
}

const pad = (text: string | number, width: number) => String(text).padEnd(width);

async function main() {
  const state = mkdtempSync(join(tmpdir(), "ghani-bench-"));
  const vars = join(state, "bench.vars");
  writeFileSync(vars, `JWT_SECRET=${randomBytes(32).toString("hex")}\n`);
  let server: ChildProcess | undefined;
  const failures: string[] = [];
  try {
    run(wrangler, ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state]);
    run(process.execPath, [join(root, "db", "seed.ts"), "--persist-to", state]);
    await topUpProducts(state, 100);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = spawn(
      wrangler,
      ["dev", "--config", "build/server/wrangler.json", "--env-file", vars, "--persist-to", state, "--port", String(port),
        "--ip", "127.0.0.1", "--var", "D1_STATEMENT_HEADER:on", "--log-level", "error", "--show-interactive-dev-session=false"],
      { cwd: root, stdio: ["ignore", "ignore", "inherit"], detached: true },
    );
    await waitForHealth(base, server);
    for (const path of LOAD_ROUTES) await fetch(`${base}${path}`); // warm up

    console.log(`\nThroughput (autocannon, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per route, local wrangler dev)`);
    const throughput: Record<string, number> = {};
    console.log(`${pad("route", 26)}${pad("req/s", 10)}${pad("vs health", 11)}${pad("p50 ms", 9)}${pad("p99 ms", 9)}errors`);
    for (const path of LOAD_ROUTES) {
      const result = await requestsPerSecond(`${base}${path}`);
      throughput[path] = result.rps;
      const ratio = result.rps / throughput["/api/health"];
      console.log(`${pad(path, 26)}${pad(result.rps.toFixed(0), 10)}${pad(ratio.toFixed(2), 11)}${pad(result.p50, 9)}${pad(result.p99, 9)}${result.errors}`);
      if (result.errors > 0) failures.push(`${path} answered ${result.errors} errors under load`);
    }

    const counts100 = Object.fromEntries(await Promise.all(LOAD_ROUTES.concat(PAGE_ROUTES).map(async (p) => [p, await statementsFor(base, p)])));
    await topUpProducts(state, 1000);
    const counts1000 = Object.fromEntries(await Promise.all(LOAD_ROUTES.concat(PAGE_ROUTES).map(async (p) => [p, await statementsFor(base, p)])));
    console.log("\nD1 statements per anonymous request");
    console.log(`${pad("route", 26)}${pad("100 products", 15)}1,000 products`);
    for (const path of [...new Set(LOAD_ROUTES.concat(PAGE_ROUTES))]) {
      console.log(`${pad(path, 26)}${pad(counts100[path], 15)}${counts1000[path]}`);
      if (counts100[path] !== counts1000[path]) failures.push(`${path}: statements grew with the catalogue`);
      if (counts1000[path] > STATEMENT_BUDGET) failures.push(`${path}: ${counts1000[path]} statements (budget ${STATEMENT_BUDGET})`);
    }

    console.log("\nJavaScript loaded by a first visit (gzip)");
    for (const path of PAGE_ROUTES) {
      const kb = await javascriptKb(base, path);
      console.log(`${pad(path, 26)}${kb.toFixed(1)} kB`);
      if ((path === "/" || path === "/shop") && kb > JS_BUDGET_KB) failures.push(`${path}: ${kb.toFixed(1)} kB of JavaScript (budget ${JS_BUDGET_KB})`);
    }
  } finally {
    if (server?.pid) {
      try {
        process.kill(-server.pid, "SIGTERM");
      } catch {
        // already stopped
      }
    }
    rmSync(state, { recursive: true, force: true });
  }
  if (failures.length) {
    console.error(`\nBudgets broken:\n- ${failures.join("\n- ")}`);
    process.exit(1);
  }
  console.log("\nAll budgets met.");
}

await main();
