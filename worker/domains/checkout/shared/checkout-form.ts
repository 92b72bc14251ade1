/**
 * The checkout's order form (issue 31): a plain `<form method="post">` that places the order before the page's
 * scripts run (or without them), and whose same fields the scripts post once they run. One list of field names,
 * read by the page (to draw the fields and put back what was typed after a refusal) and by the orders' page bridge
 * (worker/domains/orders/page.server.ts placeOrderFromForm), which turns them into the placement the API's schema
 * checks. Browser-safe: no zod, no server code.
 */

/** The address radio's value for "a new address" (the others are a saved address's `_id`, or "profile"). */
export const NEW_ADDRESS_CHOICE = "new";

/**
 * The field the page's scripts add when they post the form: answer the order in the page (the confirmation and the
 * UPI step) instead of sending the browser to the order's page (303).
 */
export const ANSWER_IN_PAGE_FIELD = "answerInPage";

/** What the order form holds, as typed: every text as a string, the ticks as booleans. */
export type CheckoutFormValues = {
  /** The ticked cart lines, by pack id. */
  variantIds: string[];
  /** "profile", a saved address's `_id`, or NEW_ADDRESS_CHOICE. */
  address: string;
  doorNo: string;
  street: string;
  city: string;
  pincode: string;
  state: string;
  /** Who receives the parcel at the new address. */
  recipientName: string;
  recipientPhone: string;
  saveAddress: boolean;
  paymentMethod: string;
  /** "Invoice to my business" ticked, and its GSTIN and name. */
  business: boolean;
  buyerGstin: string;
  businessName: string;
};

const TEXT_FIELDS = ["address", "doorNo", "street", "city", "pincode", "state", "recipientName", "recipientPhone", "paymentMethod", "buyerGstin", "businessName"] as const;
const TICK_FIELDS = ["saveAddress", "business"] as const;

/** A posted form's values (a field left out reads "" or false); the idempotency key and the intent are read apart. */
export function checkoutFormValuesOf(form: FormData): CheckoutFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = Object.fromEntries([
    ...TEXT_FIELDS.map((name) => [name, text(name)] as const),
    ...TICK_FIELDS.map((name) => [name, text(name) !== ""] as const),
  ]) as Omit<CheckoutFormValues, "variantIds">;
  const variantIds = form.getAll("variantIds").filter((value): value is string => typeof value === "string");
  return { ...values, variantIds };
}
