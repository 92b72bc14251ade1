/** Accounts API (API.md 3.1 and the password-reset calls). Thin: validate, call the service, shape the reply. */
import { Hono } from "hono";
import {
  editProfileSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
  verifyOtpSchema,
} from "../../app/lib/schemas/auth";
import { clearedSessionCookie, readSessionCookie, sessionCookie } from "../lib/session-cookie";
import { requireUser } from "../middleware/auth";
import { parseJsonBody } from "../middleware/request";
import * as auth from "../services/auth";
import type { HonoEnv } from "../types";

export const authRoutes = new Hono<HonoEnv>({ strict: false });

authRoutes.post("/signup", async (c) => {
  const input = await parseJsonBody(c, signupSchema);
  const session = await auth.signup(c.var.ctx, input, "api");
  return c.json({ success: true, message: "Account created", ...session }, 201);
});

authRoutes.post("/login", async (c) => {
  const input = await parseJsonBody(c, loginSchema);
  const session = await auth.login(c.var.ctx, input);
  return c.json({ success: true, message: "Signed in", ...session });
});

authRoutes.post("/logout", requireUser, async (c) => {
  await auth.revokeSessions(c.var.ctx, c.var.principal);
  // A page session (cookie) ends here too; API clients drop their token themselves.
  if (readSessionCookie(c.req.raw)) c.header("Set-Cookie", clearedSessionCookie(c.req.raw));
  return c.json({ success: true, message: "Signed out" });
});

authRoutes.put("/edit-profile", requireUser, async (c) => {
  const input = await parseJsonBody(c, editProfileSchema);
  const { user, token } = await auth.editProfile(c.var.ctx, c.var.principal, input);
  // A new e-mail or password signed out every session: the caller goes on with a fresh token (and a fresh
  // cookie when it came with one). A client that does not read `token` is signed out on its next call (401) and
  // signs in again with the new password: the price of revoking a possibly stolen session.
  if (token && readSessionCookie(c.req.raw)) c.header("Set-Cookie", sessionCookie(c.req.raw, token));
  return c.json({ success: true, message: "Profile updated", user, ...(token ? { token } : {}) });
});

// Two spellings of the same call: existing readings of the spec use both.
authRoutes.on("POST", ["/forgot-password", "/forgotpassword"], async (c) => {
  const { email } = await parseJsonBody(c, forgotPasswordSchema);
  const result = await auth.requestPasswordReset(c.var.ctx, email);
  return c.json({ success: true, ...result });
});

authRoutes.post("/verify-otp", async (c) => {
  const { email, otp } = await parseJsonBody(c, verifyOtpSchema);
  const session = await auth.verifyPasswordResetOtp(c.var.ctx, email, otp);
  return c.json({ success: true, message: "OTP verified", ...session });
});

authRoutes.post("/reset-password", async (c) => {
  const input = await parseJsonBody(c, resetPasswordSchema);
  const session = await auth.resetPasswordWithOtp(c.var.ctx, input);
  return c.json({ success: true, message: "Password changed", ...session });
});
