import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { text } from "node:stream/consumers";

import { Client } from "pg";
import { afterEach, describe, expect, inject, it, vi } from "vitest";

import { openDatabase } from "#app/db/database.server.ts";

import { listAudit } from "#app/audit/audit-log.server.ts";
import { programmes } from "#app/programmes/index.ts";
import { folderStore } from "#app/storage/storage.server.ts";
import {
  addWordingVersion,
  aYearOn,
  findWording,
  listWordings,
  fieldChanges,
  findProgrammeData,
  listProgrammeRevisions,
  readProgrammeDetails,
  recordBinding,
  saveProgrammeData,
  storedProgramme,
} from "#app/programmes/programme-data.server.ts";
import { lossTypesFor } from "#app/programmes/loss-types.ts";
import { quoteAllTiers } from "#app/programmes/quote.ts";
import { programmeView } from "#app/programmes/view.server.ts";
import { describeEachDatabase, suiteDatabase, dropDatabase } from "#tests/fixtures/databases.ts";

const executive = { context: "staff", userId: "ae1", email: "exec@example.com", address: "203.0.113.9" };

it("field changes name each changed leaf by its path, with both values", () => {
  const before = { policyNumber: "A", covers: [{ limit: "R1" }, { limit: "R2" }] };
  const after = { policyNumber: "A", covers: [{ limit: "R1" }, { limit: "R3" }], renewalDate: "2027-01-01" };
  expect(fieldChanges(before, after)).toEqual([
    { field: "covers.1.limit", from: "R2", to: "R3" },
    { field: "renewalDate", from: null, to: "2027-01-01" },
  ]);
  expect(fieldChanges(after, before)).toEqual([
    { field: "covers.1.limit", from: "R3", to: "R2" },
    { field: "renewalDate", from: "2027-01-01", to: null },
  ]);
});

it("a year on keeps the day, and 29 February becomes 28 February", () => {
  expect(aYearOn("2026-10-01")).toBe("2027-10-01");
  expect(aYearOn("2028-02-29")).toBe("2029-02-28");
});

describeEachDatabase("programme data on $name", (testDb) => {
  const db = suiteDatabase(testDb);

  it("is seeded with every programme's figures exactly as the files wrote them", async () => {
    const stored = await readProgrammeDetails(db().db);
    expect([...stored.keys()].toSorted()).toEqual(programmes.map((p) => p.slug).toSorted());
    for (const programme of programmes) expect(stored.get(programme.slug)).toEqual(programme.details);
  });

  it("shows every page of every programme with the same figures before and after the migration", async () => {
    for (const programme of programmes) {
      const stored = await storedProgramme(db(), programme);
      expect(stored.pages).toEqual(programme.pages);
      for (const page of programme.pages) {
        expect(programmeView(stored, page), `${programme.slug}/${page.path}`).toEqual(programmeView(programme, page));
      }
      expect(quoteAllTiers(stored.details.rating, stored.details.rating.currentSchedule)).toEqual(
        quoteAllTiers(programme.details.rating, programme.details.rating.currentSchedule),
      );
    }
  });

  it("saves a change as a field-level revision with the audit entry, and refuses a stale version", async () => {
    const pepkor = programmes.find((p) => p.slug === "Pepkor")!;
    const before = (await findProgrammeData(db(), "Pepkor"))!;
    const covers = before.details.covers.map((c, i) => (i === 1 ? { ...c, limit: "R1 750 000 any one store" } : c));
    const outcome = await saveProgrammeData(
      db(),
      "Pepkor",
      before.version,
      { ...before.details, renewalDate: "2027-03-01", covers },
      executive,
    );
    expect(outcome.ok).toBe(true);
    const [revision] = await listProgrammeRevisions(db(), "Pepkor");
    expect(revision).toMatchObject({ version: before.version + 1, changedBy: "exec@example.com" });
    expect(revision!.changes).toEqual([
      { field: "covers.1.limit", from: "R1 500 000 any one store, any one event", to: "R1 750 000 any one store" },
      { field: "renewalDate", from: "2026-10-01", to: "2027-03-01" },
    ]);
    const [audit] = await listAudit(db(), { action: "programme-data-saved" });
    expect(audit).toMatchObject({ target: "Pepkor" });

    // The page reads the new figures at once on this copy.
    const shown = await storedProgramme(db(), pepkor);
    expect(shown.details.renewalDate).toBe("2027-03-01");
    expect(shown.details.covers[1]!.limit).toBe("R1 750 000 any one store");

    // A second executive who read the old version is told, and nothing of theirs is written.
    const stale = await saveProgrammeData(db(), "Pepkor", before.version, before.details, executive);
    expect(stale).toMatchObject({ ok: false, reason: "conflict", current: { version: before.version + 1 } });
    expect((await findProgrammeData(db(), "Pepkor"))!.details.renewalDate).toBe("2027-03-01");
  });

  it("keeps a new wording version as the insurer's PDF in the file store, and refuses what is not a PDF", async () => {
    const files = folderStore(mkdtempSync(join(tmpdir(), "wording-")));
    const truworths = programmes.find((p) => p.slug === "Truworths")!;
    const pdf = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
    const upload = { slug: "Truworths", version: "2026.9", effectiveDate: "2026-11-01", bytes: pdf };
    await expect(
      addWordingVersion(db(), files, { ...upload, bytes: Buffer.from("not a pdf") }, executive),
    ).rejects.toThrow("not a PDF");
    await addWordingVersion(db(), files, upload, executive);
    await expect(addWordingVersion(db(), files, upload, executive)).rejects.toThrow("already stored");

    const onTheDay = await readProgrammeDetails(db().db, "2026-11-01");
    expect(onTheDay.get("Truworths")!.wording).toEqual({
      version: "2026.9",
      effectiveDate: "2026-11-01",
      sections: [],
    });
    const versions = await listWordings(db(), "Truworths", "2026-11-01");
    expect(versions.map((v) => [v.version, v.hasPdf, v.standing])).toEqual([
      ["2026.9", true, "in force"],
      [truworths.details.wording!.version, false, "replaced"],
    ]);
    const stored = (await findWording(db(), "Truworths", "2026.9"))!;
    expect(await text(await files.read(stored.storageKey!))).toBe(pdf.toString());
    const [revision] = await listProgrammeRevisions(db(), "Truworths");
    expect(revision!.changes).toEqual([{ field: "wording", from: null, to: "2026.9 from 2026-11-01" }]);
    const [audit] = await listAudit(db(), { action: "programme-wording-uploaded" });
    expect(audit).toMatchObject({ target: "Truworths" });
  });

  describe("a wording uploaded for a later day", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("leaves the one in force until its South African day comes, then is in force with nobody acting", async () => {
      const files = folderStore(mkdtempSync(join(tmpdir(), "wording-")));
      const nmi = programmes.find((p) => p.slug === "NMI")!;
      const before = nmi.details.wording!;
      const pdf = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
      // One minute before midnight on 31 December in Johannesburg (UTC+2).
      vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-31T21:59:00Z") });
      await addWordingVersion(
        db(),
        files,
        { slug: "NMI", version: "2027.1", effectiveDate: "2027-01-01", bytes: pdf },
        executive,
      );

      const eve = await storedProgramme(db(), nmi);
      expect(eve.details.wording).toEqual(before);
      expect(eve.details.upcomingWordings).toEqual([{ version: "2027.1", effectiveDate: "2027-01-01" }]);
      const page = nmi.pages.find((p) => p.path === "policy-wording")!;
      expect(programmeView(eve, page)).toMatchObject({
        wording: { version: before.version },
        upcoming: [{ version: "2027.1", effectiveDate: "2027-01-01" }],
      });
      expect((await listWordings(db(), "NMI")).map((v) => [v.version, v.standing])).toEqual([
        ["2027.1", "upcoming"],
        [before.version, "in force"],
      ]);

      // Midnight in Johannesburg, 22:00 UTC: no save, no upload, the same process's copy of the figures.
      vi.setSystemTime(new Date("2026-12-31T22:00:00Z"));
      const day = await storedProgramme(db(), nmi);
      expect(day.details.wording).toEqual({ version: "2027.1", effectiveDate: "2027-01-01", sections: [] });
      expect(day.details.upcomingWordings).toBeUndefined();
      expect((await listWordings(db(), "NMI")).map((v) => [v.version, v.standing])).toEqual([
        ["2027.1", "in force"],
        [before.version, "replaced"],
      ]);
    });
  });

  it("gives the claim form the kinds of loss the stored covers name, once an executive ticks another", async () => {
    const massmart = programmes.find((p) => p.slug === "Massmart")!;
    expect(lossTypesFor((await storedProgramme(db(), massmart)).details.covers)).not.toContain("motor-theft");
    const before = (await findProgrammeData(db(), "Massmart"))!;
    const covers = before.details.covers.map((c, i) =>
      i === 0 ? { ...c, lossTypes: [...c.lossTypes, "motor-theft" as const] } : c,
    );
    const saved = await saveProgrammeData(db(), "Massmart", before.version, { ...before.details, covers }, executive);
    expect(saved).toMatchObject({
      ok: true,
      changes: [{ field: `covers.0.lossTypes.${covers[0]!.lossTypes.length - 1}` }],
    });
    expect(lossTypesFor((await storedProgramme(db(), massmart)).details.covers)).toContain("motor-theft");
  });

  it("takes a bound quotation's policy number and period, its renewal the day after the period ends, in one revision", async () => {
    const before = (await findProgrammeData(db(), "NMI"))!;
    // Cover bound from 7 December 2026: the renewal is 7 December 2027, not the old date a year on (issue 35).
    const cover = { from: "2026-12-07", to: "2027-12-06" };
    await db()
      .db.transaction()
      .execute((trx) => recordBinding(trx, "NMI", { policyNumber: "KRG-NMI-0999-2026", cover }, executive));
    const after = (await findProgrammeData(db(), "NMI"))!;
    expect(after.details.policyNumber).toBe("KRG-NMI-0999-2026");
    expect(after.details.coverPeriod).toEqual(cover);
    expect(after.details.renewalDate).toBe("2027-12-07");
    expect(after.details.renewalDate).not.toBe(aYearOn(before.details.renewalDate));
    expect(after.version).toBe(before.version + 1);
    const [revision] = await listProgrammeRevisions(db(), "NMI");
    expect(revision!.changes.map((c) => c.field).sort()).toEqual(
      ["coverPeriod.from", "coverPeriod.to", "policyNumber", "renewalDate"].sort(),
    );
  });
});

async function admin(statement: string): Promise<void> {
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("programme data on two server copies of one PostgreSQL", () => {
  it("shows one copy's save on the other within five seconds", async () => {
    const name = `test_${randomBytes(6).toString("hex")}`;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    await admin(`create database ${name} template ${inject("postgresTemplate")}`);
    const first = await openDatabase({ url: url.href });
    const second = await openDatabase({ url: url.href });
    try {
      const pepkor = programmes.find((p) => p.slug === "Pepkor")!;
      // The second copy has the figures in memory before the first saves.
      expect((await storedProgramme(second, pepkor)).details.renewalDate).toBe("2026-10-01");
      const record = (await findProgrammeData(first, "Pepkor"))!;
      const saved = Date.now();
      await saveProgrammeData(
        first,
        "Pepkor",
        record.version,
        { ...record.details, renewalDate: "2027-04-01" },
        executive,
      );
      let seen = "";
      while (Date.now() - saved < 5_000) {
        seen = (await storedProgramme(second, pepkor)).details.renewalDate;
        if (seen === "2027-04-01") break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(seen).toBe("2027-04-01");
      expect(Date.now() - saved).toBeLessThan(5_000);
    } finally {
      await first.close();
      await second.close();
      await dropDatabase(process.env.TEST_DATABASE_URL!, name);
    }
  }, 60_000);
});
