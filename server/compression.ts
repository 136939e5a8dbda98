/**
 * Compression of what the app answers (prerendered pages and build files are
 * precompressed at build time, scripts/compress-build.ts): a whole rendered
 * page in one call off the main thread, a stream as it comes (decision 0020).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, createBrotliCompress, createGzip, gzip } from "node:zlib";

import { negotiateEncoding } from "./static-files.ts";

const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|xml)|image\/svg)/;

// Dynamic responses favour speed: brotli 4 and gzip 6 compress about as well as
// the defaults at a fraction of the CPU.
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

function compressor(coding: "br" | "gzip") {
  return coding === "br"
    ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : createGzip({ level: GZIP_LEVEL });
}

const brotliWhole = promisify(brotliCompress);
const gzipWhole = promisify(gzip);

/** A whole body compressed in one call, on libuv's thread pool rather than the main thread. */
function compressWhole(body: Buffer, coding: "br" | "gzip"): Promise<Buffer> {
  return coding === "br"
    ? brotliWhole(body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipWhole(body, { level: GZIP_LEVEL });
}

/**
 * Sends a body, compressed when the client accepts it, the type is worth it
 * and the body is not encoded already. A whole body (a rendered page) is
 * compressed at once; a stream (a file, route data) as it comes.
 */
export async function sendBody(
  req: IncomingMessage,
  res: ServerResponse,
  body: Readable | Buffer | null,
  type: string,
) {
  const coding =
    !res.hasHeader("content-encoding") && COMPRESSIBLE_TYPE.test(type)
      ? negotiateEncoding(req.headers["accept-encoding"], ["br", "gzip"])
      : undefined;
  if (coding) {
    res.setHeader("Content-Encoding", coding);
    res.setHeader("Vary", "Accept-Encoding");
    res.removeHeader("Content-Length");
  }
  if (req.method === "HEAD" || body === null) {
    res.end();
    return;
  }
  if (Buffer.isBuffer(body)) {
    const sent = coding ? await compressWhole(body, coding) : body;
    res.setHeader("Content-Length", sent.length);
    res.end(sent);
    return;
  }
  await (coding ? pipeline(body, compressor(coding), res) : pipeline(body, res));
}
