/**
 * The wellness assistant behind POST /api/chat. The server owns the instruction (a client's `system` text is
 * ignored). Providers, chosen by configuration:
 * - "workers-ai": the AI binding with CHAT_MODEL;
 * - "openai": any OpenAI-compatible chat endpoint (CHAT_API_URL, CHAT_MODEL, secret CHAT_API_KEY);
 * - otherwise the embedded protocol composer (offline).
 * A model is grounded in our data (chat-grounding.ts): it gets only the protocols matched to the question, and its
 * answer is shown only when it makes no health claim, names no product of the shop and links nowhere. The composer
 * answers instead when no protocol matches, when the provider fails or answers nothing, and when an answer is
 * refused (the log says why).
 */
import { isNull } from "drizzle-orm";
import { z } from "zod";
import { products } from "../catalogue/tables";
import { errorMessage, log } from "../../lib/log";
import { enforceIpLimit } from "../../lib/rate-limit";
import { answerProblem, groundedMessages, type ChatMessage } from "./chat-grounding";
import type { ServiceContext } from "../../http/context";
import { composeAnswer, protocolSource } from "./protocol-composer";

export { SYSTEM_INSTRUCTION } from "./chat-grounding";

export const MAX_PROMPT_CHARACTERS = 1000;
export const PROMPT_TOO_LONG_MESSAGE = `Please keep your question under ${MAX_PROMPT_CHARACTERS} characters`;

const SAFETY_FOOTER =
  "\n\nPlease note:\n* This is general wellness information, not medical advice. For urgent or serious symptoms, see a doctor straight away.";

export const chatRequestSchema = z.object({
  prompt: z
    .string({
      error: (issue) =>
        issue.input == null ? "Please describe your wellness goals or question" : "Your question (prompt) must be text",
    })
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(1, "Please describe your wellness goals or question")
        .max(MAX_PROMPT_CHARACTERS, PROMPT_TOO_LONG_MESSAGE),
    ),
});

/** A question as the adapter hands it over: the prompt trimmed and within limits (a client's `system` text is dropped). */
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export type ChatSource = "workers-ai" | "openai-compatible" | "composer";
export type ChatAnswer = { response: string; source: ChatSource };

async function askWorkersAi(ctx: ServiceContext, messages: ChatMessage[]): Promise<string | null> {
  const ai = ctx.env.AI;
  if (!ai || !ctx.env.CHAT_MODEL) return null;
  // CHAT_MODEL is configuration, so the model (and with it the input and output types) is known only at run time.
  const result = (await ai.run(ctx.env.CHAT_MODEL as keyof AiModels, { messages })) as { response?: unknown };
  return typeof result?.response === "string" ? result.response : null;
}

async function askOpenAiCompatible(ctx: ServiceContext, messages: ChatMessage[]): Promise<string | null> {
  const { CHAT_API_URL: url, CHAT_MODEL: model } = ctx.env;
  const key = ctx.env.CHAT_API_KEY;
  if (!url || !model || !key) return null;
  const response = await fetch(`${url.replace(/\/$/, "")}/chat/completions`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${key}` },
    body: JSON.stringify({ model, messages, temperature: 0.3, max_tokens: 900 }),
    signal: AbortSignal.timeout(20_000),
  });
  if (!response.ok) throw new Error(`chat provider answered ${response.status}`);
  const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
  const content = body.choices?.[0]?.message?.content;
  return typeof content === "string" ? content : null;
}

/** The configured model, or null when the composer answers alone. */
function configuredModel(ctx: ServiceContext): { source: Exclude<ChatSource, "composer">; ask: (messages: ChatMessage[]) => Promise<string | null> } | null {
  const provider = ctx.env.CHAT_PROVIDER;
  if (provider === "workers-ai") return { source: "workers-ai", ask: (messages) => askWorkersAi(ctx, messages) };
  if (provider === "openai") return { source: "openai-compatible", ask: (messages) => askOpenAiCompatible(ctx, messages) };
  return null;
}

/** The names of the products on sale now: a model's answer may not bring any of them in. */
async function liveProductNames(ctx: ServiceContext): Promise<string[]> {
  const rows = await ctx.db.select({ name: products.name }).from(products).where(isNull(products.deletedAt));
  return rows.map((row) => row.name);
}

/** A model's answer to the question, grounded in `source`, or null when the composer should answer instead. */
async function groundedModelAnswer(ctx: ServiceContext, prompt: string, source: string): Promise<ChatAnswer | null> {
  const model = configuredModel(ctx);
  if (!model) return null;
  try {
    const answer = (await model.ask(groundedMessages(prompt, source)))?.trim();
    if (!answer) return null;
    const problem = answerProblem(answer, source, await liveProductNames(ctx));
    if (problem) {
      log("warn", "chat answer refused, the composer answers", { provider: model.source, reason: problem.reason, detail: problem.detail });
      return null;
    }
    return { response: answer + SAFETY_FOOTER, source: model.source };
  } catch (error) {
    log("warn", "chat provider failed, the composer answers", { provider: model.source, error: errorMessage(error) });
    return null;
  }
}

export async function answerWellnessQuestion(ctx: ServiceContext, { prompt }: ChatRequest): Promise<ChatAnswer> {
  await enforceIpLimit(ctx.env.CHAT_RATE_LIMITER, "chat", ctx.ip, "Too many questions. Please wait a minute and try again.");
  // Without a matched protocol a model would have nothing of ours to answer from: the composer says what it can help with.
  const source = protocolSource(prompt);
  const modelAnswer = source ? await groundedModelAnswer(ctx, prompt, source) : null;
  return modelAnswer ?? { response: composeAnswer(prompt), source: "composer" };
}
