/**
 * Bridge from the admin Settings page (Delivery section) to the delivery service: the rules as the page edits them
 * (rupees, views.ts), and the admin's entry turned into paise (rules-input.ts) before it is saved.
 */
import type { ServiceContext } from "../../http/context";
import type { Principal } from "../accounts/shared/user";
import type { DeliveryRulesInput, DeliveryRulesView } from "./shared/schemas";
import { deliveryRulesFromInput } from "./rules-input";
import { deliveryRulesView } from "./views";
import { loadDeliveryRules, saveDeliveryRules as saveRules } from "./zones";

export async function getDeliveryRules(ctx: Pick<ServiceContext, "db">): Promise<DeliveryRulesView> {
  return deliveryRulesView(await loadDeliveryRules(ctx));
}

export async function saveDeliveryRules(ctx: ServiceContext, actor: Principal, input: DeliveryRulesInput): Promise<DeliveryRulesView> {
  return deliveryRulesView(await saveRules(ctx, actor, deliveryRulesFromInput(input)));
}
