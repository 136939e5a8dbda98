import type { RouterContextProvider } from "react-router";

import { requestContext } from "#app/lib/http/request-context.ts";

/**
 * A post whose body the production server refused as too large
 * (app/lib/http/body-limits.ts) reaches the app marked in its load context
 * (`bodyRefused`, app/lib/http/request-context.ts), so that the root middleware
 * can count the attempt and answer 413, and with a body that cannot be read:
 * reading it fails with `BodyRefused` (app/lib/http/form-body.server.ts answers
 * 413), never with an empty form that would look like a person's mistakes.
 */
export class BodyRefused extends Error {
  constructor() {
    super("The request's body was refused as too large.");
    this.name = "BodyRefused";
  }
}

/** The body the server hands on in place of a refused one. */
export function refusedBody(): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.error(new BodyRefused());
    },
  });
}

/** Whether this post's body was refused as too large for its route, which answers the refusal in its own form. */
export function bodyRefusedForRoute(context: Readonly<RouterContextProvider>): boolean {
  return context.get(requestContext).bodyRefused === "route";
}
