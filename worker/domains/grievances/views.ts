/**
 * The one place the grievances domain turns paise into rupees: the orders the complaint form offers (the service,
 * grievances.ts, reads their bills in paise). The complaints themselves carry no money; their view types are
 * shared/views.ts.
 */
import { paiseToRupees } from "../../shared/money";
import { shortOrderRef } from "../orders/shared/status";
import type { ComplaintOrderChoice } from "./grievances";

/** An order the complaint form offers: "Order #ABC123", when it was placed and its bill. */
export type ComplaintOrderOption = { _id: string; ref: string; createdAt: string; bill: number };

export function complaintOrderOption(order: ComplaintOrderChoice): ComplaintOrderOption {
  return { _id: order.id, ref: shortOrderRef(order.id), createdAt: order.createdAt, bill: paiseToRupees(order.billPaise) };
}
