import { describe, expect, it } from "vitest";

import { CLAIM_FILE_LIMITS } from "#app/claims/files.ts";
import { CLAIM_STEPS, isOpen } from "#app/claims/steps.ts";

import {
  addClaimantFiles,
  addInternalNote,
  claimFiles,
  ClaimFilesRefused,
  claimHistory,
  ClaimStepError,
  createClaim,
  findClaim,
  findClaimByReferenceAndEmail,
  findClaimByToken,
  hashToken,
  listClaims,
  moveClaim,
  addMessage,
  claimMoney,
  claimsStaff,
  ClaimChangeError,
  recordMoney,
  setDirectLine,
  setOwner,
  staffByEmail,
} from "#app/claims/claims.server.ts";
import { site } from "#app/config/site.ts";
import { tokenSealer } from "#app/claims/tracking-link.server.ts";
import { suiteDatabase, describeEachDatabase } from "#tests/fixtures/databases.ts";
import { addStaff } from "#tests/fixtures/staff.ts";
import { useMail } from "#tests/fixtures/mail.ts";

const payload = {
  policyNumber: "KRG/COM/104233",
  name: "Thandeka Mokoena",
  email: "Thandeka@Example.co.za",
  phone: "082 555 0142",
  lossDate: "2026-11-20",
  lossType: "water",
  location: "14 Jan Smuts Avenue, Rosebank",
  sapsCase: "",
  description: "The geyser burst overnight and flooded the storeroom.",
};
const photo = {
  storageKey: "claims/test-photo",
  name: "storeroom.jpg",
  type: "image/jpeg",
  size: 123_456,
  sha256: "a".repeat(64),
  locationData: "removed" as const,
};
const MB = 1024 * 1024;
const actor = { context: "staff", userId: "u1", email: "sipho.dlamini@kopano-group.co.za", address: "10.0.0.1" };

/** A stand-in message of a kind, to see which e-mails a step queued. */
const stubEmail = (kind: string) => (c: { reference: string }) => ({
  kind,
  reference: c.reference,
  recipient: "x@example.com",
  subject: kind,
  body: kind,
});

// The e-mails a report sends itself (createClaim): the tests of later steps look past them.
const REPORT_EMAILS = ["claim-received", "claim-notification"];

describeEachDatabase("claims on $name", (testDb) => {
  const db = suiteDatabase(testDb);
  useMail();

  it("stores a claim with its files, first step and e-mails; keeps only the token's hash", async () => {
    const { reference, token } = await createClaim(db(), {
      formArea: "claims-handling/report-a-claim",
      payload,
      files: [photo],
    });
    expect(reference).toMatch(/^CLM-[2-9A-HJ-NP-Z]{6}$/);
    expect(token.length).toBeGreaterThanOrEqual(43);
    const row = await db()
      .db.selectFrom("claims")
      .selectAll()
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(row.tracking_token_hash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const claim = (await findClaimByToken(db(), token))!;
    expect(claim).toMatchObject({
      reference,
      step: "received",
      claimantEmail: "thandeka@example.co.za",
      lossType: "water",
    });
    expect(await claimFiles(db(), claim.id)).toMatchObject([{ ...photo, addedBy: "claimant" }]);
    expect((await claimHistory(db(), claim.id, "claimant")).map((e) => e.step)).toEqual(["received"]);
    const mail = await db().db.selectFrom("outbox").selectAll().where("reference", "=", reference).execute();
    expect(mail.map((m) => [m.kind, m.recipient])).toEqual([
      ["claim-received", payload.email],
      ["claim-notification", site.claimsEmail],
    ]);
    expect(mail[0]!.body).toContain(`/claims/track/${token}`);
    expect(mail[1]!.body).toContain(`/staff/claims/${reference}`);
    expect(mail[1]!.body).not.toContain(token);
  });

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

  it("adds documents later, and lists claims by step with their file counts", async () => {
    const { reference } = await createClaim(db(), { formArea: "x", programme: "NMI", payload, files: [] });
    const claim = (await findClaim(db(), reference))!;
    await addClaimantFiles(db(), claim, [{ ...photo, storageKey: "claims/later" }]);
    const nmi = await listClaims(db(), { programme: "NMI" });
    expect(nmi.map((c) => [c.reference, c.files])).toEqual([[reference, 1]]);
    const received = await listClaims(db(), { step: "received" });
    expect(received.every((c) => c.step === "received")).toBe(true);
    expect((await claimHistory(db(), claim.id, "claimant")).at(-1)).toMatchObject({
      kind: "documents",
      text: "storeroom.jpg",
    });
  });

  it("keeps a claim within 10 files and 25 MB when several posts add documents at once", async () => {
    const { reference } = await createClaim(db(), {
      formArea: "x",
      payload,
      files: [{ ...photo, storageKey: "claims/first", size: MB }],
    });
    const claim = (await findClaim(db(), reference))!;
    // Four posts of four 3 MB files each, at once: each alone fits; together they would be 17 files and 49 MB.
    const post = (n: number) =>
      Array.from({ length: 4 }, (_, i) => ({ ...photo, storageKey: `claims/p${n}-${i}`, size: 3 * MB }));
    const results = await Promise.allSettled([0, 1, 2, 3].map((n) => addClaimantFiles(db(), claim, post(n))));
    const files = await claimFiles(db(), claim.id);
    expect(files.length).toBeLessThanOrEqual(CLAIM_FILE_LIMITS.maxFiles);
    expect(files.reduce((sum, f) => sum + f.size, 0)).toBeLessThanOrEqual(CLAIM_FILE_LIMITS.maxTotalBytes);
    // 1 + 3 + 3 + … MB: two posts fit (25 MB), the other two are refused whole, each file with its reason.
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(2);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected").map((r) => r.reason);
    expect(refused).toHaveLength(2);
    for (const error of refused) {
      expect(error).toBeInstanceOf(ClaimFilesRefused);
      expect((error as ClaimFilesRefused).refused.map((f) => f.reason)).toEqual(["total", "total", "total", "total"]);
    }
    expect(files).toHaveLength(9);
    const documents = (await claimHistory(db(), claim.id, "claimant")).filter((e) => e.kind === "documents");
    expect(documents).toHaveLength(2);
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

  describe("owners, messages and money (issue 27)", () => {
    const lindiwe = "lindiwe.khumalo@kopano-group.co.za";
    const pieter = "pieter.vanwyk@kopano-group.co.za";
    const editor = "editor@kopano-group.co.za";
    const lindiweActor = { context: "staff", userId: `user-${lindiwe}`, email: lindiwe, address: "10.0.0.2" };

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

    it("keeps the tracking token sealed, so an e-mail can repeat the link, and only a sealer with the key opens it", async () => {
      const sealer = tokenSealer("a-test-secret-of-at-least-32-characters!");
      const { reference, token } = await createClaim(db(), {
        formArea: "x",
        payload,
        files: [],
        sealToken: sealer.seal,
      });
      const claim = (await findClaim(db(), reference))!;
      expect(claim.trackingTokenSealed).not.toContain(token);
      expect(sealer.open(claim.trackingTokenSealed!)).toBe(token);
      expect(tokenSealer("another-secret-of-at-least-32-characters").open(claim.trackingTokenSealed!)).toBeUndefined();
      expect(sealer.open("not.sealed.text")).toBeUndefined();
    });
  });
});
