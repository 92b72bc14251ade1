/**
 * The parts every mail to a shopper shares (issue 30), in the shopper's language: the greeting, the consumer-care
 * line (the shop's contacts from its profile), a time as India reads it, and "a or b". The texts are the "mail"
 * catalogue's; in English they are today's words exactly (careSentence, the mails' "Hello …,").
 */
import { INTL_LOCALE, type Lang } from "../../shared/i18n/languages";
import { t } from "../../shared/i18n/messages.server";
import type { ShopContact } from "./shared/shop-profile";

/** "Hello Asha," (a name the shopper typed: only where a mail may echo it), else "Hello,". */
export function greeting(name: string | null, lang: Lang): string {
  return name ? t(lang, "mail.hello", { name }) : t(lang, "mail.helloAnonymous");
}

/** "Questions? Please call … or write to …." with the contacts the shop has; "" with none. */
export function careLine(care: ShopContact, lang: Lang): string {
  if (care.phone && care.email) return t(lang, "mail.careBoth", { phone: care.phone, email: care.email });
  if (care.phone) return t(lang, "mail.carePhone", { phone: care.phone });
  if (care.email) return t(lang, "mail.careEmail", { email: care.email });
  return "";
}

/** "a or b" (or "a" alone), in `lang`. */
export function eitherOf(ways: string[], lang: Lang): string {
  return ways.reduce((joined, way) => (joined ? t(lang, "mail.or", { first: joined, second: way }) : way), "");
}

/** A moment in India's time, as the mails write it: "14 Jan 2026, 10:00 am IST" (in Telugu, Telugu month names). */
export function formatIstIn(iso: string, lang: Lang): string {
  const text = new Date(iso).toLocaleString(INTL_LOCALE[lang], { timeZone: "Asia/Kolkata", day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" });
  return `${text} IST`;
}
