import { expect, it } from "vitest";

import { createClaim, findClaim, recordMoney } from "#app/claims/claims.server.ts";
import { programmes } from "#app/programmes/index.ts";
import { deskClaims, lossRunCsv, programmeLossRun } from "#app/programmes/loss-run.server.ts";
import { yearlyReview } from "#app/programmes/view.server.ts";
import { describeEachDatabase, suiteDatabase } from "#tests/fixtures/databases.ts";

const handler = { context: "staff", userId: "c1", email: "claims@example.com", address: "203.0.113.9" };
const pepkor = programmes.find((p) => p.slug === "Pepkor")!;
const payload = {
  policyNumber: "KRG-PEP-0418-2025",
  name: "Thandeka Mokoena",
  email: "thandeka@example.co.za",
  phone: "082 555 0142",
  lossDate: "2026-11-20",
  lossType: "burglary",
  location: "Store 118, Parow",
  sapsCase: "CAS 12/11/2026",
  description: "Forced entry overnight; stock taken.",
};

describeEachDatabase("the loss run on $name", (testDb) => {
  const db = suiteDatabase(testDb);

  it("is the history alone until the desk has a claim, with the figures the review already shows", async () => {
    const run = await programmeLossRun(db(), pepkor);
    const review = yearlyReview(pepkor);
    expect(run.years.map((y) => [y.year, y.claims, y.incurred, y.premium, y.lossRatio])).toEqual(
      review.map((y) => [y.year, y.claims, y.incurred, y.premium, y.lossRatio]),
    );
  });

  it("takes a desk claim's reserve and payments at once, and the CSV lists the claim", async () => {
    const { reference } = await createClaim(db(), {
      formArea: "Pepkor/claims",
      programme: "Pepkor",
      payload,
      files: [],
    });
    // Another programme's claim is not Pepkor's.
    await createClaim(db(), { formArea: "NMI/claims", programme: "NMI", payload, files: [] });
    const claim = (await findClaim(db(), reference))!;
    await recordMoney(db(), {
      claim,
      kind: "reserve",
      amountCents: 9_000_000,
      onDay: "2026-11-21",
      reference: "R1",
      actor: handler,
    });
    await recordMoney(db(), {
      claim,
      kind: "payment",
      amountCents: 2_500_000,
      onDay: "2026-11-26",
      reference: "EFT-77",
      actor: handler,
    });

    expect(await deskClaims(db(), "Pepkor")).toEqual([
      {
        reference,
        lossDate: "2026-11-20",
        category: "Burglary or theft from premises",
        paidCents: 2_500_000,
        reserveCents: 9_000_000,
      },
    ]);
    const run = await programmeLossRun(db(), pepkor);
    const year = run.years.find((y) => y.year === 2026)!;
    expect(year).toMatchObject({ paid: 2_500_000, outstanding: 6_500_000, incurred: 9_000_000 });
    const csv = lossRunCsv(pepkor, run, "2026-11-26");
    expect(csv).toContain(
      `${reference},2026-11-20,Burglary or theft from premises,25000.00,65000.00,90000.00,Claims desk`,
    );
  });
});
