import { Readable } from "node:stream";

import { publishedView } from "#app/articles/public.server.ts";
import { findPicture, pictureKey, servedWidth } from "#app/articles/pictures.server.ts";
import { staffMayUse } from "#app/guards.server.ts";
import { publicImageHeaders } from "#app/lib/http/resource-policy.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/picture";

/**
 * One answer for a picture that is not there and for one the visitor may not see (decision 0051): a stranger
 * cannot tell an unused picture from a number never given. Kept by no cache: an unused picture may be published
 * the next minute.
 */
function notFound(): never {
  throw new Response("Picture not found", {
    status: 404,
    headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
  });
}

/**
 * /media/pictures/<id>-<width>.<avif|webp>: an uploaded picture (app/articles/pictures.server.ts) from the
 * storage module. Public only while the public site shows it, in a published article or as a person's portrait
 * (`pictures` of app/articles/public.server.ts, which follows every copy's publications within a second); the
 * rest of the library only to the staff who may use it (the editors, as /staff/content/pictures), for the
 * library, the picker and the editor's preview, privately, and to anyone else a 404 (decision 0051).
 * A picture can be replaced at the same address (issue 29), so a public one is cached for ten minutes, then
 * checked again by its ETag (the uploaded file's hash): a replacement reaches every visitor within ten minutes,
 * and an unchanged picture costs a 304. A width the replacement lacks is served at its nearest one.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const match = /^(\d{1,12})-(\d{2,4})\.(avif|webp)$/.exec(params.file);
  if (!match) notFound();
  const [, id, width, format] = match as unknown as [string, string, string, "avif" | "webp"];
  const { database, files } = await services();
  // Whether it is shown is asked first: a stranger's guess costs no look in the library.
  const shown = (await publishedView(database)).pictures.has(Number(id));
  if (!shown && !(await staffMayUse(context, "editor"))) notFound();
  const picture = await findPicture(database, Number(id));
  if (!picture) notFound();
  const served = servedWidth(picture, Number(width));
  const etag = `"${picture.sha256.slice(0, 32)}-${served}-${format}"`;
  // An editor-only picture: for this browser only, asked about again each time (its ETag makes that a 304), so
  // that one kept before a sign-out is not shown from the cache after it.
  const headers: Record<string, string> = shown
    ? { "Cache-Control": "public, max-age=600", ETag: etag, ...publicImageHeaders }
    : { "Cache-Control": "private, no-cache", ETag: etag };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  const stream = await files.read(pictureKey(picture.id, served, format));
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: { ...headers, "Content-Type": `image/${format}` },
  });
}
