/**
 * The README is short and sends the reader to docs/ for the rest (issue 39), so a link that leads nowhere is a
 * newcomer lost. Every relative Markdown link in README.md and docs/**\/*.md must name a file that exists, and
 * every `#anchor` a heading of that file, by GitHub's slug rules (what github.com renders is what people read).
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");

/** The Markdown files the check covers: README.md and everything under docs/. */
function markdownFiles(root: string): string[] {
  const docs = join(root, "docs");
  const underDocs = existsSync(docs)
    ? readdirSync(docs, { recursive: true, encoding: "utf8" })
        .filter((name) => name.endsWith(".md"))
        .map((name) => join(docs, name))
    : [];
  return [join(root, "README.md"), ...underDocs].filter((file) => existsSync(file)).toSorted();
}

/** The text outside fenced code blocks, line by line (a link or heading inside a fence is not one). */
function proseLines(markdown: string): string[] {
  const lines: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split("\n")) {
    const opening = /^\s*(`{3,}|~{3,})/.exec(line);
    if (opening) {
      const mark = opening[1] ?? "";
      if (fence === null) fence = mark;
      else if (mark.startsWith(fence)) fence = null;
      lines.push("");
      continue;
    }
    lines.push(fence === null ? line : "");
  }
  return lines;
}

/** GitHub's anchor for a heading: its text as rendered, lower-case, punctuation dropped, spaces to hyphens. */
export function githubSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1") // a link's text stays, its address goes
    .replace(/<[^>]+>/g, "") // inline HTML tags
    .replace(/[`*_~]/g, (mark) => (mark === "_" ? "_" : "")); // emphasis and code marks (underscores stay)
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** Every anchor a file offers: its headings' slugs, repeated slugs numbered as GitHub numbers them. */
function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of proseLines(readFileSync(file, "utf8"))) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = githubSlug(heading[1] ?? "");
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}

/** Inline links and images, `[text](target "title")`, outside code spans; external addresses left out. */
function relativeLinks(markdown: string): { line: number; target: string }[] {
  const links: { line: number; target: string }[] = [];
  proseLines(markdown).forEach((text, index) => {
    const withoutCode = text.replace(/`+[^`]*`+/g, "");
    for (const match of withoutCode.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const target = match[1] ?? "";
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//")) continue;
      links.push({ line: index + 1, target });
    }
  });
  return links;
}

/** Each broken link as "file:line target: why", so a failure says exactly what to fix. */
export function brokenLinks(root: string): string[] {
  const problems: string[] = [];
  const anchorCache = new Map<string, Set<string>>();
  for (const file of markdownFiles(root)) {
    for (const { line, target } of relativeLinks(readFileSync(file, "utf8"))) {
      const hashAt = target.indexOf("#");
      const path = decodeURIComponent(hashAt === -1 ? target : target.slice(0, hashAt));
      const anchor = hashAt === -1 ? null : decodeURIComponent(target.slice(hashAt + 1));
      const where = `${relative(root, file)}:${line} ${target}`;
      const linked = path === "" ? file : resolve(dirname(file), path);
      if (!existsSync(linked)) {
        problems.push(`${where}: no such file`);
        continue;
      }
      if (anchor === null) continue;
      if (statSync(linked).isDirectory() || !linked.endsWith(".md")) {
        problems.push(`${where}: an anchor into something that is not a Markdown file`);
        continue;
      }
      let anchors = anchorCache.get(linked);
      if (!anchors) {
        anchors = anchorsOf(linked);
        anchorCache.set(linked, anchors);
      }
      if (!anchors.has(anchor)) problems.push(`${where}: no heading with that anchor`);
    }
  }
  return problems;
}

describe("links in README.md and docs/", () => {
  it("lead to files that exist and headings that exist", () => {
    expect(brokenLinks(ROOT)).toEqual([]);
  });

  it("keep the README a five-minute read that points at every guide", () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    expect(readme.trimEnd().split("\n").length).toBeLessThanOrEqual(300);
    for (const guide of ["users-and-roles", "workflows", "operations", "benchmarks", "testing"]) {
      expect(readme).toContain(`](docs/${guide}.md`);
    }
  });
});

describe("the link check itself", () => {
  it("slugs headings as GitHub does", () => {
    expect(githubSlug("Users and sign-in")).toBe("users-and-sign-in");
    expect(githubSlug("Forms, submissions and staff")).toBe("forms-submissions-and-staff");
    expect(githubSlug("Publishing (news and events)")).toBe("publishing-news-and-events");
    expect(githubSlug("Operations: metrics and backups")).toBe("operations-metrics-and-backups");
    expect(githubSlug("Quotation requests: from the client to underwriting and back")).toBe(
      "quotation-requests-from-the-client-to-underwriting-and-back",
    );
    expect(githubSlug("The `users` command")).toBe("the-users-command");
    expect(githubSlug("Users and roles, in brief")).toBe("users-and-roles-in-brief");
  });

  it("reports a missing file, a missing heading and an anchor into a folder, and nothing in code", () => {
    const root = mkdtempSync(join(tmpdir(), "docs-links-"));
    try {
      mkdirSync(join(root, "docs"));
      writeFileSync(join(root, "docs", "guide.md"), "# Guide\n\n## Running it\n\n[back](../README.md#two-words)\n");
      writeFileSync(
        join(root, "README.md"),
        [
          "# Title",
          "## Two words",
          "## Two words",
          "[ok](#two-words) [ok too](#two-words-1) [folder](docs/) [web](https://example.com/x#y)",
          "[guide](docs/guide.md#running-it) [gone](docs/missing.md) [no anchor](docs/guide.md#running)",
          "[folder anchor](docs/#x) [here](#three-words)",
          "`[code](nowhere.md)`",
          "```",
          "[fenced](nowhere.md)",
          "```",
        ].join("\n"),
      );
      expect(brokenLinks(root)).toEqual([
        "README.md:5 docs/missing.md: no such file",
        "README.md:5 docs/guide.md#running: no heading with that anchor",
        "README.md:6 docs/#x: an anchor into something that is not a Markdown file",
        "README.md:6 #three-words: no heading with that anchor",
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
