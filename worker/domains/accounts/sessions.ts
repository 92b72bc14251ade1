import type { Principal } from "./shared/user";
import { jwtSecret } from "../../env";
import { verifySessionToken } from "../../lib/jwt";
import type { ServiceContext } from "../../http/context";
import { findUserById } from "./users";

/**
 * Who a token stands for, or null when the token is forged, expired, malformed, revoked (its version is older
 * than the user's) or names a user who no longer exists. The role always comes from the database.
 */
export async function principalForToken(
  ctx: Pick<ServiceContext, "db" | "env">,
  token: string | null | undefined,
): Promise<Principal | null> {
  if (!token) return null;
  const claims = await verifySessionToken(token, jwtSecret(ctx.env));
  if (!claims) return null;
  const user = await findUserById(ctx, claims.userId);
  if (!user || user.tokenVersion !== claims.tokenVersion) return null;
  return { id: user.id, role: user.role, emailAddress: user.emailAddress, name: user.name };
}
