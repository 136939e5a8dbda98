import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import { canonicalKey, canonicalPaths, indexStaticFiles, negotiateEncoding, parseRange } from "./static-files.ts";

describe("content-coding negotiation", () => {
  it("prefers brotli, then gzip, among what exists", () => {
    expect(negotiateEncoding("gzip, deflate, br", ["br", "gzip"])).toBe("br");
    expect(negotiateEncoding("gzip, deflate, br", ["gzip"])).toBe("gzip");
    expect(negotiateEncoding("gzip", ["br"])).toBeUndefined();
    expect(negotiateEncoding(undefined, ["br", "gzip"])).toBeUndefined();
  });

  it("respects q=0 refusals", () => {
    expect(negotiateEncoding("br;q=0, gzip", ["br", "gzip"])).toBe("gzip");
  });
});

describe("the static file index", () => {
  it("maps prerendered pages to clean URLs and skips hidden build files", () => {
    const root = mkdtempSync(join(tmpdir(), "static-"));
    mkdirSync(join(root, "about"));
    mkdirSync(join(root, "assets"));
    mkdirSync(join(root, ".vite"));
    writeFileSync(join(root, "index.html"), '<script nonce="__N__"></script>');
    writeFileSync(join(root, "about", "index.html"), "about");
    writeFileSync(join(root, "about.data"), "data");
    writeFileSync(join(root, "assets", "app-1a2b.js"), "js");
    writeFileSync(join(root, "assets", "app-1a2b.js.br"), "br");
    writeFileSync(join(root, ".vite", "manifest.json"), "{}");

    const files = indexStaticFiles(root, "__N__", (inline) => `script-src ${inline.scripts.join(" ")}`);
    expect([...files.keys()].toSorted()).toEqual(["/", "/about", "/about.data", "/assets/app-1a2b.js"]);
    // A page not through the build's compress step loses its nonces and is compressed at start.
    const home = files.get("/")!.page!;
    expect(home.identity.body.toString()).toBe("<script></script>");
    expect(home.policy).toBe("script-src 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(brotliDecompressSync(home.encoded.br!.body).toString()).toBe("<script></script>");
    expect(files.get("/about")?.page?.inline.scripts).toEqual([]);
    expect(files.get("/assets/app-1a2b.js")?.immutable).toBe(true);
    expect(files.get("/assets/app-1a2b.js")?.encoded.br).toBeDefined();
    expect(files.get("/about.data")?.immutable).toBe(false);
  });
});

/** A client build with a page, its data, a document and two assets that differ only in case. */
function build() {
  const root = mkdtempSync(join(tmpdir(), "static-"));
  for (const dir of ["about/our-history", "documents", "assets"]) mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(join(root, "index.html"), "home");
  writeFileSync(join(root, "_.data"), "home data");
  writeFileSync(join(root, "about", "our-history", "index.html"), "history");
  writeFileSync(join(root, "about", "our-history.data"), "history data");
  writeFileSync(join(root, "documents", "popia-policy.pdf"), "%PDF-");
  writeFileSync(join(root, "documents", "popia-policy.pdf.data"), "pdf data");
  writeFileSync(join(root, "assets", "app-AbC.js"), "a");
  writeFileSync(join(root, "assets", "app-abc.js"), "b");
  return indexStaticFiles(root, "__N__", () => "");
}

describe("one address per page and document", () => {
  it("finds a page or document whatever its letter case, trailing or doubled slashes; never an asset", () => {
    const canonical = canonicalPaths(build());
    const find = (path: string) => canonical.get(canonicalKey(path));
    expect(find("/About/Our-History")).toBe("/about/our-history");
    expect(find("/about/our-history/")).toBe("/about/our-history");
    expect(find("/about//our-history")).toBe("/about/our-history");
    expect(find("//")).toBe("/");
    expect(find("/Documents/POPIA-policy.PDF/")).toBe("/documents/popia-policy.pdf");
    expect(find("/assets/app-abc.js")).toBeUndefined();
    expect(find("/about/our-history.data")).toBeUndefined();
  });

  it("serves a page's data as the visitor's own, and a document's data as everyone's", () => {
    const files = build();
    expect(files.get("/_.data")?.personalisable).toBe(true);
    expect(files.get("/about/our-history.data")?.personalisable).toBe(true);
    expect(files.get("/documents/popia-policy.pdf.data")?.personalisable).toBe(false);
    expect(files.get("/documents/popia-policy.pdf")?.personalisable).toBe(false);
  });
});

describe("parseRange", () => {
  it("reads a single range, open-ended or a suffix", () => {
    expect(parseRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange("bytes=500-", 1000)).toEqual({ start: 500, end: 999 });
    expect(parseRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=900-5000", 1000)).toEqual({ start: 900, end: 999 });
  });
  it("answers the whole file for no range or several, and refuses what is past the end", () => {
    expect(parseRange(undefined, 1000)).toBeNull();
    expect(parseRange("bytes=0-1,5-9", 1000)).toBeNull();
    expect(parseRange("bytes=1000-", 1000)).toBe("invalid");
    expect(parseRange("bytes=50-10", 1000)).toBe("invalid");
  });
});

describe("prerendered pages precompressed by the build", () => {
  it("are served from the build's .br and .gz when the page has been through the compress step", () => {
    const root = mkdtempSync(join(tmpdir(), "static-"));
    writeFileSync(join(root, "index.html"), "<p>home</p>");
    writeFileSync(join(root, "index.html.br"), "the build's brotli");
    writeFileSync(join(root, "index.html.gz"), "the build's gzip");
    const page = indexStaticFiles(root, "__N__", () => "").get("/")!.page!;
    expect(page.encoded.br?.body.toString()).toBe("the build's brotli");
    expect(page.encoded.gzip?.body.toString()).toBe("the build's gzip");
  });

  it("are compressed afresh when the HTML still carries the placeholder, whatever lies beside it", () => {
    const root = mkdtempSync(join(tmpdir(), "static-"));
    writeFileSync(join(root, "index.html"), '<script nonce="__N__">go()</script>');
    writeFileSync(join(root, "index.html.br"), "an older build's brotli");
    writeFileSync(join(root, "index.html.gz"), "an older build's gzip");
    const page = indexStaticFiles(root, "__N__", () => "").get("/")!.page!;
    expect(brotliDecompressSync(page.encoded.br!.body).toString()).toBe("<script>go()</script>");
    expect(gunzipSync(page.encoded.gzip!.body).toString()).toBe("<script>go()</script>");
  });
});
