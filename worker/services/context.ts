import type { Db } from "../../db/client";
import type { AppEnv } from "../env";

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
};

/** What building views needs: the database, and the origins image URLs are made absolute with. */
export type ViewContext = Pick<ServiceContext, "db" | "origin" | "requestOrigin">;
