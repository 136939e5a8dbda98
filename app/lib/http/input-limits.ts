/**
 * The front door's rules (decision 0049): input the site can never use is
 * refused with a 400 before any route sees it (server/request-input.ts), so
 * that no route, and no database, is handed a NUL byte (which PostgreSQL's
 * text refuses with an error), bytes that are not UTF-8, or a value longer
 * than anything the site asks for. Shared with the app (the streamed upload
 * parser and `readFormBody` apply the same rules to what they read), so
 * nothing here may be server-only.
 *
 * The limits, chosen well above anything the site's own pages send:
 * - a path at most 2,048 characters as sent, each segment at most 256 once decoded (the longest the site makes,
 *   a claim tracker's token, is 43; slugs are under 100);
 * - a query at most 12,288 characters as sent, at most 64 parameters, each name at most 100 characters and each
 *   value at most 8,192 once decoded (a `redirectTo` is a path of the site; a search is cut at 200, and a longer
 *   one, up to this, gets the search page's own message, which says so);
 * - a form field (URL-encoded, or a multipart text field): a name at most 100 characters, a value at most
 *   16,384 characters (the longest field a form has is 4,000), or what its route declares (the article
 *   editor's body: `maxFieldChars`, app/lib/http/body-limits.ts);
 * - JSON (the auth API): every string, key or value, at most 16,384 characters, nested at most 32 deep.
 * Everywhere: no NUL byte, no malformed percent-encoding, only well-formed UTF-8 (and, in JSON, no lone
 * surrogate escape).
 */

export const INPUT_LIMITS = {
  pathChars: 2_048,
  segmentChars: 256,
  queryChars: 12_288,
  queryParameters: 64,
  nameChars: 100,
  queryValueChars: 8_192,
  fieldChars: 16_384,
  jsonDepth: 32,
} as const;

/** Why input was refused: said in the one log line, never echoed to the sender beyond this. */
export type InputRefusal = "NUL byte" | "not UTF-8" | "too long" | "too many parameters" | "too deep";

/** A decoded text's fault, if any: a NUL byte, a lone surrogate (bytes that were not UTF-8), or its length. */
export function textFault(value: string, maxChars: number): InputRefusal | null {
  if (value.length > maxChars) return "too long";
  if (value.includes("\u0000")) return "NUL byte";
  if (!value.isWellFormed()) return "not UTF-8";
  return null;
}

/** A percent-encoded component decoded, or null when its escapes are malformed or not UTF-8. */
function decodeComponent(raw: string, plusIsSpace: boolean): string | null {
  try {
    return decodeURIComponent(plusIsSpace ? raw.replaceAll("+", " ") : raw);
  } catch {
    return null;
  }
}

/**
 * The fault of `name=value&…` pairs (a query, or a URL-encoded form's body), if any: each name and value
 * decoded as the platform's URLSearchParams would, but a malformed escape is refused rather than replaced.
 */
export function pairsFault(
  text: string,
  { valueChars, maxPairs }: { valueChars: number; maxPairs?: number },
): InputRefusal | null {
  if (text === "") return null;
  const pairs = text.split("&");
  if (maxPairs !== undefined && pairs.length > maxPairs) return "too many parameters";
  for (const pair of pairs) {
    if (pair === "") continue;
    const at = pair.indexOf("=");
    const name = decodeComponent(at < 0 ? pair : pair.slice(0, at), true);
    const value = at < 0 ? "" : decodeComponent(pair.slice(at + 1), true);
    if (name === null || value === null) return "not UTF-8";
    const fault = textFault(name, INPUT_LIMITS.nameChars) ?? textFault(value, valueChars);
    if (fault) return fault;
  }
  return null;
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** Whether bytes are well-formed UTF-8. */
export function isUtf8(bytes: Uint8Array): boolean {
  try {
    strictUtf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Whether a string read as Latin-1 (one character a byte, as Node reads a request line) is UTF-8's bytes. */
function latin1IsUtf8(text: string): boolean {
  // oxlint-disable-next-line no-control-regex
  if (!/[^\u0000-\u007f]/.test(text)) return true;
  return isUtf8(Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff));
}

/**
 * The fault of a request target ("/path?query" as sent), if any. Raw bytes beyond ASCII (Node reads the
 * request line as Latin-1) must be UTF-8 too.
 */
export function targetFault(target: string): InputRefusal | null {
  if (!latin1IsUtf8(target)) return "not UTF-8";
  const at = target.indexOf("?");
  const path = at < 0 ? target : target.slice(0, at);
  const query = at < 0 ? "" : target.slice(at + 1).split("#", 1)[0]!;
  if (path.length > INPUT_LIMITS.pathChars || query.length > INPUT_LIMITS.queryChars) return "too long";
  for (const raw of path.split("/")) {
    const segment = decodeComponent(raw, false);
    if (segment === null) return "not UTF-8";
    const fault = textFault(segment, INPUT_LIMITS.segmentChars);
    if (fault) return fault;
  }
  return pairsFault(query, { valueChars: INPUT_LIMITS.queryValueChars, maxPairs: INPUT_LIMITS.queryParameters });
}

/** The fault of a parsed JSON value, if any: a string (key or value) at fault, or nesting too deep. */
export function jsonFault(value: unknown, depth = 0): InputRefusal | null {
  if (typeof value === "string") return textFault(value, INPUT_LIMITS.fieldChars);
  if (value === null || typeof value !== "object") return null;
  if (depth >= INPUT_LIMITS.jsonDepth) return "too deep";
  const entries = Array.isArray(value) ? value.map((v) => ["", v] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    const fault = textFault(key, INPUT_LIMITS.fieldChars) ?? jsonFault(item, depth + 1);
    if (fault) return fault;
  }
  return null;
}
