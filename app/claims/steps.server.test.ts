import { describe, expect, it } from "vitest";

import { suiteDatabase, describeEachDatabase } from "#tests/fixtures/databases.ts";
import { addStaff } from "#tests/fixtures/staff.ts";
import { useMail } from "#tests/fixtures/mail.ts";
import {
  actor,
  editor,
  lindiwe,
  lindiweActor,
  payload,
  pieter,
  REPORT_EMAILS,
  stubEmail,
} from "#tests/fixtures/claims.ts";
import { createClaim } from "./intake.server.ts";
import { claimHistory, findClaim } from "./queries.server.ts";
import { ClaimChangeError, claimsStaff, ClaimStepError, staffByEmail } from "./record.server.ts";
import { addInternalNote, addMessage, moveClaim, setDirectLine, setOwner } from "./steps.server.ts";

describeEachDatabase("claims worked on $name", (testDb) => {
  const db = suiteDatabase(testDb);
  useMail();

  it("moves a claim by the rules, with the note, the e-mail and the audit entry in one go", async () => {
    const { reference } = await createClaim(db(), { formArea: "x", payload, files: [] });
    const moved = await moveClaim(db(), {
      reference,
      to: "assessor-appointed",
      note: "Our assessor will call you on Monday.",
      actor,
    });
    expect(moved.step).toBe("assessor-appointed");
    await expect(moveClaim(db(), { reference, to: "paid", note: "", actor })).rejects.toBeInstanceOf(ClaimStepError);
    const claim = (await findClaim(db(), reference))!;
    expect(claim.step).toBe("assessor-appointed");
    await addInternalNote(db(), { claim, text: "Check the plumber's report against the policy schedule.", actor });
    await addStaff(db(), actor.email, "Sipho Dlamini", ["claims"]);
    await setOwner(db(), { claim, owner: actor.email, expected: null, actor });
    const forClaimant = await claimHistory(db(), claim.id, "claimant");
    // Moving a received claim on acknowledges it (issue 36): the claimant reads who did, by name, from the address.
    expect(forClaimant.map((e) => [e.kind, e.step, e.text, e.authorEmail])).toEqual([
      ["step", "received", "", null],
      ["acknowledged", null, "", actor.email],
      ["step", "assessor-appointed", "Our assessor will call you on Monday.", null],
    ]);
    expect(claim.acknowledgedBy).toBe(actor.email);
    const forStaff = await claimHistory(db(), claim.id, "staff");
    expect(forStaff.map((e) => e.kind)).toEqual(["step", "acknowledged", "step", "internal-note", "handler"]);
    expect((await findClaim(db(), reference))?.handlerEmail).toBe(actor.email);
    const audit = await db().db.selectFrom("audit_log").select("action").where("target", "=", reference).execute();
    expect(audit.map((a) => a.action).toSorted()).toEqual([
      "claim-handler-changed",
      "claim-note-added",
      "claim-step-changed",
    ]);
    const mail = await db().db.selectFrom("outbox").selectAll().where("reference", "=", reference).execute();
    expect(mail.map((m) => m.kind)).toEqual(["claim-received", "claim-notification", "claim-step"]);
    expect(mail[2]!.body).toContain("Our assessor will call you on Monday.");
  });

  describe("owners and messages (issue 27)", () => {
    it("lists who may own a claim (the claims role and administrators, not disabled) by name", async () => {
      await addStaff(db(), lindiwe, "Lindiwe Khumalo", ["claims"]);
      await addStaff(db(), pieter, "Pieter van Wyk", ["admin"]);
      await addStaff(db(), editor, "Eddie Editor", ["editor"]);
      await addStaff(db(), "gone@kopano-group.co.za", "Gone Person", ["claims"], true);
      const team = (await claimsStaff(db())).map((m) => m.name);
      expect(team).toEqual(expect.arrayContaining(["Lindiwe Khumalo", "Pieter van Wyk"]));
      expect(team).not.toContain("Eddie Editor");
      expect(team).not.toContain("Gone Person");
    });

    it("assigns, reassigns and releases a claim, on its history and the audit log; the new owner is e-mailed", async () => {
      const { reference } = await createClaim(db(), { formArea: "x", payload, files: [] });
      const claim = (await findClaim(db(), reference))!;
      await setOwner(db(), { claim, owner: lindiwe, expected: null, actor: lindiweActor }, stubEmail("claim-assigned"));
      await setOwner(
        db(),
        { claim, owner: pieter, expected: lindiwe, actor: lindiweActor },
        stubEmail("claim-assigned"),
      );
      expect((await findClaim(db(), reference))?.handlerEmail).toBe(pieter);
      // Someone who read the claim while Lindiwe owned it is told, not obeyed.
      await expect(setOwner(db(), { claim, owner: lindiwe, expected: lindiwe, actor: lindiweActor })).rejects.toThrow(
        "While you were reading, the claim was given to Pieter van Wyk.",
      );
      await expect(setOwner(db(), { claim, owner: editor, expected: pieter, actor: lindiweActor })).rejects.toThrow(
        ClaimChangeError,
      );
      await setOwner(db(), { claim, owner: null, expected: pieter, actor: lindiweActor });
      expect((await findClaim(db(), reference))?.handlerEmail).toBeNull();
      const history = await claimHistory(db(), claim.id, "staff");
      expect(history.filter((h) => h.kind === "handler").map((h) => h.text)).toEqual([lindiwe, pieter, ""]);
      expect(await claimHistory(db(), claim.id, "claimant")).toHaveLength(1);
      const audit = await db()
        .db.selectFrom("audit_log")
        .select(["action", "detail"])
        .where("target", "=", reference)
        .orderBy("id")
        .execute();
      expect(audit.map((a) => a.detail)).toEqual([
        { from: null, to: lindiwe },
        { from: lindiwe, to: pieter },
        { from: pieter, to: null },
      ]);
      // Taking a claim yourself sends you nothing; being given it by a colleague does.
      const mail = await db()
        .db.selectFrom("outbox")
        .select("kind")
        .where("reference", "=", reference)
        .where("kind", "not in", REPORT_EMAILS)
        .execute();
      expect(mail).toEqual([{ kind: "claim-assigned" }]);
    });

    it("keeps messages both ways, each with its e-mail and audit entry; the claimant sees who wrote", async () => {
      const { reference } = await createClaim(db(), { formArea: "x", payload, files: [] });
      const claim = (await findClaim(db(), reference))!;
      const claimant = { email: claim.claimantEmail, address: "10.0.0.9" };
      await addMessage(
        db(),
        { claim, from: "claimant", text: "  Can the assessor come on Saturday?\nI work weekdays.  ", actor: claimant },
        stubEmail("claim-message-in")(claim),
      );
      await addMessage(
        db(),
        { claim, from: "staff", text: "Yes: Saturday at 09:00.", actor: lindiweActor },
        stubEmail("claim-message-out")(claim),
      );
      await expect(addMessage(db(), { claim, from: "claimant", text: "   ", actor: claimant })).rejects.toThrow(
        "Write the message first.",
      );
      const seen = await claimHistory(db(), claim.id, "claimant");
      expect(seen.slice(1).map((e) => [e.kind, e.text, e.authorEmail])).toEqual([
        ["message-in", "Can the assessor come on Saturday?\nI work weekdays.", null],
        ["message-out", "Yes: Saturday at 09:00.", lindiwe],
      ]);
      const audit = await db().db.selectFrom("audit_log").select("action").where("target", "=", reference).execute();
      expect(audit.map((a) => a.action)).toEqual(["claim-message-received", "claim-message-sent"]);
      const mail = await db()
        .db.selectFrom("outbox")
        .select("kind")
        .where("reference", "=", reference)
        .where("kind", "not in", REPORT_EMAILS)
        .execute();
      expect(mail.map((m) => m.kind)).toEqual(["claim-message-in", "claim-message-out"]);
    });

    it("keeps a direct line per staff member, shown with their account's name", async () => {
      await addStaff(db(), lindiwe, "Lindiwe Khumalo", ["claims"]);
      await setDirectLine(db(), { email: "Lindiwe.Khumalo@kopano-group.co.za", directLine: "011 555 0199", actor });
      expect((await staffByEmail(db(), [lindiwe])).get(lindiwe)).toEqual({
        email: lindiwe,
        name: "Lindiwe Khumalo",
        directLine: "011 555 0199",
      });
      await setDirectLine(db(), { email: lindiwe, directLine: "", actor });
      expect((await staffByEmail(db(), [lindiwe])).get(lindiwe)?.directLine).toBeNull();
    });
  });
});
