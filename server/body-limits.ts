/**
 * What a request may send, and how long it may take: the one place that says
 * so, by kind of route (decision 0010). The server reads a body whole, up to
 * its limit and within its deadline, before React Router sees the request; a
 * body over the limit is refused (413) unread, a slow one cut off (408).
 *
 * Routes that take uploads (the claims issue's) get an entry of their own
 * here: a larger limit, streamed to the route rather than read whole first,
 * and a longer deadline (REQUEST_TIMEOUT_MS below follows the longest).
 */
export interface BodyLimit {
  /** The largest body accepted, in bytes. */
  maxBytes: number;
  /** The whole body must have arrived this long after the headers. */
  deadlineMs: number;
  /** Handed to the route as it arrives (uploads), rather than read whole first. */
  streamed?: boolean;
}

const KB = 1024;

/** The auth API takes small JSON: an e-mail address and a password, a code. */
export const AUTH_API_BODY: BodyLimit = { maxBytes: 32 * KB, deadlineMs: 20_000 };

/**
 * Every other route: the site's forms. The largest, a complaint (4000 and
 * 1000 characters of text and a few short fields), is under 50 KB even in
 * multi-byte characters percent-encoded; 100 KB at 40 kbit/s takes 20 s.
 */
export const FORM_BODY: BodyLimit = { maxBytes: 100 * KB, deadlineMs: 20_000 };

/** An article's edit form: a long body of HTML (100 000 characters at most) with its other fields. */
export const ARTICLE_FORM_BODY: BodyLimit = { maxBytes: 1024 * KB, deadlineMs: 30_000 };

/** A picture or document upload: up to 10 MB of file and a few fields. */
export const PICTURE_UPLOAD_BODY: BodyLimit = { maxBytes: 10 * 1024 * KB + 64 * KB, deadlineMs: 120_000 };

/**
 * A claim with its files (issue 18): 25 MB of files and the form's text, in
 * multipart's framing. Streamed to the route, which writes each file to a
 * temporary folder as it arrives (app/claims/upload.server.ts), so memory
 * does not grow with the upload. Five minutes is 26 MB at 0.7 Mbit/s, a weak
 * mobile connection.
 */
export const UPLOAD_BODY: BodyLimit = { maxBytes: 26 * 1024 * KB, deadlineMs: 300_000, streamed: true };

/** The routes that take a claim's files: the report-a-claim page, its script's endpoint, the tracker, a programme's claims page. */
const UPLOAD_ROUTES =
  /^\/(?:claims-handling\/report-a-claim|claims\/report|claims\/track\/[A-Za-z0-9_-]+|[A-Za-z0-9_-]+\/claims)\/?$/;

/**
 * The limit for a request to this path with this Content-Type. The larger
 * upload limits are for multipart bodies only: files come no other way, and a
 * URL-encoded post of megabytes to an upload route is refused (413) like any
 * other form's.
 */
export function bodyLimitFor(path: string, contentType = ""): BodyLimit {
  if (path.startsWith("/api/")) return AUTH_API_BODY;
  const multipart = /^multipart\/form-data\b/i.test(contentType);
  if (multipart && UPLOAD_ROUTES.test(path)) return UPLOAD_BODY;
  if (multipart && (path === "/staff/content/pictures" || path === "/staff/documents")) return PICTURE_UPLOAD_BODY;
  if (path.startsWith("/staff/content/")) return ARTICLE_FORM_BODY;
  return FORM_BODY;
}

/** A request's headers must all have arrived within this (Node's default is a minute: room for slowloris). */
export const HEADERS_TIMEOUT_MS = 10_000;

/**
 * Node's own hard limit on a whole request, headers and body: a backstop
 * behind the body deadlines above (which answer first, with a page's 408).
 */
export const REQUEST_TIMEOUT_MS =
  HEADERS_TIMEOUT_MS +
  Math.max(
    AUTH_API_BODY.deadlineMs,
    FORM_BODY.deadlineMs,
    ARTICLE_FORM_BODY.deadlineMs,
    PICTURE_UPLOAD_BODY.deadlineMs,
    UPLOAD_BODY.deadlineMs,
  ) +
  5_000;

/**
 * An idle kept-alive connection is closed after this (Node's default). A
 * proxy that keeps connections to the server open must close idle ones
 * sooner (README, “Deploying at scale”), or it may send a request on a
 * connection the server is closing.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;

/** How often Node checks the two timeouts above (its default, 30 s, would let a slow client linger 40 s). */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000;
