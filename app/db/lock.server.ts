import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";

/**
 * The embedded database is a directory that only one process may open at a
 * time: a second writer would corrupt it. Whoever opens it (the server, the
 * users command, a test) first takes this lock; a lock left by a process that
 * has died is taken over.
 */
export class DatabaseBusyError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the lock on a data directory; returns the function that gives it back. */
export function lockDataDir(dataDir: string, holder: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, "database.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, "wx", 0o600);
      writeSync(fd, JSON.stringify({ pid: process.pid, holder }));
      closeSync(fd);
      const release = () => {
        process.off("exit", release);
        rmSync(path, { force: true });
      };
      // A crash or Ctrl+C still frees the lock; a SIGKILL leaves it for the next start to take over.
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let owner: { pid?: number; holder?: string } = {};
      try {
        owner = JSON.parse(readFileSync(path, "utf8")) as typeof owner;
      } catch {
        // An unreadable lock is a leftover of a crash mid-write.
      }
      if (owner.pid && owner.pid !== process.pid && alive(owner.pid)) {
        throw new DatabaseBusyError(
          `The embedded database in ${dataDir} is in use by ${owner.holder ?? "another process"} (process ${owner.pid}). ` +
            "Only one process may open it at a time: stop that process and try again, " +
            "or run the site on PostgreSQL (DATABASE_URL), where any number may connect.",
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new DatabaseBusyError(`Could not lock the embedded database in ${dataDir}.`);
}
