import type { Db } from "../../db/client";
import type { AppEnv } from "../env";

/** What every service call gets: the database, the configuration and who is asking from where. */
export type ServiceContext = {
  db: Db;
  env: AppEnv;
  /** Client IP as Cloudflare reports it (CF-Connecting-IP); "local" when absent (tests, local tools). */
  ip: string;
  /** This site's origin (scheme, host, port), for telling our own URLs from others. */
  origin: string;
  /** Lets a service finish work (sending mail) after the response, as ExecutionContext.waitUntil does. */
  waitUntil: (promise: Promise<unknown>) => void;
};
