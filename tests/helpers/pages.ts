/**
 * The real Worker app with React Router's real request handler and the real route modules of every page, in the
 * tree app/routes.ts declares (root loader, layouts, loaders and actions), so tests can load pages and post to page
 * actions (document and `.data` single-fetch requests) inside workerd. Only rendering is stubbed: the document
 * "page" is a small JSON report of the loader data, the action's data and the errors that reached an error
 * boundary, which is what page tests look at. Page markup is covered by tests/e2e.
 */
import { createRequestHandler, type EntryContext, type ServerBuild } from "react-router";
import routeConfig from "../../app/routes";
import { createApp } from "../../worker/app";
import { call, type CallOptions } from "./api";

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];
type ConfigEntry = (typeof routeConfig)[number] & { id?: string; path?: string; index?: boolean; children?: ConfigEntry[] };

const modules = import.meta.glob<RouteModule>("../../app/routes/**/*.{ts,tsx}", { eager: true });
const rootModule = import.meta.glob<RouteModule>("../../app/root.tsx", { eager: true })["../../app/root.tsx"];

/** Where each page with an action lives (app/routes.ts); the admin pages sit under the admin layout. */
export const ACTION_PAGES: Record<string, string> = {
  "login.tsx": "/login",
  "forgot-password.tsx": "/forgot-password",
  "profile.tsx": "/profile",
  "delete-account.tsx": "/profile/delete",
  // Issue 31: the customer's message channels.
  "profile-messages.tsx": "/profile/messages",
  "logout.tsx": "/logout",
  "cart.ts": "/cart",
  "checkout.tsx": "/checkout",
  // Issue 31: "Buy again" on an order's page (an id that names no order: the body checks come first).
  "my-order.tsx": "/orders/00000000000000000000000000",
  // Issue 32: the signed COD confirmation link's page (works signed out; an id that names no order).
  "confirm-order.tsx": "/orders/00000000000000000000000000/confirm",
  "support.tsx": "/support",
  "verify-email.tsx": "/verify-email",
  "consent.tsx": "/consent",
  "admin/orders.tsx": "/admin/orders",
  "admin/categories.tsx": "/admin/categories",
  "admin/products.tsx": "/admin/products",
  "admin/banners.tsx": "/admin/banners",
  "admin/blobs.tsx": "/admin/blobs",
  "admin/promotions.tsx": "/admin/promotions",
  "admin/users.tsx": "/admin/users",
  "admin/settings.tsx": "/admin/settings",
  "admin/gst.tsx": "/admin/gst",
  "admin/grievances.tsx": "/admin/grievances",
  "admin/payments.tsx": "/admin/payments",
};

const moduleOf = (file: string) => {
  const found = modules[`../../app/${file}`];
  if (!found) throw new Error(`no route module app/${file}`);
  return found;
};

/** A route of app/routes.ts as React Router's build knows it, with its full URL pattern for tests. */
export type PageRoute = {
  id: string;
  parentId: string;
  file: string;
  path?: string;
  index?: boolean;
  /** The URL pattern from the site root ("/admin/orders", "/protocols/:conditionId", "/" for the index). */
  pattern: string;
  module: RouteModule;
};

const joinPattern = (parent: string, path: string | undefined) => (path ? `${parent.replace(/\/$/, "")}/${path}` : parent);

/** Walks app/routes.ts the way @react-router/dev does: the id is the option or the file without its extension. */
function flattenConfig(entries: ConfigEntry[], parentId: string, parentPattern: string): PageRoute[] {
  return entries.flatMap((entry) => {
    const id = entry.id ?? entry.file.replace(/\.[a-z0-9]+$/i, "");
    const pattern = joinPattern(parentPattern, entry.path);
    const route: PageRoute = { id, parentId, file: entry.file, path: entry.path, index: entry.index, pattern, module: moduleOf(entry.file) };
    return [route, ...flattenConfig(entry.children ?? [], id, pattern)];
  });
}

/** Every route of app/routes.ts, parents before children. */
export const PAGE_ROUTES: PageRoute[] = flattenConfig(routeConfig as ConfigEntry[], "root", "/");

/** The routes that run server code on a request: a loader, an action or both. */
export function routesWithServerCode(): PageRoute[] {
  return PAGE_ROUTES.filter((route) => typeof route.module.loader === "function" || typeof route.module.action === "function");
}

/** Route files (relative to app/routes) whose module exports an action: the table above must list them all. */
export function routeFilesWithActions(): string[] {
  return Object.entries(modules)
    .filter(([, module]) => typeof module.action === "function")
    .map(([path]) => path.replace("../../app/routes/", ""))
    .sort();
}

/** The document "page": what the action answered and what reached an error boundary, as JSON. */
function renderReport(_request: Request, status: number, headers: Headers, context: EntryContext) {
  const { actionData, loaderData, errors } = context.staticHandlerContext;
  const errorText = errors ? Object.values(errors).map((error) => (error instanceof Error ? error.message : JSON.stringify(error))) : null;
  headers.set("Content-Type", "application/json");
  // Only the posted route has action data; it is keyed by route id.
  const answer = actionData ? Object.values(actionData)[0] : null;
  return new Response(JSON.stringify({ actionData: answer, loaderData, errors: errorText }), { status, headers });
}

function buildOf(): ServerBuild {
  // The root keeps its real loader (who is signed in, the shop, the origin); its markup is not rendered here.
  const root = { id: "root", path: "", module: { default: () => null, loader: rootModule?.loader } as RouteModule };
  const routes = [root, ...PAGE_ROUTES.map(({ id, parentId, path, index, module }) => ({ id, parentId, path, index, module }))];
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
const pagesApp = createApp((request, context) => handlePage(request, context), () => "page-reports");

/** `call` against the app with the real page actions (same options: json, body, cookie, headers, ip). */
export function callPage(path: string, options: CallOptions = {}) {
  return call(path, { ...options, app: pagesApp });
}
