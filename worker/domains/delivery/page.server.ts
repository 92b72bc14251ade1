/**
 * Bridge from the pages to the delivery service: for the admin Settings page (Delivery section) the rules as the
 * page edits them (rupees, views.ts), and the admin's entry turned into paise (rules-input.ts) before it is saved;
 * for the product page the pincode check's answer when it is asked for in the address (no JavaScript needed).
 */
import type { ServiceContext } from "../../http/context";
import type { Principal } from "../accounts/shared/user";
import type { DeliveryRulesInput, DeliveryRulesView } from "./shared/schemas";
import { deliveryRulesFromInput } from "./rules-input";
import { deliveryQuoteAnswer, deliveryRulesView } from "./views";
import { loadDeliveryRules, quoteForPincode, saveDeliveryRules as saveRules } from "./zones";
import { deliveryQuoteQuerySchema } from "./shared/schemas";
import { parseInput } from "../../lib/validation";
import { isDomainError } from "../../lib/errors";
import { localizeMessage } from "../../lib/localize";

export async function getDeliveryRules(ctx: Pick<ServiceContext, "db">): Promise<DeliveryRulesView> {
  return deliveryRulesView(await loadDeliveryRules(ctx));
}

export async function saveDeliveryRules(ctx: ServiceContext, actor: Principal, input: DeliveryRulesInput): Promise<DeliveryRulesView> {
  return deliveryRulesView(await saveRules(ctx, actor, deliveryRulesFromInput(input)));
}

/** The pincode check's answer as a page shows it: good news, no delivery, or what is wrong with the input. */
export type PincodeAnswer = { pincode: string; tone: "ok" | "no" | "error"; message: string };

/**
 * The product page's pincode check without JavaScript (issue 31): `?pincode=` answered by the page's loader, the
 * same quote and words as GET /api/delivery/quote (for the pack shown), in the page's language. A pincode that is
 * not one is answered with the API's message, not an error page: the shopper stays on the product with their input.
 */
export async function pincodeAnswer(
  ctx: Pick<ServiceContext, "db" | "lang">,
  actor: Principal | null,
  pincode: string,
  pack: { productId: string; variantId: string },
): Promise<PincodeAnswer> {
  const typed = pincode.trim().slice(0, 12);
  try {
    const query = parseInput(deliveryQuoteQuerySchema, { pincode: typed, ...pack });
    const answer = deliveryQuoteAnswer(query.pincode, await quoteForPincode(ctx, actor, query), ctx.lang);
    return { pincode: query.pincode, tone: answer.serviceable ? "ok" : "no", message: answer.message };
  } catch (error) {
    if (!isDomainError(error) || error.status >= 500) throw error;
    return { pincode: typed, tone: "error", message: error.localized?.(ctx.lang) ?? localizeMessage(error.message, ctx.lang) };
  }
}
