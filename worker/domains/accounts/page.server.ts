/**
 * Bridges from the account pages (login, profile, password reset, logout, the data-rights pages, admin users) to
 * the account services and the session cookie.
 */
import type { Principal } from "./shared/user";
import { errorMessage, log } from "../../lib/log";
import { revokeSessions } from "./auth";
import type { ServiceContext } from "../../http/context";

export {
  checkPasswordResetOtp,
  editProfile,
  login,
  requestPasswordReset,
  resetPasswordWithOtp,
  signup,
} from "./auth";
export { getProfile, listUsers, setRole } from "./users";
export { requestPhoneCode, verifyPhoneCode } from "./phone-login";
export { clearedSessionCookie, sessionCookie } from "../../lib/session-cookie";

/**
 * Ends every session of `actor` (their tokens stop working). A failure is logged and answered false: the logout
 * page tells the person to try again rather than pretending they are signed out.
 */
export async function signOutEverywhere(ctx: Pick<ServiceContext, "db">, actor: Principal): Promise<boolean> {
  try {
    await revokeSessions(ctx, actor);
    return true;
  } catch (error) {
    log("error", "logout failed", { userId: actor.id, error: errorMessage(error) });
    return false;
  }
}

export { eraseMyAccount, listErasures, type ErasureView } from "./data-rights";
export { erasureConfirmation, requestErasureCode } from "./erasure-code";
export { resendVerification, verifyEmail } from "./email-verification";
export { hasPrivacyConsent, recordPromptConsent } from "../policies/consents";
