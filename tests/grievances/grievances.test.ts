/**
 * Complaints through the API (issue 20): filing by a signed-in customer and by a visitor, the validation messages,
 * the due times (48 hours; one calendar month in India), the admin's transitions and the illegal ones, the mails at
 * each step, the admin list's order (overdue first, then by due time), ticket numbers under concurrency, another
 * customer's order refused, each customer's own list only, the visitor's rate limit and the overview's counts.
 * Expected due times and orders are worked out here from the rules, not taken from the app's code.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call, env } from "../helpers/api";
import { addCategory, addProduct } from "../helpers/catalogue";
import { createAdmin, createCustomer, verifyEmailOf, type Account } from "../helpers/factories";
import { countRows, placeOrder, type MailRow } from "../helpers/orders";
import { serviceContext } from "../helpers/services";
import { shopOverview } from "../../worker/domains/analytics/overview";
import { ticketNumber } from "../../worker/domains/grievances/shared/status";
import { PLACEHOLDER_ID } from "../helpers/routes";
import { callPage } from "../helpers/pages";
import { SESSION_COOKIE } from "../../worker/lib/session-cookie";

const HOUR = 60 * 60 * 1000;
const CARE_EMAIL = "grievance-officer@ghani.example";

let admin: Account;
let customer: Account;
let other: Account;
let customerOrderId: string;
let otherOrderId: string;

const visitor = (overrides: Record<string, unknown> = {}) => ({
  category: "refund",
  description: "I returned the sesame oil two weeks ago and have not had my refund.",
  name: "Lakshmi Devi",
  emailAddress: `lakshmi.${Math.random().toString(36).slice(2, 8)}@example.com`,
  ...overrides,
});

const fileAs = (token: string | undefined, json: unknown, ip?: string) => call("/api/grievances", { method: "POST", token, json, ip });
const putGrievance = (id: string, json: unknown, token = admin.token) => call(`/api/admin/grievances/${id}`, { method: "PUT", token, json });

async function fileOk(token: string | undefined, json: unknown) {
  const response = await fileAs(token, json);
  expect(response.status, response.text).toBe(201);
  return response.body.grievance as { _id: string; ticket: string; status: string; ackDueAt: string; resolveDueAt: string };
}

async function grievanceRow(id: string) {
  return env.DB.prepare("select * from grievances where id = ?").bind(id).first<Record<string, any>>();
}

async function mailsTo(recipient: string, subjectPart: string): Promise<MailRow[]> {
  const { results } = await env.DB.prepare("select recipient, subject, text_body, html_body from mail_outbox where recipient = ? and subject like ? order by id")
    .bind(recipient, `%${subjectPart}%`)
    .all<MailRow>();
  return results;
}

/** The wall-clock parts of an instant in India, read with Intl (independent of the app's own date arithmetic). */
function indianClock(iso: string) {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Kolkata", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric", hourCycle: "h23" })
    .formatToParts(new Date(iso))
    .reduce<Record<string, number>>((all, part) => (part.type === "literal" ? all : { ...all, [part.type]: Number(part.value) }), {});
  return { year: parts.year, month: parts.month, day: parts.day, time: `${parts.hour}:${parts.minute}:${parts.second}` };
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

beforeAll(async () => {
  [admin, customer, other] = await Promise.all([createAdmin(), createCustomer(), createCustomer()]);
  const category = await addCategory(admin);
  const product = await addProduct(admin, category._id, { mrp: "300", salePrice: "250" });
  customerOrderId = (await placeOrder(customer.token, [{ productId: product._id, quantity: 1 }]))._id;
  otherOrderId = (await placeOrder(other.token, [{ productId: product._id, quantity: 1 }]))._id;
  const settings = await call("/api/admin/settings", {
    method: "PUT",
    token: admin.token,
    json: { legalName: "Ghani Grievance Test", address: "1 Mill Road, Guntur", fssaiNumber: "10000000000000", carePhone: "+91 90000 00000", careEmail: CARE_EMAIL },
  });
  expect(settings.status, settings.text).toBe(200);
});

// The shared customers file more than an account's hourly allowance over this file; the limit has its own test.
beforeEach(async () => {
  await env.DB.prepare("delete from rate_limit_counters where key like 'grievance-account:%'").run();
});

describe("filing a complaint", () => {
  it("a signed-in customer files about their own order: 201 with exactly the ticket, status and due times", async () => {
    const before = Date.now();
    const response = await fileAs(customer.token, {
      category: "damaged-or-wrong-item",
      description: "The jar of ghee arrived cracked and half of it had leaked.",
      orderId: customerOrderId,
      // A signed-in customer's name and e-mail are their account's: these are ignored.
      name: "Someone Else",
      emailAddress: "someone.else@example.com",
    });
    expect(response.status, response.text).toBe(201);
    expect(response.body.success).toBe(true);
    const { grievance } = response.body;
    expect(Object.keys(grievance).sort()).toEqual(["_id", "ackDueAt", "resolveDueAt", "status", "ticket"]);
    expect(grievance.status).toBe("open");
    expect(grievance.ticket).toMatch(/^GR-\d{4}-\d{5}$/);
    const row = await grievanceRow(grievance._id);
    expect(row).toMatchObject({
      ticket: grievance.ticket,
      user_id: customer.user._id,
      email: customer.email,
      name: customer.user.name,
      category: "damaged-or-wrong-item",
      order_id: customerOrderId,
      status: "open",
      acknowledged_at: null,
      resolved_at: null,
    });
    expect(Date.parse(row!.created_at)).toBeGreaterThanOrEqual(before);
    const events = await env.DB.prepare("select from_status, to_status, reply, actor_id, actor_role from grievance_events where grievance_id = ?").bind(grievance._id).all();
    expect(events.results).toEqual([{ from_status: null, to_status: "open", reply: null, actor_id: customer.user._id, actor_role: "customer" }]);
  });

  it("a visitor files with a name and an e-mail; the ticket belongs to no account", async () => {
    const body = visitor();
    const grievance = await fileOk(undefined, body);
    expect(await grievanceRow(grievance._id)).toMatchObject({ user_id: null, name: body.name, email: body.emailAddress, order_id: null });
    // A dead token is a visitor too: the complaint is still taken, by e-mail.
    const dead = await fileAs("not.a.token", visitor());
    expect(dead.status, dead.text).toBe(201);
  });

  it.each([
    ["no category", { category: undefined }, /Category is required/],
    ["an unknown category", { category: "lost-parcel" }, /Category must be one of: order-not-received, damaged-or-wrong-item, refund, payment, product-quality, delivery, account-and-privacy, other/],
    ["no description", { description: undefined }, /Description is required/],
    ["a one-word description", { description: "bad" }, /Description must be at least 10 characters/],
    ["a visitor without a name", { name: undefined }, /Name is required/],
    ["a visitor without an e-mail", { emailAddress: "" }, /Email address is required/],
    ["a visitor with a bad e-mail", { emailAddress: "lakshmi at example" }, /valid email address/],
    ["a visitor naming an order", { orderId: PLACEHOLDER_ID }, /Sign in to name one of your orders/],
    ["a description of 4001 characters", { description: "x".repeat(4001) }, /Description must be at most 4000 characters/],
  ])("refuses %s with a 400 naming the field, writing nothing", async (_label, overrides, message) => {
    const before = await countRows("select count(*) as n from grievances");
    const response = await fileAs(undefined, visitor(overrides));
    expect(response.status, response.text).toBe(400);
    expect(response.body).toMatchObject({ success: false });
    expect(response.body.message).toMatch(message);
    expect(await countRows("select count(*) as n from grievances")).toBe(before);
  });

  it("due times: acknowledgement 48 hours after filing, resolution the same time in India one calendar month later", async () => {
    const grievance = await fileOk(undefined, visitor());
    const row = await grievanceRow(grievance._id);
    expect(Date.parse(grievance.ackDueAt) - Date.parse(row!.created_at)).toBe(48 * HOUR);
    const filed = indianClock(row!.created_at);
    const due = indianClock(grievance.resolveDueAt);
    const nextMonth = filed.month === 12 ? { year: filed.year + 1, month: 1 } : { year: filed.year, month: filed.month + 1 };
    expect(due).toEqual({ ...nextMonth, day: Math.min(filed.day, daysInMonth(nextMonth.year, nextMonth.month)), time: filed.time });
    expect(grievance.resolveDueAt.slice(-5)).toBe(row!.created_at.slice(-5));
    expect(row).toMatchObject({ ack_due_at: grievance.ackDueAt, resolve_due_at: grievance.resolveDueAt });
  });

  it("mails the customer the ticket number and due times, and the shop's consumer-care address the complaint", async () => {
    const body = visitor({ description: "The millet <b>packet</b> was\nopen when it came." });
    const grievance = await fileOk(undefined, body);
    const [receipt] = await mailsTo(body.emailAddress, grievance.ticket);
    expect(receipt.subject).toBe(`${env.SHOP_NAME}: complaint ${grievance.ticket} received`);
    expect(receipt.text_body).toContain(grievance.ticket);
    // Due times in India's time, as the customer reads them.
    const ackText = new Date(grievance.ackDueAt).toLocaleString("en-IN", { timeZone: "Asia/Kolkata", day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" });
    expect(receipt.text_body).toContain(`acknowledge it by ${ackText} IST`);
    expect(receipt.text_body).toMatch(/resolve it by .+ IST/);
    // A visitor's address is not verified: the receipt echoes nothing they typed (issue 29).
    expect(receipt.text_body).not.toContain("millet");
    expect(receipt.text_body).not.toContain(body.name);
    const [shopCopy] = await mailsTo(CARE_EMAIL, grievance.ticket);
    expect(shopCopy.subject).toBe(`${env.SHOP_NAME}: new complaint ${grievance.ticket} (Refund)`);
    expect(shopCopy.text_body).toContain(body.emailAddress);
    expect(shopCopy.text_body).toContain("The millet <b>packet</b> was\nopen when it came.");
  });
});

describe("whose orders and whose tickets", () => {
  it("another customer's order is refused exactly like an order that does not exist, and nothing is written", async () => {
    const before = await countRows("select count(*) as n from grievances");
    const body = { category: "order-not-received", description: "My order never arrived at my door." };
    const theirs = await fileAs(customer.token, { ...body, orderId: otherOrderId });
    const nobody = await fileAs(customer.token, { ...body, orderId: PLACEHOLDER_ID });
    expect(theirs.status).toBe(404);
    expect({ status: theirs.status, body: theirs.body }).toEqual({ status: nobody.status, body: nobody.body });
    expect(theirs.text).not.toContain(other.email);
    expect(await countRows("select count(*) as n from grievances")).toBe(before);
    // The owner may name it.
    const own = await fileOk(other.token, { ...body, orderId: otherOrderId });
    expect((await grievanceRow(own._id))?.order_id).toBe(otherOrderId);
  });

  it("GET /api/grievances lists the caller's own tickets only, newest first, with their history", async () => {
    const first = await fileOk(customer.token, { category: "payment", description: "I was charged twice for one order." });
    const second = await fileOk(customer.token, { category: "delivery", description: "The courier asked me for extra money." });
    await fileOk(undefined, visitor({ emailAddress: customer.email }));
    const response = await call(`/api/grievances?userId=${other.user._id}`, { token: customer.token });
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    const tickets = response.body.grievances as { _id: string; ticket: string; history: unknown[] }[];
    const ids = tickets.map((ticket) => ticket._id);
    expect(ids.slice(0, 2)).toEqual([second._id, first._id]);
    const owned = await env.DB.prepare("select id from grievances where user_id = ?").bind(customer.user._id).all<{ id: string }>();
    expect(ids.sort()).toEqual(owned.results.map((row) => row.id).sort());
    expect(tickets[0]).toMatchObject({ ticket: second.ticket, status: "open", category: "delivery", overdue: null });
    expect(tickets[0].history).toEqual([expect.objectContaining({ fromStatus: null, toStatus: "open", reply: null, actorRole: "customer" })]);
    expect(response.text).not.toContain(other.email);
    expect((await call("/api/grievances")).status).toBe(401);
  });
});

describe("the admin's steps", () => {
  it("open -> acknowledged -> resolved, each with a reply mailed to the customer, a history step and an audit entry", async () => {
    const grievance = await fileOk(customer.token, { category: "product-quality", description: "The groundnut oil smells rancid after a week." });
    const acknowledged = await putGrievance(grievance._id, { status: "acknowledged", reply: "Sorry about this. Please send a photo of the batch number." });
    expect(acknowledged.status, acknowledged.text).toBe(200);
    expect(acknowledged.body.grievance).toMatchObject({ _id: grievance._id, status: "acknowledged", resolvedAt: null, emailAddress: customer.email });
    expect(acknowledged.body.grievance.acknowledgedAt).toEqual(expect.any(String));

    const resolved = await putGrievance(grievance._id, { status: "resolved", reply: "We have sent a fresh bottle with tracking number BD123." });
    expect(resolved.status, resolved.text).toBe(200);
    const view = resolved.body.grievance;
    expect(view).toMatchObject({ status: "resolved", overdue: null, acknowledgedAt: acknowledged.body.grievance.acknowledgedAt });
    expect(view.history.map((step: any) => [step.fromStatus, step.toStatus, step.reply, step.actorRole, step.actorEmail])).toEqual([
      [null, "open", null, "customer", null],
      ["open", "acknowledged", "Sorry about this. Please send a photo of the batch number.", "admin", admin.email],
      ["acknowledged", "resolved", "We have sent a fresh bottle with tracking number BD123.", "admin", admin.email],
    ]);

    const mails = await mailsTo(customer.email, grievance.ticket);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `${env.SHOP_NAME}: complaint ${grievance.ticket} received`,
      `${env.SHOP_NAME}: complaint ${grievance.ticket} acknowledged`,
      `${env.SHOP_NAME}: complaint ${grievance.ticket} resolved`,
    ]);
    expect(mails[1].text_body).toContain("Please send a photo of the batch number.");
    expect(mails[2].text_body).toContain("tracking number BD123");
    const audit = await env.DB.prepare("select actor_id, action, entity, details from audit_log where entity = 'grievance' and entity_id = ? order by id").bind(grievance._id).all<any>();
    expect(audit.results.map((row) => [row.actor_id, row.action, JSON.parse(row.details)])).toEqual([
      [admin.user._id, "update", { name: grievance.ticket, from: "open", to: "acknowledged" }],
      [admin.user._id, "update", { name: grievance.ticket, from: "acknowledged", to: "resolved" }],
    ]);
  });

  it("an open ticket may be resolved at once: the resolving reply acknowledges it too", async () => {
    const grievance = await fileOk(undefined, visitor());
    const resolved = await putGrievance(grievance._id, { status: "resolved", reply: "Refund of Rs 250 made today, UTR 412345678901." });
    expect(resolved.status, resolved.text).toBe(200);
    const row = await grievanceRow(grievance._id);
    expect(row).toMatchObject({ status: "resolved" });
    expect(row!.acknowledged_at).toBe(row!.resolved_at);
  });

  it("refuses illegal moves with 409 naming the rule, and a missing reply with 400, changing nothing", async () => {
    const grievance = await fileOk(undefined, visitor());
    expect((await putGrievance(grievance._id, { status: "acknowledged", reply: "Looking into it." })).status).toBe(200);
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ status: "acknowledged", reply: "Again." }, 409, /^Only an open complaint can be acknowledged$/],
      [{ status: "open", reply: "Reopening." }, 409, /cannot be moved back to open/],
      [{ status: "resolved" }, 400, /Reply is required/],
      [{ status: "resolved", reply: "   " }, 400, /Reply is required/],
      [{ status: "closed", reply: "Done." }, 400, /Status must be one of: open, acknowledged, resolved/],
    ];
    for (const [body, status, message] of cases) {
      const before = await grievanceRow(grievance._id);
      const response = await putGrievance(grievance._id, body);
      expect(response.status, `${JSON.stringify(body)}: ${response.text}`).toBe(status);
      expect(response.body.message).toMatch(message);
      expect(await grievanceRow(grievance._id)).toEqual(before);
    }
    expect((await putGrievance(grievance._id, { status: "resolved", reply: "Sorted." })).status).toBe(200);
    const again = await putGrievance(grievance._id, { status: "resolved", reply: "Sorted twice." });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Only an open or acknowledged complaint can be resolved");
    expect(await countRows("select count(*) as n from grievance_events where grievance_id = ?", grievance._id)).toBe(3);
    expect((await putGrievance(PLACEHOLDER_ID, { status: "resolved", reply: "Sorted." })).status).toBe(404);
    // Customers cannot move tickets.
    expect((await putGrievance(grievance._id, { status: "resolved", reply: "Sorted." }, customer.token)).status).toBe(403);
  });

  it("of two admins answering the same ticket at once, exactly one step is recorded and mailed", async () => {
    const grievance = await fileOk(undefined, visitor());
    const answers = await Promise.all([
      putGrievance(grievance._id, { status: "acknowledged", reply: "First admin here." }),
      putGrievance(grievance._id, { status: "acknowledged", reply: "Second admin here." }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await countRows("select count(*) as n from grievance_events where grievance_id = ? and to_status = 'acknowledged'", grievance._id)).toBe(1);
    expect(await countRows("select count(*) as n from audit_log where entity = 'grievance' and entity_id = ?", grievance._id)).toBe(1);
    expect(await countRows("select count(*) as n from mail_outbox where subject like ?", `%${grievance.ticket} acknowledged%`)).toBe(1);
  });
});

describe("ticket numbers", () => {
  it("10 filings at once get 10 different, consecutive numbers of this year in India", async () => {
    const filed = await Promise.all(Array.from({ length: 10 }, (_, index) => fileOk(undefined, visitor({ description: `Parallel complaint number ${index}` }))));
    const tickets = filed.map((grievance) => grievance.ticket);
    expect(new Set(tickets).size).toBe(10);
    const year = indianClock(new Date().toISOString()).year;
    const serials = tickets.map((ticket) => {
      expect(ticket.startsWith(`GR-${year}-`)).toBe(true);
      return Number(ticket.slice(-5));
    });
    // The database writes the number as ticketNumber() does.
    for (const [index, ticket] of tickets.entries()) expect(ticket).toBe(ticketNumber(year, serials[index]));
    serials.sort((a, b) => a - b);
    expect(serials.at(-1)! - serials[0]).toBe(9);
    const counter = await env.DB.prepare("select last_serial from grievance_counters where year = ?").bind(year).first<{ last_serial: number }>();
    expect(counter?.last_serial).toBe(await countRows("select count(*) as n from grievances where ticket like ?", `GR-${year}-%`));
  });
});

describe("overdue first", () => {
  /** Inserts a ticket filed `hoursAgo` hours ago with the due times the rules give (a month taken as 30 days here). */
  async function pastTicket(label: string, hoursAgo: number, status: "open" | "acknowledged" | "resolved") {
    const created = new Date(Date.now() - hoursAgo * HOUR);
    const id = `0PAST${label.padEnd(21, "0")}`;
    const ack = new Date(created.getTime() + 48 * HOUR).toISOString();
    const resolve = new Date(created.getTime() + 30 * 24 * HOUR).toISOString();
    const done = status === "open" ? null : new Date(created.getTime() + HOUR).toISOString();
    await env.DB.prepare(
      `insert into grievances (id, ticket, user_id, email, name, category, order_id, description, status, ack_due_at, resolve_due_at, acknowledged_at, resolved_at, created_at, updated_at)
       values (?, ?, null, 'past@example.com', 'Past Customer', 'other', null, 'A complaint from the past.', ?, ?, ?, ?, ?, ?, ?)`,
    )
      .bind(id, `GR-1999-${label}`, status, ack, resolve, done, status === "resolved" ? done : null, created.toISOString(), created.toISOString())
      .run();
    return id;
  }

  it("lists overdue tickets first (longest overdue first), then by the next due time, resolved last; the overview counts them", async () => {
    const ctx = serviceContext();
    const overviewBefore = await shopOverview(ctx);
    const ids = {
      ackLate: await pastTicket("ACKLATE", 72, "open"),
      resolveLate: await pastTicket("RESLATE", 40 * 24, "acknowledged"),
      fresh: await pastTicket("FRESH", 1, "open"),
      inProgress: await pastTicket("INPROG", 48, "acknowledged"),
      resolved: await pastTicket("RESOLVED", 50 * 24, "resolved"),
      ackSoon: await pastTicket("ACKSOON", 47, "open"),
    };
    const response = await call("/api/admin/grievances", { token: admin.token });
    expect(response.status, response.text).toBe(200);
    const listed = (response.body.grievances as { _id: string; overdue: string | null }[]).filter((ticket) => Object.values(ids).includes(ticket._id));
    expect(listed.map((ticket) => ticket._id)).toEqual([ids.resolveLate, ids.ackLate, ids.ackSoon, ids.fresh, ids.inProgress, ids.resolved]);
    expect(listed.map((ticket) => ticket.overdue)).toEqual(["resolution", "acknowledgement", null, null, null, null]);
    // Every overdue ticket of the whole list comes before every other one.
    const all = response.body.grievances as { overdue: string | null; status: string }[];
    const firstOnTime = all.findIndex((ticket) => ticket.overdue === null);
    expect(all.slice(firstOnTime).every((ticket) => ticket.overdue === null)).toBe(true);

    const unresolved = await call("/api/admin/grievances?status=unresolved", { token: admin.token });
    expect(unresolved.body.grievances.every((ticket: { status: string }) => ticket.status !== "resolved")).toBe(true);
    expect((await call("/api/admin/grievances?status=late", { token: admin.token })).status).toBe(400);

    const overview = await shopOverview(ctx);
    expect(overview.openGrievances - overviewBefore.openGrievances).toBe(5);
    expect(overview.overdueGrievances - overviewBefore.overdueGrievances).toBe(2);
    // The counts agree with the list's own overdue marks.
    const everything = (await call("/api/admin/grievances", { token: admin.token })).body.grievances as { overdue: string | null; status: string }[];
    expect(overview.overdueGrievances).toBe(everything.filter((ticket) => ticket.overdue !== null).length);
    expect(overview.openGrievances).toBe(everything.filter((ticket) => ticket.status !== "resolved").length);
  });
});

describe("a visitor's filings are rate-limited per connection", () => {
  it("allows 5 an hour from one address, refuses the 6th with 429 and nothing written; a signed-in customer's allowance is their account's", async () => {
    const ip = "203.0.113.77";
    for (let i = 0; i < 5; i += 1) expect((await fileAs(undefined, visitor(), ip)).status).toBe(201);
    const before = await countRows("select count(*) as n from grievances");
    const refused = await fileAs(undefined, visitor(), ip);
    expect(refused.status, refused.text).toBe(429);
    expect(refused.body.message).toMatch(/Too many complaints/);
    expect(await countRows("select count(*) as n from grievances")).toBe(before);
    expect((await fileAs(customer.token, { category: "other", description: "A signed-in complaint from the same place." }, ip)).status).toBe(201);
    // Another address has its own allowance.
    expect((await fileAs(undefined, visitor(), "203.0.113.78")).status).toBe(201);
  });
});

describe("the pages' actions", () => {
  it("/support files a visitor's form and answers the ticket; a signed-in customer's form names their order", async () => {
    const email = `page.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const form = new URLSearchParams({ category: "delivery", description: "The parcel came a week late.", name: "Page Visitor", emailAddress: email, orderId: "" });
    const response = await callPage("/support", { method: "POST", body: form.toString(), headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(response.status, response.text.slice(0, 300)).toBe(200);
    const filed = response.body.actionData.filed;
    expect(filed.ticket).toMatch(/^GR-\d{4}-\d{5}$/);
    expect(await grievanceRow(filed._id)).toMatchObject({ email, name: "Page Visitor", user_id: null });

    const signedIn = new URLSearchParams({ category: "refund", description: "Refund still pending for this order.", orderId: customerOrderId });
    const own = await callPage("/support", { method: "POST", cookie: `${SESSION_COOKIE}=${customer.token}`, body: signedIn.toString(), headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(own.status, own.text.slice(0, 300)).toBe(200);
    expect(await grievanceRow(own.body.actionData.filed._id)).toMatchObject({ user_id: customer.user._id, order_id: customerOrderId });
  });

  it("/admin/grievances makes a step with the reply, and refuses an illegal one with the rule", async () => {
    const grievance = await fileOk(undefined, visitor());
    const post = (json: unknown) =>
      callPage("/admin/grievances", { method: "POST", cookie: `${SESSION_COOKIE}=${admin.token}`, body: JSON.stringify(json), headers: { "Content-Type": "application/json" } });
    const step = await post({ intent: "step", id: grievance._id, status: "resolved", reply: "Refunded today." });
    expect(step.status, step.text.slice(0, 300)).toBe(200);
    expect(step.body.actionData.message).toContain(`${grievance.ticket} is resolved`);
    const again = await post({ intent: "step", id: grievance._id, status: "acknowledged", reply: "Too late." });
    expect(again.status).toBe(409);
    expect(again.body.actionData.error).toBe("Only an open complaint can be acknowledged");
    // The page lists it under Resolved, with its history.
    const page = await callPage("/admin/grievances?status=resolved", { cookie: `${SESSION_COOKIE}=${admin.token}` });
    const listed = page.body.loaderData["routes/admin/grievances"].grievances.find((ticket: { _id: string }) => ticket._id === grievance._id);
    expect(listed.history.map((entry: { reply: string | null }) => entry.reply)).toEqual([null, "Refunded today."]);
  });
});

describe("where the page is found", () => {
  it("the sitemap lists /support", async () => {
    const sitemap = await callPage("/sitemap.xml");
    expect(sitemap.text).toMatch(/<loc>[^<]*\/support<\/loc>/);
  });
});

describe("a complaint's order on the admin orders page", () => {
  it("GET /api/order?orderId= (and the admin orders page the Grievances page links to) shows just that order", async () => {
    for (const path of [`/api/order?orderId=${customerOrderId}`, `/api/order?orderId=${customerOrderId}&page=1`]) {
      const response = await call(path, { token: admin.token });
      expect(response.status, response.text).toBe(200);
      expect((response.body as { _id: string }[]).map((order) => order._id)).toEqual([customerOrderId]);
      expect(response.headers.get("X-Total-Count")).toBe("1");
    }
    const page = await callPage(`/admin/orders?orderId=${customerOrderId}`, { cookie: `${SESSION_COOKIE}=${admin.token}` });
    const data = page.body.loaderData["routes/admin/orders"];
    expect(data.orders.map((order: { _id: string }) => order._id)).toEqual([customerOrderId]);
    expect(data.oneOrder).toBe(customerOrderId);
    expect(data.complaints.open).toBeGreaterThan(0);
  });
});

describe("the grievance officer named in Settings", () => {
  it("gets new complaints and signs the replies", async () => {
    const officer = { grievanceOfficerName: "Lakshmi Rao", grievanceOfficerDesignation: "Grievance Officer", grievanceOfficerEmail: "officer@ghani.example", grievanceOfficerPhone: "+91 90000 00009" };
    const base = { legalName: "Ghani Grievance Test", address: "1 Mill Road, Guntur", fssaiNumber: "10000000000000", carePhone: "+91 90000 00000", careEmail: CARE_EMAIL };
    const saved = await call("/api/admin/settings", { method: "PUT", token: admin.token, json: { ...base, ...officer } });
    expect(saved.status, saved.text).toBe(200);
    try {
      const grievance = await fileOk(customer.token, { category: "refund", description: "My refund has not arrived after two weeks." });
      expect(await mailsTo(officer.grievanceOfficerEmail, grievance.ticket)).toHaveLength(1);
      expect(await mailsTo(CARE_EMAIL, grievance.ticket)).toHaveLength(0);
      const acknowledged = await putGrievance(grievance._id, { status: "acknowledged", reply: "We are checking with the bank." });
      expect(acknowledged.status, acknowledged.text).toBe(200);
      const [reply] = await mailsTo(customer.email, `${grievance.ticket} acknowledged`);
      expect(reply.text_body).toContain(`Lakshmi Rao, Grievance Officer, ${env.SHOP_NAME}`);
    } finally {
      await call("/api/admin/settings", { method: "PUT", token: admin.token, json: { ...base, grievanceOfficerName: "", grievanceOfficerDesignation: "", grievanceOfficerEmail: "", grievanceOfficerPhone: "" } });
    }
  });
});

describe("the complaint form relays no one's words (issue 29)", () => {
  const phishing = "URGENT: your account is locked. Log in at http://evil.example/ghani to keep it.";

  it("a visitor's receipt says only that the ticket was received: neither their text nor their name; the shop's copy has both", async () => {
    const body = visitor({ name: "Ghani Security Team http://evil.example", description: phishing });
    const grievance = await fileOk(undefined, body);
    const [receipt] = await mailsTo(body.emailAddress, grievance.ticket);
    expect(receipt.text_body).toContain(`We have received your complaint ${grievance.ticket}`);
    for (const part of [receipt.text_body, receipt.html_body]) {
      expect(part).not.toContain("evil.example");
      expect(part).not.toContain("URGENT");
    }
    const [shopCopy] = await mailsTo(CARE_EMAIL, grievance.ticket);
    expect(shopCopy.text_body).toContain(phishing);
  });

  it("an account's receipt echoes its text only once the account's address is verified", async () => {
    const account = await createCustomer({ name: "Ravi http://evil.example" });
    const unverified = await fileOk(account.token, { category: "other", description: phishing });
    const [first] = await mailsTo(account.email, unverified.ticket);
    expect(first.text_body).not.toContain("evil.example");
    expect(first.text_body).not.toContain("URGENT");

    await verifyEmailOf(account);
    const verified = await fileOk(account.token, { category: "other", description: "The ghee jar was cracked on arrival." });
    const [second] = await mailsTo(account.email, verified.ticket);
    expect(second.text_body).toContain("The ghee jar was cracked on arrival.");
    expect(second.text_body).toContain("Hello Ravi");
  });

  it("a signed-in account files at most 5 an hour: the 6th is 429 with a clear message, nothing written or mailed", async () => {
    const account = await createCustomer();
    for (let i = 0; i < 5; i += 1) await fileOk(account.token, { category: "other", description: `Complaint number ${i} about the order.` });
    const tickets = () => countRows("select count(*) as n from grievances where user_id = ?", account.user._id);
    const mails = () => countRows("select count(*) as n from mail_outbox where subject like '%complaint%'");
    const [ticketsBefore, mailsBefore] = [await tickets(), await mails()];
    const refused = await fileAs(account.token, { category: "other", description: "One complaint too many this hour." });
    expect(refused.status, refused.text).toBe(429);
    expect(refused.body.message).toMatch(/at most 5 complaints an hour/);
    expect([await tickets(), await mails()]).toEqual([ticketsBefore, mailsBefore]);
    // The allowance is per account: another customer still files.
    expect((await fileAs(other.token, { category: "other", description: "My own complaint, not limited by theirs." })).status).toBe(201);
  });
});
