/**
 * The wellness protocols (SPEC.md section 3, "Protocol data"): traditional dietary practice in our own words, for
 * general information only, never a claim to cure or treat a disease. The text is data (worker/domains/wellness/data/protocols.json),
 * bundled with the Worker and checked against its schema the first time an isolate reads it, so a bad edit fails
 * loudly on the first request and in the tests rather than rendering half a protocol. The /protocols page gets the
 * summary; a condition's tables load when its card is opened, so the page does not ship 200 kB of prose.
 */
import { protocolContentSchema, type ProtocolContent, type ProtocolDisease, type ProtocolSummary } from "./shared";
import rawContent from "./data/protocols.json";
import { notFound } from "../../lib/errors";

let checked: ProtocolContent | undefined;

export function protocolContent(): ProtocolContent {
  checked ??= protocolContentSchema.parse(rawContent);
  return checked;
}

export function allConditions(): ProtocolDisease[] {
  return protocolContent().groups.flatMap((group) => group.diseases);
}

export function protocolSummary(): ProtocolSummary {
  const { groups, ...rest } = protocolContent();
  return {
    ...rest,
    groups: groups.map(({ id, title, diseases }) => ({
      id,
      title,
      diseases: diseases.map(({ id, name, teluguName, aliases }) => ({ id, name, teluguName, aliases })),
    })),
  };
}

export const CONDITION_NOT_FOUND_MESSAGE = "No protocol has that name";

export function protocolCondition(id: string): ProtocolDisease {
  const condition = allConditions().find((disease) => disease.id === id);
  if (!condition) throw notFound(CONDITION_NOT_FOUND_MESSAGE);
  return condition;
}
