import type { Db } from "../../db/client";
import type { User } from "../../db/schema";
import type { AppEnv } from "../env";
import { jwtSecret } from "../env";
import { verifySessionToken } from "../lib/jwt";
import { findUserById } from "./users";

/**
 * The user a token stands for, or null when the token is forged, expired, malformed, revoked (its version is
 * older than the user's) or names a user who no longer exists. The role always comes from the database.
 */
export async function userForToken(db: Db, env: AppEnv, token: string | null | undefined): Promise<User | null> {
  if (!token) return null;
  const claims = await verifySessionToken(token, jwtSecret(env));
  if (!claims) return null;
  const user = await findUserById(db, claims.userId);
  if (!user || user.tokenVersion !== claims.tokenVersion) return null;
  return user;
}
