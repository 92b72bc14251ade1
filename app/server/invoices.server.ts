/** Bridge from the invoice download pages to the invoices service (issue 19). */
export { orderDocumentPdf } from "../../worker/services/invoices";
export { isDomainError } from "../../worker/lib/errors";
