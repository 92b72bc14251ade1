/**
 * Settings → Policies: each policy's Markdown in a textarea, a preview rendered by the server exactly as the page
 * will show it, and "Save as new version". A text with regulated words ("organic", "natural", ...) is saved only
 * after the admin confirms the warnings the first press answers with; a health claim is refused with the phrase.
 * Each policy's Telugu text is edited beside the English (issue 30) and saved with it in the same version; the
 * Telugu page shows the English while it is empty. `?policy=<slug>` opens that policy's tab.
 */
import { useState } from "react";
import { useFetcher, useSearchParams } from "react-router";
import { ErrorAlert } from "~/components/ui/form-field";
import { PolicyText } from "~/components/policies/policy-text";
import { TabList, TabPanel } from "~/components/ui/tabs";
import { useFetcherAnswer } from "~/components/ui/use-fetcher-answer";
import { notify } from "~/lib/notify";
import { formatPolicyDate, isPolicySlug, POLICY_PAGES, POLICY_PLACEHOLDERS, policyPath, type PolicySlug, type PolicyTe } from "../../../worker/domains/policies/shared/policies";
import { pathInLang } from "../../../worker/shared/i18n/languages";

/** A policy as the editor gets it from the loader (worker/domains/policies/policies.ts PolicyEditorView). */
type EditablePolicy = { slug: PolicySlug; title: string; version: number; body: string; te: PolicyTe; updatedAt: string };

/** What the admin is typing: the English Markdown and its Telugu ("" = none yet). */
type Draft = { body: string; te: string };

/** What the Settings action answers to the policy intents. */
type PolicyAnswer = { ok: true; preview: string; previewTe: string | null } | { ok: true; confirm: string[] } | { ok: true; message: string } | { error: string };

const buttonClass = "rounded-lg px-4 py-2 font-semibold disabled:opacity-60";

export function PolicySettings({ policies }: { policies: EditablePolicy[] }) {
  const asked = useSearchParams()[0].get("policy") ?? "";
  const [selected, setSelected] = useState<PolicySlug>(isPolicySlug(asked) ? asked : (policies[0]?.slug ?? "returns"));
  // Drafts live here, not in the editor, so switching tabs keeps what was typed in each.
  const [drafts, setDrafts] = useState<Partial<Record<PolicySlug, Draft>>>({});
  return (
    <section aria-labelledby="policies-heading" className="mt-8 rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <h3 id="policies-heading" className="text-lg font-semibold text-stone-900">
        Policies
      </h3>
      <p className="mt-1 text-sm text-stone-700">
        Written in Markdown: <code>## Heading</code>, <code>- list item</code>, <code>**bold**</code>, <code>[link text](https://…)</code>. Every save is a new
        version; the page shows its date and number. A text with a health claim is refused, naming the phrase.
      </p>
      <PlaceholderHelp />
      <div className="mt-4">
        <TabList
          label="Policy to edit"
          idPrefix="policy"
          look="pills"
          tabs={policies.map((policy) => ({ id: policy.slug, label: POLICY_PAGES[policy.slug].linkLabel }))}
          selected={selected}
          onSelect={setSelected}
        />
        {policies.map((policy) => (
          <TabPanel key={policy.slug} idPrefix="policy" id={policy.slug} selected={selected === policy.slug}>
            <PolicyEditor
              policy={policy}
              draft={drafts[policy.slug] ?? { body: policy.body, te: policy.te.body ?? "" }}
              onDraft={(draft) => setDrafts((current) => ({ ...current, [policy.slug]: draft }))}
            />
          </TabPanel>
        ))}
      </div>
    </section>
  );
}

function PlaceholderHelp() {
  return (
    <details className="mt-3 text-sm text-stone-800">
      <summary className="cursor-pointer font-semibold">Placeholders filled from Settings</summary>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {Object.entries(POLICY_PLACEHOLDERS).map(([name, meaning]) => (
          <div key={name} className="contents">
            <dt>
              <code>{`{{${name}}}`}</code>
            </dt>
            <dd className="text-stone-700">{meaning}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

function PolicyEditor({ policy, draft, onDraft }: { policy: EditablePolicy; draft: Draft; onDraft: (draft: Draft) => void }) {
  const fetcher = useFetcher<PolicyAnswer>();
  const [preview, setPreview] = useState<{ en: string; te: string | null } | null>(null);
  const [warnings, setWarnings] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useFetcherAnswer(fetcher, (answer) => {
    if ("error" in answer) setError(answer.error);
    else if ("preview" in answer) setPreview({ en: answer.preview, te: answer.previewTe });
    else if ("confirm" in answer) setWarnings(answer.confirm);
    // A save's one success message is the admin area's toast (see use-admin-fetcher.ts).
    else notify.success(answer.message);
  });
  const busy = fetcher.state !== "idle";
  const textId = `policy-text-${policy.slug}`;
  const teTextId = `policy-te-text-${policy.slug}`;

  function submit(intent: "policy-preview" | "policy-save", confirmWarnings = false) {
    setError(null);
    setWarnings(null);
    void fetcher.submit({ intent, slug: policy.slug, body: draft.body, te: { body: draft.te }, confirmWarnings }, { method: "post", encType: "application/json" });
  }

  const edit = (change: Partial<Draft>) => {
    onDraft({ ...draft, ...change });
    setWarnings(null);
  };

  return (
    <form
      aria-label={POLICY_PAGES[policy.slug].title}
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit("policy-save");
      }}
    >
      <p className="text-sm text-stone-700">
        Version {policy.version}, last updated {formatPolicyDate(policy.updatedAt)}.{" "}
        <a href={policyPath(policy.slug)} target="_blank" rel="noopener" className="font-semibold text-leaf-800 underline underline-offset-4">
          View the page<span className="sr-only"> (opens in a new tab)</span>
        </a>{" "}
        ·{" "}
        <a href={pathInLang(policyPath(policy.slug), "te")} target="_blank" rel="noopener" className="font-semibold text-leaf-800 underline underline-offset-4">
          View the Telugu page<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <div>
          <label htmlFor={textId} className="block text-sm font-semibold text-stone-800">
            {POLICY_PAGES[policy.slug].title} (Markdown)
          </label>
          <textarea
            id={textId}
            value={draft.body}
            rows={16}
            required
            spellCheck
            onChange={(event) => edit({ body: event.target.value })}
            className="mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 font-mono text-sm"
          />
        </div>
        <div>
          <label htmlFor={teTextId} className="block text-sm font-semibold text-stone-800">
            Telugu {POLICY_PAGES[policy.slug].title.toLowerCase()} (Markdown)
          </label>
          <textarea
            id={teTextId}
            lang="te"
            value={draft.te}
            rows={16}
            spellCheck
            aria-describedby={`${teTextId}-hint`}
            onChange={(event) => edit({ te: event.target.value })}
            className="mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 font-mono text-sm"
          />
          <p id={`${teTextId}-hint`} className="mt-1 text-xs text-stone-600">
            The same placeholders as the English. Left empty, the Telugu page shows the English text.
          </p>
        </div>
      </div>
      {warnings && <WarningsToConfirm warnings={warnings} busy={busy} onConfirm={() => submit("policy-save", true)} onCancel={() => setWarnings(null)} />}
      <ErrorAlert message={error} />
      <div className="flex flex-wrap gap-3">
        <button type="button" disabled={busy} onClick={() => submit("policy-preview")} className={`${buttonClass} bg-white text-leaf-900 ring-1 ring-leaf-700`}>
          Preview
        </button>
        <button type="submit" disabled={busy} className={`${buttonClass} bg-leaf-700 text-white`}>
          Save as new version
        </button>
      </div>
      {preview !== null && (
        <div className="grid gap-4 lg:grid-cols-2">
          <section aria-label={`Preview of the ${POLICY_PAGES[policy.slug].title}`} className="rounded-lg border border-dashed border-stone-300 p-4">
            <p className="text-xs font-semibold uppercase tracking-wide text-stone-600">Preview</p>
            <PolicyText html={preview.en} className="mt-2" />
          </section>
          {preview.te !== null && (
            <section aria-label={`Preview of the Telugu ${POLICY_PAGES[policy.slug].title.toLowerCase()}`} className="rounded-lg border border-dashed border-stone-300 p-4">
              <p className="text-xs font-semibold uppercase tracking-wide text-stone-600">Telugu preview</p>
              <PolicyText html={preview.te} lang="te" className="mt-2" />
            </section>
          )}
        </div>
      )}
    </form>
  );
}

function WarningsToConfirm({ warnings, busy, onConfirm, onCancel }: { warnings: string[]; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <div role="alert" className="space-y-2 rounded-lg border border-turmeric-400 bg-turmeric-100 px-4 py-3 text-sm text-stone-900">
      <p className="font-semibold">Not saved yet: please confirm these words are true of the shop.</p>
      <ul className="list-disc space-y-1 pl-5">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <button type="button" disabled={busy} onClick={onConfirm} className={`${buttonClass} bg-leaf-700 text-white`}>
          Confirm and save
        </button>
        <button type="button" onClick={onCancel} className={`${buttonClass} bg-white text-stone-800 ring-1 ring-stone-300`}>
          Keep editing
        </button>
      </div>
    </div>
  );
}
