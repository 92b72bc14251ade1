/** Users as the rest of the app reads them: the public shape, lookups by id and e-mail, the admin's list and roles. */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Principal, PublicUser, Role } from "./shared/user";
import { users, type User } from "./tables";
import { conflict, notFound, unauthorized } from "../../lib/errors";
import { nowIso } from "../../lib/ids";
import { auditStatement } from "../../lib/audit";
import type { ServiceContext } from "../../http/context";

export const SESSION_EXPIRED_MESSAGE = "Your session has expired. Please sign in again.";

/** The only way a user row leaves the server: without the password hash or the token version. */
export function toPublicUser(user: User): PublicUser {
  return {
    _id: user.id,
    name: user.name,
    phoneNumber: user.phoneNumber,
    emailAddress: user.emailAddress,
    role: user.role,
    // Issue 29: whether the owner of the address confirmed it (the link mailed at sign-up or after a change).
    emailVerified: user.emailVerifiedAt !== null,
    address: {
      doorNo: user.doorNo,
      street: user.street,
      city: user.city,
      pincode: user.pincode,
      state: user.state,
    },
  };
}

export async function findUserById(ctx: Pick<ServiceContext, "db">, id: string): Promise<User | undefined> {
  return ctx.db.query.users.findFirst({ where: eq(users.id, id) });
}

export async function findUserByEmail(ctx: Pick<ServiceContext, "db">, emailAddress: string): Promise<User | undefined> {
  return ctx.db.query.users.findFirst({ where: eq(users.emailAddress, emailAddress.trim().toLowerCase()) });
}

/** The signed-in person's own account as clients read it (API.md 0.1): contact details and address included. */
export async function getProfile(ctx: Pick<ServiceContext, "db">, actor: Principal): Promise<PublicUser> {
  const user = await findUserById(ctx, actor.id);
  if (!user) throw unauthorized();
  return toPublicUser(user);
}

/** Every account, oldest first, without secrets (admin only). */
export async function listUsers(ctx: Pick<ServiceContext, "db">): Promise<PublicUser[]> {
  const rows = await ctx.db.select().from(users).orderBy(asc(users.id));
  return rows.map(toPublicUser);
}

/**
 * Makes a user an admin or a customer again. An admin cannot demote themselves, and the last admin cannot be
 * demoted (checked inside the UPDATE itself, so two concurrent demotions cannot both pass). The user's token
 * version is bumped so every client re-reads the new role on its next sign-in.
 */
export async function setRole(ctx: ServiceContext, actor: Principal, userId: string, role: Role): Promise<PublicUser> {
  const target = await findUserById(ctx, userId);
  if (!target) throw notFound("User not found");
  if (role === "user" && target.id === actor.id) throw conflict("You cannot remove your own admin role");
  if (target.role === role) throw conflict(role === "admin" ? "User is already an admin" : "User is not an admin");

  const guard =
    role === "user"
      ? and(eq(users.id, userId), eq(users.role, "admin"), sql`(select count(*) from users where role = 'admin') > 1`)
      : and(eq(users.id, userId), eq(users.role, "user"));
  const updated = await ctx.db
    .update(users)
    .set({ role, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: nowIso() })
    .where(guard)
    .returning();
  if (updated.length !== 1) {
    // Someone else changed this user first, or this would have removed the last admin.
    const now = await findUserById(ctx, userId);
    if (now?.role === role) throw conflict(role === "admin" ? "User is already an admin" : "User is not an admin");
    throw conflict("The last admin cannot be demoted");
  }
  // Logged only once the change happened (a refused demotion is not an action).
  await auditStatement(ctx, actor, {
    action: role === "admin" ? "assign-admin" : "remove-admin",
    entity: "user",
    entityId: userId,
    details: { email: target.emailAddress },
  });
  return toPublicUser(updated[0]);
}
