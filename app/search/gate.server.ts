import { setImmediate as nextTurn } from "node:timers/promises";

import pLimit, { type LimitFunction } from "p-limit";

/**
 * Search work takes its turn here (docs/decisions/0025-search-never-slows-other-pages.md). On the embedded
 * database a query runs on the main thread and the one connection is shared by every request, so searches
 * go one at a time: between two of them the event loop answers whatever else has arrived (a health check, a
 * signed-in page's session query), and at most one search query is ever ahead of another request's query.
 * A search that cannot finish within the deadline (waiting included) is given up, and one that finds the
 * queue full is refused at once: the visitor is told search is busy, the rest of the site is not slowed.
 */
export class SearchBusyError extends Error {
  constructor(reason: string) {
    super(`Search is busy: ${reason}`);
    this.name = "SearchBusyError";
  }
}

export interface GateOptions {
  /** Searches running at once: 1 on the embedded database, a few of the pool's connections on PostgreSQL. */
  concurrency: number;
  /** Searches waiting beyond this many are refused at once. */
  maxWaiting: number;
  /** Waiting and running together; the visitor gets an answer by then. */
  deadlineMs: number;
}

export class SearchGate {
  readonly options: GateOptions;
  private readonly limit: LimitFunction;

  constructor(options: GateOptions) {
    this.options = options;
    this.limit = pLimit(options.concurrency);
  }

  get running(): number {
    return this.limit.activeCount;
  }

  get waiting(): number {
    return this.limit.pendingCount;
  }

  /**
   * Runs `work` when its turn comes. Rejects with SearchBusyError when the queue is full, or when the deadline
   * passes first; work already started is then left to finish (the embedded database cannot be interrupted),
   * and holds its place until it does, so abandoned work never lets more run at once.
   */
  run<T>(work: (remainingMs: number) => Promise<T>): Promise<T> {
    const { maxWaiting, deadlineMs } = this.options;
    if (this.limit.pendingCount >= maxWaiting) {
      return Promise.reject(new SearchBusyError(`${maxWaiting} searches are already waiting`));
    }
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new SearchBusyError(`no answer within ${deadlineMs} ms`)), deadlineMs);
    });
    const turn = this.limit(async () => {
      // The queue hands over in a microtask: without this, queued searches would run back to back and
      // nothing else on the event loop (no request, no timer) would get a turn until all were done.
      await nextTurn();
      const remainingMs = deadlineMs - (performance.now() - started);
      if (remainingMs <= 0) throw new SearchBusyError(`no turn within ${deadlineMs} ms`);
      return work(remainingMs);
    });
    // Whatever wins, the other outcome must not be an unhandled rejection.
    turn.catch(() => {});
    return Promise.race([turn, deadline]).finally(() => clearTimeout(timer));
  }
}
