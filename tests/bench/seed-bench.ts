/** Tops the benchmark's local catalogue up to a number of products (copies of the demo products' data). */
import { drizzle, type AnyD1Database } from "drizzle-orm/d1";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import { newId, nowIso } from "../../worker/lib/ids.ts";
import * as schema from "../../db/schema.ts";

export async function topUpProducts(state: string, target: number): Promise<void> {
  const root = join(import.meta.dirname, "..", "..");
  const { env, dispose } = await getPlatformProxy<{ DB: AnyD1Database }>({
    configPath: join(root, "wrangler.toml"),
    persist: { path: join(state, "v3") },
    remoteBindings: false,
  });
  try {
    const db = drizzle(env.DB, { schema });
    const existing = await db.select().from(schema.products);
    const missing = target - existing.length;
    const statements = [];
    for (let i = 0; i < missing; i++) {
      const template = existing[i % existing.length];
      const now = nowIso();
      statements.push(
        db.insert(schema.products).values({ ...template, id: newId(), name: `${template.name} #${i + 1}`, createdAt: now, updatedAt: now }),
      );
    }
    // One row per statement (D1's 100-parameter limit), in batches of 100 statements.
    for (let i = 0; i < statements.length; i += 100) {
      const chunk = statements.slice(i, i + 100);
      await db.batch(chunk as [(typeof chunk)[number], ...typeof chunk]);
    }
  } finally {
    await dispose();
  }
}
