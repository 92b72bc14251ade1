/**
 * The shop's policies (returns, shipping, privacy, terms): versioned Markdown that admins edit in Settings and the
 * public pages show with the shop's details filled in. Every save is a new version (table policies); the highest
 * version is in force. Saving runs the health-claims check like every other text an admin writes.
 *
 * Each version has a Telugu text too (issue 30, column `te`): a Telugu page (or `?lang=te`) shows it, with the same
 * placeholders filled, and the English where there is none yet (`textLang: { body: "en" }`). A save without Telugu
 * carries the version before's over, so an English correction never drops the translation.
 */
import { desc, eq, sql } from "drizzle-orm";
import {
  isPolicyPlaceholder,
  isPolicySlug,
  PLACEHOLDER_PATTERN,
  POLICY_PAGES,
  POLICY_PLACEHOLDERS,
  POLICY_SLUGS,
  type PolicySlug,
  type PolicyTe,
  type PolicyView,
} from "./shared/policies";
import type { PolicyInput } from "./shared/schemas";
import type { Principal } from "../accounts/shared/user";
import { policies, type Policy } from "./tables";
import { badRequest, conflict, isUniqueViolation, notFound } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { renderMarkdown } from "../../lib/markdown";
import { auditStatement } from "../../lib/audit";
import type { ServiceContext } from "../../http/context";
import { screenTexts } from "../claims/screening";
import { placeholderValues, unknownPlaceholders } from "./placeholders";
import { localized } from "../../shared/i18n/localize";
import { mergeTelugu } from "../../shared/i18n/telugu-input";
import type { Lang } from "../../shared/i18n/languages";

/** What the admin's editor shows of each policy: the version in force, unrendered, with its Telugu. */
export type PolicyEditorView = { slug: PolicySlug; title: string; version: number; body: string; te: PolicyTe; updatedAt: string };

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

/** The policy's HTML in `lang`: placeholders filled (unknown ones stay as written), then rendered safely. */
async function renderPolicy(ctx: ReadContext, body: string, lang: Lang = "en"): Promise<string> {
  const values = await placeholderValues(ctx, body, lang);
  const filled = body.replace(PLACEHOLDER_PATTERN, (whole, name: string) => (isPolicyPlaceholder(name) ? values[name] : whole));
  return renderMarkdown(filled);
}

// ---------------------------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------------------------

/** A version in `lang`: its Telugu text where there is one (else the English, marked), rendered. */
async function toPolicyView(ctx: ReadContext, row: Policy, lang: Lang = "en"): Promise<PolicyView> {
  const te = row.te ?? {};
  const { body, textLang } = localized({ body: row.body, te }, ["body"], lang);
  return {
    slug: row.slug,
    title: POLICY_PAGES[row.slug].title,
    version: row.version,
    body,
    // Placeholders in the language of the text shown (the English text keeps its English sentences).
    html: await renderPolicy(ctx, body, textLang?.body ? "en" : lang),
    updatedAt: row.createdAt,
    te,
    ...(textLang ? { textLang } : {}),
  };
}

/**
 * A policy as its page shows it: the version in force, rendered with the shop's details, in `lang` (the page's
 * language; the API's `?lang=`). 404 for an unknown slug.
 */
export async function getPolicy(ctx: ReadContext, slug: string, lang: Lang = "en"): Promise<PolicyView> {
  return toPolicyView(ctx, await currentRow(ctx, policySlugOf(slug)), lang);
}

/** Every policy's version in force, unrendered, for the admin's editor. */
export async function listPolicies(ctx: Pick<ServiceContext, "db">): Promise<PolicyEditorView[]> {
  const rows = await currentRows(ctx);
  return rows.map((row) => ({ slug: row.slug, title: POLICY_PAGES[row.slug].title, version: row.version, body: row.body, te: row.te ?? {}, updatedAt: row.createdAt }));
}

/** Every policy's version in force as rows (the missing-translations view reads their Telugu). */
export async function currentPolicyRows(ctx: Pick<ServiceContext, "db">): Promise<Policy[]> {
  return currentRows(ctx);
}

/** When each policy last changed, for the sitemap. */
export async function policyDates(ctx: Pick<ServiceContext, "db">): Promise<{ slug: PolicySlug; updatedAt: string }[]> {
  const rows = await currentRows(ctx);
  return rows.map((row) => ({ slug: row.slug, updatedAt: row.createdAt }));
}

/** How an edited text would look, exactly as the page will render it (the admin's preview), English or Telugu. */
export async function previewPolicy(ctx: ReadContext, input: PolicyInput, lang: Lang = "en"): Promise<string> {
  const telugu = lang === "te" && input.te?.body ? input.te.body : null;
  const body = telugu ?? input.body;
  assertKnownPlaceholders(body);
  return renderPolicy(ctx, body, telugu ? "te" : "en");
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
function checkPolicyText(input: PolicyInput): string[] {
  return screenTexts({ "Policy text": input.body, "Telugu policy text": input.te?.body }, "report");
}

/** The placeholders of both texts must be known. */
function assertInputPlaceholders(input: PolicyInput): void {
  assertKnownPlaceholders(input.body);
  if (input.te?.body) assertKnownPlaceholders(input.te.body);
}

const sameTelugu = (a: PolicyTe, b: PolicyTe) => (a.body ?? "") === (b.body ?? "");

/**
 * Saves a policy's text as its next version, with the audit entry in the same batch. Refused with a 400 for a
 * health claim or an unknown placeholder; regulated words are saved and reported as warnings (the API's rule). A
 * text equal to the version in force saves nothing.
 */
export async function savePolicy(ctx: ServiceContext, actor: Principal, slugParam: string, input: PolicyInput): Promise<SavedPolicy> {
  const slug = policySlugOf(slugParam);
  assertInputPlaceholders(input);
  const warnings = checkPolicyText(input);
  const current = await currentRow(ctx, slug);
  const te = mergeTelugu<PolicyTe>(current.te, input.te);
  if (current.body === input.body && sameTelugu(current.te ?? {}, te)) return { status: "unchanged", policy: await toPolicyView(ctx, current), warnings };

  const version = current.version + 1;
  const row: Policy = { id: newId(), slug, version, body: input.body, te, createdAt: nowIso(), createdBy: actor.id };
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
  assertInputPlaceholders(input);
  const warnings = checkPolicyText(input);
  if (warnings.length > 0 && !confirmed) return { status: "needs-confirmation", warnings };
  return savePolicy(ctx, actor, slug, input);
}
