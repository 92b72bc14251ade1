/**
 * What the Worker hands React Router for each page request: the request's context (worker/http/context.ts,
 * the very object the API handlers get) plus what only pages need. Kept in a module of its own: the Worker entry
 * and the loaders must import the very same key object, and importing it from the entry would create a cycle.
 */
import { createContext } from "react-router";
import type { RequestContext } from "./context";

export type PageContext = RequestContext & {
  /**
   * CSP nonce for this response's inline scripts; none when the edge cache renders the page to keep for everyone
   * (its CSP lists the scripts' hashes instead, worker/lib/edge-cache.ts).
   */
  nonce: string | undefined;
};

export const requestContext = createContext<PageContext>();
