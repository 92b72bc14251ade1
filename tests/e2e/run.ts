/**
 * Runs the browser journeys against the BUILT app (run `npm run build` first; `npm run test:e2e` does):
 * a fresh local D1/R2 state, migrated and seeded with the demo shop, served by `wrangler dev` on a free port,
 * driven by Playwright in Debian's Chromium. Exits with the tests' status.
 * Arguments narrow the run to journey files whose names contain one of them: `node tests/e2e/run.ts storefront`.
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { root, startLocalShop } from "../helpers/local-server.ts";

const filters = process.argv.slice(2);
// Every page view reports its Core Web Vitals (tests/e2e/vitals.test.ts waits for one beacon), not a sample of them.
const shop = await startLocalShop({ name: "e2e", extraArgs: ["--log-level", "warn", "--var", "VITALS_SAMPLE_RATE:0.000001"], serverOutput: "inherit" });
let exitCode: number;
try {
  const journeys = readdirSync(join(root, "tests", "e2e"))
    .filter((file) => file.endsWith(".test.ts"))
    .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
    .map((file) => join("tests", "e2e", file));
  const result = spawnSync(process.execPath, ["--test", "--test-concurrency=1", ...journeys], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, E2E_BASE_URL: shop.baseUrl, E2E_STATE_DIR: shop.state },
  });
  exitCode = result.status ?? 1;
} finally {
  await shop.dispose();
}
process.exit(exitCode);
