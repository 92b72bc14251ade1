/**
 * Tops the benchmark's local catalogue up to a number of products (copies of the demo products' data), each new
 * product sold in exactly 3 packs, so the list routes are measured with every product's packs to fetch.
 */
import { asc, isNull } from "drizzle-orm";
import { drizzle, type AnyD1Database } from "drizzle-orm/d1";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import { newId, nowIso } from "../../worker/lib/ids.ts";
import * as schema from "../../db/schema.ts";

export const BENCH_PACKS_PER_PRODUCT = 3;

type Pack = typeof schema.productPacks.$inferSelect;

/**
 * The template's own packs, completed to 3 with multiples of its first pack (a product sold in 500 g / 1 kg gains
 * a 3 x 500 g pack). Stock is left uncounted (null): the bench never writes to the stock ledger.
 */
function benchPacks(templatePacks: Pack[], productId: string, productNumber: number, now: string): Pack[] {
  const first = templatePacks[0];
  return Array.from({ length: BENCH_PACKS_PER_PRODUCT }, (_, position) => {
    const multiple = position + 1;
    const base = templatePacks[position] ?? {
      ...first,
      label: `${multiple} x ${first.label}`,
      netQuantity: first.netQuantity * multiple,
      mrpPaise: first.mrpPaise * multiple,
      salePricePaise: first.salePricePaise * multiple,
      weightGrams: first.weightGrams * multiple,
    };
    return { ...base, id: newId(), productId, sku: `BENCH-${productNumber}-${position}`, stock: null, position, deletedAt: null, createdAt: now, updatedAt: now };
  });
}

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
    const livePacks = await db.select().from(schema.productPacks).where(isNull(schema.productPacks.deletedAt)).orderBy(asc(schema.productPacks.position));
    const templates = existing.filter((product) => livePacks.some((pack) => pack.productId === product.id));
    const missing = target - existing.length;
    const statements = [];
    for (let i = 0; i < missing; i++) {
      const template = templates[i % templates.length];
      const now = nowIso();
      const id = newId();
      // Slugs are unique (the product page's address): numbered like the packs' SKUs, across every top-up.
      const slug = `bench-product-${existing.length + i}`;
      statements.push(db.insert(schema.products).values({ ...template, id, slug, name: `${template.name} #${i + 1}`, createdAt: now, updatedAt: now }));
      const templatePacks = livePacks.filter((pack) => pack.productId === template.id);
      for (const pack of benchPacks(templatePacks, id, existing.length + i, now)) statements.push(db.insert(schema.productPacks).values(pack));
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
