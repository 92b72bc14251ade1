/**
 * Finds, in the Worker's source, every text a client can receive as a server message (issue 30), so that
 * tests/platform/server-messages.test.ts can check each has its Telugu in the "server" catalogue. A small lexer (strings,
 * template literals, regular expressions and comments told apart) and these sites:
 * - the first argument of the error helpers (badRequest, conflict, notFound, forbidden, unauthorized, unprocessable,
 *   tooManyRequests), the message of `new DomainError(status, message)` and `new StatementFormatError(message)`, the
 *   message of `jsonError(c, status, message)` and the helpers' default messages (`message = "…"`);
 * - zod's messages: the last argument of a check (`.min(1, "…")`, `.refine(fn, "…")`, `z.email("…")` …) and the
 *   `message:` / `error:` properties (literals anywhere in their value, arrow functions included);
 * - the labels of the field helpers (every function whose first parameter is `label: string`, and `fieldError`'s
 *   two arguments), the status tables' `rule:` texts and the constants named `…_MESSAGE` or `…_RULE`.
 * A site whose message is an expression (not a literal, not one of those constants) is reported as such: the test
 * keeps a list of those it knows, with where their texts come from.
 *
 * No Node APIs: it runs inside workerd (the test reads the sources with import.meta.glob) and in Node alike.
 */

export type Token =
  | { kind: "string"; value: string; pos: number }
  | { kind: "template"; quasis: string[]; exprs: Token[][]; pos: number }
  | { kind: "regex"; pos: number }
  | { kind: "ident"; value: string; pos: number }
  | { kind: "number"; pos: number }
  | { kind: "punct"; value: string; pos: number };

const IDENT_START = /[A-Za-z_$]/;
const IDENT_PART = /[A-Za-z0-9_$]/;
/** After these a "/" starts a regular expression; after an identifier, a number or a closing bracket it divides. */
const REGEX_AFTER_PUNCT = new Set(["(", ",", "=", ":", "[", "!", "&", "|", "?", "{", "}", ";", "+", "-", "*", "%", "<", ">", "~", "^", "=>", "&&", "||", "??", "==", "===", "!=", "!=="]);
const REGEX_AFTER_WORD = new Set(["return", "typeof", "case", "in", "of", "void", "throw", "new", "delete"]);
const PUNCTS = ["===", "!==", "...", "=>", "&&", "||", "??", "==", "!=", "?.", "<=", ">="];

function unescape(raw: string): string {
  return raw.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|[\s\S])/g, (_, code: string) => {
    if (code.startsWith("u{")) return String.fromCodePoint(parseInt(code.slice(2, -1), 16));
    if (code.length > 1 && (code[0] === "u" || code[0] === "x")) return String.fromCharCode(parseInt(code.slice(1), 16));
    return ({ n: "\n", t: "\t", r: "\r", "0": "\0", "\n": "" } as Record<string, string>)[code] ?? code;
  });
}

/** The tokens of `source` from `start`; stops at an unmatched "}" when `inTemplate` (the end of a `${…}`). */
export function lex(source: string, start = 0, inTemplate = false): { tokens: Token[]; end: number } {
  const tokens: Token[] = [];
  let i = start;
  let depth = 0;
  const previous = () => tokens[tokens.length - 1];
  while (i < source.length) {
    const ch = source[i];
    if (/\s/.test(ch)) {
      i++;
    } else if (source.startsWith("//", i)) {
      const next = source.indexOf("\n", i);
      i = next === -1 ? source.length : next;
    } else if (source.startsWith("/*", i)) {
      const next = source.indexOf("*/", i + 2);
      i = next === -1 ? source.length : next + 2;
    } else if (ch === '"' || ch === "'") {
      let j = i + 1;
      while (j < source.length && source[j] !== ch) j += source[j] === "\\" ? 2 : 1;
      tokens.push({ kind: "string", value: unescape(source.slice(i + 1, j)), pos: i });
      i = j + 1;
    } else if (ch === "`") {
      const quasis: string[] = [];
      const exprs: Token[][] = [];
      let j = i + 1;
      let raw = "";
      while (j < source.length && source[j] !== "`") {
        if (source[j] === "\\") {
          raw += source.slice(j, j + 2);
          j += 2;
        } else if (source.startsWith("${", j)) {
          quasis.push(unescape(raw));
          raw = "";
          const inner = lex(source, j + 2, true);
          exprs.push(inner.tokens);
          j = inner.end + 1;
        } else {
          raw += source[j++];
        }
      }
      quasis.push(unescape(raw));
      tokens.push({ kind: "template", quasis, exprs, pos: i });
      i = j + 1;
    } else if (ch === "/" && isRegexStart(previous())) {
      let j = i + 1;
      let inClass = false;
      while (j < source.length && (inClass || source[j] !== "/")) {
        if (source[j] === "\\") j++;
        else if (source[j] === "[") inClass = true;
        else if (source[j] === "]") inClass = false;
        j++;
      }
      j++;
      while (j < source.length && /[a-z]/.test(source[j])) j++;
      tokens.push({ kind: "regex", pos: i });
      i = j;
    } else if (IDENT_START.test(ch)) {
      let j = i + 1;
      while (j < source.length && IDENT_PART.test(source[j])) j++;
      tokens.push({ kind: "ident", value: source.slice(i, j), pos: i });
      i = j;
    } else if (/[0-9]/.test(ch)) {
      let j = i + 1;
      while (j < source.length && /[0-9A-Za-z_.]/.test(source[j])) j++;
      tokens.push({ kind: "number", pos: i });
      i = j;
    } else {
      if (inTemplate && ch === "}" && depth === 0) return { tokens, end: i };
      if (ch === "{") depth++;
      if (ch === "}") depth--;
      const punct = PUNCTS.find((p) => source.startsWith(p, i)) ?? ch;
      tokens.push({ kind: "punct", value: punct, pos: i });
      i += punct.length;
    }
  }
  return { tokens, end: i };
}

function isRegexStart(token: Token | undefined): boolean {
  if (!token) return true;
  if (token.kind === "punct") return REGEX_AFTER_PUNCT.has(token.value);
  if (token.kind === "ident") return REGEX_AFTER_WORD.has(token.value);
  return false;
}

const OPEN: Record<string, string> = { "(": ")", "[": "]", "{": "}" };

/** The arguments of the call whose "(" is at `open`: each a token list, split at top-level commas. */
function callArguments(tokens: Token[], open: number): { args: Token[][]; end: number } {
  const args: Token[][] = [[]];
  const stack: string[] = [];
  for (let i = open + 1; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.kind === "punct") {
      if (OPEN[token.value]) stack.push(OPEN[token.value]);
      else if (stack.length === 0 && token.value === ")") return { args: args.filter((arg, index) => arg.length > 0 || index === 0), end: i };
      else if (stack.length && token.value === stack[stack.length - 1]) stack.pop();
      else if (stack.length === 0 && token.value === ",") {
        args.push([]);
        continue;
      }
    }
    args[args.length - 1].push(token);
  }
  return { args, end: tokens.length };
}

/** A property's value: the tokens after "name:" up to the next top-level "," or the object's end. */
function propertyValue(tokens: Token[], start: number): Token[] {
  const value: Token[] = [];
  const stack: string[] = [];
  for (let i = start; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.kind === "punct") {
      if (OPEN[token.value]) stack.push(OPEN[token.value]);
      else if (stack.length === 0 && [",", "}", ")", "]", ";"].includes(token.value)) break;
      else if (stack.length && token.value === stack[stack.length - 1]) stack.pop();
    }
    value.push(token);
  }
  return value;
}

/** A message as found: a plain text, a template (its literal parts, each `${…}` a hole) or an expression. */
export type Found =
  | { kind: "text"; text: string; line: number }
  | { kind: "template"; quasis: string[]; holes: string[]; line: number }
  | { kind: "expression"; source: string; line: number };

export type MessageSites = { messages: Found[]; labels: Found[] };

const ERROR_HELPERS = new Set(["badRequest", "conflict", "notFound", "forbidden", "unauthorized", "unprocessable", "tooManyRequests"]);
/** zod checks whose last argument may be their message. */
const ZOD_CHECKS = new Set(["min", "max", "length", "int", "regex", "refine", "email", "url", "positive", "nonnegative", "negative", "gte", "lte", "gt", "lt", "multipleOf", "nonempty"]);
const MESSAGE_PROPERTIES = new Set(["message", "error", "rule", "reason", "howToConfirm"]);
const MESSAGE_CONSTANT = /^[A-Z][A-Z0-9_]*_(MESSAGE|RULE)$/;
const COMPARISONS = new Set(["===", "!==", "==", "!="]);
const hasWords = (text: string) => /[A-Za-z]{2}/.test(text);

function lineOf(source: string, pos: number): number {
  let line = 1;
  for (let i = 0; i < pos && i < source.length; i++) if (source[i] === "\n") line++;
  return line;
}

function sourceOf(source: string, tokens: Token[]): string {
  if (tokens.length === 0) return "";
  const last = tokens[tokens.length - 1];
  let end = last.pos + 1;
  while (end < source.length && !/[\s,;)}\]]/.test(source[end])) end++;
  return source.slice(tokens[0].pos, end).trim();
}

/**
 * The messages in an expression: each string literal with words and each template literal (their `${…}` parts are
 * searched too, for the literal words they may put in); an expression with none is itself reported.
 */
/** A message id handed to the catalogue (`t(lang, "wellness.conditionNotFound")`): already translated where it is used. */
const MESSAGE_ID = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9-]+)+$/;
/** A code in an object (`{ reason: "soldOut" }`): one camelCase word, never a sentence. */
const CODE = /^[a-z]+[A-Z][A-Za-z0-9]*$/;

function messagesIn(source: string, tokens: Token[], reportExpression: boolean, skipCodes = false): Found[] {
  const found: Found[] = [];
  const walk = (list: Token[]) => {
    for (const [index, token] of list.entries()) {
      // A literal compared with (`role === "admin" ? … : …`) is a value, not words for anyone.
      const compared = [list[index - 1], list[index + 1]].some((t) => t?.kind === "punct" && COMPARISONS.has(t.value));
      // A method's argument inside a template's `${…}` (`.join(" or ")`, `.toLocaleString("en-IN")`) is not a message.
      const methodArgument = list[index - 1]?.kind === "punct" && (list[index - 1] as { value: string }).value === "(" && list[index - 3]?.kind === "punct" && [".", "?."].includes((list[index - 3] as { value: string }).value);
      // A type argument (`FieldsOf<"reason">`) is a name, not words.
      const typeArgument = list[index - 1]?.kind === "punct" && (list[index - 1] as { value: string }).value === "<";
      const notWords = MESSAGE_ID.test(token.kind === "string" ? token.value : "") || (skipCodes && CODE.test(token.kind === "string" ? token.value : ""));
      if (token.kind === "string" && hasWords(token.value) && !compared && !methodArgument && !typeArgument && !notWords) found.push({ kind: "text", text: token.value, line: lineOf(source, token.pos) });
      if (token.kind === "template") {
        if (token.exprs.length === 0) {
          if (hasWords(token.quasis[0])) found.push({ kind: "text", text: token.quasis[0], line: lineOf(source, token.pos) });
        } else {
          found.push({ kind: "template", quasis: token.quasis, holes: token.exprs.map((expr) => sourceOf(source, expr)), line: lineOf(source, token.pos) });
          token.exprs.forEach(walk);
        }
      }
    }
  };
  walk(tokens);
  if (found.length === 0 && reportExpression && tokens.length > 0) {
    const only = tokens.length === 1 && tokens[0].kind === "ident" ? tokens[0].value : null;
    // A constant named as a message is checked where it is declared.
    if (!(only && MESSAGE_CONSTANT.test(only))) found.push({ kind: "expression", source: sourceOf(source, tokens), line: lineOf(source, tokens[0].pos) });
  }
  return found;
}

/** The names of the functions whose first parameter is `label: string` (they word their messages with it). */
export function labelHelpers(sources: string[]): Set<string> {
  const names = new Set(["fieldError"]);
  for (const source of sources) {
    for (const match of source.matchAll(/(?:function\s+(\w+)\s*\(|(?:const|let)\s+(\w+)\s*=\s*\()\s*label:\s*string/g)) names.add(match[1] ?? match[2]);
  }
  return names;
}

/** The tokens of the body of `function name(…) {…}` starting at the "(" at `open`. */
function functionBody(tokens: Token[], open: number): Token[] {
  const { end } = callArguments(tokens, open);
  let start = end + 1;
  // Past a return type annotation, to the body's "{" (an annotation's own braces come after a ":").
  let depth = 0;
  for (; start < tokens.length; start++) {
    const token = tokens[start];
    if (token.kind !== "punct") continue;
    if (token.value === "<" || token.value === "(") depth++;
    if (token.value === ">" || token.value === ")") depth--;
    if (token.value === "{" && depth === 0 && !(tokens[start - 1]?.kind === "punct" && ["|", ":"].includes((tokens[start - 1] as { value: string }).value))) break;
  }
  const body: Token[] = [];
  let braces = 0;
  for (let i = start; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.kind === "punct" && token.value === "{") braces++;
    if (token.kind === "punct" && token.value === "}") braces--;
    body.push(token);
    if (braces === 0) break;
  }
  return body;
}

/**
 * Every message site of one file. `producers` names functions that compose messages from parts (a mismatch's
 * description, a GSTIN's problem): every literal in their bodies is a message, or a part of one.
 */
export function messageSites(source: string, helpersWithLabel: Set<string>, producers: Set<string> = new Set()): MessageSites {
  const { tokens } = lex(source);
  const messages: Found[] = [];
  const labels: Found[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    const next = tokens[i + 1];
    const before = tokens[i - 1];
    const isCall = next?.kind === "punct" && next.value === "(";
    if (token.kind === "ident" && isCall && before?.kind === "ident" && before.value === "function" && producers.has(token.value)) {
      messages.push(...messagesIn(source, functionBody(tokens, i + 1), false));
      continue;
    }
    if (token.kind === "ident" && isCall) {
      const name = token.value;
      const isMethod = before?.kind === "punct" && (before.value === "." || before.value === "?.");
      const afterNew = before?.kind === "ident" && before.value === "new";
      const declared = before?.kind === "ident" && before.value === "function";
      if (declared) continue;
      const { args } = callArguments(tokens, i + 1);
      if (!isMethod && ERROR_HELPERS.has(name)) {
        if (args[0]?.length) messages.push(...messagesIn(source, args[0], true));
      } else if (afterNew && name === "DomainError") {
        if (args[1]) messages.push(...messagesIn(source, args[1], true));
      } else if (afterNew && name === "StatementFormatError") {
        if (args[0]) messages.push(...messagesIn(source, args[0], true));
      } else if (!isMethod && name === "jsonError") {
        if (args[2]) messages.push(...messagesIn(source, args[2], true));
      } else if (!isMethod && name === "enforceIpLimit") {
        if (args[3]) messages.push(...messagesIn(source, args[3], true));
      } else if (!isMethod && helpersWithLabel.has(name)) {
        if (args[0]) labels.push(...messagesIn(source, args[0], false));
        // fieldError's second argument is a label's kind ("text", "a whole number"); other helpers may take messages.
        for (const arg of args.slice(1)) (name === "fieldError" ? labels : messages).push(...messagesIn(source, arg, false));
      } else if (ZOD_CHECKS.has(name) && (isMethod || (before?.kind === "punct" && before.value === "." && tokens[i - 2]?.kind === "ident"))) {
        const last = args[args.length - 1];
        if (args.length > 0 && last.length === 1 && (last[0].kind === "string" || last[0].kind === "template")) messages.push(...messagesIn(source, last, false));
      }
    } else if (token.kind === "ident" && MESSAGE_PROPERTIES.has(token.value) && next?.kind === "punct" && next.value === ":" && before?.kind === "punct" && (before.value === "{" || before.value === ",")) {
      // `success: true` answers name what they are ("Products", "Cart updated"): a label of the API's contract, not
      // a message shown to anyone (and kept by the edge cache whatever the cookie's language).
      const objectStart = tokens.slice(Math.max(0, i - 4), i);
      const isSuccessAnswer = objectStart.some((t, k) => t.kind === "ident" && t.value === "success" && objectStart[k + 2]?.kind === "ident" && (objectStart[k + 2] as { value: string }).value === "true");
      if (!isSuccessAnswer) messages.push(...messagesIn(source, propertyValue(tokens, i + 2), false, true));
    } else if (token.kind === "ident" && MESSAGE_CONSTANT.test(token.value) && before?.kind === "ident" && before.value === "const" && next?.kind === "punct" && next.value === "=") {
      messages.push(...messagesIn(source, propertyValue(tokens, i + 2), false));
    } else if (token.kind === "ident" && token.value === "message" && next?.kind === "punct" && next.value === "=" && before?.kind === "punct" && before.value === "(") {
      messages.push(...messagesIn(source, propertyValue(tokens, i + 2), false));
    }
  }
  return { messages, labels };
}
