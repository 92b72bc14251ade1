/** Orders as the API answers them and the pages draw them (API.md 3.7); built by worker/domains/orders/views.ts. */
import type { AdvanceView, CodConfirmationView, OrderState, OrderStatus, PaymentMismatch, PaymentStatus, TransitionName } from "./status";
import type { PaymentCheck } from "../../payments/shared/matching";
import type { BillBreakup } from "../../checkout/shared/checkout";
import type { UnitPrice } from "../../catalogue/shared/unit-price";
import type { Lang } from "../../../shared/i18n/languages";
import type { DeliveryAttemptView, RtoCostView } from "./delivery-attempts";
import type { LineBatch } from "../../stock/shared/batches";

export type OrderLineView = {
  _id: string;
  productId: { _id: string; name: string; images: string[]; salePrice: number };
  productName: string;
  /** The pack ordered, and its label as it was when the order was placed. */
  variantId: string;
  variantLabel: string;
  images: string[];
  quantity: number;
  productBill: number;
  /** Issue 28: the pack's unit sale price on its MRP when ordered (rule 6(11)); null for exactly 1 kg, 1 L or 1 unit. */
  unitSalePrice: UnitPrice | null;
  /** Issue 33: the batches (lot, best-before, units) the line shipped from, once the order is shipped or delivered; else []. */
  batches: LineBatch[];
};

export type OrderEventView = {
  transition: TransitionName;
  actorRole: "user" | "admin";
  from: OrderState;
  to: OrderState;
  createdAt: string;
  /** The shortfall (rupees) an admin confirmed when verifying an underpaid payment; null otherwise. */
  confirmedShortfall: number | null;
  /** What the change said: a cancellation's reason, a refund's reference, a shipment's courier and number. */
  note: string | null;
  /** The bank statement line the change was made on (a payment verified from the statement); null otherwise. */
  evidence: { creditId: string; date: string; amount: number; upiReference: string | null; narration: string } | null;
};

/** What the customer pays, line by line: the bill the order was placed with (checkout's breakup; total = bill). */
export type OrderBreakup = BillBreakup;

/** Issue 32: an order's risk score (0-100) and its reasons in words, as scored when it was placed. */
export type OrderRiskView = { score: number; reasons: string[] };

export type OrderView = {
  _id: string;
  /**
   * Issue 32, admins only: the risk as scored at placement (null for orders placed before issue 32). Absent from
   * every order object a customer reads.
   */
  risk?: OrderRiskView | null;
  userId: string;
  name: string;
  emailAddress: string;
  phoneNumber: string;
  /**
   * Where the parcel goes. Issue 31: `name` and `phoneNumber` are the person who receives it, the courier's and the
   * packing slip's contact: the recipient named at checkout, else the customer's `name` and `phoneNumber`.
   */
  address: { doorNo: string; street: string; city: string; pincode: string; state: string; name: string; phoneNumber: string };
  products: OrderLineView[];
  bill: number;
  amountPaid: number;
  transactionId: string | null;
  paymentStatus: PaymentStatus;
  orderStatus: OrderStatus;
  /** How the reported amount compares with the bill (null: nothing reported yet, or exactly the bill). */
  paymentMismatch: PaymentMismatch;
  /** How the reported payment stands against the imported bank statements; null while none is reported. */
  paymentCheck: PaymentCheck | null;
  /** Received beyond the bill from a larger bank credit the admin accepted: owed back, in rupees (issue 29). */
  refundDue: number;
  /** Issue 17: how the customer pays, and the bill's breakup (rupees; total = bill). */
  paymentMethod: "upi" | "cod";
  breakup: OrderBreakup;
  /** Issue 32: a COD order's confirmation (awaiting until the customer, or an admin, confirms); null when not COD. */
  codConfirmation: CodConfirmationView;
  /** Issue 32: the courier's failed delivery attempts, oldest first (empty when none). */
  deliveryAttempts: DeliveryAttemptView[];
  /** Issue 32: a returned parcel's courier cost out and back (rupees, each null until recorded); null when neither is. */
  rtoCost: RtoCostView;
  /**
   * Issue 32: a COD order's advance by UPI (the owner's rules asked for it at checkout): its amount in rupees and
   * whether it is due, reported (UTR given) or verified; null when the order needs none. It ships only once verified.
   */
  advance: AdvanceView;
  /** The shipment, once the order is shipped; the reason of a cancellation; the reference of a refund. */
  courier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  cancelReason: string | null;
  refundReference: string | null;
  /** A business buyer's GSTIN and name, given at checkout (issue 19); null for a consumer. */
  buyerGstin: string | null;
  buyerBusinessName: string | null;
  /** The GST invoice (or bill of supply), issued when the payment is verified or the cash collected; null before. */
  invoiceNumber: string | null;
  /** The credit note issued when a paid order was cancelled or closed; null otherwise. */
  creditNoteNumber: string | null;
  /** Issue 30: the language the order was placed in ("en" or "te"); its mails speak it. */
  lang: Lang;
  createdAt: string;
  updatedAt: string;
};
