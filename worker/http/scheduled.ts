/**
 * The Worker's Cron Trigger handler (wrangler.toml `[triggers] crons`): the periodic work no request does. Two jobs:
 * cancelling cash-on-delivery orders whose customers did not confirm them by their deadline (issue 32,
 * worker/domains/orders/cod-expiry.ts), a few bounded batches per run; and (issue 33) taking out of sale the batches
 * that can no longer reach anyone with the shelf life the rule asks (worker/domains/stock/expiry.ts), once a day per batch. The sweep's clock is the trigger's scheduled
 * time. Links in the messages it sends are built on PUBLIC_ORIGIN (a cron run has no request to take an origin from).
 */
import { createDb } from "../../db/client";
import type { AppEnv } from "../env";
import { publicOrigin } from "../env";
import { log } from "../lib/log";
import type { ServiceContext } from "./context";
import { expireUnconfirmedCodOrders } from "../domains/orders/cod-expiry";
import { holdNearExpiry } from "../domains/stock/expiry";

/** Batches of expiries one run may do (each EXPIRY_BATCH_SIZE orders); the rest waits for the next run. */
export const EXPIRY_ROUNDS_PER_RUN = 8;

/** Where links point when PUBLIC_ORIGIN is not set (local development: `npm start` serves here). */
const LOCAL_ORIGIN = "http://localhost:8787";

/** The service context of a scheduled run: no request, no visitor, English (each message speaks its order's language). */
export function scheduledContext(env: AppEnv, execution: Pick<ExecutionContext, "waitUntil">): ServiceContext {
  const origin = publicOrigin(env, LOCAL_ORIGIN);
  return {
    db: createDb(env.DB),
    env,
    ip: "cron",
    origin,
    requestOrigin: origin,
    waitUntil: (promise) => execution.waitUntil(promise),
    lang: "en",
  };
}

export async function scheduled(controller: ScheduledController, env: AppEnv, execution: ExecutionContext): Promise<void> {
  const ctx = scheduledContext(env, execution);
  const now = new Date(controller.scheduledTime).toISOString();
  const expired = await expireUnconfirmedCodOrders(ctx, now, { rounds: EXPIRY_ROUNDS_PER_RUN });
  if (expired > 0) log("info", `cron ${controller.cron}: cancelled ${expired} unconfirmed cash-on-delivery order(s)`);
  const held = await holdNearExpiry(ctx, now);
  if (held > 0) log("info", `cron ${controller.cron}: wrote off ${held} batch(es) too close to best-before to sell`);
}
