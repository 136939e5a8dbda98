import { randomBytes } from "node:crypto";

import { sql } from "kysely";
import { Client } from "pg";
import { describe, expect, inject, it } from "vitest";

import { createClaim, findClaim, recordMoney } from "#app/claims/claims.server.ts";
import { DATA_CHANGES_CHECK_MS, dataVersion, dataVersions } from "#app/db/data-changes.server.ts";
import { openDatabase } from "#app/db/database.server.ts";
import { programmes } from "#app/programmes/index.ts";
import { programmeLossRun } from "#app/programmes/loss-run.server.ts";
import { findProgrammeData, saveProgrammeData, storedProgramme } from "#app/programmes/programme-data.server.ts";
import { describeEachDatabase, suiteDatabase, dropDatabase } from "#tests/fixtures/databases.ts";

const handler = { context: "staff", userId: "c1", email: "claims@example.com", address: "203.0.113.9" };
const pepkor = programmes.find((p) => p.slug === "Pepkor")!;
const payload = { lossDate: "2026-11-20", lossType: "burglary", description: "Stock taken." };

describeEachDatabase("change counters on $name", (testDb) => {
  const db = suiteDatabase(testDb);

  it("are raised by any write to their tables, even one the site's functions did not make", async () => {
    const before = await dataVersions(db());
    await sql`update programme_data set details = details where slug = 'NMI'`.execute(db().db);
    await sql`delete from claims where reference = 'CLM-NONE'`.execute(db().db);
    // Trusted for a second, then read again.
    expect(await dataVersions(db())).toBe(before);
    const later = await dataVersions(db(), Date.now() + DATA_CHANGES_CHECK_MS + 1);
    expect(later.get("programmes")).toBeGreaterThan(before.get("programmes")!);
    // A statement that wrote no row still counts: the counter is raised per statement, never missed.
    expect(later.get("claims")).toBeGreaterThan(before.get("claims")!);
  });

  it("a programme's figures saved through the site are read on the next page", async () => {
    expect((await storedProgramme(db(), pepkor)).details.renewalDate).toBe("2026-10-01");
    const record = (await findProgrammeData(db(), "Pepkor"))!;
    await saveProgrammeData(db(), "Pepkor", record.version, { ...record.details, renewalDate: "2027-03-01" }, handler);
    expect((await storedProgramme(db(), pepkor)).details.renewalDate).toBe("2027-03-01");
  });

  it("the loss run is kept between changes and follows a claim and a payment at once", async () => {
    const programme = await storedProgramme(db(), pepkor);
    const first = await programmeLossRun(db(), programme);
    // Unchanged: the same loss run, not read again.
    expect(await programmeLossRun(db(), programme)).toBe(first);
    const { reference } = await createClaim(db(), {
      formArea: "Pepkor/claims",
      programme: "Pepkor",
      payload,
      files: [],
    });
    const withClaim = await programmeLossRun(db(), programme);
    expect(withClaim.claims.map((c) => c.reference)).toContain(reference);
    const claim = (await findClaim(db(), reference))!;
    await recordMoney(db(), {
      claim,
      kind: "payment",
      amountCents: 123_400,
      onDay: "2026-11-26",
      reference: "EFT-1",
      // An interim payment: the claim is not decided yet, and a payment before the decision must say why.
      interim: true,
      reason: "Stock replaced before the assessor's report.",
      actor: handler,
    });
    const paid = await programmeLossRun(db(), programme);
    expect(paid.claims.find((c) => c.reference === reference)?.paid).toBe(123_400);
  });

  it("the loss run follows a payment written by someone else once the counter is read again", async () => {
    const programme = await storedProgramme(db(), pepkor);
    const before = await programmeLossRun(db(), programme);
    const claim = before.claims.find((c) => c.source === "desk")!;
    const { id } = await db()
      .db.selectFrom("claims")
      .select("id")
      .where("reference", "=", claim.reference!)
      .executeTakeFirstOrThrow();
    await db()
      .db.insertInto("claim_payments")
      .values({
        claim_id: id,
        kind: "payment",
        amount_cents: 100,
        on_day: "2026-11-27",
        reference: "raw",
        recorded_by: "",
      })
      .execute();
    await dataVersions(db(), Date.now() + DATA_CHANGES_CHECK_MS + 1);
    const after = await programmeLossRun(db(), programme);
    expect(after.claims.find((c) => c.reference === claim.reference)?.paid).toBe(claim.paid + 100);
  });
});

async function admin(statement: string): Promise<void> {
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("the loss run on two server copies of one PostgreSQL", () => {
  it("shows one copy's payment on the other within about a second", async () => {
    const name = `test_${randomBytes(6).toString("hex")}`;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    await admin(`create database ${name} template ${inject("postgresTemplate")}`);
    const first = await openDatabase({ url: url.href });
    const second = await openDatabase({ url: url.href });
    try {
      const programme = await storedProgramme(second, pepkor);
      // The second copy keeps the loss run before the first records anything.
      expect((await programmeLossRun(second, programme)).claims.some((c) => c.source === "desk")).toBe(false);
      const versionBefore = await dataVersion(second, "claims");
      const { reference } = await createClaim(first, {
        formArea: "Pepkor/claims",
        programme: "Pepkor",
        payload,
        files: [],
      });
      const made = Date.now();
      let seen = false;
      while (!seen && Date.now() - made < 5_000) {
        seen = (await programmeLossRun(second, programme)).claims.some((c) => c.reference === reference);
        if (!seen) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(seen).toBe(true);
      expect(Date.now() - made).toBeLessThan(DATA_CHANGES_CHECK_MS + 1_000);
      expect(await dataVersion(second, "claims")).toBeGreaterThan(versionBefore);
    } finally {
      await first.close();
      await second.close();
      await dropDatabase(process.env.TEST_DATABASE_URL!, name);
    }
  }, 60_000);
});
