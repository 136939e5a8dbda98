/**
 * The front door for input the site cannot use (decision 0049; the rules and
 * limits are app/lib/http/input-limits.ts): a request whose address, query,
 * form fields or JSON carry a NUL byte, bytes that are not UTF-8, or a value
 * longer than the site ever asks for is answered 400 before any route runs:
 * JSON for the auth API, the site's error page for a person (the root's
 * middleware draws it, app/lib/http/refused-input.ts), plain text otherwise.
 * Such a request is one line in the request log, never a stack.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

import busboy from "busboy";

import {
  INPUT_LIMITS,
  isUtf8,
  jsonFault,
  pairsFault,
  targetFault,
  textFault,
  type InputRefusal,
} from "#app/lib/http/input-limits.ts";
import type { BodyLimit } from "./body-limits.ts";
import { ignoreBody } from "./request-guards.ts";

export { targetFault } from "#app/lib/http/input-limits.ts";

/** The longest a field's value may be under this limit. */
const fieldChars = (limit: BodyLimit) => limit.maxFieldChars ?? INPUT_LIMITS.fieldChars;

/** A multipart body's text fields (and files' names) checked; files' contents are the route's business. */
function multipartFault(body: Buffer, contentType: string, limit: BodyLimit): Promise<InputRefusal | null> {
  return new Promise((resolve) => {
    let fault: InputRefusal | null = null;
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": contentType },
        // Fields as their bytes (one character a byte), so that bytes that are not UTF-8 can be seen.
        defCharset: "latin1",
        defParamCharset: "utf8",
        limits: { fieldNameSize: INPUT_LIMITS.nameChars * 4, fieldSize: fieldChars(limit) * 4 + 1 },
      });
    } catch {
      // No boundary: the route's form reading refuses it (a 400).
      resolve(null);
      return;
    }
    parser.on("field", (name, value, info) => {
      if (fault) return;
      if (info.nameTruncated || info.valueTruncated) fault = "too long";
      // A part that names its own charset was decoded by it: then only the text can be judged.
      // oxlint-disable-next-line no-control-regex
      const bytes = /[^\u0000-\u00ff]/.test(value) ? null : Buffer.from(value, "latin1");
      if (!fault && bytes && !isUtf8(bytes)) fault = "not UTF-8";
      const text = bytes ? bytes.toString("utf8") : value;
      fault ??= textFault(name, INPUT_LIMITS.nameChars) ?? textFault(text, fieldChars(limit));
    });
    parser.on("file", (name, stream, info) => {
      fault ??= textFault(name, INPUT_LIMITS.nameChars) ?? textFault(info.filename ?? "", INPUT_LIMITS.segmentChars);
      stream.resume();
    });
    // Broken multipart is the route's to refuse; only what could be read is judged here.
    parser.on("close", () => resolve(fault));
    parser.on("error", () => resolve(fault));
    parser.end(body);
  });
}

/** The fault of a post's body, by its Content-Type: a URL-encoded or multipart form, or JSON. */
export async function bodyFault(
  body: Buffer,
  contentType: string | undefined,
  limit: BodyLimit,
): Promise<InputRefusal | null> {
  const type = (contentType ?? "").split(";", 1)[0]!.trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") {
    if (!isUtf8(body)) return "not UTF-8";
    return pairsFault(body.toString("utf8"), { valueChars: fieldChars(limit) });
  }
  if (type === "multipart/form-data") return multipartFault(body, contentType!, limit);
  if (type === "application/json" || type.endsWith("+json")) {
    if (!isUtf8(body)) return "not UTF-8";
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString("utf8"));
    } catch {
      // Not JSON at all: the route says so in its own words.
      return null;
    }
    return jsonFault(parsed);
  }
  return null;
}

/**
 * A refused target as the app is given it, to draw its 400 page: each segment the front door refused replaced
 * by "_", the query left out, a data request still one. The router then never decodes (and warns about) it.
 */
export function harmlessTarget(path: string): string {
  const data = path.endsWith(".data") ? ".data" : "";
  return (
    path
      .slice(0, path.length - data.length)
      .split("/")
      .map((segment) => (targetFault(`/${segment}`) ? "_" : segment))
      .join("/") + data
  );
}

/** The auth API's answer to input it cannot use, in its own shape (better-auth's errors are JSON). */
export function refuseApiInput(req: IncomingMessage, res: ServerResponse) {
  ignoreBody(req, res);
  res.statusCode = 400;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(JSON.stringify({ code: "INPUT_REFUSED", message: "This request could not be read." }));
}
