import { Writable } from "node:stream";

import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";

import { deferScriptsPastFirstPaint } from "#app/lib/http/defer-scripts.ts";
import { NonceContext } from "#app/lib/http/nonce-context.ts";
import { requestContext } from "#app/lib/http/request-context.ts";

export const streamTimeout = 5_000;

/** What the production server takes from the build rather than from the source (decision 0028). */
export * as serving from "./serving.server.ts";

/**
 * Whether this build defers the page's script past its first paint (decision 0021): always, except in the variant
 * that `npm run bench:first-paint` builds to measure what the deferral costs. Vite writes the variable's value
 * into the build, so a build made without it has no switch at all, and nothing at run time can turn it off.
 */
const deferScripts = import.meta.env.VITE_BENCH_SCRIPTS_AT_ONCE !== "1";

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext.get(requestContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Every document is sent whole, with each lazily loaded widget in its place rather than streamed
    // in behind a script: our data is local, so streaming would gain little, and a page must read
    // the same without JavaScript (a form posted without it, a crawler, a prerendered file).
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        // React otherwise sends a large finished boundary after the rest, revealed by a script.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          shellRendered = true;
          // The page is complete here, so it is collected into one buffer rather than streamed: the
          // server then compresses it in one call off the main thread (server/app-server.ts), where
          // React's many small chunks through a stream cost a signed-in page a tenth of its time.
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              // The page's script waits for its first paint (decision 0021); prerendered pages are written here too.
              const html = Buffer.concat(chunks).toString("utf8");
              const page = deferScripts ? deferScriptsPastFirstPaint(html) : html;
              resolve(new Response(page, { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * Errors are logged on the server; the visitor sees the error page, never a stack trace. The database's refusal
 * of a value (a SQLSTATE of class 22, "data exception": a NUL byte, a number out of range) is input that got past
 * the front door (server/request-input.ts) and the routes' checks (app/lib/http/numbers.ts): still a bug, but
 * one line, so that nobody can fill the log with stacks by sending it (decision 0049).
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // The router's own refusals (a post to a page without a form: 405; no such route: 404) are expected: the
  // request log's line for each says so, and a stack would let anyone fill the log by sending them.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const line = dataExceptionLine(error, request);
  if (line) console.error(line);
  else console.error(error);
};

/** A database's data exception as one log line: its code and message, and the route's path; else undefined. */
export function dataExceptionLine(error: unknown, request: Request): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== "string" || !/^22[0-9A-Z]{3}$/.test(code)) return undefined;
  const message = String((error as Error).message).slice(0, 200);
  const path = new URL(request.url).pathname.slice(0, 256);
  return JSON.stringify({ level: "error", kind: "database refused a value", code, message, path });
}
