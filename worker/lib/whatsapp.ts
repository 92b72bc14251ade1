/**
 * The WhatsApp adapter (issue 31): the sign-in code as a WhatsApp authentication template through Meta's Cloud API,
 * for customers who ask for the code on WhatsApp rather than by SMS (their request is the opt-in WhatsApp wants for a
 * message the business starts). Framework-free, so its test drives it against a local fake of the Cloud API.
 *
 * Request format followed: Meta's "Copy code authentication templates" (developers.facebook.com/docs/whatsapp/
 * business-management-api/authentication-templates/copy-code-button-authentication-templates, "Sending"): `POST
 * https://graph.facebook.com/<API_VERSION>/<PHONE_NUMBER_ID>/messages` with `Authorization: Bearer <access token>`
 * and JSON `{ messaging_product: "whatsapp", recipient_type: "individual", to, type: "template", template: { name,
 * language: { code }, components: [ { type: "body", parameters: [{ type: "text", text: <code> }] }, { type: "button",
 * sub_type: "url", index: "0", parameters: [{ type: "text", text: <code> }] } ] } }`: the code goes both in the body
 * and to the copy-code button. Meta answers `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id }] }`,
 * or an HTTP error with `{ error: { message, type, code, fbtrace_id } }`. Delivery reports come by webhook (not built).
 */

export const WHATSAPP_GRAPH_URL = "https://graph.facebook.com/v21.0";

export type WhatsAppConfig = { accessToken: string; phoneNumberId: string; apiUrl?: string };

export type WhatsAppOtp = {
  /** +91XXXXXXXXXX */
  to: string;
  /** The approved authentication template's name. */
  templateName: string;
  /** The template's language: "en" or "te". */
  language: string;
  code: string;
};

/** The documented request body (exported for the test that pins it). */
export function whatsAppOtpBody(otp: WhatsAppOtp) {
  const code = [{ type: "text", text: otp.code }];
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: otp.to.replace(/^\+/, ""),
    type: "template",
    template: {
      name: otp.templateName,
      language: { code: otp.language },
      components: [
        { type: "body", parameters: code },
        { type: "button", sub_type: "url", index: "0", parameters: code },
      ],
    },
  };
}

/** Sends the code; resolves to Meta's message id ("wamid…"), throws with Meta's reason when refused. */
export async function sendWhatsAppOtp(config: WhatsAppConfig, otp: WhatsAppOtp): Promise<string> {
  const response = await fetch(`${config.apiUrl || WHATSAPP_GRAPH_URL}/${encodeURIComponent(config.phoneNumberId)}/messages`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${config.accessToken}` },
    body: JSON.stringify(whatsAppOtpBody(otp)),
  });
  const answer = (await response.json().catch(() => null)) as { messages?: { id?: unknown }[]; error?: { message?: unknown } } | null;
  const id = answer?.messages?.[0]?.id;
  if (!response.ok || typeof id !== "string") {
    const reason = typeof answer?.error?.message === "string" ? answer.error.message.slice(0, 200) : "no reason given";
    throw new Error(`WhatsApp answered ${response.status}: ${reason}`);
  }
  return id;
}
