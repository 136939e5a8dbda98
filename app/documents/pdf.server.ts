import PDFDocument from "pdfkit";

import { INK } from "#app/config/ink.ts";
import { site } from "#app/config/site.ts";
import type { SiteDocument } from "#app/content/types.ts";

const { accent: ACCENT, text: TEXT, muted: MUTED } = INK;
const RULE = "#8a948f";

/** Claim form blanks: small label, ruled writing lines, two columns for short labels. */
const BLANKS = {
  labelSize: 8,
  lineSpacing: 20,
  rowGap: 8,
  columnGap: 24,
  /** Labels up to this length share a row with a neighbour. */
  shortLabel: 44,
  /** Blanks that ask for an account or a description get several lines, across the page. */
  longAnswer: /^(describe|description|details|explain)\b/i,
  longAnswerLines: 4,
  /** Blocks of blanks up to this height (points) are not split across pages. */
  keepTogether: 150,
};

interface FieldRow {
  labels: string[];
  lines: number;
}

/** Groups a section's blanks into rows: short labels in pairs, long and descriptive ones alone. */
function fieldRows(fields: string[]): FieldRow[] {
  const rows: FieldRow[] = [];
  let pending: string | undefined;
  const flush = () => {
    if (pending !== undefined) rows.push({ labels: [pending], lines: 1 });
    pending = undefined;
  };
  for (const field of fields) {
    const long = BLANKS.longAnswer.test(field);
    if (!long && field.length <= BLANKS.shortLabel) {
      if (pending === undefined) {
        pending = field;
      } else {
        rows.push({ labels: [pending, field], lines: 1 });
        pending = undefined;
      }
      continue;
    }
    flush();
    rows.push({ labels: [field], lines: long ? BLANKS.longAnswerLines : 1 });
  }
  flush();
  return rows;
}

function renderFields(pdf: PDFKit.PDFDocument, fields: string[], width: number): void {
  const left = pdf.page.margins.left;
  const bottom = () => pdf.page.height - pdf.page.margins.bottom;
  pdf.font("Helvetica").fontSize(BLANKS.labelSize);
  const rows = fieldRows(fields).map((row) => {
    const columnWidth = row.labels.length === 2 ? (width - BLANKS.columnGap) / 2 : width;
    const labelHeight = Math.max(...row.labels.map((label) => pdf.heightOfString(label, { width: columnWidth })));
    return { ...row, columnWidth, labelHeight, height: labelHeight + row.lines * BLANKS.lineSpacing + BLANKS.rowGap };
  });
  // A short block of blanks, such as the signature lines, is kept on one page.
  const total = rows.reduce((sum, row) => sum + row.height, 0);
  if (total <= BLANKS.keepTogether && pdf.y + total > bottom()) pdf.addPage();
  for (const { labels, lines, columnWidth, labelHeight, height } of rows) {
    // A row is never split: its label stays with its lines.
    if (pdf.y + height > bottom()) pdf.addPage();
    const top = pdf.y;
    labels.forEach((label, i) => {
      const x = left + i * (columnWidth + BLANKS.columnGap);
      pdf.font("Helvetica").fontSize(BLANKS.labelSize).fillColor(MUTED).text(label, x, top, { width: columnWidth });
      for (let line = 1; line <= lines; line++) {
        const y = top + labelHeight + line * BLANKS.lineSpacing;
        pdf
          .moveTo(x, y)
          .lineTo(x + columnWidth, y)
          .lineWidth(0.5)
          .strokeColor(RULE)
          .stroke();
      }
    });
    pdf.x = left;
    pdf.y = top + height;
  }
}

function formatDate(iso: string): string {
  return new Intl.DateTimeFormat("en-ZA", { day: "numeric", month: "long", year: "numeric" }).format(new Date(iso));
}

/**
 * Sets a document as an A4 PDF: title block, sections with headings,
 * paragraphs, bullets and (on claim forms) labelled blanks to fill in by
 * hand, and a footer on every page with the page number and the provider's
 * FSP statement. The creation date is the effective date, so
 * the same text always gives the same file.
 */
export function renderDocumentPdf(
  doc: SiteDocument,
  /** What the footer names the document by, when not "<title>, version <version>" (a quotation: its reference). */
  options: { footerName?: string; subtitle?: string } = {},
): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: "A4",
    margins: { top: 64, bottom: 72, left: 64, right: 64 },
    bufferPages: true,
    info: {
      Title: doc.title,
      Author: site.legalName,
      Subject: doc.summary,
      CreationDate: new Date(doc.effectiveDate),
    },
    lang: "en-ZA",
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });

  const width = pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;

  pdf.font("Helvetica-Bold").fontSize(10).fillColor(ACCENT).text(site.name.toUpperCase(), { characterSpacing: 1.5 });
  pdf.moveDown(0.6);
  pdf.font("Helvetica-Bold").fontSize(22).fillColor(TEXT).text(doc.title);
  pdf.moveDown(0.4);
  pdf
    .font("Helvetica")
    .fontSize(10)
    .fillColor(MUTED)
    .text(options.subtitle ?? `Version ${doc.version}  ·  Effective ${formatDate(doc.effectiveDate)}`);
  pdf.moveDown(0.8);
  pdf.font("Helvetica-Oblique").fontSize(11).fillColor(TEXT).text(doc.summary, { width });
  pdf.moveDown(0.8);
  pdf
    .moveTo(pdf.page.margins.left, pdf.y)
    .lineTo(pdf.page.margins.left + width, pdf.y)
    .lineWidth(1)
    .strokeColor(ACCENT)
    .stroke();
  pdf.moveDown(1);

  doc.sections.forEach((section, i) => {
    // Keep a heading with at least a few lines of its text.
    if (pdf.y > pdf.page.height - pdf.page.margins.bottom - 90) pdf.addPage();
    pdf
      .font("Helvetica-Bold")
      .fontSize(13)
      .fillColor(ACCENT)
      .text(`${i + 1}. ${section.heading}`, { width });
    pdf.moveDown(0.4);
    for (const paragraph of section.paragraphs) {
      pdf.font("Helvetica").fontSize(10.5).fillColor(TEXT).text(paragraph, { width, align: "left", lineGap: 2.5 });
      pdf.moveDown(0.6);
    }
    if (section.bullets?.length) {
      pdf
        .font("Helvetica")
        .fontSize(10.5)
        .fillColor(TEXT)
        .list(section.bullets, { width: width - 12, lineGap: 2.5, bulletRadius: 2, textIndent: 14, indent: 12 });
      pdf.moveDown(0.6);
    }
    if (section.fields?.length) {
      renderFields(pdf, section.fields, width);
      pdf.moveDown(0.4);
    }
    pdf.moveDown(0.4);
  });

  const range = pdf.bufferedPageRange();
  for (let p = range.start; p < range.start + range.count; p++) {
    pdf.switchToPage(p);
    const bottom = pdf.page.height - 44;
    // Writing inside the bottom margin must not start a new page.
    const margin = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf
      .font("Helvetica")
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        `${site.legalName} is an authorised financial services provider (FSP ${site.fspNumber}). ${options.footerName ?? `${doc.title}, version ${doc.version}`}. Page ${p + 1} of ${range.count}.`,
        pdf.page.margins.left,
        bottom,
        { width, align: "center", lineBreak: false },
      );
    pdf.page.margins.bottom = margin;
  }

  pdf.end();
  return done;
}
