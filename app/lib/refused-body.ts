/**
 * How the production server (server/app-server.ts) tells the app that it
 * refused a request's body as too large (app/lib/body-limits.ts): it hands the
 * request on without its body and with this header, so that the root
 * middleware can count the attempt and answer 413. The server deletes any copy
 * a client sent, so it cannot be forged.
 */
export const BODY_REFUSED_HEADER = "x-kopano-body-refused";

/** The header's value when the root answers: the site's 413 page, or plain text. */
export const REFUSED_FOR_ROOT = "too-large";

/**
 * Its value when the route answers (its `bodyLimits` say `answersRefusal`):
 * the route's action tells the person in its own form, which the page's
 * script leaves as it was typed, where the site's 413 page would replace it.
 */
export const REFUSED_FOR_ROUTE = "too-large; answered by the route";

/** Whether this post's body was refused as too large for its route, which answers the refusal in its own form. */
export function bodyRefusedForRoute(request: Request): boolean {
  return request.headers.get(BODY_REFUSED_HEADER) === REFUSED_FOR_ROUTE;
}
