/**
 * The common questions page (SPEC.md, Common queries): what a question is and how the page's search box narrows
 * them. The texts themselves, in both languages, are the "faq" message namespace; the page's loader reads them
 * (../common-queries.ts), so the browser never carries the catalogue of both languages.
 */
export type CommonQuery = { question: string; answer: string };

/** Questions whose text contains the search, ignoring case. */
export function filterQueries(queries: CommonQuery[], search: string): CommonQuery[] {
  const needle = search.trim().toLowerCase();
  return needle ? queries.filter((query) => query.question.toLowerCase().includes(needle)) : queries;
}
