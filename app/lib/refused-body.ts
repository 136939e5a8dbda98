/**
 * How the production server (server/app-server.ts) tells the app that it
 * refused a request's body as too large (server/body-limits.ts): it hands the
 * request on without its body and with this header, so that the root
 * middleware can count the attempt and answer 413 with the site's own page.
 * The server deletes any copy a client sent, so it cannot be forged.
 */
export const BODY_REFUSED_HEADER = "x-kopano-body-refused";
