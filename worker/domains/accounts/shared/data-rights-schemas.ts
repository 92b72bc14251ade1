/**
 * Deleting one's account (issue 20): the password confirms it is the account holder asking. An account without a
 * password (made by phone sign-in, issue 31) confirms with the 6-digit code sent to its phone instead (`otp`); which
 * one an account needs is the service's to say (./../data-rights.ts), with a message naming it.
 */
import { z } from "zod";
import { fieldError } from "../../../shared/text-fields";

export const eraseAccountSchema = z.object({
  password: z.string({ error: fieldError("Password", "text") }).max(200, "Password is too long").optional(),
  otp: z
    .string({ error: fieldError("OTP", "text") })
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(z.string().min(1, "OTP is required").max(20, "Invalid OTP"))
    .optional(),
});

export type EraseAccountInput = z.infer<typeof eraseAccountSchema>;

/** The password an account is erased with, as the page and the API ask for it. */
export const ERASE_PASSWORD_REQUIRED_MESSAGE = "Please enter your password to delete your account";
