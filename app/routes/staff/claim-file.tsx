import { Readable } from "node:stream";

import { actorOf } from "#app/accounts/accounts.server.ts";
import { isClaimFileType, CLAIM_FILE_TYPES } from "#app/claims/files.ts";
import { recordAudit } from "#app/db/audit-log.server.ts";
import { findClaim, findClaimFile } from "#app/db/claims.server.ts";
import { notFound, requireStaff } from "#app/guards.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/claim-file";

/** A header-safe file name: the claimant's, in ASCII for old clients and in full (RFC 5987) for the rest. */
function disposition(name: string, type: string): string {
  const extension = isClaimFileType(type) ? CLAIM_FILE_TYPES[type].extension : "bin";
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`.replace(
    /filename="([^"]*)"/,
    (all, base: string) => (/\.[a-z0-9]{2,5}$/i.test(base) ? all : `filename="${base}.${extension}"`),
  );
}

/**
 * A claim's file, for the claims team only, always as an attachment (never
 * shown in the browser, so a file can never run as a page of this site), with
 * its type by content and a no-sniff header. Each download is on the audit log.
 */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  const member = await requireStaff(context, url, "claims");
  const fileId = Number(params.fileId);
  if (!Number.isSafeInteger(fileId) || fileId <= 0) notFound();
  const { database, files } = await services();
  const claim = await findClaim(database, params.reference);
  if (!claim) notFound();
  const file = await findClaimFile(database, claim.id, fileId);
  if (!file) notFound();
  const stream = await files.read(file.storageKey);
  await recordAudit(database.db, {
    action: "claim-file-downloaded",
    actor: actorOf(member, context),
    target: claim.reference,
    detail: { file: file.name, sha256: file.sha256 },
  });
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      "Content-Type": file.type,
      "Content-Length": String(file.size),
      "Content-Disposition": disposition(file.name, file.type),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
