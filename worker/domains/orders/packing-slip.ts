/**
 * What goes in a parcel's pouch (issue 28): the packing slip (who from, who to, what is inside, the cash to collect
 * on delivery) and the order's tax invoice, which for a cash-on-delivery order is issued when it ships (CGST Act
 * s.31(1)(a): with the goods). Admins only; an order without an invoice yet (a prepaid order before its payment is
 * verified) gets the slip alone and says why. Issue 33: the slip names each line's batches (lot and best-before) as
 * allocated at placement: it is printed before the order ships, when the order's own lines do not name them yet.
 */
import type { Principal } from "../accounts/shared/user";
import type { ServiceContext } from "../../http/context";
import { isDomainError, notFound } from "../../lib/errors";
import { getOrderDocument } from "../invoices/invoices";
import { invoiceJson, type InvoiceJson } from "../invoices/views";
import { readShopProfile } from "../settings/settings";
import type { ShopProfile } from "../settings/shared/shop-profile";
import type { OrderView } from "./shared/views";
import { getOrderView, ORDER_NOT_FOUND_MESSAGE } from "./queries";
import { batchesOfOrders, type LineBatch } from "../stock/order-batches";

export type PackingSlip = {
  order: OrderView;
  /** The tax invoice (or bill of supply) that goes in the parcel; null until one is issued. */
  invoice: InvoiceJson | null;
  shop: Pick<ShopProfile, "name" | "legalName" | "address" | "fssaiNumber" | "care">;
  /** Issue 33: by pack (variantId), the batches the order's lines took. */
  batches: Record<string, LineBatch[]>;
};

export async function packingSlipOf(ctx: ServiceContext, actor: Principal, orderId: string): Promise<PackingSlip> {
  if (actor.role !== "admin") throw notFound(ORDER_NOT_FOUND_MESSAGE);
  const [order, invoice, profile, allocated] = await Promise.all([
    getOrderView(ctx, orderId),
    invoiceOrNull(ctx, actor, orderId),
    readShopProfile(ctx),
    batchesOfOrders(ctx.db, [orderId]),
  ]);
  const { name, legalName, address, fssaiNumber, care } = profile;
  return { order, invoice, shop: { name, legalName, address, fssaiNumber, care }, batches: Object.fromEntries(allocated.get(orderId) ?? []) };
}

async function invoiceOrNull(ctx: ServiceContext, actor: Principal, orderId: string): Promise<InvoiceJson | null> {
  try {
    return invoiceJson(await getOrderDocument(ctx, actor, orderId, "invoice"));
  } catch (error) {
    if (isDomainError(error) && error.status === 404) return null;
    throw error;
  }
}
