/**
 * A policy's text as the server rendered it from Markdown (worker/lib/markdown.ts: raw HTML escaped, links only
 * to http(s), mailto, tel or this site), so it is inserted as it is. Styled by `.policy-text` in app.css. `lang`
 * marks a text in another language than the page's (a Telugu page's policy not yet translated: "en").
 */
export function PolicyText({ html, className = "", lang }: { html: string; className?: string; lang?: string }) {
  return <div lang={lang} className={`policy-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
