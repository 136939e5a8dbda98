/**
 * MuPDF is loaded at the first upload, not at start: its WebAssembly costs some 30 MB of resident memory on every
 * server copy, and only an editor's upload uses it (decision 0055).
 */
let loading: Promise<typeof import("mupdf")> | undefined;

/**
 * The first page of an uploaded PDF as a PNG, for the editor to check before it goes live (issue 29, item 5;
 * decision 0042). MuPDF (Artifex's renderer, compiled to WebAssembly: no native library, no network) reads the
 * PDF and draws page 1 at `width` pixels across.
 */
export async function renderFirstPage(bytes: Buffer, width = 800): Promise<{ png: Buffer; pages: number }> {
  const mupdf = await (loading ??= import("mupdf"));
  const document = mupdf.Document.openDocument(bytes, "application/pdf");
  try {
    const pages = document.countPages();
    if (pages < 1) throw new Error("The PDF has no pages");
    const page = document.loadPage(0);
    const [x0, , x1] = page.getBounds();
    const scale = width / (x1 - x0);
    const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false, true);
    const png = Buffer.from(pixmap.asPNG());
    pixmap.destroy();
    page.destroy();
    return { png, pages };
  } finally {
    document.destroy();
  }
}

/** The most text kept of an upload for search: a long policy's words, not a scanned book's. */
export const MAX_SEARCH_TEXT = 400_000;

/**
 * The text of an uploaded PDF, paragraph by paragraph, for site search (issue 36, item 3): MuPDF's structured
 * text of each page, blank-line separated blocks as paragraphs, spaces collapsed. A scanned PDF (pictures of
 * pages) has none: search then knows the document by its title and summary.
 */
export async function pdfParagraphs(bytes: Buffer): Promise<string[]> {
  const mupdf = await (loading ??= import("mupdf"));
  const document = mupdf.Document.openDocument(bytes, "application/pdf");
  const paragraphs: string[] = [];
  let length = 0;
  try {
    for (let i = 0; i < document.countPages() && length < MAX_SEARCH_TEXT; i++) {
      const page = document.loadPage(i);
      const text = page.toStructuredText("preserve-whitespace");
      for (const block of text.asText().split(/\n\s*\n/)) {
        const paragraph = block.replace(/\s+/g, " ").trim();
        if (!paragraph) continue;
        paragraphs.push(paragraph);
        length += paragraph.length;
      }
      text.destroy();
      page.destroy();
    }
  } finally {
    document.destroy();
  }
  return paragraphs;
}
