import type { Database } from "./database.server.ts";

/**
 * What a signed-in page reads from the database and keeps in memory is read again only when it has changed
 * (issue 38, decision 0055). Each kind of such data (a "topic") has a counter row in `data_changes`, raised by a
 * trigger on every write to its tables (migration 0034), whoever writes it: this copy, another copy, a script.
 * A copy reads the counters, all in one query, at most once a second, as site search follows its index
 * (app/search/follow.server.ts), so another copy's change shows here within about a second; a change made
 * through this copy forgets the last read (`forgetDataChanges`), so it shows on this copy's very next page.
 */

export type DataTopic = "programmes" | "claims";

/** How long a copy trusts its last read of the counters. */
export const DATA_CHANGES_CHECK_MS = 1_000;

interface Look {
  at: number;
  /** Raised by every forget: a read that began before one is not trusted after it. */
  generation: number;
  versions?: ReadonlyMap<string, number>;
  pending?: Promise<ReadonlyMap<string, number>>;
}

const looks = new WeakMap<Database, Look>();

function lookOf(database: Database): Look {
  let look = looks.get(database);
  if (!look) looks.set(database, (look = { at: 0, generation: 0 }));
  return look;
}

async function readVersions(database: Database): Promise<ReadonlyMap<string, number>> {
  const rows = await database.db.selectFrom("data_changes").select(["topic", "version"]).execute();
  return new Map(rows.map((r) => [r.topic, Number(r.version)]));
}

/**
 * The counters as this copy last read them, read again if a second has passed or this copy changed something
 * since. Concurrent callers share one read.
 */
export async function dataVersions(database: Database, now = Date.now()): Promise<ReadonlyMap<string, number>> {
  const look = lookOf(database);
  if (look.versions && now - look.at < DATA_CHANGES_CHECK_MS) return look.versions;
  if (look.pending) return look.pending;
  const generation = look.generation;
  const pending = readVersions(database);
  look.pending = pending;
  try {
    const versions = await pending;
    if (look.generation === generation) {
      look.versions = versions;
      look.at = now;
    }
    return versions;
  } finally {
    if (look.pending === pending) delete look.pending;
  }
}

/** The counter of one topic (see `dataVersions`). */
export async function dataVersion(database: Database, topic: DataTopic): Promise<number> {
  return (await dataVersions(database)).get(topic) ?? 0;
}

/** Called after this copy writes a topic's tables: the next read asks the database. */
export function forgetDataChanges(database: Database): void {
  const look = lookOf(database);
  look.generation++;
  delete look.versions;
  delete look.pending;
  look.at = 0;
}

/**
 * A value worked out from one topic's data, kept per key (a programme's slug) until the topic's counter moves.
 * `compute` runs at most once per key and counter value at a time; a failure is not kept.
 */
export class PerChange<T> {
  private readonly kept = new WeakMap<Database, Map<string, { version: number; value: Promise<T> }>>();
  private readonly topic: DataTopic;

  constructor(topic: DataTopic) {
    this.topic = topic;
  }

  async get(database: Database, key: string, compute: () => Promise<T>): Promise<T> {
    const version = await dataVersion(database, this.topic);
    let byKey = this.kept.get(database);
    if (!byKey) this.kept.set(database, (byKey = new Map()));
    const held = byKey.get(key);
    if (held && held.version === version) return held.value;
    const value = compute();
    const entry = { version, value };
    byKey.set(key, entry);
    value.catch(() => {
      if (byKey.get(key) === entry) byKey.delete(key);
    });
    return value;
  }
}
