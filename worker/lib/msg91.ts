/**
 * The SMS provider adapter (issue 31): MSG91, an Indian gateway, because Indian SMS must go through a TRAI DLT
 * registered sender with registered templates (docs INDIA.md, "Messages to shoppers"), and MSG91 takes the template
 * with every message. Framework-free: it only speaks HTTP, so its test drives it against a local fake of MSG91.
 *
 * Request format followed: MSG91 "Send SMS via FLOW" (https://control.msg91.com/apidoc/textsms/send-sms-flow.php,
 * the same page at api.msg91.com): `POST https://control.msg91.com/api/v5/flow/` with headers
 * `Content-Type: application/json` and `authkey: <auth key>`, and a JSON body
 * `{ flow_id, sender, recipients: [{ mobiles: "919XXXXXXXXX", <VAR>: "value" }], unicode? }` where `mobiles` is the
 * number in international format without "+", each template variable is a key of the recipient named as in the
 * template (ours: `otp`), `sender` is the DLT header and `unicode` is 1 for text other than English. MSG91 answers
 * `{ "message": "<request id>", "type": "success" }`, or `{ "type": "error", "message": "…" }` (also with HTTP 200, so
 * the type decides). MSG91's help page "Map SMS Content Template on MSG91 API/Panel" names this API (OneAPI, v5 flow)
 * as the one whose template ids map to the DLT template ids.
 */

export const MSG91_FLOW_URL = "https://control.msg91.com/api/v5/flow/";

export type Msg91Config = { authKey: string; senderId: string; apiUrl?: string };

export type Msg91Sms = {
  /** +91XXXXXXXXXX */
  to: string;
  /** The MSG91 template (flow) id, mapped in MSG91's panel to the DLT-registered template. */
  templateId: string;
  /** The template's variables by their names in the template. */
  variables: Record<string, string>;
  /** True for text outside GSM-7 (Telugu): MSG91's `unicode: 1`. */
  unicode: boolean;
};

/** The documented request body for one message (exported for the test that pins it). */
export function msg91FlowBody(config: Msg91Config, sms: Msg91Sms) {
  return {
    flow_id: sms.templateId,
    sender: config.senderId,
    unicode: sms.unicode ? 1 : 0,
    recipients: [{ mobiles: sms.to.replace(/^\+/, ""), ...sms.variables }],
  };
}

/** Sends one templated SMS; resolves to MSG91's request id, throws with MSG91's reason when it refused. */
export async function sendMsg91Sms(config: Msg91Config, sms: Msg91Sms): Promise<string> {
  const response = await fetch(config.apiUrl || MSG91_FLOW_URL, {
    method: "POST",
    headers: { "Content-Type": "application/json", authkey: config.authKey },
    body: JSON.stringify(msg91FlowBody(config, sms)),
  });
  const answer = (await response.json().catch(() => null)) as { type?: unknown; message?: unknown } | null;
  if (!response.ok || answer?.type !== "success") {
    const reason = typeof answer?.message === "string" ? answer.message.slice(0, 200) : "no reason given";
    throw new Error(`MSG91 answered ${response.status}: ${reason}`);
  }
  return typeof answer.message === "string" ? answer.message : "";
}
