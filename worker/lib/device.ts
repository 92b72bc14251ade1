/**
 * Issue 32: how the shop recognises a device across accounts (the risk score's "orders from the same device"). Our
 * checkout page gives a signed-in browser a first-party, long-lived random cookie (ghani_device, set when it first
 * opens /checkout or /te/checkout); an API client may send its own stable id as `X-Device-Id`; without either, the User-Agent stands in
 * (weak: many phones share one). Only a keyed hash of what is read here is ever stored (orders.device_hash).
 */
import { readCookie, isHttps } from "./session-cookie";

export const DEVICE_COOKIE = "ghani_device";
export const DEVICE_HEADER = "X-Device-Id";
const DEVICE_COOKIE_MAX_AGE = 2 * 365 * 24 * 60 * 60;
const MAX_ID_LENGTH = 128;

/** What identifies the request's device: "id:<X-Device-Id or the cookie>", else "ua:<User-Agent>", else null. */
export function deviceOf(request: Request): string | null {
  const sent = request.headers.get(DEVICE_HEADER)?.trim().slice(0, MAX_ID_LENGTH) || readCookie(request, DEVICE_COOKIE)?.slice(0, MAX_ID_LENGTH);
  if (sent) return `id:${sent}`;
  const agent = request.headers.get("User-Agent")?.trim();
  return agent ? `ua:${agent.slice(0, 300)}` : null;
}

export function hasDeviceCookie(request: Request): boolean {
  return readCookie(request, DEVICE_COOKIE) !== null;
}

/** A new device cookie: random, httpOnly, first-party, two years. */
export function newDeviceCookie(request: Request): string {
  const secure = isHttps(request) ? "; Secure" : "";
  return `${DEVICE_COOKIE}=${crypto.randomUUID()}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${DEVICE_COOKIE_MAX_AGE}${secure}`;
}

/** The pages that hand out the device cookie: the checkout, in either language. */
export function isCheckoutPage(path: string): boolean {
  return /^(\/te)?\/checkout\/?$/.test(path);
}
