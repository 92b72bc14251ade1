import { eq } from "drizzle-orm";
import type { PublicUser } from "../../app/lib/user";
import type { Db } from "../../db/client";
import { users, type User } from "../../db/schema";

/** The only way a user row leaves the server: without the password hash or the token version. */
export function toPublicUser(user: User): PublicUser {
  return {
    _id: user.id,
    name: user.name,
    phoneNumber: user.phoneNumber,
    emailAddress: user.emailAddress,
    role: user.role,
    address: {
      doorNo: user.doorNo,
      street: user.street,
      city: user.city,
      pincode: user.pincode,
      state: user.state,
    },
  };
}

export async function findUserById(db: Db, id: string): Promise<User | undefined> {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

export async function findUserByEmail(db: Db, emailAddress: string): Promise<User | undefined> {
  return db.query.users.findFirst({ where: eq(users.emailAddress, emailAddress.trim().toLowerCase()) });
}
