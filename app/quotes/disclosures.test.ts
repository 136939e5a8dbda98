import { describe, expect, it } from "vitest";

import { site } from "#app/config/site.ts";
import { formatRand } from "#app/lib/format/money.ts";
import { commissionOn, quotationDisclosures, STANDARD_REMUNERATION } from "./disclosures.ts";

describe("the intermediary's disclosures with a quotation (FAIS)", () => {
  it("names the FSP with its licence, the insurer, the complaints route, in that order", () => {
    const lines = quotationDisclosures(STANDARD_REMUNERATION, [{ tier: "Flat 1M", basePremium: 100_000_00 }]);
    expect(lines.map((l) => l.label)).toEqual(["Who we are", "The insurer", "What we earn", "Complaints"]);
    expect(lines[0]!.text).toContain(`FSP licence number ${site.fspNumber}`);
    expect(lines[1]!.text).toContain(site.underwriter);
    expect(lines[3]!.text).toContain("FAIS Ombud");
  });

  it("gives the commission of each option in rand, to the cent, half up", () => {
    expect(commissionOn(2_750_000_00, 12.5)).toBe(343_750_00);
    expect(commissionOn(1_01, 12.5)).toBe(13);
    const [, , earned] = quotationDisclosures({ kind: "commission", percent: 10 }, [
      { tier: "Flat 500K", basePremium: 900_000_00 },
      { tier: "Flat 1M", basePremium: 800_000_00 },
    ]);
    expect(earned!.text).toContain(
      `10% of the premium before SASRIA and VAT: ${formatRand(90_000_00, { showCents: true })} a year on option Flat 500K, ${formatRand(80_000_00, { showCents: true })} a year on option Flat 1M.`,
    );
    // One option: no option named.
    const [, , one] = quotationDisclosures(STANDARD_REMUNERATION, [{ tier: "Flat 1M", basePremium: 800_000_00 }]);
    expect(one!.text).not.toContain("on option");
  });

  it("states a fee where the programme is paid by fee, and no commission", () => {
    const [, , earned] = quotationDisclosures({ kind: "fee", yearly: 48_000 }, [{ tier: "Flat 1M", basePremium: 1 }]);
    expect(earned!.text).toContain(`a fee of ${formatRand(48_000_00)} a year, excluding VAT`);
    expect(earned!.text).toContain("we earn no commission");
  });
});
