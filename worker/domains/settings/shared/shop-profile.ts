/**
 * What the shop says about itself, resolved in one place: its names, address, state, registrations, consumer care,
 * grievance officer, UPI payee and document series. The admin's Settings come first; where a setting is not given
 * yet, the deployment's vars (wrangler.toml) stand in. Every page, mail, invoice and policy reads this profile, so a
 * change in Settings shows everywhere at once and no caller writes its own fallback.
 */
import type { ShopSettingsView } from "./shop-settings";

/** The deployment's own details (wrangler.toml `[vars]`): the fallback until an admin saves Settings. */
export type ShopVars = {
  SHOP_NAME: string;
  SHOP_EMAIL: string;
  SHOP_PHONE: string;
  SHOP_CITY: string;
  SHOP_STATE: string;
  UPI_VPA: string;
  UPI_PAYEE_NAME: string;
};

export type ShopContact = { email: string; phone: string };

export type ShopProfile = {
  /** The trading name: page titles, the header and footer, mail subjects. */
  name: string;
  /** The legal name on invoices, policies and the product page's "packed by"; the trading name until given. */
  legalName: string;
  /** The registered address; "City, State" of the deployment until given. */
  address: string;
  /** The state the shop supplies from (GST: CGST + SGST within it, IGST outside). */
  state: string;
  fssaiNumber: string;
  gstin: string;
  /** Consumer care: where customers write and call, and where the shop's own alerts go. */
  care: ShopContact;
  /** The grievance officer (Consumer Protection (E-Commerce) Rules 2020); consumer care stands in for what is not given. */
  grievanceOfficer: ShopContact & { name: string; designation: string };
  /** Who UPI payments go to (deployment configuration, never edited in Settings). */
  upi: { vpa: string; payeeName: string };
  /** GST documents: whether the shop issues tax invoices, and its number series. */
  gst: { registered: boolean; invoicePrefix: string; creditNotePrefix: string };
  /** When Settings were last saved; null before the first save. */
  updatedAt: string | null;
};

export function resolveShopProfile(settings: ShopSettingsView, vars: ShopVars): ShopProfile {
  const care = { email: settings.careEmail || vars.SHOP_EMAIL, phone: settings.carePhone || vars.SHOP_PHONE };
  const state = settings.shopState || vars.SHOP_STATE;
  return {
    name: vars.SHOP_NAME,
    legalName: settings.legalName || vars.SHOP_NAME,
    address: settings.address || [vars.SHOP_CITY, state].filter(Boolean).join(", "),
    state,
    fssaiNumber: settings.fssaiNumber,
    gstin: settings.gstin,
    care,
    grievanceOfficer: {
      name: settings.grievanceOfficerName,
      designation: settings.grievanceOfficerDesignation,
      email: settings.grievanceOfficerEmail || care.email,
      phone: settings.grievanceOfficerPhone || care.phone,
    },
    upi: { vpa: vars.UPI_VPA, payeeName: vars.UPI_PAYEE_NAME || vars.SHOP_NAME },
    gst: { registered: settings.gstRegistered, invoicePrefix: settings.invoicePrefix, creditNotePrefix: settings.creditNotePrefix },
    updatedAt: settings.updatedAt,
  };
}

/** "Call +91 90000 00000 or write to care@shop.example": how mails and pages point a customer to consumer care. */
export function careSentence(care: ShopContact): string {
  const ways = [care.phone && `call ${care.phone}`, care.email && `write to ${care.email}`].filter(Boolean);
  return ways.length ? `Questions? Please ${ways.join(" or ")}.` : "";
}
