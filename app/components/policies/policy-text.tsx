/**
 * A policy's text as the server rendered it from Markdown (worker/lib/markdown.ts: raw HTML escaped, links only
 * to http(s), mailto, tel or this site), so it is inserted as it is. Styled by `.policy-text` in app.css.
 */
export function PolicyText({ html, className = "" }: { html: string; className?: string }) {
  return <div className={`policy-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
