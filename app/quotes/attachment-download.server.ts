import { recordAudit, type Actor } from "#app/audit/audit-log.server.ts";
import { fileDownload } from "#app/claims/download.server.ts";
import type { Database } from "#app/db/database.server.ts";
import type { FileStore } from "#app/storage/storage.server.ts";
import { findQuoteAttachment } from "./attachments.server.ts";
import type { QuoteRequest } from "./quote-records.server.ts";

/**
 * One PDF of a quotation request, for whoever the route's guard let in (underwriting, or the requester's
 * programme), as a claim's file is sent: always an attachment, typed by its content, not sniffed, not cached;
 * each download on the audit log. Null for an id that is not one of this request's.
 */
export async function attachmentResponse(
  database: Database,
  files: FileStore,
  request: QuoteRequest,
  fileId: string | undefined,
  actor: Actor,
): Promise<Response | null> {
  const id = Number(fileId);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const file = await findQuoteAttachment(database, request.reference, id);
  if (!file) return null;
  const stream = await files.read(file.storageKey);
  await recordAudit(database.db, {
    action: "quote-attachment-downloaded",
    actor,
    targetContext: request.context,
    targetUserId: request.userId,
    target: request.reference,
    detail: { file: file.name, sha256: file.sha256 },
  });
  return fileDownload(stream, file);
}
