/**
 * Fills an EMPTY local database with the demo shop (db/seed-data.ts) and the two demo accounts, then prints
 * the address and logins. It talks to the local D1 through wrangler's platform proxy and refuses anything
 * but local state: it can never touch a deployed database.
 *
 *   node db/scripts/seed.ts [--persist-to DIR] [--port N]
 *
 * Idempotent: when any user exists the shop is considered seeded and nothing is written; every row has a
 * deterministic id and is inserted with ON CONFLICT DO NOTHING, so an interrupted run can simply be re-run.
 */
import { createHash } from "node:crypto";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { and, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { drizzle, type AnyD1Database } from "drizzle-orm/d1";
import { getPlatformProxy } from "wrangler";
import { slugify } from "../../worker/domains/catalogue/shared/slug.ts";
import { hashPassword } from "../../worker/lib/password.ts";
import * as schema from "../schema.ts";
import { seedBanners, seedBlobs, seedCategories, seedDeclarations, seedDeliveryRules, seedHsnCodes, seedProducts, seedPromotions, seedShopSettings, type SeedPack } from "../seed-data.ts";
import { seedBannersTe, seedCategoryNamesTe, seedProductTe } from "../seed-data-te.ts";
import { seedPoliciesTe } from "../seed-policies-te.ts";
import { POLICY_SLUGS } from "../../worker/domains/policies/shared/policies.ts";
import { istDay } from "../../worker/shared/ist.ts";
import { seedLots } from "../seed-lots.ts";

export const DEMO_ACCOUNTS = {
  admin: { email: "admin@ghani.local", password: "GhaniAdmin#2026" },
  customer: { email: "customer@ghani.local", password: "GhaniCustomer#2026" },
} as const;

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const SEED_EPOCH = Date.UTC(2026, 0, 1);

/** A stable id in the app's id format (time-ordered by `order`, so lists keep the seed's order). */
function seedId(kind: string, order: number): string {
  let time = "";
  let rest = SEED_EPOCH + order;
  for (let i = 0; i < 10; i++) {
    time = CROCKFORD[rest % 32] + time;
    rest = Math.floor(rest / 32);
  }
  const digest = createHash("sha256").update(`${kind}:${order}`).digest();
  const random = Array.from(digest.subarray(0, 16), (byte) => CROCKFORD[byte % 32]).join("");
  return time + random;
}

const iso = (order: number) => new Date(SEED_EPOCH + order * 60_000).toISOString();

/** A Telugu text the demo data must have (issue 30: the demo ships Telugu for its whole catalogue). */
function telugu(texts: Record<string, string>, key: string, what: string): string {
  const text = texts[key];
  if (!text) throw new Error(`No Telugu for ${what} ${key} (db/seed-data-te.ts)`);
  return text;
}

type SeedDb = ReturnType<typeof drizzle<typeof schema>>;

async function isSeeded(db: SeedDb): Promise<boolean> {
  const anyUser = await db.query.users.findFirst({ columns: { id: true } });
  return anyUser !== undefined;
}

/** "GROUNDNUT-OIL-500ML": a readable SKU from the product's key and the pack's label. */
function skuOf(productKey: string, label: string): string {
  return `${productKey}-${label.replace(/\s+/g, "")}`.toUpperCase();
}

/**
 * A pack, and its opening stock as the ledger's first movements (the ledger's trigger sets the stock and each
 * batch's on-hand, exactly as when an admin receives a lot), so the demo shop starts with stock equal to the sum of
 * its movements and of its batches.
 */
function packStatements(db: SeedDb, productId: string, productKey: string, shelfLifeText: string, pack: SeedPack, position: number, n: number) {
  const variantId = seedId(`variant-${position}`, n);
  const statements: BatchItem<"sqlite">[] = [
    db
      .insert(schema.productPacks)
      .values({
        id: variantId,
        productId,
        label: pack.label,
        netQuantity: pack.netQuantity,
        unit: pack.unit,
        mrpPaise: Math.round(pack.mrp * 100),
        salePricePaise: Math.round(pack.salePrice * 100),
        sku: skuOf(productKey, pack.label),
        stock: pack.stock === null ? null : 0,
        weightGrams: pack.weightGrams,
        position,
        createdAt: iso(n),
        updatedAt: iso(n),
      })
      .onConflictDoNothing(),
  ];
  // Issue 33: the opening stock arrives as 1–3 dated lots (db/seed-lots.ts), each a batch and its received movement.
  if (pack.stock) {
    seedLots(productKey, pack.label, pack.stock, shelfLifeText, istDay()).forEach((lot, index) => {
      const batchId = seedId(`lot-${position}-${index}`, n);
      statements.push(
        db
          .insert(schema.stockBatches)
          .values({ id: batchId, variantId, ...lot, supplier: null, receivedQuantity: lot.quantity, opening: false, createdAt: iso(n) })
          .onConflictDoNothing(),
        db
          .insert(schema.stockMovements)
          .values({ id: seedId(`opening-stock-${position}-${index}`, n), variantId, kind: "received", delta: lot.quantity, reason: "Opening stock", createdAt: iso(n), batchId })
          .onConflictDoNothing(),
      );
    });
  }
  return statements;
}

async function buildStatements(db: SeedDb) {
  let order = 0;
  const next = () => ++order;
  const categoryIds = new Map<string, string>();
  const blobIds = new Map<string, string>();
  const statements: BatchItem<"sqlite">[] = [];

  for (const category of seedCategories) {
    const n = next();
    const id = seedId("category", n);
    categoryIds.set(category.key, id);
    statements.push(
      db
        .insert(schema.categories)
        .values({ id, name: category.name, nameKey: category.name.trim().toLowerCase(), te: { name: telugu(seedCategoryNamesTe, category.key, "category") }, createdAt: iso(n) })
        .onConflictDoNothing(),
    );
  }

  // Blob pictures: the Non Product and Protocols blobs have their own; the others reuse their category's
  // first product picture so an article shows what it talks about.
  for (const blob of seedBlobs) {
    const n = next();
    const id = seedId("blob", n);
    blobIds.set(blob.key, id);
    const categoryId = categoryIds.get(blob.categoryKey);
    if (!categoryId) throw new Error(`Blob ${blob.key}: unknown category ${blob.categoryKey}`);
    statements.push(
      db
        .insert(schema.blobs)
        .values({
          id,
          categoryId,
          title: blob.title,
          // Page addresses as the app makes them (the demo's names and titles are unique).
          slug: slugify(blob.title),
          images: [`/demo/blobs/${blob.key}.webp`],
          content: blob.content.map((section, index) => ({ _id: seedId(`section-${blob.key}`, index), ...section })),
          createdAt: iso(n),
          updatedAt: iso(n),
        })
        .onConflictDoNothing(),
    );
  }

  for (const product of seedProducts) {
    const n = next();
    const productId = seedId("product", n);
    const categoryId = categoryIds.get(product.categoryKey);
    if (!categoryId) throw new Error(`Product ${product.key}: unknown category ${product.categoryKey}`);
    const images = Array.from({ length: product.imageCount }, (_, i) => `/demo/products/${product.key}-${i + 1}.webp`);
    statements.push(
      db
        .insert(schema.products)
        .values({
          id: productId,
          name: product.name,
          slug: slugify(product.name),
          description: product.description,
          categoryId,
          // Legacy columns (worker/domains/catalogue/tables.ts): the first pack's prices.
          mrpPaise: Math.round(product.packs[0].mrp * 100),
          salePricePaise: Math.round(product.packs[0].salePrice * 100),
          blobId: product.blobKey ? (blobIds.get(product.blobKey) ?? null) : null,
          images,
          ...seedDeclarations(product),
          hsnCode: seedHsnCodes[product.key] ?? null,
          te: seedProductTe(product),
          createdAt: iso(n),
          updatedAt: iso(n),
        })
        .onConflictDoNothing(),
    );
    statements.push(db.insert(schema.productSlugs).values({ slug: slugify(product.name), productId, createdAt: iso(n) }).onConflictDoNothing());
    product.packs.forEach((pack, position) => statements.push(...packStatements(db, productId, product.key, seedDeclarations(product).shelfLife, pack, position, n)));
  }

  for (const banner of seedBanners) {
    const n = next();
    statements.push(
      db
        .insert(schema.banners)
        .values({
          id: seedId("banner", n),
          title: banner.title,
          imageUrl: `/demo/banners/${banner.key}.webp`,
          // The Telugu title, and the Telugu picture make-demo-images.ts draws with it.
          te: { title: telugu(Object.fromEntries(Object.entries(seedBannersTe).map(([key, te]) => [key, te.title])), banner.key, "banner"), banner: `/demo/banners/${banner.key}-te.webp` },
          createdAt: iso(n),
          updatedAt: iso(n),
        })
        .onConflictDoNothing(),
    );
  }

  for (const promotion of seedPromotions) {
    const n = next();
    statements.push(
      db
        .insert(schema.promotions)
        .values({
          id: seedId("promotion", n),
          type: "image",
          link: `/demo/promotions/${promotion.key}.webp`,
          createdAt: iso(n),
          updatedAt: iso(n),
        })
        .onConflictDoNothing(),
    );
  }

  // Timestamped with the seed epoch, not a new order number: the demo accounts keep their ids.
  const { cod, unservedPincodes } = seedDeliveryRules;
  statements.push(
    db
      .insert(schema.shopSettings)
      .values({
        id: 1,
        ...seedShopSettings,
        unservedPincodes,
        codEnabled: cod.enabled,
        codMaxPaise: Math.round(cod.maxOrderValue * 100),
        codFeePaise: Math.round(cod.fee * 100),
        codExcludedPincodes: cod.excludedPincodes,
        updatedAt: iso(0),
      })
      .onConflictDoNothing(),
  );
  seedDeliveryRules.zones.forEach((zone, position) => {
    const { baseFee, perExtra500g, freeAbove, ...rest } = zone;
    const row = { ...rest, baseFeePaise: Math.round(baseFee * 100), perExtra500gPaise: Math.round(perExtra500g * 100), freeAbovePaise: Math.round(freeAbove * 100) };
    statements.push(db.insert(schema.deliveryZones).values({ id: seedId("delivery-zone", position), ...row, position, updatedAt: iso(0) }).onConflictDoNothing());
  });

  // The policies' version 1 comes with migration 0015 (every shop gets it); the demo adds its Telugu.
  for (const slug of POLICY_SLUGS) {
    statements.push(
      db
        .update(schema.policies)
        .set({ te: { body: telugu(seedPoliciesTe, slug, "policy") } })
        .where(and(eq(schema.policies.slug, slug), eq(schema.policies.version, 1))),
    );
  }

  const accounts = [
    {
      ...DEMO_ACCOUNTS.admin,
      role: "admin" as const,
      name: "Ghani Admin",
      phoneNumber: "+91 90000 00001",
      address: { doorNo: "1-2-3", street: "Oil Mill Road", city: "Guntur", pincode: "522001", state: "Andhra Pradesh" },
    },
    {
      ...DEMO_ACCOUNTS.customer,
      role: "user" as const,
      name: "Lakshmi Customer",
      phoneNumber: "+91 90000 00002",
      address: { doorNo: "12-5", street: "Gandhi Nagar", city: "Vijayawada", pincode: "520003", state: "Andhra Pradesh" },
    },
  ];
  for (const account of accounts) {
    const n = next();
    const userId = seedId("user", n);
    statements.push(
      db
        .insert(schema.users)
        .values({
          id: userId,
          name: account.name,
          phoneNumber: account.phoneNumber,
          emailAddress: account.email,
          passwordHash: await hashPassword(account.password),
          role: account.role,
          ...account.address,
          createdAt: iso(n),
          updatedAt: iso(n),
        })
        .onConflictDoNothing(),
      db.insert(schema.carts).values({ id: seedId("cart", n), userId, createdAt: iso(n) }).onConflictDoNothing(),
    );
  }
  return statements;
}

function printBanner(port: string) {
  console.log(`
  Ghani shop: http://localhost:${port}

  Demo logins (local demo data only):
    admin     ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}
    customer  ${DEMO_ACCOUNTS.customer.email} / ${DEMO_ACCOUNTS.customer.password}
`);
}

async function main() {
  const { values } = parseArgs({
    options: { "persist-to": { type: "string", default: ".wrangler/state" }, port: { type: "string", default: "8787" } },
  });
  const root = join(import.meta.dirname, "..", "..");
  const { env, dispose } = await getPlatformProxy<{ DB: AnyD1Database }>({
    configPath: join(root, "wrangler.toml"),
    persist: { path: join(resolve(root, values["persist-to"]), "v3") },
    remoteBindings: false,
  });
  try {
    const db = drizzle(env.DB, { schema });
    if (await isSeeded(db)) {
      console.log("Local database already has data: seeding skipped.");
    } else {
      const statements = await buildStatements(db);
      // One statement per row (D1 binds at most 100 parameters per statement), all in one atomic batch.
      await db.batch(statements as [(typeof statements)[number], ...typeof statements]);
      console.log(
        `Seeded ${seedCategories.length} categories, ${seedProducts.length} products ` +
          `(${seedProducts.reduce((sum, product) => sum + product.packs.length, 0)} pack sizes), ${seedBlobs.length} blobs, ` +
          `${seedBanners.length} banners, ${seedPromotions.length} promotions, ${seedDeliveryRules.zones.length} delivery zones and 2 demo accounts.`,
      );
    }
  } finally {
    await dispose();
  }
  printBanner(values.port);
}

await main();
