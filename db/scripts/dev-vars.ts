/**
 * Local secrets for `npm start` and `npm run dev`: creates .dev.vars (git-ignored) with a random JWT_SECRET
 * the first time, and leaves an existing file alone. Deployed Workers use `wrangler secret put` instead.
 */
import { randomBytes } from "node:crypto";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const file = join(import.meta.dirname, "..", "..", ".dev.vars");
if (!existsSync(file)) {
  writeFileSync(file, `# Local development secrets (never commit).\nJWT_SECRET=${randomBytes(32).toString("hex")}\n`, {
    mode: 0o600,
  });
  console.log("Created .dev.vars with a random local JWT_SECRET.");
}
