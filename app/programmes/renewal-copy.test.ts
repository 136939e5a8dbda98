import { describe, expect, it } from "vitest";

import { renewalCopy, renewalDateFact } from "./renewal-copy.ts";

describe("the renewal's words follow the date (issue 35)", () => {
  it("before the renewal date: renews on, in so many days, bound before the old cover ends", () => {
    const copy = renewalCopy({ date: "2026-10-01", daysLeft: 12, daysOverdue: null }, "Pepkor");
    expect(copy.heading).toBe("Your renewal is on 1 October 2026");
    expect(copy.text).toBe(
      "The programme renews in 12 days. Check your schedule of Pepkor's vehicles and assets and ask our underwriters for your renewal quotation, so that there is time to read it, accept it and have the cover bound before the old one ends.",
    );
    expect(copy.quotePage).toBe("the programme renews on 1 October 2026");
    expect(renewalCopy({ date: "2026-10-01", daysLeft: 1, daysOverdue: null }, "Pepkor").text).toMatch(
      /^The programme renews in 1 day\./,
    );
    expect(renewalCopy({ date: "2026-10-01", daysLeft: 0, daysOverdue: null }, "Pepkor").text).toMatch(
      /^The programme renews today\./,
    );
  });

  it("after it: was due to renew, how long ago, bound from the renewal date; never 'renews on' nor 'before the old one ends'", () => {
    const copy = renewalCopy({ date: "2026-10-01", daysLeft: 0, daysOverdue: 66 }, "Pepkor");
    expect(copy.heading).toBe("Renewal overdue: the programme was due to renew on 1 October 2026");
    expect(copy.text).toBe(
      "The renewal date passed 66 days ago and no renewal has been bound. Check your schedule of Pepkor's vehicles and assets and ask our underwriters for your renewal quotation, which can be bound from the renewal date, so that the cover has no gap.",
    );
    expect(copy.quotePage).toBe("the programme was due to renew on 1 October 2026");
    for (const words of [copy.heading, copy.text, copy.quotePage]) {
      expect(words).not.toContain("renews on");
      expect(words).not.toContain("before the old one ends");
      expect(words).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    }
    expect(renewalCopy({ date: "2026-10-01", daysLeft: 0, daysOverdue: 1 }, "Pepkor").text).toMatch(
      /^The renewal date passed 1 day ago/,
    );
  });

  it("gives the overview's renewal date in words, marked once it has passed", () => {
    expect(renewalDateFact("2026-10-01", "2026-09-30")).toBe("1 October 2026");
    expect(renewalDateFact("2026-10-01", "2026-10-01")).toBe("1 October 2026");
    expect(renewalDateFact("2026-10-01", "2026-12-06")).toBe("1 October 2026 (passed, no renewal bound yet)");
  });
});
