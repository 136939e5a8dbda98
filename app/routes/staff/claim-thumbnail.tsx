import { findClaim, findClaimFile } from "#app/claims/claims.server.ts";
import { THUMBNAIL_TYPES } from "#app/claims/thumbnail.server.ts";
import { notFound, requireStaff } from "#app/guards.server.ts";
import { rowId } from "#app/lib/http/numbers.ts";
import { runFileWork } from "#app/lib/server/file-work.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/claim-thumbnail";

/** Making a thumbnail is bounded work (shrink-on-load): this long is a picture that is not one. */
const THUMBNAIL_TIME_LIMIT_MS = 20_000;

/**
 * A thumbnail of a claim's photo (decision 0058), for the claims team only, as the desk shows it beside the file:
 * made from the stored copy (location data already removed), with no metadata in it (app/claims/thumbnail.server.ts).
 * The stored file never changes under its id, so the thumbnail is named by its hash (ETag): kept by this browser
 * only and asked about each time (`private, no-cache`), which costs a 304 and no work when it is unchanged, and
 * is never shown from the cache after the person lost the claims role or signed out.
 */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  await requireStaff(context, url, "claims");
  const fileId = rowId(params.fileId) ?? notFound();
  const { database, files } = await services();
  const claim = await findClaim(database, params.reference);
  if (!claim) notFound();
  const file = await findClaimFile(database, claim.id, fileId);
  if (!file || !THUMBNAIL_TYPES.has(file.type)) notFound();
  const headers = {
    "Cache-Control": "private, no-cache",
    ETag: `"thumb-${file.sha256.slice(0, 32)}"`,
    "X-Content-Type-Options": "nosniff",
  };
  if (request.headers.get("If-None-Match") === headers.ETag) return new Response(null, { status: 304, headers });
  const bytes = Buffer.concat(await (await files.read(file.storageKey)).toArray());
  const thumbnail = await runFileWork("claimThumbnail", bytes, THUMBNAIL_TIME_LIMIT_MS).catch(() => "damaged" as const);
  // A stored picture sharp cannot open (it opened it at upload): no thumbnail, and the desk's link still downloads it.
  if (thumbnail === "damaged") notFound();
  return new Response(thumbnail as Uint8Array<ArrayBuffer>, {
    headers: { ...headers, "Content-Type": "image/jpeg", "Content-Length": String(thumbnail.length) },
  });
}
