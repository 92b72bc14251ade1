/**
 * Issue 20, policies and seller details: the shipped policies (returns, shipping, privacy, terms) render with the
 * shop's details filled in; an admin saves a new version (API and Settings page) through the health-claims check;
 * Markdown never becomes markup that runs; the public pages, the edge cache and the sitemap follow each edit; the
 * grievance officer is a setting that old clients' saves leave alone.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { checkTexts } from "../../worker/domains/claims/shared";
import { POLICY_PLACEHOLDERS, POLICY_SLUGS } from "../../worker/domains/policies/shared/policies";
import { SESSION_COOKIE } from "../../worker/lib/session-cookie";
import { call, env } from "../helpers/api";
import { createAdmin, createCustomer, type Account } from "../helpers/factories";
import { callPage } from "../helpers/pages";

const SETTINGS = {
  legalName: "Policy Test Foods (Demo) LLP",
  address: "7 Policy Lane\nVijayawada 520001",
  fssaiNumber: "10099999999991",
  gstin: "",
  carePhone: "+91 90000 11111",
  careEmail: "policy-care@example.com",
};
const OFFICER = {
  grievanceOfficerName: "Sita Devi",
  grievanceOfficerDesignation: "Grievance Officer",
  grievanceOfficerEmail: "grievance@example.com",
  grievanceOfficerPhone: "+91 90000 22222",
};
const DELIVERY = {
  zones: [
    { name: "Andhra Pradesh", states: ["Andhra Pradesh"], pincodePrefixes: [], baseFee: 40, perExtra500g: 20, freeAbove: 999, etaMinDays: 2, etaMaxDays: 4 },
    { name: "Rest of India", states: [], pincodePrefixes: [], baseFee: 90, perExtra500g: 30, freeAbove: null, etaMinDays: 5, etaMaxDays: 8 },
  ],
  unservedPincodes: ["744"],
  cod: { enabled: true, maxOrderValue: 3000, fee: 40, excludedPincodes: [] },
};

let admin: Account;
let customer: Account;
const cookieOf = (account: Account) => `${SESSION_COOKIE}=${account.token}`;

const putPolicy = (slug: string, body: unknown, token = admin.token) => call(`/api/admin/policies/${slug}`, { method: "PUT", token, json: { body } });
const getPolicy = (slug: string) => call(`/api/policies/${slug}`);
const saveSettings = (json: Record<string, unknown>) => call("/api/admin/settings", { method: "PUT", token: admin.token, json });
const versionsOf = async (slug: string) =>
  (await env.DB.prepare("select version, created_by from policies where slug = ? order by version").bind(slug).all<{ version: number; created_by: string | null }>()).results;

/** Tags that would run anything: script-like elements and event-handler attributes (escaped text does not count). */
const runnableTags = (html: string) => [...html.matchAll(/<(script|img|iframe|svg|object|embed)\b|<[a-z][^>]*\son[a-z]+\s*=|href="(?:javascript|data|vbscript):/gi)].map((match) => match[0]);

beforeAll(async () => {
  [admin, customer] = await Promise.all([createAdmin(), createCustomer()]);
}, 60_000);

describe("the shipped policies", () => {
  it("before Settings are saved, fill in the deployment's contact details and send complaints to customer care", async () => {
    const privacy = await getPolicy("privacy");
    expect(privacy.status, privacy.text).toBe(200);
    // wrangler.toml's SHOP_NAME, SHOP_EMAIL and SHOP_PHONE stand in, as in the footer.
    expect(privacy.body.html).toContain(env.SHOP_NAME);
    expect(privacy.body.html).toContain(`the Grievance Officer, reachable through customer care (e-mail <a href="mailto:${env.SHOP_EMAIL}">${env.SHOP_EMAIL}</a>`);
  });

  it.each(POLICY_SLUGS)("%s: version 1, rendered safely with every placeholder filled", async (slug) => {
    await saveSettings({ ...SETTINGS, ...OFFICER });
    await call("/api/admin/delivery", { method: "PUT", token: admin.token, json: DELIVERY });
    const response = await getPolicy(slug);
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ success: true, slug, version: 1 });
    expect(Date.parse(response.body.updatedAt)).not.toBeNaN();
    expect(response.body.body).toMatch(/\{\{legalName\}\}/);
    expect(response.body.html).toMatch(/<h2>/);
    expect(response.body.html).not.toContain("{{");
    expect(response.body.html).toContain(SETTINGS.legalName);
    expect(runnableTags(response.body.html)).toEqual([]);
  });

  it("make no health claim and use no regulated word (the check every admin text passes)", async () => {
    const rows = (await env.DB.prepare("select slug, body from policies where version = 1").all<{ slug: string; body: string }>()).results;
    expect(rows.map((row) => row.slug).sort()).toEqual([...POLICY_SLUGS].sort());
    const check = checkTexts(Object.fromEntries(rows.map((row) => [row.slug, row.body])));
    expect(check.claims).toEqual([]);
    expect(check.warnings).toEqual([]);
  });

  it("use only placeholders the shop knows", async () => {
    const rows = (await env.DB.prepare("select body from policies").all<{ body: string }>()).results;
    const used = new Set(rows.flatMap((row) => [...row.body.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1])));
    expect([...used].filter((name) => !(name in POLICY_PLACEHOLDERS))).toEqual([]);
  });

  it("the privacy notice names the grievance officer, the seller and the customer's rights", async () => {
    await saveSettings({ ...SETTINGS, ...OFFICER });
    const { html } = (await getPolicy("privacy")).body;
    expect(html).toContain(
      'Sita Devi, Grievance Officer (e-mail <a href="mailto:grievance@example.com">grievance@example.com</a>, phone <a href="tel:+919000022222">+91 90000 22222</a>)',
    );
    // An address typed on two lines stays in its sentence.
    expect(html).toContain("Policy Test Foods (Demo) LLP, 7 Policy Lane, Vijayawada 520001");
    for (const right of ["Download my data", "Delete my account", "Data Protection Board of India", "8 years"]) expect(html).toContain(right);
  });

  it("the shipping policy shows the delivery rules as configured, and follows a change of them", async () => {
    await call("/api/admin/delivery", { method: "PUT", token: admin.token, json: DELIVERY });
    const { html } = (await getPolicy("shipping")).body;
    expect(html).toMatch(/<td>Andhra Pradesh<\/td>\s*<td>₹40 for the first 500 g, ₹20 for each further 500 g<\/td>\s*<td>on orders of ₹999 or more<\/td>\s*<td>2–4 days<\/td>/);
    expect(html).toContain("<td>Rest of India (everywhere else)</td>");
    expect(html).toContain("We do not deliver yet to pincodes starting with 744.");
    expect(html).toContain("Cash on delivery is available for orders up to ₹3,000, with a cash-handling fee of ₹40.");

    await call("/api/admin/delivery", { method: "PUT", token: admin.token, json: { ...DELIVERY, cod: { ...DELIVERY.cod, enabled: false } } });
    expect((await getPolicy("shipping")).body.html).toContain("Cash on delivery is not offered at present");
  });
});

describe("saving a new version (PUT /api/admin/policies/:slug)", () => {
  it("is for admins only; an unknown policy is a 404 to read and to write", async () => {
    expect((await call("/api/admin/policies/returns", { method: "PUT", json: { body: "New text" } })).status).toBe(401);
    expect((await putPolicy("returns", "New text", customer.token)).status).toBe(403);
    const unknown = await putPolicy("cookies", "New text");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toContain("returns, shipping, privacy, terms");
    expect((await getPolicy("cookies")).status).toBe(404);
    expect((await versionsOf("returns")).length).toBe(1);
  });

  it("saves the next version (audited), keeps the old one, and the policy shows its new date and number", async () => {
    const before = (await getPolicy("returns")).body;
    const text = "## Returns\n\nWrite to {{careEmail}} within **48 hours** of delivery.";
    const saved = await putPolicy("returns", text);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ success: true, message: "Saved as version 2", slug: "returns", version: 2, body: text, warnings: [] });
    expect(saved.body.updatedAt > before.updatedAt).toBe(true);
    expect(saved.body.html).toBe(`<h2>Returns</h2>\n<p>Write to <a href="mailto:${SETTINGS.careEmail}">${SETTINGS.careEmail}</a> within <strong>48 hours</strong> of delivery.</p>\n`);
    expect(await getPolicy("returns")).toMatchObject({ body: { version: 2, body: text, updatedAt: saved.body.updatedAt } });
    expect(await versionsOf("returns")).toEqual([
      { version: 1, created_by: null },
      { version: 2, created_by: admin.user._id },
    ]);
    const audit = await env.DB.prepare("select * from audit_log where entity = 'policy' order by id desc limit 1").first<Record<string, unknown>>();
    expect(audit).toMatchObject({ actor_id: admin.user._id, action: "update", entity_id: "returns" });
    expect(JSON.parse(String(audit!.details))).toEqual({ version: 2 });
  });

  it("saves nothing when the text is the version in force (a repeated PUT changes nothing)", async () => {
    const text = "Terms, said once.";
    const first = await putPolicy("terms", text);
    const again = await putPolicy("terms", `${text}\r\n`);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ message: "No change: the text is the version in force", version: first.body.version, updatedAt: first.body.updatedAt });
    expect((await versionsOf("terms")).length).toBe(first.body.version);
  });

  it("refuses a disease claim with a 400 naming the phrase, and keeps the version in force", async () => {
    const before = await versionsOf("shipping");
    const refused = await putPolicy("shipping", "## Delivery\n\nOur cold-pressed oil cures diabetes and prevents heart disease.");
    expect(refused.status).toBe(400);
    expect(refused.body.success).toBe(false);
    expect(refused.body.message).toContain('"cures diabetes"');
    expect(refused.body.message).toContain('"prevents heart disease"');
    expect(await versionsOf("shipping")).toEqual(before);
  });

  it("refuses a disguised claim too (look-alike letters, soft hyphens, Telugu), through the same check", async () => {
    const before = await versionsOf("shipping");
    for (const body of ["Our oil сurеs dia\u00ADbetes.", "షుగర్ వ్యాధి తగ్గిస్తుంది"]) {
      const refused = await putPolicy("shipping", body);
      expect(refused.status, body).toBe(400);
      expect(refused.body.message).toContain("Health claims are not allowed on food");
    }
    expect(await versionsOf("shipping")).toEqual(before);
  });

  it("raises no false alarm on a text that says what food does not do", async () => {
    const saved = await putPolicy("terms", "Our products are food: they do not cure, treat or prevent any disease, including diabetes.");
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.warnings).toEqual([]);
  });

  it("saves text with regulated words and returns one warning per word", async () => {
    const saved = await putPolicy("terms", "Our organic jaggery is pure and organically grown.");
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.warnings).toHaveLength(2);
    expect(saved.body.warnings[0]).toMatch(/"organic".*NPOP/);
    expect(saved.body.warnings[1]).toMatch(/"pure"/);
  });

  it("refuses an unknown placeholder, naming it and the ones there are", async () => {
    const refused = await putPolicy("privacy", "Write to {{grievanceOfficerMail}}.");
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^Unknown placeholder \{\{grievanceOfficerMail\}\}: use one of .*\{\{grievanceOfficerEmail\}\}/);
  });

  it("refuses an empty or non-text body with a 400 naming the field", async () => {
    for (const body of ["", "   ", 42, null]) {
      const refused = await putPolicy("privacy", body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.message).toMatch(/Policy text \(body\)/);
    }
  });

  it("renders script, image handlers, raw HTML and javascript: links in the Markdown as harmless text", async () => {
    const text = [
      "## Notice <script>alert('x')</script>",
      '<img src="x" onerror="alert(1)">',
      '<div onclick="alert(1)">raw html</div>',
      "[click](javascript:alert(1)) and <javascript:alert(2)> and [data](data:text/html;base64,PHNjcmlwdD4=)",
      "![pixel](https://tracker.example/p.gif)",
    ].join("\n\n");
    const saved = await putPolicy("privacy", text);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.body).toBe(text);
    const { html } = (await getPolicy("privacy")).body;
    expect(runnableTags(html)).toEqual([]);
    expect(html).toContain("&lt;script&gt;alert('x')&lt;/script&gt;");
    expect(html).toContain("&lt;img src=&quot;x&quot; onerror=&quot;alert(1)&quot;&gt;");
    expect(html).not.toMatch(/href="(?:javascript|data):/i);
  });
});

describe("the public policy pages", () => {
  it("show the version in force with its date and number, and 404 for an unknown policy", async () => {
    const page = await callPage("/policies/returns");
    expect(page.status).toBe(200);
    const { policy } = page.body.loaderData["routes/policy"];
    expect(policy).toMatchObject({ slug: "returns", title: "Returns, refunds and cancellation", version: (await versionsOf("returns")).length });
    expect((await callPage("/policies/cookies")).status).toBe(404);
  });

  it("show an admin's edit on the very next anonymous request, though the page and the API answer are edge-cached", async () => {
    const path = "/policies/shipping";
    await callPage(path);
    const hit = await callPage(path);
    expect(hit.headers.get("X-Cache")).toBe("HIT");
    await getPolicy("shipping");
    expect((await getPolicy("shipping")).headers.get("X-Cache")).toBe("HIT");

    const saved = await putPolicy("shipping", `Dispatched within 2 working days. (edit ${Date.now()})`);
    expect(saved.status, saved.text).toBe(200);
    const page = await callPage(path);
    expect(page.headers.get("X-Cache")).toBe("MISS");
    expect(page.body.loaderData["routes/policy"].policy).toMatchObject({ version: saved.body.version, body: saved.body.body });
    const api = await getPolicy("shipping");
    expect(api.headers.get("X-Cache")).toBe("MISS");
    expect(api.body.version).toBe(saved.body.version);
  });

  it("the contact page is public, and the sitemap lists it and every policy with its date", async () => {
    expect((await callPage("/contact")).status).toBe(200);
    const sitemap = await callPage("/sitemap.xml");
    expect(sitemap.text).toContain("<loc>https://shop.test/contact</loc>");
    for (const slug of POLICY_SLUGS) {
      const { updatedAt } = (await getPolicy(slug)).body;
      expect(sitemap.text).toContain(`<url><loc>https://shop.test/policies/${slug}</loc><lastmod>${updatedAt}</lastmod>`);
    }
  });
});

describe("Settings: the grievance officer", () => {
  it("is saved, read back by GET /api/settings, and kept by a save without it (an old client's)", async () => {
    const saved = await saveSettings({ ...SETTINGS, ...OFFICER, grievanceOfficerEmail: "Grievance@Example.com" });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.settings).toMatchObject(OFFICER);
    const oldClient = await saveSettings({ ...SETTINGS, legalName: "Renamed Foods LLP" });
    expect(oldClient.status).toBe(200);
    expect((await call("/api/settings")).body.settings).toMatchObject({ ...OFFICER, legalName: "Renamed Foods LLP" });
  });

  it('is cleared with "", and refused with a 400 naming the field for a bad e-mail, phone or type', async () => {
    await saveSettings({ ...SETTINGS, ...OFFICER });
    const cleared = await saveSettings({ ...SETTINGS, grievanceOfficerDesignation: "" });
    expect(cleared.body.settings.grievanceOfficerDesignation).toBe("");
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ grievanceOfficerEmail: "not-an-address" }, /Grievance officer's e-mail \(grievanceOfficerEmail\) must be a valid e-mail address/],
      [{ grievanceOfficerPhone: "12345" }, /Grievance officer's phone \(grievanceOfficerPhone\) must have 8 to 13 digits/],
      [{ grievanceOfficerPhone: "call 9000022222" }, /Grievance officer's phone/],
      [{ grievanceOfficerName: null }, /Grievance officer's name \(grievanceOfficerName\) must be text/],
      [{ grievanceOfficerName: "x".repeat(101) }, /Grievance officer's name \(grievanceOfficerName\) must be at most 100 characters/],
    ];
    for (const [fields, message] of cases) {
      const refused = await saveSettings({ ...SETTINGS, ...fields });
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(refused.body.message).toMatch(message);
    }
    expect((await call("/api/settings")).body.settings).toMatchObject({ ...OFFICER, grievanceOfficerDesignation: "" });
  });
});

describe("the admin Settings page's Policies section", () => {
  const post = (json: Record<string, unknown>) => callPage("/admin/settings", { method: "POST", json, cookie: cookieOf(admin) });

  it("loads every policy's version in force for editing", async () => {
    const page = await callPage("/admin/settings", { cookie: cookieOf(admin) });
    const { policies } = page.body.loaderData["routes/admin/settings"];
    expect(policies.map((policy: { slug: string }) => policy.slug)).toEqual([...POLICY_SLUGS]);
    for (const policy of policies) expect(policy.version).toBe((await versionsOf(policy.slug)).length);
  });

  it("previews a text as the page will render it, without saving", async () => {
    const before = await versionsOf("terms");
    const preview = await post({ intent: "policy-preview", slug: "terms", body: "Sold by {{legalName}}. <b>x</b>" });
    expect(preview.status, preview.text.slice(0, 300)).toBe(200);
    expect(preview.body.actionData.preview).toMatch(/^<p>Sold by .+\. &lt;b&gt;x&lt;\/b&gt;<\/p>\n$/);
    expect(await versionsOf("terms")).toEqual(before);
  });

  it("asks to confirm regulated words before saving, then saves once confirmed", async () => {
    const before = await versionsOf("terms");
    const text = `We sell natural jaggery. (${Date.now()})`;
    const asked = await post({ intent: "policy-save", slug: "terms", body: text });
    expect(asked.status).toBe(200);
    expect(asked.body.actionData.confirm).toEqual([expect.stringMatching(/"natural"/)]);
    expect(await versionsOf("terms")).toEqual(before);

    const confirmed = await post({ intent: "policy-save", slug: "terms", body: text, confirmWarnings: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.actionData.message).toBe(`Terms of use saved as version ${before.length + 1}`);
    expect((await getPolicy("terms")).body).toMatchObject({ version: before.length + 1, body: text });
  });

  it("saves a text without regulated words at once, and refuses a claim or an unknown policy", async () => {
    const saved = await post({ intent: "policy-save", slug: "returns", body: `Refunds reach your UPI account in 7 working days. (${Date.now()})` });
    expect(saved.body.actionData.message).toMatch(/^Returns, refunds and cancellation saved as version \d+$/);
    const claim = await post({ intent: "policy-save", slug: "returns", body: "Sesame oil heals arthritis.", confirmWarnings: true });
    expect(claim.status).toBe(400);
    expect(claim.body.actionData.error).toContain('"heals arthritis"');
    expect((await post({ intent: "policy-save", slug: "cookies", body: "Text" })).status).toBe(404);
  });

  it("saves the grievance officer with the other settings", async () => {
    const saved = await post({ intent: "save", ...SETTINGS, ...OFFICER, grievanceOfficerName: "Page Officer" });
    expect(saved.status, saved.text.slice(0, 300)).toBe(200);
    expect((await call("/api/settings")).body.settings.grievanceOfficerName).toBe("Page Officer");
  });
});
