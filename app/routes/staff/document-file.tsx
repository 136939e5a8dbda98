import { Readable } from "node:stream";

import { findDocumentVersion } from "#app/documents/document-versions.server.ts";
import { notFound, requireStaff } from "#app/guards.server.ts";
import { rowId } from "#app/lib/http/numbers.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/document-file";

/**
 * An uploaded document version for the editor checking it before it goes live: its first page as rendered at
 * upload (page-1.png) or the whole PDF (document.pdf), in any state, pending ones included. Never cached: a
 * pending upload is not public.
 */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  await requireStaff(context, url, "editor");
  const id = rowId(params.id) ?? notFound();
  const { database, files } = await services();
  const version = await findDocumentVersion(database, id);
  if (!version) notFound();
  const wanted =
    params.file === "page-1.png"
      ? { key: version.previewKey, type: "image/png" }
      : params.file === "document.pdf"
        ? { key: version.storageKey, type: "application/pdf" }
        : undefined;
  if (!wanted?.key) notFound();
  return new Response(Readable.toWeb(await files.read(wanted.key)) as ReadableStream, {
    headers: {
      "Content-Type": wanted.type,
      "Content-Disposition": `inline; filename="${version.slug}-${version.version}-${params.file}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
