import { describe, expect, it } from "vitest";

import type { AuthContextId } from "#app/auth/contexts.ts";
import type { SignedIn } from "#app/auth/session.server.ts";
import { headerSession } from "./header-session.server.ts";

describe("header choice", () => {
  const user = { id: "u", name: "U", email: "u@example.com", twoFactorEnabled: false };
  const signedIn = (...contexts: AuthContextId[]): SignedIn[] => contexts.map((context) => ({ context, user }));

  it("is the first signed-in context's programme header, or none", () => {
    expect(headerSession([])).toBeNull();
    const chosen = headerSession(signedIn("discount-retail", "main"))!;
    expect(chosen.context).toBe("discount-retail");
    expect(chosen.programme?.slug).toBe("Pepkor");
    expect(chosen.programme?.navigation[0]?.route).toBe("/Pepkor/about");
    expect(chosen.programme?.menu.map((e) => e.label)).not.toContain("Team");
  });

  it("offers the programme's team page to its client administrator only", () => {
    const admin = headerSession(signedIn("discount-retail"), { clientAdmin: true })!;
    expect(admin.programme?.menu.map((e) => e.label)).toContain("Team");
  });

  it("leaves staff out of the header's order: a member of staff sees the site as a visitor does", () => {
    expect(headerSession(signedIn("staff"))).toBeNull();
    expect(headerSession(signedIn("main", "staff"))?.context).toBe("main");
  });

  it("keeps the default header for the events context, which has no programme", () => {
    expect(headerSession(signedIn("events"))).toEqual({ context: "events", programme: null });
  });
});
