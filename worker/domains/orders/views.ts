/**
 * The one place an order's row and its lines become the contract's OrderView (API.md 3.7: rupees, `_id`, absolute
 * image URLs, the statement check and the GST documents' numbers) and an event row its OrderEventView. The services
 * read rows (./queries.ts) and keep money in paise until here.
 */
import { unitSalePrice } from "../catalogue/shared/unit-price";
import { absoluteImageUrls, type ImageOrigins } from "../../shared/image-urls";
import { paiseToRupees } from "../../shared/money";
import { advanceStatusOf, codConfirmationOf, paymentMismatch, shortOrderRef, type PaymentFacts } from "./shared/status";
import type { AttentionView } from "./shared/attention";
import type { OrderEventView, OrderRiskView, OrderView } from "./shared/views";
import type { PaymentCheck } from "../payments/shared/matching";
import type { OrderDocumentNumbers } from "../invoices/invoices";
import type { BankCredit } from "../payments/tables";
import type { Order, OrderDeliveryAttempt, OrderEvent, OrderItem } from "./tables";
import { isDeliveryFailureReason, UNLISTED_REASON_READS_AS, type DeliveryAttemptView, type RtoCostView } from "./shared/delivery-attempts";
import type { BuyAgainRecord, BuyAgainResult } from "./shared/buy-again";
import { toBreakupView } from "../checkout/views";
import type { LineBatch } from "../stock/order-batches";

/** An order line with its product as it is now (null once the product is gone) and its pack's current price. */
export type LineRow = { item: OrderItem; product: { id: string; name: string; images: string[] } | null; currentPricePaise: number | null };

/** What the reported-amount rules read of an order row. */
export function paymentFactsOfRow(order: Order): PaymentFacts {
  return { paymentStatus: order.paymentStatus, billPaise: order.billPaise, amountPaidPaise: order.amountPaidPaise };
}

/** Issue 32: the order's risk as scored when placed (null before issue 32), for admins only. */
function riskOf(order: Order): OrderRiskView | null {
  return order.riskScore === null ? null : { score: order.riskScore, reasons: order.riskReasons ?? [] };
}

/**
 * The contract's order. Issue 32: an admin reader (`origins.principal`) also gets `risk`; a customer's order object
 * never carries it.
 */
export function toOrderView(
  order: Order,
  lines: LineRow[],
  check: PaymentCheck | null,
  documents: OrderDocumentNumbers,
  origins: ImageOrigins & { principal?: { role: string } | null },
  attempts: OrderDeliveryAttempt[] = [],
  batches: Map<string, LineBatch[]> = new Map(),
): OrderView {
  // Issue 33: a line names its batches once they have left the shop.
  const shippedBatches = order.orderStatus === "shipped" || order.orderStatus === "delivered" ? batches : new Map<string, LineBatch[]>();
  return {
    ...(origins.principal?.role === "admin" ? { risk: riskOf(order) } : {}),
    _id: order.id,
    userId: order.userId,
    name: order.name,
    emailAddress: order.emailAddress,
    phoneNumber: order.phoneNumber,
    address: {
      doorNo: order.doorNo,
      street: order.street,
      city: order.city,
      pincode: order.pincode,
      state: order.state,
      name: order.recipientName ?? order.name,
      phoneNumber: order.recipientPhone ?? order.phoneNumber,
    },
    products: lines.map(({ item, product, currentPricePaise }) => ({
      _id: item.id,
      // Orders keep resolving their products, deleted ones included; the line's own copy fills any gap.
      productId: {
        _id: item.productId,
        name: product?.name ?? item.productName,
        images: absoluteImageUrls(product?.images ?? item.images, origins),
        // The pack's current price, as the original clients read it.
        salePrice: paiseToRupees(currentPricePaise ?? item.unitPricePaise),
      },
      productName: item.productName,
      variantId: item.variantId,
      variantLabel: item.variantLabel,
      images: absoluteImageUrls(item.images, origins),
      quantity: item.quantity,
      productBill: paiseToRupees(item.productBillPaise),
      unitSalePrice: item.netQuantity && item.unit ? unitSalePrice(item.unitMrpPaise ?? item.unitPricePaise, item.netQuantity, item.unit) : null,
      batches: shippedBatches.get(item.variantId) ?? [],
    })),
    bill: paiseToRupees(order.billPaise),
    amountPaid: paiseToRupees(order.amountPaidPaise),
    transactionId: order.transactionId,
    paymentStatus: order.paymentStatus,
    orderStatus: order.orderStatus,
    paymentMismatch: paymentMismatch(paymentFactsOfRow(order)),
    paymentCheck: check,
    refundDue: paiseToRupees(order.refundDuePaise),
    paymentMethod: order.paymentMethod,
    // The bill as the order was placed with it (checkout's pricing); its total is the order's bill.
    breakup: toBreakupView({
      itemsMrpPaise: order.itemsMrpPaise,
      itemsPaise: order.itemsPaise,
      deliveryFeePaise: order.deliveryFeePaise,
      codFeePaise: order.codFeePaise,
      prepaidDiscountPaise: order.prepaidDiscountPaise,
      totalPaise: order.billPaise,
    }),
    codConfirmation: codConfirmationOf(order),
    // Issue 32: the courier's failed attempts (oldest first) and a returned parcel's courier costs.
    deliveryAttempts: attempts.map(toDeliveryAttemptView),
    rtoCost: rtoCostOf(order),
    advance: advanceViewOf(order),
    courier: order.courier,
    trackingNumber: order.trackingNumber,
    trackingUrl: order.trackingUrl,
    cancelReason: order.cancelReason,
    refundReference: order.refundReference,
    buyerGstin: order.buyerGstin,
    buyerBusinessName: order.buyerBusinessName,
    invoiceNumber: documents.invoice ?? null,
    creditNoteNumber: documents.creditNote ?? null,
    lang: order.lang,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  };
}

/** A failed delivery attempt as the order object says it; a reason no longer on the list reads as "other". */
function toDeliveryAttemptView(row: OrderDeliveryAttempt): DeliveryAttemptView {
  return { reason: isDeliveryFailureReason(row.reason) ? row.reason : UNLISTED_REASON_READS_AS, note: row.note, nextAttemptOn: row.nextAttemptOn, at: row.createdAt };
}

/** A returned parcel's courier costs in rupees; null while neither is recorded. */
function rtoCostOf(order: Order): RtoCostView {
  const { rtoForwardCostPaise: forward, rtoReturnCostPaise: back } = order;
  if (forward === null && back === null) return null;
  return { forward: forward === null ? null : paiseToRupees(forward), return: back === null ? null : paiseToRupees(back) };
}

/** Issue 32: the order's advance by UPI as the order object says it (rupees), or null when it needs none. */
export function advanceViewOf(order: Order): OrderView["advance"] {
  const status = advanceStatusOf(order);
  return status ? { amount: paiseToRupees(order.advancePaise), status } : null;
}

/** One status change as the history shows it, with the bank statement line it was made on, if any. */
export function toOrderEventView(event: OrderEvent, credit: BankCredit | null): OrderEventView {
  return {
    transition: event.transition,
    actorRole: event.actorRole,
    from: { paymentStatus: event.fromPaymentStatus, orderStatus: event.fromOrderStatus },
    to: { paymentStatus: event.toPaymentStatus, orderStatus: event.toOrderStatus },
    createdAt: event.createdAt,
    confirmedShortfall: event.confirmedShortfallPaise === null ? null : paiseToRupees(event.confirmedShortfallPaise),
    note: event.note,
    evidence: credit ? { creditId: credit.id, date: credit.day, amount: paiseToRupees(credit.amountPaise), upiReference: credit.utr, narration: credit.narration } : null,
  };
}

/** "Buy again"'s answer as the order page shows it: its prices in rupees. */
export function toBuyAgainView(record: BuyAgainRecord): BuyAgainResult {
  return {
    addedCount: record.addedCount,
    lines: record.lines.map(({ previousPricePaise, currentPricePaise, ...line }) => ({
      ...line,
      previousPrice: paiseToRupees(previousPricePaise),
      currentPrice: currentPricePaise === null ? null : paiseToRupees(currentPricePaise),
    })),
  };
}

/** The newest order as the admin pages' new-order notice shows it (issue 31): its short reference, name and bill in rupees. */
export function toAttentionOrderView(row: { id: string; name: string; billPaise: number; createdAt: string }): NonNullable<AttentionView["newestOrder"]> {
  return { _id: row.id, ref: shortOrderRef(row.id), name: row.name, bill: paiseToRupees(row.billPaise), createdAt: row.createdAt };
}
