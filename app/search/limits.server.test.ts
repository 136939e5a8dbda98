import { setTimeout as sleep } from "node:timers/promises";

import { sql } from "kysely";
import { expect, it } from "vitest";

import { suiteDatabase, describeEachDatabase } from "#tests/fixtures/databases.ts";
import { SearchGate } from "./gate.server.ts";
import { withStatementTimeout } from "./index.server.ts";
import { SEARCH_RATE_LIMIT, SearchLimiter, SUGGEST_RATE_LIMIT } from "./limits.server.ts";
import { runSearch } from "./search.server.ts";

const MINUTE = 60_000;

describeEachDatabase("search limits on $name", (testDb) => {
  const database = suiteDatabase(testDb);

  it("refuses the 61st suggestion in a minute from one address, and says when to try again", async () => {
    const limiter = new SearchLimiter();
    const now = Date.now();
    for (let i = 0; i < SUGGEST_RATE_LIMIT.max; i++) {
      expect(await limiter.take(database(), "suggest", "198.51.100.1", now + i)).toEqual({
        allowed: true,
        retryAfterSeconds: 0,
      });
    }
    expect(await limiter.take(database(), "suggest", "198.51.100.1", now + 30_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 30,
    });
    // Another address, and the same address's search page allowance, are untouched.
    expect((await limiter.take(database(), "suggest", "198.51.100.2", now + 30_000)).allowed).toBe(true);
    expect((await limiter.take(database(), "search", "198.51.100.1", now + 30_000)).allowed).toBe(true);
    // A minute after its first suggestion, the address may ask again.
    expect((await limiter.take(database(), "suggest", "198.51.100.1", now + MINUTE + 1)).allowed).toBe(true);
  });

  it("counts an address's searches together on every server copy, and a copy that refused asks no more", async () => {
    const copies = [new SearchLimiter(), new SearchLimiter()];
    const now = Date.now();
    for (let i = 0; i < SEARCH_RATE_LIMIT.max; i++) {
      expect((await copies[i % 2]!.take(database(), "search", "203.0.113.7", now)).allowed).toBe(true);
    }
    expect((await copies[0]!.take(database(), "search", "203.0.113.7", now)).allowed).toBe(false);
    expect((await copies[1]!.take(database(), "search", "203.0.113.7", now)).allowed).toBe(false);
    const count = async () =>
      Number(
        (
          await database()
            .db.selectFrom("form_rate_limits")
            .select("count")
            .where("key", "=", "search:203.0.113.7")
            .executeTakeFirstOrThrow()
        ).count,
      );
    const counted = await count();
    // Refused again from memory until the window closes: a flood from one address writes nothing more.
    for (let i = 0; i < 5; i++) {
      expect(await copies[0]!.take(database(), "search", "203.0.113.7", now + 1_000)).toEqual({
        allowed: false,
        retryAfterSeconds: 59,
      });
    }
    expect(await count()).toBe(counted);
  });

  it("answers a visitor over the limit with the reason, and counts no query refused before the database", async () => {
    const limiter = new SearchLimiter({ suggest: { max: 2, windowMs: MINUTE } });
    const options = {
      page: 1,
      perPage: 6,
      snippets: false,
      limiter,
      visitor: { address: "192.0.2.9", limit: "suggest" as const },
    };
    expect(await runSearch(database(), "%%%", options)).toMatchObject({ kind: "no-words" });
    expect(await runSearch(database(), "x".repeat(300), options)).toMatchObject({ kind: "too-long" });
    expect(await runSearch(database(), "fleet", options)).toMatchObject({ kind: "ok" });
    expect(await runSearch(database(), "fleet", options)).toMatchObject({ kind: "ok" });
    expect(await runSearch(database(), "fleet", options)).toMatchObject({ kind: "limited", text: "fleet" });
  });

  it("answers busy, never a failure, when a search cannot have its turn in time", async () => {
    // The deadline covers the whole search, so the search after the release must finish within it: on a loaded
    // machine PostgreSQL once took over 50 ms for it (busy instead of ok).
    const gate = new SearchGate({ concurrency: 1, maxWaiting: 4, deadlineMs: 500 });
    let release!: () => void;
    const held = gate.run(() => new Promise<void>((done) => (release = done)));
    // Given up on at its own deadline too; only its place in the queue matters here.
    held.catch(() => {});
    const started = performance.now();
    // A query not asked before here, so that no answer is remembered (app/search/results-cache.server.ts).
    const outcome = await runSearch(database(), "motor", { page: 1, perPage: 6, snippets: false, gate });
    expect(outcome).toEqual({ kind: "busy", text: "motor", retryAfterSeconds: 5 });
    expect(performance.now() - started).toBeLessThan(1_500);
    release();
    await sleep(1);
    expect(await runSearch(database(), "motor", { page: 1, perPage: 6, snippets: false, gate })).toMatchObject({
      kind: "ok",
    });
  });

  it.runIf(testDb.name === "PostgreSQL")("cancels a search statement that runs past its time limit", async () => {
    const started = performance.now();
    await expect(
      database()
        .db.transaction()
        .execute(async (trx) => {
          await withStatementTimeout(trx, 100);
          await sql`select pg_sleep(2)`.execute(trx);
        }),
    ).rejects.toMatchObject({ code: "57014" });
    expect(performance.now() - started).toBeLessThan(1_500);
  });
});
