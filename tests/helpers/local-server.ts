/**
 * One local copy of the shop for scripts that drive the built app (browser journeys, benchmark, load test):
 * a fresh D1/R2 state in a temp folder, migrated and seeded, served by `wrangler dev` on a free port.
 * Wrangler always runs with this process's Node (24), whatever `node` is first on PATH.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const root = join(import.meta.dirname, "..", "..");
const wranglerJs = join(root, "node_modules", "wrangler", "bin", "wrangler.js");
/** No usage metrics from scripts: the machines they run on may have no internet, and wrangler would say so. */
const wranglerEnv = { ...process.env, WRANGLER_SEND_METRICS: "false" };

/** Runs a wrangler command to completion and returns its output; throws with its output when it fails. */
export function runWrangler(args: string[]): string {
  const result = spawnSync(process.execPath, [wranglerJs, ...args], { cwd: root, env: wranglerEnv, encoding: "utf8", maxBuffer: 512 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`wrangler ${args.join(" ")} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error("the server exited before it was ready");
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the server did not answer ${url}/api/health in time`);
}

export type LocalShop = {
  /** The state folder (pass to `--persist-to`). */
  state: string;
  baseUrl: string;
  /** Stops the server and waits until it has exited (every write has landed). */
  stop: () => Promise<void>;
  /** Stops the server and deletes the state folder. */
  dispose: () => Promise<void>;
};

/** A migrated, seeded state; `prepare` may add data before the server starts. */
export async function startLocalShop(options: {
  name: string;
  host?: "localhost" | "127.0.0.1";
  extraArgs?: string[];
  serverOutput?: "inherit" | "ignore";
  prepare?: (state: string) => Promise<void>;
}): Promise<LocalShop> {
  const state = mkdtempSync(join(tmpdir(), `ghani-${options.name}-`));
  const envFile = join(state, "local.vars");
  writeFileSync(envFile, `JWT_SECRET=${randomBytes(32).toString("hex")}\n`);
  let server: ChildProcess | undefined;
  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running?.pid || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    try {
      process.kill(-running.pid, "SIGTERM");
    } catch {
      return; // already gone
    }
    await exited;
  };
  const dispose = async () => {
    await stop();
    rmSync(state, { recursive: true, force: true });
  };
  try {
    runWrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", state]);
    const seeded = spawnSync(process.execPath, [join(root, "db", "scripts", "seed.ts"), "--persist-to", state], { cwd: root, encoding: "utf8" });
    if (seeded.status !== 0) throw new Error(`seeding failed:\n${seeded.stdout}${seeded.stderr}`);
    await options.prepare?.(state);

    const host = options.host ?? "localhost";
    const port = await freePort();
    const baseUrl = `http://${host}:${port}`;
    const hostArgs = host === "127.0.0.1" ? ["--ip", "127.0.0.1"] : [];
    server = spawn(
      process.execPath,
      [wranglerJs, "dev", "--config", "build/server/wrangler.json", "--env-file", envFile, "--persist-to", state,
        "--port", String(port), ...hostArgs, "--show-interactive-dev-session=false", ...(options.extraArgs ?? [])],
      { cwd: root, env: wranglerEnv, stdio: ["ignore", options.serverOutput ?? "ignore", "inherit"], detached: true },
    );
    // The server runs in its own process group (so it can be stopped as a whole): an interrupted script must
    // take it down itself, or a detached wrangler would outlive it.
    for (const signal of ["SIGINT", "SIGTERM"] as const) {
      process.once(signal, () => void dispose().finally(() => process.exit(130)));
    }
    await waitForHealth(baseUrl, server);
    return { state, baseUrl, stop, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
