import { describe, expect, it } from "vitest";

import { imageCatalogue } from "./images.ts";
import {
  SECOND_ROW_STARTS_AT,
  desktopRows,
  leadership,
  leadershipGroups,
  peopleById,
  portraitOf,
  type LeadershipGroup,
} from "./people.ts";

const everyone = Object.values(leadership).flat();

/** What each group's titles look like (docs/specification.md, “Entities”: executive officers, executives, senior and other managers). */
const titlePattern: Record<LeadershipGroup, RegExp> = {
  "Chief Executive Committee": /^(Group )?Chief [A-Z][A-Za-z ]+ Officer$/,
  "Group Executive Committee": /^[A-Z][A-Za-z ]+ Executive$/,
  Senior: /^[A-Z][A-Za-z ]+ Manager$/,
  Management: /^[A-Z][A-Za-z ]+ Manager$/,
};

describe("people", () => {
  it("has the four groups in the selector's order with 6, 5, 10 and 14 people", () => {
    expect(leadershipGroups).toEqual([
      "Chief Executive Committee",
      "Group Executive Committee",
      "Senior",
      "Management",
    ]);
    expect(leadershipGroups.map((g) => leadership[g].length)).toEqual([6, 5, 10, 14]);
  });

  it("identifies everyone by a unique lowercase first name", () => {
    const ids = everyone.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of everyone) expect(p.id).toBe(p.name.split(" ")[0]!.toLowerCase());
  });

  it("gives everyone a unique, well-formed e-mail address", () => {
    const emails = everyone.map((p) => p.email);
    expect(new Set(emails).size).toBe(emails.length);
    for (const email of emails) expect(email).toMatch(/^[a-z]+\.[a-z]+@kopano-group\.co\.za$/);
  });

  it("gives every title the shape of its group, with no title repeated", () => {
    for (const group of leadershipGroups) {
      for (const p of leadership[group]) expect(p.title, p.name).toMatch(titlePattern[group]);
    }
    const titles = everyone.map((p) => p.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(leadership["Chief Executive Committee"][0]!.title).toBe("Chief Executive Officer");
  });

  it("splits Management into desktop rows of 8 and 6, the second starting with the content manager", () => {
    const rows = desktopRows("Management");
    expect(rows.map((r) => r.length)).toEqual([8, 6]);
    expect(rows[1]![0]!.title).toBe(SECOND_ROW_STARTS_AT);
    expect(SECOND_ROW_STARTS_AT).toBe("Content and Communications Manager");
    expect(rows.flat()).toEqual(leadership.Management);
  });

  it("shows the other groups in one desktop row", () => {
    for (const group of ["Chief Executive Committee", "Group Executive Committee", "Senior"] as const) {
      expect(desktopRows(group)).toEqual([leadership[group]]);
    }
  });

  it("has a catalogued portrait for everyone", () => {
    for (const p of everyone) {
      expect(portraitOf(p)).toBe(`people/${p.id}`);
      expect(imageCatalogue, p.id).toHaveProperty([portraitOf(p)]);
      expect(imageCatalogue[portraitOf(p)]).toBe("portrait");
    }
  });

  it("finds people by id in the order asked, and throws on an unknown id", () => {
    expect(peopleById(["vusi", "thandeka"]).map((p) => p.name)).toEqual(["Vusi Mnisi", "Thandeka Mahlangu"]);
    expect(() => peopleById(["thandeka", "nobody"])).toThrow('Unknown person "nobody"');
  });
});
