/**
 * Money is integer paise inside the server and rupees (a JSON number with up to 2 decimals) at the edges.
 * One formatter renders rupees for people: ₹ with Indian digit grouping (₹1,23,456.5), in either language.
 */
import { INTL_LOCALE, LANGS, type Lang } from "./i18n/languages.ts";

export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

const rupeeFormats = Object.fromEntries(
  LANGS.map((lang) => [lang, new Intl.NumberFormat(INTL_LOCALE[lang], { style: "currency", currency: "INR", minimumFractionDigits: 0, maximumFractionDigits: 2 })]),
) as Record<Lang, Intl.NumberFormat>;

/** Rupees for people in `lang` (te-IN and en-IN both group Indian style: ₹1,23,456.5). */
export function formatRupees(rupees: number, lang: Lang = "en"): string {
  return rupeeFormats[lang].format(rupees);
}

const tableAmountFormat = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "1,23,456.50": rupees in a column headed "Amounts in ₹" (invoice tables, the PDF and the packing slip's copy). */
export function formatTableAmount(rupees: number): string {
  return tableAmountFormat.format(rupees);
}

/**
 * An amount in paise as people read it (₹1,23,456.5): for the messages services write, which hold paise and
 * would otherwise convert to rupees only to format them.
 */
export function formatPaise(paise: number, lang: Lang = "en"): string {
  return formatRupees(paiseToRupees(paise), lang);
}
