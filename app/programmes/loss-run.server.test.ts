import { expect, it } from "vitest";

import { createClaim, findClaim, recordMoney } from "#app/claims/claims.server.ts";
import { programmes } from "#app/programmes/index.ts";
import { deskClaims, lossRunCsv, lossRunPdf, programmeLossRun } from "#app/programmes/loss-run.server.ts";
import type { LossRun } from "#app/programmes/loss-run.ts";
import { yearlyReview } from "#app/programmes/view.server.ts";
import { describeEachDatabase, suiteDatabase } from "#tests/fixtures/databases.ts";
import { pdfText } from "#tests/fixtures/pdf-text.ts";

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
    // The review's years are those of the premium history; the loss run has every policy year with a claim too.
    expect(
      run.years.filter((y) => y.premium !== null).map((y) => [y.label, y.claims, y.incurred, y.premium, y.lossRatio]),
    ).toEqual(review.map((y) => [y.label, y.claims, y.incurred, y.premium, y.lossRatio]));
    // Pepkor renews on 1 October: its premium of 2025 is that of 2024/25; claims since 1 October 2025 are 2025/26's.
    expect(run.years.map((y) => y.label)).toEqual(["2022/23", "2023/24", "2024/25", "2025/26"]);
    expect(run.years.at(-1)).toMatchObject({ claims: 4, premium: null, lossRatio: null });
    expect(run.totals.claims).toBe(pepkor.details.claims.length);
    expect(run.largeLosses.threshold).toBe(25_000_000);
    expect(run.largeLosses.claims.every((c) => c.incurred >= 25_000_000)).toBe(true);
    expect(run.largeLosses.claims.length).toBe(pepkor.details.claims.filter((c) => c.amount >= 250_000).length);
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
      // The claim is not decided yet: an interim payment (issue 36), counted as paid all the same.
      interim: true,
      reason: "Stock replaced before the assessment.",
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
    const year = run.years.find((y) => y.label === "2026/27")!;
    expect(year).toMatchObject({ paid: 2_500_000, outstanding: 6_500_000, incurred: 9_000_000 });
    const csv = lossRunCsv(pepkor, run, "2026-11-26");
    expect(csv).toContain(
      `Pepkor,${pepkor.details.policyNumber},2026-11-26,2026/27,${reference},2026-11-20,Burglary or theft from premises,25000.00,65000.00,90000.00,Claims desk,\r\n`,
    );
  });
});

const run: LossRun = {
  years: [
    {
      year: 2025,
      label: "2025/26",
      claims: 2,
      paid: 1_000_000,
      outstanding: 250_000,
      incurred: 1_250_000,
      premium: 5_000_000,
      lossRatio: 25,
    },
    {
      year: 2026,
      label: "2026/27",
      claims: 1,
      paid: 0,
      outstanding: 400_000,
      incurred: 400_000,
      premium: null,
      lossRatio: null,
    },
  ],
  categories: [{ category: "Fire", claims: 3, paid: 1_000_000, outstanding: 650_000, incurred: 1_650_000 }],
  totals: { claims: 3, paid: 1_000_000, outstanding: 650_000, incurred: 1_650_000, premium: 5_000_000, lossRatio: 33 },
  claims: [],
  largeLosses: { threshold: 25_000_000, claims: [] },
};

it("writes the CSV as one table, its header first, a row a claim with the programme, policy and as-at day (issue 35)", () => {
  const claims: LossRun["claims"] = [
    {
      reference: null,
      lossDate: "2025-09-30",
      category: "Fire",
      paid: 1_000_000,
      outstanding: 0,
      incurred: 1_000_000,
      source: "history",
      policyYear: "2024/25",
    },
    {
      reference: "CLM-7",
      lossDate: "2025-10-01",
      category: "Theft",
      paid: 250_000,
      outstanding: 400_000,
      incurred: 650_000,
      source: "desk",
      policyYear: "2025/26",
    },
  ];
  const largeLosses = { threshold: 1_000_000, claims: [claims[0]!] };
  const lines = lossRunCsv(pepkor, { ...run, claims, largeLosses }, "2026-11-26")
    .trim()
    .split(/\r?\n/);
  const policy = pepkor.details.policyNumber;
  expect(lines).toEqual([
    "Programme,Policy number,As at,Policy year,Claim,Date of loss,Category,Paid (R),Outstanding (R),Incurred (R),Source,Large loss",
    `Pepkor,${policy},2026-11-26,2024/25,,2025-09-30,Fire,10000.00,0.00,10000.00,Reported before online claims,Yes`,
    `Pepkor,${policy},2026-11-26,2025/26,CLM-7,2025-10-01,Theft,2500.00,4000.00,6500.00,Claims desk,`,
  ]);
});

/** An amount as the PDF sets it: "R", the rands grouped by non-breaking spaces, to the cent. */
const rand = (n: string) => `R${n.replace(" ", "\u00a0")}.00`;

it("writes the same rows in the PDF as the reader sees amounts and ratios: years, large losses, every claim", async () => {
  const claims: LossRun["claims"] = [
    {
      reference: null,
      lossDate: "2025-10-02",
      category: "Fire",
      paid: 1_000_000,
      outstanding: 250_000,
      incurred: 1_250_000,
      source: "history",
      policyYear: "2025/26",
    },
    {
      reference: "CLM-9",
      lossDate: "2026-10-03",
      category: "Fire",
      paid: 0,
      outstanding: 400_000,
      incurred: 400_000,
      source: "desk",
      policyYear: "2026/27",
    },
  ];
  const largeLosses = { threshold: 1_000_000, claims: [claims[0]!] };
  const text = pdfText(
    await lossRunPdf(pepkor, { ...run, claims, largeLosses }, "2026-11-26", new Date("2026-11-26T08:00:00Z")),
  );
  expect(text).toContain("As at: 26 November 2026");
  expect(text).toContain("Policy years: From 1 October each year");
  expect(text).toContain("Policy year Claims Paid Outstanding Incurred Premium Loss ratio");
  expect(text).toContain("Claim Policy year Date of loss Category Paid Outstanding Incurred");
  expect(text).toContain(`2025/26 2 ${rand("10 000")} ${rand("2 500")} ${rand("12 500")} ${rand("50 000")} 25.0%`);
  expect(text).toContain(`All years 3 ${rand("10 000")} ${rand("6 500")} ${rand("16 500")} ${rand("50 000")} 33.0%`);
  expect(text).toContain(`Fire 3 ${rand("10 000")} ${rand("6 500")} ${rand("16 500")}`);
  expect(text).toContain(`Large losses: R10\u00a0000 or more`);
  const row = `History 2025/26 2 October 2025 Fire ${rand("10 000")} ${rand("2 500")} ${rand("12 500")}`;
  // Once in the large losses, once among every claim.
  expect(text.split(row).length - 1, text).toBe(2);
  expect(text).toContain(`CLM-9 2026/27 3 October 2026 Fire ${rand("0")} ${rand("4 000")} ${rand("4 000")}`);
});
