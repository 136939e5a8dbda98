import { describe, expect, it } from "vitest";

import { allows, isStaffRole, STAFF_ROLES, twoFactorRequired } from "./roles.ts";

describe("staff roles", () => {
  it("lets each role do its own work and nothing else", () => {
    for (const role of STAFF_ROLES) {
      for (const needed of STAFF_ROLES) {
        expect(allows([role], needed), `${role} → ${needed}`).toBe(role === needed || role === "admin");
      }
    }
  });

  it("lets an account with several roles do each one's work", () => {
    expect(allows(["claims", "editor"], "claims")).toBe(true);
    expect(allows(["claims", "editor"], "editor")).toBe(true);
    expect(allows(["claims", "editor"], "underwriter")).toBe(false);
    expect(allows([], "staff")).toBe(false);
  });

  it("knows only its five roles", () => {
    expect(STAFF_ROLES.filter(isStaffRole)).toHaveLength(6);
    for (const other of ["", "Admin", "root", "none", 1, null]) expect(isStaffRole(other)).toBe(false);
  });

  it("asks two-factor sign-in of every role but staff, alone or beside another", () => {
    expect(twoFactorRequired([])).toBe(false);
    expect(twoFactorRequired(["staff"])).toBe(false);
    for (const role of STAFF_ROLES.filter((r) => r !== "staff")) {
      expect(twoFactorRequired([role]), role).toBe(true);
      expect(twoFactorRequired(["staff", role]), `staff and ${role}`).toBe(true);
    }
  });
});
