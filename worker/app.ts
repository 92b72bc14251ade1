/**
 * The Worker's Hono app: security headers and the personal-response caching rule on everything, /api for JSON
 * clients, and every other path rendered by React Router. Built by a factory so tests can run the real app
 * without a client build.
 */
import { Hono } from "hono";
import { RouterContextProvider } from "react-router";
import { requestContext } from "../app/server/request-context";
import { api } from "./api";
import { clearedSessionCookie, readSessionCookie } from "./lib/session-cookie";
import { personalResponsesUncached } from "./middleware/cache-control";
import { handleApiError, handleApiNotFound } from "./middleware/errors";
import { serveImage } from "./middleware/images";
import { sameOriginForUnsafe } from "./middleware/origin";
import { requestId, requestSetup } from "./middleware/request";
import { newNonce, pageContentSecurityPolicy, securityHeaders } from "./middleware/security-headers";
import type { HonoEnv } from "./types";

export type PageRenderer = (request: Request, context: RouterContextProvider) => Promise<Response>;

export function createApp(renderPage: PageRenderer) {
  const app = new Hono<HonoEnv>({ strict: false });

  app.use(securityHeaders);
  app.use(personalResponsesUncached);
  app.use(requestId);
  // Pictures are public bytes from R2: no database and no session (a page's twenty pictures would otherwise
  // each cost a D1 read to resolve the cookie they carry). Everything after this has the request context.
  app.get("/images/:key", serveImage);
  app.use(requestSetup);

  app.route("/api", api);
  app.all("/api/*", handleApiNotFound);
  app.all("/api", handleApiNotFound);

  app.use(sameOriginForUnsafe("pages"));
  app.all("*", async (c) => {
    const nonce = newNonce();
    const { ctx } = c.var;
    const context = new RouterContextProvider();
    context.set(requestContext, { ...ctx, nonce });

    const rendered = await renderPage(c.req.raw, context);
    const response = new Response(rendered.body, rendered);
    response.headers.set("Content-Security-Policy", pageContentSecurityPolicy(nonce, ctx.origin === ctx.requestOrigin ? undefined : ctx.origin));
    // A cookie whose token is expired, forged or revoked clears itself on the next page load.
    if (readSessionCookie(c.req.raw) && !ctx.principal) response.headers.append("Set-Cookie", clearedSessionCookie(c.req.raw));
    return response;
  });

  app.onError(handleApiError);
  return app;
}
