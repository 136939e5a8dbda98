/**
 * `npm start`: builds the site when there is no build yet, or when the
 * settings baked into prerendered pages have changed, then runs the
 * production server.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

import { stampMatches } from "./build-stamp.ts";

const root = join(import.meta.dirname, "..");
if (!existsSync(join(root, "build", "server", "index.js"))) {
  console.log("No build yet: building the site first (about a minute).");
  execSync("npm run build", { cwd: root, stdio: "inherit" });
} else if (!stampMatches()) {
  console.log("SITE_URL, ASSET_BASE_URL or PORT changed since the last build: rebuilding (about a minute).");
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}
await import("../server/main.ts");
