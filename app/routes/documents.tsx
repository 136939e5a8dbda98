import { Readable } from "node:stream";

import { redirect } from "react-router";

import { requestContext } from "#app/lib/http/request-context.ts";
import { documents } from "#app/content/documents/index.ts";
import { renderDocumentPdf } from "#app/documents/pdf.server.ts";
import { newestVersions } from "#app/documents/versions.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/documents";

function notFound(): never {
  throw new Response("Document not found", { status: 404, headers: { "Content-Type": "text/plain" } });
}

/**
 * /documents/<slug>.pdf: a document from app/content/documents as a PDF.
 * Rendered at build time into a file, which the server answers from; this
 * loader renders only for the build (and should a file be missing), and
 * serves the newest version an editor uploaded, once there is one (the
 * server then asks here instead of sending the build's file). Any
 * other spelling of a document's address (another letter case, a trailing
 * slash) is sent to its one address, never rendered; anything else is 404.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const doc = documents.find((d) => `${d.slug}.pdf` === params.file.toLowerCase());
  if (!doc) notFound();
  const address = `/documents/${doc.slug}.pdf`;
  if (url.pathname !== address) throw redirect(address, 301);
  // Only through the server (which names every request's address): the build's prerendering has no database.
  if (context.get(requestContext).clientAddress !== undefined) {
    const { database, files } = await services();
    const uploaded = (await newestVersions(database)).get(doc.slug);
    if (uploaded) {
      return new Response(Readable.toWeb(await files.read(uploaded.storageKey)) as ReadableStream, {
        headers: {
          "Content-Type": "application/pdf",
          "Content-Disposition": `inline; filename="${doc.slug}.pdf"`,
          "Content-Length": String(uploaded.size),
          // Always asked again: a newer version may be uploaded at any time.
          "Cache-Control": "no-cache",
        },
      });
    }
  }
  const pdf = await renderDocumentPdf(doc);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${doc.slug}.pdf"`,
      "Cache-Control": "public, max-age=3600",
    },
  });
}
