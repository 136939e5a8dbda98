import { create as parseFont } from "fontkit";
import PDFDocument from "pdfkit";

import { INK } from "#app/config/ink.ts";
import { site } from "#app/config/site.ts";
import boldFont from "./fonts/DejaVuSans-Bold.ttf?inline";
import bodyFont from "./fonts/DejaVuSans.ttf?inline";
import { normaliseText } from "./formal-text.ts";

/**
 * A formal document from the group to a client (a quotation, a confirmation
 * of cover), as an A4 PDF: the letterhead with the logo and the group's
 * details, the addressee, a title with its key facts, then headings,
 * paragraphs and tables. Tagged for screen readers (PDF/UA structure: a
 * Document of H1/H2/P/Table elements; letterhead drawing, rules and page
 * footers are artifacts), with page numbers. A heading is never left at the
 * foot of a page without what follows, and a short table is kept whole, so
 * no page holds a stray line or two.
 */

const { accent: ACCENT, text: TEXT, muted: MUTED } = INK;
const GOLD = "#b8892e";
const RULE = "#c9cfcc";
const SHADE = "#eef3f1";
const DANGER = "#9b1c1c";

export type FormalBlock =
  | { kind: "heading"; text: string }
  /** A boxed line in bold that stands out, such as a quotation's "Withdrawn on ...: it can no longer be accepted". */
  | { kind: "notice"; text: string }
  | { kind: "paragraph"; text: string }
  | {
      kind: "table";
      /** Read out before the table by screen readers, and set as its caption. */
      caption?: string;
      columns: { header: string; align?: "left" | "right"; width?: number }[];
      rows: string[][];
      /** The last row is a total: set in bold. */
      totalRow?: boolean;
    };

export interface FormalDocument {
  /** e.g. "Quotation", "Confirmation of cover". */
  title: string;
  /** Label and value pairs beside the title: reference, dates, validity. */
  facts: [string, string][];
  addressee: { name: string; lines: string[] };
  blocks: FormalBlock[];
  /** What the footer names the document by, e.g. "Quotation Q-NMI-7K3M9X, version 2". */
  footerName: string;
  /** The document's date (creation date of the file: the same input gives the same file). */
  createdAt: Date;
  subject: string;
}

/**
 * The embedded font (app/documents/fonts/README.md): DejaVu Sans, cut to what South Africans write, inlined in the
 * server's bundle so the documents need no file beside it. Text is normalised for it first (formal-text.ts).
 */
const BODY = "Body";
const BOLD = "Body-Bold";
/**
 * Each font parsed once per process, and registered as the parsed font rather than its bytes: pdfkit's tables put
 * the document's font back after every cell set in a font of its own, from the source it was opened from, and from
 * bytes that meant parsing the whole font again, some 700 times for a loss run of 100 claims (4 s of the main
 * thread a PDF; a parsed font is taken as it is).
 */
const parsedFont = (dataUrl: string) =>
  parseFont(Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64")) as unknown as PDFKit.Mixins.PDFFontSource;
const FONTS = { [BODY]: parsedFont(bodyFont), [BOLD]: parsedFont(boldFont) };

/** Text as it is drawn: line ends, tabs and characters outside the font made right (formal-text.ts). */
export const settable = normaliseText;

/** The group's shield, from public/favicon.svg (a 40-unit square), drawn at `size` points. */
function drawLogo(pdf: PDFKit.PDFDocument, x: number, y: number, size: number) {
  pdf.save();
  pdf.translate(x, y).scale(size / 40);
  pdf.path("M20 3 35 9v11c0 9.3-6.2 15.4-15 17C11.2 35.4 5 29.3 5 20V9z").fill(ACCENT);
  pdf
    .path("M13 14.5a7.5 7.5 0 0 1 0 11M27 14.5a7.5 7.5 0 0 0 0 11M20 12.5v15")
    .lineWidth(2.6)
    .lineCap("round")
    .stroke("#ffffff");
  pdf.circle(20, 20, 2.6).fill(GOLD);
  pdf.restore();
}

export function renderFormalPdf(doc: FormalDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: "A4",
    margins: { top: 56, bottom: 64, left: 56, right: 56 },
    bufferPages: true,
    tagged: true,
    pdfVersion: "1.7",
    lang: "en-ZA",
    displayTitle: true,
    info: {
      Title: `${doc.title}: ${doc.addressee.name}`,
      Author: site.legalName,
      Subject: doc.subject,
      CreationDate: doc.createdAt,
    },
  });
  for (const [name, bytes] of Object.entries(FONTS)) pdf.registerFont(name, bytes);
  pdf.font(BODY);
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });

  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const bottom = () => pdf.page.height - pdf.page.margins.bottom;
  const root = pdf.struct("Document");
  pdf.addStructure(root);
  const text = (
    type: string,
    value: string,
    style: {
      font?: string;
      size?: number;
      color?: string;
      x?: number;
      y?: number;
      width?: number;
      align?: "left" | "right";
    },
  ) => {
    pdf
      .font(style.font ?? BODY)
      .fontSize(style.size ?? 10)
      .fillColor(style.color ?? TEXT);
    const options = {
      width: style.width ?? width,
      align: style.align ?? "left",
      lineGap: 2,
      structParent: root,
      structType: type,
    };
    if (style.x !== undefined) pdf.text(settable(value), style.x, style.y ?? pdf.y, options);
    else pdf.text(settable(value), options);
  };

  // Letterhead: the logo and the group's name on the left, its details on the right.
  const top = pdf.page.margins.top;
  pdf.markContent("Artifact", { type: "Layout" });
  drawLogo(pdf, left, top - 6, 40);
  pdf.endMarkedContent();
  const figure = pdf.struct("Figure", { alt: `${site.name} logo` });
  root.add(figure);
  figure.end();
  text("P", site.name, { font: BOLD, size: 14, color: ACCENT, x: left + 50, y: top });
  text("P", site.tagline, { size: 8, color: MUTED, x: left + 50, y: top + 18, width: 210 });
  const details = [
    site.legalName,
    `Reg. ${site.registrationNumber} · FSP ${site.fspNumber}`,
    site.headOffice,
    `${site.phone} · ${site.underwritingEmail}`,
  ].join("\n");
  text("P", details, { size: 8, color: MUTED, x: left + width - 220, y: top, width: 220, align: "right" });
  pdf.y = Math.max(pdf.y, top + 44) + 10;
  pdf.markContent("Artifact", { type: "Layout" });
  pdf
    .moveTo(left, pdf.y)
    .lineTo(left + width, pdf.y)
    .lineWidth(1.5)
    .strokeColor(ACCENT)
    .stroke();
  pdf.endMarkedContent();
  pdf.y += 16;

  // The addressee on the left, the document's facts on the right.
  const blockTop = pdf.y;
  text("P", [doc.addressee.name, ...doc.addressee.lines].join("\n"), { size: 10, x: left, y: blockTop, width: 230 });
  const addresseeEnd = pdf.y;
  pdf.y = blockTop;
  for (const [label, value] of doc.facts) {
    const y = pdf.y;
    text("P", `${label}:`, { size: 9, color: MUTED, x: left + width - 250, y, width: 95 });
    const labelEnd = pdf.y;
    text("P", value, { font: BOLD, size: 9, x: left + width - 150, y, width: 150 });
    pdf.y = Math.max(pdf.y, labelEnd);
  }
  pdf.y = Math.max(pdf.y, addresseeEnd) + 18;
  pdf.x = left;
  text("H1", doc.title, { font: BOLD, size: 20, color: TEXT, x: left, y: pdf.y });
  pdf.y += 6;

  const tableHeight = (block: Extract<FormalBlock, { kind: "table" }>) => {
    pdf.font(BODY).fontSize(9);
    const widths = columnWidths(block);
    const rowHeight = (row: string[]) =>
      Math.max(...row.map((cell, i) => pdf.heightOfString(settable(cell), { width: widths[i]! - 8 }))) + 8;
    return [block.columns.map((c) => c.header), ...block.rows].reduce((sum, row) => sum + rowHeight(row), 0);
  };
  const columnWidths = (block: Extract<FormalBlock, { kind: "table" }>) => {
    const fixed = block.columns.reduce((sum, c) => sum + (c.width ?? 0), 0);
    const flexible = block.columns.filter((c) => !c.width).length;
    return block.columns.map((c) => c.width ?? (width - fixed) / Math.max(flexible, 1));
  };
  const noticeHeight = (value: string) => {
    pdf.font(BOLD).fontSize(11);
    return pdf.heightOfString(settable(value), { width: width - 24, lineGap: 2 }) + 16;
  };
  /** The height a block needs to start on this page: a heading takes its next block's first lines with it. */
  const needs = (block: FormalBlock | undefined): number => {
    if (!block) return 0;
    if (block.kind === "heading") return 30;
    if (block.kind === "notice") return noticeHeight(block.text);
    if (block.kind === "paragraph") {
      pdf.font(BODY).fontSize(10);
      return Math.min(pdf.heightOfString(settable(block.text), { width, lineGap: 2 }), 40);
    }
    const whole = tableHeight(block) + (block.caption ? 16 : 0);
    // Keep short tables whole; a long one starts with its header and a few rows.
    return whole < 260 ? whole : 90;
  };

  /** The full height of a block as set. */
  const height = (block: FormalBlock): number => {
    if (block.kind === "heading") return 34;
    if (block.kind === "notice") return noticeHeight(block.text) + 10;
    if (block.kind === "paragraph") {
      pdf.font(BODY).fontSize(10);
      return pdf.heightOfString(settable(block.text), { width, lineGap: 2 }) + 6;
    }
    return tableHeight(block) + (block.caption ? 16 : 0) + 10;
  };
  // The closing sections (the last two headings and what follows them) go together: a page never ends with
  // the document's last few lines alone on the next one.
  const headings = doc.blocks.flatMap((b, i) => (b.kind === "heading" ? [i] : []));
  const closing = headings.length >= 2 ? headings.at(-2)! : Infinity;
  const rest = (from: number) => doc.blocks.slice(from).reduce((sum, b) => sum + height(b), 0);

  doc.blocks.forEach((block, i) => {
    let required = block.kind === "heading" ? 30 + needs(doc.blocks[i + 1]) : needs(block);
    if (i === closing && rest(i) < bottom() - pdf.page.margins.top) required = rest(i);
    if (pdf.y + required > bottom()) pdf.addPage();
    pdf.x = left;
    if (block.kind === "heading") {
      pdf.y += 10;
      text("H2", block.text, { font: BOLD, size: 12.5, color: ACCENT, x: left, y: pdf.y });
      pdf.y += 4;
      return;
    }
    if (block.kind === "paragraph") {
      text("P", block.text, { size: 10, x: left, y: pdf.y });
      pdf.y += 6;
      return;
    }
    if (block.kind === "notice") {
      const boxTop = pdf.y + 4;
      const boxHeight = noticeHeight(block.text);
      pdf.markContent("Artifact", { type: "Layout" });
      pdf.rect(left, boxTop, width, boxHeight).lineWidth(1.5).fillAndStroke("#fbeeee", DANGER);
      pdf.endMarkedContent();
      text("P", block.text, {
        font: BOLD,
        size: 11,
        color: DANGER,
        x: left + 12,
        y: boxTop + 8,
        width: width - 24,
      });
      pdf.y = boxTop + boxHeight + 10;
      return;
    }
    if (block.caption) text("Caption", block.caption, { size: 8.5, color: MUTED, x: left, y: pdf.y });
    const widths = columnWidths(block);
    const last = block.rows.length;
    pdf.font(BODY).fontSize(9).fillColor(TEXT);
    pdf.table({
      position: { x: left, y: pdf.y + 2 },
      columnStyles: widths.map((w, c) => ({ width: w, align: { x: block.columns[c]!.align ?? "left", y: "top" } })),
      defaultStyle: { border: { bottom: 0.5 }, borderColor: RULE, padding: [4, 4, 4, 4] },
      structParent: root,
      data: [
        block.columns.map((c) => ({
          text: c.header,
          type: "TH" as const,
          font: { src: BOLD },
          backgroundColor: SHADE,
          textColor: ACCENT,
        })),
        ...block.rows.map((row, r) =>
          row.map((cell, c) => ({
            text: settable(cell),
            // The first cell of each row names it: a header for its row.
            type: c === 0 ? ("TH" as const) : ("TD" as const),
            font: {
              src: block.totalRow && r === last - 1 ? BOLD : c === 0 ? BOLD : BODY,
            },
          })),
        ),
      ],
    } as PDFKit.Mixins.TableOptionsWithData);
    pdf.x = left;
    pdf.y += 8;
  });

  const range = pdf.bufferedPageRange();
  for (let p = range.start; p < range.start + range.count; p++) {
    pdf.switchToPage(p);
    // Writing inside the bottom margin must not start a new page.
    const margin = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf.markContent("Artifact", { type: "Pagination" });
    pdf
      .font(BODY)
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(
        `${site.legalName}, FSP ${site.fspNumber}. ${doc.footerName}. Page ${p + 1} of ${range.count}.`,
        left,
        pdf.page.height - 40,
        { width, align: "center", lineBreak: false },
      );
    pdf.endMarkedContent();
    pdf.page.margins.bottom = margin;
  }
  root.end();
  pdf.end();
  return done;
}
