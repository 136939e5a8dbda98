import { describe, expect, it } from "vitest";

import { checkDeclaration } from "./declaration.ts";

describe("an approver's declaration", () => {
  const complete = { disclosure: true, authority: true, fullName: "Thandi Mokoena" };

  it("is complete with both statements confirmed and the account's name typed, in any case and spacing", () => {
    expect(checkDeclaration(complete, "Thandi Mokoena")).toEqual({});
    expect(checkDeclaration({ ...complete, fullName: "  thandi   MOKOENA " }, "Thandi Mokoena")).toEqual({});
  });

  it("names each missing statement", () => {
    expect(checkDeclaration({ ...complete, disclosure: false, authority: false }, "Thandi Mokoena")).toEqual({
      disclosure: "Confirm the duty of disclosure.",
      authority: "Confirm that you may bind the company.",
    });
  });

  it("refuses an empty name, another name, and an account without a name", () => {
    expect(checkDeclaration({ ...complete, fullName: " " }, "Thandi Mokoena").fullName).toBe("Type your full name.");
    expect(checkDeclaration({ ...complete, fullName: "Thandi" }, "Thandi Mokoena").fullName).toBe(
      "Type your full name as it is on your account: Thandi Mokoena.",
    );
    expect(checkDeclaration(complete, "").fullName).toMatch(/no name/);
  });
});
