import { describe, expect, it } from "vitest";

import { programmeAccess, programmes } from "./index.ts";

describe("programme access", () => {
  it("leaves every about and sign-in page public", () => {
    for (const p of programmes) {
      expect(programmeAccess(p, "about")).toEqual({ kind: "public" });
      expect(programmeAccess(p, "sign-in")).toEqual({ kind: "public" });
    }
  });

  it("gates the four rs-regal pages the specification names for main or app2, via /auth/signin", () => {
    const rsRegal = programmes.find((p) => p.slug === "rs-regal")!;
    for (const page of ["comparison", "overview", "policy-wording", "quote"] as const) {
      expect(programmeAccess(rsRegal, page)).toEqual({
        kind: "signed-in",
        contexts: ["main", "app2"],
        signIn: "/auth/signin",
      });
    }
  });

  it("gates every other programme page for the programme's own context, via its own sign-in page", () => {
    let gated = 0;
    for (const p of programmes) {
      for (const page of p.pages) {
        if (page.path === "about" || page.path === "sign-in" || p.slug === "rs-regal") continue;
        expect(programmeAccess(p, page.path)).toEqual({
          kind: "signed-in",
          contexts: [p.context],
          signIn: `/${p.slug}/sign-in`,
        });
        gated++;
      }
      expect(programmeAccess(p, "account")).toEqual({
        kind: "signed-in",
        contexts: [p.context],
        signIn: `/${p.slug}/sign-in`,
      });
    }
    // Spec 2.3 lists 54 pages: less nine about, nine sign-in and the four rs-regal pages.
    expect(gated).toBe(32);
  });
});
