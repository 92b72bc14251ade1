/**
 * Browser journey (issue 30, part 1): buying in Telugu on a phone (390 px). A signed-out customer opening /te/checkout
 * signs in on the Telugu sign-in page and comes back to /te/checkout; from the shop they add a product, open the cart
 * drawer, go to checkout, deliver to a new address, place a UPI order, see the payment step, report the payment and
 * find the order with its statuses under "Your Orders"; read the order's mail (from the local outbox, drawn at phone
 * width); once the demo admin verifies the payment, download the invoice from the Telugu order card and read its
 * Telugu labels back out of the PDF; then the profile. Every page is Telugu (<html lang="te">, headings, buttons,
 * labels, statuses, toasts) and the journey never leaves /te/. Screenshots of the checkout, the payment step, the
 * orders, the mail and the profile (and the invoice PDF) go to E2E_SCREENSHOT_DIR when it is set.
 */
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { after, before, describe, test } from "node:test";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { extractText, getDocumentProxy } from "unpdf";
import { BASE_URL, DEMO, launchBrowser, newPage, querySql, signIn, signUpCustomer } from "./helpers.ts";

const ADDRESS = { doorNo: "11-4", street: "Gandhi Nagar", city: "Vijayawada", pincode: "520001", state: "Andhra Pradesh" };

let browser: Browser;
let context: BrowserContext;
let page: Page;
let customer: Awaited<ReturnType<typeof signUpCustomer>>;

before(async () => {
  customer = await signUpCustomer("telugu");
  browser = await launchBrowser();
  // A client address of its own, so this journey's sign-in does not use up the allowance the others share.
  context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 390, height: 844 }, extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.30" } });
  page = await context.newPage();
  page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
});
after(async () => {
  await browser.close();
});

async function screenshot(name: string, part?: Locator) {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  const path = `${dir}/te-${name}-390.png`;
  await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
}

/** The page is Telugu and under /te/. */
async function assertTelugu() {
  assert.equal(await page.locator("html").getAttribute("lang"), "te");
  assert.match(new URL(page.url()).pathname, /^\/te(\/|$)/, `left /te/: ${page.url()}`);
}

/** What the English pages say (tests/platform/buy-pages-messages.test.ts checks every text has its Telugu). */
const CHECKOUT_ENGLISH = [
  "Current Order", "Your Orders", "Choose what to order", "Delivery address", "Payment method", "Pay now by UPI", "GST invoice",
  "Price details", "Items at MRP", "Place Order", "By placing the order", "Pay for order", "Total Bill", "Amount in QR",
  "Pay with UPI app", "Amount Paid", "Later", "Delivering to", "Thank you", "Bill", "Paid", "Payment",
  "not yet delivered", "Cancel order", "Paying by", "Total",
];
const PROFILE_ENGLISH = [
  "Your Profile", "Edit Profile", "Logout", "Full name", "Phone number", "Email address", "Door no.", "Street", "City",
  "Pincode", "State", "My complaints", "File a complaint", "Your data", "Download my data", "Delete my account",
];

/** None of these English words shows in the page's main part (words, so "Paid" does not match inside "Unpaid"). */
async function assertNoEnglish(words: string[]) {
  const text = await page.locator("main").innerText();
  const left = words.filter((word) => new RegExp(`(^|[^A-Za-z])${word.replace(/[.]/g, "\\.")}([^A-Za-z]|$)`).test(text));
  assert.deepEqual(left, [], "English left on a Telugu page");
}

const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ""));

describe("buying in Telugu on a phone", () => {
  let ref = "";
  let total = 0;

  test("a signed-out visitor to /te/checkout signs in in Telugu and comes back to /te/checkout", async () => {
    await page.goto("/te/checkout");
    // Issue 31: the Telugu guest checkout (the cart and the phone sign-in), with e-mail sign-in one link away.
    await page.getByRole("region", { name: "ఫోన్ నంబర్‌తో లాగిన్ అవ్వండి" }).waitFor();
    await assertTelugu();
    await screenshot("guest-checkout");
    await page.getByRole("link", { name: "ఈమెయిల్, పాస్‌వర్డ్‌తో లాగిన్ అవ్వండి" }).click();
    await page.waitForURL((url) => url.pathname === "/te/login");
    assert.equal(new URL(page.url()).searchParams.get("redirectTo"), "/te/checkout");
    await assertTelugu();
    await page.getByRole("heading", { name: "మళ్ళీ స్వాగతం" }).waitFor();
    await screenshot("login");
    await page.getByLabel("ఈమెయిల్ అడ్రస్").fill(customer.email);
    await page.getByLabel("పాస్‌వర్డ్", { exact: true }).fill(customer.password);
    await page.getByRole("button", { name: "లాగిన్", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/te/checkout");
    await page.getByRole("heading", { name: "చెక్అవుట్", level: 1 }).waitFor();
    await assertTelugu();
    assert.equal(await page.title(), "చెక్అవుట్ | Ghani");
    await page.getByText("మీ కార్ట్ ఖాళీగా ఉంది.").waitFor();
  });

  test("from the shop, a product goes into the cart and the drawer leads to the Telugu checkout", async () => {
    await page.getByRole("link", { name: "షాప్‌లో చూడండి" }).click();
    await page.waitForURL((url) => url.pathname === "/te/shop");
    await assertTelugu();
    const addButton = page.locator("main article").getByRole("button", { name: /^కార్ట్‌లో వేయండి/ }).and(page.locator("[aria-disabled=false]")).first();
    await addButton.click();
    await page.getByText(/కార్ట్‌లో చేరింది!/).first().waitFor();

    // The shop's cart button: "కార్ట్" and the count of items.
    await page.getByRole("button", { name: /^కార్ట్\s*\d/ }).click();
    const drawer = page.getByRole("dialog", { name: "మీ కార్ట్" });
    await drawer.getByRole("heading", { name: "మీ కార్ట్" }).waitFor();
    await drawer.getByText("చెక్అవుట్‌లో లెక్కిస్తాం").waitFor();
    await drawer.getByRole("button", { name: /ఇంకొకటి$/ }).first().waitFor();
    await screenshot("cart-drawer", drawer);
    await drawer.getByRole("link", { name: "చెక్అవుట్" }).click();
    await page.waitForURL((url) => url.pathname === "/te/checkout");
    await assertTelugu();
  });

  test("the checkout takes a new address and prices the UPI order, all in Telugu", async () => {
    await page.getByRole("tab", { name: "ప్రస్తుత ఆర్డర్" }).waitFor();
    await page.locator("summary").filter({ hasText: "డెలివరీ అడ్రస్ మార్చండి" }).click();
    const picker = page.getByRole("group", { name: "ఈ ఆర్డర్ ఎక్కడికి పంపాలి" });
    await picker.getByLabel("కొత్త అడ్రస్").check();
    await picker.getByLabel("ఇంటి నంబర్").fill(ADDRESS.doorNo);
    await picker.getByLabel("వీధి").fill(ADDRESS.street);
    await picker.getByLabel("ఊరు / నగరం").fill(ADDRESS.city);
    await picker.getByLabel("పిన్‌కోడ్").fill(ADDRESS.pincode);
    await picker.getByLabel("రాష్ట్రం").selectOption(ADDRESS.state);
    // The list names the state in Telugu; the form still sends its English name.
    assert.equal(await picker.getByLabel("రాష్ట్రం").locator("option:checked").textContent(), "ఆంధ్రప్రదేశ్");
    assert.equal(await picker.getByLabel("ఈ అడ్రస్ సేవ్ చేయండి").isChecked(), true);

    const payment = page.getByRole("group", { name: "చెల్లింపు పద్ధతి" });
    assert.equal(await payment.getByLabel("ఇప్పుడే UPI తో చెల్లించండి").isChecked(), true);
    const breakup = page.getByRole("region", { name: "ధర వివరాలు" });
    // The new address's quote: priced (not busy) and drawn, its last row the total "మొత్తం (అన్ని పన్నులతో కలిపి)".
    await breakup.and(page.locator("[aria-busy=false]")).locator("dl[data-breakup]").waitFor();
    const totalRow = breakup.locator("dl[data-breakup] > div").filter({ hasText: "మొత్తం" }).last();
    assert.equal((await totalRow.locator("dt").textContent())?.trim(), "మొత్తం (అన్ని పన్నులతో కలిపి)");
    total = rupees((await totalRow.locator("dd").textContent()) ?? "");
    assert.ok(total > 0);
    await page.getByRole("button", { name: "ఆర్డర్ చేయండి" }).waitFor();
    await assertNoEnglish(CHECKOUT_ENGLISH);
    await screenshot("checkout");
  });

  test("placing it shows the confirmation and the UPI payment step in Telugu", async () => {
    await page.getByRole("button", { name: "ఆర్డర్ చేయండి" }).click();
    const payHeading = page.getByRole("heading", { name: /^ఆర్డర్ #\w{6} కి చెల్లించండి$/ });
    await payHeading.waitFor();
    ref = ((await payHeading.textContent()) ?? "").match(/#(\w{6})/)?.[1] ?? "";
    await page.getByRole("heading", { name: `ఆర్డర్ #${ref} అందింది` }).waitFor();
    await page.getByText("ఆర్డర్ అందింది", { exact: true }).waitFor();
    assert.equal(rupees((await page.getByText(/^మొత్తం బిల్లు:/).textContent()) ?? ""), total);
    await page.locator("[data-confirmation]").getByText(`${ADDRESS.doorNo}, ${ADDRESS.street}, ${ADDRESS.city} ${ADDRESS.pincode}, ${ADDRESS.state}`).waitFor();
    await page.getByRole("link", { name: "UPI యాప్‌తో చెల్లించండి" }).waitFor();
    assert.equal(await page.getByLabel("ట్రాన్సాక్షన్ ID").getAttribute("placeholder"), "12 అంకెల UTR");
    await assertTelugu();
    await assertNoEnglish(CHECKOUT_ENGLISH);
    await screenshot("payment-step");

    await page.getByLabel("కట్టిన మొత్తం").fill(String(total));
    await page.getByLabel("ట్రాన్సాక్షన్ ID").fill(`${Date.now()}`.slice(-12).padStart(12, "8"));
    await page.getByRole("button", { name: "అయింది" }).click();
    await page.getByText("చెల్లింపు వివరాలు అందాయి").waitFor();
  });

  test("the order is under Your Orders with its statuses in Telugu", async () => {
    await page.getByRole("tab", { name: "మీ ఆర్డర్లు" }).click();
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `ఆర్డర్ #${ref}` }) });
    await card.waitFor();
    assert.equal((await card.locator("dd[data-status=done]").textContent())?.trim(), "చెల్లించారు, చెక్ చేస్తున్నాం");
    assert.equal((await card.locator('dd[data-status="not yet delivered"]').textContent())?.trim(), "ఇంకా డెలివరీ కాలేదు");
    await card.getByRole("button", { name: `ఆర్డర్ ${ref} రద్దు చేయండి` }).waitFor();
    await card.locator("dl[data-breakup]").getByText("చెల్లించే విధానం").waitFor();
    await assertTelugu();
    await assertNoEnglish(CHECKOUT_ENGLISH);
    await screenshot("orders");
  });

  test("the order's mail is Telugu and reads well at phone width", async () => {
    const [mail] = querySql<{ subject: string; text_body: string; html_body: string | null }>(
      `select subject, text_body, html_body from mail_outbox where recipient = '${customer.email}' and subject like '%${ref}%' order by created_at, id limit 1`,
    );
    assert.ok(mail, "the order mail is in the outbox");
    assert.match(mail.subject, new RegExp(`: ఆర్డర్ ${ref} ప్లేస్ అయింది$`));
    assert.match(mail.text_body, /^నమస్కారం Journey Tester గారూ,/);
    assert.match(mail.text_body, new RegExp(`మీ ఆర్డర్ ${ref} కి ధన్యవాదాలు\\.`));
    assert.match(mail.text_body, /మొత్తం \(అన్ని పన్నులతో కలిపి\): ₹/);
    assert.ok(mail.text_body.includes("/te/checkout"), "the mail links to the Telugu pages");
    assert.doesNotMatch(mail.text_body, /Thank you|Deliver to|Total \(incl/);
    const reader = await context.newPage();
    await reader.setContent(mail.html_body ?? `<pre style="white-space:pre-wrap">${mail.text_body}</pre>`);
    if (process.env.E2E_SCREENSHOT_DIR) await reader.screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR}/te-order-mail-390.png`, fullPage: true });
    await reader.close();
  });

  test("verified by the shop, the invoice downloads from the Telugu order card with Telugu labels", async () => {
    const { context: adminContext, page: admin } = await newPage(browser);
    await signIn(admin, DEMO.admin.email, DEMO.admin.password);
    await admin.waitForURL((url) => url.pathname === "/admin");
    await admin.goto("/admin/orders");
    const adminCard = admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { name: `Order #${ref}` }) });
    const verify = adminCard.getByRole("button", { name: `Verified for order ${ref}`, exact: true });
    await verify.click();
    await verify.waitFor({ state: "detached" });
    await adminContext.close();

    await page.goto("/te/checkout");
    await page.getByRole("tab", { name: "మీ ఆర్డర్లు" }).click();
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `ఆర్డర్ #${ref}` }) });
    const link = card.getByRole("link", { name: /^ఇన్వాయిస్ డౌన్‌లోడ్ చేయండి/ });
    await link.waitFor();
    await assertTelugu();
    await screenshot("orders-invoice");
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    const pdf = await getDocumentProxy(new Uint8Array(await readFile(await download.path())));
    const { text } = await extractText(pdf, { mergePages: true });
    if (process.env.E2E_SCREENSHOT_DIR) await download.saveAs(`${process.env.E2E_SCREENSHOT_DIR}/te-invoice.pdf`);
    for (const label of ["పన్ను ఇన్వాయిస్", "ఇన్వాయిస్ నం.", "ఎవరి పేరు మీద", "సరఫరా చేసే చోటు:", "అక్షరాల్లో మొత్తం:"]) {
      assert.ok(text.includes(label), `"${label}" on the invoice`);
    }
    // The English terms of CGST rule 46 stay beside the Telugu, for the tax officer.
    assert.ok(text.includes("Tax invoice") && text.includes("Place of supply:"), "the invoice keeps its English labels");
    assert.ok(text.includes(`₹${total.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`), "the total on the invoice");
  });

  test("the profile is Telugu too, and stays under /te/", async () => {
    await page.goto("/te/profile");
    await page.getByRole("heading", { name: "మీ ప్రొఫైల్", level: 1 }).waitFor();
    await page.getByRole("button", { name: "ప్రొఫైల్ మార్చండి" }).waitFor();
    await page.getByRole("button", { name: "లాగౌట్" }).waitFor();
    assert.equal(await page.getByLabel("పూర్తి పేరు").inputValue(), "Journey Tester");
    await page.getByRole("heading", { name: "నా ఫిర్యాదులు" }).waitFor();
    await page.getByRole("link", { name: "ఫిర్యాదు చేయండి" }).waitFor();
    await page.getByRole("heading", { name: "మీ డేటా" }).waitFor();
    assert.equal(await page.locator("main").getByRole("link", { name: "ప్రైవసీ నోటీసు" }).getAttribute("href"), "/te/policies/privacy");
    assert.equal(await page.title(), "మీ ప్రొఫైల్ | Ghani");
    await assertTelugu();
    await assertNoEnglish(PROFILE_ENGLISH);
    await screenshot("profile");
  });
});
