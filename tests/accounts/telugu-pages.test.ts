/**
 * The buy-side pages' server half in Telugu (issue 30, part 1), through the real page handler (tests/helpers/pages.ts):
 * a Telugu page that needs a session sends the visitor to the Telugu sign-in page and back; signing in, the consent
 * prompt, the password reset and logging out land in the language of the page the form was on; the refusals the
 * routes write themselves speak it; the loaders send the page's messages and its title in its language. The same
 * requests at the English addresses answer exactly as before.
 */
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "../../worker/lib/tables";
import { SESSION_COOKIE } from "../../worker/lib/session-cookie";
import { testDb } from "../helpers/api";
import { createCustomer } from "../helpers/factories";
import { callPage } from "../helpers/pages";
import { POLICY_PAGES, POLICY_SLUGS } from "../../worker/domains/policies/shared/policies";

const FORM_TYPE = "application/x-www-form-urlencoded";
const cookieOf = (token: string) => `${SESSION_COOKIE}=${token}`;
const postForm = (path: string, values: Record<string, string>, cookie?: string) =>
  callPage(path, { method: "POST", body: new URLSearchParams(values).toString(), cookie, headers: { "Content-Type": FORM_TYPE } });

/** A route's loader data in the page report (keyed by route id). */
const loaderDataOf = (body: { loaderData: Record<string, Record<string, unknown>> }, routeId: string) => body.loaderData[routeId];

describe("signing in from a Telugu page", () => {
  it("a signed-out visit to /te/checkout shows the Telugu guest checkout (issue 31); its e-mail sign-in comes back to /te/checkout", async () => {
    const visit = await callPage("/te/checkout");
    expect(visit.status).toBe(200);
    const guest = loaderDataOf(visit.body, "routes/checkout");
    expect(guest.guest).toBe(true);
    expect(JSON.stringify((guest.messages as Record<string, unknown>)["checkout.guestSignInTitle"])).toContain("లాగిన్");
    expect(JSON.stringify((guest.messages as Record<string, unknown>)["account.phoneSignInTitle"])).toContain("ఫోన్");

    const account = await createCustomer({ privacyConsent: true });
    const signedIn = await postForm("/te/login?redirectTo=%2Fte%2Fcheckout", {
      mode: "signin",
      emailAddress: account.email,
      password: account.password,
      redirectTo: "/te/checkout",
    });
    expect(signedIn.status, signedIn.text).toBe(302);
    expect(signedIn.headers.get("Location")).toBe("/te/checkout");
  });

  it("without a place to go back to, a Telugu sign-in lands on the Telugu home page, by way of the Telugu consent prompt", async () => {
    const consented = await createCustomer({ privacyConsent: true });
    const home = await postForm("/te/login", { mode: "signin", emailAddress: consented.email, password: consented.password });
    expect(home.headers.get("Location")).toBe("/te");
    const english = await postForm("/login", { mode: "signin", emailAddress: consented.email, password: consented.password });
    expect(english.headers.get("Location")).toBe("/");

    const notConsented = await createCustomer();
    const prompt = await postForm("/te/login", { mode: "signin", emailAddress: notConsented.email, password: notConsented.password });
    expect(prompt.headers.get("Location")).toBe("/te/consent?redirectTo=%2Fte");
    const session = prompt.headers.get("Set-Cookie")?.match(new RegExp(`${SESSION_COOKIE}=([^;]+)`))?.[1];

    const unticked = await postForm("/te/consent", { redirectTo: "/te" }, cookieOf(session!));
    expect(unticked.status).toBe(400);
    expect(unticked.body.actionData).toEqual({ error: "ప్రైవసీ నోటీసు అంగీకరించడానికి దయచేసి బాక్స్‌లో టిక్ పెట్టండి." });
    const englishUnticked = await postForm("/consent", { redirectTo: "/" }, cookieOf(session!));
    expect(englishUnticked.body.actionData).toEqual({ error: "Please tick the box to accept the privacy notice." });
    const accepted = await postForm("/te/consent", { privacyConsent: "on" }, cookieOf(session!));
    expect(accepted.headers.get("Location")).toBe("/te");
  });

  it("logging out of a Telugu page opens the Telugu sign-in page", async () => {
    const account = await createCustomer();
    const out = await callPage("/te/logout", { method: "POST", cookie: cookieOf(account.token) });
    expect(out.status).toBe(302);
    expect(out.headers.get("Location")).toBe("/te/login");
    expect((await callPage("/logout", { method: "POST" })).headers.get("Location")).toBe("/login");
  });

  it("the password reset refuses two different passwords in Telugu and lands on the Telugu home page", async () => {
    const account = await createCustomer();
    await postForm("/te/forgot-password", { intent: "send", email: account.email });
    const mail = await testDb().query.mailOutbox.findFirst({ where: eq(mailOutbox.recipient, account.email), orderBy: desc(mailOutbox.id) });
    const otp = mail!.textBody.match(/\b(\d{6})\b/)![1];
    const reset = { intent: "reset", email: account.email, otp, password: "Kotha#Password2026" };
    const mismatch = await postForm("/te/forgot-password", { ...reset, confirmPassword: "Vere#Password2026" });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.actionData).toEqual({ error: "రెండు పాస్‌వర్డ్‌లు ఒకటే లేవు" });
    const done = await postForm("/te/forgot-password", { ...reset, confirmPassword: reset.password });
    expect(done.status, done.text).toBe(302);
    expect(done.headers.get("Location")).toBe("/te");
  });
});

describe("the pages' messages and titles", () => {
  it("come in the page's language", async () => {
    const account = await createCustomer({ privacyConsent: true });
    const telugu = await callPage("/te/checkout", { cookie: cookieOf(account.token) });
    expect(telugu.status, telugu.text).toBe(200);
    const page = loaderDataOf(telugu.body, "routes/checkout");
    expect(page.meta).toEqual({ title: "చెక్అవుట్ | Ghani", description: "ఘానిలో మీ ప్రస్తుత ఆర్డర్, UPI చెల్లింపు, మీ పాత ఆర్డర్లు." });
    expect(JSON.stringify((page.messages as Record<string, unknown>)["checkout.place"])).toContain("ఆర్డర్ చేయండి");
    expect(Object.keys(page.messages as object)).toEqual(expect.arrayContaining(["cart.title", "orders.total", "status.pending"]));

    const english = loaderDataOf((await callPage("/checkout", { cookie: cookieOf(account.token) })).body, "routes/checkout");
    expect(english.meta).toEqual({ title: "Checkout | Ghani", description: "Your current order, UPI payment and order history at Ghani." });

    for (const [path, routeId, title] of [
      ["/te/profile", "routes/profile", "మీ ప్రొఫైల్ | Ghani"],
      ["/te/support", "routes/support", "ఫిర్యాదులు, సహాయం | Ghani"],
      ["/te/profile/delete", "routes/delete-account", "మీ అకౌంట్ తొలగించండి | Ghani"],
    ] as const) {
      const response = await callPage(path, { cookie: cookieOf(account.token) });
      expect(response.status, path).toBe(200);
      expect((loaderDataOf(response.body, routeId).meta as { title: string }).title, path).toBe(title);
    }
    const login = loaderDataOf((await callPage("/te/login")).body, "routes/login");
    expect((login.meta as { title: string }).title).toBe("లాగిన్ లేదా సైన్ అప్ | Ghani");
  });

  it("a policy page's title and description are its language's, English word for word as before", async () => {
    const telugu = loaderDataOf((await callPage("/te/policies/privacy")).body, "routes/policy");
    expect(telugu.meta).toEqual({
      title: "ప్రైవసీ నోటీసు | Ghani",
      description: "మేము ఏ వ్యక్తిగత డేటా సేకరిస్తాం, ఎందుకు, ఎంత కాలం ఉంచుతాం, DPDP చట్టం 2023 ప్రకారం మీ హక్కులు ఏమిటి.",
    });
    for (const slug of POLICY_SLUGS) {
      const english = loaderDataOf((await callPage(`/policies/${slug}`)).body, "routes/policy");
      expect(english.meta, slug).toEqual({ title: `${POLICY_PAGES[slug].title} | Ghani`, description: POLICY_PAGES[slug].description });
    }
    const missing = await callPage("/te/policies/nothing");
    expect(missing.status).toBe(404);
    expect(loaderDataOf(missing.body, "routes/policy").meta).toEqual({ title: "పేజీ దొరకలేదు | Ghani" });
  });
});
