/**
 * The Worker's Hono app: security headers and the personal-response caching rule on everything, /api for JSON
 * clients, and every other path rendered by React Router. Built by a factory so tests can run the real app
 * without a client build.
 */
import { Hono } from "hono";
import { RouterContextProvider } from "react-router";
import { requestContext } from "./http/page-context";
import { api } from "./http/api.ts";
import { clearedSessionCookie, readSessionCookie } from "./lib/session-cookie";
import { personalResponsesUncached } from "./http/cache-control";
import { handleApiError, handleApiNotFound } from "./http/errors";
import { serveImage } from "./domains/media/serve";
import { sameOriginForUnsafe } from "./http/origin";
import { edgeCache, publishCatalogueWrites, type BuildName } from "./http/edge-cache";
import { d1Instrumentation, requestId, requestSetup } from "./http/request";
import { newNonce, pageContentSecurityPolicy, securityHeaders } from "./http/security-headers";
import type { HonoEnv } from "./http/hono-env";
import { languageLanding, switchLanguage } from "./http/language";

export type PageRenderer = (request: Request, context: RouterContextProvider) => Promise<Response>;

/**
 * The page's script preloads (React Router's modulepreload links, about 120 kB gzip of React and the route code)
 * are fetched at low priority: on a slow mobile link the first paint and the largest picture come first, and the
 * scripts, needed only to make the already visible page interactive, follow. Streaming is kept.
 */
function scriptsAfterFirstPaint(response: Response): Response {
  if (!response.headers.get("Content-Type")?.startsWith("text/html") || !response.body) return response;
  return new HTMLRewriter()
    .on('link[rel="modulepreload"]', { element: (link) => void link.setAttribute("fetchpriority", "low") })
    .transform(response);
}

/**
 * `buildName` names the pages' build in edge cache keys (worker/index.ts: the client assets' version), so that
 * two builds never share a kept page; tests name their stub renderers.
 */
export function createApp(renderPage: PageRenderer, buildName: BuildName = () => "unnamed-build") {
  const app = new Hono<HonoEnv>({ strict: false });

  app.use(securityHeaders);
  app.use(personalResponsesUncached);
  app.use(requestId);
  // Pictures are public bytes from R2: no database and no session (a page's twenty pictures would otherwise
  // each cost a D1 read to resolve the cookie they carry). Everything after this has the request context.
  app.get("/images/:key", serveImage);
  // The language switch and a first visit's Accept-Language need no database, and must be settled before the
  // edge cache answers with a page in a language (worker/http/language.ts).
  app.get("/language", switchLanguage);
  app.use(languageLanding);
  app.use(d1Instrumentation);
  // Anonymous public pages and lists answered from the location's cache stop here: no D1, no session lookup.
  app.use(edgeCache(buildName));
  app.use(requestSetup);
  app.use(publishCatalogueWrites);

  app.route("/api", api);
  app.all("/api/*", handleApiNotFound);
  app.all("/api", handleApiNotFound);

  app.use(sameOriginForUnsafe("pages"));
  app.all("*", async (c) => {
    // A page the edge cache keeps is rendered without a nonce; its CSP (script hashes) is set when it is kept.
    const nonce = c.get("edgeRender") ? undefined : newNonce();
    const { ctx } = c.var;
    const context = new RouterContextProvider();
    context.set(requestContext, { ...ctx, nonce });

    const rendered = scriptsAfterFirstPaint(await renderPage(c.req.raw, context));
    const response = new Response(rendered.body, rendered);
    if (nonce) response.headers.set("Content-Security-Policy", pageContentSecurityPolicy({ nonce }, ctx.origin === ctx.requestOrigin ? undefined : ctx.origin));
    // A cookie whose token is expired, forged or revoked clears itself on the next page load.
    if (readSessionCookie(c.req.raw) && !ctx.principal) response.headers.append("Set-Cookie", clearedSessionCookie(c.req.raw));
    return response;
  });

  app.onError(handleApiError);
  return app;
}
