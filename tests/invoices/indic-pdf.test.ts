/**
 * Invoice PDFs with names, addresses and products typed in Telugu, Devanagari, Tamil and Kannada, inside workerd:
 * - the text reads back exactly as typed through a PDF text extractor (unpdf, i.e. pdf.js, which maps each glyph
 *   through the font's ToUnicode CMap in the order drawn, ignoring /ActualText), mixed Latin lines included;
 * - the glyphs on the page are HarfBuzz's shaped glyphs (conjuncts, ligatures), read from the PDF's own content
 *   stream and CIDToGIDMap, not the letters' one-by-one cmap glyphs;
 * - a Latin-only invoice is drawn as before, with no shaping fonts;
 * - a Telugu order's document prints its labels in English and Telugu (worker/domains/invoices/pdf-words.ts).
 * How it looks was checked by eye (pdftoppm); no raster tool runs here. Shaping loads a 444 KB WebAssembly module
 * and inflates fonts on a busy 2-core machine: the suite gets generous time limits.
 */
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { renderInvoicePdf } from "../../worker/domains/invoices/pdf";
import { loadHarfBuzz, loadScriptFont, scriptFontBlock } from "../../worker/domains/invoices/shaping/fonts";
import { SHAPED_SCRIPTS, type ScriptKey } from "../../worker/domains/invoices/shaping/scripts";
import type { InvoiceDocument, InvoiceLine, InvoiceParty } from "../../worker/domains/invoices/shared/document";
import { fontNames, glyphsDrawn } from "./pdf-glyphs";

const WORK_HEAVY = { timeout: 180_000 };

const SHOP: InvoiceParty & { fssaiNumber: string } = {
  name: "Ghani Naturals Private Limited",
  address: ["12-3-45, Gandhi Road", "Guntur 522002"],
  state: "Andhra Pradesh",
  stateCode: "37",
  gstin: "37AABCG1234F1Z5",
  fssaiNumber: "10019043000123",
};

function line(description: string, totalPaise: number, quantity = 1): InvoiceLine {
  return {
    description,
    hsn: "1508",
    quantity,
    unit: "NOS",
    unitPricePaise: totalPaise / quantity,
    discountPaise: 0,
    taxableValuePaise: totalPaise,
    ratePercent: 0,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 0,
    totalPaise,
  };
}

/** A bill of supply (no tax: the figures are beside the point here) to a buyer with this name, address and lines. */
function billTo(name: string, address: string[], lines: InvoiceLine[]): InvoiceDocument {
  const total = lines.reduce((sum, { totalPaise }) => sum + totalPaise, 0);
  return {
    kind: "invoice",
    documentClass: "bill-of-supply",
    number: "GB/26-27/00031",
    date: "2026-07-01",
    orderId: "ord_indic1",
    refersTo: null,
    reason: null,
    supplier: { ...SHOP, gstin: null },
    recipient: { name, address, state: "Andhra Pradesh", stateCode: "37", gstin: null },
    placeOfSupply: { state: "Andhra Pradesh", stateCode: "37" },
    intraState: true,
    lines,
    totals: { taxableValuePaise: total, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: total },
    totalInWords: "Rupees Nine Hundred Only",
  };
}

/** Each line of page text as pdf.js extracts it. */
async function linesOf(pdf: Uint8Array): Promise<string[]> {
  // pdf.js takes ownership of the buffer it is given: hand it a copy.
  const { text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true });
  return text.split("\n");
}

describe("invoice PDFs in Indian scripts", () => {
  it("a Telugu customer name, address and product name read back as typed", WORK_HEAVY, async () => {
    const document = billTo(
      "శ్రీనివాస్ రెడ్డి",
      ["ఇంటి నం. 4-56, గాంధీ నగర్", "విజయవాడ 520010"],
      [line("పల్లి నూనె (Groundnut oil) 1 L", 45_000, 2), line("కొర్రలు 1 kg", 45_000)],
    );
    const pdf = await renderInvoicePdf(document);
    const lines = await linesOf(pdf);
    // The name (bold), each address line and the mixed Telugu and English description, each a line of its own.
    expect(lines).toContain("శ్రీనివాస్ రెడ్డి");
    expect(lines).toContain("ఇంటి నం. 4-56, గాంధీ నగర్");
    expect(lines).toContain("విజయవాడ 520010");
    // The row reads number, description, HSN, quantity, unit price, discount, amount.
    expect(lines).toContain("1 పల్లి నూనె (Groundnut oil) 1 L 1508 2 NOS 225.00 0.00 450.00");
    expect(lines).toContain("2 కొర్రలు 1 kg 1508 1 NOS 450.00 0.00 450.00");
    // No character was replaced on the way.
    expect(lines.join("\n")).not.toContain("?");
    expect(fontNames(pdf)).toContain("NotoSansTelugu-Regular");
  });

  it("Devanagari reads back too: a vowel sign drawn before its consonant, a reph drawn after it", WORK_HEAVY, async () => {
    const document = billTo("राम प्रसाद शर्मा", ["कि र्क श्री क्ष", "हृदय ज्ञान"], [line("मूंगफली तेल 1 L", 90_000)]);
    const lines = await linesOf(await renderInvoicePdf(document));
    expect(lines).toContain("राम प्रसाद शर्मा");
    expect(lines).toContain("कि र्क श्री क्ष");
    expect(lines).toContain("हृदय ज्ञान");
    expect(lines).toContain("1 मूंगफली तेल 1 L 1508 1 NOS 900.00 0.00 900.00");
  });

  it("Tamil and Kannada read back too, a vowel split around its consonant included", WORK_HEAVY, async () => {
    const document = billTo("கொ கோ கௌ ஸ்ரீ", ["நல்லெண்ணெய் திருப்பதி"], [line("ಕಡಲೆಕಾಯಿ ಎಣ್ಣೆ ಶ್ರೀ ಕ್ಷ ಕೊ", 90_000)]);
    const lines = await linesOf(await renderInvoicePdf(document));
    expect(lines).toContain("கொ கோ கௌ ஸ்ரீ");
    expect(lines).toContain("நல்லெண்ணெய் திருப்பதி");
    expect(lines).toContain("1 ಕಡಲೆಕಾಯಿ ಎಣ್ಣೆ ಶ್ರೀ ಕ್ಷ ಕೊ 1508 1 NOS 900.00 0.00 900.00");
  });

  it("the glyphs on the page are HarfBuzz's conjuncts, not one glyph per letter", WORK_HEAVY, async () => {
    const harfbuzz = await loadHarfBuzz();
    const telugu = await loadScriptFont("telugu");
    const nominal = (text: string) => [...text].map((char) => harfbuzz.nominalGlyph(telugu.harfbuzz, char.codePointAt(0)!));
    const space = harfbuzz.nominalGlyph(telugu.harfbuzz, 0x20);

    for (const [word, letters] of [
      ["క్ష", ["క", "ష"]], // ka + virama + ssa: one conjunct glyph
      ["స్త్రీ", ["స", "త", "ర"]], // sa + virama + ta + virama + ra + ii: a ligature and a stacked ra
    ] as const) {
      const pdf = await renderInvoicePdf(billTo(word, ["Vijayawada 520010"], [line("Groundnut oil 1 L", 90_000)]));
      // The space glyph is the invisible carrier of a cluster's combining marks (see line-drawing.ts).
      const drawn = glyphsDrawn(pdf, "NotoSansTelugu-Regular").filter((glyph) => glyph !== space);
      const shaped = harfbuzz.shape(telugu.harfbuzz, word, "Telu", "te").map((glyph) => glyph.glyphId);
      expect(drawn, word).toEqual(shaped);
      expect(drawn.length, word).toBeLessThan([...word].length);
      for (const letterGlyph of nominal(letters.join(""))) expect(drawn, word).not.toContain(letterGlyph);
      expect(drawn, word).not.toEqual(nominal(word));
      expect(await linesOf(pdf)).toContain(word);
    }
  });

  it("wraps a long Telugu description inside its column, between words", WORK_HEAVY, async () => {
    const description = "గానుగ పల్లి నూనె, ఎద్దులతో తిప్పిన గానుగలో నెమ్మదిగా ఆడించి, గుడ్డతో వడపోసి వారం రోజులు ఎండలో తేర్చినది, 1 లీటరు గాజు సీసా";
    const lines = await linesOf(await renderInvoicePdf(billTo("Lakshmi", ["Vijayawada 520010"], [line(description, 90_000)])));
    const first = lines.findIndex((text) => text.startsWith("1 గానుగ"));
    const row = lines.slice(first, lines.findIndex((text) => text.startsWith("Total")));
    // Several lines, every word kept whole, the figures on the row.
    expect(row.length).toBeGreaterThan(2);
    expect(row.join(" ")).toContain(description);
    expect(row.join(" ")).toContain("1508 1 NOS 900.00 0.00 900.00");
  });

  it("a Latin-only invoice embeds only Noto Sans, as before shaping existed", WORK_HEAVY, async () => {
    const pdf = await renderInvoicePdf(billTo("Lakshmi Prasanna", ["Flat 4B, Sai Residency", "Vijayawada 520010"], [line("Groundnut oil 1 L", 90_000)]));
    expect(fontNames(pdf)).toEqual(["NotoSans", "NotoSans"]);
    expect(new TextDecoder("latin1").decode(pdf)).not.toContain("/ActualText");
    expect(await linesOf(pdf)).toContain("1 Groundnut oil 1 L 1508 1 NOS 900.00 0.00 900.00");
  });

  it("a Telugu order's bill prints every label in English and Telugu, and its charge lines too", WORK_HEAVY, async () => {
    const document = billTo("Lakshmi", ["Vijayawada 520010"], [line("Groundnut oil 1 L", 80_000), line("Delivery charge", 10_000)]);
    const lines = await linesOf(await renderInvoicePdf(document, "te"));
    const text = lines.join("\n");
    // A zero-width non-joiner (కంప్యూటర్‌లో) shapes the letters before it and draws no glyph, so none reads back.
    expect(text).toContain("Bill of supply");
    expect(text).toContain("బిల్ ఆఫ్ సప్లై");
    expect(lines).toContain("Bill no. / బిల్ నం. GB/26-27/00031");
    expect(lines).toContain("Date: / తేదీ: 01-07-2026");
    expect(text).toContain("Bill to / ఎవరి పేరు మీద".toUpperCase());
    expect(text).toContain("Place of supply: / సరఫరా చేసే చోటు: Andhra Pradesh (37)");
    expect(text).toContain("Delivery charge / డెలివరీ ఛార్జీ");
    expect(text).toContain("Total in words: / అక్షరాల్లో మొత్తం: Rupees Nine Hundred Only");
    expect(text).toContain("ఇది కంప్యూటర్‌లో తయారైన ఇన్వాయిస్.".replaceAll("\u200c", ""));
    expect(text).toContain("పేజీ 1/1");
    expect(text).not.toContain("?");
    // The same document for an English order: English labels only, as before.
    const english = (await linesOf(await renderInvoicePdf(document))).join("\n");
    expect(english).toContain("Bill no. GB/26-27/00031");
    expect(english).toContain("page 1 of 1");
    expect(english).not.toMatch(/[\u0c00-\u0c7f]/u);
  });

  it("each generated font covers its script's block as the shaper defines it", WORK_HEAVY, async () => {
    const harfbuzz = await loadHarfBuzz();
    // Letters added in Unicode 16.0 (2024), after these fonts were drawn: they print as the font's empty box.
    const newerThanTheFonts = [0x0c5c, 0x0cdc];
    for (const script of SHAPED_SCRIPTS) {
      expect(await scriptFontBlock(script.key as ScriptKey)).toEqual({ family: script.family, first: script.first, last: script.last });
      const font = await loadScriptFont(script.key);
      for (let code = script.first; code <= script.last; code++) {
        if (!/\p{Assigned}/u.test(String.fromCodePoint(code)) || newerThanTheFonts.includes(code)) continue;
        expect(harfbuzz.nominalGlyph(font.harfbuzz, code), `U+${code.toString(16)} in ${script.family}`).not.toBe(0);
      }
    }
  });
});
