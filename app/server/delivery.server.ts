/** Bridge from the admin Settings page (Delivery section) to the delivery service. */
export { getDeliveryRules, saveDeliveryRules } from "../../worker/services/delivery";
