/**
 * The customer's message channels as the /profile/messages page and GET /api/me/message-preferences show them
 * (issue 31). Zod-free: the page imports it. The input's schema is ./schemas.ts.
 */

export const MESSAGE_CHANNELS = ["email", "sms", "whatsapp"] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export type MessagePreferencesView = {
  /** The channels order updates go out on. */
  email: boolean;
  sms: boolean;
  whatsapp: boolean;
  /** Where each channel reaches: the account's e-mail address, its mobile number (+91…), or null when it has none. */
  emailAddress: string | null;
  phoneNumber: string | null;
  /** The WhatsApp opt-in as recorded (when, the number, the box's text as shown, where), or null when none is. */
  whatsappOptIn: { at: string; number: string; text: string; source: string } | null;
  /** When WhatsApp was turned off again (on the page, or by a STOP reply); null while on or never given. */
  whatsappOptOutAt: string | null;
  /** False until the customer first saves a choice: the channels shown are the defaults. */
  saved: boolean;
};

/** Where an opt-in was given, kept with it. */
export type OptInSource = "profile page" | "api";
