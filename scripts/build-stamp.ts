/**
 * Prerendered pages carry settings read at build time (canonical URLs from
 * SITE_URL, picture addresses from ASSET_BASE_URL, the tag manager from GTM_ID). The build records them in
 * build/config-stamp.json, and `npm start` rebuilds when they have changed. The first-paint bench's variant
 * (VITE_BENCH_SCRIPTS_AT_ONCE, app/entry.server.tsx) is recorded too, so that a build left by it is never served.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const STAMP = join(import.meta.dirname, "..", "build", "config-stamp.json");

export function currentStamp(): string {
  const { SITE_URL = "", ASSET_BASE_URL = "", GTM_ID = "", PORT = "3000", VITE_BENCH_SCRIPTS_AT_ONCE } = process.env;
  // Without SITE_URL, canonical URLs name http://localhost:PORT, so the port matters too.
  const stamp = { SITE_URL, ASSET_BASE_URL, GTM_ID, PORT: SITE_URL ? "" : PORT };
  return JSON.stringify(VITE_BENCH_SCRIPTS_AT_ONCE ? { ...stamp, VITE_BENCH_SCRIPTS_AT_ONCE } : stamp);
}

export function writeStamp(): void {
  writeFileSync(STAMP, currentStamp());
}

export function stampMatches(): boolean {
  return existsSync(STAMP) && readFileSync(STAMP, "utf8") === currentStamp();
}
