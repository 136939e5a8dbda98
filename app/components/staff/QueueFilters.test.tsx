import { describe, expect, it } from "vitest";

import { ownerOptions } from "./QueueFilters.tsx";

describe("ownerOptions", () => {
  it("offers the member's own work, nobody's, then each colleague but the member", () => {
    const team = [
      { email: "ann@example.com", name: "Ann" },
      { email: "me@example.com", name: "Me Myself" },
      { email: "ben@example.com", name: "Ben" },
    ];
    expect(ownerOptions(team, "me@example.com", { me: "Mine", nobody: "Nobody (the team's)" })).toEqual([
      { value: "me", label: "Mine" },
      { value: "nobody", label: "Nobody (the team's)" },
      { value: "ann@example.com", label: "Ann" },
      { value: "ben@example.com", label: "Ben" },
    ]);
  });
});
