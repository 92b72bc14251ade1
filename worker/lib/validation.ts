/**
 * The one way input is checked, whoever sends it (a JSON API body, a page's form, an admin submission): the
 * shared zod schema of the domain (worker/domains/<domain>/shared), and on failure a 400 whose message names the field.
 */
import type { z } from "zod";
import { describeIssues } from "../shared/text-fields";
import { badRequest } from "./errors";

export function parseInput<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(describeIssues(result.error));
  return result.data;
}
