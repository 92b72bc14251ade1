/**
 * The import boundary of the pages (issue 13, redrawn by domain in issue 27): routes and components reach a domain
 * only through its public face (worker/domains/<domain>/shared), worker/shared, and `.server` bridges; the Worker
 * never imports the pages. `npm run lint` enforces both; this proves the rules really refuse what they should and
 * let through what they should.
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
  test("a route or component may not import a service, a domain's tables or the schema as a value", async () => {
    assert.equal(await restrictedImports('import { listUsers } from "../../worker/domains/accounts/users";\nexport const a = listUsers;\n', "app/routes/probe.tsx"), 1);
    assert.equal(await restrictedImports('import { orders } from "../../worker/domains/orders/tables";\nexport const a = orders;\n', "app/routes/probe.tsx"), 1);
    assert.equal(await restrictedImports('import { users } from "../../../db/schema";\nexport const a = users;\n', "app/routes/admin/probe.tsx"), 1);
    assert.equal(await restrictedImports('import { badRequest } from "../../worker/lib/errors";\nexport const a = badRequest;\n', "app/components/probe.tsx"), 1);
    assert.equal(await restrictedImports('import { badRequest } from "~/../worker/lib/errors";\nexport const a = badRequest;\n', "app/routes/probe.tsx"), 1);
    // A file whose name merely starts with "shared" is not the public face.
    assert.equal(await restrictedImports('import { a } from "../../worker/domains/orders/shared-internals";\nexport const b = a;\n', "app/lib/probe.ts"), 1);
  });

  test("type-only imports, a domain's shared face, worker/shared and the .server bridges are allowed", async () => {
    assert.equal(await restrictedImports('import type { Principal } from "../../worker/domains/accounts/shared/user";\nexport type P = Principal;\n', "app/routes/probe.tsx"), 0);
    assert.equal(await restrictedImports('import { getProfile } from "../../worker/domains/accounts/page.server";\nexport const a = getProfile;\n', "app/routes/probe.tsx"), 0);
    assert.equal(await restrictedImports('import { TRANSITIONS } from "../../worker/domains/orders/shared/status";\nexport const a = TRANSITIONS;\n', "app/components/probe.tsx"), 0);
    assert.equal(await restrictedImports('import { formatRupees } from "../../worker/shared/money";\nexport const a = formatRupees;\n', "app/components/probe.tsx"), 0);
    assert.equal(await restrictedImports('import { getProfile } from "../../../worker/domains/accounts/users";\nexport const a = getProfile;\n', "worker/domains/accounts/probe.server.ts"), 0);
  });

  test("the Worker and the schema never import the pages", async () => {
    assert.equal(await restrictedImports('import { seoMeta } from "../../../app/lib/seo";\nexport const a = seoMeta;\n', "worker/domains/catalogue/probe.ts"), 1);
    assert.equal(await restrictedImports('import { seoMeta } from "../app/lib/seo";\nexport const a = seoMeta;\n', "db/probe.ts"), 1);
  });
});
