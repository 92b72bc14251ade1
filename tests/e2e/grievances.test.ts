/**
 * Browser journey of issue 20's complaints: a customer of its own, on a phone (390 px), opens Complaints and support
 * from the footer, files a complaint about one of their orders and sees its ticket number and due times; the demo
 * admin finds it on the Grievances page (an overdue ticket is listed first, marked "Overdue"), acknowledges it with
 * a reply and resolves it with another; the customer's profile then shows it resolved with both replies, and each
 * step e-mailed the customer. Screenshots (390 px; the admin page at 1280 px) go to E2E_SCREENSHOT_DIR when it is set.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { BASE_URL, DEMO, launchBrowser, newPage, querySql, sessionCookieFor, signIn, signUpCustomer } from "./helpers.ts";

const SHOTS = process.env.E2E_SCREENSHOT_DIR;
const PHONE = { width: 390, height: 844 };

let browser: Browser;
let customerContext: BrowserContext;
let customer: Page;
let customerEmail = "";
let admin: Page;
let orderRef = "";
let ticket = "";
/** A ticket filed three days ago and never acknowledged: overdue, so listed first. */
const overdueTicket = `GR-1999-${String(Date.now()).slice(-5)}`;

before(async () => {
  browser = await launchBrowser();
  const signedUp = await signUpCustomer("complaints");
  customerEmail = signedUp.email;
  customerContext = await browser.newContext({ baseURL: BASE_URL, viewport: PHONE, isMobile: true, hasTouch: true });
  await customerContext.addCookies([sessionCookieFor(signedUp.token)]);
  customer = await customerContext.newPage();
  customer.on("pageerror", (error) => console.error(`page error: ${error.message}`));
  // An order to complain about, placed through the API (the checkout has journeys of its own).
  const [pack] = querySql<{ productId: string; variantId: string }>(
    "select product_id as productId, id as variantId from product_variants where stock >= 10 order by stock desc limit 1",
  );
  const placed = await fetch(`${BASE_URL}/api/order`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${signedUp.token}` },
    body: JSON.stringify({ products: [{ ...pack, quantity: 1 }] }),
  });
  assert.equal(placed.status, 201, await placed.clone().text());
  orderRef = String(((await placed.json()) as { _id: string })._id).slice(-6);

  const filedAt = new Date(Date.now() - 72 * 60 * 60 * 1000);
  const due = (hours: number) => new Date(filedAt.getTime() + hours * 60 * 60 * 1000).toISOString();
  querySql(
    `insert into grievances (id, ticket, user_id, email, name, category, order_id, description, status, ack_due_at, resolve_due_at, acknowledged_at, resolved_at, created_at, updated_at)
     values ('E2EOVERDUE${Date.now()}', '${overdueTicket}', null, 'late@example.com', 'Late Complainant', 'delivery', null, 'Nobody answered me.', 'open',
       '${due(48)}', '${due(30 * 24)}', null, null, '${filedAt.toISOString()}', '${filedAt.toISOString()}')`,
  );

  ({ page: admin } = await newPage(browser));
  await signIn(admin, DEMO.admin.email, DEMO.admin.password);
  await admin.waitForURL((url) => url.pathname === "/admin");
});
after(async () => {
  // Resolve the planted ticket so that later runs against the same state do not count it.
  querySql(`update grievances set status = 'resolved', acknowledged_at = updated_at, resolved_at = updated_at where ticket = '${overdueTicket}'`);
  await browser.close();
});

function adminTicket(number: string): Locator {
  return admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { name: new RegExp(`^${number} `) }) });
}

/** Opens a ticket on the admin page, writes the reply into the step's form and sends it. */
async function adminStep(number: string, step: "Acknowledge" | "Resolve", reply: string) {
  const item = adminTicket(number);
  const form = item.getByRole("form", { name: `${step} ${number}` });
  if (!(await form.isVisible())) await item.locator("summary").click();
  await form.getByRole("textbox").fill(reply);
  await form.getByRole("button", { name: `${step} ${number} and e-mail the reply` }).click();
  await admin.getByRole("status").filter({ hasText: `${number} is ${step === "Acknowledge" ? "acknowledged" : "resolved"}` }).waitFor();
}

describe("complaints", { timeout: 240_000 }, () => {
  test("a customer files a complaint about an order on a phone and gets a ticket number with the due times", async () => {
    await customer.goto("/");
    await customer.getByRole("contentinfo").getByRole("link", { name: "Complaints and support" }).click();
    await customer.getByRole("heading", { level: 1, name: "Complaints and support" }).waitFor();
    assert.match(await customer.title(), /Complaints and support/);
    await customer.getByText(/Filing as/).waitFor();

    // Sent empty, the browser's own checks keep the form from going.
    await customer.getByRole("button", { name: "File complaint" }).click();
    assert.equal(await customer.getByText(/Complaint filed/).count(), 0);

    await customer.getByLabel("What is it about?").selectOption({ label: "Damaged or wrong item" });
    const orderSelect = customer.getByLabel("Which order? (optional)");
    const orderValue = await orderSelect.locator("option", { hasText: `Order #${orderRef} ` }).getAttribute("value");
    await orderSelect.selectOption(orderValue!);
    await customer.getByLabel("What happened?").fill("The bottle of oil arrived with a cracked cap and some of it had leaked.");
    if (SHOTS) await customer.screenshot({ path: `${SHOTS}/support-form-390.png`, fullPage: true });
    await customer.getByRole("button", { name: "File complaint" }).click();

    const receipt = customer.getByRole("status").filter({ hasText: "Complaint filed" });
    await receipt.waitFor();
    ticket = (await receipt.getByRole("heading").textContent())!.match(/GR-\d{4}-\d{5}/)![0];
    const text = await receipt.textContent();
    assert.match(text!, /Acknowledgement by.+IST/);
    assert.match(text!, /Resolution by.+IST/);
    // The page fits the phone: nothing wider than the screen.
    assert.ok(await customer.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), "the page scrolls sideways at 390 px");
    if (SHOTS) await customer.screenshot({ path: `${SHOTS}/support-filed-390.png`, fullPage: true });

    const [row] = querySql<{ status: string; order_id: string; email: string }>(`select status, order_id, email from grievances where ticket = '${ticket}'`);
    assert.equal(row.status, "open");
    assert.equal(row.order_id.slice(-6), orderRef);
    assert.equal(row.email, customerEmail);
  });

  test("the admin sees overdue tickets first and marked, then acknowledges and resolves the complaint with replies", async () => {
    assert.ok(ticket, "the complaint was filed");
    await admin.getByRole("complementary", { name: "Admin sections" }).getByRole("link", { name: "Grievances" }).click();
    await admin.getByRole("heading", { name: "Grievances", level: 2 }).waitFor();
    const tickets = admin.locator("section[aria-labelledby=grievances-heading] > ul > li");
    await adminTicket(ticket).waitFor();
    const overdue = adminTicket(overdueTicket);
    assert.match((await overdue.textContent())!, /Overdue: not acknowledged within 48 hours/);
    assert.equal(await overdue.getAttribute("data-overdue"), "acknowledgement");
    // Every overdue ticket comes before the first one on time.
    const marks = await tickets.evaluateAll((items) => items.map((item) => item.getAttribute("data-overdue")));
    const firstOnTime = marks.indexOf(null);
    assert.ok(firstOnTime > 0, "the overdue ticket is listed");
    assert.ok(marks.slice(firstOnTime).every((mark) => mark === null), `overdue tickets are not first: ${JSON.stringify(marks)}`);
    assert.ok(!(await adminTicket(ticket).getAttribute("data-overdue")));

    if (SHOTS) {
      await adminTicket(ticket).locator("summary").click();
      await admin.screenshot({ path: `${SHOTS}/admin-grievances-1280.png`, fullPage: true });
    }
    await adminStep(ticket, "Acknowledge", "Sorry about the leak. We are sending a replacement bottle this week.");
    await adminTicket(ticket).getByText("Status: Acknowledged").waitFor();
    // An acknowledged ticket offers only the resolving step.
    assert.equal(await adminTicket(ticket).getByRole("form", { name: `Acknowledge ${ticket}` }).count(), 0);
    await adminStep(ticket, "Resolve", "The replacement was delivered on Monday (tracking BD123456).");
    // Resolved tickets leave "Needs action" and are under "Resolved".
    await adminTicket(ticket).waitFor({ state: "detached" });
    await admin.getByRole("link", { name: "Resolved", exact: true }).click();
    await adminTicket(ticket).getByText("Status: Resolved").waitFor();

    const steps = querySql<{ to_status: string; reply: string | null }>(
      `select e.to_status, e.reply from grievance_events e join grievances g on g.id = e.grievance_id where g.ticket = '${ticket}' order by e.id`,
    );
    assert.deepEqual(
      steps.map((step) => step.to_status),
      ["open", "acknowledged", "resolved"],
    );
  });

  test("the customer's profile shows the complaint resolved with both replies, and every step was e-mailed", async () => {
    await customer.goto("/profile");
    const complaints = customer.getByRole("region", { name: "My complaints" });
    const item = complaints.getByRole("listitem").filter({ has: customer.getByRole("heading", { name: new RegExp(`^${ticket} `) }) });
    await item.getByText("Status: Resolved").waitFor();
    const text = (await item.textContent())!;
    assert.match(text, /Sorry about the leak/);
    assert.match(text, /tracking BD123456/);
    assert.match(text, new RegExp(`Order#${orderRef}`));
    if (SHOTS) await customer.screenshot({ path: `${SHOTS}/profile-complaints-390.png`, fullPage: true });

    const mails = querySql<{ subject: string }>(`select subject from mail_outbox where recipient = '${customerEmail}' and subject like '%${ticket}%' order by id`);
    assert.deepEqual(
      mails.map((mail) => mail.subject.replace(/^.*: /, "")),
      [`complaint ${ticket} received`, `complaint ${ticket} acknowledged`, `complaint ${ticket} resolved`],
    );
  });
});
