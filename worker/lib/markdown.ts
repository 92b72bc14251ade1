/**
 * Markdown that admins write (the shop's policies), rendered to HTML on the server so that pages can insert it as
 * it is. The output must never carry markup that runs. marked (CommonMark and GitHub tables) renders it, with
 * these of its renderers replaced:
 * - raw HTML (`<script>`, `<img onerror>`, `<div onclick>`, comments) comes out as the text it is;
 * - links and autolinks stay links only for http(s), mailto and tel addresses and for addresses on this site;
 *   any other keeps its words as text;
 * - images are text (their description): a policy has no pictures, and one from another host would only leak
 *   its readers' addresses;
 * - task-list boxes are text, and a "# Heading" is an h2 (the page's own title is its only h1);
 * - a table scrolls sideways in a box of its own (a phone's page never does).
 * marked was chosen over markdown-it for its size: the Worker's bundle has a 1 MB budget (tests/e2e/deploy).
 * The library stays in the Worker: pages get the HTML, never the renderer.
 */
import { Marked, type Tokens } from "marked";
import { escapeHtml } from "./html";

/** Any scheme at the start of an address ("javascript:", "data:", "vbscript:"). */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const ALLOWED_SCHEMES = new Set(["http", "https", "mailto", "tel"]);

/** The address as a browser reads its scheme: escapes of either kind decoded, tabs, line breaks and controls ignored. */
function schemeView(url: string): string {
  let decoded = url.replace(/&#(x[0-9a-f]+|\d+);?/gi, (_ref, code: string) => {
    const point = code[0].toLowerCase() === "x" ? Number.parseInt(code.slice(1), 16) : Number(code);
    return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : "";
  });
  decoded = decoded.replace(/&colon;/gi, ":").replace(/&(?:tab|newline);/gi, "");
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    // A malformed percent-escape: judge the address as written.
  }
  // eslint-disable-next-line no-control-regex -- control characters are what a disguised scheme hides behind
  return decoded.replace(/[\u0000-\u0020]/g, "");
}

/**
 * Whether a link may stay a link: an allowed scheme, or none (an address on this site: "/shop", "#returns",
 * "contact"; not "//host", another site without a scheme). Judged as a browser would read it, so "java\tscript:",
 * "java%09script:" and "javascript&#58;" are all seen as the javascript: they are.
 */
export function isAllowedLink(url: string): boolean {
  const address = schemeView(url.trim());
  const scheme = SCHEME.exec(address)?.[1];
  return scheme === undefined ? !address.startsWith("//") : ALLOWED_SCHEMES.has(scheme.toLowerCase());
}

/** The address as an attribute value: percent-encoded where URLs need it, then HTML-escaped; null when unusable. */
function hrefAttribute(url: string): string | null {
  try {
    return escapeHtml(encodeURI(url).replace(/%25/g, "%"));
  } catch {
    return null;
  }
}

const markdown = new Marked({
  gfm: true,
  breaks: false,
  renderer: {
    html({ text, block }: Tokens.HTML | Tokens.Tag) {
      return block ? `<p>${escapeHtml(text.trim())}</p>\n` : escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const words = this.parser.parseInline(tokens);
      const attribute = isAllowedLink(href) ? hrefAttribute(href) : null;
      if (attribute === null) return words;
      return `<a href="${attribute}"${title ? ` title="${escapeHtml(title)}"` : ""}>${words}</a>`;
    },
    image({ text }: Tokens.Image) {
      return escapeHtml(text);
    },
    heading({ tokens, depth }: Tokens.Heading) {
      const level = Math.max(depth, 2);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    checkbox({ checked }: Tokens.Checkbox) {
      return checked ? "[x] " : "[ ] ";
    },
  },
});

/**
 * HTML for Markdown from an admin: safe to insert into a page as it is. A table sits in a box that scrolls
 * sideways on a phone, and can take the focus so that keyboard users can scroll it too. (Raw HTML in the text is
 * escaped, so every <table> here is one the renderer made.)
 */
export function renderMarkdown(text: string): string {
  return markdown
    .parse(text, { async: false })
    .replace(/<table>/g, '<div class="table-scroll" tabindex="0"><table>')
    .replace(/<\/table>/g, "</table></div>");
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
