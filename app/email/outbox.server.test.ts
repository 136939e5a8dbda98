import { afterAll, beforeAll, expect, it } from "vitest";

import type { Database } from "#app/db/database.server.ts";
import { createClaim } from "#app/claims/claims.server.ts";
import { formDefinitions } from "#app/forms/definitions.ts";
import { findSubmission, storeSubmission } from "#app/forms/submissions.server.ts";
import { describeEachDatabase } from "#tests/fixtures/databases.ts";
import { validForms } from "#tests/fixtures/forms.ts";
import { useMail } from "#tests/fixtures/mail.ts";
import { startSmtpServer, type SmtpServer } from "#tests/fixtures/smtp.ts";
import { databaseAnswers } from "#app/db/database.server.ts";
import { composeEmail } from "./content.ts";
import { notify } from "./notify.server.ts";
import {
  claimDueMessages,
  emailStates,
  markFailed,
  markSent,
  outboxBacklog,
  retryDelayMs,
  startOutboxWorker,
} from "./outbox.server.ts";
import { emailProgress, MAX_ATTEMPTS } from "./progress.ts";

async function waitFor(check: () => Promise<boolean> | boolean, what: string) {
  for (let i = 0; i < 400; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

const input = {
  kind: "call_back" as const,
  referencePrefix: "CBK",
  formArea: "contact/call-me-back",
  payload: { name: "Anna" },
};
const message = (reference: string) => ({
  kind: "submission",
  reference,
  recipient: "info@example.co.za",
  subject: `Call-back ${reference}`,
  body: "Anna",
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Long enough that only a notification wakes the worker within a test. */
const HOUR = 3600_000;

describeEachDatabase("the e-mail outbox on $name", (testDb) => {
  let database: Database;
  let smtp: SmtpServer;
  const mail = useMail();
  beforeAll(async () => {
    database = await testDb.open();
    smtp = await startSmtpServer();
  }, 60_000);
  afterAll(async () => {
    await smtp.close();
    await database.close();
    await testDb.cleanup();
  });

  it("reports its backlog for the metrics: unsent messages still to be tried, and the oldest one's age", async () => {
    // A fresh outbox: earlier tests in this file may have left messages, so measure from what is there.
    const before = await outboxBacklog(database);
    await notify(database.db, message("CBK-BACKLOG1"));
    const later = new Date(Date.now() + 90_000);
    const after = await outboxBacklog(database, later);
    expect(after.backlog).toBe(before.backlog + 1);
    expect(after.oldestAgeSeconds).toBeGreaterThanOrEqual(90);
    const [claimed] = (await claimDueMessages(database, 100)).filter((m) => m.reference === "CBK-BACKLOG1");
    await markSent(database, claimed!.id);
    expect((await outboxBacklog(database)).backlog).toBe(before.backlog);
    expect(database.connections().total).toBeGreaterThan(0);
    expect(await databaseAnswers(database)).toBe(true);
  });

  it("sends each notification once, over SMTP, and records it as sent", async () => {
    const stored = await storeSubmission(database, input);
    const worker = await startOutboxWorker({
      database,
      smtpUrl: smtp.url,
      from: "website@example.co.za",
      log: () => {},
    });
    try {
      await waitFor(
        () => smtp.received.some((m) => m.subject === `Call-back request ${stored.reference}`),
        "the e-mail",
      );
      await waitFor(
        async () => !!(await emailStates(database, [stored.reference])).get(stored.reference)?.[0]?.sentAt,
        "sent",
      );
      // Another message wakes the worker again: the one sent is not sent twice.
      await notify(database.db, message("CBK-AGAIN1"));
      await waitFor(() => smtp.received.some((m) => m.subject === "Call-back CBK-AGAIN1"), "the second e-mail");
      expect(smtp.received.filter((m) => m.subject.includes(stored.reference))).toHaveLength(1);
      expect(smtp.received.find((m) => m.subject.includes(stored.reference))!.to).toEqual([
        formDefinitions.call_back.notify,
      ]);
    } finally {
      await worker.stop();
    }
  });

  it("keeps the submission and tries again later when the mail server refuses", async () => {
    smtp.state.refusing = true;
    const lines: string[] = [];
    const stored = await storeSubmission(database, input);
    const worker = await startOutboxWorker({
      database,
      smtpUrl: smtp.url,
      from: "website@example.co.za",
      log: (l) => lines.push(l),
    });
    try {
      await waitFor(() => lines.some((l) => l.includes(stored.reference)), "the failure");
    } finally {
      await worker.stop();
    }
    expect(lines.find((l) => l.includes(stored.reference))).toMatch(/not sent, attempt 1: .*Mailbox unavailable/);
    expect(await findSubmission(database, stored.reference)).toBeDefined();
    const [state] = (await emailStates(database, [stored.reference])).get(stored.reference)!;
    expect(state).toMatchObject({ sentAt: null, attempts: 1 });
    expect(emailProgress(state!)).toBe("waiting");
    // Not due again until the back-off has passed.
    expect((await claimDueMessages(database)).map((m) => m.reference)).not.toContain(stored.reference);

    smtp.state.refusing = false;
    const later = new Date(Date.now() + retryDelayMs(1) + 1000);
    const due = await claimDueMessages(database, 20, later);
    expect(due.map((m) => m.reference)).toContain(stored.reference);
    // A message that is claimed is leased: a second server copy does not get it too.
    expect((await claimDueMessages(database, 20, later)).map((m) => m.reference)).not.toContain(stored.reference);
    await markFailed(
      database,
      due.find((m) => m.reference === stored.reference)!,
      "test",
      later,
    );
  });

  it("sends what a transaction stored once it commits, woken by the commit and not before", async () => {
    const worker = await startOutboxWorker({
      database,
      smtpUrl: smtp.url,
      from: "website@example.co.za",
      intervalMs: HOUR,
      log: () => {},
    });
    try {
      // Anything earlier tests left is sent first, so what follows is woken only by this test's commit.
      await sleep(300);
      let inside = -1;
      await database.db.transaction().execute(async (trx) => {
        await notify(trx, message("CBK-COMMIT1"));
        await sleep(300);
        inside = smtp.received.filter((m) => m.subject === "Call-back CBK-COMMIT1").length;
      });
      expect(inside).toBe(0);
      // Woken by the commit: the worker's own round is an hour away.
      await waitFor(() => smtp.received.some((m) => m.subject === "Call-back CBK-COMMIT1"), "the e-mail after commit");
    } finally {
      await worker.stop();
    }
  });

  it("stores and sends nothing for a transaction rolled back", async () => {
    const worker = await startOutboxWorker({
      database,
      smtpUrl: smtp.url,
      from: "website@example.co.za",
      intervalMs: HOUR,
      log: () => {},
    });
    try {
      await expect(
        database.db.transaction().execute(async (trx) => {
          await notify(trx, message("CBK-ROLLBACK1"));
          throw new Error("the change failed");
        }),
      ).rejects.toThrow("the change failed");
      // Another copy's poll would find it too, were it there: look as the worker does.
      await sleep(500);
      expect(smtp.received.filter((m) => m.subject.includes("CBK-ROLLBACK1"))).toEqual([]);
      expect(await emailStates(database, ["CBK-ROLLBACK1"])).toEqual(new Map());
      expect((await claimDueMessages(database, 100)).map((m) => m.reference)).not.toContain("CBK-ROLLBACK1");
    } finally {
      await worker.stop();
    }
  });

  it("stores nothing when e-mail is off (no SMTP_URL)", async () => {
    mail.off();
    try {
      expect(await notify(database.db, message("CBK-OFF1"))).toBe(false);
      expect(await emailStates(database, ["CBK-OFF1"])).toEqual(new Map());
    } finally {
      mail.on();
    }
  });

  it("keeps each message's state: a claim's two e-mails, one sent and one waiting, show as such", async () => {
    const { reference } = await createClaim(database, {
      formArea: "claims-handling/report-a-claim",
      payload: validForms.claim_notification,
      files: [],
    });
    const [claimant, team] = (await emailStates(database, [reference])).get(reference)!;
    expect([claimant?.kind, team?.kind]).toEqual(["claim-received", "claim-notification"]);
    await markSent(database, team!.id);
    const states = (await emailStates(database, [reference])).get(reference)!;
    expect(states.map((s) => [s.recipient, emailProgress(s)])).toEqual([
      [validForms.claim_notification.email, "waiting"],
      [team!.recipient, "sent"],
    ]);
    expect(emailProgress({ sentAt: null, attempts: MAX_ATTEMPTS })).toBe("failed");
  });

  it("sends a message with content as HTML with its plain text as the alternative, and an older row as text alone", async () => {
    const rich = composeEmail(
      { kind: "submission", reference: "CBK-HTML01", recipient: "info@example.co.za", subject: "Call-back CBK-HTML01" },
      {
        heading: "Call-back CBK-HTML01",
        greeting: "Anna van Wyk",
        blocks: [{ kind: "action", label: "Read CBK-HTML01 on the staff page", href: "https://kopano.example/x" }],
      },
    );
    await notify(database.db, rich);
    // A row stored before the HTML column existed: text only.
    await notify(database.db, message("CBK-TEXT01"));
    const stored = await database.db
      .selectFrom("outbox")
      .select(["reference", "html"])
      .where("reference", "in", ["CBK-HTML01", "CBK-TEXT01"])
      .execute();
    expect(stored.find((r) => r.reference === "CBK-HTML01")!.html).toContain('<html dir="ltr" lang="en-ZA">');
    expect(stored.find((r) => r.reference === "CBK-TEXT01")!.html).toBeNull();

    const worker = await startOutboxWorker({
      database,
      smtpUrl: smtp.url,
      from: "website@example.co.za",
      log: () => {},
    });
    try {
      await waitFor(
        () => ["CBK-HTML01", "CBK-TEXT01"].every((r) => smtp.received.some((m) => m.subject.includes(r))),
        "both e-mails",
      );
    } finally {
      await worker.stop();
    }
    const both = smtp.received.find((m) => m.subject === "Call-back CBK-HTML01")!;
    expect(both.contentType).toBe("multipart/alternative");
    expect(both.body).toBe(rich.body);
    expect(both.html).toContain("Dear Anna van Wyk,");
    expect(both.html).toContain('href="https://kopano.example/x"');
    const plain = smtp.received.find((m) => m.subject === "Call-back CBK-TEXT01")!;
    expect(plain.contentType).toBe("text/plain");
    expect(plain.body).toBe("Anna");
    expect(plain.html).toBeUndefined();
  });

  it("backs off from a minute to at most six hours", () => {
    expect([1, 2, 3, 10, 12].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 6 * 3600_000, 6 * 3600_000]);
  });
});
