import { expect, it } from "vitest";

import { ClaimChangeError, createClaim, findClaim, moveClaim, setNextStep } from "#app/claims/claims.server.ts";
import { listClaimQueue } from "#app/claims/queue.server.ts";
import { claimProgress } from "#app/claims/progress.server.ts";
import { claimStateOf } from "#app/claims/claims.server.ts";
import { STEP_LABELS, type ClaimStep } from "#app/claims/steps.ts";
import { trackedClaim } from "#app/claims/tracker.server.ts";
import { authDb, type Database } from "#app/db/database.server.ts";
import { deskSections } from "#app/desk/desk.server.ts";
import { formatDate } from "#app/lib/format/dates.ts";
import { southAfricanDay } from "#app/lib/format/time.ts";
import { describeEachDatabase, suiteDatabase } from "#tests/fixtures/databases.ts";
import { useMail } from "#tests/fixtures/mail.ts";
import { acknowledge, assignClaim, recordClaimMoney } from "./work.server.ts";

process.env.AUTH_SECRET = "claims-walk-test-secret-0123456789abcdef";
process.env.SITE_URL = "https://kopano.example";

const payload = { name: "Thandeka Mokoena", email: "thandeka@example.co.za", lossType: "water", policyNumber: "P1" };
const handler = "lindiwe.khumalo@kopano-group.co.za";
const actor = { context: "staff", userId: `user-${handler}`, email: handler };

async function addHandler(database: Database) {
  await authDb(database, "staff")
    .insertInto("user")
    .values({ id: actor.userId, name: "Lindiwe Khumalo", email: handler, emailVerified: true, twoFactorEnabled: false })
    .execute();
  await database.db
    .insertInto("user_roles")
    .values({ context: "staff", user_id: actor.userId, role: "claims" })
    .execute();
}

/**
 * A claim walked through its life in the database (issue 36, item 1): at each step what the claimant's tracker,
 * the desk's list and counts, the desk home and the e-mails say, all from the claim's progress.
 */
describeEachDatabase("a claim walked through its steps, on $name", (testDb) => {
  const db = suiteDatabase(testDb);
  useMail();

  it("is acknowledged, dated, paid in the interim, approved, paid and closed, each output following", async () => {
    await addHandler(db());
    const { reference } = await createClaim(db(), { formArea: "claims/report", payload, files: [] });
    const claim = async () => (await findClaim(db(), reference))!;
    let seen = 0;
    /** The e-mails stored since the last look: [kind, recipient, subject]. */
    const newMail = async () => {
      const rows = await db()
        .db.selectFrom("outbox")
        .select(["kind", "recipient", "subject", "body"])
        .where("reference", "=", reference)
        .orderBy("id")
        .execute();
      const fresh = rows.slice(seen);
      seen = rows.length;
      return fresh;
    };
    /** What the desk says of the claim: its list row's status, its step's count on the desk home, the overdue figures. */
    const desk = async (step: ClaimStep) => {
      const now = new Date();
      const [section] = await deskSections(db(), { roles: ["claims"], email: handler, now });
      const byState = Object.fromEntries(section!.byState.map((f) => [f.label, f.count]));
      const [row] = await listClaimQueue(db(), { step: "all" }, { me: handler, now, limit: 10 });
      return {
        status: claimProgress(claimStateOf(row!, new Map()), now).desk.status,
        count: byState[STEP_LABELS[step]],
        total: Object.values(byState).reduce((a, b) => a + b, 0),
        overdue: section!.overdue.reduce((sum, f) => sum + f.count, 0),
        mine: section!.mine.find((f) => f.label === "Open claims you own")!.count,
      };
    };

    // Received: nobody has acknowledged it; the tracker gives the published 24 hours.
    let tracked = await trackedClaim(db(), await claim());
    expect(tracked.step).toBe("received");
    expect(tracked.acknowledgement).toBeNull();
    expect(tracked.next?.text).toBe("A claims handler contacts you about your claim, usually within 24 hours");
    expect(await desk("received")).toEqual({
      status: "Received, not acknowledged",
      count: 1,
      total: 1,
      overdue: 0,
      mine: 0,
    });
    expect((await newMail()).map((m) => m.kind)).toEqual(["claim-received", "claim-notification"]);

    // Taken and acknowledged: the clock stops, the tracker names who and when, the claimant is e-mailed.
    await assignClaim(db(), { claim: await claim(), owner: handler, expected: null, actor });
    expect(await acknowledge(db(), { claim: await claim(), actor })).toBe(true);
    expect(await acknowledge(db(), { claim: await claim(), actor })).toBe(false);
    tracked = await trackedClaim(db(), await claim());
    expect(tracked.acknowledgement).toMatch(/^Acknowledged by Lindiwe Khumalo on \d{1,2} \w+ \d{4} at \d\d:\d\d$/);
    expect(tracked.events.map((e) => [e.kind, e.by])).toEqual([
      ["step", null],
      ["acknowledged", "Lindiwe Khumalo"],
    ]);
    expect(tracked.next?.text).toBe(
      "We decide the claim, and pay it or authorise the repairs, usually within 6 working days",
    );
    expect(await desk("received")).toMatchObject({ status: "Received, acknowledged", count: 1, mine: 1 });
    const [acknowledged, ...others] = await newMail();
    expect(others).toEqual([]);
    expect(acknowledged).toMatchObject({
      kind: "claim-acknowledged",
      recipient: payload.email,
      subject: `Your claim ${reference} is acknowledged`,
    });
    expect(acknowledged!.body).toContain(`${tracked.acknowledgement}: your claim ${reference} is in hand.`);

    // The handler dates the next step: the tracker shows their date instead of the published turnaround.
    const visit = southAfricanDay(new Date(Date.now() + 3 * 86_400_000));
    await setNextStep(db(), { claim: await claim(), next: { kind: "assessor-visit", on: visit }, actor });
    tracked = await trackedClaim(db(), await claim());
    expect(tracked.next).toEqual({ text: `Assessor's visit on ${formatDate(visit)}`, setBy: "handler", at: visit });

    // An assessor appointed: the step's e-mail; the date set belonged to the step left.
    await moveClaim(db(), { reference, to: "assessor-appointed", note: "Pieter Botha calls you.", actor });
    tracked = await trackedClaim(db(), await claim());
    expect(tracked.next?.setBy).toBe("published");
    expect(await desk("assessor-appointed")).toMatchObject({ status: "Assessor appointed", count: 1 });
    expect((await newMail()).map((m) => [m.kind, m.subject])).toEqual([
      ["claim-step", `Your claim ${reference}: assessor appointed`],
    ]);

    // Before the decision: a payment is refused, saying why; an interim payment with its reason is taken, as such.
    const today = southAfricanDay(new Date());
    const money = { kind: "payment" as const, onDay: today, actor };
    await expect(
      recordClaimMoney(db(), { ...money, claim: await claim(), amountCents: 300_000, reference: "EFT-1" }),
    ).rejects.toThrow(/not approved yet/);
    await recordClaimMoney(db(), {
      ...money,
      claim: await claim(),
      amountCents: 300_000,
      reference: "EFT-1",
      interim: true,
      reason: "Emergency accommodation while the ceiling is repaired.",
    });
    tracked = await trackedClaim(db(), await claim());
    expect(tracked.payments.map((p) => [p.amountCents, p.interimReason])).toEqual([
      [300_000, "Emergency accommodation while the ceiling is repaired."],
    ]);
    expect((await newMail()).map((m) => m.subject)).toEqual([`Your claim ${reference}: an interim payment`]);

    // Closing an open claim is refused; approved, paid and closed, each e-mailed and shown.
    await expect(moveClaim(db(), { reference, to: "closed", note: "", actor })).rejects.toThrow(
      "A claim that is assessor appointed cannot move to closed.",
    );
    await moveClaim(db(), { reference, to: "approved", note: "", actor });
    expect(await desk("approved")).toMatchObject({ status: "Approved", count: 1 });
    await recordClaimMoney(db(), { ...money, claim: await claim(), amountCents: 1_500_000, reference: "EFT-2" });
    tracked = await trackedClaim(db(), await claim());
    expect(tracked.next?.text).toBe("We pay the claim or authorise the repairs, usually within 6 working days");
    expect(tracked.payments.map((p) => p.interimReason)).toEqual([
      "Emergency accommodation while the ceiling is repaired.",
      null,
    ]);
    await moveClaim(db(), { reference, to: "paid", note: "", actor });
    expect(await desk("paid")).toMatchObject({ status: "Paid", count: 1, mine: 0 });
    await moveClaim(db(), { reference, to: "closed", note: "", actor });
    tracked = await trackedClaim(db(), await claim());
    expect(tracked.step).toBe("closed");
    expect(tracked.next).toBeNull();
    expect(await desk("closed")).toMatchObject({ status: "Closed", count: 1, total: 1, overdue: 0 });
    expect((await newMail()).map((m) => m.subject)).toEqual([
      `Your claim ${reference}: approved`,
      `Your claim ${reference}: a payment`,
      `Your claim ${reference}: paid`,
      `Your claim ${reference}: closed`,
    ]);
    await expect(
      recordClaimMoney(db(), { ...money, claim: await claim(), amountCents: 100, reference: "EFT-3" }),
    ).rejects.toBeInstanceOf(ClaimChangeError);
  });
});
