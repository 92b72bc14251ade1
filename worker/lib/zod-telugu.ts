/**
 * zod's own wording of a failed check, in Telugu (issue 30). Our schemas word their messages themselves ("Pincode
 * must be 6 digits", translated through the catalogue); where one leaves zod's default ("Too small: expected string
 * to have >=8 characters" for an idempotency key, "Invalid input: expected number, received string" for a quantity
 * sent as text), a Telugu request gets this instead: the field named as shoppers know it (the "server.label.*"
 * messages, by the path's last name), then what is wrong. Used by parseInput (./validation.ts) as zod's per-parse
 * error map, which only answers where a schema has no message of its own.
 */
import type { z } from "zod";
import type { MessageId } from "../shared/i18n/catalogs";
import type { Lang } from "../shared/i18n/languages";
import { t } from "../shared/i18n/messages.server";

/** The field names of the inputs shoppers fill, as their labels. */
const FIELD_LABELS: Record<string, MessageId> = {
  name: "server.label.name",
  phoneNumber: "server.label.phoneNumber",
  emailAddress: "server.label.emailAddress",
  email: "server.label.emailAddress",
  password: "server.label.password",
  currentPassword: "server.label.currentPassword",
  address: "server.label.address",
  deliveryAddress: "server.label.deliveryAddress",
  doorNo: "server.label.doorNo",
  street: "server.label.street",
  city: "server.label.city",
  pincode: "server.label.pincode",
  state: "server.label.state",
  quantity: "server.label.quantity",
  products: "server.label.products",
  productId: "server.label.productId",
  variantId: "server.label.variantId",
  variantIds: "server.label.products",
  orderId: "server.label.orderId",
  amountPaid: "server.label.amountPaid",
  transactionId: "server.label.transactionId",
  paymentMethod: "server.label.paymentMethod",
  otp: "server.label.otp",
  token: "server.label.token",
  description: "server.label.description",
  category: "server.label.category",
  reason: "server.label.reason",
  prompt: "server.label.prompt",
  idempotencyKey: "server.label.idempotencyKey",
};

/** How a path reads in a message: its field's label, else the path as the API names it ("address.city"). */
function fieldOf(lang: Lang, path: readonly PropertyKey[] | undefined): string {
  const names = (path ?? []).filter((part): part is string => typeof part === "string");
  const last = names[names.length - 1];
  if (last && FIELD_LABELS[last]) return t(lang, FIELD_LABELS[last]);
  return (path ?? []).map(String).join(".") || t(lang, "server.zod.theInput");
}

const TYPE_WORDS: Record<string, MessageId> = {
  string: "server.zod.typeText",
  number: "server.zod.typeNumber",
  int: "server.zod.typeNumber",
  boolean: "server.zod.typeBoolean",
  array: "server.zod.typeList",
  object: "server.zod.typeObject",
};

/** zod's issue in `lang`, or undefined to leave zod's own wording. */
export function zodIssueMessage(lang: Lang, issue: z.core.$ZodRawIssue): string | undefined {
  const field = fieldOf(lang, issue.path);
  switch (issue.code) {
    case "invalid_type": {
      if (issue.input === undefined || issue.input === null) return t(lang, "server.zod.required", { field });
      const type = TYPE_WORDS[issue.expected];
      return type ? t(lang, "server.zod.expected", { field, type: t(lang, type) }) : t(lang, "server.zod.invalid", { field });
    }
    case "too_small": {
      const minimum = String(issue.minimum);
      if (issue.origin === "string") return issue.minimum === 1 ? t(lang, "server.zod.required", { field }) : t(lang, "server.zod.tooShort", { field, minimum });
      if (issue.origin === "array" || issue.origin === "set") return t(lang, "server.zod.tooFew", { field, minimum });
      return t(lang, "server.zod.tooSmall", { field, minimum });
    }
    case "too_big": {
      const maximum = String(issue.maximum);
      if (issue.origin === "string") return t(lang, "server.zod.tooLong", { field, maximum });
      if (issue.origin === "array" || issue.origin === "set") return t(lang, "server.zod.tooMany", { field, maximum });
      return t(lang, "server.zod.tooBig", { field, maximum });
    }
    case "invalid_format":
      if (issue.format === "email") return t(lang, "server.zod.email");
      if (issue.format === "url") return t(lang, "server.zod.url", { field });
      return t(lang, "server.zod.invalid", { field });
    case "invalid_value":
      return t(lang, "server.zod.oneOf", { field, options: issue.values.map(String).join(", ") });
    case "unrecognized_keys":
      return t(lang, "server.zod.unknownKeys", { keys: issue.keys.join(", ") });
    case "not_multiple_of":
      return t(lang, "server.zod.invalid", { field });
    default:
      return t(lang, "server.zod.invalid", { field });
  }
}
