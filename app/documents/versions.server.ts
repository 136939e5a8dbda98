import type { Database } from "#app/db/database.server.ts";
import { newestDocumentVersions, type DocumentVersion } from "#app/documents/document-versions.server.ts";

/**
 * The newest uploaded version of each document, as this process last read it
 * (at most a second ago): the server asks it before answering a document's
 * address from the build's files (app/entry.server.tsx), so a new version is
 * served by every copy within about a second.
 */
const KEY = Symbol.for("insurance-site.document-versions");
type Holder = { [KEY]?: { at: number; pending: Promise<Map<string, DocumentVersion>> } };

export function newestVersions(database: Database): Promise<Map<string, DocumentVersion>> {
  const holder = globalThis as Holder;
  const now = Date.now();
  const cached = holder[KEY];
  if (cached && now - cached.at < 1000) return cached.pending;
  const pending = newestDocumentVersions(database);
  holder[KEY] = { at: now, pending };
  pending.catch(() => delete holder[KEY]);
  return pending;
}
