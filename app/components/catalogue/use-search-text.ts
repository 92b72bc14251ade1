/**
 * The shop's search text (issue 31: typing "palm jaggery" on a slow phone became "amjagery"). The box owns what is
 * typed: each keystroke filters the cards at once, and the address follows a moment after the typing pauses, one
 * replaced history entry for the lot. Before, the box showed the address's `q`, so a keystroke made while the
 * previous address change was still landing was overwritten by the older text.
 *
 * The address still wins when it changes by other means (back and forward, a link to /shop?q=…): the box takes
 * that text, unless it is only the echo of what the box itself sent. Several of those may be on their way at once
 * (on a busy phone a pause mid-word sends "pa" before the "" sent earlier has landed): every text sent and not yet
 * echoed is remembered, so the late echo of an older one never puts it back.
 */
import { useCallback, useEffect, useRef, useState } from "react";

/** How long typing must pause before the address follows. */
const ADDRESS_DELAY_MS = 350;

export function useSearchText(addressQuery: string, sendToAddress: (text: string) => void) {
  const [text, setText] = useState(addressQuery);
  /** Texts sent to the address, oldest first, until the address has shown each. */
  const sent = useRef<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest sender (it closes over the page's current address), for a timer set during an earlier render.
  const send = useRef(sendToAddress);
  useEffect(() => {
    send.current = sendToAddress;
  });

  /** The address's text now, for a timer set during an earlier render. */
  const address = useRef(addressQuery);
  useEffect(() => {
    address.current = addressQuery;
    const echoed = sent.current.indexOf(addressQuery);
    if (echoed >= 0) {
      sent.current.splice(0, echoed + 1);
      return;
    }
    sent.current = [];
    clearTimeout(timer.current);
    setText(addressQuery);
  }, [addressQuery]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const typeText = useCallback((value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      // Typed back to what the address says: nothing to send, and no echo would come.
      if (value === address.current && sent.current.length === 0) return;
      sent.current.push(value);
      send.current(value);
    }, ADDRESS_DELAY_MS);
  }, []);

  /** The text now, for another change of the address (a category picked mid-typing) to carry along. */
  const takeText = useCallback(() => {
    clearTimeout(timer.current);
    sent.current.push(text);
    return text;
  }, [text]);

  return { text, typeText, takeText };
}
