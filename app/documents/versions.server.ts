import type { Database } from "#app/db/database.server.ts";
import { newestDocumentVersions, type DocumentVersion } from "#app/documents/document-versions.server.ts";

/**
 * The newest uploaded version of each document, as this process last read it
 * (at most a second ago): the server asks it before answering a document's
 * address from the build's files (app/entry.server.tsx), so a new version is
 * served by every copy within about a second.
 */
let cached: { at: number; pending: Promise<Map<string, DocumentVersion>> } | undefined;

export function newestVersions(database: Database): Promise<Map<string, DocumentVersion>> {
  const now = Date.now();
  if (cached && now - cached.at < 1000) return cached.pending;
  const pending = newestDocumentVersions(database);
  const entry = { at: now, pending };
  cached = entry;
  pending.catch(() => {
    if (cached === entry) cached = undefined;
  });
  return pending;
}
