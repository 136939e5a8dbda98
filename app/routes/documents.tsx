import { getDocument } from "#app/content/documents/index.ts";
import { renderDocumentPdf } from "#app/documents/pdf.server.ts";
import type { Route } from "./+types/documents";

/**
 * /documents/<slug>.pdf: a document from app/content/documents as a PDF.
 * Prerendered at build time; rendering on request is the fallback.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const match = /^([a-z0-9-]+)\.pdf$/.exec(params.file);
  const doc = match?.[1] ? getDocument(match[1]) : undefined;
  if (!doc) throw new Response("Document not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const pdf = await renderDocumentPdf(doc);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${doc.slug}.pdf"`,
      "Cache-Control": "public, max-age=3600",
    },
  });
}
