/** The shop's legal identity and consumer-care contact as pages and GET /api/settings show them; "" = not given. */
export type ShopSettingsView = {
  legalName: string;
  address: string;
  /** FSSAI licence or registration number, 14 digits. */
  fssaiNumber: string;
  gstin: string;
  carePhone: string;
  careEmail: string;
  /** GST (issue 19): registered shops issue tax invoices; numbers are PREFIX/YY-YY/NNNNN. */
  gstRegistered: boolean;
  /** The state the shop supplies from, or "". */
  shopState: string;
  invoicePrefix: string;
  creditNotePrefix: string;
  /** The grievance officer (issue 20): shown on /contact and in the policies; "" until given. */
  grievanceOfficerName: string;
  grievanceOfficerDesignation: string;
  grievanceOfficerEmail: string;
  grievanceOfficerPhone: string;
  /** When an admin last saved them; null before the first save. */
  updatedAt: string | null;
};

export const EMPTY_SHOP_SETTINGS: ShopSettingsView = { legalName: "", address: "", fssaiNumber: "", gstin: "", carePhone: "", careEmail: "", gstRegistered: false, shopState: "", invoicePrefix: "INV", creditNotePrefix: "CN", grievanceOfficerName: "", grievanceOfficerDesignation: "", grievanceOfficerEmail: "", grievanceOfficerPhone: "", updatedAt: null };

/**
 * The owner's new-order alert (issue 31): where an SMS or WhatsApp message goes for each new order ("" for nowhere).
 * Admins only: never part of the public ShopSettingsView.
 */
export type OrderAlertView = { orderAlertPhone: string; orderAlertChannel: "sms" | "whatsapp" };
