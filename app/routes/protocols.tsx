/**
 * /protocols: the "How to Make" recipes and the conditions by group, each opening its protocol's tables. The data's
 * fixed texts come from the loader already in the page's language (worker/domains/wellness/protocols.ts); the page's
 * own words are the "wellness" messages.
 */
import { useState } from "react";
import { useT } from "~/lib/i18n";
import { pageMessages, t } from "../../worker/shared/i18n/messages.server";
import { serviceContextFrom } from "../../worker/http/session.server";
import { Modal } from "~/components/ui/modal";
import { ConditionModal } from "~/components/wellness/condition-modal";
import { TabList, TabPanel } from "~/components/ui/tabs";
import type { ProtocolConditionCard, ProtocolRecipe } from "../../worker/domains/wellness/shared";
import { langFrom, originFrom } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo";
import { protocolSummary } from "../../worker/domains/wellness/page.server";
import type { Route } from "./+types/protocols";

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  return seoMeta({
    ...loaderData.meta,
    origin: originFrom(matches),
    lang: langFrom(matches),
    path: "/protocols",
  });
}

export function loader({ context }: Route.LoaderArgs) {
  const { lang } = serviceContextFrom(context);
  return {
    ...protocolSummary(lang),
    meta: { title: t(lang, "wellness.protocolsMetaTitle"), description: t(lang, "wellness.protocolsMetaDescription") },
    messages: pageMessages(lang, "wellness"),
  };
}

export default function Protocols({ loaderData }: Route.ComponentProps) {
  const { groups, recipes, quote, disclaimer } = loaderData;
  const { t } = useT();
  const [tab, setTab] = useState(groups[0].id);
  const [filter, setFilter] = useState("");
  const [disease, setDisease] = useState<ProtocolConditionCard | null>(null);
  const [howTo, setHowTo] = useState<ProtocolRecipe | null>(null);
  const group = groups.find((g) => g.id === tab) ?? groups[0];
  const needle = filter.trim().toLowerCase();
  const diseases = group.diseases.filter(
    (d) => !needle || [d.name, d.teluguName ?? "", ...d.aliases].some((name) => name.toLowerCase().includes(needle)),
  );
  // Closing either popup resets both.
  const closeAll = () => {
    setDisease(null);
    setHowTo(null);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <header className="rounded-2xl bg-gradient-to-r from-leaf-700 to-leaf-900 p-8 text-white">
        <h1 className="text-3xl font-bold">{t("wellness.protocolsHeading")}</h1>
        <blockquote className="mt-4 text-lg italic">
          “{quote.text}”<footer className="mt-1 text-sm not-italic text-leaf-100">— {quote.author}</footer>
        </blockquote>
      </header>

      <section aria-labelledby="how-to-heading" className="mt-8">
        <h2 id="how-to-heading" className="text-2xl font-bold text-stone-900">
          {t("wellness.howToMake")}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {recipes.map((item, index) => (
            <li key={item.title}>
              <button
                type="button"
                onClick={() => setHowTo(item)}
                className="flex w-full items-center gap-4 rounded-xl bg-white p-4 text-left shadow-sm ring-1 ring-stone-200 hover:ring-leaf-600"
              >
                {/* The first pictures are on the first screen (the page's largest paint): fetched at once, the first one first. */}
                <img
                  src={item.image}
                  alt=""
                  width={120}
                  height={68}
                  loading={index < 2 ? "eager" : "lazy"}
                  fetchPriority={index === 0 ? "high" : "auto"}
                  className="h-16 w-28 rounded-lg object-cover"
                />
                <span>
                  <span className="block font-bold text-leaf-800">{item.title}</span>
                  <span className="line-clamp-3 text-sm text-stone-700">{item.intro}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="conditions-heading" className="mt-10">
        <h2 id="conditions-heading" className="sr-only">
          {t("wellness.byCondition")}
        </h2>
        <TabList label={t("wellness.groups")} idPrefix="protocols" look="pills" tabs={groups.map((g) => ({ id: g.id, label: g.title }))} selected={tab} onSelect={setTab} />
        <div className="mt-4">
          <label htmlFor="condition-filter" className="sr-only">
            {t("wellness.filterLabel")}
          </label>
          <input
            id="condition-filter"
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder={t("wellness.filterPlaceholder")}
            className="w-full rounded-lg border border-stone-300 bg-white px-4 py-2 sm:w-80"
          />
        </div>
        {groups.map((g) => (
          <TabPanel key={g.id} idPrefix="protocols" id={g.id} selected={g.id === group.id} className="mt-4">
            {diseases.length === 0 ? (
              <p className="text-stone-700">{t("wellness.noMatch")}</p>
            ) : (
              <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
                {diseases.map((d) => (
                  <li key={d.id}>
                    <button
                      type="button"
                      onClick={() => setDisease(d)}
                      className="h-full w-full rounded-xl bg-white p-4 text-left shadow-sm ring-1 ring-stone-200 hover:ring-leaf-600"
                    >
                      <span className="block font-bold text-stone-900">{d.name}</span>
                      {d.teluguName && (
                        <span lang="te" className="block text-sm text-stone-700">
                          {d.teluguName}
                        </span>
                      )}
                      <span className="mt-2 block text-xs font-semibold text-leaf-800">{t("wellness.viewDetails")}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </TabPanel>
        ))}
      </section>

      {disease && <ConditionModal condition={disease} disclaimer={disclaimer} onClose={closeAll} />}
      {howTo && (
        <Modal title={howTo.title} onClose={closeAll}>
          <img src={howTo.image} alt={howTo.title} width={800} height={450} className="aspect-video w-full rounded-xl object-cover" />
          <p className="mt-4 text-stone-800">{howTo.intro}</p>
          <h3 className="mt-4 font-bold text-leaf-800">{howTo.heading}</h3>
          <ol className="mt-2 list-decimal space-y-1 pl-6 text-stone-800">
            {howTo.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="mt-6 text-xs text-stone-700">{disclaimer}</p>
        </Modal>
      )}
    </div>
  );
}
