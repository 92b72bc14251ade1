import { sql } from "drizzle-orm";
import type { ServiceContext } from "../../http/context";
import { grievanceCounts } from "../grievances/grievances";

export type ShopOverview = {
  products: number;
  categories: number;
  customers: number;
  admins: number;
  orders: number;
  /** Complaints not yet resolved (open or acknowledged), and how many of them are overdue (issue 20). */
  openGrievances: number;
  overdueGrievances: number;
};

/** Headline counts for the admin landing page: the shop's records in one statement, the complaints in another. */
export async function shopOverview(ctx: Pick<ServiceContext, "db">): Promise<ShopOverview> {
  const [row, complaints] = await Promise.all([
    ctx.db.get<Omit<ShopOverview, "openGrievances" | "overdueGrievances">>(sql`
      select
        (select count(*) from products where deleted_at is null) as products,
        (select count(*) from categories) as categories,
        (select count(*) from users where role = 'user') as customers,
        (select count(*) from users where role = 'admin') as admins,
        (select count(*) from orders) as orders
    `),
    grievanceCounts(ctx),
  ]);
  return { ...row, openGrievances: complaints.open, overdueGrievances: complaints.overdue };
}
