import { setTimeout as sleep } from "node:timers/promises";

import { describe, expect, it } from "vitest";

import { SearchBusyError, SearchGate } from "./gate.server.ts";

/** Holds the thread for `ms`, as a query on the embedded database does. */
function blockFor(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // Busy on purpose: nothing else on this thread may run meanwhile.
  }
}

describe("the search gate", () => {
  it("runs searches one at a time, and lets the event loop answer others between two of them", async () => {
    const gate = new SearchGate({ concurrency: 1, maxWaiting: 10, deadlineMs: 5_000 });
    const events: string[] = [];
    let running = 0;
    const search = (name: string) =>
      gate.run(async () => {
        running += 1;
        expect(running).toBe(1);
        events.push(`${name} starts`);
        // Another request arrives while the first search runs (a health check, a socket's data).
        if (name === "first") setImmediate(() => events.push("other request"));
        blockFor(20);
        await Promise.resolve();
        events.push(`${name} ends`);
        running -= 1;
      });
    await Promise.all([search("first"), search("second"), search("third")]);
    // Answered as soon as the first search ended, not after all three.
    expect(events.indexOf("other request")).toBe(events.indexOf("first ends") + 1);
    expect(events.filter((e) => e !== "other request")).toEqual([
      "first starts",
      "first ends",
      "second starts",
      "second ends",
      "third starts",
      "third ends",
    ]);
  });

  it("gives up on a search at its deadline, and keeps its place until the abandoned work really ends", async () => {
    const gate = new SearchGate({ concurrency: 1, maxWaiting: 10, deadlineMs: 50 });
    let slowDone = false;
    const started = performance.now();
    const slow = gate.run(async () => {
      await sleep(200);
      slowDone = true;
      return "too late";
    });
    await expect(slow).rejects.toBeInstanceOf(SearchBusyError);
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(45);
    expect(waited).toBeLessThan(190);
    expect(slowDone).toBe(false);
    // The abandoned work still runs: the next search waits for it, and times out waiting.
    expect(gate.running).toBe(1);
    let ranEarly = false;
    await expect(gate.run(async () => (ranEarly = !slowDone))).rejects.toBeInstanceOf(SearchBusyError);
    await sleep(200);
    expect(ranEarly).toBe(false);
    expect(await gate.run(async () => "answered")).toBe("answered");
  });

  it("refuses at once when the queue is full, without waiting", async () => {
    const gate = new SearchGate({ concurrency: 1, maxWaiting: 2, deadlineMs: 1_000 });
    let open!: () => void;
    const held = new Promise<void>((done) => (open = done));
    const first = gate.run(() => held);
    await sleep(5);
    const waiting = [gate.run(async () => 2), gate.run(async () => 3)];
    const started = performance.now();
    await expect(gate.run(async () => 4)).rejects.toThrow(/2 searches are already waiting/);
    expect(performance.now() - started).toBeLessThan(20);
    open();
    await first;
    expect(await Promise.all(waiting)).toEqual([2, 3]);
  });

  it("tells the work how long it has left, for the database's own limit", async () => {
    const gate = new SearchGate({ concurrency: 1, maxWaiting: 2, deadlineMs: 1_000 });
    const remaining = await gate.run(async (ms) => ms);
    expect(remaining).toBeGreaterThan(900);
    expect(remaining).toBeLessThanOrEqual(1_000);
  });
});
