/**
 * Reading a post's body within its route's limit and deadline (decisions 0010
 * and 0023; the limits are found in server/body-limits.ts): whole, for a form,
 * or as it arrives, for an upload.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";

import type { BodyLimit } from "./body-limits.ts";

export type BodyOutcome = Buffer | "too-large" | "too-slow" | "gone";

/** Whether the body declares a length over the limit: refused before a byte is read. */
export function declaredTooLarge(req: IncomingMessage, limit: BodyLimit): boolean {
  const declared = req.headers["content-length"];
  return declared !== undefined && Number(declared) > limit.maxBytes;
}

/** Whether the client waits to be told to send its body (Expect: 100-continue). */
export function expectsContinue(req: IncomingMessage): boolean {
  return /^100-continue$/i.test(req.headers.expect ?? "");
}

/**
 * Reads a request's body whole, never holding more than the limit: a body
 * that says it is larger is refused before a byte is read, and reading stops
 * at the first byte past the limit, or at the deadline.
 */
export function readBody(req: IncomingMessage, limit: BodyLimit): Promise<BodyOutcome> {
  if (declaredTooLarge(req, limit)) return Promise.resolve("too-large");
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

/** Tells a client that waits (Expect: 100-continue) to send its body, unless its length is refused already. */
export function readAfterContinue(req: IncomingMessage, res: ServerResponse, limit: BodyLimit): Promise<BodyOutcome> {
  if (!declaredTooLarge(req, limit)) res.writeContinue();
  return readBody(req, limit);
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
