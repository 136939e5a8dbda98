import { Readable } from "node:stream";

import { findPicture, pictureKey, servedWidth } from "#app/articles/pictures.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/picture";

function notFound(): never {
  throw new Response("Picture not found", { status: 404, headers: { "Content-Type": "text/plain" } });
}

/**
 * /media/pictures/<id>-<width>.<avif|webp>: an uploaded picture (app/articles/pictures.server.ts)
 * from the storage module. A picture can be replaced at the same address (issue 29), so it is cached for ten
 * minutes, then checked again by its ETag (the uploaded file's hash): a replacement reaches every visitor within
 * ten minutes, and an unchanged picture costs a 304. A width the replacement lacks is served at its nearest one.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const match = /^(\d{1,12})-(\d{2,4})\.(avif|webp)$/.exec(params.file);
  if (!match) notFound();
  const [, id, width, format] = match as unknown as [string, string, string, "avif" | "webp"];
  const { database, files } = await services();
  const picture = await findPicture(database, Number(id));
  if (!picture) notFound();
  const served = servedWidth(picture, Number(width));
  const etag = `"${picture.sha256.slice(0, 32)}-${served}-${format}"`;
  const headers = { "Cache-Control": "public, max-age=600", ETag: etag };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  const stream = await files.read(pictureKey(picture.id, served, format));
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: { ...headers, "Content-Type": `image/${format}` },
  });
}
