import type { Principal } from "../domains/accounts/shared/user";
import type { D1Instruments } from "../lib/d1-instruments";
import type { CatalogueVersion } from "../lib/edge-cache";
import type { AppEnv } from "../env";
import type { RequestContext } from "./context";

/** Hono's typing for this Worker: the bindings, and what middleware puts on the request. */
export type HonoEnv = {
  Bindings: AppEnv;
  Variables: {
    requestId: string;
    /** The request's context (database, configuration, origins, who acts), built once by requestSetup. */
    ctx: RequestContext;
    /** The signed-in person; set by requireUser / requireAdmin. */
    principal: Principal;
    /** The request's D1 session (worker/lib/d1-session.ts), set by requestSetup. */
    d1Session: D1DatabaseSession;
    /** Set by the edge cache when it renders a page to keep: the catalogue version the render is for. */
    edgeRender: CatalogueVersion | undefined;
    /** Benchmark figures of D1, only when D1_STATEMENT_HEADER is "on". */
    d1Instruments: D1Instruments | undefined;
  };
};
