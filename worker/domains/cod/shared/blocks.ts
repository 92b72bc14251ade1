/**
 * Issue 32: the block list as the admin edits it (GET/POST/DELETE /api/admin/cod-blocks, Settings → COD block list,
 * the order card's "Block this phone / address for COD"): a phone or an address with the owner's reason. What is
 * stored and matched is the normalised key (./keys.ts); the label is what the owner typed. Browser-safe.
 */
import { z } from "zod";
import { fieldError, requiredText } from "../../../shared/text-fields";
import { addressKey, phoneKey } from "./keys";

export type CodBlockView = { _id: string; kind: "phone" | "address"; value: string; label: string; reason: string; createdBy: string; createdAt: string };

export const BLOCK_PHONE_INVALID_MESSAGE = "Give an Indian mobile number to block: 10 digits, or +91 and 10 digits";
export const BLOCK_KIND_MESSAGE = "Choose phone or address to block";
export const BLOCK_ADDRESS_INVALID_MESSAGE = "Give the address to block with its door number or street and a 6-digit pincode";

const reasonField = requiredText("Reason", 300);

/** POST /api/admin/cod-blocks: a phone, or an address (door number, street, pincode), with the reason. */
export const codBlockInputSchema = z
  .discriminatedUnion(
    "kind",
    [
      z.object({ kind: z.literal("phone"), phoneNumber: requiredText("Phone number", 30), reason: reasonField }),
      z.object({
        kind: z.literal("address"),
        doorNo: z.string({ error: fieldError("Door number", "text") }).max(100, "Door number must be at most 100 characters").optional().default(""),
        street: z.string({ error: fieldError("Street", "text") }).max(200, "Street must be at most 200 characters").optional().default(""),
        pincode: requiredText("Pincode", 10),
        reason: reasonField,
      }),
    ],
    { error: BLOCK_KIND_MESSAGE },
  )
  .transform((input, issue) => {
    if (input.kind === "phone") {
      const value = phoneKey(input.phoneNumber);
      if (!value) {
        issue.addIssue({ code: "custom", message: BLOCK_PHONE_INVALID_MESSAGE });
        return z.NEVER;
      }
      return { kind: "phone" as const, value, label: value, reason: input.reason };
    }
    const value = addressKey(input);
    if (!value) {
      issue.addIssue({ code: "custom", message: BLOCK_ADDRESS_INVALID_MESSAGE });
      return z.NEVER;
    }
    const label = [input.doorNo.trim(), input.street.trim(), input.pincode.trim()].filter(Boolean).join(", ");
    return { kind: "address" as const, value, label, reason: input.reason };
  });

export type CodBlockInput = z.output<typeof codBlockInputSchema>;
