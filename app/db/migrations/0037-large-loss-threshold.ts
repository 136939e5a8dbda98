import type { Migration } from "kysely/migration";

/**
 * Each programme's large-loss threshold as programme data (issue 35, item 6; decision 0057): the loss run lists
 * the claims that incur this many rand or more. The stored documents (`programme_data.details`) are given the
 * thresholds the programme files carry today, written in here as they stood (2026-12-06): a migration never reads
 * the application. A programme the list does not know, and one that already has a threshold, keeps what it has or
 * gets R250 000; the account executives change it at /staff/programmes.
 */
const THRESHOLDS: Record<string, number> = {
  Pepkor: 250_000,
  NMI: 1_000_000,
  PepkorTransport: 250_000,
  "city-of-joburg": 1_000_000,
  Truworths: 250_000,
  Woolworths: 250_000,
  Massmart: 500_000,
  icebolethugroup: 100_000,
  "rs-regal": 100_000,
};

export const largeLossThresholdMigration: Migration = {
  async up(db) {
    const rows: { slug: string; details: { largeLossThreshold?: number } }[] = await db
      .selectFrom("programme_data")
      .select(["slug", "details"])
      .execute();
    for (const { slug, details } of rows) {
      if (typeof details.largeLossThreshold === "number") continue;
      await db
        .updateTable("programme_data")
        .set({ details: JSON.stringify({ ...details, largeLossThreshold: THRESHOLDS[slug] ?? 250_000 }) })
        .where("slug", "=", slug)
        .execute();
    }
  },
};
