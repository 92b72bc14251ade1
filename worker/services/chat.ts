/**
 * The wellness assistant behind POST /api/chat. The server owns the instruction (a client's `system` text is
 * ignored). Providers, chosen by configuration:
 * - "workers-ai": the AI binding with CHAT_MODEL;
 * - "openai": any OpenAI-compatible chat endpoint (CHAT_API_URL, CHAT_MODEL, secret CHAT_API_KEY);
 * - otherwise, and whenever a provider fails or answers nothing, the embedded protocol composer (offline).
 */
import { z } from "zod";
import { errorMessage, log } from "../lib/log";
import { enforceIpLimit } from "../lib/rate-limit";
import type { ServiceContext } from "./context";
import { composeAnswer } from "./protocol-composer";

export const MAX_PROMPT_CHARACTERS = 1000;
export const PROMPT_TOO_LONG_MESSAGE = `Please keep your question under ${MAX_PROMPT_CHARACTERS} characters`;

export const SYSTEM_INSTRUCTION =
  "You are a friendly assistant for a shop of natural and organic food products (wood-pressed oils, millets, " +
  "pulses, spices, decoctions) and holistic wellness. Suggest natural, traditional dietary protocols: millets with " +
  "durations, leaf decoctions, wood-pressed oils, juices and daily practices. Avoid allopathic and pharmaceutical " +
  "advice: never diagnose, never name or dose medicines, never claim that food cures or treats a disease, and never " +
  "suggest stopping prescribed treatment. For urgent or serious symptoms, tell the person to see a doctor at once. " +
  "Format: a line ending with a colon is a heading, a line starting with '* ' is a list item, **text** is bold.";

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

async function askWorkersAi(ctx: ServiceContext, prompt: string): Promise<string | null> {
  const ai = ctx.env.AI;
  if (!ai || !ctx.env.CHAT_MODEL) return null;
  // CHAT_MODEL is configuration, so the model (and with it the input and output types) is known only at run time.
  const result = (await ai.run(ctx.env.CHAT_MODEL as keyof AiModels, {
    messages: [
      { role: "system", content: SYSTEM_INSTRUCTION },
      { role: "user", content: prompt },
    ],
  })) as { response?: unknown };
  return typeof result?.response === "string" ? result.response : null;
}

async function askOpenAiCompatible(ctx: ServiceContext, prompt: string): Promise<string | null> {
  const { CHAT_API_URL: url, CHAT_MODEL: model } = ctx.env;
  const key = ctx.env.CHAT_API_KEY;
  if (!url || !model || !key) return null;
  const response = await fetch(`${url.replace(/\/$/, "")}/chat/completions`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${key}` },
    body: JSON.stringify({
      model,
      messages: [
        { role: "system", content: SYSTEM_INSTRUCTION },
        { role: "user", content: prompt },
      ],
      temperature: 0.3,
      max_tokens: 900,
    }),
    signal: AbortSignal.timeout(20_000),
  });
  if (!response.ok) throw new Error(`chat provider answered ${response.status}`);
  const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
  const content = body.choices?.[0]?.message?.content;
  return typeof content === "string" ? content : null;
}

export async function answerWellnessQuestion(ctx: ServiceContext, { prompt }: ChatRequest): Promise<ChatAnswer> {
  await enforceIpLimit(ctx.env.CHAT_RATE_LIMITER, "chat", ctx.ip, "Too many questions. Please wait a minute and try again.");

  const provider = ctx.env.CHAT_PROVIDER;
  try {
    const answer =
      provider === "workers-ai" ? await askWorkersAi(ctx, prompt) : provider === "openai" ? await askOpenAiCompatible(ctx, prompt) : null;
    if (answer && answer.trim()) {
      return { response: answer.trim() + SAFETY_FOOTER, source: provider === "workers-ai" ? "workers-ai" : "openai-compatible" };
    }
  } catch (error) {
    log("warn", "chat provider failed, using the composer", { provider, error: errorMessage(error) });
  }
  return { response: composeAnswer(prompt), source: "composer" };
}
