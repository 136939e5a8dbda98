import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

import { Piscina } from "piscina";

import type * as tasks from "#app/lib/server/file-worker.server.ts";

/**
 * Work on uploaded files that takes CPU (location data removed from claim
 * files, pictures encoded) runs here, in a pool of worker threads (piscina,
 * decision 0024), never on the main thread, which must keep answering
 * requests and /healthz. Each task has a time limit: past it the task's
 * thread is ended and the caller gets `FileWorkTimeout`. The threads run at a
 * lower priority (a raised nice value) and number one fewer than the cores,
 * so the server's own thread always has one. One pool per process: only the
 * build loads this module (decision 0028).
 */

type Tasks = typeof tasks;
type TaskName = "cleanClaimFile" | "claimThumbnail" | "resizePicture";

export class FileWorkTimeout extends Error {}

let running: Piscina | undefined;

function pool(): Piscina {
  running ??= new Piscina({
    // Resolved through the package's `#app/*` imports, so it names the source file from the build as well.
    filename: fileURLToPath(import.meta.resolve("#app/lib/server/file-worker.server.ts")),
    minThreads: 0,
    maxThreads: Math.max(1, availableParallelism() - 1),
    idleTimeout: 30_000,
    niceIncrement: 10,
  });
  return running;
}

export async function runFileWork<Name extends TaskName>(
  name: Name,
  input: Parameters<Tasks[Name]>[0],
  timeoutMs: number,
): Promise<Awaited<ReturnType<Tasks[Name]>>> {
  try {
    return (await pool().run(input, { name, signal: AbortSignal.timeout(timeoutMs) })) as Awaited<
      ReturnType<Tasks[Name]>
    >;
  } catch (error) {
    if (error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError")) {
      throw new FileWorkTimeout(`${name} took longer than ${timeoutMs} ms`);
    }
    throw error;
  }
}

/** Ends the pool's threads (at shutdown, and after tests). */
export async function closeFileWork(): Promise<void> {
  const closing = running;
  running = undefined;
  await closing?.destroy();
}

// Under `react-router dev`, an edit runs this module again: the old pool's threads end with it.
import.meta.hot?.dispose(() => closeFileWork());
