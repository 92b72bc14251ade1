/** Assertions shared by the security suites (tests/security). */
import { expect } from "vitest";
import type { call } from "./api";

export type ApiResponse = Awaited<ReturnType<typeof call>>;

/** Text that betrays internals: stack frames, source paths, engine or database error names. */
const INTERNALS = [
  /\bat\s+\S+\s+\(?[^\s()]+:\d+:\d+\)?/, // a stack frame
  /\.(?:ts|tsx|js|mjs):\d+/, // a source location
  /node_modules|worker\/|file:\/\//,
  /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|ZodError)\b/,
  /SQLITE_|D1_ERROR|no such (?:table|column)|constraint failed/i,
];

export function expectNoInternals(text: string, context = "") {
  for (const pattern of INTERNALS) expect(text, `${context}: response leaks internals (${pattern})`).not.toMatch(pattern);
}

/**
 * An error answer of the API: one of `statuses`, JSON, `{ success: false, message }` with a readable, non-empty
 * message (`field` = "error" for /api/chat), and nothing internal in the text.
 */
export function expectJsonError(response: ApiResponse, statuses: number[], context = "", field: "message" | "error" = "message") {
  const label = `${context} -> ${response.status} ${response.text.slice(0, 300)}`;
  expect(statuses, label).toContain(response.status);
  expect(response.headers.get("Content-Type"), label).toMatch(/^application\/json/);
  expect(typeof response.body, label).toBe("object");
  if (field === "message") expect(response.body?.success, label).toBe(false);
  const message = response.body?.[field];
  expect(typeof message, label).toBe("string");
  expect((message as string).trim().length, label).toBeGreaterThan(3);
  expectNoInternals(response.text, context);
}
