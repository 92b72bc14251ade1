/**
 * The orders' inputs, shared by the API, the pages' actions and their forms: placing (products or cart lines, address,
 * payment method, GSTIN), payment reports, status updates and what each transition input carries. Rupees typed here
 * leave as paise.
 */
import { z } from "zod";
import { MAX_CART_QUANTITY } from "../../checkout/shared/cart";
import { optionalPackIdField } from "../../checkout/shared/cart-schemas";
import { formatRupees, paiseToRupees, rupeesToPaise } from "../../../shared/money";
import { gstinProblem, normaliseGstin } from "../../invoices/shared/gst";
import { PINCODE_FORMAT } from "../../delivery/shared/india";
import { settleAddressState } from "../../delivery/shared/address-state";
import { MAX_PAID_TIMES_BILL, maxReportablePaise, ORDER_STATUSES, PAYMENT_STATUSES, type TransitionInput } from "./status";
import { ALL_TRANSITION_INPUT_FIELDS, type TransitionInputField } from "./transition-input";
import { paiseField, priceField } from "../../catalogue/shared/schemas";
import { fieldError, optionalText, requiredText } from "../../../shared/text-fields";
import { normaliseIndianMobile } from "../../accounts/shared/phone";
import { rtoCostsOnReturnSchema } from "./delivery-attempt-schemas";

export const PAYMENT_METHODS = ["upi", "cod"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const MAX_ORDER_LINES = 50;

const pincodeField = requiredText("Pincode", 6, { regex: PINCODE_FORMAT, message: "Pincode must be 6 digits and cannot start with 0" });

export const RECIPIENT_PHONE_INVALID_MESSAGE = "Recipient phone (phoneNumber) must be a 10-digit Indian mobile number (it starts with 6, 7, 8 or 9)";

/** Who receives the parcel (issue 31), optional: absent, null or blank is the customer's own name. */
const recipientNameField = optionalText("Recipient name (name)", 100).transform((value) => value ?? undefined);

/** The receiver's mobile, optional, as people write it ("98765 43210", "+91…"), kept as +91XXXXXXXXXX. */
const recipientPhoneField = optionalText("Recipient phone (phoneNumber)", 30).transform((value, zodCtx) => {
  if (value === null) return undefined;
  const phone = normaliseIndianMobile(value);
  if (phone.ok) return phone.number;
  zodCtx.addIssue({ code: "custom", message: RECIPIENT_PHONE_INVALID_MESSAGE });
  return z.NEVER;
});

/**
 * A delivery address for one order (issue 17): an India Post pincode and the state or union territory it is in,
 * spelled as the list spells it (issue 28: settled from the pincode; "AP" typed is Andhra Pradesh, a state the
 * pincode is not in is refused naming the field). Issue 31: optionally the person who receives the parcel there
 * (`name`, `phoneNumber`), for the courier and the packing slip; absent, the customer's own.
 */
export const deliveryAddressSchema = z
  .object(
    {
      doorNo: requiredText("Door number", 100),
      street: requiredText("Street", 200),
      city: requiredText("City", 100),
      pincode: pincodeField,
      state: requiredText("State", 100),
      name: recipientNameField,
      phoneNumber: recipientPhoneField,
    },
    { error: fieldError("Address", "an object with doorNo, street, city, pincode and state") },
  )
  .transform(settleAddressState)
  // Absent recipient fields leave no key behind: an old client's placement hashes (and stores) exactly as before.
  .transform(({ name, phoneNumber, ...address }) => ({ ...address, ...(name ? { name } : {}), ...(phoneNumber ? { phoneNumber } : {}) }));

/** Where a quote prices delivery to: the pincode, and the state when the customer typed one. */
export const deliveryPlaceSchema = z
  .object({
    pincode: pincodeField,
    state: requiredText("State", 100),
    // Issue 32: the rest of the address and the receiver's phone, when known, so the quote's COD decision scores the
    // address as the placement will (optional: a quote by pincode alone scores what it can).
    doorNo: z.string({ error: fieldError("Door number", "text") }).max(100, "Door number must be at most 100 characters").optional(),
    street: z.string({ error: fieldError("Street", "text") }).max(200, "Street must be at most 200 characters").optional(),
    phoneNumber: z.string({ error: fieldError("Recipient phone (phoneNumber)", "text") }).max(30, "Recipient phone (phoneNumber) must be at most 30 characters").optional(),
  })
  .transform(settleAddressState);

/** What a placement may add to its lines (all optional: old clients send none of it and get what they always got). */
export const placementOptionsSchema = z.object({
  /** Deliver this order here instead of the profile's address. */
  deliveryAddress: deliveryAddressSchema.optional(),
  /** Keep `deliveryAddress` among the customer's saved addresses. */
  saveAddress: z.boolean({ error: fieldError("saveAddress", "true or false") }).optional(),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: `paymentMethod must be one of: ${PAYMENT_METHODS.join(", ")}` }).optional(),
  /** A business buyer's GSTIN (issue 19): its invoice is made out to `businessName` and shows the GSTIN. */
  buyerGstin: z
    .string({ error: fieldError("GSTIN (buyerGstin)", "text") })
    .transform(normaliseGstin)
    .superRefine((value, issue) => {
      const problem = gstinProblem(value);
      if (problem) issue.addIssue({ code: "custom", message: `Business ${problem}` });
    })
    .optional(),
  businessName: z
    .string({ error: fieldError("Business name (businessName)", "text") })
    .trim()
    .min(1, "Business name must not be empty")
    .max(200, "Business name can be at most 200 characters")
    .optional(),
});

/**
 * Placing an order: only product ids and quantities are read. Names, images, prices, bills, the user id and
 * the contact details a client may send are ignored: the server takes them from the catalogue and the profile.
 */
export const placeOrderSchema = placementOptionsSchema.extend({
  products: z
    .array(
      z.object(
        {
          productId: z
            .string({ error: (issue) => (issue.input == null ? "Each product needs a productId" : "productId must be an id (text)") })
            .trim()
            .min(1, "Each product needs a productId")
            .max(64, "productId is invalid"),
          quantity: z
            .number({ error: fieldError("Quantity", "a whole number") })
            .int("Quantity must be a whole number")
            .min(1, "Quantity must be at least 1")
            .max(MAX_CART_QUANTITY, `Quantity can be at most ${MAX_CART_QUANTITY}`),
          /** The pack; omitted (old clients) means the product's default pack. */
          variantId: optionalPackIdField,
        },
        { error: "Each product must be an object with productId and quantity" },
      ),
      {
        error: (issue) =>
          issue.input == null ? "Please select at least one product" : "products must be a list of { productId, quantity }",
      },
    )
    .min(1, "Please select at least one product")
    .max(MAX_ORDER_LINES, `An order can have at most ${MAX_ORDER_LINES} products`),
});

/**
 * Placing an order from the signed-in customer's cart (the checkout page): the client chooses which cart lines
 * to order, the quantities are the cart's. One idempotency key per placement (see placeOrder).
 */
export const placeFromCartSchema = z.object({
  /** The chosen cart lines, by pack id (a product can have a line per pack). */
  variantIds: z
    .array(z.string().min(1).max(64))
    .min(1, "Please select at least one product")
    .max(MAX_ORDER_LINES),
  idempotencyKey: z.string().min(8).max(100),
}).extend(placementOptionsSchema.shape);

/** A customer's payment report from the checkout page; its amount and reference are checked by the service
 * against the order's bill (paymentReportSchemaFor), after the transition is known to be allowed. */
export const checkoutPaymentSchema = z.object({ orderId: z.string().min(1).max(64), amountPaid: z.unknown(), transactionId: z.unknown() });

/** A UPI transaction reference (UTR) is 12 digits. */
export const UTR_PATTERN = /^\d{12}$/;
/** What people paste around the digits: spaces (apps group them in fours), hyphens and other dashes. */
const UTR_SEPARATORS = /[\s\u2010-\u2015\u2212-]/g;
export const UTR_RULE_MESSAGE = "Transaction ID (transactionId) must be the 12-digit UPI reference (UTR) from your payment app";

/** The reference as stored: the 12 digits without the separators a paste may carry. */
export function normalizeUtr(value: string): string {
  return value.replace(UTR_SEPARATORS, "");
}

/** A customer's payment report as sent (the amount in rupees), handed on with the amount in paise. */
export const paymentReportSchema = z
  .object({
    amountPaid: paiseField("Amount paid"),
    transactionId: z
      .string({ error: fieldError("Transaction ID", "text") })
      .overwrite(normalizeUtr)
      .regex(UTR_PATTERN, UTR_RULE_MESSAGE),
  })
  .transform(({ amountPaid, transactionId }) => ({ amountPaidPaise: amountPaid, transactionId }));

/**
 * Issue 32: a COD order's advance as its customer reports it (POST /api/order/{id}/advance, the payment step): the
 * UTR only; the amount is the order's advance, fixed by the rules at checkout.
 */
export const advanceReportSchema = z.object({
  transactionId: z
    .string({ error: fieldError("Transaction ID", "text") })
    .overwrite(normalizeUtr)
    .regex(UTR_PATTERN, UTR_RULE_MESSAGE),
});
/** The advance report's body as the API reads it: the UTR is checked by the service once the transition is allowed. */
export const advanceReportBodySchema = z.object({ transactionId: z.unknown() });
/** The checkout page's advance report: the order and its UTR (checked by the service, as above). */
export const checkoutAdvanceSchema = advanceReportBodySchema.extend({ orderId: z.string().min(1).max(64) });
/** An admin verifying an advance on the order (POST /api/order/{id}/advance/verify): the confirmation a short credit needs. */
export const advanceVerifySchema = z.object({ confirmUnderpaid: z.boolean({ error: "confirmUnderpaid must be true or false" }).optional() });

/** A payment report for an order of this bill: the amount may be at most MAX_PAID_TIMES_BILL times the bill. */
export function paymentReportSchemaFor(billPaise: number) {
  const limitPaise = maxReportablePaise(billPaise);
  return paymentReportSchema.refine((report) => report.amountPaidPaise <= limitPaise, {
    path: ["amountPaid"],
    message: `Amount paid (amountPaid) can be at most ${formatRupees(paiseToRupees(limitPaise))}, ${MAX_PAID_TIMES_BILL} times the bill of ${formatRupees(paiseToRupees(billPaise))}`,
  });
}

/** The transition input fields, unchecked: the service checks the ones its transition needs (transitionInputSchemas). */
const transitionInputFields = Object.fromEntries(ALL_TRANSITION_INPUT_FIELDS.map((field) => [field, z.unknown().optional()])) as Record<
  TransitionInputField,
  z.ZodOptional<z.ZodUnknown>
>;

/** The fields an order update may carry; which transition they form is decided by worker/domains/orders/shared/status.ts. */
export const orderUpdateSchema = z.object({
  // Issue 17: what the shipped, cancelled, refunded and cash-collected changes carry (./transition-input.ts).
  ...transitionInputFields,
  // A payment report (amountPaid is also the cash a courier collected).
  amountPaid: z.unknown().optional(),
  transactionId: z.unknown().optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES, { error: `paymentStatus must be one of: ${PAYMENT_STATUSES.join(", ")}` }).optional(),
  orderStatus: z.enum(ORDER_STATUSES, { error: `orderStatus must be one of: ${ORDER_STATUSES.join(", ")}` }).optional(),
  /** An admin's explicit yes to verifying an underpaid order. */
  confirmUnderpaid: z.boolean({ error: "confirmUnderpaid must be true or false" }).optional(),
  /** An admin's explicit yes to recording cash on delivery that is not the bill. */
  confirmCashDifference: z.boolean({ error: "confirmCashDifference must be true or false" }).optional(),
});

/** The history's note of a return's costs ("Courier cost out: 120, back: 95"), null when none was given. */
function rtoCostNote(forwardPaise: number | null, returnPaise: number | null): string | null {
  if (forwardPaise === null && returnPaise === null) return null;
  const rupees = (paise: number | null) => (paise === null ? "-" : String(paiseToRupees(paise)));
  return `Courier cost out: ${rupees(forwardPaise)}, back: ${rupees(returnPaise)}`;
}

const TRACKING_URL = z.url({ protocol: /^https?$/ });

/** What a transition input sets on the order (its columns), and the note the order's history keeps of it. */
export type TransitionInputChanges = {
  changes: {
    courier?: string;
    trackingNumber?: string;
    trackingUrl?: string | null;
    cancelReason?: string;
    refundReference?: string;
    amountPaidPaise?: number;
    rtoForwardCostPaise?: number | null;
    rtoReturnCostPaise?: number | null;
  };
  /** Null when the input said nothing worth keeping (a return without costs). */
  note: string | null;
};

/** One input's fields as ./transition-input.ts names them, every one checked. */
type FieldsOf<K extends TransitionInput> = Record<TransitionInputField<K>, z.ZodType>;

/**
 * The details each transition that needs some must carry (worker/domains/orders/shared/status.ts, `input`), checked
 * and turned into the order's changes (money in paise) and the history's note.
 */
export const transitionInputSchemas = {
  shipment: z
    .object({
      courier: requiredText("Courier", 100),
      trackingNumber: requiredText("Tracking number", 100),
      // Optional: absent, null or blank is none; anything else must be a web address (a number or a list is named too).
      trackingUrl: optionalText("Tracking URL", 500).refine((value) => value === null || TRACKING_URL.safeParse(value).success, "Tracking URL must be a web address (https://…)"),
    } satisfies FieldsOf<"shipment">)
    .transform((shipment): TransitionInputChanges => ({ changes: shipment, note: `${shipment.courier} ${shipment.trackingNumber}` })),
  reason: z
    .object({ reason: requiredText("Reason", 500) } satisfies FieldsOf<"reason">)
    .transform(({ reason }): TransitionInputChanges => ({ changes: { cancelReason: reason }, note: reason })),
  refund: z
    .object({ refundReference: requiredText("Refund reference", 100) } satisfies FieldsOf<"refund">)
    .transform(({ refundReference }): TransitionInputChanges => ({ changes: { refundReference }, note: refundReference })),
  cash: z
    .object({ amountPaid: priceField("Cash collected (amountPaid)") } satisfies FieldsOf<"cash">)
    .transform(({ amountPaid }): TransitionInputChanges => ({ changes: { amountPaidPaise: rupeesToPaise(amountPaid) }, note: `Cash collected: ${amountPaid}` })),
  // Issue 32: the return's courier costs (rupees typed, paise stored), both optional.
  rto: rtoCostsOnReturnSchema.transform(({ rtoForwardCost = null, rtoReturnCost = null }): TransitionInputChanges => ({
    changes: { rtoForwardCostPaise: rtoForwardCost, rtoReturnCostPaise: rtoReturnCost },
    note: rtoCostNote(rtoForwardCost, rtoReturnCost),
  })),
} as const satisfies Record<TransitionInput, z.ZodType<TransitionInputChanges>>;

export const orderListQuerySchema = z.object({
  paymentStatus: z.enum(PAYMENT_STATUSES).optional().catch(undefined),
  orderStatus: z.enum(ORDER_STATUSES).optional().catch(undefined),
  /** One order by its id (issue 20: the admin Grievances page links a complaint's order here). */
  orderId: z.string().trim().min(1).max(64).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
  pageSize: z.coerce.number().int().min(1).max(200).optional().catch(undefined),
});

export type PlaceOrderInput = z.infer<typeof placeOrderSchema>;
export type PlaceFromCartInput = z.infer<typeof placeFromCartSchema>;
export type PaymentReport = z.infer<typeof paymentReportSchema>;
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;
export type PlacementOptions = z.infer<typeof placementOptionsSchema>;

/** GET /api/admin/attention (issue 31): `since`, the newest order time the admin page last saw (an ISO time). */
export const attentionQuerySchema = z.object({
  since: z.iso.datetime({ offset: true, error: "since must be an ISO date and time, like 2026-01-31T10:00:00.000Z" }).optional(),
});
export type AttentionQuery = z.infer<typeof attentionQuerySchema>;
