import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// API and service tests run inside workerd with the bindings of wrangler.toml (real local D1, R2 and rate
// limiters); migrations are applied by tests/helpers/setup.ts. Browser journeys live in tests/e2e (node:test).
export default defineConfig(async () => ({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        // A second, empty database for tests/platform/migration-0007.test.ts, which migrates it step by step itself.
        d1Databases: ["MIGRATION_DB"],
        bindings: {
          // Test-only signing key; real deployments set JWT_SECRET with `wrangler secret put`.
          JWT_SECRET: "test-only-secret-0123456789abcdef0123456789abcdef",
          TEST_MIGRATIONS: await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url))),
        },
      },
    }),
  ],
  // Binary test fixtures (the statement workbook) are imported with `?inline`, as a data URL.
  assetsInclude: ["**/*.xlsx"],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    // Every domain's tests (tests/<domain>/), the cross-cutting suites (tests/platform, tests/security); the
    // journeys, benchmarks, load test and Lighthouse run in Node instead.
    include: ["tests/**/*.test.ts"],
    exclude: ["tests/e2e/**", "tests/bench/**", "tests/load/**", "tests/lighthouse/**", "node_modules/**"],
    setupFiles: ["./tests/helpers/setup.ts"],
    // A local fake of MSG91's SMS API on 127.0.0.1 (tests/helpers/fake-msg91.ts), for the SMS adapter's tests.
    globalSetup: ["./tests/helpers/fake-msg91.ts"],
    // Console output (mail printed to the log, for instance) is shown only for failing tests.
    silent: "passed-only" as const,
    // Tests are judged by what they assert, never by how long they take (speed goals live in `npm run bench`).
    // Vitest's 5 s default is a timed assertion in disguise: on a busy 2-core machine a test that signs up a few
    // accounts (PBKDF2 at 100,000 iterations each) or sends a hundred requests runs several times slower than on
    // an idle one. These limits only catch a test that hangs; suites that do more work per test set their own.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
}));
