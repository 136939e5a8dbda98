import { describe, expect, it } from "vitest";

import { FONT_RANGES, normaliseText } from "./formal-text.ts";

describe("text from forms, made fit for a formal PDF", () => {
  it("makes every kind of line end one line break, and a tab a space", () => {
    expect(normaliseText("one\r\ntwo\rthree\nfour\u2028five\u2029six")).toBe("one\ntwo\nthree\nfour\nfive\nsix");
    expect(normaliseText("Excess:\tR5 000")).toBe("Excess: R5 000");
  });

  it("drops control and invisible characters, keeps a non-breaking space", () => {
    expect(normaliseText("a\u0000b\u0007c\u200bd\ufeffe\u00adf")).toBe("abcdef");
    expect(normaliseText("R5\u00a0000")).toBe("R5\u00a0000");
  });

  it("keeps what South Africans write, composing accents typed apart", () => {
    const typed = "ê ë ô š ḓ ṱ ṅ “quoted” ‘single’ – — … R€ →";
    expect(normaliseText(typed)).toBe(typed);
    expect(normaliseText("Tshivend\u032da")).toBe("Tshivenḓa");
    expect(normaliseText("e\u0302")).toBe("ê");
  });

  it("writes what the font lacks in its nearest Latin letters, never a glyph it cannot draw", () => {
    expect(normaliseText("東京")).toBe("DongJing");
    expect(normaliseText("☎ on site, 📞 after hours")).toBe("(telephone) on site, (telephone receiver) after hours");
    for (const ch of normaliseText("☂ 😀 東 ⌘")) {
      const code = ch.codePointAt(0)!;
      expect(ch === "\n" || FONT_RANGES.some(([from, to]) => code >= from && code <= to), ch).toBe(true);
    }
  });
});
