/**
 * Writes .br and .gz beside every precompressible file of the client build,
 * so the server sends them without compressing on each request. Prerendered
 * pages first lose their nonce attributes (their CSP lists the hashes of
 * their inline scripts instead: decision 0015), then are compressed like the
 * rest.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";

import { NONCE_PLACEHOLDER } from "#app/lib/http/csp-nonce.ts";
import { precompress, removeNonces } from "../server/prerendered-pages.ts";
import { PRECOMPRESSED, walk } from "../server/static-files.ts";
import { writeStamp } from "./build-stamp.ts";

const root = join(import.meta.dirname, "..", "build", "client");

let count = 0;
let pages = 0;
for (const file of walk(root)) {
  const ext = extname(file);
  if (!PRECOMPRESSED.has(ext)) continue;
  let content = readFileSync(file);
  if (ext === ".html") {
    content = Buffer.from(removeNonces(content.toString("utf8"), NONCE_PLACEHOLDER), "utf8");
    writeFileSync(file, content);
    pages++;
  } else if (content.length < 1024) {
    // Below a kilobyte the headers cost more than compression saves (the server
    // holds every page in each encoding, so pages are compressed whatever their size).
    continue;
  }
  const { br, gzip } = precompress(content);
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzip);
  count++;
}
console.log(`Precompressed ${count} files in build/client (${pages} prerendered pages without nonces)`);
writeStamp();
