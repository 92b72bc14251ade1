/**
 * Accounts API (API.md 3.1, the password-reset calls, the admin's user list and roles, the customer's own data).
 * Thin: validate, call the service, shape the reply.
 */
import { Hono } from "hono";
import { requireAdmin, requireUser } from "../../http/auth";
import type { HonoEnv } from "../../http/hono-env";
import { parseJsonBody } from "../../http/request";
import { recentAuditEntries } from "../../lib/audit";
import { clearedSessionCookie, readSessionCookie, sessionCookie } from "../../lib/session-cookie";
import * as auth from "./auth";
import { eraseMyAccount, exportMyData, listErasures } from "./data-rights";
import { requestErasureCode } from "./erasure-code";
import { eraseAccountSchema } from "./shared/data-rights-schemas";
import {
  editProfileSchema,
  forgotPasswordSchema,
  loginSchema,
  privacyConsentSchema,
  resetPasswordSchema,
  signupSchema,
  verifyEmailSchema,
  verifyOtpSchema,
} from "./shared/schemas";
import { resendVerification, verifyEmail } from "./email-verification";
import { requestPhoneCode, verifyPhoneCode } from "./phone-login";
import { phoneCodeRequestSchema, phoneCodeVerifySchema } from "./shared/phone";
import { hasPrivacyConsent, recordPromptConsent } from "../policies/consents";
import { listUsers, setRole } from "./users";

export const accountRoutes = new Hono<HonoEnv>({ strict: false });

accountRoutes.post("/signup", async (c) => {
  const input = await parseJsonBody(c, signupSchema);
  const session = await auth.signup(c.var.ctx, input, "api");
  return c.json({ success: true, message: "Account created", ...session }, 201);
});

accountRoutes.post("/login", async (c) => {
  const input = await parseJsonBody(c, loginSchema);
  const session = await auth.login(c.var.ctx, input);
  return c.json({ success: true, message: "Signed in", ...session });
});

// Phone sign-in (issue 31): a code by SMS, then the same answer as /login.
accountRoutes.post("/login/phone", async (c) => {
  const input = await parseJsonBody(c, phoneCodeRequestSchema);
  const result = await requestPhoneCode(c.var.ctx, input);
  return c.json({ success: true, ...result });
});

accountRoutes.post("/login/phone/verify", async (c) => {
  const input = await parseJsonBody(c, phoneCodeVerifySchema);
  const session = await verifyPhoneCode(c.var.ctx, input);
  return c.json({ success: true, message: "Signed in", ...session });
});

accountRoutes.post("/logout", requireUser, async (c) => {
  await auth.revokeSessions(c.var.ctx, c.var.principal);
  // A page session (cookie) ends here too; API clients drop their token themselves.
  if (readSessionCookie(c.req.raw)) c.header("Set-Cookie", clearedSessionCookie(c.req.raw));
  return c.json({ success: true, message: "Signed out" });
});

accountRoutes.put("/edit-profile", requireUser, async (c) => {
  const input = await parseJsonBody(c, editProfileSchema);
  const { user, token } = await auth.editProfile(c.var.ctx, c.var.principal, input);
  // A new e-mail or password signed out every session: the caller goes on with a fresh token (and a fresh
  // cookie when it came with one). A client that does not read `token` is signed out on its next call (401) and
  // signs in again with the new password: the price of revoking a possibly stolen session.
  if (token && readSessionCookie(c.req.raw)) c.header("Set-Cookie", sessionCookie(c.req.raw, token));
  return c.json({ success: true, message: "Profile updated", user, ...(token ? { token } : {}) });
});

// Two spellings of the same call: existing readings of the spec use both.
accountRoutes.on("POST", ["/forgot-password", "/forgotpassword"], async (c) => {
  const { email } = await parseJsonBody(c, forgotPasswordSchema);
  const result = await auth.requestPasswordReset(c.var.ctx, email);
  return c.json({ success: true, ...result });
});

accountRoutes.post("/verify-otp", async (c) => {
  const { email, otp } = await parseJsonBody(c, verifyOtpSchema);
  const session = await auth.verifyPasswordResetOtp(c.var.ctx, email, otp);
  return c.json({ success: true, message: "OTP verified", ...session });
});

accountRoutes.post("/reset-password", async (c) => {
  const input = await parseJsonBody(c, resetPasswordSchema);
  const session = await auth.resetPasswordWithOtp(c.var.ctx, input);
  return c.json({ success: true, message: "Password changed", ...session });
});

// The admin's user list, roles and audit log.
accountRoutes.get("/all-users", requireAdmin, async (c) => c.json({ success: true, message: "Users", users: await listUsers(c.var.ctx) }));

accountRoutes.put("/assign-admin/:userId", requireAdmin, async (c) => {
  const user = await setRole(c.var.ctx, c.var.principal, c.req.param("userId"), "admin");
  return c.json({ success: true, message: "User is now an admin", user });
});

accountRoutes.put("/remove-admin/:userId", requireAdmin, async (c) => {
  const user = await setRole(c.var.ctx, c.var.principal, c.req.param("userId"), "user");
  return c.json({ success: true, message: "Admin role removed", user });
});

accountRoutes.get("/admin/audit", requireAdmin, async (c) => {
  const limit = Math.trunc(Number(c.req.query("limit") ?? 50));
  return c.json({ success: true, entries: await recentAuditEntries(c.var.ctx, Number.isFinite(limit) ? limit : 50) });
});

// The customer's own data (issue 20): a copy of it, and erasing the account; the erasure log for admins.
accountRoutes.get("/me/export", requireUser, async (c) => {
  const data = await exportMyData(c.var.ctx, c.var.principal);
  c.header("Content-Disposition", `attachment; filename="my-data-${data.exportedAt.slice(0, 10)}.json"`);
  return c.json(data);
});

// Issue 31: an account without a password (made by phone sign-in) asks for a code to its phone, then DELETE /me { otp }.
accountRoutes.post("/me/erasure-code", requireUser, async (c) => {
  const { message } = await requestErasureCode(c.var.ctx, c.var.principal);
  return c.json({ success: true, message });
});

accountRoutes.delete("/me", requireUser, async (c) => {
  const input = await parseJsonBody(c, eraseAccountSchema);
  const erasure = await eraseMyAccount(c.var.ctx, c.var.principal, input);
  return c.json({ success: true, message: "Your account has been deleted", erasure });
});

accountRoutes.get("/admin/erasures", requireAdmin, async (c) => c.json({ success: true, erasures: await listErasures(c.var.ctx) }));

// E-mail ownership and consent after sign-in (issue 29).
accountRoutes.post("/verify-email", async (c) => {
  const { token } = await parseJsonBody(c, verifyEmailSchema);
  const user = await verifyEmail(c.var.ctx, token);
  return c.json({ success: true, message: "Your e-mail address is confirmed", user });
});

accountRoutes.post("/me/verify-email", requireUser, async (c) => {
  await resendVerification(c.var.ctx, c.var.principal);
  return c.json({ success: true, message: "We have sent a new confirmation link to your e-mail address" });
});

accountRoutes.get("/me/consent", requireUser, async (c) =>
  c.json({ success: true, privacyConsent: await hasPrivacyConsent(c.var.ctx, c.var.principal.id) }),
);

accountRoutes.post("/me/consent", requireUser, async (c) => {
  await parseJsonBody(c, privacyConsentSchema);
  const consents = await recordPromptConsent(c.var.ctx, c.var.principal);
  return c.json({ success: true, message: "Thank you: your consent to the privacy notice is recorded", consents });
});
