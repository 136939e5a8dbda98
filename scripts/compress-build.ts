/**
 * Writes .br and .gz beside every compressible file of the client build, so
 * the server sends them without compressing on each request. Prerendered HTML
 * is skipped: it gets a fresh CSP nonce per response and is compressed then.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = join(import.meta.dirname, "..", "build", "client");
const worth = new Set([".js", ".css", ".json", ".data", ".svg", ".txt", ".xml"]);

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
}

let count = 0;
for (const file of walk(root)) {
  if (!worth.has(extname(file))) continue;
  const content = readFileSync(file);
  if (content.length < 1024) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count++;
}
console.log(`Precompressed ${count} files in build/client`);
