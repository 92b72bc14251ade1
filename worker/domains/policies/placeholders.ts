/**
 * The policies' placeholders (`{{careEmail}}`, `{{deliveryCharges}}`...): what each becomes when a policy is shown,
 * from the shop's profile (Settings, the deployment's details where those are empty) and the delivery rules, in
 * the policy's language (issue 30: the sentences and the table the shop writes come from the "policies" messages,
 * worker/shared/i18n/catalog/policies.ts; names and addresses stay as typed). Split from ./policies.ts, which reads
 * and saves the versions.
 */
import { formatPaise } from "../../shared/money";
import { isPolicyPlaceholder, PLACEHOLDER_PATTERN, type PolicyPlaceholder } from "./shared/policies";
import type { DeliveryRules } from "../delivery/shared/rules";
import type { ShopProfile } from "../settings/shared/shop-profile";
import { markdownLink, markdownText } from "../../lib/markdown";
import type { ServiceContext } from "../../http/context";
import { loadDeliveryRules } from "../delivery/zones";
import { getShopProfile } from "../settings/settings";
import { t } from "../../shared/i18n/messages.server";
import type { Lang } from "../../shared/i18n/languages";

type ReadContext = Pick<ServiceContext, "db" | "env" | "catalogueVersion">;

/** Placeholders the text names that the shop does not know: a save naming one is refused. */
export function unknownPlaceholders(body: string): string[] {
  return [...new Set([...body.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1]).filter((name) => !isPolicyPlaceholder(name)))];
}

function usesDeliveryRules(body: string): boolean {
  return [...body.matchAll(PLACEHOLDER_PATTERN)].some((match) => match[1] === "deliveryCharges" || match[1] === "cashOnDelivery");
}

/** A value Settings has not been given yet: visible, so the admin's preview shows what is missing. */
const NOT_GIVEN = "—";

const text = (value: string) => (value ? markdownText(value) : NOT_GIVEN);
const emailLink = (email: string) => (email ? markdownLink(email, `mailto:${email}`) : NOT_GIVEN);
const phoneLink = (phone: string) => (phone ? markdownLink(phone, `tel:${phone.replace(/[^\d+]/g, "")}`) : NOT_GIVEN);

/**
 * The grievance officer in one line. Until Settings names one, complaints go to consumer care, which the line
 * says, rather than leaving a reader of the policy without anyone to write to.
 */
function grievanceOfficerLine(officer: ShopProfile["grievanceOfficer"], lang: Lang): string {
  const { name, email, phone } = officer;
  const contact = [email && t(lang, "policies.contactEmail", { email: emailLink(email) }), phone && t(lang, "policies.contactPhone", { phone: phoneLink(phone) })]
    .filter(Boolean)
    .join(", ");
  if (!name) return t(lang, "policies.officerViaCare", { contact: contact || NOT_GIVEN });
  const designation = officer.designation ? `, ${markdownText(officer.designation)}` : "";
  return `${markdownText(name)}${designation}${contact ? ` (${contact})` : ""}`;
}

const days = (min: number, max: number, lang: Lang) => (min === max ? t(lang, "policies.days", { count: min }) : t(lang, "policies.dayRange", { min, max }));

/** The delivery zones as a Markdown table, with the pincodes not served after it. */
function deliveryChargesMarkdown(rules: DeliveryRules, lang: Lang): string {
  const unserved = rules.unservedPincodes.length ? `\n\n${t(lang, "policies.unserved", { prefixes: rules.unservedPincodes.map(markdownText).join(", ") })}` : "";
  if (rules.zones.length === 0) return `${t(lang, "policies.freeEverywhere")}${unserved}`;
  const rows = rules.zones.map((zone) => {
    const where = zone.states.length || zone.pincodePrefixes.length ? markdownText(zone.name) : t(lang, "policies.everywhereElse", { zone: markdownText(zone.name) });
    const charge = t(lang, "policies.zoneCharge", { base: formatPaise(zone.baseFeePaise, lang), extra: formatPaise(zone.perExtra500gPaise, lang) });
    const free = zone.freeAbovePaise === null ? "—" : t(lang, "policies.freeAbove", { amount: formatPaise(zone.freeAbovePaise, lang) });
    return `| ${where} | ${charge} | ${free} | ${days(zone.etaMinDays, zone.etaMaxDays, lang)} |`;
  });
  return [t(lang, "policies.zonesHeader"), "| --- | --- | --- | --- |", ...rows].join("\n") + unserved;
}

function cashOnDeliveryMarkdown(rules: DeliveryRules, lang: Lang): string {
  const { cod } = rules;
  if (!cod.enabled) return t(lang, "policies.codOff");
  const limit = cod.maxPaise === null ? "" : t(lang, "policies.codLimit", { amount: formatPaise(cod.maxPaise, lang) });
  const fee = cod.feePaise > 0 ? t(lang, "policies.codFee", { amount: formatPaise(cod.feePaise, lang) }) : "";
  const excluded = cod.excludedPincodes.length ? t(lang, "policies.codExcluded") : "";
  return t(lang, "policies.codOn", { limit, fee, excluded });
}

/** Every placeholder's Markdown in `lang`, from the shop's profile and (when the text names them) the delivery rules. */
export async function placeholderValues(ctx: ReadContext, body: string, lang: Lang): Promise<Record<PolicyPlaceholder, string>> {
  const [shop, delivery] = await Promise.all([getShopProfile(ctx), usesDeliveryRules(body) ? loadDeliveryRules(ctx) : null]);
  return {
    legalName: markdownText(shop.legalName),
    address: markdownText(shop.address),
    careEmail: emailLink(shop.care.email),
    carePhone: phoneLink(shop.care.phone),
    fssaiNumber: text(shop.fssaiNumber),
    gstin: text(shop.gstin),
    grievanceOfficer: grievanceOfficerLine(shop.grievanceOfficer, lang),
    grievanceOfficerName: text(shop.grievanceOfficer.name),
    grievanceOfficerDesignation: text(shop.grievanceOfficer.designation),
    grievanceOfficerEmail: emailLink(shop.grievanceOfficer.email),
    grievanceOfficerPhone: phoneLink(shop.grievanceOfficer.phone),
    deliveryCharges: delivery ? deliveryChargesMarkdown(delivery, lang) : "",
    cashOnDelivery: delivery ? cashOnDeliveryMarkdown(delivery, lang) : "",
  };
}
