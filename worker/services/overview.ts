import { sql } from "drizzle-orm";
import type { ServiceContext } from "./context";

export type ShopOverview = { products: number; categories: number; customers: number; admins: number; orders: number };

/** Headline counts for the admin landing page, in one statement. */
export async function shopOverview(ctx: Pick<ServiceContext, "db">): Promise<ShopOverview> {
  const row = await ctx.db.get<ShopOverview>(sql`
    select
      (select count(*) from products where deleted_at is null) as products,
      (select count(*) from categories) as categories,
      (select count(*) from users where role = 'user') as customers,
      (select count(*) from users where role = 'admin') as admins,
      (select count(*) from orders) as orders
  `);
  return row;
}
