import { Readable } from "node:stream";

import { findPicture, pictureKey } from "#app/articles/pictures.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/picture";

function notFound(): never {
  throw new Response("Picture not found", { status: 404, headers: { "Content-Type": "text/plain" } });
}

/**
 * /media/pictures/<id>-<width>.<avif|webp>: an uploaded picture (app/articles/pictures.server.ts)
 * from the storage module. A stored file never changes (a new upload is a new
 * picture), so it is cached for a year, like the site's own pictures.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const match = /^(\d{1,12})-(\d{2,4})\.(avif|webp)$/.exec(params.file);
  if (!match) notFound();
  const [, id, width, format] = match as unknown as [string, string, string, "avif" | "webp"];
  const { database, files } = await services();
  const picture = await findPicture(database, Number(id));
  if (!picture || !picture.widths.includes(Number(width))) notFound();
  const stream = await files.read(pictureKey(picture.id, Number(width), format));
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      "Content-Type": `image/${format}`,
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
