import { describe, expect, it } from "vitest";

import { documents, getDocument } from "../content/documents/index";
import { footerDocuments } from "../navigation/main-nav";
import { renderDocumentPdf } from "./pdf.server";

describe("footer documents", () => {
  it("each have text in the repository", () => {
    for (const link of footerDocuments) {
      const slug = /^\/documents\/([a-z0-9-]+)\.pdf$/.exec(link.route)?.[1];
      expect(slug && getDocument(slug), link.route).toBeTruthy();
    }
  });

  it("render as multi-page PDFs carrying their title", async () => {
    for (const doc of documents) {
      const pdf = await renderDocumentPdf(doc);
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(pdf.subarray(-6).toString("latin1")).toContain("%%EOF");
      const pages = pdf.toString("latin1").match(/\/Type \/Page\b/g) ?? [];
      expect(pages.length, doc.slug).toBeGreaterThan(1);
      // The title is in the document information dictionary.
      expect(pdf.toString("latin1")).toContain("/Title");
    }
  });

  it("render the same bytes for the same text", async () => {
    const doc = documents[0]!;
    const [a, b] = await Promise.all([renderDocumentPdf(doc), renderDocumentPdf(doc)]);
    expect(a.equals(b)).toBe(true);
  });

  it("use only characters Helvetica can set (Windows-1252)", () => {
    const cp1252Extras = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";
    for (const doc of documents) {
      for (const ch of JSON.stringify(doc)) {
        const code = ch.codePointAt(0)!;
        expect(code <= 0xff || cp1252Extras.includes(ch), `${doc.slug}: ${ch}`).toBe(true);
      }
    }
  });
});
