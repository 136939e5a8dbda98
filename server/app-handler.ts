/**
 * Hands a request to React Router: as a fetch Request with its body already
 * read (or streamed, or refused), and with what only the server knows of it
 * in the load context (app/lib/http/request-context.ts, decision 0028); then
 * sends the answer back, keeping a shareable page in the render cache
 * (server/render-cache.ts).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";

import { createHeaders } from "@remix-run/node-fetch-server";
import { createRequestHandler, type ServerBuild } from "react-router";

import type * as Serving from "#app/serving.server.ts";
import { RENDER_CACHE_HEADER } from "#app/lib/http/render-cache.ts";
import { sendBody } from "./compression.ts";
import { PAGE_CACHE_CONTROL, sendRepresentation, type InlineHashes } from "./prerendered-pages.ts";
import { RenderCache, type CachedPage } from "./render-cache.ts";
import { negotiateEncoding } from "./static-files.ts";

/** What a request brings the app: the body (read, streamed, refused, or none) and the facts for its load context. */
export interface AppRequest {
  body: Buffer | ReadableStream | null;
  facts: Serving.RequestFacts;
  /** The target the app is given in place of the client's (a refused one's harmless spelling, server/request-input.ts). */
  target?: string;
}

/**
 * The request as React Router takes it: the body already read (or none, or
 * refused), aborted if the client goes away before the answer is sent.
 */
function toFetchRequest(req: IncomingMessage, res: ServerResponse, { body, facts, target }: AppRequest): Request {
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = createHeaders(req);
  const init: RequestInit = { method: req.method, headers, signal: controller.signal };
  if (body instanceof ReadableStream) {
    init.body = body;
    (init as RequestInit & { duplex: "half" }).duplex = "half";
    // A refused body is not the one the client declared (app/lib/http/refused-body.ts).
    if (facts.bodyRefused) {
      headers.delete("content-length");
      headers.delete("transfer-encoding");
    }
  } else if (req.method !== "GET" && req.method !== "HEAD") {
    // Read by Buffer.concat into memory of its own (never shared), as the type asks.
    init.body = (body ?? Buffer.alloc(0)) as Uint8Array<ArrayBuffer>;
    if (!body) {
      headers.delete("content-length");
      headers.delete("transfer-encoding");
    }
  }
  // The Host was checked (validHost) before this, so the URL parses.
  return new Request(`http://${req.headers.host ?? "localhost"}${target ?? req.url}`, init);
}

/** A page from the render cache: the same bytes for everyone, compressed when stored, with their own validator. */
export function serveCached(req: IncomingMessage, res: ServerResponse, page: CachedPage) {
  res.statusCode = page.status;
  for (const [name, value] of page.headers) res.setHeader(name, value);
  if (page.policy) res.setHeader("Content-Security-Policy", page.policy);
  // Like a prerendered page: kept by browsers and shared caches, asked about again each time.
  if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", PAGE_CACHE_CONTROL);
  sendRepresentation(req, res, page, negotiateEncoding(req.headers["accept-encoding"], ["br", "gzip"]));
}

export interface CacheTarget {
  store: RenderCache;
  key: string;
  policyFor: (inline: InlineHashes) => string;
  /**
   * A page kept for the one visitor whose key this is (a signed-in overview, app/programmes/kept-pages.server.ts):
   * kept this many seconds if it is a plain 200 page without cookies, whatever its headers say.
   */
  personalSeconds?: number;
  /** Asked once the page is rendered: whether its key still holds (nothing it names changed during the render). */
  stillHolds?: () => Promise<boolean>;
}

export type AppHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  request: AppRequest,
  cache?: CacheTarget,
) => Promise<void>;

export function appHandler(build: ServerBuild, app: typeof Serving, production: boolean): AppHandler {
  const handler = createRequestHandler(build, production ? "production" : "development");
  /**
   * Streams the app's answer back. With a cache (an anonymous GET), an answer
   * the app marks as shareable is kept.
   */
  return async (req, res, request, cache) => {
    const { facts } = request;
    const response = await handler(toFetchRequest(req, res, request), app.loadContext(facts));

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
    const ttl =
      cache && req.method === "GET"
        ? cache.personalSeconds === undefined
          ? RenderCache.ttlOf(response)
          : RenderCache.personalTtlOf(response, cache.personalSeconds)
        : 0;
    if (cache && ttl > 0 && (!cache.stillHolds || (await cache.stillHolds()))) {
      const whole = Buffer.from(await response.arrayBuffer());
      const entry = { status: response.status, headers: kept, body: whole };
      cache.store.set(cache.key, entry, facts.nonce, ttl, cache.policyFor);
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
  };
}
