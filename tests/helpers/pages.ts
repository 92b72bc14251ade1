/**
 * The real Worker app with React Router's real request handler and the real route modules of every page that
 * has an action, so tests can post to page actions (document and `.data` single-fetch requests) inside workerd.
 * Only rendering is stubbed: the document "page" is a small JSON report of the action's data and the errors
 * that reached an error boundary, which is what action tests look at. Page markup is covered by tests/e2e.
 */
import { createRequestHandler, type EntryContext, type ServerBuild } from "react-router";
import { createApp } from "../../worker/app";
import { call, type CallOptions } from "./api";

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];

const modules = import.meta.glob<RouteModule>("../../app/routes/**/*.{ts,tsx}", { eager: true });

/** Where each page with an action lives (app/routes.ts); the admin pages sit under the admin layout. */
export const ACTION_PAGES: Record<string, string> = {
  "login.tsx": "/login",
  "forgot-password.tsx": "/forgot-password",
  "profile.tsx": "/profile",
  "logout.tsx": "/logout",
  "cart.ts": "/cart",
  "checkout.tsx": "/checkout",
  "admin/orders.tsx": "/admin/orders",
  "admin/categories.tsx": "/admin/categories",
  "admin/products.tsx": "/admin/products",
  "admin/banners.tsx": "/admin/banners",
  "admin/blobs.tsx": "/admin/blobs",
  "admin/promotions.tsx": "/admin/promotions",
  "admin/users.tsx": "/admin/users",
};

const moduleOf = (file: string) => {
  const found = modules[`../../app/routes/${file}`];
  if (!found) throw new Error(`no route module app/routes/${file}`);
  return found;
};

/** Route files (relative to app/routes) whose module exports an action: the table above must list them all. */
export function routeFilesWithActions(): string[] {
  return Object.entries(modules)
    .filter(([, module]) => typeof module.action === "function")
    .map(([path]) => path.replace("../../app/routes/", ""))
    .sort();
}

/** The document "page": what the action answered and what reached an error boundary, as JSON. */
function renderReport(_request: Request, status: number, headers: Headers, context: EntryContext) {
  const { actionData, errors } = context.staticHandlerContext;
  const errorText = errors ? Object.values(errors).map((error) => (error instanceof Error ? error.message : JSON.stringify(error))) : null;
  headers.set("Content-Type", "application/json");
  // Only the posted route has action data; it is keyed by route id.
  const answer = actionData ? Object.values(actionData)[0] : null;
  return new Response(JSON.stringify({ actionData: answer, errors: errorText }), { status, headers });
}

function buildOf(): ServerBuild {
  const root = { id: "root", path: "" };
  const admin = { id: "routes/admin/layout", parentId: "root", path: "admin", module: moduleOf("admin/layout.tsx") };
  const pages = Object.entries(ACTION_PAGES).map(([file, path]) => {
    const id = `routes/${file.replace(/\.tsx?$/, "")}`;
    return file.startsWith("admin/")
      ? { id, parentId: admin.id, path: path.replace("/admin/", ""), module: moduleOf(file) }
      : { id, parentId: "root", path: path.slice(1), module: moduleOf(file) };
  });
  const routes = [{ ...root, module: { default: () => null } as RouteModule }, admin, ...pages];
  return {
    entry: { module: { default: renderReport, handleError: () => undefined } },
    routes: Object.fromEntries(routes.map((route) => [route.id, route])),
    assets: {
      entry: { imports: [], module: "/entry.client.js" },
      url: "/manifest.js",
      version: "test",
      routes: Object.fromEntries(
        routes.map((route) => [
          route.id,
          {
            ...route,
            module: `/${route.id}.js`,
            hasAction: typeof route.module.action === "function",
            hasLoader: typeof route.module.loader === "function",
            hasClientAction: false,
            hasClientLoader: false,
            hasClientMiddleware: false,
            hasErrorBoundary: false,
            clientActionModule: undefined,
            clientLoaderModule: undefined,
            clientMiddlewareModule: undefined,
            hydrateFallbackModule: undefined,
          },
        ]),
      ),
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  };
}

const handlePage = createRequestHandler(buildOf(), "production");
const pagesApp = createApp((request, context) => handlePage(request, context));

/** `call` against the app with the real page actions (same options: json, body, cookie, headers, ip). */
export function callPage(path: string, options: CallOptions = {}) {
  return call(path, { ...options, app: pagesApp });
}
