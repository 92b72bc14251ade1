/** Bridges from the /profile/messages page to the message-preferences services (issue 31). */
export { getMessagePreferences, saveMessagePreferences, whatsAppConsentText } from "./preferences";
export { getShopProfile } from "../settings/settings";
