/**
 * Issue 32: the risk and the COD decision of a prospective order, for the checkout's quote and for the placement
 * alike: the order's keys (./shared/keys.ts, keyed hashes of the IP and the device), one SQL statement of facts
 * (./risk.ts), the score from the weights table (./shared/risk-rules.ts) and the owner's rules applied in their one
 * place (./shared/decision.ts). One D1 round trip in all.
 */
import type { ServiceContext } from "../../http/context";
import { jwtSecret } from "../../env";
import { addressKey, addressQuality, phoneKey, type AddressQuality } from "./shared/keys";
import { scoreRisk, type RiskAssessment } from "./shared/risk-rules";
import { decideCod, type CodBill, type CodDecision } from "./shared/decision";
import { readRiskFacts, type Prospect } from "./risk";
import type { CodRules } from "./shared/rules";

/** What the order is made of, as the placement and the quote know it. */
export type ProspectiveOrder = {
  userId: string;
  /** The receiver's phone, else the account's. */
  phone: string | null;
  address: { doorNo: string; street: string; pincode: string };
};

/** The keys an order stores (orders.phone_key, address_key, client_ip_hash, device_hash). */
export type OrderKeys = { phoneKey: string | null; addressKey: string | null; clientIpHash: string | null; deviceHash: string | null };

const UNKNOWN_ADDRESS: AddressQuality = { hasHouseNumber: true, hasLandmark: true, length: Number.MAX_SAFE_INTEGER };

export type CodAssessment = { keys: OrderKeys; risk: RiskAssessment; rules: CodRules; decision: CodDecision };

async function keyedHash(ctx: Pick<ServiceContext, "env">, purpose: string, value: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(jwtSecret(ctx.env)), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`cod-risk:${purpose}:${value}`));
  return Array.from(new Uint8Array(mac).slice(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The order's keys; the IP and device only as keyed hashes (the raw IP is never stored). "local" (no CF-Connecting-IP) is no IP. */
export async function orderKeys(ctx: Pick<ServiceContext, "env" | "ip" | "device">, order: ProspectiveOrder): Promise<OrderKeys> {
  const ip = ctx.ip && ctx.ip !== "local" ? ctx.ip : null;
  return {
    phoneKey: phoneKey(order.phone),
    addressKey: addressKey(order.address),
    clientIpHash: ip ? await keyedHash(ctx, "ip", ip) : null,
    deviceHash: ctx.device ? await keyedHash(ctx, "device", ctx.device) : null,
  };
}

/**
 * The order's risk and what the owner's rules decide for cash on delivery on this COD bill: one statement.
 * `bill` is the bill as it would be paid in cash (with its COD fee). `now` is the decision's instant (the generated
 * month replays a month of orders each at its own time: tests/cod/generated-month.test.ts).
 */
export async function assessCod(ctx: Pick<ServiceContext, "db" | "env" | "ip" | "device">, order: ProspectiveOrder, bill: CodBill, now = Date.now()): Promise<CodAssessment> {
  const keys = await orderKeys(ctx, order);
  const prospect: Prospect = { userId: order.userId, pincode: order.address.pincode, phoneKey: keys.phoneKey, addressKey: keys.addressKey, ipHash: keys.clientIpHash, deviceHash: keys.deviceHash };
  const facts = await readRiskFacts(ctx.db, prospect, now);
  // A quote by pincode alone knows no door or street: their quality is not held against it.
  const known = order.address.doorNo.trim() !== "" || order.address.street.trim() !== "";
  const quality = known ? addressQuality(order.address) : UNKNOWN_ADDRESS;
  const risk = scoreRisk({ signals: facts.signals, address: quality, pincode: order.address.pincode, billPaise: bill.totalPaise });
  const decision = decideCod({ rules: facts.rules, blocked: facts.blocked, usage: facts.usage, score: risk.score, bill });
  return { keys, risk, rules: facts.rules, decision };
}
