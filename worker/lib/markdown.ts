/**
 * Markdown that admins write (the shop's policies), rendered to HTML on the server so that pages can insert it as
 * it is. The output must never carry markup that runs: markdown-it with `html: false` escapes every raw HTML tag
 * (`<script>`, `<img onerror>`, `<div onclick>`) as text, and links and autolinks are kept only for http(s),
 * mailto and tel addresses and for addresses on this site. Images are off: a policy has no pictures, and a
 * picture from another host would only leak its readers' addresses. The library stays in the Worker: pages get
 * the HTML, never the renderer.
 */
import MarkdownIt from "markdown-it";

/** Any scheme at the start of an address ("javascript:", "data:", "vbscript:"). */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const ALLOWED_SCHEMES = new Set(["http", "https", "mailto", "tel"]);

/** The address as a browser reads its scheme: percent-escapes decoded, tabs, line breaks and controls ignored. */
function schemeView(url: string): string {
  let decoded = url;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    // A malformed escape: judge the address as written.
  }
  // eslint-disable-next-line no-control-regex -- control characters are what a disguised scheme hides behind
  return decoded.replace(/[\u0000-\u0020]/g, "");
}

/**
 * Whether a link may stay a link: an allowed scheme, or none (an address on this site: "/shop", "#returns",
 * "contact"; not "//host", another site without a scheme). markdown-it hands the address over percent-encoded
 * ("java\tscript:" arrives as "java%09script:"), so it is judged decoded, without the characters a browser skips.
 */
export function isAllowedLink(url: string): boolean {
  const address = schemeView(url);
  const scheme = SCHEME.exec(address)?.[1];
  return scheme === undefined ? !address.startsWith("//") : ALLOWED_SCHEMES.has(scheme.toLowerCase());
}

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false, breaks: false });
markdown.validateLink = isAllowedLink;
markdown.disable("image");

/** The page's own heading is the h1: a "# Heading" in the text becomes an h2, so the outline stays in order. */
markdown.core.ruler.push("demote_h1", (state) => {
  for (const token of state.tokens) {
    if ((token.type === "heading_open" || token.type === "heading_close") && token.tag === "h1") token.tag = "h2";
  }
  return true;
});

/** HTML for Markdown from an admin: safe to insert into a page as it is. */
export function renderMarkdown(text: string): string {
  return markdown.render(text);
}

/**
 * A value from Settings as Markdown text that reads exactly as typed: characters that would start emphasis, a
 * link, code, a tag or an entity are backslash-escaped, and line breaks (an address typed on several lines) become
 * ", " so that the value cannot end its paragraph or start a list or heading of its own.
 */
export function markdownText(value: string): string {
  return value
    .split(/\s*\n\s*/)
    .filter(Boolean)
    .join(", ")
    .replace(/[\\`*_[\]<>#|~!&()]/g, (char) => `\\${char}`)
    // A value alone on its line must not start a list item ("- ", "+ ", "1. ").
    .replace(/^([-+])/, "\\$1")
    .replace(/^(\d+)([.)])/, "$1\\$2");
}

/** A link written as Markdown: `[text](address)`, the text escaped, the address given in angle brackets. */
export function markdownLink(text: string, address: string): string {
  return `[${markdownText(text)}](<${address.replace(/[<>\s]/g, encodeURIComponent)}>)`;
}
