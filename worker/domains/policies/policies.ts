/**
 * The shop's policies (returns, shipping, privacy, terms): versioned Markdown that admins edit in Settings and the
 * public pages show with the shop's details filled in. Every save is a new version (table policies); the highest
 * version is in force. Saving runs the health-claims check like every other text an admin writes.
 */
import { desc, eq, sql } from "drizzle-orm";
import { formatPaise } from "../../shared/money";
import {
  isPolicyPlaceholder,
  isPolicySlug,
  PLACEHOLDER_PATTERN,
  POLICY_PAGES,
  POLICY_PLACEHOLDERS,
  POLICY_SLUGS,
  type PolicyPlaceholder,
  type PolicySlug,
  type PolicyView,
} from "./shared/policies";
import type { PolicyInput } from "./shared/schemas";
import type { DeliveryRules } from "../delivery/shared/rules";
import type { ShopProfile } from "../settings/shared/shop-profile";
import type { Principal } from "../accounts/shared/user";
import { policies, type Policy } from "./tables";
import { badRequest, conflict, isUniqueViolation, notFound } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { markdownLink, markdownText, renderMarkdown } from "../../lib/markdown";
import { auditStatement } from "../../lib/audit";
import type { ServiceContext } from "../../http/context";
import { loadDeliveryRules } from "../delivery/zones";
import { getShopProfile } from "../settings/settings";
import { screenTexts } from "../claims/screening";

/** What the admin's editor shows of each policy: the version in force, unrendered. */
export type PolicyEditorView = { slug: PolicySlug; title: string; version: number; body: string; updatedAt: string };

/** A save: the version in force afterwards ("unchanged" when the text was that version already) and its warnings. */
export type SavedPolicy = { status: "saved" | "unchanged"; policy: PolicyView; warnings: string[] };

type ReadContext = Pick<ServiceContext, "db" | "env" | "catalogueVersion">;

/** The slug of a URL, or 404 naming the policies there are. */
export function policySlugOf(value: string): PolicySlug {
  if (isPolicySlug(value)) return value;
  throw notFound(`There is no policy "${value.slice(0, 40)}": the policies are ${POLICY_SLUGS.join(", ")}`);
}

/** The version in force of one policy (the unique index on slug and version answers it). */
async function currentRow(ctx: Pick<ServiceContext, "db">, slug: PolicySlug): Promise<Policy> {
  const [row] = await ctx.db.select().from(policies).where(eq(policies.slug, slug)).orderBy(desc(policies.version)).limit(1);
  // Migration 0015 ships version 1 of every policy, and versions are never deleted.
  if (!row) throw notFound(`The ${slug} policy has not been written yet`);
  return row;
}

/** The version in force of every policy, in POLICY_SLUGS order. */
async function currentRows(ctx: Pick<ServiceContext, "db">): Promise<Policy[]> {
  const rows = await ctx.db
    .select()
    .from(policies)
    .where(sql`${policies.version} = (select max(p.version) from policies p where p.slug = ${policies.slug})`);
  return POLICY_SLUGS.flatMap((slug) => rows.filter((row) => row.slug === slug));
}

// ---------------------------------------------------------------------------------------------------------------
// Placeholders
// ---------------------------------------------------------------------------------------------------------------

/** Placeholders the text names that the shop does not know: a save naming one is refused. */
function unknownPlaceholders(body: string): string[] {
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
function grievanceOfficerLine(officer: ShopProfile["grievanceOfficer"]): string {
  const { name, email, phone } = officer;
  const contact = [email && `e-mail ${emailLink(email)}`, phone && `phone ${phoneLink(phone)}`].filter(Boolean).join(", ");
  if (!name) return `the Grievance Officer, reachable through customer care (${contact || NOT_GIVEN})`;
  const designation = officer.designation ? `, ${markdownText(officer.designation)}` : "";
  return `${markdownText(name)}${designation}${contact ? ` (${contact})` : ""}`;
}

const days = (min: number, max: number) => (min === max ? `${min} days` : `${min}–${max} days`);

/** The delivery zones as a Markdown table, with the pincodes not served after it. */
function deliveryChargesMarkdown(rules: DeliveryRules): string {
  const unserved = rules.unservedPincodes.length
    ? `\n\nWe do not deliver yet to pincodes starting with ${rules.unservedPincodes.map(markdownText).join(", ")}.`
    : "";
  if (rules.zones.length === 0) return `Delivery is free wherever we deliver.${unserved}`;
  const rows = rules.zones.map((zone) => {
    const where = zone.states.length || zone.pincodePrefixes.length ? markdownText(zone.name) : `${markdownText(zone.name)} (everywhere else)`;
    const charge = `${formatPaise(zone.baseFeePaise)} for the first 500 g, ${formatPaise(zone.perExtra500gPaise)} for each further 500 g`;
    const free = zone.freeAbovePaise === null ? "—" : `on orders of ${formatPaise(zone.freeAbovePaise)} or more`;
    return `| ${where} | ${charge} | ${free} | ${days(zone.etaMinDays, zone.etaMaxDays)} |`;
  });
  return ["| Where | Delivery charge | Free delivery | Delivery time |", "| --- | --- | --- | --- |", ...rows].join("\n") + unserved;
}

function cashOnDeliveryMarkdown(rules: DeliveryRules): string {
  const { cod } = rules;
  if (!cod.enabled) return "Cash on delivery is not offered at present: please pay by UPI.";
  const limit = cod.maxPaise === null ? "" : ` for orders up to ${formatPaise(cod.maxPaise)}`;
  const fee = cod.feePaise > 0 ? `, with a cash-handling fee of ${formatPaise(cod.feePaise)}` : "";
  const excluded = cod.excludedPincodes.length ? " It is not available for some pincodes." : "";
  return `Cash on delivery is available${limit}${fee}.${excluded} The checkout shows whether you can pay in cash for your address and order.`;
}

/** Every placeholder's Markdown, from the shop's profile (Settings, the deployment's details where they are empty). */
async function placeholderValues(ctx: ReadContext, body: string): Promise<Record<PolicyPlaceholder, string>> {
  const [shop, delivery] = await Promise.all([getShopProfile(ctx), usesDeliveryRules(body) ? loadDeliveryRules(ctx) : null]);
  return {
    legalName: markdownText(shop.legalName),
    address: markdownText(shop.address),
    careEmail: emailLink(shop.care.email),
    carePhone: phoneLink(shop.care.phone),
    fssaiNumber: text(shop.fssaiNumber),
    gstin: text(shop.gstin),
    grievanceOfficer: grievanceOfficerLine(shop.grievanceOfficer),
    grievanceOfficerName: text(shop.grievanceOfficer.name),
    grievanceOfficerDesignation: text(shop.grievanceOfficer.designation),
    grievanceOfficerEmail: emailLink(shop.grievanceOfficer.email),
    grievanceOfficerPhone: phoneLink(shop.grievanceOfficer.phone),
    deliveryCharges: delivery ? deliveryChargesMarkdown(delivery) : "",
    cashOnDelivery: delivery ? cashOnDeliveryMarkdown(delivery) : "",
  };
}

/** The policy's HTML: placeholders filled (unknown ones stay as written), then rendered safely. */
async function renderPolicy(ctx: ReadContext, body: string): Promise<string> {
  const values = await placeholderValues(ctx, body);
  const filled = body.replace(PLACEHOLDER_PATTERN, (whole, name: string) => (isPolicyPlaceholder(name) ? values[name] : whole));
  return renderMarkdown(filled);
}

// ---------------------------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------------------------

async function toPolicyView(ctx: ReadContext, row: Policy): Promise<PolicyView> {
  return {
    slug: row.slug,
    title: POLICY_PAGES[row.slug].title,
    version: row.version,
    body: row.body,
    html: await renderPolicy(ctx, row.body),
    updatedAt: row.createdAt,
  };
}

/** A policy as its page shows it: the version in force, rendered with the shop's details. 404 for an unknown slug. */
export async function getPolicy(ctx: ReadContext, slug: string): Promise<PolicyView> {
  return toPolicyView(ctx, await currentRow(ctx, policySlugOf(slug)));
}

/** Every policy's version in force, unrendered, for the admin's editor. */
export async function listPolicies(ctx: Pick<ServiceContext, "db">): Promise<PolicyEditorView[]> {
  const rows = await currentRows(ctx);
  return rows.map((row) => ({ slug: row.slug, title: POLICY_PAGES[row.slug].title, version: row.version, body: row.body, updatedAt: row.createdAt }));
}

/** When each policy last changed, for the sitemap. */
export async function policyDates(ctx: Pick<ServiceContext, "db">): Promise<{ slug: PolicySlug; updatedAt: string }[]> {
  const rows = await currentRows(ctx);
  return rows.map((row) => ({ slug: row.slug, updatedAt: row.createdAt }));
}

/** How an edited text would look, exactly as the page will render it (the admin's preview). */
export async function previewPolicy(ctx: ReadContext, input: PolicyInput): Promise<string> {
  assertKnownPlaceholders(input.body);
  return renderPolicy(ctx, input.body);
}

// ---------------------------------------------------------------------------------------------------------------
// Saving
// ---------------------------------------------------------------------------------------------------------------

function assertKnownPlaceholders(body: string): void {
  const unknown = unknownPlaceholders(body);
  if (unknown.length === 0) return;
  const known = Object.keys(POLICY_PLACEHOLDERS).map((name) => `{{${name}}}`).join(", ");
  throw badRequest(`Unknown placeholder ${unknown.map((name) => `{{${name}}}`).join(", ")}: use one of ${known}`);
}

/**
 * The health-claims check (worker/domains/claims/shared.ts): a claim that a food cures, treats or prevents a disease is
 * refused with a 400 naming the phrase; regulated words ("organic", "natural", ...) come back as warnings, one
 * per word.
 */
function checkPolicyText(body: string): string[] {
  return screenTexts({ "Policy text": body }, "report");
}

/**
 * Saves a policy's text as its next version, with the audit entry in the same batch. Refused with a 400 for a
 * health claim or an unknown placeholder; regulated words are saved and reported as warnings (the API's rule). A
 * text equal to the version in force saves nothing.
 */
export async function savePolicy(ctx: ServiceContext, actor: Principal, slugParam: string, input: PolicyInput): Promise<SavedPolicy> {
  const slug = policySlugOf(slugParam);
  assertKnownPlaceholders(input.body);
  const warnings = checkPolicyText(input.body);
  const current = await currentRow(ctx, slug);
  if (current.body === input.body) return { status: "unchanged", policy: await toPolicyView(ctx, current), warnings };

  const version = current.version + 1;
  const row: Policy = { id: newId(), slug, version, body: input.body, createdAt: nowIso(), createdBy: actor.id };
  try {
    await ctx.db.batch([
      ctx.db.insert(policies).values(row),
      auditStatement(ctx, actor, { action: "update", entity: "policy", entityId: slug, details: { version } }),
    ]);
  } catch (error) {
    // Another admin saved this policy between our read and our insert: theirs is version N + 1 now.
    if (isUniqueViolation(error)) throw conflict(`The ${POLICY_PAGES[slug].title} was saved by someone else a moment ago: reload it and make your change again`);
    throw error;
  }
  return { status: "saved", policy: await toPolicyView(ctx, row), warnings };
}

/**
 * The admin page's save: regulated words are saved only once the admin has confirmed them (`confirmed`), so the
 * first press answers with the warnings instead of saving.
 */
export async function savePolicyOnceConfirmed(
  ctx: ServiceContext,
  actor: Principal,
  slug: string,
  input: PolicyInput,
  confirmed: boolean,
): Promise<SavedPolicy | { status: "needs-confirmation"; warnings: string[] }> {
  policySlugOf(slug);
  assertKnownPlaceholders(input.body);
  const warnings = checkPolicyText(input.body);
  if (warnings.length > 0 && !confirmed) return { status: "needs-confirmation", warnings };
  return savePolicy(ctx, actor, slug, input);
}
