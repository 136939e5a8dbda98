import { Readable } from "node:stream";

import { getDocument } from "#app/content/documents/index.ts";
import { listDocumentVersions } from "#app/documents/document-versions.server.ts";
import { renderDocumentPdf } from "#app/documents/pdf.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/document-version";

function notFound(): never {
  throw new Response("Document not found", { status: 404, headers: { "Content-Type": "text/plain" } });
}

/**
 * One version of a document, kept for compliance: /documents/<slug>/versions/original.pdf
 * (the PDF generated from app/content/documents, the first version) or /documents/<slug>/versions/<id>.pdf
 * (an upload). A version never changes, so it is cached for a day.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const doc = getDocument(params.slug);
  if (!doc) notFound();
  const headers = {
    "Content-Type": "application/pdf",
    "Content-Disposition": `inline; filename="${doc.slug}-${params.file}"`,
    "Cache-Control": "public, max-age=86400",
  };
  if (params.file === "original.pdf") return new Response(new Uint8Array(await renderDocumentPdf(doc)), { headers });
  const id = /^(\d{1,12})\.pdf$/.exec(params.file)?.[1];
  if (!id) notFound();
  const { database, files } = await services();
  const version = (await listDocumentVersions(database, doc.slug)).find((v) => v.id === Number(id));
  if (!version) notFound();
  return new Response(Readable.toWeb(await files.read(version.storageKey)) as ReadableStream, {
    headers: { ...headers, "Content-Length": String(version.size) },
  });
}
