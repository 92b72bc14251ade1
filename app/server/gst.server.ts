/** Bridges from the admin GST page to the returns and rate-table services (issue 19). */
export { gstMonthSummary, type GstDocumentRow, type GstFigures, type GstMonthSummary } from "../../worker/services/gst-returns";
export { addGstRate, listGstRates, type GstRateView } from "../../worker/services/invoices";
