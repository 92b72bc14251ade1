/**
 * Per-IP limits count an IPv6 client by its /64 (one subscriber can use any address in it), an IPv4 client by
 * its address: one function (ipLimitSubject) turns every client address into a limit key.
 */
import { describe, expect, it } from "vitest";
import { ipLimitSubject } from "../../worker/lib/rate-limit";
import { call } from "../helpers/api";

describe("ipLimitSubject", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002:ffff:eeee:dddd:cccc", "2001:db8:1:2::/64"],
    ["2001:db8:1:2:0:0:0:1", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["[2001:db8:1:2::1]", "2001:db8:1:2::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["64:ff9b:1:2::203.0.113.9", "64:ff9b:1:2::/64"],
    ["local", "local"],
  ])("%s counts as %s", (ip, subject) => {
    expect(ipLimitSubject(ip)).toBe(subject);
  });

  it("keeps what is not an address as it is, so nothing can fall into another client's key", () => {
    for (const junk of ["2001:db8::1::2", "1:2:3:4:5:6:7:8:9", "2001:db8:zz::1", "::ffff:300.1.1.1"]) {
      expect(ipLimitSubject(junk)).toBe(junk);
    }
  });
});

describe("per-IP limits and IPv6", () => {
  // A fresh address per request for the account limit: every sign-in names another (unknown) e-mail.
  let counter = 0;
  const signIn = (ip: string) =>
    call("/api/login", { json: { emailAddress: `ipv6.${Date.now()}.${++counter}@example.com`, password: "Wrong#12345" }, ip });

  it("sign-ins from 20 addresses of one /64 use up that /64's limit, not another's", { timeout: 60_000 }, async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:7`;
    for (let i = 1; i <= 20; i++) expect((await signIn(`${prefix}:${i.toString(16)}::1`)).status).toBe(401);
    const sameNetwork = await signIn(`${prefix}:ffff:ffff:ffff:ffff`);
    expect(sameNetwork.status).toBe(429);
    expect(sameNetwork.body.success).toBe(false);
    expect((await signIn(`${prefix.replace(/:7$/, ":8")}::1`)).status).toBe(401);
  });

  it("the wellness assistant's limit counts the /64 too", { timeout: 60_000 }, async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:9`;
    const ask = (ip: string) => call("/api/chat", { json: { prompt: "Which millets give energy?" }, ip });
    for (let i = 1; i <= 20; i++) expect((await ask(`${prefix}::${i.toString(16)}`)).status).toBe(200);
    expect((await ask(`${prefix}:1:2:3:4`)).status).toBe(429);
  });
});
