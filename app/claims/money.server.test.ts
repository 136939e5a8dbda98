import { describe, expect, it } from "vitest";

import { suiteDatabase, describeEachDatabase } from "#tests/fixtures/databases.ts";
import { useMail } from "#tests/fixtures/mail.ts";
import { lindiwe, lindiweActor, payload, stubEmail } from "#tests/fixtures/claims.ts";
import { createClaim } from "./intake.server.ts";
import { claimMoney, recordMoney } from "./money.server.ts";
import { claimHistory, findClaim } from "./queries.server.ts";
import { ClaimChangeError } from "./record.server.ts";
import { moveClaim } from "./steps.server.ts";

describeEachDatabase("claims' money on $name", (testDb) => {
  const db = suiteDatabase(testDb);
  useMail();

  describe("money (issue 27)", () => {
    it("records the reserve and payments in integer cents; the claimant's view holds only the payments", async () => {
      const { reference } = await createClaim(db(), { formArea: "x", payload, files: [] });
      const received = (await findClaim(db(), reference))!;
      const base = { claim: received, actor: lindiweActor, onDay: "2026-11-25" };
      await recordMoney(db(), { ...base, kind: "reserve", amountCents: 4_500_000, reference: "RES-1" });
      await recordMoney(db(), { ...base, kind: "reserve", amountCents: 3_812_550, reference: "RES-2" });
      // Before the decision a payment is refused, saying why, unless it is an interim payment with its reason.
      await expect(
        recordMoney(db(), { ...base, kind: "payment", amountCents: 100_000, reference: "EFT early" }),
      ).rejects.toThrow(/not approved yet: a payment is recorded once it is approved/);
      await expect(
        recordMoney(db(), { ...base, kind: "payment", amountCents: 100_000, reference: "EFT early", interim: true }),
      ).rejects.toThrow("Give the reason for the interim payment");
      await recordMoney(db(), {
        ...base,
        kind: "payment",
        amountCents: 500_000,
        reference: "EFT interim",
        interim: true,
        reason: "Emergency accommodation while the damage is assessed.",
      });
      await moveClaim(db(), { reference, to: "approved", note: "", actor: lindiweActor });
      const claim = (await findClaim(db(), reference))!;
      const approved = { ...base, claim };
      await recordMoney(
        db(),
        // Once approved a payment is the claim's own, even if the form still said interim.
        {
          ...approved,
          kind: "payment",
          amountCents: 1_234_567,
          reference: "EFT 20261125-0042",
          interim: true,
          reason: "x",
        },
        () => stubEmail("claim-payment")(claim),
      );
      // Above 2^31 cents (R21 million): held exactly, as a number, on both engines.
      await recordMoney(db(), { ...approved, kind: "payment", amountCents: 2_500_000_001, reference: "EFT big" });
      for (const bad of [12.5, -1, Number.NaN]) {
        await expect(
          recordMoney(db(), { ...approved, kind: "payment", amountCents: bad, reference: "x" }),
        ).rejects.toBeInstanceOf(ClaimChangeError);
      }
      await expect(
        recordMoney(db(), { ...approved, kind: "payment", amountCents: 0, reference: "x" }),
      ).rejects.toBeInstanceOf(ClaimChangeError);
      const staff = await claimMoney(db(), claim.id, "staff");
      expect(staff.map((m) => [m.kind, m.amountCents, m.interim])).toEqual([
        ["reserve", 4_500_000, false],
        ["reserve", 3_812_550, false],
        ["payment", 500_000, true],
        ["payment", 1_234_567, false],
        ["payment", 2_500_000_001, false],
      ]);
      expect(typeof staff[4]!.amountCents).toBe("number");
      const claimant = await claimMoney(db(), claim.id, "claimant");
      expect(claimant.map((m) => [m.amountCents, m.onDay, m.reference, m.recordedBy, m.reason])).toEqual([
        [500_000, "2026-11-25", "EFT interim", lindiwe, "Emergency accommodation while the damage is assessed."],
        [1_234_567, "2026-11-25", "EFT 20261125-0042", lindiwe, ""],
        [2_500_000_001, "2026-11-25", "EFT big", lindiwe, ""],
      ]);
      expect((await claimHistory(db(), claim.id, "claimant")).map((e) => e.kind)).toEqual([
        "step",
        "acknowledged",
        "step",
      ]);
      const audit = await db().db.selectFrom("audit_log").select("action").where("target", "=", reference).execute();
      expect(audit.map((a) => a.action)).toEqual([
        "claim-reserve-set",
        "claim-reserve-set",
        "claim-payment-recorded",
        "claim-step-changed",
        "claim-payment-recorded",
        "claim-payment-recorded",
      ]);
      // A declined claim takes no payment at all, interim or not.
      await moveClaim(db(), { reference, to: "paid", note: "", actor: lindiweActor });
      const { reference: other } = await createClaim(db(), { formArea: "x", payload, files: [] });
      await moveClaim(db(), { reference: other, to: "declined", note: "Not covered.", actor: lindiweActor });
      const declined = (await findClaim(db(), other))!;
      await expect(
        recordMoney(db(), {
          ...base,
          claim: declined,
          kind: "payment",
          amountCents: 100,
          reference: "x",
          interim: true,
          reason: "y",
        }),
      ).rejects.toThrow("A declined claim is not paid.");
    });
  });
});
