/**
 * The WhatsApp adapter (issue 31): template messages through Meta's WhatsApp Business Cloud API. A business may start
 * a conversation only with an approved template, so every message the shop sends is one: the sign-in code as an
 * authentication template (the customer's request for it is the opt-in), and the order updates and the owner's
 * new-order alert as utility templates (to customers who opted in: worker/domains/messages). Framework-free, so its
 * tests drive it against a local fake of the Cloud API (tests/helpers/fake-msg91.ts).
 *
 * Request format followed: Meta's Cloud API reference "Messages" (developers.facebook.com/docs/whatsapp/cloud-api/
 * reference/messages, the template object: `name`, `language: { code }`, `components: [{ type: "body", parameters:
 * [{ type: "text", text }] }]`), its guide "Send message templates" (developers.facebook.com/docs/whatsapp/
 * cloud-api/guides/send-message-templates) and, for the code, "Copy code authentication templates" (developers.
 * facebook.com/docs/whatsapp/business-management-api/authentication-templates/copy-code-button-authentication-
 * templates, "Sending"): `POST https://graph.facebook.com/<API_VERSION>/<PHONE_NUMBER_ID>/messages` with
 * `Authorization: Bearer <access token>` and JSON `{ messaging_product: "whatsapp", recipient_type: "individual", to,
 * type: "template", template: { name, language: { code }, components } }`; an authentication template carries the
 * code in the body and in its copy-code button (`{ type: "button", sub_type: "url", index: "0", parameters: [{ type:
 * "text", text: <code> }] }`), a utility template its body variables {{1}}, {{2}}… in order. The same shape is shown
 * by Meta's WhatsApp Node.js SDK reference ("Template Object", whatsapp.github.io/WhatsApp-Nodejs-SDK). Meta answers
 * `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id }] }`, or an HTTP error with `{ error: { message,
 * type, code, fbtrace_id } }`. Delivery reports and replies come by webhook (worker/domains/messages/webhooks.ts).
 */

export const WHATSAPP_GRAPH_URL = "https://graph.facebook.com/v21.0";

export type WhatsAppConfig = { accessToken: string; phoneNumberId: string; apiUrl?: string };

type TextParameter = { type: "text"; text: string };
export type TemplateComponent =
  | { type: "body"; parameters: TextParameter[] }
  | { type: "button"; sub_type: "url"; index: string; parameters: TextParameter[] };

export type WhatsAppTemplate = {
  /** +91XXXXXXXXXX */
  to: string;
  /** The approved template's name. */
  templateName: string;
  /** The template's language: "en" or "te". */
  language: string;
  components: TemplateComponent[];
};

export type WhatsAppOtp = { to: string; templateName: string; language: string; code: string };

const text = (value: string): TextParameter => ({ type: "text", text: value });

/** The documented request body of a template message (exported for the tests that pin it). */
export function whatsAppTemplateBody(message: WhatsAppTemplate) {
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: message.to.replace(/^\+/, ""),
    type: "template",
    template: { name: message.templateName, language: { code: message.language }, components: message.components },
  };
}

/** The authentication template's components: the code in the body and in the copy-code button. */
export function otpComponents(code: string): TemplateComponent[] {
  return [
    { type: "body", parameters: [text(code)] },
    { type: "button", sub_type: "url", index: "0", parameters: [text(code)] },
  ];
}

/** A utility template's components: its body variables {{1}}, {{2}}… in order. */
export function bodyComponents(parameters: string[]): TemplateComponent[] {
  return parameters.length ? [{ type: "body", parameters: parameters.map(text) }] : [];
}

/** The sign-in code's request body (kept for the tests that pin it). */
export function whatsAppOtpBody(otp: WhatsAppOtp) {
  return whatsAppTemplateBody({ ...otp, components: otpComponents(otp.code) });
}

/** Sends one template message; resolves to Meta's message id ("wamid…"), throws with Meta's reason when refused. */
export async function sendWhatsAppTemplate(config: WhatsAppConfig, message: WhatsAppTemplate): Promise<string> {
  const response = await fetch(`${config.apiUrl || WHATSAPP_GRAPH_URL}/${encodeURIComponent(config.phoneNumberId)}/messages`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${config.accessToken}` },
    body: JSON.stringify(whatsAppTemplateBody(message)),
  });
  const answer = (await response.json().catch(() => null)) as { messages?: { id?: unknown }[]; error?: { message?: unknown } } | null;
  const id = answer?.messages?.[0]?.id;
  if (!response.ok || typeof id !== "string") {
    const reason = typeof answer?.error?.message === "string" ? answer.error.message.slice(0, 200) : "no reason given";
    throw new Error(`WhatsApp answered ${response.status}: ${reason}`);
  }
  return id;
}

/** Sends the sign-in code (authentication template). */
export function sendWhatsAppOtp(config: WhatsAppConfig, otp: WhatsAppOtp): Promise<string> {
  return sendWhatsAppTemplate(config, { ...otp, components: otpComponents(otp.code) });
}
