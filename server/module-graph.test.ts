import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The `#app/...` modules a file imports at run time (type-only imports are erased). */
function runtimeAppImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+"(#app\/[^"]+)"/gms)].map((m) => m[1]!);
}

describe("one module graph (decision 0028)", () => {
  it("the server loads no stateful app module from the source: it takes them from the build", () => {
    const found = sources("server").flatMap((file) =>
      runtimeAppImports(file)
        .filter((module) => module.endsWith(".server.ts"))
        .map((module) => `${file.slice(root.length + 1)}: ${module}`),
    );
    expect(found).toEqual([]);
  });

  it("no process-wide state on globalThis, and no private request headers between the server and the app", () => {
    const found = [...sources("app"), ...sources("server")].filter((file) =>
      /Symbol\.for\(|globalThis\s*(as|\[)|x-kopano-csp-nonce|x-kopano-body-refused/.test(readFileSync(file, "utf8")),
    );
    expect(found).toEqual([]);
  });
});
