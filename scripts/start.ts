/**
 * `npm start`: builds the site when there is no build yet, then runs the
 * production server.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
if (!existsSync(join(root, "build", "server", "index.js"))) {
  console.log("No build yet: building the site first (about a minute).");
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}
await import("../server/main.ts");
