/**
 * The Telugu input an admin form shows beside an English one (issue 30 part 2): labelled "Telugu <field>", marked
 * lang="te" (so spell-checkers, screen readers and input methods treat it as Telugu), optional: left empty, the
 * Telugu page shows the English text instead. The forms send what is typed as the record's `te` object.
 */
const inputClass = "mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2";

export function TeluguField({
  id,
  field,
  value,
  onChange,
  rows,
  hint,
  className = "",
}: {
  id: string;
  /** The English field's name, lower case: the label reads "Telugu <field>". */
  field: string;
  value: string;
  onChange: (value: string) => void;
  /** A textarea of this many rows; an input when absent. */
  rows?: number;
  hint?: string;
  className?: string;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const props = { id, lang: "te", value, "aria-describedby": hintId, className: inputClass };
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        Telugu {field}
      </label>
      {rows ? <textarea rows={rows} {...props} onChange={(event) => onChange(event.target.value)} /> : <input {...props} onChange={(event) => onChange(event.target.value)} />}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/** Form state of a record's Telugu texts: every field as text, "" for none. */
export function teluguForm<F extends string>(fields: readonly F[], te: Partial<Record<F, string>> | undefined): Record<F, string> {
  return Object.fromEntries(fields.map((field) => [field, te?.[field] ?? ""])) as Record<F, string>;
}
