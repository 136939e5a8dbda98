/**
 * Answers from the client build (build/client), indexed once at start
 * (server/static-files.ts): prerendered pages from memory with their hash CSP
 * (server/prerendered-pages.ts, decision 0015); hashed assets by sirv, a
 * maintained static server that picks the precompressed .br or .gz the build
 * wrote (decision 0028); the other files (pictures, videos, documents, route
 * data) with a content ETag and byte ranges, as media players need. Most
 * requests for pages and assets never come here: they are answered from
 * memory first (server/memory-answers.ts, decision 0055); this is for the rest
 * (a page for a signed-in visitor is rendered; an address spelled with escapes).
 */
import { createReadStream } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pipeline } from "node:stream/promises";

import sirv from "sirv";

import { publicImageHeaders } from "#app/lib/http/resource-policy.ts";

import { matchesEtag, servePage } from "./prerendered-pages.ts";
import { negotiateEncoding, parseRange, type StaticFile } from "./static-files.ts";

export type BuildFileServer = (req: IncomingMessage, res: ServerResponse, file: StaticFile) => Promise<void>;

export function buildFileServer(clientDir: string): BuildFileServer {
  const assets = sirv(clientDir, { brotli: true, gzip: true, etag: true });
  return (req, res, file) => {
    // Before any answer (a 304 too): a public image may be shown by other sites (webmail, feed readers).
    if (file.crossOrigin) for (const [name, value] of Object.entries(publicImageHeaders)) res.setHeader(name, value);
    if (file.page) {
      servePage(req, res, file.page, negotiateEncoding(req.headers["accept-encoding"], ["br", "gzip"]));
      return Promise.resolve();
    }
    if (file.immutable) {
      // The index's type (with its charset) rather than sirv's guess; sirv keeps headers already set.
      res.setHeader("Content-Type", file.type);
      // Hashed names never change content: kept for a year by browsers and caches, never asked about again.
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      return new Promise<void>((resolve, reject) => {
        res.once("finish", resolve).once("close", resolve).once("error", reject);
        // Only files of the index come here, so sirv always finds one; a miss would be a 404 all the same.
        assets(req, res, () => {
          res.statusCode = 404;
          res.end();
        });
      });
    }
    return serveFile(req, res, file);
  };
}

/** A build file that may change under its name: asked about each time, its ETag from its content. */
function serveFile(req: IncomingMessage, res: ServerResponse, file: StaticFile): Promise<void> {
  res.setHeader("Content-Type", file.type);
  res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
  res.setHeader("ETag", file.etag);
  if (matchesEtag(req.headers["if-none-match"], file.etag)) {
    res.statusCode = 304;
    res.end();
    return Promise.resolve();
  }
  const coding = negotiateEncoding(req.headers["accept-encoding"], Object.keys(file.encoded) as ("br" | "gzip")[]);
  const chosen = coding ? file.encoded[coding]! : { path: file.path, size: file.size };
  if (coding) res.setHeader("Content-Encoding", coding);
  if (Object.keys(file.encoded).length) res.setHeader("Vary", "Accept-Encoding");
  // Byte ranges for files sent as they are (video players seek with them).
  const range = coding ? null : parseRange(req.headers.range, file.size);
  if (!coding) res.setHeader("Accept-Ranges", "bytes");
  if (range === "invalid") {
    res.statusCode = 416;
    res.setHeader("Content-Range", `bytes */${file.size}`);
    res.end();
    return Promise.resolve();
  }
  if (range) {
    res.statusCode = 206;
    res.setHeader("Content-Range", `bytes ${range.start}-${range.end}/${file.size}`);
  }
  res.setHeader("Content-Length", range ? range.end - range.start + 1 : chosen.size);
  if (req.method === "HEAD") {
    res.end();
    return Promise.resolve();
  }
  return pipeline(createReadStream(chosen.path, range ?? undefined), res);
}
