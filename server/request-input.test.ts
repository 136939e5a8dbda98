import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { INPUT_LIMITS } from "#app/lib/http/input-limits.ts";
import { refusedInputMiddleware } from "#app/lib/http/refused-input.ts";
import * as app from "#app/serving.server.ts";
import { createAppServer } from "./app-server.ts";
import { ARTICLE_FORM_BODY, FORM_BODY } from "./body-limits.ts";
import { bodyFault, harmlessTarget } from "./request-input.ts";

const FORM = "application/x-www-form-urlencoded";
const form = (text: string) => Buffer.from(text, "latin1");

function multipart(parts: { name: string; value: string | Buffer; filename?: string }[]): [Buffer, string] {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename === undefined ? "" : `; filename="${part.filename}"`;
    chunks.push(Buffer.from(`--b\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value, "utf8"));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from("--b--\r\n"));
  return [Buffer.concat(chunks), "multipart/form-data; boundary=b"];
}

const json = (value: unknown) => bodyFault(Buffer.from(JSON.stringify(value)), "application/json", FORM_BODY);
const apiPost = (body: string) => ({ method: "POST", body, headers: { "content-type": "application/json" } });

describe("the front door's reading of a form", () => {
  it("lets an ordinary form through, in any language, at the longest a field may be", async () => {
    expect(await bodyFault(form("email=a%40b.example&name=Th%C3%A9o+%E2%82%AC&step=password"), FORM, FORM_BODY)).toBe(
      null,
    );
    expect(await bodyFault(Buffer.from("note=Théo €"), FORM, FORM_BODY)).toBe(null);
    const longest = `note=${"x".repeat(INPUT_LIMITS.fieldChars)}`;
    expect(await bodyFault(form(longest), FORM, FORM_BODY)).toBe(null);
    // Repeated names are a form's business (checkboxes), not the door's.
    expect(await bodyFault(form("a=1&a=2&&=&b"), FORM, FORM_BODY)).toBe(null);
  });

  it("refuses a NUL byte, escaped or raw, in a name or a value", async () => {
    expect(await bodyFault(form("reference=CLM-%00AAAAA"), FORM, FORM_BODY)).toBe("NUL byte");
    expect(await bodyFault(form("%00=1"), FORM, FORM_BODY)).toBe("NUL byte");
    expect(await bodyFault(Buffer.from("email=a\u0000@b.example"), FORM, FORM_BODY)).toBe("NUL byte");
  });

  it("refuses malformed escapes and bytes that are not UTF-8", async () => {
    for (const body of ["a=%E0%A4%A", "a=%ZZ", "a=%", "a=%C0%AE", "a=%F0%9F", "a=%ED%A0%80"]) {
      expect(await bodyFault(form(body), FORM, FORM_BODY), body).toBe("not UTF-8");
    }
    expect(await bodyFault(Buffer.from([0x61, 0x3d, 0xff, 0xfe]), FORM, FORM_BODY)).toBe("not UTF-8");
  });

  it("refuses a value longer than its route allows, and a long name", async () => {
    const long = `note=${"x".repeat(INPUT_LIMITS.fieldChars + 1)}`;
    expect(await bodyFault(form(long), FORM, FORM_BODY)).toBe("too long");
    // The article editor's body may be long (app/lib/http/body-limits.ts).
    expect(await bodyFault(form(long), FORM, ARTICLE_FORM_BODY)).toBe(null);
    expect(await bodyFault(form(`${"n".repeat(101)}=1`), FORM, FORM_BODY)).toBe("too long");
  });

  it("reads a multipart form's text fields and files' names, never its files", async () => {
    const ok = multipart([
      { name: "name", value: "Théo" },
      { name: "files", value: Buffer.from([0, 255, 0]), filename: "photo.jpg" },
    ]);
    expect(await bodyFault(ok[0], ok[1], FORM_BODY)).toBe(null);
    const nul = multipart([{ name: "email", value: "a\u0000@b.example" }]);
    expect(await bodyFault(nul[0], nul[1], FORM_BODY)).toBe("NUL byte");
    const bytes = multipart([{ name: "name", value: Buffer.from([0xc3, 0x28]) }]);
    expect(await bodyFault(bytes[0], bytes[1], FORM_BODY)).toBe("not UTF-8");
    const long = multipart([{ name: "note", value: "é".repeat(INPUT_LIMITS.fieldChars + 1) }]);
    expect(await bodyFault(long[0], long[1], FORM_BODY)).toBe("too long");
    // A file's name escaped as RFC 5987 has it (a raw NUL in a header line ends busboy's reading of the name).
    const fileName = multipart([{ name: "files", value: "x", filename: "a.pdf" }]);
    const escaped = Buffer.from(
      fileName[0].toString("latin1").replace('filename="a.pdf"', "filename*=utf-8''a%00.pdf"),
      "latin1",
    );
    expect(await bodyFault(escaped, fileName[1], FORM_BODY)).toBe("NUL byte");
    // Broken multipart is the route's to refuse (a 400 of its own).
    expect(await bodyFault(Buffer.from("--x"), "multipart/form-data", FORM_BODY)).toBe(null);
  });

  it("reads JSON: every string, key or value, at any depth", async () => {
    expect(await json({ email: "a@b.example", password: "p", rememberMe: true, n: 1e308 })).toBe(null);
    expect(await json({ email: "a\u0000@b.example" })).toBe("NUL byte");
    expect(await json({ "a\u0000": 1 })).toBe("NUL byte");
    expect(await json([{ a: ["x".repeat(INPUT_LIMITS.fieldChars + 1)] }])).toBe("too long");
    let deep: unknown = "x";
    for (let i = 0; i < 40; i++) deep = [deep];
    expect(await json(deep)).toBe("too deep");
    expect(await bodyFault(Buffer.from('{"a":"\\ud800"}'), "application/json", FORM_BODY)).toBe("not UTF-8");
    expect(await bodyFault(Buffer.from([0x7b, 0xff, 0x7d]), "application/json", FORM_BODY)).toBe("not UTF-8");
    // Not JSON at all: the route's own words.
    expect(await bodyFault(Buffer.from('{"email":'), "application/json", FORM_BODY)).toBe(null);
  });
});

describe("a refused address as the app is given it", () => {
  it("has the refused segments replaced, no query, and is still a data request if it was one", () => {
    expect(harmlessTarget("/media/news/2026/%00")).toBe("/media/news/2026/_");
    expect(harmlessTarget("/NMI/%E0%A4%A/overview.data")).toBe("/NMI/_/overview.data");
    expect(harmlessTarget("/NMI/%E0%A4%A.data")).toBe("/NMI/_.data");
    expect(harmlessTarget("/staff/content")).toBe("/staff/content");
  });
});

/**
 * The server with a small app of its own: the root has the site's middleware for refused input, and every
 * route counts the times it ran, so that a refusal can be seen to come before any route.
 */
const ran: string[] = [];
const lines: string[] = [];
const route = (id: string) => ({
  loader: () => {
    ran.push(`${id} loader`);
    return { ok: true };
  },
  action: () => {
    ran.push(`${id} action`);
    return { ok: true };
  },
});
const build = {
  entry: {
    module: {
      default: (_request: Request, status: number) =>
        new Response(`<!doctype html><title>${status}</title>`, { status, headers: { "Content-Type": "text/html" } }),
    },
  },
  routes: {
    root: { id: "root", path: "", module: { middleware: [refusedInputMiddleware], default: () => null } },
    api: { id: "api", parentId: "root", path: "api/auth/:context/*", module: route("api") },
    page: { id: "page", parentId: "root", path: "*", module: { ...route("page"), default: () => null } },
  },
  assets: {
    entry: { module: "/entry.js", imports: [] },
    routes: {},
    url: "/manifest.js",
    version: "1",
  },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

const server = createAppServer({
  build,
  app,
  clientDir: mkdtempSync(join(tmpdir(), "request-input-test-")),
  security: { production: true, tagManager: false },
  siteOrigin: "http://localhost",
  log: (line) => lines.push(line),
});
let base = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A request's answer, whether any route ran, and its log line (written when the answer is finished). */
async function send(path: string, init: RequestInit = {}) {
  ran.length = 0;
  const before = lines.length;
  const response = await fetch(`${base}${path}`, { redirect: "manual", ...init });
  const text = await response.text();
  for (let i = 0; i < 50 && lines.length === before; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    text,
    ran: [...ran],
    logged: lines.slice(before),
  };
}

const page = { accept: "text/html" };
const formPost = (body: string) => ({
  method: "POST",
  body,
  headers: { ...page, "content-type": FORM },
});

describe("the front door, before any route", () => {
  it("lets ordinary requests through to their routes", async () => {
    expect(await send("/media/news/2026/a-story", { headers: page })).toMatchObject({
      status: 200,
      ran: ["page loader"],
    });
    expect(await send("/claims/track", formPost("reference=CLM-7KQ2XM"))).toMatchObject({
      status: 200,
      ran: ["page action", "page loader"],
    });
    expect((await send(`/search?q=${"a".repeat(2000)}`, { headers: page })).status).toBe(200);
  });

  it("answers the probe's requests with the site's 400 page, no route run, one log line", async () => {
    const probes: [string, RequestInit][] = [
      ["/media/news/2026/%00", { headers: page }],
      ["/claims/track", formPost("reference=CLM-%00AAAAA")],
      ["/NMI/requests/%00", { headers: page }],
      ["/NMI/claims/%00", { headers: page }],
      ["/staff/claims/%00", { headers: page }],
      ["/staff/users/mining/%00", { headers: page }],
      ["/staff/content?q=%00", { headers: page }],
      ["/staff/content/pictures?q=%00", { headers: page }],
      ["/staff/sign-in", formPost("email=a%00%40b.example&password=x&step=password")],
      ["/NMI/overview.data?q=%E0%A4%A", {}],
      ["/media/news/%E0%A4%A", { headers: page }],
      [`/staff/content/${"9".repeat(300)}`, { headers: page }],
      [`/search?q=${"a".repeat(INPUT_LIMITS.queryValueChars + 1)}`, { headers: page }],
      [`/search?${Array.from({ length: 65 }, (_, i) => `a${i}=1`).join("&")}`, { headers: page }],
    ];
    // Nothing but the request log's line: no warning, no stack.
    const errors = vi.spyOn(console, "error");
    const warnings = vi.spyOn(console, "warn");
    for (const [path, init] of probes) {
      const answer = await send(path, init);
      expect(answer.status, path).toBe(400);
      expect(answer.ran, path).toEqual([]);
      expect(answer.logged, path).toHaveLength(1);
      expect(JSON.parse(answer.logged[0]!), path).toMatchObject({ status: 400, refused: expect.any(String) });
      // The page's script asking for its data gets the error as data; everyone else, the page.
      expect(answer.text.includes("<title>400</title>"), path).toBe(!path.includes(".data"));
    }
    expect([...errors.mock.calls, ...warnings.mock.calls]).toEqual([]);
    errors.mockRestore();
    warnings.mockRestore();
  });

  it("answers the auth API in JSON, without the app", async () => {
    for (const [path, init] of [
      ["/api/auth/mining/sign-in/email", apiPost('{"email":"a\\u0000@b.example","password":"x"}')],
      ["/api/auth/mining/sign-in/email", apiPost('{"email":"\\udc00"}')],
      ["/api/auth/mining/get-session?x=%00", {}],
      ["/api/auth/%00/get-session", {}],
    ] as [string, RequestInit][]) {
      const answer = await send(path, init);
      expect([answer.status, answer.type, answer.ran], path).toEqual([400, "application/json; charset=utf-8", []]);
      expect(JSON.parse(answer.text)).toMatchObject({ code: "INPUT_REFUSED" });
    }
    expect((await send("/api/auth/mining/get-session")).ran).toEqual(["api loader"]);
  });

  it("answers a script or a file's address in plain text", async () => {
    const answer = await send("/documents/%00.pdf");
    expect([answer.status, answer.type, answer.ran]).toEqual([400, "text/plain; charset=utf-8", []]);
  });

  it("keeps a long refused address out of its log line", async () => {
    const answer = await send(`/${"a".repeat(INPUT_LIMITS.pathChars)}`, { headers: page });
    expect(answer.status).toBe(400);
    expect(answer.logged[0]!.length).toBeLessThan(500);
  });
});
