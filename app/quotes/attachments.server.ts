import { refusalMessage } from "#app/claims/files.ts";
import { FILES_FIELD, receiveUpload, screenFiles, storeFiles, type Upload } from "#app/claims/upload.server.ts";
import { PDF_FIELD } from "./attachments.ts";
import type { FileStore } from "#app/storage/storage.server.ts";
import type { Actor } from "#app/audit/audit-log.server.ts";
import type { Database } from "#app/db/database.server.ts";
import { notify } from "#app/email/notify.server.ts";
import type { Email } from "#app/email/outbox.server.ts";
import {
  attachmentFromRow,
  insertAttachments,
  quoteRequestFromRow,
  type QuoteAttachment,
  type QuoteRequest,
  type StoredAttachment,
} from "./quote-records.server.ts";
import { OPEN_STATES } from "./quote-requests.server.ts";

/**
 * PDFs on quotation requests (issue 27, item 5), read and checked as a claim's files are (decision 0012): the
 * post streamed to a temporary folder (`receiveUpload`, the same `documents` field), the size rules and the kind
 * by content (`screenFiles`); only a PDF is taken, whatever the file is called. A PDF is stored as sent.
 */

// The pages' field must be the one the upload code reads.
PDF_FIELD satisfies typeof FILES_FIELD;

/** A refused file, named, with why in words for the person who sent it. */
export interface RefusedPdf {
  name: string;
  reason: string;
}

export type PdfCheck = { ok: true; files: StoredAttachment[] } | { ok: false; refused: RefusedPdf[] };

export { receiveUpload as receiveAttachments, type Upload };

/**
 * Checks every file of the post and, only if each is a PDF within the limits, puts them all in the file store
 * (a post with a refused file is refused whole, as a claim's is). An upload without files gives none.
 */
export async function checkAndStorePdfs(
  upload: Upload,
  store: FileStore,
  already: { count: number; bytes: number } = { count: 0, bytes: 0 },
): Promise<PdfCheck> {
  const screened = await screenFiles(upload, already);
  const refused: RefusedPdf[] = screened.refused.map((f) => ({
    name: f.name,
    reason:
      f.reason === "type"
        ? "it is not a PDF document (we check what the file contains, not its name)"
        : refusalMessage(f.reason),
  }));
  for (const file of screened.accepted) {
    if (file.type !== "application/pdf") {
      refused.push({
        name: file.name,
        reason: "it is not a PDF document (we check what the file contains, not its name)",
      });
    }
  }
  if (refused.length) return { ok: false, refused };
  const stored = await storeFiles(
    store,
    screened.accepted.map((f) => ({ ...f, locationData: "none" as const })),
    "quotes",
  );
  return {
    ok: true,
    files: stored.map(({ storageKey, name, type, size, sha256 }) => ({ storageKey, name, type, size, sha256 })),
  };
}

/** Takes stored files out of the store again, when the step they came with was not taken. */
export async function removeStored(store: FileStore, files: readonly StoredAttachment[]): Promise<void> {
  await Promise.all(files.map((f) => store.remove(f.storageKey).catch(() => {})));
}

/** How a refusal reads above the form. */
export function refusedMessage(refused: readonly RefusedPdf[]): string {
  return `Nothing was sent: ${refused.map((f) => `“${f.name}”: ${f.reason}`).join("; ")}. Attach PDF documents only, at most 10 MB each.`;
}

/**
 * The client adds PDFs to their request outside a step (while it is open), with the e-mail that tells the owner
 * or the shared mailbox, in one transaction. False when the request is not there or no longer open.
 */
export async function addClientAttachments(
  database: Database,
  input: { reference: string; files: readonly StoredAttachment[]; actor: Actor; now?: Date },
  email?: (request: QuoteRequest) => Email,
): Promise<boolean> {
  return database.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("quote_requests")
      .selectAll()
      .where("reference", "=", input.reference)
      .executeTakeFirst();
    if (!row || !OPEN_STATES.includes(row.state)) return false;
    await insertAttachments(trx, {
      row,
      files: input.files,
      addedBy: "client",
      actor: input.actor,
      at: input.now ?? new Date(),
    });
    if (email) await notify(trx, email(quoteRequestFromRow(row)));
    return true;
  });
}

/** A request's PDFs, oldest first. */
export async function quoteAttachments(database: Database, reference: string): Promise<QuoteAttachment[]> {
  const rows = await database.db
    .selectFrom("quote_attachments")
    .selectAll()
    .where("reference", "=", reference)
    .orderBy("id")
    .execute();
  return rows.map(attachmentFromRow);
}

/** One of a request's PDFs; undefined for an id that is not this request's. */
export async function findQuoteAttachment(
  database: Database,
  reference: string,
  id: number,
): Promise<QuoteAttachment | undefined> {
  const row = await database.db
    .selectFrom("quote_attachments")
    .selectAll()
    .where("reference", "=", reference)
    .where("id", "=", id)
    .executeTakeFirst();
  return row && attachmentFromRow(row);
}
