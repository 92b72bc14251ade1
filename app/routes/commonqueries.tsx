import { useId, useState } from "react";
import { COMMON_QUERIES, filterQueries } from "../../worker/domains/content/shared/common-queries";
import { originFrom } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/commonqueries";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const faq = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: COMMON_QUERIES.map((query) => ({
      "@type": "Question",
      name: query.question,
      acceptedAnswer: { "@type": "Answer", text: query.answer },
    })),
  };
  return [
    ...seoMeta({
      title: "Common Queries about wood-pressed oils | Ghani",
      description: "Answers to common questions about our bull-driven wood-pressed oils: how they are made, shelf life, taste and more.",
      origin: originFrom(matches),
      path: "/commonqueries",
    }),
    { "script:ld+json": faq },
  ];
}

export default function CommonQueries() {
  const [search, setSearch] = useState("");
  const [open, setOpen] = useState<string | null>(null);
  const baseId = useId();
  const queries = filterQueries(COMMON_QUERIES, search);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-900">Common Queries</h1>
      <label htmlFor="query-search" className="sr-only">
        Search questions
      </label>
      <input
        id="query-search"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder="Search questions..."
        className="mt-6 w-full rounded-lg border border-stone-300 bg-white px-4 py-3"
      />
      {queries.length === 0 ? (
        <p className="mt-6 text-stone-700">No questions found matching your search.</p>
      ) : (
        <ul className="mt-6 space-y-3">
          {queries.map((query, index) => {
            const expanded = open === query.question;
            const panelId = `${baseId}-panel-${index}`;
            return (
              <li key={query.question} className="rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
                <h2>
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => setOpen(expanded ? null : query.question)}
                    className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-stone-900"
                  >
                    {query.question}
                    <span aria-hidden="true" className="text-xl text-leaf-700">
                      {expanded ? "−" : "+"}
                    </span>
                  </button>
                </h2>
                <div id={panelId} hidden={!expanded} className="px-5 pb-4 text-stone-700">
                  {query.answer}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
