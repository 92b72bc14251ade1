/** The user object every client reads (API.md section 0.1). It never holds a password or its hash. */
export type Role = "user" | "admin";

export type PublicUser = {
  _id: string;
  name: string;
  phoneNumber: string;
  emailAddress: string;
  role: Role;
  address: { doorNo: string; street: string; city: string; pincode: string; state: string };
};

export function homePathFor(user: Pick<PublicUser, "role">): string {
  return user.role === "admin" ? "/admin" : "/";
}
