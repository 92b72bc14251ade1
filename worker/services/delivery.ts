/**
 * The shop's delivery rules as stored (delivery_zones and the delivery/COD columns of shop_settings), read in one
 * round trip, and the quote for a pincode and a basket. The rules themselves are app/lib/delivery.ts.
 */
import { asc, eq } from "drizzle-orm";
import { quoteDelivery, type DeliveryQuote, type DeliveryRules } from "../../app/lib/delivery";
import { deliveryZones, shopSettings } from "../../db/schema";
import type { ServiceContext } from "./context";

export async function loadDeliveryRules(ctx: Pick<ServiceContext, "db">): Promise<DeliveryRules> {
  const [zones, settings] = await ctx.db.batch([
    ctx.db.select().from(deliveryZones).orderBy(asc(deliveryZones.position), asc(deliveryZones.id)),
    ctx.db
      .select({
        unservedPincodes: shopSettings.unservedPincodes,
        codEnabled: shopSettings.codEnabled,
        codMaxPaise: shopSettings.codMaxPaise,
        codFeePaise: shopSettings.codFeePaise,
        codExcludedPincodes: shopSettings.codExcludedPincodes,
      })
      .from(shopSettings)
      .where(eq(shopSettings.id, 1)),
  ]);
  const row = settings[0];
  return {
    zones: zones.map((zone) => ({
      _id: zone.id,
      name: zone.name,
      states: zone.states,
      pincodePrefixes: zone.pincodePrefixes,
      baseFeePaise: zone.baseFeePaise,
      perExtra500gPaise: zone.perExtra500gPaise,
      freeAbovePaise: zone.freeAbovePaise,
      etaMinDays: zone.etaMinDays,
      etaMaxDays: zone.etaMaxDays,
    })),
    unservedPincodes: row?.unservedPincodes ?? [],
    cod: {
      enabled: row?.codEnabled ?? false,
      maxPaise: row?.codMaxPaise ?? null,
      feePaise: row?.codFeePaise ?? 0,
      excludedPincodes: row?.codExcludedPincodes ?? [],
    },
  };
}

export async function deliveryQuote(
  ctx: Pick<ServiceContext, "db">,
  request: { pincode: string; state?: string | null; itemsPaise: number; weightGrams: number },
): Promise<DeliveryQuote> {
  return quoteDelivery(await loadDeliveryRules(ctx), request);
}
