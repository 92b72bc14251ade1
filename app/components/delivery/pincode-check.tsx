import { useEffect, useId, useRef, useState } from "react";
import { useT } from "~/lib/i18n";

/** The last pincode checked, so the next product page or cart answers for it at once. */
const REMEMBERED_PINCODE_KEY = "ghani.pincode";

type Answer = { tone: "ok" | "no" | "error"; message: string };

function rememberedPincode(): string {
  try {
    return localStorage.getItem(REMEMBERED_PINCODE_KEY) ?? "";
  } catch {
    return "";
  }
}

function remember(pincode: string) {
  try {
    localStorage.setItem(REMEMBERED_PINCODE_KEY, pincode);
  } catch {
    // Private windows may refuse storage: the check still works, it is just not remembered.
  }
}

/**
 * "Delivers to 520001 in 3–5 days, ₹60": the server's quote (GET /api/delivery/quote) for the pack shown (`product`)
 * or, without one, for the signed-in customer's cart. It is a GET form (issue 31: works before and without
 * JavaScript): without scripts the browser asks the page itself for `?pincode=` (with `pack=` for the pack shown),
 * and the page's loader answers it in the HTML (`answered`); with scripts it asks the API and stays put. `basketKey` changes when what is priced changes (the cart's
 * lines), and a pincode already checked is then checked again. On a Telugu page the quote is asked for in Telugu
 * (`lang=te`); an English page asks exactly as before.
 */
export function PincodeCheck({
  product,
  basketKey = "",
  answered = null,
}: {
  product?: { productId: string; variantId: string };
  basketKey?: string;
  /** The page's own answer to `?pincode=` (its loader checked it: the form was sent without JavaScript). */
  answered?: (Answer & { pincode: string }) | null;
}) {
  const inputId = useId();
  const { t, lang } = useT();
  const [pincode, setPincode] = useState(answered?.pincode ?? "");
  const [answer, setAnswer] = useState<Answer | null>(answered ? { tone: answered.tone, message: answered.message } : null);
  const [busy, setBusy] = useState(false);
  const checked = useRef(answered && answered.tone !== "error" ? answered.pincode : "");
  const request = useRef(0);

  async function check(value: string) {
    const ticket = ++request.current;
    setBusy(true);
    const query = new URLSearchParams({ pincode: value, ...(product ?? {}), ...(lang === "en" ? {} : { lang }) });
    try {
      const response = await fetch(`/api/delivery/quote?${query}`, { headers: { Accept: "application/json" } });
      const body = (await response.json()) as { serviceable?: boolean; message?: string };
      if (ticket !== request.current) return;
      if (!response.ok) return setAnswer({ tone: "error", message: body.message ?? t("common.pincodeFailed") });
      checked.current = value;
      remember(value);
      setAnswer({ tone: body.serviceable ? "ok" : "no", message: body.message ?? "" });
    } catch {
      if (ticket === request.current) setAnswer({ tone: "error", message: t("common.pincodeRetry") });
    } finally {
      if (ticket === request.current) setBusy(false);
    }
  }

  const productKey = product ? `${product.productId}:${product.variantId}` : "";
  useEffect(() => {
    // A pincode the page answered is the one to remember (and check again when the pack or cart changes).
    if (checked.current) remember(checked.current);
    const value = checked.current || rememberedPincode();
    if (!/^[1-9][0-9]{5}$/.test(value)) return;
    setPincode((current) => current || value);
    void check(value);
    // Re-checks when the pack or the cart changes; `check` itself is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [productKey, basketKey]);

  const tone = answer?.tone === "ok" ? "text-leaf-800" : answer ? "text-red-800" : "";
  return (
    <form
      method="get"
      className="text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        void check(pincode.trim());
      }}
    >
      <label htmlFor={inputId} className="block font-semibold text-stone-800">
        {t("common.pincodeLabel")}
      </label>
      {/* Without scripts the page answers for the pack shown, not its default one. */}
      {product && <input type="hidden" name="pack" value={product.variantId} />}
      <div className="mt-1 flex gap-2">
        <input
          id={inputId}
          name="pincode"
          value={pincode}
          onChange={(event) => setPincode(event.target.value.replace(/\D/g, "").slice(0, 6))}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          required
          placeholder={t("common.pincodePlaceholder")}
          className="w-36 rounded-lg border border-stone-300 bg-white px-3 py-2"
        />
        <button type="submit" disabled={busy} className="rounded-lg border border-leaf-700 px-4 py-2 font-semibold text-leaf-800 hover:bg-leaf-50 disabled:opacity-60">
          {t("common.pincodeCheck")}
        </button>
      </div>
      <p role="status" className={`mt-1 min-h-5 ${tone}`}>
        {answer?.message}
      </p>
    </form>
  );
}
