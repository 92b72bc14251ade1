/**
 * A translated sentence with one element inside it (a link, say): each language puts the element where its word
 * order wants it. `t("shop.logInToUseCart", { link: SLOT })` marks the place; <Sentence> puts the element there.
 */
import type { ReactNode } from "react";

/** The mark of the element's place (an invisible separator no message text contains). */
export const SLOT = "\u2063";

export function Sentence({ text, children }: { text: string; children: ReactNode }) {
  const [before, after = ""] = text.split(SLOT);
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}
