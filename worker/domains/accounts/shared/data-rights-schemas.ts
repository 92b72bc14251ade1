/** Deleting one's account (issue 20): the password confirms it is the account holder asking. */
import { z } from "zod";
import { fieldError } from "../../../shared/text-fields";

export const eraseAccountSchema = z.object({
  password: z.string({ error: fieldError("Password", "text") }).min(1, "Please enter your password to delete your account").max(200, "Password is too long"),
});

export type EraseAccountInput = z.infer<typeof eraseAccountSchema>;
