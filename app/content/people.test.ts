import { describe, expect, it } from "vitest";

import { imageCatalogue } from "./image-catalogue.ts";
import {
  MANAGEMENT_FIRST_ROW,
  desktopRows,
  leadership,
  leadershipGroups,
  peopleById,
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
    const rows = desktopRows("Management", leadership.Management);
    expect(rows.map((r) => r.length)).toEqual([8, 6]);
    expect(rows[1]![0]!.title).toBe("Content and Communications Manager");
    expect(rows.flat()).toEqual(leadership.Management);
  });

  it("keeps Management's first desktop row at 8 as people come and go, and one row when 8 or fewer", () => {
    const fewer = leadership.Management.slice(0, MANAGEMENT_FIRST_ROW);
    expect(desktopRows("Management", fewer)).toEqual([fewer]);
    const more = [...leadership.Management, leadership.Senior[0]!];
    expect(desktopRows("Management", more).map((r) => r.length)).toEqual([8, 7]);
  });

  it("shows the other groups in one desktop row", () => {
    for (const group of ["Chief Executive Committee", "Group Executive Committee", "Senior"] as const) {
      expect(desktopRows(group, leadership[group])).toEqual([leadership[group]]);
    }
  });

  it("has a catalogued portrait for everyone", () => {
    for (const p of everyone) {
      expect(p.portrait).toBe(`people/${p.id}`);
      expect(imageCatalogue, p.id).toHaveProperty([p.portrait as string]);
      expect(imageCatalogue[p.portrait as keyof typeof imageCatalogue]).toBe("portrait");
    }
  });

  it("finds people by id in the order asked, leaving out anyone no longer listed", () => {
    expect(peopleById(leadership, ["vusi", "thandeka"]).map((p) => p.name)).toEqual([
      "Vusi Mnisi",
      "Thandeka Mahlangu",
    ]);
    expect(peopleById(leadership, ["thandeka", "nobody"]).map((p) => p.id)).toEqual(["thandeka"]);
  });
});
