/**
 * /commonqueries: the eleven common questions about our oils, searchable, each opening its answer. The questions
 * come in the loader's data already in the page's language (the "faq" messages), for the list and the page's FAQ
 * structured data alike; the page's own words are the "content" messages.
 */
import { useId, useState } from "react";
import { filterQueries } from "../../worker/domains/content/shared/common-queries";
import { commonQueries } from "../../worker/domains/content/page.server";
import { pageMessages, t } from "../../worker/shared/i18n/messages.server";
import { serviceContextFrom } from "../../worker/http/session.server";
import { useT } from "~/lib/i18n";
import { langFrom, originFrom } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/commonqueries";

export function loader({ context }: Route.LoaderArgs) {
  const { lang } = serviceContextFrom(context);
  return {
    queries: commonQueries(lang),
    meta: { title: t(lang, "content.queriesMetaTitle"), description: t(lang, "content.queriesMetaDescription") },
    messages: pageMessages(lang, "content"),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const faq = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: loaderData.queries.map((query) => ({
      "@type": "Question",
      name: query.question,
      acceptedAnswer: { "@type": "Answer", text: query.answer },
    })),
  };
  return [
    ...seoMeta({
      ...loaderData.meta,
      origin: originFrom(matches),
      lang: langFrom(matches),
      path: "/commonqueries",
    }),
    { "script:ld+json": faq },
  ];
}

export default function CommonQueries({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const [search, setSearch] = useState("");
  const [open, setOpen] = useState<string | null>(null);
  const baseId = useId();
  const queries = filterQueries(loaderData.queries, search);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-900">{t("content.queriesHeading")}</h1>
      <label htmlFor="query-search" className="sr-only">
        {t("content.queriesSearchLabel")}
      </label>
      <input
        id="query-search"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t("content.queriesSearchPlaceholder")}
        className="mt-6 w-full rounded-lg border border-stone-300 bg-white px-4 py-3"
      />
      {queries.length === 0 ? (
        <p className="mt-6 text-stone-700">{t("content.queriesNoMatch")}</p>
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
