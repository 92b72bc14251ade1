/**
 * One-time codes, shared by the password reset by e-mail (./auth.ts) and phone sign-in (./phone-login.ts) so both
 * draw and store codes the same way: uniformly random six digits, kept only as an HMAC keyed with the server secret.
 */
import { jwtSecret } from "../../env";
import type { ServiceContext } from "../../http/context";

/** A uniformly random 6-digit code (rejection sampling avoids the bias of a plain modulo). */
export function randomOtp(): string {
  const limit = Math.floor(0x1_0000_0000 / 1_000_000) * 1_000_000;
  for (;;) {
    const [value] = crypto.getRandomValues(new Uint32Array(1));
    if (value < limit) return String(value % 1_000_000).padStart(6, "0");
  }
}

/** HMAC-SHA256 (hex) of `otpId:code`: the row's id in it means equal codes of two rows never share a hash. */
export async function otpHash(ctx: Pick<ServiceContext, "env">, otpId: string, code: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(jwtSecret(ctx.env)),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${otpId}:${code}`));
  return Array.from(new Uint8Array(mac), (b) => b.toString(16).padStart(2, "0")).join("");
}
