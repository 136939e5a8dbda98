import { actorOf } from "#app/accounts/accounts.server.ts";
import { fileDownload } from "#app/claims/download.server.ts";
import { recordAudit } from "#app/audit/audit-log.server.ts";
import { findClaim, findClaimFile } from "#app/claims/claims.server.ts";
import { notFound, requireStaff } from "#app/guards.server.ts";
import { rowId } from "#app/lib/http/numbers.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/claim-file";

/**
 * A claim's file, for the claims team only, always as an attachment (never
 * shown in the browser, so a file can never run as a page of this site), with
 * its type by content and a no-sniff header. Each download is on the audit log.
 */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  const member = await requireStaff(context, url, "claims");
  const fileId = rowId(params.fileId) ?? notFound();
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
  return fileDownload(stream, file);
}
