import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * docs/architecture.md, “Quality bars”: at most 121 KB of gzipped JavaScript on a public page's first load. It was
 * 130 KB until the framework and shell chunks (decision 0065), then 125 KB until React Router's warnings, the image
 * catalogue and most brand values left the first load (decision 0068), which brought the heaviest page (Home) to
 * 120.8 KB. Issue 38 aims at 120 KB.
 */
export const JS_BUDGET_BYTES = 121 * 1024;

/**
 * The JS a prerendered page loads before it is interactive, read from the
 * build: its scripts and module preloads, and their static imports. (Widgets
 * that load near the viewport come on top; tests/e2e/budget.spec.ts adds them.)
 */
export function firstLoadScripts(clientDir: string, html: string): Set<string> {
  const seen = new Set<string>();
  const queue = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"|import\s*\(?\s*"(\/assets\/[^"]+\.js)"/g)].map(
    (m) => (m[1] ?? m[2])!,
  );
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(clientDir, file), "utf8");
    for (const m of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) queue.push(`/assets/${m[1]}`);
  }
  return seen;
}

/** The gzipped size (level 9) of some files of the client build, together. */
export function gzippedSize(clientDir: string, files: Iterable<string>): number {
  let sum = 0;
  for (const file of files) sum += gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length;
  return sum;
}
