import { describe, expect, it } from "vitest";

import { conditionLines, conditionStanding, outstandingConditions, type QuoteCondition } from "./conditions.ts";

describe("a quotation's conditions as a list", () => {
  it("takes each line typed as one condition, without the list marks and empty lines, whatever the line ends", () => {
    expect(
      conditionLines(
        "- Alarms monitored.\r\n\r\n• A survey within 60 days.\n2) Tracking on all trucks.\r  3. Sprinklers",
      ),
    ).toEqual(["Alarms monitored.", "A survey within 60 days.", "Tracking on all trucks.", "Sprinklers"]);
    expect(conditionLines("  \n")).toEqual([]);
    // A minus inside a line, or a number without its mark, is part of the condition.
    expect(conditionLines("R1m-plus sums surveyed\n2027 fleet list")).toEqual([
      "R1m-plus sums surveyed",
      "2027 fleet list",
    ]);
  });

  const condition = (partial: Partial<QuoteCondition>): QuoteCondition => ({
    id: 1,
    text: "A survey.",
    dueOn: null,
    status: "outstanding",
    by: null,
    at: null,
    ...partial,
  });

  it("says where each stands, in words and dates", () => {
    expect(conditionStanding(condition({}))).toBe("Outstanding");
    expect(conditionStanding(condition({ dueOn: "2027-01-31" }))).toBe("Outstanding, due by 31 January 2027");
    expect(conditionStanding(condition({ status: "met", at: "2026-12-08T10:00:00.000Z" }))).toBe(
      "Met on 8 December 2026",
    );
    expect(conditionStanding(condition({ status: "waived", at: "2026-12-09T10:00:00.000Z" }))).toBe(
      "Waived on 9 December 2026",
    );
  });

  it("lists only those still outstanding for the confirmation of cover, with their due days", () => {
    expect(
      outstandingConditions([
        condition({ id: 1, text: "Alarms monitored.", status: "met", at: "2026-12-08T10:00:00.000Z" }),
        condition({ id: 2, text: "A survey.", dueOn: "2027-01-31" }),
        condition({ id: 3, text: "Tracking.", status: "waived", at: "2026-12-08T10:00:00.000Z" }),
        condition({ id: 4, text: "Fleet list;" }),
      ]),
    ).toEqual(["A survey (due by 31 January 2027)", "Fleet list"]);
  });
});
