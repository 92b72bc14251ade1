/**
 * A local stand-in for MSG91's "Send SMS via FLOW" API (worker/lib/msg91.ts cites the documentation), started by
 * vitest in Node (globalSetup) on 127.0.0.1 only, so the SMS adapter is tested against the documented request and
 * answers without the internet. It checks what the documentation requires (POST, JSON, the `authkey` header,
 * `flow_id`, `sender`, `recipients[].mobiles` in international format without "+"), answers as MSG91 does
 * (`{ message: <request id>, type: "success" }`, or `{ type: "error", message }`), and keeps every request it
 * accepted or refused for the tests to read at GET /requests. It also stands in for WhatsApp's Cloud API (worker/lib/
 * whatsapp.ts cites Meta's documentation) at /v21.0/<phone number id>/messages: the Bearer token, the template message
 * with the code in the body and the copy-code button, answered `{ messaging_product, contacts, messages: [{ id }] }`
 * or `{ error: { message, type, code } }`. A utility template (order updates, issue 31) carries only body parameters,
 * each `{ type: "text", text }`; an authentication template also its copy-code button, with the same code.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { TestProject } from "vitest/node";

export const FAKE_MSG91_AUTH_KEY = "test-msg91-auth-key";
export const FAKE_WHATSAPP_TOKEN = "test-whatsapp-access-token";
export const FAKE_WHATSAPP_PHONE_NUMBER_ID = "106540352242922";

declare module "vitest" {
  export interface ProvidedContext {
    /** http://127.0.0.1:<port>, the fake's origin; its flow API is at /api/v5/flow/. */
    fakeMsg91Origin: string;
  }
}

type Recorded = { method: string; path: string; headers: IncomingMessage["headers"]; body: unknown; answered: number };

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

type WhatsAppBody = {
  messaging_product?: unknown;
  to?: unknown;
  type?: unknown;
  template?: { name?: unknown; language?: { code?: unknown }; components?: { type?: string; sub_type?: string; index?: string; parameters?: { type?: string; text?: unknown }[] }[] };
};

/** The Cloud API's rules for an authentication template message; null when it is right. */
function whatsAppProblem(request: IncomingMessage, body: WhatsAppBody | null): { status: number; message: string } | null {
  if (request.headers.authorization !== `Bearer ${FAKE_WHATSAPP_TOKEN}`) return { status: 401, message: "Invalid OAuth access token." };
  if (!request.headers["content-type"]?.startsWith("application/json")) return { status: 400, message: "Content-Type must be application/json" };
  if (!body || body.messaging_product !== "whatsapp" || body.type !== "template") return { status: 400, message: "(#100) Invalid parameter" };
  if (typeof body.to !== "string" || !/^91[6-9][0-9]{9}$/.test(body.to)) return { status: 400, message: "(#100) Invalid parameter: to" };
  const template = body.template;
  if (typeof template?.name !== "string" || typeof template.language?.code !== "string") return { status: 400, message: "(#132000) Template name or language missing" };
  if (template.language.code !== "en" && template.language.code !== "te") return { status: 400, message: "(#132001) Template name does not exist in the translation" };
  if (!Array.isArray(template.components)) return { status: 400, message: "(#100) components must be an array" };
  for (const component of template.components) {
    if (component.type !== "body" && component.type !== "button" && component.type !== "header") return { status: 400, message: "(#100) Invalid component type" };
    if (!Array.isArray(component.parameters) || component.parameters.some((p) => p.type !== "text" || typeof p.text !== "string" || p.text === "")) {
      return { status: 400, message: "(#131008) Every parameter must be { type: \"text\", text }" };
    }
  }
  const button = template.components.find((c) => c.type === "button");
  // An authentication template (the sign-in code): the code in the body and in the copy-code button, alike.
  if (button) {
    const bodyText = template.components.find((c) => c.type === "body")?.parameters?.[0]?.text;
    if (typeof bodyText !== "string" || button.sub_type !== "url" || button.index !== "0" || button.parameters?.[0]?.text !== bodyText) {
      return { status: 400, message: "(#131008) The code must be in the body and the copy-code button" };
    }
  }
  return null;
}

/** The documented request's rules; the first broken one is the answer's message. */
function problemWith(request: IncomingMessage, body: unknown): { status: number; message: string } | null {
  if (request.method !== "POST" || request.url !== "/api/v5/flow/") return { status: 404, message: "Not found" };
  if (!request.headers["content-type"]?.startsWith("application/json")) return { status: 400, message: "Content-Type must be application/json" };
  if (request.headers.authkey !== FAKE_MSG91_AUTH_KEY) return { status: 401, message: "Authentication failure" };
  const flow = body as { flow_id?: unknown; sender?: unknown; recipients?: unknown } | null;
  if (!flow || typeof flow.flow_id !== "string" || !flow.flow_id) return { status: 400, message: "flow_id is missing" };
  if (typeof flow.sender !== "string" || !/^[A-Z]{6}$/.test(flow.sender)) return { status: 400, message: "sender must be a 6-letter DLT header" };
  if (!Array.isArray(flow.recipients) || flow.recipients.length === 0) return { status: 400, message: "recipients is missing" };
  for (const recipient of flow.recipients as { mobiles?: unknown }[]) {
    if (typeof recipient.mobiles !== "string" || !/^91[6-9][0-9]{9}$/.test(recipient.mobiles)) {
      return { status: 400, message: "mobiles must be in international format, e.g. 919898989898" };
    }
  }
  // MSG91 refuses an unknown template with HTTP 200 and type "error": the adapter must read the type, not the status.
  if (flow.flow_id === "unknown-template") return { status: 200, message: "Flow not found" };
  return null;
}

export default async function setup(project: TestProject) {
  const recorded: Recorded[] = [];
  const server = createServer(async (request, response) => {
    const text = await readBody(request);
    if (request.method === "GET" && request.url === "/requests") {
      response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(recorded));
      return;
    }
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // refused below
    }
    if (request.method === "POST" && request.url === `/v21.0/${FAKE_WHATSAPP_PHONE_NUMBER_ID}/messages`) {
      const problem = whatsAppProblem(request, body as WhatsAppBody | null);
      const status = problem ? problem.status : 200;
      recorded.push({ method: "POST", path: request.url, headers: request.headers, body, answered: status });
      const to = (body as WhatsAppBody | null)?.to;
      const answer = problem
        ? { error: { message: problem.message, type: "OAuthException", code: status === 401 ? 190 : 100, fbtrace_id: "AbCdEf" } }
        : { messaging_product: "whatsapp", contacts: [{ input: to, wa_id: to }], messages: [{ id: `wamid.${randomBytes(16).toString("hex")}` }] };
      response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(answer));
      return;
    }
    const problem = problemWith(request, body);
    const status = problem ? problem.status : 200;
    recorded.push({ method: request.method ?? "", path: request.url ?? "", headers: request.headers, body, answered: status });
    const answer = problem ? { type: "error", message: problem.message } : { message: randomBytes(12).toString("hex"), type: "success" };
    response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the fake MSG91 server has no port");
  project.provide("fakeMsg91Origin", `http://127.0.0.1:${address.port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
