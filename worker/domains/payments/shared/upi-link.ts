/**
 * A standard UPI payment link (the same text the QR code encodes): payee address and name, amount in rupees,
 * currency INR, and the order's short reference as note (tn) and transaction reference (tr), so the payment
 * can be matched to the order.
 */
export function upiPaymentUri({ vpa, payeeName, amount, orderRef }: { vpa: string; payeeName: string; amount: number; orderRef: string }): string {
  const params: [string, string][] = [
    ["pa", vpa],
    ["pn", payeeName],
    ["am", amount.toFixed(2)],
    ["cu", "INR"],
    ["tn", `Order ${orderRef}`],
    ["tr", orderRef],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join("&")}`;
}
