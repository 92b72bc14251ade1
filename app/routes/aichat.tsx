/**
 * /aichat: the wellness assistant. The page's own words (heading, form, errors, disclaimer) are the "wellness"
 * messages in the page's language; the assistant's answer is shown as it comes. A Telugu page asks the API with
 * `lang=te`, so what the server itself words (a refusal, a limit) can answer in Telugu too.
 */
import { useState } from "react";
import { FormattedAnswer } from "~/components/wellness/formatted-answer";
import { useT } from "~/lib/i18n";
import { langFrom, originFrom } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo";
import { pageMessages, t } from "../../worker/shared/i18n/messages.server";
import { serviceContextFrom } from "../../worker/http/session.server";
import type { Route } from "./+types/aichat";

export function loader({ context }: Route.LoaderArgs) {
  const { lang } = serviceContextFrom(context);
  return {
    meta: { title: t(lang, "wellness.chatMetaTitle"), description: t(lang, "wellness.chatMetaDescription") },
    messages: pageMessages(lang, "wellness"),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  return seoMeta({
    ...loaderData.meta,
    origin: originFrom(matches),
    lang: langFrom(matches),
    path: "/aichat",
  });
}

/** Kept for clients of the old API: the server ignores it and uses its own instruction. */
const SYSTEM_TEXT =
  "You are a friendly assistant for natural and organic products and holistic wellness. Avoid allopathic and pharmaceutical advice.";

type State = { status: "idle" } | { status: "generating" } | { status: "done"; answer: string } | { status: "error"; message: string };

export default function AiChat() {
  const { t, lang } = useT();
  const [question, setQuestion] = useState("");
  const [state, setState] = useState<State>({ status: "idle" });
  const generating = state.status === "generating";

  async function ask() {
    const prompt = question.trim();
    if (!prompt || generating) return;
    setState({ status: "generating" });
    try {
      const response = await fetch(lang === "en" ? "/api/chat" : `/api/chat?lang=${lang}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ system: SYSTEM_TEXT, prompt }),
      });
      const data = (await response.json().catch(() => ({}))) as { response?: string; error?: string };
      if (!response.ok) setState({ status: "error", message: data.error || t("wellness.chatUnavailable") });
      else setState({ status: "done", answer: data.response?.trim() || t("wellness.chatNoProtocol") });
    } catch {
      setState({ status: "error", message: t("wellness.chatFailed") });
    }
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-900">{t("wellness.chatHeading")}</h1>
      <p className="mt-2 text-stone-700">{t("wellness.chatIntro")}</p>
      <form
        className="mt-6 space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          void ask();
        }}
      >
        <label htmlFor="wellness-question" className="sr-only">
          {t("wellness.chatQuestionLabel")}
        </label>
        <textarea
          id="wellness-question"
          rows={4}
          maxLength={1000}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          placeholder={t("wellness.chatPlaceholder")}
          className="w-full rounded-xl border border-stone-300 bg-white px-4 py-3"
        />
        <button
          type="submit"
          disabled={generating || !question.trim()}
          className="rounded-lg bg-leaf-700 px-6 py-3 font-semibold text-white hover:bg-leaf-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {generating ? t("wellness.chatGenerating") : t("wellness.chatAsk")}
        </button>
      </form>

      <div aria-live="polite" className="mt-8">
        {state.status === "error" && (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {state.message}
          </p>
        )}
        {state.status === "done" && (
          <section aria-labelledby="answer-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
            <h2 id="answer-heading" className="text-xl font-bold text-stone-900">
              {t("wellness.chatAnswerHeading")}
            </h2>
            <div className="mt-3">
              <FormattedAnswer answer={state.answer} />
            </div>
          </section>
        )}
      </div>

      <aside className="mt-8 rounded-xl bg-turmeric-100 p-5 text-sm text-soil-700" aria-labelledby="disclaimer-heading">
        <h2 id="disclaimer-heading" className="font-bold">
          {t("wellness.chatDisclaimerHeading")}
        </h2>
        <p className="mt-1">{t("wellness.chatDisclaimer")}</p>
      </aside>
    </div>
  );
}
