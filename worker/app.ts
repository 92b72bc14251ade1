/**
 * The Worker's Hono app: security headers and the personal-response caching rule on everything, /api for JSON
 * clients, and every other path rendered by React Router. Built by a factory so tests can run the real app
 * without a client build.
 */
import { Hono } from "hono";
import { RouterContextProvider } from "react-router";
import { requestContext, type RequestContext } from "../app/server/request-context";
import { api } from "./api";
import { publicOrigin } from "./env";
import { clearedSessionCookie, clientIp, readSessionCookie } from "./lib/session-cookie";
import { personalResponsesUncached } from "./middleware/cache-control";
import { handleApiError, handleApiNotFound } from "./middleware/errors";
import { serveImage } from "./middleware/images";
import { sameOriginForUnsafe } from "./middleware/origin";
import { requestSetup } from "./middleware/request";
import { newNonce, pageContentSecurityPolicy, securityHeaders } from "./middleware/security-headers";
import { userForToken } from "./services/sessions";
import type { HonoEnv } from "./types";

export type PageRenderer = (request: Request, context: RouterContextProvider) => Promise<Response>;

export function createApp(renderPage: PageRenderer) {
  const app = new Hono<HonoEnv>({ strict: false });

  app.use(securityHeaders);
  app.use(personalResponsesUncached);
  app.use(requestSetup);

  app.route("/api", api);
  app.get("/images/:key", serveImage);
  app.all("/api/*", handleApiNotFound);
  app.all("/api", handleApiNotFound);

  app.use(sameOriginForUnsafe("pages"));
  app.all("*", async (c) => {
    const token = readSessionCookie(c.req.raw);
    const user = await userForToken(c.var.db, c.env, token);
    const nonce = newNonce();
    const requestOrigin = new URL(c.req.url).origin;
    const origin = publicOrigin(c.env, requestOrigin);
    const context = new RouterContextProvider();
    const value: RequestContext = {
      env: c.env,
      db: c.var.db,
      user,
      ip: clientIp(c.req.raw),
      origin,
      requestOrigin,
      nonce,
      waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    };
    context.set(requestContext, value);

    const rendered = await renderPage(c.req.raw, context);
    const response = new Response(rendered.body, rendered);
    response.headers.set("Content-Security-Policy", pageContentSecurityPolicy(nonce, origin === requestOrigin ? undefined : origin));
    // A cookie whose token is expired, forged or revoked clears itself on the next page load.
    if (token && !user) response.headers.append("Set-Cookie", clearedSessionCookie(c.req.raw));
    return response;
  });

  app.onError(handleApiError);
  return app;
}
