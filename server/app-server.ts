import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, createBrotliCompress, createGzip, gzip } from "node:zlib";

import { createHeaders } from "@remix-run/node-fetch-server";
import { createRequestHandler, type ServerBuild } from "react-router";

import { CLIENT_ADDRESS_HEADER } from "#app/auth/client-address.ts";
import { contextsWithSessionCookie } from "#app/auth/contexts.ts";
import { NONCE_HEADER, NONCE_PLACEHOLDER } from "#app/lib/csp-nonce.ts";
import { metrics, metricsAuthorised, routeKind } from "#app/lib/metrics.server.ts";
import { RENDER_CACHE_HEADER } from "#app/lib/render-cache.ts";
import { withoutSecrets } from "#app/lib/secret-paths.ts";
import { BODY_REFUSED_HEADER, REFUSED_FOR_ROOT, REFUSED_FOR_ROUTE } from "#app/lib/refused-body.ts";
import {
  bodyLimits,
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  TIMEOUT_CHECK_INTERVAL_MS,
  type BodyLimit,
} from "./body-limits.ts";
import {
  matchesEtag,
  PAGE_CACHE_CONTROL,
  sendRepresentation,
  servePage,
  type InlineHashes,
} from "./prerendered-pages.ts";
import { RenderCache, type CachedPage } from "./render-cache.ts";
import { SearchPages, type SearchPageHandlers } from "./search-pages.ts";
import { contentSecurityPolicy, securityHeaders, type SecurityOptions } from "./security-headers.ts";
import {
  canonicalKey,
  canonicalPaths,
  indexStaticFiles,
  negotiateEncoding,
  parseRange,
  type StaticFile,
} from "./static-files.ts";

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
  /** Whether this copy can serve (its database answers): `/readyz` says 200 or 503. Unset: always ready. */
  ready?: () => Promise<boolean>;
  /** The bearer token that opens `/metrics`; unset, `/metrics` is not served (404). */
  metricsToken?: string;
}

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
  if (Buffer.isBuffer(body)) {
    const sent = coding ? await compressWhole(body, coding) : body;
    res.setHeader("Content-Length", sent.length);
    res.end(sent);
    return;
  }
  await (coding ? pipeline(body, compressor(coding), res) : pipeline(body, res));
}

function serveStatic(req: IncomingMessage, res: ServerResponse, file: StaticFile): Promise<void> {
  if (file.page) {
    // Prerendered HTML: from memory, precompressed, with its hash-based CSP (decision 0015).
    servePage(req, res, file.page, negotiateEncoding(req.headers["accept-encoding"], ["br", "gzip"]));
    return Promise.resolve();
  }
  res.setHeader("Content-Type", file.type);
  res.setHeader(
    "Cache-Control",
    file.immutable ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
  );
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

/**
 * The request as React Router takes it: the body already read (or none, or
 * refused), aborted if the client goes away before the answer is sent.
 */
function toFetchRequest(req: IncomingMessage, res: ServerResponse, body: Buffer | ReadableStream | null): Request {
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = createHeaders(req);
  const init: RequestInit = { method: req.method, headers, signal: controller.signal };
  if (body instanceof ReadableStream) {
    init.body = body;
    (init as RequestInit & { duplex: "half" }).duplex = "half";
  } else if (req.method !== "GET" && req.method !== "HEAD") {
    // Read by Buffer.concat into memory of its own (never shared), as the type asks.
    init.body = (body ?? Buffer.alloc(0)) as Uint8Array<ArrayBuffer>;
    if (!body) {
      headers.delete("content-length");
      headers.delete("transfer-encoding");
    }
  }
  // The Host was checked (validHost) before this, so the URL parses.
  return new Request(`http://${req.headers.host ?? "localhost"}${req.url}`, init);
}

/**
 * Hands a request to React Router and streams its answer back. With a cache
 * (an anonymous GET), an answer the app marks as shareable is kept
 * (server/render-cache.ts).
 */
async function serveApp(
  req: IncomingMessage,
  res: ServerResponse,
  handler: ReturnType<typeof createRequestHandler>,
  nonce: string,
  body: Buffer | ReadableStream | null,
  cache?: { store: RenderCache; key: string; policyFor: (inline: InlineHashes) => string },
) {
  // Only the server may say what the nonce is: this replaces any copy a client sent.
  req.headers[NONCE_HEADER] = nonce;
  const request = toFetchRequest(req, res, body);
  const response = await handler(request);

  res.statusCode = response.status;
  const kept: [string, string][] = [];
  for (const [name, value] of response.headers) {
    if (name === "set-cookie" || name === RENDER_CACHE_HEADER) continue;
    // A route may set its own headers, but never loosen the server's CSP.
    if (name === "content-security-policy") continue;
    res.setHeader(name, value);
    kept.push([name, value]);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("Set-Cookie", cookies);
  const type = response.headers.get("content-type") ?? "";
  const ttl = cache && req.method === "GET" ? RenderCache.ttlOf(response) : 0;
  if (cache && ttl > 0) {
    const whole = Buffer.from(await response.arrayBuffer());
    cache.store.set(cache.key, { status: response.status, headers: kept, body: whole }, nonce, ttl, cache.policyFor);
    const stored = cache.store.get(cache.key);
    // What the next visitors get, this one gets too; a page that could not be kept is sent as rendered.
    if (stored) serveCached(req, res, stored);
    else await sendBody(req, res, whole, type);
    return;
  }
  // A document is rendered whole before it is answered (app/entry.server.tsx); other bodies stream.
  const responseBody = !response.body
    ? null
    : type.startsWith("text/html")
      ? Buffer.from(await response.arrayBuffer())
      : Readable.fromWeb(response.body as import("node:stream/web").ReadableStream);
  await sendBody(req, res, responseBody, type);
}

/** A page from the render cache: the same bytes for everyone, compressed when stored, with their own validator. */
function serveCached(req: IncomingMessage, res: ServerResponse, page: CachedPage) {
  res.statusCode = page.status;
  for (const [name, value] of page.headers) res.setHeader(name, value);
  if (page.policy) res.setHeader("Content-Security-Policy", page.policy);
  // Like a prerendered page: kept by browsers and shared caches, asked about again each time.
  if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", PAGE_CACHE_CONTROL);
  sendRepresentation(req, res, page, negotiateEncoding(req.headers["accept-encoding"], ["br", "gzip"]));
}

type BodyOutcome = Buffer | "too-large" | "too-slow" | "gone";

/**
 * Reads a request's body whole, never holding more than the limit: a body
 * that says it is larger is refused before a byte is read, and reading stops
 * at the first byte past the limit, or at the deadline.
 */
export function readBody(req: IncomingMessage, limit: BodyLimit): Promise<BodyOutcome> {
  const declared = req.headers["content-length"];
  if (declared !== undefined && Number(declared) > limit.maxBytes) return Promise.resolve("too-large");
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (outcome: BodyOutcome) => {
      clearTimeout(deadline);
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("close", onClose);
      req.off("error", onClose);
      if (!Buffer.isBuffer(outcome)) req.pause();
      resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit.maxBytes) finish("too-large");
      else chunks.push(chunk);
    };
    const onEnd = () => finish(Buffer.concat(chunks, size));
    const onClose = () => finish("gone");
    const deadline = setTimeout(() => finish("too-slow"), limit.deadlineMs);
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("close", onClose);
    req.on("error", onClose);
  });
}

/**
 * A body handed to the route as it arrives (uploads): the same limit and
 * deadline as `readBody`, but enforced by ending the stream with an error,
 * which the route's parser sees as an incomplete upload. Reading waits for
 * the route (backpressure), so memory holds a few chunks, never the body.
 */
export function streamedBody(req: IncomingMessage, limit: BodyLimit): ReadableStream<Uint8Array> {
  let size = 0;
  let ended = false;
  const body = new Readable({
    read() {
      req.resume();
    },
  });
  const stop = (reason: string) => {
    if (ended) return;
    ended = true;
    clearTimeout(deadline);
    req.off("data", onData);
    req.pause();
    body.destroy(new Error(reason));
  };
  const onData = (chunk: Buffer) => {
    size += chunk.length;
    if (size > limit.maxBytes) stop("too-large");
    else if (!body.push(chunk)) req.pause();
  };
  const deadline = setTimeout(() => stop("too-slow"), limit.deadlineMs);
  req.on("data", onData);
  req.on("end", () => {
    if (ended) return;
    ended = true;
    clearTimeout(deadline);
    body.push(null);
  });
  req.on("close", () => stop("gone"));
  req.on("error", () => stop("gone"));
  return Readable.toWeb(body) as ReadableStream<Uint8Array>;
}

/** How long the server goes on reading (and discarding) a refused body, so that the client reads the answer. */
const LINGER_MS = 2_000;

/**
 * After answering a request whose body it did not read, the server closes the
 * connection (Connection: close) but first lets the client finish sending for
 * a moment, discarding what comes: a client still writing when the server
 * hangs up gets a reset, which can lose the answer. Node would destroy the
 * socket as soon as the answer is written; this takes that step over.
 */
function lingerAfterAnswer(req: IncomingMessage, res: ServerResponse) {
  res.setHeader("Connection", "close");
  const socket = req.socket;
  socket.destroySoon = function destroyAfterLingering() {
    socket.end();
    req.removeAllListeners("data");
    req.resume();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    socket.once("close", () => clearTimeout(timer));
  };
}

/** Whether the request says a body follows (which Node would otherwise read to its end, however long). */
function carriesBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  return (length !== undefined && length !== "0") || req.headers["transfer-encoding"] !== undefined;
}

/** A short plain answer from the server itself; a body the request carries is not read (lingerAfterAnswer). */
function plain(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
) {
  if (carriesBody(req)) lingerAfterAnswer(req, res);
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(text);
}

/** The client's address, for rate limits: the socket's, or the one our proxy appended. */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers["x-forwarded-for"];
  const last = trustProxy && typeof forwarded === "string" ? forwarded.split(",").at(-1)?.trim() : undefined;
  return last || req.socket.remoteAddress || "unknown";
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The methods the site answers; anything else (TRACE, PUT, PROPFIND…) is 405 before any route runs. */
const METHODS = ["GET", "HEAD", "POST", "OPTIONS"];
const ALLOW = METHODS.join(", ");

/**
 * A Host header the site can build its URLs from: a name or an IPv4 or
 * bracketed IPv6 address, and a port. Anything else would break the
 * request's URL (a 500) or mean a confused client.
 */
export function validHost(host: string | undefined): boolean {
  if (host === undefined) return true; // HTTP/1.0 without one: "localhost" stands in
  return (
    /^(?:[a-z0-9](?:[a-z0-9._-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(host) &&
    URL.canParse(`http://${host}/`)
  );
}

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
  ready = () => Promise.resolve(true),
  metricsToken,
}: AppServerOptions): Server {
  const figures = metrics();
  // Pages the same for everyone (prerendered, or kept by the render cache) name their inline scripts by hash.
  const policyFor = (inline: InlineHashes) => contentSecurityPolicy(inline, security);
  const files = indexStaticFiles(clientDir, NONCE_PLACEHOLDER, policyFor);
  const canonical = canonicalPaths(files);
  const handler = createRequestHandler(build, security.production ? "production" : "development");
  const bodyLimitFor = bodyLimits(build.routes);
  const renderCache = new RenderCache();
  const searchPages = new SearchPages({ policyFor });
  /** The renders under way for the render cache, by address. */
  const rendering = new Map<string, Promise<void>>();
  // The app's say on whether a build file is out of date (app/entry.server.tsx): a document with a newer upload.
  const supersededStaticFile = (
    build.entry?.module as { supersededStaticFile?: (path: string) => Promise<boolean> } | undefined
  )?.supersededStaticFile;

  const server = createServer(
    {
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
    async (req, res) => {
      const started = performance.now();
      const nonce = randomBytes(16).toString("base64");
      const target = req.url ?? "/";
      const path = target.split("?", 1)[0] ?? "/";
      let fromBuild = false;
      res.on("finish", () => {
        const seconds = (performance.now() - started) / 1000;
        const kind = routeKind(path, fromBuild);
        figures.requests.inc({
          kind,
          method: METHODS.includes(req.method ?? "") ? req.method : "other",
          status: res.statusCode,
        });
        figures.duration.observe({ kind }, seconds);
        // Paths only: query strings can carry personal information. A secret address's token is left out too.
        const ms = (seconds * 1000).toFixed(1);
        log(
          JSON.stringify({
            time: new Date().toISOString(),
            method: req.method,
            path: path.startsWith("/") ? withoutSecrets(path) : "(not a path)",
            status: res.statusCode,
            ms: Number(ms),
          }),
        );
      });
      for (const [name, value] of Object.entries(securityHeaders(nonce, security))) res.setHeader(name, value);

      try {
        const method = req.method ?? "GET";
        // Only origin-form targets ("/path?query"): an absolute-form one ("http://host/") is for proxies.
        if ((!target.startsWith("/") && !(method === "OPTIONS" && target === "*")) || !validHost(req.headers.host)) {
          plain(req, res, 400, "This request could not be read.");
          return;
        }
        if (path === "/healthz") {
          if (carriesBody(req)) lingerAfterAnswer(req, res);
          res.setHeader("Content-Type", "application/json");
          res.setHeader("Cache-Control", "no-store");
          res.end(method === "HEAD" ? undefined : JSON.stringify({ status: "ok" }));
          return;
        }
        if (path === "/readyz") {
          if (carriesBody(req)) lingerAfterAnswer(req, res);
          const ok = await ready().catch(() => false);
          res.statusCode = ok ? 200 : 503;
          res.setHeader("Content-Type", "application/json");
          res.setHeader("Cache-Control", "no-store");
          res.end(method === "HEAD" ? undefined : JSON.stringify({ status: ok ? "ready" : "unavailable" }));
          return;
        }
        if (path === "/metrics") {
          if (!metricsToken) {
            plain(req, res, 404, "Not found.");
          } else if (!metricsAuthorised(req.headers.authorization, metricsToken)) {
            plain(req, res, 401, "Metrics need the bearer token.", { "WWW-Authenticate": 'Bearer realm="metrics"' });
          } else {
            if (carriesBody(req)) lingerAfterAnswer(req, res);
            const text = await figures.registry.metrics();
            res.setHeader("Content-Type", figures.registry.contentType);
            res.setHeader("Cache-Control", "no-store");
            res.end(method === "HEAD" ? undefined : text);
          }
          return;
        }
        if (!METHODS.includes(method)) {
          plain(req, res, 405, "This method is not used on this site.", { Allow: ALLOW });
          return;
        }
        if (method === "OPTIONS") {
          if (carriesBody(req)) lingerAfterAnswer(req, res);
          res.statusCode = 204;
          res.setHeader("Allow", ALLOW);
          res.end();
          return;
        }
        if (isCrossSite(req, siteOrigin)) {
          plain(req, res, 403, "This form was sent from another website, so it was refused.");
          return;
        }
        // Only the server may say where a request came from, or that it refused its body:
        // this replaces any copy a client sent.
        req.headers[CLIENT_ADDRESS_HEADER] = clientAddress(req, trustProxy);
        delete req.headers[BODY_REFUSED_HEADER];

        if (method === "GET" || method === "HEAD") {
          // A body on a GET means nothing here, and is not read.
          if (carriesBody(req)) lingerAfterAnswer(req, res);
          const decoded = decodeURIComponentSafe(path);
          const file = files.get(decoded);
          if (!file) {
            // Another letter case, a trailing or doubled slash: one address per page and document.
            const to = canonical.get(canonicalKey(decoded));
            if (to && to !== decoded) {
              res.statusCode = 301;
              res.setHeader("Location", to + target.slice(path.length));
              res.setHeader("Cache-Control", "public, max-age=3600");
              res.end();
              return;
            }
          }
          // A signed-in visitor gets pages rendered for them (their programme's header), not the prerendered copies.
          const signedIn = contextsWithSessionCookie(req.headers.cookie).length > 0;
          // Search pages kept per query, and suggestions refused from memory (server/search-pages.ts).
          const searchHandlers: SearchPageHandlers = {
            render: (cache) => serveApp(req, res, handler, nonce, null, cache),
            serve: (page) => serveCached(req, res, page),
          };
          if (!file && !signedIn && (await searchPages.answer(req, res, searchHandlers))) return;
          // A document an editor has uploaded a newer version of is answered by the app, not the build's file.
          const superseded = file && decoded.startsWith("/documents/") && (await supersededStaticFile?.(decoded));
          const personal = (file?.personalisable && signedIn) || superseded;
          fromBuild = Boolean(file && !personal);
          if (file && !personal) await serveStatic(req, res, file);
          // Only addresses without a query are kept: a query cannot fill the cache with copies of a page.
          else if (signedIn || target !== path) await serveApp(req, res, handler, nonce, null);
          else {
            // When a kept page runs out, the visitors who come while it is rendered again wait for that one
            // render rather than each rendering it too.
            if (!renderCache.get(target) && renderCache.kept(target)) await rendering.get(target);
            const cached = renderCache.get(target);
            if (cached) serveCached(req, res, cached);
            else {
              const render = serveApp(req, res, handler, nonce, null, { store: renderCache, key: target, policyFor });
              const settled = render.then(
                () => {},
                () => {},
              );
              rendering.set(target, settled);
              void settled.finally(() => rendering.delete(target));
              await render;
            }
          }
          return;
        }

        const { limit, answersRefusal } = bodyLimitFor(path, req.headers["content-type"]);
        const declared = req.headers["content-length"];
        if (limit.streamed && !(declared !== undefined && Number(declared) > limit.maxBytes)) {
          // An upload: the route reads it as it arrives. Its connection closes after the answer, the rest of
          // a body the route stopped reading (too large, too slow) discarded for a moment first.
          lingerAfterAnswer(req, res);
          if (/^100-continue$/i.test(req.headers.expect ?? "")) res.writeContinue();
          await serveApp(req, res, handler, nonce, streamedBody(req, limit));
          return;
        }
        const body = await (/^100-continue$/i.test(req.headers.expect ?? "")
          ? readAfterContinue(req, res, limit)
          : readBody(req, limit));
        if (body === "gone") return;
        if (body === "too-slow") {
          plain(req, res, 408, "The request took too long to arrive. Please try again.");
          return;
        }
        if (body === "too-large") {
          // The app answers, counting the attempt (app/root.tsx): the route in its form if it says it will
          // (app/lib/body-limits.ts), else a page for a person, plain text otherwise.
          lingerAfterAnswer(req, res);
          req.headers[BODY_REFUSED_HEADER] = answersRefusal ? REFUSED_FOR_ROUTE : REFUSED_FOR_ROOT;
          await serveApp(req, res, handler, nonce, null);
          return;
        }
        await serveApp(req, res, handler, nonce, body);
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
    },
  );
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // A client that asks before sending its body (Expect: 100-continue) is answered like any other; the
  // handler says "go on" only when it means to read the body (Node would otherwise say so for every one).
  server.on("checkContinue", (req, res) => server.emit("request", req, res));
  return server;
}

/** Tells a client that waits (Expect: 100-continue) to send its body, unless its length is refused already. */
function readAfterContinue(req: IncomingMessage, res: ServerResponse, limit: BodyLimit): Promise<BodyOutcome> {
  const declared = req.headers["content-length"];
  if (declared === undefined || Number(declared) <= limit.maxBytes) res.writeContinue();
  return readBody(req, limit);
}

function decodeURIComponentSafe(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
