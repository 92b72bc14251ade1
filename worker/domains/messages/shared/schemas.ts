/**
 * PUT /api/me/message-preferences and the /profile/messages form post: which channels to use. Every field is
 * optional (absent keeps the saved choice); turning WhatsApp on needs `whatsappOptIn: true`, the ticked box that
 * records the customer's consent, unless a live opt-in is already recorded (./../preferences.ts checks that).
 */
import { z } from "zod";
import { fieldError } from "../../../shared/text-fields";

const flag = (label: string) => z.boolean({ error: fieldError(label, "true or false") }).optional();

export const messagePreferencesInputSchema = z.object({
  email: flag("E-mail (email)"),
  sms: flag("SMS (sms)"),
  whatsapp: flag("WhatsApp (whatsapp)"),
  whatsappOptIn: flag("WhatsApp consent (whatsappOptIn)"),
});

export type MessagePreferencesInput = z.infer<typeof messagePreferencesInputSchema>;
