/**
 * The one way input is checked, whoever sends it (a JSON API body, a page's form, an admin submission): the
 * shared zod schema of app/lib/schemas, and on failure a 400 whose message names the field.
 */
import type { z } from "zod";
import { describeIssues } from "../../app/lib/schemas/common";
import { badRequest } from "./errors";

export function parseInput<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(describeIssues(result.error));
  return result.data;
}
