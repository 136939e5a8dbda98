import { Readable } from "node:stream";

import { recordAudit, type Actor } from "#app/audit/audit-log.server.ts";
import type { Database } from "#app/db/database.server.ts";
import { renderDocumentPdf } from "#app/documents/pdf.server.ts";
import type { FileStore } from "#app/storage/storage.server.ts";
import { findWording } from "./programme-data.server.ts";
import type { Programme } from "./types.ts";
import { numberedWording } from "./view.server.ts";

/**
 * One version of a programme's policy wording as a PDF download: the insurer's uploaded PDF from the file store
 * when the version has one, else set from its sections. Undefined when the programme has no such version. Each
 * download is on the audit log (issue 28, item 7).
 */
export async function wordingPdfResponse(
  database: Database,
  files: FileStore,
  programme: Programme,
  version: string,
  actor: Actor,
): Promise<Response | undefined> {
  const stored = await findWording(database, programme.slug, version);
  if (!stored) return undefined;
  const headers = {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${programme.slug}-policy-wording-${stored.version}.pdf"`,
    // Confidential: never kept by a shared cache.
    "Cache-Control": "private, no-store",
  };
  const body = stored.storageKey
    ? (Readable.toWeb(await files.read(stored.storageKey)) as ReadableStream)
    : await (async () => {
        const wording = numberedWording(stored);
        const pdf = await renderDocumentPdf({
          slug: `${programme.slug}-policy-wording`,
          title: `${programme.name}: policy wording`,
          version: wording.version,
          effectiveDate: wording.effectiveDate,
          summary: programme.details.summary,
          sections: wording.sections,
        });
        return new Uint8Array(pdf);
      })();
  await recordAudit(database.db, {
    action: "programme-document-downloaded",
    actor,
    target: programme.slug,
    detail: { document: "policy-wording", version: stored.version },
  });
  return new Response(body, { headers });
}
