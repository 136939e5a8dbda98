/**
 * Renders every picture of the catalogue (app/content/images.ts) from its SVG
 * drawing to AVIF and WebP at each width of its preset, into public/images.
 * Files that exist are kept unless --force; --only=prefix limits the keys.
 *
 *   npm run images [-- --force] [-- --only=people/]
 */
import { existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";

import sharp from "sharp";

import { imageCatalogue, type ImageKey } from "#app/content/image-catalogue.ts";
import { imagePresets } from "#app/content/images.ts";
import { drawingFor } from "./drawings.ts";
import { sized } from "./svg.ts";

const root = join(import.meta.dirname, "..", "..", "public", "images");
const force = process.argv.includes("--force");
const only = process.argv.find((arg) => arg.startsWith("--only="))?.slice("--only=".length);

let written = 0;
let kept = 0;
for (const key of Object.keys(imageCatalogue) as ImageKey[]) {
  if (only && !key.startsWith(only)) continue;
  const preset = imagePresets[imageCatalogue[key]];
  const svg = drawingFor(key, preset.width, preset.height);
  for (const width of preset.widths) {
    const height = Math.round((width * preset.height) / preset.width);
    const base = join(root, `${key}-${width}`);
    mkdirSync(dirname(base), { recursive: true });
    const targets = [`${base}.avif`, `${base}.webp`].filter((file) => force || !existsSync(file));
    kept += 2 - targets.length;
    if (targets.length === 0) continue;
    // Render the SVG at the output size (crisp edges at every width), then encode.
    const raster = await sharp(Buffer.from(sized(svg, width, height)))
      .resize(width, height, { fit: "fill" })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const input = () => sharp(raster.data, { raw: raster.info });
    for (const file of targets) {
      if (file.endsWith(".avif")) await input().avif({ quality: 50, effort: 4 }).toFile(file);
      else await input().webp({ quality: 78, effort: 5 }).toFile(file);
      written++;
    }
  }
}
console.log(`Images: ${written} written, ${kept} kept (use --force to redraw) in public/images`);
