import { inflateSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import { claimForms, documents, getDocument } from "#app/content/documents/index.ts";
import { footerDocuments } from "#app/navigation/main-nav.ts";
import { renderDocumentPdf } from "./pdf.server.ts";

/** The text pdfkit set: each content stream inflated, and the hex strings of each TJ array joined. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const lines: string[] = [];
  for (const match of raw.matchAll(/\/FlateDecode\s*>>\s*stream\n([\s\S]*?)\nendstream/g)) {
    const content = inflateSync(Buffer.from(match[1] ?? "", "latin1")).toString("latin1");
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(array[1] ?? "").matchAll(/<([0-9a-f]*)>/gi)].map((h) => h[1]).join("");
      lines.push(Buffer.from(hex, "hex").toString("latin1"));
    }
  }
  return lines.join("\n");
}

function pageCount(pdf: Buffer): number {
  return (pdf.toString("latin1").match(/\/Type \/Page\b/g) ?? []).length;
}

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
      expect(pageCount(pdf), doc.slug).toBeGreaterThan(1);
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

describe("claim forms", () => {
  it("are the six forms, in order, each with blanks to fill in", () => {
    expect(claimForms.map((f) => f.slug)).toEqual([
      "motor-claim-form",
      "property-claim-form",
      "all-risks-claim-form",
      "liability-claim-form",
      "crop-and-livestock-claim-form",
      "goods-in-transit-claim-form",
    ]);
    for (const form of claimForms) {
      expect(getDocument(form.slug), form.slug).toBe(form);
      expect(
        form.sections.some((s) => s.fields?.length),
        form.slug,
      ).toBe(true);
    }
  });

  it("render as multi-page PDFs with their titles and every field label as text", async () => {
    for (const form of claimForms) {
      const pdf = await renderDocumentPdf(form);
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(pageCount(pdf), form.slug).toBeGreaterThan(1);
      const text = pdfText(pdf);
      expect(text, form.slug).toContain(form.title);
      expect(text, form.slug).toContain("Policy number");
      // Each label is set on one line, so it appears whole in the page text.
      for (const field of form.sections.flatMap((s) => s.fields ?? [])) expect(text, form.slug).toContain(field);
    }
    expect(pdfText(await renderDocumentPdf(claimForms[0]!))).toContain("SAPS case number");
  });

  it("render the same bytes for the same form", async () => {
    const form = claimForms[0]!;
    const [a, b] = await Promise.all([renderDocumentPdf(form), renderDocumentPdf(form)]);
    expect(a.equals(b)).toBe(true);
  });
});
