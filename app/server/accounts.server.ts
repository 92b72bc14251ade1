/**
 * Bridges from the account pages (login, profile, password reset, logout, admin users) to the account services
 * and the session cookie. Pages import these, never worker/** itself.
 */
import type { Principal } from "../lib/user";
import { errorMessage, log } from "../../worker/lib/log";
import { revokeSessions } from "../../worker/services/auth";
import type { ServiceContext } from "../../worker/services/context";

export {
  checkPasswordResetOtp,
  editProfile,
  login,
  requestPasswordReset,
  resetPasswordWithOtp,
  signup,
} from "../../worker/services/auth";
export { getProfile, listUsers, setRole } from "../../worker/services/users";
export { clearedSessionCookie, sessionCookie } from "../../worker/lib/session-cookie";

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
