import anyAscii from "any-ascii";

/**
 * Text from forms, made fit to be drawn in a formal PDF (issue 35, item 4). What people type arrives with Windows
 * line ends (a carriage return drawn as a glyph printed a stray "Ð" at every line break), tabs, zero-width and
 * control characters, and letters composed of a base and a combining accent. The PDFs embed DejaVu Sans
 * (app/documents/fonts/README.md), which covers what South Africans write (ê, ë, ô, š, ḓ, ṱ, curly quotes);
 * anything beyond it is written in its nearest Latin letters by any-ascii rather than dropped, "?" only where there
 * is no Latin reading at all. Pure.
 */

/** The code points the embedded font was cut to (app/documents/fonts/README.md): keep the two lists together. */
export const FONT_RANGES: readonly [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0x24f],
  [0x259, 0x259],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2dd],
  [0x300, 0x36f],
  [0x370, 0x3ff],
  [0x1e00, 0x1eff],
  [0x2000, 0x206f],
  [0x20a0, 0x20c0],
  [0x2100, 0x2122],
  [0x2190, 0x2199],
  [0x2200, 0x22ff],
  [0x25cf, 0x25cf],
  [0xfb01, 0xfb02],
];

function inFont(code: number): boolean {
  return FONT_RANGES.some(([from, to]) => code >= from && code <= to);
}

/** Spaces of other widths, the zero-width ones and the invisible formatting marks (general punctuation). */
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff\u00ad]/g;

/**
 * Line ends to "\n" (CRLF, CR, the Unicode line and paragraph separators, form feeds), tabs and other spaces to a
 * plain space (a non-breaking one stays: amounts keep "R1 000" together), control and invisible characters removed,
 * accents composed (NFC: "e" and a combining circumflex is "ê"), then anything the font lacks transliterated.
 */
export function normaliseText(text: string): string {
  const plain = text
    .normalize("NFC")
    // oxlint-disable-next-line no-control-regex -- vertical tab and form feed are line ends here
    .replace(/\r\n?|[\u2028\u2029\u000b\u000c\u0085]/g, "\n")
    .replace(/[\t\u2000-\u200a\u202f\u205f\u3000]/g, " ")
    .replace(INVISIBLE, "")
    // oxlint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u0009\u000e-\u001f\u007f-\u009f]/g, "");
  return [...plain]
    .map((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      if (ch === "\n" || inFont(code)) return ch;
      // any-ascii names a symbol the way chat apps do (":telephone:"); a formal document says it in brackets.
      const latin = anyAscii(ch);
      return /^:[\w-]+:$/.test(latin) ? `(${latin.slice(1, -1).replaceAll(/[_-]/g, " ")})` : latin || "?";
    })
    .join("");
}
