import type { Principal } from "../domains/accounts/shared/user";
import type { Db } from "../../db/client";
import type { AppEnv } from "../env";
import type { Lang } from "../shared/i18n/languages";

/** What every service call gets: the database, the configuration and who is asking from where. */
export type ServiceContext = {
  db: Db;
  env: AppEnv;
  /** Client IP as Cloudflare reports it (CF-Connecting-IP); "local" when absent (tests, local tools). */
  ip: string;
  /** The shop's public origin (PUBLIC_ORIGIN, else the request's): absolute image URLs in answers are built on it. */
  origin: string;
  /** The origin this request reached us on, for recognising our own URLs that name it. */
  requestOrigin: string;
  /** Lets a service finish work (sending mail) after the response, as ExecutionContext.waitUntil does. */
  waitUntil: (promise: Promise<unknown>) => void;
  /**
   * Set when the edge cache renders a page to keep (worker/lib/edge-cache.ts): the catalogue version the page is
   * stored under. Anything a Worker instance remembers of the catalogue must be at least this new.
   */
  catalogueVersion?: number;
  /**
   * The language the answer speaks (worker/shared/i18n/languages.ts): a page's is its address's; an API call's or
   * a form post's is `?lang=`, the /te/ page it posted to, or the remembered choice; English otherwise.
   */
  lang: Lang;
  /**
   * Issue 32: what identifies the caller's device (worker/lib/device.ts: X-Device-Id, the ghani_device cookie, else
   * the User-Agent), or null; only its keyed hash is stored. Absent in contexts made outside a request.
   */
  device?: string | null;
};

/** What building views needs: the database, and the origins image URLs are made absolute with. */
export type ViewContext = Pick<ServiceContext, "db" | "origin" | "requestOrigin"> & {
  /** Issue 32: who reads the views, when known: an admin's order views carry the order's risk, nobody else's. */
  principal?: Pick<Principal, "role"> | null;
};

/**
 * One request's context, built once in the Worker's request setup (worker/http/request.ts) and shared by the
 * API handlers and the page loaders and actions: the service context plus who is acting. Services take the
 * ServiceContext part; guards turn `principal` into a signed-in Principal or refuse.
 */
export type RequestContext = ServiceContext & {
  /** The signed-in person (bearer token, else session cookie), or null for a visitor or a dead token. */
  principal: Principal | null;
  requestId: string;
};
