/**
 * The "invoice" messages (see ../define.ts for the conventions): the labels of a GST document's PDF. A Telugu
 * order's document prints each label as "English / తెలుగు" (worker/domains/invoices/pdf-words.ts), so the Telugu
 * here may be short: the English term of CGST rule 46 stands beside it.
 */
import { defineMessages } from "../define";

export default defineMessages("invoice", {
  "invoice.taxInvoice": { en: "Tax invoice", te: "పన్ను ఇన్వాయిస్" },
  "invoice.billOfSupply": { en: "Bill of supply", te: "బిల్ ఆఫ్ సప్లై" },
  "invoice.creditNote": { en: "Credit note", te: "క్రెడిట్ నోట్" },
  "invoice.invoiceNo": { en: "Invoice no.", te: "ఇన్వాయిస్ నం." },
  "invoice.billNo": { en: "Bill no.", te: "బిల్ నం." },
  "invoice.creditNoteNo": { en: "Credit note no.", te: "క్రెడిట్ నోట్ నం." },
  "invoice.date": { en: "Date:", te: "తేదీ:" },
  "invoice.against": { en: "Against invoice {number} dated {date}", te: "{date} నాటి ఇన్వాయిస్ {number} పై" },
  "invoice.state": { en: "State:", te: "రాష్ట్రం:" },
  "invoice.stateCode": { en: "state code {code}", te: "రాష్ట్రం కోడ్ {code}" },
  "invoice.notRegistered": { en: "Not registered for GST", te: "GST లో నమోదు కాలేదు" },
  "invoice.fssai": { en: "FSSAI licence no.:", te: "FSSAI లైసెన్స్ నం.:" },
  "invoice.billTo": { en: "Bill to", te: "ఎవరి పేరు మీద" },
  "invoice.supplyDetails": { en: "Supply details", te: "సరఫరా వివరాలు" },
  "invoice.placeOfSupply": { en: "Place of supply:", te: "సరఫరా చేసే చోటు:" },
  "invoice.reverseCharge": { en: "Tax payable on reverse charge: No", te: "రివర్స్ ఛార్జ్ పై పన్ను: లేదు" },
  "invoice.order": { en: "Order:", te: "ఆర్డర్:" },
  "invoice.reason": { en: "Reason:", te: "కారణం:" },
  "invoice.amountsIn": { en: "Amounts in ₹", te: "మొత్తాలు ₹ లో" },
  "invoice.description": { en: "Description", te: "వివరం" },
  "invoice.quantity": { en: "Qty", te: "సంఖ్య" },
  "invoice.unitPrice": { en: "Unit price", te: "ఒక్కదాని ధర" },
  "invoice.discount": { en: "Discount", te: "తగ్గింపు" },
  "invoice.amount": { en: "Amount", te: "మొత్తం" },
  "invoice.taxableValue": { en: "Taxable value", te: "పన్ను విధించే విలువ" },
  "invoice.rate": { en: "Rate", te: "రేటు" },
  "invoice.total": { en: "Total", te: "మొత్తం" },
  "invoice.totalCredit": { en: "Total credit", te: "మొత్తం క్రెడిట్" },
  "invoice.totalInWords": { en: "Total in words:", te: "అక్షరాల్లో మొత్తం:" },
  "invoice.deliveryCharge": { en: "Delivery charge", te: "డెలివరీ ఛార్జీ" },
  "invoice.codFee": { en: "Cash on delivery fee", te: "క్యాష్ ఆన్ డెలివరీ ఛార్జీ" },
  // Issue 32: the discount for paying by UPI, spread over the goods lines' discounts.
  "invoice.prepaidDiscount": { en: "UPI payment discount (in the lines' discounts)", te: "UPI చెల్లింపు తగ్గింపు (వరుసల తగ్గింపులో కలిపి)" },
  "invoice.computerGeneratedInvoice": { en: "This is a computer-generated invoice.", te: "ఇది కంప్యూటర్‌లో తయారైన ఇన్వాయిస్." },
  "invoice.computerGeneratedCreditNote": { en: "This is a computer-generated credit note.", te: "ఇది కంప్యూటర్‌లో తయారైన క్రెడిట్ నోట్." },
  "invoice.billOfSupplyNote": {
    en: "Bill of supply: the supplier is not registered for GST; no tax is charged.",
    te: "బిల్ ఆఫ్ సప్లై: అమ్మేవారు GST లో నమోదు కాలేదు; పన్ను వేయలేదు.",
  },
  "invoice.continued": { en: "(continued)", te: "(తరువాయి)" },
  "invoice.page": { en: "page {page} of {count}", te: "పేజీ {page}/{count}" },
});
