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
