import { expect, it } from "vitest";

import { CLAIM_STEPS, isOpen } from "#app/claims/steps.ts";
import { suiteDatabase, describeEachDatabase } from "#tests/fixtures/databases.ts";
import { useMail } from "#tests/fixtures/mail.ts";
import { actor, payload } from "#tests/fixtures/claims.ts";
import { createClaim } from "./intake.server.ts";
import { findClaimByReferenceAndEmail, findClaimByToken, listClaims } from "./queries.server.ts";
import { moveClaim } from "./steps.server.ts";

describeEachDatabase("claims found on $name", (testDb) => {
  const db = suiteDatabase(testDb);
  useMail();

  it("finds a claim by reference and e-mail only when both match", async () => {
    const { reference } = await createClaim(db(), { formArea: "x", payload, files: [] });
    expect(
      (await findClaimByReferenceAndEmail(db(), ` ${reference.toLowerCase()} `, "THANDEKA@example.co.za"))?.reference,
    ).toBe(reference);
    expect(await findClaimByReferenceAndEmail(db(), reference, "someone@example.co.za")).toBeUndefined();
    expect(await findClaimByReferenceAndEmail(db(), "CLM-ZZZZZZ", payload.email)).toBeUndefined();
    expect(await findClaimByToken(db(), "not-a-token")).toBeUndefined();
    expect(await findClaimByToken(db(), "A".repeat(43))).toBeUndefined();
  });

  it("lists the open queue from the database: every open claim, no closed one", async () => {
    for (let i = 0; i < 3; i++) {
      const { reference } = await createClaim(db(), { formArea: "x", payload, files: [] });
      // Closing needs the claim paid, declined or withdrawn (issue 36).
      await expect(moveClaim(db(), { reference, to: "closed", note: "", actor })).rejects.toThrow(
        "A claim that is received cannot move to closed.",
      );
      await moveClaim(db(), { reference, to: "withdrawn", note: "The claimant asked to withdraw it.", actor });
      await moveClaim(db(), { reference, to: "closed", note: "", actor });
    }
    const { reference: open } = await createClaim(db(), { formArea: "x", payload, files: [] });
    const all = await listClaims(db());
    const queue = await listClaims(db(), { steps: CLAIM_STEPS.filter(isOpen), limit: 50 });
    expect(queue.map((c) => c.reference).toSorted()).toEqual(
      all
        .filter((c) => isOpen(c.step))
        .map((c) => c.reference)
        .toSorted(),
    );
    expect(queue.map((c) => c.reference)).toContain(open);
    expect(all.some((c) => c.step === "closed")).toBe(true);
  });
});
