/** The shop's settings row (shop_settings, id 1): read by the footer and product pages, written by admins. */
import { eq } from "drizzle-orm";
import { EMPTY_SHOP_SETTINGS, type OrderAlertView, type ShopSettingsView } from "./shared/shop-settings";
export type { OrderAlertView } from "./shared/shop-settings";
import { resolveShopProfile, type ShopProfile } from "./shared/shop-profile";
import type { OrderAlertInput, ShopSettingsInput } from "./shared/schemas";
import type { Principal } from "../accounts/shared/user";
import { shopSettings, type ShopSettings } from "./tables";
import { badRequest } from "../../lib/errors";
import { gstStateCode } from "../delivery/shared/india";
import { nowIso } from "../../lib/ids";
import { auditStatement } from "../../lib/audit";
import type { ServiceContext } from "../../http/context";

const SETTINGS_ROW_ID = 1;

function toSettingsView(row: ShopSettings): ShopSettingsView {
  return {
    legalName: row.legalName,
    address: row.address,
    fssaiNumber: row.fssaiNumber,
    gstin: row.gstin,
    carePhone: row.carePhone,
    careEmail: row.careEmail,
    gstRegistered: row.gstRegistered,
    shopState: row.shopState,
    invoicePrefix: row.invoicePrefix,
    creditNotePrefix: row.creditNotePrefix,
    grievanceOfficerName: row.grievanceOfficerName,
    grievanceOfficerDesignation: row.grievanceOfficerDesignation,
    grievanceOfficerEmail: row.grievanceOfficerEmail,
    grievanceOfficerPhone: row.grievanceOfficerPhone,
    updatedAt: row.updatedAt,
  };
}

/**
 * Every page's footer shows the settings, which change only when an admin saves them: each Worker instance keeps
 * the row it last read for a minute instead of reading it on every page. A save here refreshes this instance at
 * once; other instances see it within the minute.
 */
const SETTINGS_FRESH_MS = 60_000;
let remembered: { settings: ShopSettingsView; until: number; catalogueVersion?: number } | null = null;

/**
 * The settings as stored this moment, bypassing what this instance remembers: for documents that must carry the
 * settings in force when they are made (a GST invoice's supplier and number series).
 */
export async function readShopSettings(ctx: Pick<ServiceContext, "db">): Promise<ShopSettingsView> {
  const row = await ctx.db.query.shopSettings.findFirst({ where: eq(shopSettings.id, SETTINGS_ROW_ID) });
  return row ? toSettingsView(row) : EMPTY_SHOP_SETTINGS;
}

/**
 * The settings, or all "" before an admin (or the seed) first saves them: one primary-key read, at most a minute
 * old. A page the edge cache keeps under a catalogue version (which every settings save bumps) reads them again
 * unless they were read for that same version.
 */
export async function getShopSettings(ctx: Pick<ServiceContext, "db" | "catalogueVersion">): Promise<ShopSettingsView> {
  const fresh = remembered && remembered.until > Date.now() && (ctx.catalogueVersion === undefined || remembered.catalogueVersion === ctx.catalogueVersion);
  if (remembered && fresh) return remembered.settings;
  const settings = await readShopSettings(ctx);
  remembered = { settings, until: Date.now() + SETTINGS_FRESH_MS, catalogueVersion: ctx.catalogueVersion };
  return settings;
}

/**
 * What the shop says about itself (shared/shop-profile.ts): the settings as getShopSettings keeps them, the
 * deployment's vars where a setting is not given. The one reader of the shop's identity and contact for pages and mail.
 */
export async function getShopProfile(ctx: Pick<ServiceContext, "db" | "env" | "catalogueVersion">): Promise<ShopProfile> {
  return resolveShopProfile(await getShopSettings(ctx), ctx.env);
}

/** The profile as stored this moment (readShopSettings): for a document that must carry the details in force (an invoice). */
export async function readShopProfile(ctx: Pick<ServiceContext, "db" | "env">): Promise<ShopProfile> {
  return resolveShopProfile(await readShopSettings(ctx), ctx.env);
}

/** Saves every field at once (an upsert of the one row), with its audit entry in the same batch. */
export async function saveShopSettings(ctx: ServiceContext, actor: Principal, input: ShopSettingsInput): Promise<ShopSettingsView> {
  const saved = await ctx.db.query.shopSettings.findFirst({ where: eq(shopSettings.id, SETTINGS_ROW_ID) });
  assertGstConsistent({ ...EMPTY_SHOP_SETTINGS, ...(saved ? toSettingsView(saved) : {}), ...withoutUndefined(input) });
  const values = { ...input, updatedAt: nowIso() };
  await ctx.db.batch([
    ctx.db
      .insert(shopSettings)
      .values({ id: SETTINGS_ROW_ID, ...values })
      .onConflictDoUpdate({ target: shopSettings.id, set: values }),
    auditStatement(ctx, actor, { action: "update", entity: "settings", entityId: String(SETTINGS_ROW_ID), details: { ...input } }),
  ]);
  remembered = null;
  return getShopSettings(ctx);
}

function withoutUndefined<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * The GST settings as they will be after a save must fit together: a registered shop has a GSTIN and a state, and a
 * GSTIN belongs to the shop's state (its first two digits are the state's GST code). 400 naming the problem.
 */
function assertGstConsistent(settings: Pick<ShopSettingsView, "gstRegistered" | "gstin" | "shopState">): void {
  if (settings.gstRegistered && !settings.gstin) throw badRequest("A GST-registered shop needs its GSTIN");
  if (settings.gstRegistered && !settings.shopState) throw badRequest("A GST-registered shop needs its state (shopState): it decides CGST + SGST or IGST");
  const code = gstStateCode(settings.shopState);
  if (settings.gstin && code && settings.gstin.slice(0, 2) !== code) {
    throw badRequest(`GSTIN ${settings.gstin} is registered in state code ${settings.gstin.slice(0, 2)}, not in ${settings.shopState} (${code})`);
  }
}


/** Read fresh (one primary-key read per new order): a number the owner just saved is used for the next order. */
export async function getOrderAlert(ctx: Pick<ServiceContext, "db">): Promise<OrderAlertView> {
  const row = await ctx.db.query.shopSettings.findFirst({
    columns: { orderAlertPhone: true, orderAlertChannel: true },
    where: eq(shopSettings.id, SETTINGS_ROW_ID),
  });
  return { orderAlertPhone: row?.orderAlertPhone ?? "", orderAlertChannel: row?.orderAlertChannel ?? "sms" };
}

/** Saves the alert's number and channel (admins), with its audit entry; the rest of the settings row is untouched. */
export async function saveOrderAlert(ctx: ServiceContext, actor: Principal, input: OrderAlertInput): Promise<OrderAlertView> {
  const now = nowIso();
  await ctx.db.batch([
    ctx.db
      .insert(shopSettings)
      .values({ id: SETTINGS_ROW_ID, ...input, updatedAt: now })
      .onConflictDoUpdate({ target: shopSettings.id, set: { ...input, updatedAt: now } }),
    auditStatement(ctx, actor, { action: "update", entity: "settings", entityId: String(SETTINGS_ROW_ID), details: { orderAlertChannel: input.orderAlertChannel, orderAlertPhone: input.orderAlertPhone ? "set" : "none" } }),
  ]);
  remembered = null;
  return getOrderAlert(ctx);
}
