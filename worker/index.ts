/**
 * Worker entry: the React Router SSR handler is created once per isolate, at module scope; requests go to the Hono
 * app, Cron Triggers to the scheduled handler (./http/scheduled.ts).
 */
import { createRequestHandler } from "react-router";
import { createApp } from "./app";
import { scheduled } from "./http/scheduled";
import type { AppEnv } from "./env";

const serverBuild = () => import("virtual:react-router/server-build");
const handleRequest = createRequestHandler(serverBuild, import.meta.env.MODE);

// The client assets' version changes with every build: kept pages of an older build (naming script files a new
// deployment no longer has) are never served by a newer one.
const app = createApp(
  (request, context) => handleRequest(request, context),
  async () => (await serverBuild()).assets.version,
);

export default {
  fetch: app.fetch,
  scheduled,
} satisfies ExportedHandler<AppEnv>;
