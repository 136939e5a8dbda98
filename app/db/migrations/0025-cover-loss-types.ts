import type { Migration } from "kysely/migration";

/**
 * Each cover's kinds of loss as programme data (issue 28's leftovers, decision 0044): the claim form of a
 * programme offers the kinds of loss its covers answer for, and a cover now names them (`lossTypes` on each cover
 * of `programme_data.details`), ticked by the account executives at /staff/programmes. Until now they were guessed
 * from the covers' names; the stored covers are given what that guess gave, so no claim form changes today. The
 * rules are written in as they stood (app/programmes/loss-types.ts, 2026-11-26): a migration never reads the
 * application. A cover that already names its kinds of loss keeps them.
 */
const RULES: [lossType: string, covers: RegExp][] = [
  ["motor-accident", /own damage|wreckage|vehicle hire|passenger/i],
  ["motor-theft", /hijacking/i],
  ["fire", /buildings|stock|assets all risks|plant|shopfittings|contents|business interruption/i],
  ["water", /buildings|stock|contents|assets all risks/i],
  ["weather", /buildings|assets all risks|glass/i],
  ["burglary", /burglary|^theft$|stock|contents/i],
  ["liability", /liability/i],
];

interface StoredCover {
  name: string;
  lossTypes?: string[];
}

export const coverLossTypesMigration: Migration = {
  async up(db) {
    const rows: { slug: string; details: { covers: StoredCover[] } }[] = await db
      .selectFrom("programme_data")
      .select(["slug", "details"])
      .execute();
    for (const { slug, details } of rows) {
      const covers = details.covers.map((cover) => ({
        ...cover,
        lossTypes: cover.lossTypes ?? RULES.filter(([, pattern]) => pattern.test(cover.name)).map(([type]) => type),
      }));
      await db
        .updateTable("programme_data")
        .set({ details: JSON.stringify({ ...details, covers }) })
        .where("slug", "=", slug)
        .execute();
    }
  },
};
