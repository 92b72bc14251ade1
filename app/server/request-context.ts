/**
 * What the Worker hands React Router for each page request. Kept in a module of its own: the Worker entry and
 * the loaders must import the very same key object, and importing it from the entry would create a cycle.
 */
import { createContext } from "react-router";
import type { Db } from "../../db/client";
import type { User } from "../../db/schema";
import type { AppEnv } from "../../worker/env";

export type RequestContext = {
  env: AppEnv;
  db: Db;
  /** The signed-in user (role read from the database on this request), or null. */
  user: User | null;
  ip: string;
  /** The shop's public origin (PUBLIC_ORIGIN, else the request's): image URLs, canonical and Open Graph URLs. */
  origin: string;
  /** The origin this request reached us on. */
  requestOrigin: string;
  /** CSP nonce for this response's inline scripts. */
  nonce: string;
  waitUntil: (promise: Promise<unknown>) => void;
};

export const requestContext = createContext<RequestContext>();
