/**
 * What a post may send, and how long it may take (decisions 0010 and 0023).
 * The server reads a body whole, up to its limit and within its deadline,
 * before React Router sees the request; a body over the limit is refused
 * unread (413), a slow one cut off (408).
 *
 * Every route gets FORM_BODY unless its module says otherwise by exporting
 * `bodyLimits` (a RouteBodyLimits, or a function of the path for a module
 * that serves many pages): the server finds the route a post is for with
 * React Router's own matching, for a page's address and for its `.data`
 * address alike (server/body-limits.ts). Shared with the route modules, so
 * nothing here may be server-only.
 */
export interface BodyLimit {
  /** The largest body accepted, in bytes. */
  maxBytes: number;
  /** The whole body must have arrived this long after the headers. */
  deadlineMs: number;
  /** Handed to the route as it arrives (uploads), rather than read whole first. */
  streamed?: boolean;
  /**
   * The longest value a form field may have, in characters (the front door's rule, app/lib/http/input-limits.ts);
   * unset: INPUT_LIMITS.fieldChars.
   */
  maxFieldChars?: number;
}

/** What a route module declares, as its `bodyLimits` export. */
export interface RouteBodyLimits {
  /** For every post to the route. */
  body?: BodyLimit;
  /**
   * For a multipart post, before `body`: files come no other way, so an
   * upload's larger limit is for multipart only, and a URL-encoded post of
   * megabytes to an upload route is refused like any other form's.
   */
  multipart?: BodyLimit;
  /**
   * The route's action answers a post refused as too large itself, in its
   * form (`bodyRefusedForRoute`, app/lib/http/refused-body.ts), rather than the
   * root with the site's 413 page, which would replace the form a person
   * posted with the page's script, and what they typed in it.
   */
  answersRefusal?: boolean;
}

/** The `bodyLimits` export: the limits, or (a module serving many pages) the limits for a path, if any. */
export type RouteBodyLimitsExport = RouteBodyLimits | ((pathname: string) => RouteBodyLimits | undefined);

const KB = 1024;
const MB = 1024 * KB;

/** The auth API takes small JSON: an e-mail address and a password, a code. */
export const AUTH_API_BODY: BodyLimit = { maxBytes: 32 * KB, deadlineMs: 20_000 };

/**
 * Every other route: the site's forms. The largest, a complaint (4000 and
 * 1000 characters of text and a few short fields), is under 50 KB even in
 * multi-byte characters percent-encoded; 100 KB at 40 kbit/s takes 20 s.
 */
export const FORM_BODY: BodyLimit = { maxBytes: 100 * KB, deadlineMs: 20_000 };

/** An article's edit form: a long body of HTML (100 000 characters at most) with its other fields. */
export const ARTICLE_FORM_BODY: BodyLimit = { maxBytes: 1 * MB, deadlineMs: 30_000, maxFieldChars: 1 * MB };

/** A picture or document upload: up to 10 MB of file and a few fields. */
export const PICTURE_UPLOAD_BODY: BodyLimit = { maxBytes: 10 * MB + 64 * KB, deadlineMs: 120_000 };

/**
 * A claim with its files (issue 18): 25 MB of files and the form's text, in
 * multipart's framing. Streamed to the route, which writes each file to a
 * temporary folder as it arrives (app/claims/upload.server.ts), so memory
 * does not grow with the upload. Five minutes is 26 MB at 0.7 Mbit/s, a weak
 * mobile connection.
 */
export const UPLOAD_BODY: BodyLimit = { maxBytes: 26 * MB, deadlineMs: 300_000, streamed: true };

/** Every limit above, for the server's whole-request backstop (server/body-limits.ts). */
export const ALL_BODY_LIMITS = [AUTH_API_BODY, FORM_BODY, ARTICLE_FORM_BODY, PICTURE_UPLOAD_BODY, UPLOAD_BODY];

/** The limits a route module declares for a path, if any. */
export function declaredLimits(declared: RouteBodyLimitsExport | undefined, pathname: string): RouteBodyLimits {
  if (!declared) return {};
  return (typeof declared === "function" ? declared(pathname) : declared) ?? {};
}

/** What a post gets from its route's declaration: its limit, and whether the route answers a refusal. */
export interface RouteLimit {
  limit: BodyLimit;
  answersRefusal: boolean;
}

/**
 * The limit a post of this Content-Type gets from what its route declared.
 * The route answers a refusal only of a post its declaration is for: a form
 * of text posted by hand to an upload route gets the site's 413 page, not
 * the upload's "this file is too large".
 */
export function limitFor(declared: RouteBodyLimits, contentType = ""): RouteLimit {
  const multipart = /^multipart\/form-data\b/i.test(contentType);
  const own = (multipart ? declared.multipart : undefined) ?? declared.body;
  return { limit: own ?? FORM_BODY, answersRefusal: own !== undefined && declared.answersRefusal === true };
}
