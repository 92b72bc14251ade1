import type { Db } from "../db/client";
import type { User } from "../db/schema";
import type { AppEnv } from "./env";

/** Hono's typing for this Worker: the bindings, and what middleware puts on the request. */
export type HonoEnv = {
  Bindings: AppEnv;
  Variables: {
    db: Db;
    requestId: string;
    /** Set by requireUser / requireAdmin. */
    user: User;
  };
};
