/**
 * A catalogue message with parts that are elements (a link, bold text, a screen-reader-only note): the message
 * marks them with tags, "I have read the <link>privacy notice</link>", so each language puts them where its word
 * order wants. `components` gives each tag its element; `values` fills the {placeholders}. Typed by `MessageId`.
 */
import { Trans } from "@lingui/react";
import type { ReactElement } from "react";
import type { MessageId } from "../../worker/shared/i18n/catalogs";

type Value = string | number | ReactElement;

export function T({ id, values, components }: { id: MessageId; values?: Record<string, Value>; components?: Record<string, ReactElement> }) {
  // Values go in as elements, never as text: a name or an address someone typed with "<b>" in it stays text.
  const asElements = values && Object.fromEntries(Object.entries(values).map(([name, value]) => [name, <>{value}</>]));
  return <Trans id={id} values={asElements} components={components} />;
}

/** The element of a visually hidden part: words a screen reader adds to a short visible label. */
export const srOnly = <span className="sr-only" />;
