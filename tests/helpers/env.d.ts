import type { D1Migration } from "@cloudflare/vitest-plugin";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      JWT_SECRET: string;
      /** Empty and unmigrated: the migration test applies migrations to it up to a point of its choosing. */
      MIGRATION_DB: D1Database;
    }
  }
}
