/** Helpers for admin route actions: the acting admin, JSON submissions and uniform answers. */
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { badRequest } from "../../worker/lib/errors";
import type { ServiceContext } from "../../worker/services/context";
import type { Principal } from "../lib/user";
import { parseInput, readSubmission, unknownAction } from "./input.server";
import { actionFailure, requireAdminUser, serviceContextFrom } from "./session.server";

/** The signed-in admin acting on an admin page (visitors go to /login, customers home). */
export function idOf(submission: Record<string, unknown>): string {
  const id = submission.id;
  if (typeof id !== "string" || !id) throw badRequest("Missing id");
  return id;
}

type Service<T> = {
  schema: z.ZodType<T>;
  add: (ctx: ServiceContext, actor: Principal, input: T) => Promise<unknown>;
  update: (ctx: ServiceContext, actor: Principal, id: string, input: T) => Promise<unknown>;
  remove: (ctx: ServiceContext, actor: Principal, id: string) => Promise<unknown>;
};

/**
 * The action of an admin list page with one form: "save" adds (no id) or updates (with id), "delete" removes.
 * Answers `{ ok: true }` or `{ error }` with the domain error's status.
 */
export async function saveOrDeleteAction<T>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  url: URL,
  service: Service<T>,
) {
  const actor = requireAdminUser(context, url);
  const ctx = serviceContextFrom(context);
  try {
    const submission = await readSubmission(request);
    if (submission.intent === "save") {
      const input = parseInput(service.schema, submission);
      if (submission.id) await service.update(ctx, actor, idOf(submission), input);
      else await service.add(ctx, actor, input);
      return { ok: true as const };
    }
    if (submission.intent === "delete") {
      await service.remove(ctx, actor, idOf(submission));
      return { ok: true as const };
    }
    throw unknownAction();
  } catch (error) {
    return actionFailure(error);
  }
}
