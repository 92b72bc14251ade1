/**
 * The built Worker deploys: `wrangler deploy --dry-run` accepts it and the bundle stays under 1.5 MB gzip.
 *
 * Cloudflare takes up to 3 MB gzip on the Workers Free plan (10 MB paid; developers.cloudflare.com/workers/platform/
 * limits, raised from 1 MB in November 2024). Our budget keeps half of the free plan's room spare. It was 1 MB
 * until issue 30 added what invoice PDFs need to print Indian scripts (HarfBuzz as WebAssembly, 175 KiB gzip, and
 * four script fonts, 128 KiB), which load only for a PDF that holds such text.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { test } from "node:test";

const root = join(import.meta.dirname, "..", "..");

test("wrangler deploy --dry-run accepts the build, under 1.5 MB gzip", () => {
  // Run wrangler's own script with this Node (24), whatever node is first on PATH.
  const wrangler = join(root, "node_modules", "wrangler", "bin", "wrangler.js");
  const result = spawnSync(process.execPath, [wrangler, "deploy", "--config", "build/server/wrangler.json", "--dry-run"], {
    cwd: root,
    encoding: "utf8",
  });
  assert.equal(result.status, 0, result.stderr);
  const match = /Total Upload: [\d.]+ KiB \/ gzip: ([\d.]+) KiB/.exec(result.stdout);
  assert.ok(match, "the dry run reports the upload size");
  assert.ok(Number(match[1]) < 1536, `server bundle is ${match[1]} KiB gzip`);
});
