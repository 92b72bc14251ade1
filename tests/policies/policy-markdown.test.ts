/**
 * The Markdown an admin writes is rendered on the server and inserted into pages as it is
 * (worker/lib/markdown.ts), so nothing in it may come out as markup that runs: raw HTML is text, and links keep
 * only http(s), mailto, tel and this site's own addresses (any other keeps only its words). Values from Settings filled into a policy read as typed.
 */
import { describe, expect, it } from "vitest";
import { isAllowedLink, markdownLink, markdownText, renderMarkdown } from "../../worker/lib/markdown";

/** Every tag the HTML opens, with its attributes, as the browser would parse it (entities stay text). */
const tagsOf = (html: string) => [...html.matchAll(/<([a-z][a-z0-9]*)\b([^>]*)>/gi)].map(([, name, attributes]) => ({ name: name.toLowerCase(), attributes }));

/** What would run: a script or an element that loads or handles anything, an event handler, a script address. */
function executableMarkup(html: string): string[] {
  return tagsOf(html).flatMap(({ name, attributes }) => {
    const problems: string[] = [];
    if (["script", "img", "iframe", "object", "embed", "svg", "math", "style", "link", "meta", "form", "input", "base"].includes(name)) problems.push(`<${name}>`);
    if (/\son[a-z]+\s*=/i.test(attributes)) problems.push(`event handler on <${name}>`);
    const href = /\s(?:href|src)\s*=\s*"([^"]*)"/i.exec(attributes)?.[1];
    if (href !== undefined && !/^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i.test(href) && /^[a-z][a-z0-9+.-]*:/i.test(href)) problems.push(`link to ${href}`);
    return problems;
  });
}

const ATTACKS: [string, string][] = [
  ["a script element", "Hello <script>alert(1)</script> world"],
  ["a script block", "<script>\nalert(document.cookie)\n</script>"],
  ["an image with onerror", '<img src=x onerror="alert(1)">'],
  ["raw HTML with a handler", '<div onclick="alert(1)">click</div>'],
  ["an svg with onload", "<svg onload=alert(1)></svg>"],
  ["an iframe", '<iframe src="https://evil.example"></iframe>'],
  ["a javascript: link", "[click me](javascript:alert(1))"],
  ["a JAVASCRIPT: link in capitals", "[click me](JAVASCRIPT:alert(1))"],
  ["a javascript: link with entities", "[click me](javascript&#58;alert(1))"],
  ["a javascript: link with a named entity", "[click me](javascript&colon;alert(1))"],
  ["a javascript: link with an encoded first letter", "[click me](&#106;avascript:alert(1))"],
  ["a javascript: link percent-encoded", "[click me](javascript%3Aalert(1))"],
  ["a javascript: link split by a tab", "[click me](<java\tscript:alert(1)>)"],
  ["a javascript: autolink", "<javascript:alert(1)>"],
  ["a vbscript: link", "[x](vbscript:msgbox(1))"],
  ["a data: link", "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
  ["a data: image", "![x](data:image/png;base64,iVBORw0KGgo=)"],
  ["an image from another host", "![tracker](https://evil.example/pixel.png)"],
  ["a reference-style javascript: link", "[click][evil]\n\n[evil]: javascript:alert(1)"],
  ["a link title breaking out", '[x](https://example.com "a" onmouseover="alert(1)")'],
  ["html inside a table", "| a | b |\n| --- | --- |\n| <img src=x onerror=alert(1)> | x |"],
  ["an html comment", "<!-- <script>alert(1)</script> -->"],
];

describe("rendering admin Markdown", () => {
  it("renders the Markdown a policy uses: headings, lists, emphasis, links, tables", () => {
    const html = renderMarkdown(
      "## Refunds\n\n- within **7 working days**\n- to your UPI account\n\n1. Write to [us](mailto:care@example.com)\n2. Call [us](tel:+919000000000)\n\nSee [Shipping](/policies/shipping) or [Google](https://www.google.com).\n\n| Where | Days |\n| --- | --- |\n| Guntur | 2–4 |",
    );
    expect(html).toContain("<h2>Refunds</h2>");
    expect(html).toContain("<li>within <strong>7 working days</strong></li>");
    expect(html).toContain('<a href="mailto:care@example.com">us</a>');
    expect(html).toContain('<a href="tel:+919000000000">us</a>');
    expect(html).toContain('<a href="/policies/shipping">Shipping</a>');
    expect(html).toContain('<a href="https://www.google.com">Google</a>');
    expect(html).toMatch(/<div class="table-scroll" tabindex="0"><table>[\s\S]*<td>Guntur<\/td>[\s\S]*<\/table><\/div>/);
    expect(executableMarkup(html)).toEqual([]);
  });

  it("makes a top-level heading an h2: the page's own title is the only h1", () => {
    expect(renderMarkdown("# Our policy\n\n## Part")).toBe("<h2>Our policy</h2>\n<h2>Part</h2>\n");
  });

  it.each(ATTACKS)("leaves no executable markup from %s", (_name, markdown) => {
    const html = renderMarkdown(markdown);
    expect(executableMarkup(html), html).toEqual([]);
    // Refused addresses may stay as words a reader sees, never inside a tag.
    expect(tagsOf(html).map(({ attributes }) => attributes.toLowerCase()).join(" "), html).not.toMatch(/script|data:/);
  });

  it("shows raw HTML as the text it is, so a reader sees what was typed", () => {
    expect(renderMarkdown("<b>bold?</b>")).toBe("<p>&lt;b&gt;bold?&lt;/b&gt;</p>\n");
    expect(renderMarkdown('<img src=x onerror="alert(1)">')).toBe("<p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</p>\n");
  });

  it("keeps a refused link's words as text", () => {
    expect(renderMarkdown("[click me](javascript:alert(1))")).toBe("<p>click me</p>\n");
    expect(renderMarkdown("See <javascript:alert(1)>.")).toBe("<p>See javascript:alert(1).</p>\n");
  });

  it("allows links to http(s), mailto, tel and this site only", () => {
    for (const allowed of ["https://example.com", "http://example.com/a?b=c", "mailto:a@b.c", "tel:+91900", "/contact", "#refunds", "policies/terms", "?page=2"]) {
      expect(isAllowedLink(allowed), allowed).toBe(true);
    }
    for (const refused of ["javascript:alert(1)", "JavaScript:alert(1)", "vbscript:x", "data:text/html,x", "file:///etc/passwd", "ftp://example.com", "//evil.example/x", "java\tscript:alert(1)", " \njavascript:alert(1)", "javascript\u0000:alert(1)"]) {
      expect(isAllowedLink(refused), refused).toBe(false);
    }
  });
});

describe("values from Settings in a policy", () => {
  it("read exactly as typed: Markdown and HTML characters in them are text", () => {
    const value = "Ghani *Foods* <b>[Pvt](javascript:x)</b> & Co_ #1 | `x`";
    const html = renderMarkdown(`Sold by ${markdownText(value)}.`);
    expect(html).toBe("<p>Sold by Ghani *Foods* &lt;b&gt;[Pvt](javascript:x)&lt;/b&gt; &amp; Co_ #1 | `x`.</p>\n");
  });

  it("an address typed on several lines stays in its sentence, and a value alone on a line starts no list", () => {
    expect(renderMarkdown(`At ${markdownText("1-2-3 Oil Mill Road\n\nGuntur 522001\n")} today.`)).toBe("<p>At 1-2-3 Oil Mill Road, Guntur 522001 today.</p>\n");
    expect(renderMarkdown(markdownText("- not a list"))).toBe("<p>- not a list</p>\n");
    expect(renderMarkdown(markdownText("1. not a list"))).toBe("<p>1. not a list</p>\n");
    expect(renderMarkdown(markdownText("# not a heading"))).toBe("<p># not a heading</p>\n");
  });

  it("become links with their text escaped", () => {
    expect(renderMarkdown(markdownLink("care@ghani.example", "mailto:care@ghani.example"))).toBe('<p><a href="mailto:care@ghani.example">care@ghani.example</a></p>\n');
    expect(renderMarkdown(markdownLink("+91 90000 00000", "tel:+919000000000"))).toBe('<p><a href="tel:+919000000000">+91 90000 00000</a></p>\n');
  });
});
