/**
 * The payments domain as the contract shows it: the matcher and the statement services work on plain records in
 * paise with their row ids (matching.ts, statements.ts), and this is the one place those become rupees and `_id`,
 * for the API (api.ts) and the payments page (page.server.ts) alike.
 */
import { paiseToRupees } from "../../shared/money";
import { advanceStatusOf } from "../orders/shared/status";
import type { MatchCredit, MatchOrder, PaymentMatch } from "./matching";
import type { BankCreditView, MatchOrderView, PaymentMatchView, StatementImportView } from "./shared/matching";
import type { ColumnMapping } from "./shared/statement";
import type { BankStatement, StatementMapping } from "./tables";

export function matchOrderView(order: MatchOrder): MatchOrderView {
  return {
    _id: order.id,
    name: order.name,
    bill: paiseToRupees(order.billPaise),
    amountPaid: paiseToRupees(order.amountPaidPaise),
    transactionId: order.transactionId,
    paymentStatus: order.paymentStatus,
    orderStatus: order.orderStatus,
    createdAt: order.createdAt,
    refundDue: paiseToRupees(order.refundDuePaise),
    advance: advanceOf(order),
  };
}

/** Issue 32: the order's advance, read from its payment columns as the order object reads it. */
function advanceOf(order: MatchOrder): MatchOrderView["advance"] {
  const status = advanceStatusOf(order);
  return status ? { amount: paiseToRupees(order.advancePaise), status } : null;
}

export function bankCreditView(credit: MatchCredit): BankCreditView {
  return {
    _id: credit.id,
    date: credit.day,
    amount: paiseToRupees(credit.amountPaise),
    narration: credit.narration,
    reference: credit.reference,
    upiReference: credit.utr,
    payerName: credit.payerName,
    statementId: credit.statementId,
  };
}

export function paymentMatchView(match: PaymentMatch): PaymentMatchView {
  return {
    status: match.status,
    order: match.order ? matchOrderView(match.order) : null,
    credit: match.credit ? bankCreditView(match.credit) : null,
    difference: match.differencePaise === null ? null : paiseToRupees(match.differencePaise),
    candidates: match.candidates.map(matchOrderView),
  };
}

export function statementImportView(statement: BankStatement): StatementImportView {
  return {
    _id: statement.id,
    fileName: statement.fileName,
    format: statement.format,
    lines: statement.lines,
    credits: statement.credits,
    duplicates: statement.duplicates,
    from: statement.fromDay,
    to: statement.toDay,
    createdAt: statement.createdAt,
  };
}

/** A saved column mapping as the upload form offers it. */
export type MappingView = { _id: string; name: string; columns: ColumnMapping; updatedAt: string };

export function mappingView(mapping: StatementMapping): MappingView {
  return { _id: mapping.id, name: mapping.name, columns: mapping.columns, updatedAt: mapping.updatedAt };
}
