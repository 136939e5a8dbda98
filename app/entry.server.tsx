import { Writable } from "node:stream";

import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";

import { deferScriptsPastFirstPaint } from "#app/lib/defer-scripts.ts";
import { NonceContext } from "#app/lib/nonce-context.ts";
import { requestContext } from "#app/lib/request-context.ts";

export const streamTimeout = 5_000;

/** What the production server takes from the build rather than from the source (decision 0028). */
export * as serving from "./serving.server.ts";

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
              const page = deferScriptsPastFirstPaint(Buffer.concat(chunks).toString("utf8"));
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

/** Errors are logged on the server; the visitor sees the error page, never a stack trace. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  console.error(error);
};
