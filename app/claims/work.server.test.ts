import { expect, it } from "vitest";

import { createClaim, findClaim } from "#app/claims/claims.server.ts";
import { site } from "#app/config/site.ts";
import { authDb, type Database } from "#app/db/database.server.ts";
import { useMail } from "#tests/fixtures/mail.ts";
import { describeEachDatabase, suiteDatabase } from "#tests/fixtures/databases.ts";
import { trackingPath, trackingTokenSealer } from "./tracking-link.server.ts";
import { assignClaim, claimantWrites, handlerWrites, recordClaimMoney } from "./work.server.ts";

// The server's key for sealed tracking tokens comes from AUTH_SECRET, read once: this test's own.
process.env.AUTH_SECRET = "claims-work-test-secret-0123456789abcdef";
process.env.SITE_URL = "https://kopano.example";

const payload = { name: "Thandeka Mokoena", email: "thandeka@example.co.za", lossType: "water", policyNumber: "P1" };
const owner = "lindiwe.khumalo@kopano-group.co.za";
const ownerActor = { context: "staff", userId: `user-${owner}`, email: owner };

async function addClaimsHandler(database: Database) {
  await authDb(database, "staff")
    .insertInto("user")
    .values({
      id: `user-${owner}`,
      name: "Lindiwe Khumalo",
      email: owner,
      emailVerified: true,
      twoFactorEnabled: false,
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  await database.db
    .insertInto("user_roles")
    .values({ context: "staff", user_id: `user-${owner}`, role: "claims" })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

async function mail(database: Database, reference: string) {
  return (
    database.db
      .selectFrom("outbox")
      .select(["kind", "recipient", "subject", "body"])
      .where("reference", "=", reference)
      // The report's own e-mails (createClaim's) are not what these tests are about.
      .where("kind", "not in", ["claim-received", "claim-notification"])
      .orderBy("id")
      .execute()
  );
}

describeEachDatabase("working a claim, with its e-mails, on $name", (testDb) => {
  const db = suiteDatabase(testDb);
  useMail();

  it("sends the claimant's messages to the shared mailbox while nobody owns the claim, then to its owner", async () => {
    await addClaimsHandler(db());
    const { reference } = await createClaim(db(), { formArea: "x", payload, files: [] });
    const claimant = { email: payload.email };
    await claimantWrites(db(), {
      claim: (await findClaim(db(), reference))!,
      text: "Hello?",
      actor: claimant,
    });
    await assignClaim(db(), {
      claim: (await findClaim(db(), reference))!,
      owner,
      expected: null,
      actor: { email: "pieter.vanwyk@kopano-group.co.za" },
    });
    await claimantWrites(db(), {
      claim: (await findClaim(db(), reference))!,
      text: "Still there?",
      actor: claimant,
    });
    const sent = await mail(db(), reference);
    expect(sent.map((m) => [m.kind, m.recipient])).toEqual([
      ["claim-message-in", site.claimsEmail],
      ["claim-assigned", owner],
      ["claim-message-in", owner],
    ]);
    expect(sent[2]!.body).toContain(`https://kopano.example/staff/claims/${reference}`);
  });

  it("repeats the private link in the claimant's e-mails, signed with the handler's name, and tells them of payments", async () => {
    await addClaimsHandler(db());
    const { reference, token } = await createClaim(db(), {
      formArea: "x",
      payload,
      files: [],
      sealToken: (t) => trackingTokenSealer().seal(t),
    });
    const claim = (await findClaim(db(), reference))!;
    await handlerWrites(db(), { claim, text: "Our assessor calls on Thursday.", actor: ownerActor });
    // Before the claim is decided: an interim payment, with its reason (issue 36).
    await recordClaimMoney(db(), {
      claim,
      kind: "payment",
      amountCents: 1_234_567,
      onDay: "2026-11-25",
      reference: "EFT-0042",
      actor: ownerActor,
      interim: true,
      reason: "Emergency accommodation while the damage is assessed.",
    });
    await recordClaimMoney(db(), {
      claim,
      kind: "reserve",
      amountCents: 4_500_000,
      onDay: "2026-11-25",
      reference: "RES-1",
      actor: ownerActor,
    });
    const [message, payment, ...rest] = await mail(db(), reference);
    expect(rest).toEqual([]); // the reserve is internal: nobody is e-mailed
    const link = `https://kopano.example${trackingPath(token)}`;
    expect(message).toMatchObject({
      recipient: payload.email,
      subject: `Your claim ${reference}: a message from Lindiwe Khumalo`,
    });
    expect(message!.body).toContain("Our assessor calls on Thursday.");
    expect(message!.body).toContain(link);
    expect(payment!.subject).toBe(`Your claim ${reference}: an interim payment`);
    expect(payment!.body).toContain("On 25 November 2026 we paid R12\u00a0345.67");
    expect(payment!.body).toContain(
      "This is an interim payment, made before we decide the claim: Emergency accommodation",
    );
    expect(payment!.body).toContain(link);
  });

  it("points a claim reported before the link was kept to the lookup page instead", async () => {
    const { reference } = await createClaim(db(), { formArea: "x", payload, files: [] });
    const claim = (await findClaim(db(), reference))!;
    await handlerWrites(db(), { claim, text: "A question.", actor: ownerActor });
    const [message] = await mail(db(), reference);
    expect(message!.body).toContain("Find your claim on our claims tracker:\nhttps://kopano.example/claims/track\n");
    expect(message!.body).not.toContain("/claims/track/");
  });
});
