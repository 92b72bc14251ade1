/**
 * /orders/:orderId/invoice and /orders/:orderId/credit-note: the order's GST document as a PDF download for its
 * customer or an admin, with the session cookie (the link in the order e-mail comes here; a signed-out visitor signs
 * in first and comes back). Another customer's order, or a document not issued yet, is a plain 404.
 */
import { isDomainError, orderDocumentPdf } from "../../worker/domains/invoices/page.server";
import { requireSignedIn, serviceContextFrom } from "../../worker/http/session.server";
import type { Route } from "./+types/order-document";

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const actor = requireSignedIn(context, url);
  const kind = url.pathname.endsWith("/credit-note") ? "credit-note" : "invoice";
  try {
    const pdf = await orderDocumentPdf(serviceContextFrom(context), actor, params.orderId, kind);
    return new Response(pdf.bytes.slice().buffer as ArrayBuffer, {
      headers: { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${pdf.fileName}"`, "Cache-Control": "private, no-store" },
    });
  } catch (error) {
    if (isDomainError(error) && error.status === 404) return new Response(error.message, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    throw error;
  }
}
