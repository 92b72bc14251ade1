import { describe, expect, it } from "vitest";
import { hashPassword, parsePasswordRecord, PBKDF2_ITERATIONS, verifyPassword } from "../../worker/lib/password";

describe("password hashing", () => {
  it("uses exactly 100,000 PBKDF2 iterations, the production Workers cap", async () => {
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    const record = await hashPassword("GhaniCustomer#2026");
    expect(parsePasswordRecord(record)?.iterations).toBe(100_000);
  });

  it("stores a salted hash, never the password, and verifies it", async () => {
    const first = await hashPassword("correct horse");
    const second = await hashPassword("correct horse");
    expect(first).not.toContain("correct horse");
    expect(first).not.toBe(second);
    expect(parsePasswordRecord(first)?.salt.length).toBe(16);
    expect(await verifyPassword("correct horse", first)).toBe(true);
    expect(await verifyPassword("correct horsf", first)).toBe(false);
  });

  it("refuses records above the cap or malformed", async () => {
    const record = (await hashPassword("x1234567")).replace("$100000$", "$200000$");
    expect(await verifyPassword("x1234567", record)).toBe(false);
    expect(await verifyPassword("x1234567", "plain-text")).toBe(false);
  });
});
