/**
 * An issued GST document as the API answers it (GET /api/order/{id}/invoice?format=json): the stored document with
 * every amount in rupees, as the rest of the API gives money. The rate is in percent.
 */
import type { InvoiceDocument } from "./invoice-document";
import { paiseToRupees } from "./money";

export function invoiceJson(document: InvoiceDocument) {
  const { lines, totals, ...rest } = document;
  return {
    ...rest,
    lines: lines.map((line) => ({
      description: line.description,
      hsn: line.hsn,
      quantity: line.quantity,
      unit: line.unit,
      unitPrice: paiseToRupees(line.unitPricePaise),
      discount: paiseToRupees(line.discountPaise),
      taxableValue: paiseToRupees(line.taxableValuePaise),
      rate: line.ratePercent,
      cgst: paiseToRupees(line.cgstPaise),
      sgst: paiseToRupees(line.sgstPaise),
      igst: paiseToRupees(line.igstPaise),
      total: paiseToRupees(line.totalPaise),
    })),
    totals: {
      taxableValue: paiseToRupees(totals.taxableValuePaise),
      cgst: paiseToRupees(totals.cgstPaise),
      sgst: paiseToRupees(totals.sgstPaise),
      igst: paiseToRupees(totals.igstPaise),
      total: paiseToRupees(totals.totalPaise),
    },
  };
}

export type InvoiceJson = ReturnType<typeof invoiceJson>;
