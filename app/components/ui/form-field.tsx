import type { ComponentProps } from "react";

type FieldProps = ComponentProps<"input"> & { label: string; name: string };

/** A labelled input: the label is always visible and tied to the input for screen readers. */
export function FormField({ label, name, id, className, ...input }: FieldProps) {
  const inputId = id ?? `field-${name}`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        className="mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm focus:border-leaf-600 focus:ring-2 focus:ring-leaf-600 focus:outline-none disabled:bg-stone-100 disabled:text-stone-700"
        {...input}
      />
    </div>
  );
}

export function ErrorAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

export const primaryButton =
  "w-full rounded-lg bg-leaf-700 px-4 py-2.5 font-semibold text-white shadow hover:bg-leaf-800 disabled:cursor-not-allowed disabled:opacity-70";
