import { useState } from "react";
import { FormattedAnswer } from "~/components/wellness/formatted-answer";
import { originFrom } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/aichat";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return seoMeta({
    title: "Wellness assistant: natural protocols | Ghani",
    description: "Ask about traditional millet, decoction and oil routines for your wellness goals. General information only, not medical advice.",
    origin: originFrom(matches),
    path: "/aichat",
  });
}

/** Kept for clients of the old API: the server ignores it and uses its own instruction. */
const SYSTEM_TEXT =
  "You are a friendly assistant for natural and organic products and holistic wellness. Avoid allopathic and pharmaceutical advice.";

type State = { status: "idle" } | { status: "generating" } | { status: "done"; answer: string } | { status: "error"; message: string };

export default function AiChat() {
  const [question, setQuestion] = useState("");
  const [state, setState] = useState<State>({ status: "idle" });
  const generating = state.status === "generating";

  async function ask() {
    const prompt = question.trim();
    if (!prompt || generating) return;
    setState({ status: "generating" });
    try {
      const response = await fetch("/api/chat", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ system: SYSTEM_TEXT, prompt }),
      });
      const data = (await response.json().catch(() => ({}))) as { response?: string; error?: string };
      if (!response.ok) setState({ status: "error", message: data.error || "Unable to generate protocol at this time." });
      else setState({ status: "done", answer: data.response?.trim() || "No protocol available for this query." });
    } catch {
      setState({ status: "error", message: "An error occurred while generating your protocol. Please try again." });
    }
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-900">Natural Wellness Assistant</h1>
      <p className="mt-2 text-stone-700">
        Tell us your wellness goal or a condition, and get a traditional protocol of millets, decoctions and oils from our protocol
        notes.
      </p>
      <form
        className="mt-6 space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          void ask();
        }}
      >
        <label htmlFor="wellness-question" className="sr-only">
          Your question
        </label>
        <textarea
          id="wellness-question"
          rows={4}
          maxLength={1000}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          placeholder="Describe your wellness goals or ask about specific natural protocols..."
          className="w-full rounded-xl border border-stone-300 bg-white px-4 py-3"
        />
        <button
          type="submit"
          disabled={generating || !question.trim()}
          className="rounded-lg bg-leaf-700 px-6 py-3 font-semibold text-white hover:bg-leaf-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {generating ? "Generating Protocol..." : "Get Protocol"}
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
              Recommended Protocol:
            </h2>
            <div className="mt-3">
              <FormattedAnswer answer={state.answer} />
            </div>
          </section>
        )}
      </div>

      <aside className="mt-8 rounded-xl bg-turmeric-100 p-5 text-sm text-soil-700" aria-labelledby="disclaimer-heading">
        <h2 id="disclaimer-heading" className="font-bold">
          Wellness Disclaimer
        </h2>
        <p className="mt-1">
          These protocols are for general wellness only and describe traditional dietary practice. They are not medical advice. Please
          consult a qualified healthcare practitioner before changing your diet, especially if you have a health condition, are pregnant
          or take medicines.
        </p>
      </aside>
    </div>
  );
}
