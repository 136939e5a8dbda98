import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { constants as zlib, createBrotliCompress, createGzip } from "node:zlib";

import { createRequest } from "@remix-run/node-fetch-server";
import { createRequestHandler, type ServerBuild } from "react-router";

import { CLIENT_ADDRESS_HEADER } from "#app/auth/client-address.ts";
import { contextsWithSessionCookie } from "#app/auth/contexts.ts";
import { NONCE_HEADER, NONCE_PLACEHOLDER } from "#app/lib/csp-nonce.ts";
import { securityHeaders, type SecurityOptions } from "./security-headers.ts";
import { indexStaticFiles, negotiateEncoding, parseRange, type StaticFile } from "./static-files.ts";

export interface AppServerOptions {
  build: ServerBuild;
  /** The client build directory (build/client). */
  clientDir: string;
  security: SecurityOptions;
  /** The site's public origin (SITE_URL): a post from any other origin is refused. */
  siteOrigin: string;
  /** Behind a reverse proxy: take the client's address from the last X-Forwarded-For entry. */
  trustProxy?: boolean;
  /** One line per request; defaults to stdout. */
  log?: (line: string) => void;
}

const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|xml)|image\/svg)/;

function compressor(coding: "br" | "gzip") {
  // Dynamic responses favour speed: brotli 4 and gzip 6 compress about as well as
  // the defaults at a fraction of the CPU.
  return coding === "br"
    ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } })
    : createGzip({ level: 6 });
}

function isNotModified(req: IncomingMessage, etag: string): boolean {
  const header = req.headers["if-none-match"];
  return !!header && header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * Sends a body, compressed when the client accepts it, the type is worth it
 * and the body is not encoded already.
 */
async function sendBody(req: IncomingMessage, res: ServerResponse, body: Readable | Buffer | null, type: string) {
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
  const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
  await (coding ? pipeline(source, compressor(coding), res) : pipeline(source, res));
}

function serveStatic(req: IncomingMessage, res: ServerResponse, file: StaticFile, nonce: string): Promise<void> {
  res.setHeader("Content-Type", file.type);
  if (file.htmlParts) {
    // Prerendered HTML carries a fresh nonce each time, so it is never
    // revalidated against an old copy (whose nonce the new CSP would refuse).
    res.setHeader("Cache-Control", "no-cache");
    return sendBody(req, res, Buffer.from(file.htmlParts.join(nonce)), file.type);
  }
  res.setHeader(
    "Cache-Control",
    file.immutable ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
  );
  res.setHeader("ETag", file.etag);
  if (isNotModified(req, file.etag)) {
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

/** Hands a request to React Router and streams its answer back. */
async function serveApp(
  req: IncomingMessage,
  res: ServerResponse,
  handler: ReturnType<typeof createRequestHandler>,
  nonce: string,
) {
  // Only the server may say what the nonce is: this replaces any copy a client sent.
  req.headers[NONCE_HEADER] = nonce;
  const request = createRequest(req, res);
  const response = await handler(request);

  res.statusCode = response.status;
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    // A route may set its own headers, but never loosen the server's CSP.
    if (name === "content-security-policy") continue;
    res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("Set-Cookie", cookies);
  const type = response.headers.get("content-type") ?? "";
  const body = response.body ? Readable.fromWeb(response.body as import("node:stream/web").ReadableStream) : null;
  await sendBody(req, res, body, type);
}

/** The client's address, for rate limits: the socket's, or the one our proxy appended. */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers["x-forwarded-for"];
  const last = trustProxy && typeof forwarded === "string" ? forwarded.split(",").at(-1)?.trim() : undefined;
  return last || req.socket.remoteAddress || "unknown";
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery: a state-changing request that a browser marks as
 * coming from another origin (Origin, or Sec-Fetch-Site when Origin is absent)
 * is refused before any route sees it.
 */
export function isCrossSite(req: IncomingMessage, siteOrigin: string): boolean {
  if (SAFE_METHODS.has(req.method ?? "GET")) return false;
  const origin = req.headers.origin;
  if (origin) {
    const own = [siteOrigin, `http://${req.headers.host}`, `https://${req.headers.host}`];
    return !own.includes(origin);
  }
  return req.headers["sec-fetch-site"] === "cross-site";
}

/**
 * The production server: prerendered pages and build assets from memory and
 * disk, everything else through React Router, security headers on every
 * response, and one log line per request.
 */
export function createAppServer({
  build,
  clientDir,
  security,
  siteOrigin,
  trustProxy = false,
  log = (l) => process.stdout.write(l + "\n"),
}: AppServerOptions): Server {
  const files = indexStaticFiles(clientDir, NONCE_PLACEHOLDER);
  const handler = createRequestHandler(build, security.production ? "production" : "development");

  return createServer(async (req, res) => {
    const started = performance.now();
    const nonce = randomBytes(16).toString("base64");
    const path = (req.url ?? "/").split("?", 1)[0] ?? "/";
    res.on("finish", () => {
      // Paths only: query strings can carry personal information.
      const ms = (performance.now() - started).toFixed(1);
      log(
        JSON.stringify({
          time: new Date().toISOString(),
          method: req.method,
          path,
          status: res.statusCode,
          ms: Number(ms),
        }),
      );
    });
    for (const [name, value] of Object.entries(securityHeaders(nonce, security))) res.setHeader(name, value);

    try {
      if (path === "/healthz") {
        res.setHeader("Content-Type", "application/json");
        res.setHeader("Cache-Control", "no-store");
        res.end(req.method === "HEAD" ? undefined : JSON.stringify({ status: "ok" }));
        return;
      }
      if (isCrossSite(req, siteOrigin)) {
        res.statusCode = 403;
        res.setHeader("Content-Type", "text/plain; charset=utf-8");
        res.end("This form was sent from another website, so it was refused.");
        return;
      }
      // Only the server may say where a request came from: this replaces any copy a client sent.
      req.headers[CLIENT_ADDRESS_HEADER] = clientAddress(req, trustProxy);
      const file = req.method === "GET" || req.method === "HEAD" ? files.get(decodeURIComponentSafe(path)) : undefined;
      // A signed-in visitor gets pages rendered for them (their programme's header), not the prerendered copies.
      const personal = file?.personalisable && contextsWithSessionCookie(req.headers.cookie).length > 0;
      if (file && !personal) await serveStatic(req, res, file, nonce);
      else await serveApp(req, res, handler, nonce);
    } catch (error) {
      // A client that goes away mid-response is not an error worth a stack trace.
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ERR_STREAM_PREMATURE_CLOSE" || code === "ERR_STREAM_UNABLE_TO_PIPE") return;
      console.error(error);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader("Content-Type", "text/plain; charset=utf-8");
        res.end("Something went wrong on our side. Please try again.");
      } else {
        res.destroy();
      }
    }
  });
}

function decodeURIComponentSafe(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
