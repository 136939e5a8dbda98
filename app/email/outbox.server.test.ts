import { afterAll, beforeAll, expect, it } from "vitest";

import type { Database } from "#app/db/database.server.ts";
import { findSubmission, storeSubmission } from "#app/forms/submissions.server.ts";
import { describeEachDatabase } from "#tests/fixtures/databases.ts";
import { startSmtpServer, type SmtpServer } from "#tests/fixtures/smtp.ts";
import { databaseAnswers } from "#app/db/database.server.ts";
import {
  claimDueMessages,
  emailStates,
  enqueueEmail,
  markFailed,
  markSent,
  outboxBacklog,
  retryDelayMs,
  startOutboxWorker,
} from "./outbox.server.ts";

async function waitFor(check: () => Promise<boolean> | boolean, what: string) {
  for (let i = 0; i < 400; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

const input = {
  kind: "call_back",
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

describeEachDatabase("the e-mail outbox on $name", (testDb) => {
  let database: Database;
  let smtp: SmtpServer;
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
    await enqueueEmail(database.db, message("CBK-BACKLOG1"));
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
    const stored = await storeSubmission(database, input, message);
    const worker = startOutboxWorker({ database, smtpUrl: smtp.url, from: "website@example.co.za", log: () => {} });
    try {
      await waitFor(() => smtp.received.some((m) => m.subject === `Call-back ${stored.reference}`), "the e-mail");
      await waitFor(
        async () => !!(await emailStates(database, [stored.reference])).get(stored.reference)?.sentAt,
        "sent",
      );
      worker.kick();
      await new Promise((r) => setTimeout(r, 200));
      expect(smtp.received.filter((m) => m.subject.includes(stored.reference))).toHaveLength(1);
      expect(smtp.received.at(-1)!.to).toEqual(["info@example.co.za"]);
    } finally {
      await worker.stop();
    }
  });

  it("keeps the submission and tries again later when the mail server refuses", async () => {
    smtp.state.refusing = true;
    const lines: string[] = [];
    const stored = await storeSubmission(database, input, message);
    const worker = startOutboxWorker({
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
    const state = (await emailStates(database, [stored.reference])).get(stored.reference)!;
    expect(state).toMatchObject({ sentAt: null, attempts: 1 });
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

  it("backs off from a minute to at most six hours", () => {
    expect([1, 2, 3, 10, 12].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 6 * 3600_000, 6 * 3600_000]);
  });
});
