/**
 * What the server refuses before any route sees a request (decision 0010):
 * targets and Host headers it cannot build a URL from (400), methods the site
 * does not use (405), cross-site posts (403); and how it answers such a
 * request itself, without reading a body it carries.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The methods the site answers; anything else (TRACE, PUT, PROPFIND…) is 405 before any route runs. */
export const METHODS = ["GET", "HEAD", "POST", "OPTIONS"];
export const ALLOW = METHODS.join(", ");

/**
 * A Host header the site can build its URLs from: a name or an IPv4 or
 * bracketed IPv6 address, and a port. Anything else would break the
 * request's URL (a 500) or mean a confused client.
 */
export function validHost(host: string | undefined): boolean {
  if (host === undefined) return true; // HTTP/1.0 without one: "localhost" stands in
  // Nearly every request names one of a few hosts: each is judged once (a bounded memo, so junk cannot grow it).
  const known = judgedHosts.get(host);
  if (known !== undefined) return known;
  const valid =
    /^(?:[a-z0-9](?:[a-z0-9._-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(host) &&
    URL.canParse(`http://${host}/`);
  if (judgedHosts.size >= 64) judgedHosts.clear();
  judgedHosts.set(host, valid);
  return valid;
}
const judgedHosts = new Map<string, boolean>();

/** Only origin-form targets ("/path?query"): an absolute-form one ("http://host/") is for proxies. */
export function readableTarget(req: IncomingMessage, target: string): boolean {
  return (target.startsWith("/") || (req.method === "OPTIONS" && target === "*")) && validHost(req.headers.host);
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

/** The client's address, for rate limits: the socket's, or the one our proxy appended. */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers["x-forwarded-for"];
  const last = trustProxy && typeof forwarded === "string" ? forwarded.split(",").at(-1)?.trim() : undefined;
  return last || req.socket.remoteAddress || "unknown";
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
export function lingerAfterAnswer(req: IncomingMessage, res: ServerResponse) {
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
export function carriesBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  return (length !== undefined && length !== "0") || req.headers["transfer-encoding"] !== undefined;
}

/** A request whose body means nothing here (a GET, /healthz): not read, the connection closed after the answer. */
export function ignoreBody(req: IncomingMessage, res: ServerResponse) {
  if (carriesBody(req)) lingerAfterAnswer(req, res);
}

/** A short plain answer from the server itself; a body the request carries is not read (lingerAfterAnswer). */
export function plain(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
) {
  ignoreBody(req, res);
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(text);
}
