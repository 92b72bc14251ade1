/**
 * The import boundary of the pages (issue 13): routes and components reach services only through
 * app/server/*.server.ts. `npm run lint` enforces it; this proves the rule really refuses a value import of worker/
 * or db/ from a route or component (and still lets type-only imports and the bridges through).
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, test } from "node:test";
import { ESLint } from "eslint";

const root = join(import.meta.dirname, "..", "..");
const eslint = new ESLint({ cwd: root });

async function restrictedImports(code: string, file: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result.messages.filter((message) => message.ruleId === "@typescript-eslint/no-restricted-imports").length;
}

describe("the pages' import boundary", () => {
  test("a route or component may not import a service or the schema as a value", async () => {
    assert.equal(await restrictedImports('import { listUsers } from "../../worker/services/users";\nexport const a = listUsers;\n', "app/routes/probe.tsx"), 1);
    assert.equal(await restrictedImports('import { users } from "../../../db/schema";\nexport const a = users;\n', "app/routes/admin/probe.tsx"), 1);
    assert.equal(await restrictedImports('import { badRequest } from "../../worker/lib/errors";\nexport const a = badRequest;\n', "app/components/probe.tsx"), 1);
    assert.equal(await restrictedImports('import { badRequest } from "~/../worker/lib/errors";\nexport const a = badRequest;\n', "app/routes/probe.tsx"), 1);
  });

  test("type-only imports, app/lib and the bridges are allowed; app/server itself may import the Worker", async () => {
    assert.equal(await restrictedImports('import type { Principal } from "../../worker/../app/lib/user";\nexport type P = Principal;\n', "app/routes/probe.tsx"), 0);
    assert.equal(await restrictedImports('import { getProfile } from "~/server/accounts.server";\nexport const a = getProfile;\n', "app/routes/probe.tsx"), 0);
    assert.equal(await restrictedImports('import { getProfile } from "../../worker/services/users";\nexport const a = getProfile;\n', "app/server/probe.server.ts"), 0);
  });
});
