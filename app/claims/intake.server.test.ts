import { expect, it } from "vitest";

import { CLAIM_FILE_LIMITS } from "#app/claims/files.ts";
import { site } from "#app/config/site.ts";
import { tokenSealer } from "#app/claims/tracking-link.server.ts";
import { suiteDatabase, describeEachDatabase } from "#tests/fixtures/databases.ts";
import { useMail } from "#tests/fixtures/mail.ts";
import { MB, payload, photo } from "#tests/fixtures/claims.ts";
import { addClaimantFiles, ClaimFilesRefused, createClaim } from "./intake.server.ts";
import { claimFiles, claimHistory, findClaim, findClaimByToken, listClaims } from "./queries.server.ts";
import { hashToken } from "./record.server.ts";

describeEachDatabase("claims reported on $name", (testDb) => {
  const db = suiteDatabase(testDb);
  useMail();

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
