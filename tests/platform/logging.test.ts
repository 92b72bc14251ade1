/**
 * Logs are one JSON object per line, every line carries the id of the request it belongs to (the same id the
 * response names in X-Request-Id), and no line holds personal data: no e-mail address, name, phone number,
 * password, token or one-time password, even while mail is sent and errors happen.
 */
import { desc, eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mailOutbox } from "../../worker/lib/tables";
import { call, testDb } from "../helpers/api";
import { errorMessage } from "../../worker/lib/log";
import { sendMail } from "../../worker/lib/mail";
import { addCategory, addProduct } from "../helpers/catalogue";
import { createAdmin, createCustomer } from "../helpers/factories";
import { freshUtr, placeOrder, putOrder } from "../helpers/orders";

type Captured = { stream: "log" | "warn" | "error"; line: string };

let captured: Captured[] = [];

beforeEach(() => {
  captured = [];
  for (const stream of ["log", "warn", "error"] as const) {
    vi.spyOn(console, stream).mockImplementation((...args: unknown[]) => {
      captured.push({ stream, line: args.map(String).join(" ") });
    });
  }
});

afterEach(() => vi.restoreAllMocks());

function parsedLines() {
  return captured.map(({ stream, line }) => {
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(line) as Record<string, unknown>;
    } catch {
      throw new Error(`a log line is not JSON: ${line}`);
    }
    return { stream, line, parsed };
  });
}

describe("structured logs", () => {
  it("a mail sent without a provider logs one JSON line with the request id and the mail id, not the message", async () => {
    const customer = await createCustomer({ name: "Sarojini Naidu Test", phoneNumber: "9123456780" });
    captured = [];
    const response = await call("/api/forgot-password", { json: { email: customer.email } });
    expect(response.status).toBe(200);
    const requestId = response.headers.get("X-Request-Id");
    expect(requestId).toBeTruthy();

    const mail = await testDb().query.mailOutbox.findFirst({ where: eq(mailOutbox.recipient, customer.email), orderBy: desc(mailOutbox.id) });
    const otp = mail?.textBody.match(/\b(\d{6})\b/)?.[1];
    expect(otp).toMatch(/^\d{6}$/);

    const lines = parsedLines();
    expect(lines).toHaveLength(1);
    expect(lines[0].parsed).toMatchObject({ level: "info", requestId, mailId: mail!.id });
    expect(typeof lines[0].parsed.time).toBe("string");
    for (const secret of [customer.email, otp!, "Sarojini", "9123456780", customer.password]) {
      expect(lines[0].line).not.toContain(secret);
    }
  });

  it("an unexpected server error logs the request id the response names, the path and the error, and nothing personal", async () => {
    const customer = await createCustomer({ name: "Kamala Test" });
    captured = [];
    // A deployment without its signing key: the request fails on our side (500) and is logged.
    const response = await call("/api/cart/", { token: customer.token, env: { JWT_SECRET: "" } });
    expect(response.status).toBe(500);
    const requestId = response.headers.get("X-Request-Id");
    const lines = parsedLines();
    expect(lines.length).toBeGreaterThanOrEqual(1);
    for (const { parsed, line } of lines) {
      expect(parsed.requestId, line).toBe(requestId);
      expect(parsed.level).toBe("error");
      for (const secret of [customer.email, customer.token, "Kamala"]) expect(line).not.toContain(secret);
    }
  });

  it("a whole order journey (signup, order, payment report, admin verification, mails) logs only JSON lines with request ids and no personal data", async () => {
    const admin = await createAdmin();
    const category = await addCategory(admin);
    const product = await addProduct(admin, category._id);
    const customer = await createCustomer({ name: "Rukmini Test", phoneNumber: "9988776655" });
    captured = [];

    const requestIds = new Set<string>();
    const order = await placeOrder(customer.token, [{ productId: product._id, quantity: 2 }]);
    const utr = freshUtr();
    const reported = await putOrder(customer.token, order._id, { amountPaid: order.bill, transactionId: utr, paymentStatus: "done" });
    expect(reported.status, reported.text).toBe(200);
    requestIds.add(reported.headers.get("X-Request-Id")!);
    const verified = await putOrder(admin.token, order._id, { paymentStatus: "verified" });
    expect(verified.status, verified.text).toBe(200);
    requestIds.add(verified.headers.get("X-Request-Id")!);

    const lines = parsedLines();
    // Order placement, the payment report and the verification each mail someone: at least those lines exist.
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const { parsed, line } of lines) {
      expect(typeof parsed.requestId, line).toBe("string");
      expect(["info", "warn", "error"]).toContain(parsed.level);
      for (const secret of [customer.email, admin.email, "Rukmini", "9988776655", utr, customer.token, admin.token]) {
        expect(line).not.toContain(secret);
      }
    }
    // The lines of the two requests we know the ids of carry exactly those ids.
    const idsInLogs = new Set(lines.map(({ parsed }) => parsed.requestId));
    for (const id of requestIds) expect(idsInLogs).toContain(id);
  });
});

describe("errors in logs", () => {
  it("a failed query is logged with its statement and D1's reason, never the values bound to it", async () => {
    const secret = "priya.secret@example.com";
    let thrown: unknown;
    try {
      await testDb().run(sql`select * from no_such_table where email_address = ${secret}`);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    // Drizzle's own message carries the bound values; the logged one does not.
    expect((thrown as Error).message).toContain(secret);
    const logged = errorMessage(thrown);
    expect(logged).not.toContain(secret);
    expect(logged).toContain("no_such_table");
  });

  it("a mail that cannot be recorded is logged, and the change it tells of still answers", async () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => void lines.push(line));
    const failingDb = { insert: () => { throw new Error("D1_ERROR: database is locked"); } } as unknown as ReturnType<typeof testDb>;
    await expect(sendMail({ db: failingDb, env: {} as never, waitUntil: () => {} }, { to: "someone@example.com", subject: "s", text: "t" })).resolves.toBeUndefined();
    expect(lines.join("\n")).toContain("mail could not be recorded");
    expect(lines.join("\n")).not.toContain("someone@example.com");
  });
});
