/**
 * Runs the browser journeys against the BUILT app (run `npm run build` first; `npm run test:e2e` does):
 * a fresh local D1/R2 state in a temporary folder, migrated and seeded with the demo shop, served by
 * `wrangler dev` on a free port, driven by Playwright in Debian's Chromium. Exits with the tests' status.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(import.meta.dirname, "..", "..");
const wrangler = join(root, "node_modules", ".bin", "wrangler");

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
  const result = spawnSync(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error(`${command} ${args.join(" ")} failed`);
  }
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error("the server exited before it was ready");
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the server did not answer ${url}/api/health in time`);
}

const state = mkdtempSync(join(tmpdir(), "ghani-e2e-"));
const envFile = join(state, "e2e.vars");
writeFileSync(envFile, `JWT_SECRET=${randomBytes(32).toString("hex")}\n`);
let server: ChildProcess | undefined;
let exitCode: number;
try {
  run(wrangler, ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state]);
  run(process.execPath, [join(root, "db", "seed.ts"), "--persist-to", state]);

  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  server = spawn(
    wrangler,
    ["dev", "--config", "build/server/wrangler.json", "--env-file", envFile, "--persist-to", state, "--port", String(port),
      "--show-interactive-dev-session=false", "--log-level", "warn"],
    { cwd: root, stdio: ["ignore", "inherit", "inherit"], detached: true },
  );
  await waitForHealth(baseUrl, server);

  const journeys = readdirSync(join(root, "tests", "e2e"))
    .filter((file) => file.endsWith(".test.ts"))
    .map((file) => join("tests", "e2e", file));
  const result = spawnSync(process.execPath, ["--test", "--test-concurrency=1", ...journeys], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_STATE_DIR: state },
  });
  exitCode = result.status ?? 1;
} finally {
  if (server?.pid) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  rmSync(state, { recursive: true, force: true });
}
process.exit(exitCode);
