import { expect, it } from "vitest";

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
  setHandler,
} from "#app/claims/claims.server.ts";
import { site } from "#app/config/site.ts";
import { suiteDatabase, describeEachDatabase } from "#tests/fixtures/databases.ts";
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
const actor = { context: "main", userId: "u1", email: "sipho.dlamini@kopano-group.co.za", address: "10.0.0.1" };

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
    await setHandler(db(), { claim, handler: actor.email, actor });
    const forClaimant = await claimHistory(db(), claim.id, "claimant");
    expect(forClaimant.map((e) => [e.kind, e.step, e.text])).toEqual([
      ["step", "received", ""],
      ["step", "assessor-appointed", "Our assessor will call you on Monday."],
    ]);
    expect(forClaimant.every((e) => e.authorEmail === null)).toBe(true);
    const forStaff = await claimHistory(db(), claim.id, "staff");
    expect(forStaff.map((e) => e.kind)).toEqual(["step", "step", "internal-note", "handler"]);
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
