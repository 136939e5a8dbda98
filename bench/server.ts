import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { stampMatches } from "../scripts/build-stamp.ts";
import { serveSettings } from "./side-by-side.ts";

export const ROOT = join(import.meta.dirname, "..");
export const BENCH_SECRET = "benchmark-only-secret-0123456789abcdef";

export interface BenchServer {
  origin: string;
  process: ChildProcess;
  dataDir: string;
  /** The server's resident memory now, in MB. */
  rssMb(): number;
}

/** Stops a benchmark that has no build to measure (npm run bench builds; the single-part benches do not). */
export function requireBuild(): void {
  if (stampMatches()) return;
  console.error("[bench] build first: npm run build");
  process.exit(1);
}

/**
 * The production server (server/main.ts) on a fresh embedded database, as the
 * benchmarks measure it: production mode, no demo users, killed and its data
 * removed when the benchmark exits. Resolves once it answers /healthz.
 */
export async function startBenchServer(options: {
  port: number;
  env?: Record<string, string>;
  /** An embedded database prepared beforehand; otherwise a fresh one. */
  dataDir?: string;
}): Promise<BenchServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "bench-data-"));
  const serve = serveSettings(ROOT);
  const child = spawn(process.execPath, [...serve.flags, "server/main.ts"], {
    cwd: ROOT,
    env: {
      ...serve.env,
      ...process.env,
      PORT: String(options.port),
      DATA_DIR: dataDir,
      AUTH_SECRET: BENCH_SECRET,
      DEMO_USERS: "false",
      NODE_ENV: "production",
      ...options.env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  process.on("exit", () => {
    child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });
  const origin = `http://localhost:${options.port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      if (i > 300) throw new Error("the server did not start");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    origin,
    process: child,
    dataDir,
    rssMb: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1] ?? 0) / 1024,
  };
}
