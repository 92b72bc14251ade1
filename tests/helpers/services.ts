/**
 * Calling services directly, as the adapters do: a service context on the test bindings, and the DomainError a call
 * is refused with.
 */
import { expect } from "vitest";
import { DomainError } from "../../worker/lib/errors";
import type { ServiceContext } from "../../worker/http/context";
import { env, ORIGIN, testDb } from "./api";

/** A context on the test database; work sent to `waitUntil` (mail delivery) goes to `waitUntil`, else is dropped. */
export function serviceContext(waitUntil: (promise: Promise<unknown>) => void = () => undefined): ServiceContext {
  return {
    db: testDb(),
    env: env as unknown as ServiceContext["env"],
    ip: "local",
    origin: ORIGIN,
    requestOrigin: ORIGIN,
    waitUntil,
    lang: "en",
  };
}

/** The DomainError a service call is refused with (fails the test when it is not refused). */
export async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}
