/** The user object every client reads (API.md section 0.1). It never holds a password or its hash. */
export type Role = "user" | "admin";

export type PublicUser = {
  _id: string;
  name: string;
  phoneNumber: string;
  emailAddress: string;
  role: Role;
  /** Issue 29 (added): true once the address was confirmed by the link mailed to it; accounts work either way. */
  emailVerified: boolean;
  address: { doorNo: string; street: string; city: string; pincode: string; state: string };
};

/**
 * Who is acting on a request: what the page guards and the API guards return and what every service that must
 * know who acts takes. Resolved once per request from the bearer token or the session cookie, with the role read
 * from the database on that request (never from the token).
 */
export type Principal = { id: string; role: Role; emailAddress: string; name: string };

export function homePathFor(user: Pick<PublicUser, "role">): string {
  return user.role === "admin" ? "/admin" : "/";
}
