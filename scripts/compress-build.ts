/**
 * Writes .br and .gz beside every precompressible file of the client build,
 * so the server sends them without compressing on each request.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import { PRECOMPRESSED, walk } from "../server/static-files.ts";
import { writeStamp } from "./build-stamp.ts";

const root = join(import.meta.dirname, "..", "build", "client");

let count = 0;
for (const file of walk(root)) {
  if (!PRECOMPRESSED.has(extname(file))) continue;
  const content = readFileSync(file);
  // Below a kilobyte the headers cost more than compression saves.
  if (content.length < 1024) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count++;
}
console.log(`Precompressed ${count} files in build/client`);
writeStamp();
