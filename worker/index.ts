/** Worker entry: the React Router SSR handler is created once per isolate, at module scope. */
import { createRequestHandler } from "react-router";
import { createApp } from "./app";

const serverBuild = () => import("virtual:react-router/server-build");
const handleRequest = createRequestHandler(serverBuild, import.meta.env.MODE);

// The client assets' version changes with every build: kept pages of an older build (naming script files a new
// deployment no longer has) are never served by a newer one.
export default createApp(
  (request, context) => handleRequest(request, context),
  async () => (await serverBuild()).assets.version,
);
