import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

import type { ServerBuild } from "react-router";

import type * as Serving from "#app/serving.server.ts";
import { contextsWithSessionCookie } from "#app/auth/contexts.ts";
import { consentChoiceIn } from "#app/lib/http/consent-cookie.ts";
import { NONCE_PLACEHOLDER } from "#app/lib/http/csp-nonce.ts";
import { appHandler, serveCached, type AppHandler, type CacheTarget } from "./app-handler.ts";
import {
  bodyLimits,
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  TIMEOUT_CHECK_INTERVAL_MS,
} from "./body-limits.ts";
import { buildFileServer } from "./build-files.ts";
import { memoryAnswer, sendMemoryAnswer, type MemoryAnswer } from "./memory-answers.ts";
import { operations, OPERATIONS_PATHS, recordRequest } from "./operations.ts";
import type { InlineHashes } from "./prerendered-pages.ts";
import { RenderCache } from "./render-cache.ts";
import { SearchPages } from "./search-pages.ts";
import { readAfterContinue, readBody, streamedBody, declaredTooLarge, expectsContinue } from "./request-body.ts";
import { bodyFault, harmlessTarget, refuseApiInput, targetFault } from "./request-input.ts";
import {
  ALLOW,
  clientAddress,
  ignoreBody,
  isCrossSite,
  lingerAfterAnswer,
  METHODS,
  plain,
  readableTarget,
} from "./request-guards.ts";
import { contentSecurityPolicy, securityHeaders, type SecurityOptions } from "./security-headers.ts";
import { canonicalKey, canonicalPaths, indexStaticFiles } from "./static-files.ts";

export { clientAddress, isCrossSite, validHost } from "./request-guards.ts";
export { readBody, streamedBody } from "./request-body.ts";

export interface AppServerOptions {
  build: ServerBuild;
  /** The app's parts the server uses, from the same build (its entry's `serving`, decision 0028). */
  app: typeof Serving;
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

/** The app's part of the server build: its entry module exports `serving` (app/entry.server.tsx). */
export function servingOf(build: ServerBuild): typeof Serving {
  return (build.entry.module as unknown as { serving: typeof Serving }).serving;
}

/**
 * The production server: prerendered pages and build assets from memory and
 * disk, everything else through React Router, security headers on every
 * response, and one log line per request.
 */
export function createAppServer({
  build,
  app,
  clientDir,
  security,
  siteOrigin,
  trustProxy = false,
  log = (l) => process.stdout.write(l + "\n"),
  ready = () => Promise.resolve(true),
  metricsToken,
}: AppServerOptions): Server {
  // Pages the same for everyone (prerendered, or kept by the render cache) name their inline scripts by hash.
  const policyFor = (inline: InlineHashes) => contentSecurityPolicy(inline, security);
  const files = indexStaticFiles(clientDir, NONCE_PLACEHOLDER, policyFor);
  const canonical = canonicalPaths(files);
  // Prerendered pages and hashed assets, each answer's bytes and headers made once (server/memory-answers.ts).
  const staticSecurity = securityHeaders(undefined, security);
  const assetPolicy = contentSecurityPolicy({ scripts: [], styles: [] }, security);
  const memory = new Map<string, { answer: MemoryAnswer; personalisable: boolean }>();
  for (const [path, file] of files) {
    const answer = memoryAnswer(file, staticSecurity, assetPolicy);
    if (answer) memory.set(path, { answer, personalisable: file.personalisable });
  }
  const serveFile = buildFileServer(clientDir);
  const serveApp = appHandler(build, app, security.production);
  const operationsAnswer = operations({ app, ready, metricsToken, log });
  const bodyLimitFor = bodyLimits(build.routes);
  const renderCache = new RenderCache();
  // Signed-in overviews, one per visitor and state (about 100 KB each with their compressed copies).
  const personalPages = new RenderCache(Date.now, PERSONAL_PAGES);
  const searchPages = new SearchPages({
    policyFor,
    count: app.countSearchFrom,
    refused: app.refusedSeconds,
    generation: app.resultsGeneration,
    follow: app.followSearchIndex,
  });
  /** The renders under way for the render cache, by address. */
  const rendering = new Map<string, Promise<void>>();

  /** A GET or HEAD: a build file, another spelling of one (301), a kept page, or the app. */
  async function answerRead(
    req: IncomingMessage,
    res: ServerResponse,
    target: string,
    path: string,
    nonce: string,
    served: { fromBuild: boolean },
  ) {
    const facts = { nonce, clientAddress: clientAddress(req, trustProxy) };
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
    const forThem = renderedForThem(req.headers.cookie);
    // Search pages kept per query, and suggestions refused from memory (server/search-pages.ts).
    const searchAnswered =
      !file &&
      !forThem &&
      (await searchPages.answer(req, res, facts.clientAddress ?? "unknown", {
        render: (cache) => serveApp(req, res, { body: null, facts }, cache),
        serve: (page) => serveCached(req, res, page),
      }));
    if (searchAnswered) return;
    // A document an editor has uploaded a newer version of is answered by the app, not the build's file.
    const superseded = file && decoded.startsWith("/documents/") && (await app.supersededStaticFile(decoded));
    if (file && !((file.personalisable && forThem) || superseded)) {
      // Said before serving: the request is counted when its answer is sent, which may be before this returns.
      served.fromBuild = true;
      await serveFile(req, res, file);
      return;
    }
    // Only addresses without a query are kept: a query cannot fill the cache with copies of a page.
    if (target !== path) {
      await serveApp(req, res, { body: null, facts });
      return;
    }
    if (forThem) {
      // A signed-in overview is kept for the one visitor it was rendered for, under a key of everything it is
      // drawn from, while their session read is held (app/programmes/kept-pages.server.ts, decision 0067).
      const keyOf = () =>
        app.keptPageKey({
          cookie: req.headers.cookie,
          host: req.headers.host,
          path,
          userAgent: req.headers["user-agent"],
          address: facts.clientAddress,
        });
      const key = await keyOf();
      if (!key) {
        await serveApp(req, res, { body: null, facts });
        return;
      }
      // A session or roles changed while the page was rendered (a post on this copy): the page is not kept.
      const stillHolds = async () => (await keyOf()) === key;
      await fromCache(req, res, personalPages, key, { personalSeconds: PERSONAL_PAGE_SECONDS, stillHolds }, facts);
      return;
    }
    await fromCache(req, res, renderCache, target, {}, facts);
  }

  /** A kept page, or the app's answer kept for the next request with this key. */
  async function fromCache(
    req: IncomingMessage,
    res: ServerResponse,
    store: RenderCache,
    key: string,
    how: Pick<CacheTarget, "personalSeconds" | "stillHolds">,
    facts: Serving.RequestFacts,
  ) {
    // When a kept page runs out, the visitors who come while it is rendered again wait for that one
    // render rather than each rendering it too.
    if (!store.get(key) && store.kept(key)) await rendering.get(key);
    const cached = store.get(key);
    if (cached) {
      serveCached(req, res, cached);
      return;
    }
    const render = serveApp(req, res, { body: null, facts }, { store, key, policyFor, ...how });
    const settled = render.then(
      () => {},
      () => {},
    );
    rendering.set(key, settled);
    void settled.finally(() => rendering.delete(key));
    await render;
  }

  const server = createServer(
    {
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
    async (req, res) => {
      const target = req.url ?? "/";
      const query = target.indexOf("?");
      const path = query < 0 ? target : target.slice(0, query);
      // The same bytes for everyone (a prerendered page, a hashed asset): from memory, its headers made at start.
      // A page is rendered instead for a visitor it is personal to, as answerRead does.
      const kept = req.method === "GET" || req.method === "HEAD" ? memory.get(path) : undefined;
      if (
        kept &&
        readableTarget(req, target) &&
        (query < 0 || !targetFault(target)) &&
        !(kept.personalisable && renderedForThem(req.headers.cookie))
      ) {
        recordRequest(app, log, req, res, path, () => true);
        ignoreBody(req, res);
        sendMemoryAnswer(req, res, kept.answer);
        return;
      }
      const nonce = randomBytes(16).toString("base64");
      const served: Served = { fromBuild: false };
      recordRequest(
        app,
        log,
        req,
        res,
        path,
        () => served.fromBuild,
        () => served.refused,
      );
      for (const [name, value] of Object.entries(securityHeaders(nonce, security))) res.setHeader(name, value);

      try {
        const method = req.method ?? "GET";
        if (!readableTarget(req, target)) return plain(req, res, 400, "This request could not be read.");
        if (OPERATIONS_PATHS.has(path)) return await operationsAnswer(req, res, path);
        if (!METHODS.includes(method)) {
          return plain(req, res, 405, "This method is not used on this site.", { Allow: ALLOW });
        }
        if (method === "OPTIONS") {
          ignoreBody(req, res);
          res.statusCode = 204;
          res.setHeader("Allow", ALLOW);
          res.end();
          return;
        }
        if (isCrossSite(req, siteOrigin)) {
          return plain(req, res, 403, "This form was sent from another website, so it was refused.");
        }
        // The front door (server/request-input.ts): an address or query the site cannot use, before anything reads it.
        const refused = targetFault(target);
        if (refused) {
          served.refused = refused;
          ignoreBody(req, res);
          const facts = { nonce, clientAddress: clientAddress(req, trustProxy) };
          return await refuseInput(req, res, path, serveApp, facts, refused, harmlessTarget(path));
        }
        if (method === "GET" || method === "HEAD") {
          // A body on a GET means nothing here, and is not read.
          ignoreBody(req, res);
          await answerRead(req, res, target, path, nonce, served);
          return;
        }
        const facts = { nonce, clientAddress: clientAddress(req, trustProxy) };
        await answerPost(req, res, app, serveApp, bodyLimitFor(path, req.headers["content-type"]), facts, served);
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

/** How many signed-in pages are kept at most, and for how long (their key changes with anything they show). */
const PERSONAL_PAGES = 100;
const PERSONAL_PAGE_SECONDS = 10;

/**
 * A signed-in visitor gets pages rendered for them (their programme's header), not the prerendered copies; so does
 * one who answered the cookie question without the page's script (no banner: decision 0052).
 */
function renderedForThem(cookie: string | undefined): boolean {
  if (!cookie) return false;
  return contextsWithSessionCookie(cookie).length > 0 || consentChoiceIn(cookie) !== undefined;
}

/** What became of a request, for its log line. */
interface Served {
  fromBuild: boolean;
  /** Why the front door refused its input (server/request-input.ts). */
  refused?: string;
}

/**
 * Input the front door refused: 400, JSON from the server for the auth API, else the app's root answers
 * (app/lib/http/refused-input.ts: the site's error page for a person) with no body and no route run.
 */
async function refuseInput(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  serveApp: AppHandler,
  facts: Serving.RequestFacts,
  refused: NonNullable<Serving.RequestFacts["inputRefused"]>,
  target?: string,
) {
  if (path.startsWith("/api/")) return refuseApiInput(req, res);
  await serveApp(req, res, { body: null, facts: { ...facts, inputRefused: refused }, target });
}

/** A post: its body read within its route's limit (decisions 0010 and 0023) and checked at the front door, then the app. */
async function answerPost(
  req: IncomingMessage,
  res: ServerResponse,
  app: typeof Serving,
  serveApp: AppHandler,
  { limit, answersRefusal }: ReturnType<ReturnType<typeof bodyLimits>>,
  facts: Serving.RequestFacts,
  served: Served,
) {
  if (limit.streamed && !declaredTooLarge(req, limit)) {
    // An upload: the route reads it as it arrives. Its connection closes after the answer, the rest of
    // a body the route stopped reading (too large, too slow) discarded for a moment first.
    lingerAfterAnswer(req, res);
    if (expectsContinue(req)) res.writeContinue();
    await serveApp(req, res, { body: streamedBody(req, limit), facts });
    return;
  }
  const body = await (expectsContinue(req) ? readAfterContinue(req, res, limit) : readBody(req, limit));
  if (body === "gone") return;
  if (body === "too-slow") return plain(req, res, 408, "The request took too long to arrive. Please try again.");
  if (body === "too-large") {
    // The app answers, counting the attempt (app/root.tsx): the route in its form if it says it will
    // (app/lib/http/body-limits.ts), else a page for a person, plain text otherwise.
    lingerAfterAnswer(req, res);
    const bodyRefused = answersRefusal ? "route" : "root";
    await serveApp(req, res, { body: app.refusedBody(), facts: { ...facts, bodyRefused } });
    return;
  }
  const refused = await bodyFault(body, req.headers["content-type"], limit);
  if (refused) {
    served.refused = refused;
    const path = (req.url ?? "/").split("?", 1)[0]!;
    return await refuseInput(req, res, path, serveApp, facts, refused);
  }
  await serveApp(req, res, { body, facts });
}

function decodeURIComponentSafe(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
