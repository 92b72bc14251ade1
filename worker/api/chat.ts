/** POST /api/chat: errors carry `error` (not `message`), as existing clients read it (API.md 3.9). */
import { Hono } from "hono";
import { isDomainError } from "../lib/errors";
import { errorMessage, log } from "../lib/log";
import { readJsonBody } from "../middleware/request";
import { answerWellnessQuestion } from "../services/chat";
import type { HonoEnv } from "../types";

export const chatRoutes = new Hono<HonoEnv>({ strict: false });

chatRoutes.post("/chat", async (c) => {
  try {
    // The client's `system` text is ignored: the server owns the instruction.
    const body = await readJsonBody(c);
    return c.json(await answerWellnessQuestion(c.var.ctx, { prompt: body.prompt }));
  } catch (error) {
    if (isDomainError(error) && error.status !== 500) return c.json({ error: error.message }, error.status);
    log("error", "chat failed", { error: errorMessage(error) });
    return c.json({ error: "Unable to generate protocol at this time." }, 500);
  }
});
