/**
 * Generates malformed request bodies from one valid body: wrong types and absence for every field (nested ones
 * included), overlong and oversized strings, unicode edge cases, deep nesting, non-object and invalid JSON,
 * wrong content types, empty bodies and unknown extra fields. Each case says whether every correct server must
 * refuse it with a 4xx (`mustRefuse`) or may accept it (then the test checks what was stored).
 */
import { ORIGIN } from "./api";

export type MalformedKind =
  | "wrong-type"
  | "missing"
  | "long-string"
  | "number-edge"
  | "unicode"
  | "huge"
  | "oversize"
  | "non-object"
  | "invalid-json"
  | "content-type"
  | "empty"
  | "nested"
  | "extra-field"
  | "path"
  | "multipart";

export type Body = Record<string, unknown>;

/** What goes over the wire; `sent` is the parsed body when it is a JSON object (for checking what was stored). */
export type BuiltRequest = { body: string | Uint8Array<ArrayBuffer> | FormData | null; contentType: string | null; sent?: Body };

export type MalformedCase = {
  label: string;
  kind: MalformedKind;
  /** Dotted path of the one field the case breaks ("address.city", "products.0.quantity"). */
  field?: string;
  mustRefuse: boolean;
  build: (valid: Body) => BuiltRequest;
};

/** How stored text relates to what was sent: requiredText drops zero-width characters and trims. */
export type StoredAs = "text" | "url" | "email";

export type FieldRules = {
  /** Fields that may be absent. */
  optional?: string[];
  /** Fields that take `null`. */
  nullable?: string[];
  /** Fields the route never reads: any value is fine. */
  ignored?: string[];
  /** Lists that need at least one element (removing their first element must be refused). */
  nonEmpty?: string[];
  /** Text fields written to the database: control characters and lone surrogates must be refused there. */
  stored?: Record<string, StoredAs>;
};

export const LONG_STRING_LENGTH = 20_000;
export const HUGE_STRING_LENGTH = 100_000;
const JSON_TYPE = "application/json";

const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;

/** The value a stored text field should hold after the server's normalisation. */
export function expectedStored(sent: string, kind: StoredAs): string {
  if (kind === "email") return sent.trim().toLowerCase();
  if (kind === "url") return storedUrl(sent.trim());
  return sent.replace(ZERO_WIDTH, "").trim();
}

/**
 * Image URLs of our own (on the test origin, under /images/ or /demo/) are stored as their path, spelled the
 * way the URL parser spells it, so that stored URLs do not depend on the host a request came through; any
 * other URL is stored as sent.
 */
function storedUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  return parsed.origin === ORIGIN && /^\/(?:images|demo)\//.test(parsed.pathname) ? `${parsed.pathname}${parsed.search}` : url;
}

const clone = (body: Body): Body => structuredClone(body);
const json = (value: unknown): BuiltRequest => ({ body: JSON.stringify(value), contentType: JSON_TYPE, sent: isObject(value) ? (value as Body) : undefined });
const raw = (body: string | Uint8Array<ArrayBuffer> | null, contentType: string | null = JSON_TYPE): BuiltRequest => ({ body, contentType });
const isObject = (value: unknown) => typeof value === "object" && value !== null && !Array.isArray(value);

export function getPath(body: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], body);
}

function setPath(body: Body, path: string, value: unknown, remove = false): Body {
  const copy = clone(body);
  const keys = path.split(".");
  const parent = keys.slice(0, -1).reduce<any>((node, key) => node[key], copy);
  if (remove) {
    if (Array.isArray(parent)) parent.splice(Number(keys.at(-1)), 1);
    else delete parent[keys.at(-1)!];
  } else parent[keys.at(-1)!] = value;
  return copy;
}

/** Every field of a body as a dotted path, depth first; array fields recurse into their first element. */
export function fieldPaths(body: unknown, prefix = ""): string[] {
  if (Array.isArray(body)) {
    if (body.length === 0) return [];
    const path = `${prefix}.0`;
    return [path, ...fieldPaths(body[0], path)];
  }
  if (!isObject(body)) return [];
  return Object.entries(body as Body).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [path, ...fieldPaths(value, path)];
  });
}

const jsonType = (value: unknown) => (value === null ? "null" : Array.isArray(value) ? "array" : typeof value);

/** One value of every JSON type; the one of the field's own type is skipped. */
const WRONG_TYPE_VALUES: [string, unknown][] = [
  ["a number", 12345],
  ["a non-numeric string", "not-a-number"],
  ["a boolean", true],
  ["null", null],
  ["an array", ["x"]],
  ["an object", { x: 1 }],
];

const nestedArray = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
const withoutBraces = (text: string) => text.trim().slice(1, -1);

const UNICODE_VARIANTS: { label: string; apply: (value: string) => string; unstorable: boolean }[] = [
  { label: "emoji", apply: (value) => `${value} 😀🌾`, unstorable: false },
  { label: "right-to-left text", apply: (value) => `שלום ${value}`, unstorable: false },
  { label: "a right-to-left override", apply: (value) => `\u202E${value}`, unstorable: true },
  { label: "zero-width characters", apply: (value) => `${value.slice(0, 1)}\u200B\u200D${value.slice(1)}`, unstorable: false },
  { label: "a lone surrogate", apply: (value) => `${value}\ud800`, unstorable: true },
  { label: "a NUL character", apply: (value) => `${value.slice(0, 1)}\u0000${value.slice(1)}`, unstorable: true },
];

/** The field-by-field cases of a body. */
function fieldCases(valid: Body, rules: FieldRules): MalformedCase[] {
  const optional = new Set(rules.optional);
  const nullable = new Set(rules.nullable);
  const ignored = new Set(rules.ignored);
  const nonEmpty = new Set(rules.nonEmpty);
  const stored = rules.stored ?? {};
  const cases: MalformedCase[] = [];
  for (const field of fieldPaths(valid)) {
    const original = getPath(valid, field);
    const free = ignored.has(field.split(".")[0]) || ignored.has(field);
    for (const [label, value] of WRONG_TYPE_VALUES) {
      if (jsonType(value) === jsonType(original)) continue;
      cases.push({
        label: `${field} as ${label}`,
        kind: "wrong-type",
        field,
        mustRefuse: !free && !(value === null && nullable.has(field)),
        build: (body) => json(setPath(body, field, value)),
      });
    }
    cases.push({
      label: `${field} as a 1000-level nested array`,
      kind: "wrong-type",
      field,
      mustRefuse: !free,
      build: (body) => {
        const text = JSON.stringify(setPath(body, field, "__NESTED__"));
        return raw(text.replace('"__NESTED__"', nestedArray(1000)));
      },
    });
    // A list's first element "missing" makes the list shorter: refused only where the list may not be empty.
    const parent = field.split(".").slice(0, -1).join(".");
    const isElement = /^\d+$/.test(field.split(".").at(-1)!);
    cases.push({
      label: `${field} missing`,
      kind: "missing",
      field,
      mustRefuse: !free && (isElement ? nonEmpty.has(parent) : !optional.has(field)),
      build: (body) => json(setPath(body, field, undefined, true)),
    });
    if (typeof original === "string") {
      cases.push({
        label: `${field} as a ${LONG_STRING_LENGTH}-character string`,
        kind: "long-string",
        field,
        mustRefuse: !free,
        build: (body) => json(setPath(body, field, "x".repeat(LONG_STRING_LENGTH))),
      });
      if (!free) {
        for (const pack of UNICODE_VARIANTS) {
          cases.push({
            label: `${field} with ${pack.label}`,
            kind: "unicode",
            field,
            mustRefuse: pack.unstorable && field in stored,
            build: (body) => json(setPath(body, field, pack.apply(String(getPath(body, field))))),
          });
        }
      }
    }
    if (typeof original === "number") {
      for (const value of [-1, 0, 0.001, 1e308]) {
        cases.push({
          label: `${field} as ${value}`,
          kind: "number-edge",
          field,
          mustRefuse: false,
          build: (body) => json(setPath(body, field, value)),
        });
      }
    }
  }
  return cases;
}

/**
 * Cases that do not depend on the body's fields. `requiresFields`: whether `{}` is invalid for the route (then an
 * empty body must be refused too); `limitBytes`: the route's body size limit.
 */
function bodyCases(requiresFields: boolean, limitBytes: number): MalformedCase[] {
  const refuse = (label: string, kind: MalformedKind, build: MalformedCase["build"]): MalformedCase => ({ label, kind, mustRefuse: true, build });
  const allow = (label: string, kind: MalformedKind, build: MalformedCase["build"]): MalformedCase => ({ label, kind, mustRefuse: false, build });
  const text = (body: Body) => JSON.stringify(body);
  const invalidJson: [string, (body: Body) => string][] = [
    ["truncated in the middle", (body) => text(body).slice(0, Math.floor(text(body).length / 2))],
    ["without its closing brace", (body) => text(body).slice(0, -1)],
    ["with a trailing comma", (body) => `${text(body).slice(0, -1)},}`],
    ["with single quotes", (body) => text(body).replaceAll('"', "'")],
    ["with unquoted keys", (body) => text(body).replace(/"([A-Za-z_]\w*)":/g, "$1:")],
    ["an opening brace only", () => "{"],
    ["a closing brace only", () => "}"],
    ["nested braces", () => "{{}}"],
    ["a NaN literal", (body) => `{"x": NaN, ${withoutBraces(text(body))}}`],
    ["an Infinity literal", (body) => `{"x": Infinity, ${withoutBraces(text(body))}}`],
    ["a comment", (body) => `/* note */ ${text(body)}`],
    ["the word undefined", () => "undefined"],
    ["two objects in a row", (body) => `${text(body)}${text(body)}`],
    ["a missing colon", () => '{"a" 1}'],
    ["a hexadecimal number", () => '{"a": 0x10}'],
    ["a number with a leading zero", () => '{"a": 01}'],
    ["an unterminated string", () => '{"a": "abc}'],
    ["an invalid escape", () => '{"a": "\\x41"}'],
    ["a raw control character in a string", () => '{"a": "a\u0001b"}'],
    ["a number without its leading digit", () => '{"a": .5}'],
    ["a number with a plus sign", () => '{"a": +1}'],
  ];
  const cases: MalformedCase[] = [
    ...[
      ["an empty array", () => []],
      ["an array holding the valid body", (body: Body) => [body]],
      ["a number", () => 42],
      ["a huge negative number", () => -1.5e300],
      ["a string", () => "text"],
      ["null", () => null],
      ["true", () => true],
      ["false", () => false],
    ].map(([label, value]) => refuse(`a top-level ${label as string}`, "non-object", (body) => raw(JSON.stringify((value as (body: Body) => unknown)(body))))),
    ...invalidJson.map(([label, make]) => refuse(`invalid JSON: ${label}`, "invalid-json", (body) => raw(make(body)))),
    refuse("invalid JSON: bytes that are not UTF-8", "invalid-json", () => raw(Uint8Array.from([0xff, 0xfe, 0x00, 0x7b, 0xc3, 0x28, 0x7d]))),
    allow("valid JSON sent as text/plain", "content-type", (body) => ({ ...json(body), contentType: "text/plain" })),
    allow("valid JSON without a Content-Type", "content-type", (body) => ({ ...json(body), contentType: null })),
    allow("valid JSON declared as UTF-16", "content-type", (body) => ({ ...json(body), contentType: "application/json; charset=utf-16" })),
    refuse("a form-encoded body", "content-type", (body) =>
      raw(new URLSearchParams(Object.entries(body).map(([key, value]) => [key, String(value)])).toString(), "application/x-www-form-urlencoded"),
    ),
    refuse("a multipart form body", "content-type", () => raw('--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n', "multipart/form-data; boundary=b")),
    refuse("an XML body", "content-type", () => raw("<order><bill>1</bill></order>", "application/xml")),
    { label: "an empty body", kind: "empty", mustRefuse: requiresFields, build: () => raw("") },
    { label: "a whitespace-only body", kind: "empty", mustRefuse: requiresFields, build: () => raw("  \n\t  ") },
    { label: "60 KB of whitespace", kind: "empty", mustRefuse: requiresFields, build: () => raw(" ".repeat(60 * 1024)) },
    allow("valid JSON after a byte-order mark", "content-type", (body) => ({ ...json(body), body: `\uFEFF${text(body)}` })),
    allow("a duplicated key (the last one is the valid value)", "extra-field", (body) => {
      const [first] = Object.keys(body);
      return { ...json(body), body: first ? `{"${first}": 12345, ${withoutBraces(text(body))}}` : text(body) };
    }),
    refuse("a 1000-level nested array", "nested", () => raw(nestedArray(1000))),
    refuse("a 30000-level nested array", "nested", () => raw(nestedArray(30_000))),
    { label: "a 1000-level nested object", kind: "nested", mustRefuse: requiresFields, build: () => raw(nestedObject(1000)) },
    allow("an extra field holding a 1000-level nested object", "nested", (body) => ({ ...json(body), body: `{"junk": ${nestedObject(1000)}, ${withoutBraces(text(body))}}` })),
    allow("an unknown extra field", "extra-field", (body) => json({ ...body, unknownField: "ignored", another: [1, 2, 3] })),
    allow("a __proto__ key", "extra-field", (body) => ({ ...json(body), body: `{"__proto__": {"role": "admin", "isAdmin": true}, ${withoutBraces(text(body))}}` })),
    allow("a constructor.prototype key", "extra-field", (body) => json({ ...body, constructor: { prototype: { role: "admin", isAdmin: true } } })),
    allow("an empty key", "extra-field", (body) => json({ ...body, "": "empty key" })),
    refuse(`an extra field of ${HUGE_STRING_LENGTH} characters`, "huge", (body) => json({ ...body, junk: "x".repeat(HUGE_STRING_LENGTH) })),
    refuse(`a body one byte over the ${limitBytes}-byte limit`, "oversize", (body) => {
      const base = text({ ...body, padding: "" });
      const padding = "x".repeat(limitBytes + 1 - new TextEncoder().encode(base).length);
      const built = json({ ...body, padding });
      if (new TextEncoder().encode(built.body as string).length !== limitBytes + 1) throw new Error("padding miscounted");
      return built;
    }),
  ];
  return cases;
}

/** Every malformed case for a JSON route with this valid body. */
export function malformedBodies(valid: Body, rules: FieldRules, limitBytes: number): MalformedCase[] {
  const optional = new Set([...(rules.optional ?? []), ...(rules.ignored ?? [])]);
  const requiresFields = Object.keys(valid).some((key) => !optional.has(key));
  const cases = [...fieldCases(valid, rules), ...bodyCases(requiresFields, limitBytes)];
  const firstString = fieldPaths(valid).find((field) => typeof getPath(valid, field) === "string" && !rules.ignored?.includes(field));
  if (firstString) {
    cases.push({
      label: `${firstString} as a ${HUGE_STRING_LENGTH}-character string`,
      kind: "huge",
      mustRefuse: true,
      build: (body) => json(setPath(body, firstString, "x".repeat(HUGE_STRING_LENGTH))),
    });
  }
  return cases;
}

/** Bodies for routes that read no body: every generic case (the route must answer as if there were none). */
export function junkBodies(limitBytes: number): MalformedCase[] {
  return bodyCases(false, limitBytes);
}

/**
 * Path parameter values no record has: empty, encoded NUL and invalid percent-encodings, unicode, injection
 * attempts, traversal, an overlong id. Already URL-encoded where needed. Every one must be answered with a 4xx.
 */
export const MALFORMED_IDS: [string, string][] = [
  ["an empty id", ""],
  ["a space", "%20"],
  ["an encoded NUL", "%00"],
  ["an invalid percent-encoding", "%ZZ"],
  ["an encoded lone surrogate", "%ED%A0%80"],
  ["an emoji", "%F0%9F%98%80"],
  ["a right-to-left override", "%E2%80%AE01ABC"],
  ["a zero-width space", "%E2%80%8B"],
  ["SQL injection", "'%20OR%20'1'%3D'1"],
  ["a stacked SQL statement", "1%3B%20DROP%20TABLE%20users"],
  ["encoded path traversal", "%2E%2E%2F%2E%2E%2Fetc%2Fpasswd"],
  ["an encoded slash", "a%2Fb"],
  ["a 5000-character id", "x".repeat(5000)],
  ["the word null", "null"],
  ["the word undefined", "undefined"],
  ["[object Object]", "%5Bobject%20Object%5D"],
  ["a JSON object", "%7B%22%24ne%22%3Anull%7D"],
  ["a negative number", "-1"],
  ["zero", "0"],
  ["a number too big for a double", "1e309"],
  ["markup", "%3Cscript%3Ealert(1)%3C%2Fscript%3E"],
  ["a lower-cased id of the right shape", "0".repeat(25) + "z"],
];
