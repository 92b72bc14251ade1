/** POST /api/chat: errors carry `error` (not `message`), as existing clients read it (API.md 3.9). */
import { Hono, type Context } from "hono";
import { DomainError, isDomainError } from "../../lib/errors";
import { errorMessageIn, localizeMessage } from "../../lib/localize";
import { errorMessage, log } from "../../lib/log";
import { parseInput } from "../../lib/validation";
import { readJsonBody } from "../../http/request";
import { answerWellnessQuestion, chatRequestSchema, PROMPT_TOO_LONG_MESSAGE, type ChatRequest } from "./chat";
import type { HonoEnv } from "../../http/hono-env";

export const wellnessRoutes = new Hono<HonoEnv>({ strict: false });

/**
 * The question of the body. Only `prompt` is read: the client's `system` text is ignored, the server owns the
 * instruction. An over-long question is 413 (the contract's answer for too much text), any other refusal 400.
 */
async function readQuestion(c: Context<HonoEnv>): Promise<ChatRequest> {
  const body = await readJsonBody(c);
  try {
    return parseInput(chatRequestSchema, { prompt: body.prompt });
  } catch (error) {
    if (isDomainError(error) && error.message === PROMPT_TOO_LONG_MESSAGE) throw new DomainError(413, error.message, error.localized);
    throw error;
  }
}

wellnessRoutes.post("/chat", async (c) => {
  try {
    return c.json(await answerWellnessQuestion(c.var.ctx, await readQuestion(c)));
  } catch (error) {
    // In the asker's language (issue 30): `?lang=` or the remembered choice, English otherwise.
    if (isDomainError(error) && error.status !== 500) return c.json({ error: errorMessageIn(error, c.var.ctx.lang) }, error.status);
    log("error", "chat failed", { error: errorMessage(error) });
    return c.json({ error: localizeMessage("Unable to generate protocol at this time.", c.var.ctx.lang) }, 500);
  }
});
