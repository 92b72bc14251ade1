import type { Principal } from "../app/lib/user";
import type { AppEnv } from "./env";
import type { RequestContext } from "./services/context";

/** Hono's typing for this Worker: the bindings, and what middleware puts on the request. */
export type HonoEnv = {
  Bindings: AppEnv;
  Variables: {
    requestId: string;
    /** The request's context (database, configuration, origins, who acts), built once by requestSetup. */
    ctx: RequestContext;
    /** The signed-in person; set by requireUser / requireAdmin. */
    principal: Principal;
  };
};
