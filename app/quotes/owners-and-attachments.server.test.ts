import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { listAudit } from "#app/audit/audit-log.server.ts";
import { site } from "#app/config/site.ts";
import { folderStore } from "#app/storage/storage.server.ts";
import { photoPng, pdfDocument, program } from "#tests/fixtures/claim-files.ts";
import { describeEachDatabase, suiteDatabase } from "#tests/fixtures/databases.ts";
import { addStaff } from "#tests/fixtures/staff.ts";
import { useMail } from "#tests/fixtures/mail.ts";
import { attachmentResponse } from "./attachment-download.server.ts";
import { checkAndStorePdfs, receiveAttachments } from "./attachments.server.ts";
import { attachmentsAddedEmail, clientAnswerEmail, informationAnsweredEmail } from "./emails.ts";
import { addClientAttachments, quoteAttachments } from "./attachments.server.ts";
import { countQueue, listQueue, openRequestsOwnedBy, storeQuoteRequest } from "./quote-requests.server.ts";
import { quoteTimeline } from "./quote-versions.server.ts";
import { setQuoteOwner } from "./quote-owners.server.ts";
import { takeQuoteStep } from "./quote-steps.server.ts";
import { requestView } from "./desk.server.ts";
import { findProgramme } from "#app/programmes/index.ts";
import { SOME_QUOTE } from "#tests/fixtures/quotes.ts";

const THABO = "thabo.uw@kopano-group.co.za";
const LINDIWE = "lindiwe.uw@kopano-group.co.za";
const EDDIE = "eddie.editor@kopano-group.co.za";
const GONE = "gone.uw@kopano-group.co.za";
const actor = (email: string) => ({ context: "staff", userId: `user-${email}`, email });
const CLIENT = { context: "mining", userId: "user-1", email: "risk@nmi.example" };

function upload(files: [Buffer, string][]) {
  const form = new FormData();
  form.append("intent", "attach");
  for (const [bytes, name] of files) form.append("documents", new Blob([new Uint8Array(bytes)]), name);
  return receiveAttachments(new Request("http://localhost/x", { method: "POST", body: form }));
}

const stubEmail = (kind: string, recipient: string) => (r: { reference: string }) => ({
  kind,
  reference: r.reference,
  recipient,
  subject: kind,
  body: kind,
});

describe("who hears of what the client does", () => {
  const about = { reference: "Q-NMI-AAAAAA", client: "NMI", link: "https://x/staff/quotes/Q-NMI-AAAAAA" };
  it("is the request's owner, else the shared underwriting mailbox", () => {
    expect(clientAnswerEmail({ ...about, answeredBy: "Risk", accepted: true, owner: THABO }).recipient).toBe(THABO);
    expect(clientAnswerEmail({ ...about, answeredBy: "Risk", accepted: true, owner: null }).recipient).toBe(
      site.underwritingEmail,
    );
    expect(informationAnsweredEmail({ ...about, answeredBy: "Risk", owner: LINDIWE }).recipient).toBe(LINDIWE);
    expect(informationAnsweredEmail({ ...about, answeredBy: "Risk" }).recipient).toBe(site.underwritingEmail);
    const added = attachmentsAddedEmail({ ...about, addedBy: "Risk", names: ["afs.pdf", "survey.pdf"], owner: THABO });
    expect(added.recipient).toBe(THABO);
    expect(added.body).toContain("2 PDFs to Q-NMI-AAAAAA: afs.pdf, survey.pdf");
  });
});

describe("PDFs checked by content", () => {
  it("takes PDFs and stores them under quotes/; refuses a program or a picture named .pdf, storing nothing", async () => {
    const store = folderStore(mkdtempSync(join(tmpdir(), "quote-store-")));
    const good = await upload([[await pdfDocument(), "statements.pdf"]]);
    try {
      const checked = await checkAndStorePdfs(good, store);
      expect(checked.ok).toBe(true);
      if (!checked.ok) return;
      expect(checked.files.map((f) => [f.name, f.type])).toEqual([["statements.pdf", "application/pdf"]]);
      expect(checked.files[0]!.storageKey).toMatch(/^quotes\/[0-9a-f-]{36}$/);
      expect(checked.files[0]!.sha256).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await good.cleanup();
    }
    const bad = await upload([
      [await pdfDocument(), "fine.pdf"],
      [program(), "invoice.pdf"],
      [await photoPng(), "scan.pdf"],
    ]);
    try {
      const checked = await checkAndStorePdfs(bad, store);
      expect(checked).toEqual({
        ok: false,
        refused: [
          { name: "invoice.pdf", reason: "it is not a PDF document (we check what the file contains, not its name)" },
          { name: "scan.pdf", reason: "it is not a PDF document (we check what the file contains, not its name)" },
        ],
      });
    } finally {
      await bad.cleanup();
    }
  });
});

describeEachDatabase("quotation owners and attachments on $name", (testDb) => {
  const db = suiteDatabase(testDb);
  useMail();

  const newRequest = () =>
    storeQuoteRequest(db(), {
      programme: "NMI",
      context: "mining",
      userId: CLIENT.userId,
      tier: "Flat 500K",
      schedule: [],
      quote: SOME_QUOTE,
      premiumCents: 100_000_00,
    });

  it("assigns, reassigns and releases a request, on the timeline and the audit log, e-mailing a colleague made owner", async () => {
    await addStaff(db(), THABO, "Thabo Nkosi", ["underwriter"]);
    await addStaff(db(), LINDIWE, "Lindiwe Khumalo", ["admin"]);
    await addStaff(db(), EDDIE, "Eddie Editor", ["editor"]);
    await addStaff(db(), GONE, "Gone Person", ["underwriter"], true);
    const { reference } = await newRequest();

    // Thabo takes it himself: nobody is e-mailed.
    expect(
      await setQuoteOwner(
        db(),
        { reference, owner: THABO, expected: null, actor: actor(THABO) },
        stubEmail("a", THABO),
      ),
    ).toMatchObject({ email: THABO, name: "Thabo Nkosi" });
    // Reassigned by Thabo to Lindiwe (an administrator): she is e-mailed.
    await setQuoteOwner(
      db(),
      { reference, owner: LINDIWE, expected: THABO, actor: actor(THABO) },
      stubEmail("quote-assigned", LINDIWE),
    );
    // Someone who still saw Thabo as the owner is told who has it now; nothing changes.
    await expect(
      setQuoteOwner(db(), { reference, owner: THABO, expected: THABO, actor: actor(THABO) }),
    ).rejects.toThrow("was given to Lindiwe Khumalo");
    await expect(
      setQuoteOwner(db(), { reference, owner: EDDIE, expected: LINDIWE, actor: actor(LINDIWE) }),
    ).rejects.toThrow("Only an underwriter can own a quotation request.");
    await expect(
      setQuoteOwner(db(), { reference, owner: GONE, expected: LINDIWE, actor: actor(LINDIWE) }),
    ).rejects.toThrow("Only an underwriter");
    expect(await setQuoteOwner(db(), { reference, owner: null, expected: LINDIWE, actor: actor(LINDIWE) })).toBeNull();

    const mail = await db()
      .db.selectFrom("outbox")
      .select(["kind", "recipient"])
      .where("reference", "=", reference)
      .execute();
    expect(mail).toEqual([{ kind: "quote-assigned", recipient: LINDIWE }]);
    const audit = await listAudit(db(), { action: "quote-owner-changed" });
    expect(audit.filter((r) => r.target === reference).map((r) => r.detail)).toEqual(
      expect.arrayContaining([
        { from: null, to: THABO },
        { from: THABO, to: LINDIWE },
        { from: LINDIWE, to: null },
      ]),
    );
    const request = (await listQueue(db(), { today: "2026-11-24", owner: null })).find(
      (r) => r.reference === reference,
    );
    expect(request?.ownerEmail).toBeNull();
    const view = await requestView(db(), request!, findProgramme("NMI")!, "client");
    expect(view.timeline.filter((e) => e.action === "owner").map((e) => [e.label, e.by])).toEqual([
      ["Now with Thabo Nkosi", "Thabo Nkosi"],
      ["Now with Lindiwe Khumalo", "Thabo Nkosi"],
      ["Back with the underwriting team", "Lindiwe Khumalo"],
    ]);
  });

  it("finds the open requests an underwriter owns, and filters the queue by owner", async () => {
    await addStaff(db(), THABO, "Thabo Nkosi", ["underwriter"]);
    const mine = await newRequest();
    const declined = await newRequest();
    const nobodys = await newRequest();
    for (const { reference } of [mine, declined]) {
      await setQuoteOwner(db(), { reference, owner: THABO, expected: null, actor: actor(THABO) });
    }
    await takeQuoteStep(db(), {
      reference: declined.reference,
      action: { kind: "decline", reason: "Outside appetite" },
      party: "underwriter",
      actor: actor(THABO),
      version: 1,
    });
    const open = (await openRequestsOwnedBy(db(), THABO.toUpperCase())).map((r) => r.reference);
    expect(open).toContain(mine.reference);
    expect(open).not.toContain(declined.reference);
    expect(open).not.toContain(nobodys.reference);
    const today = "2026-11-24";
    const owned = (await listQueue(db(), { today, owner: THABO })).map((r) => r.reference);
    expect(owned).toEqual(expect.arrayContaining([mine.reference, declined.reference]));
    expect(owned).not.toContain(nobodys.reference);
    expect((await listQueue(db(), { today, owner: null })).map((r) => r.reference)).toContain(nobodys.reference);
    expect(await countQueue(db(), { today, owner: THABO })).toBe(owned.length);
  });

  it("keeps PDFs sent with a quotation version and the client's, each on the timeline, the audit log and downloadable", async () => {
    await addStaff(db(), THABO, "Thabo Nkosi", ["underwriter"]);
    const store = folderStore(mkdtempSync(join(tmpdir(), "quote-store-")));
    const { reference } = await newRequest();
    const file = async (name: string) => {
      const sent = await upload([[await pdfDocument(), name]]);
      try {
        const checked = await checkAndStorePdfs(sent, store);
        if (!checked.ok) throw new Error("refused");
        return checked.files;
      } finally {
        await sent.cleanup();
      }
    };
    const uw = actor(THABO);
    await takeQuoteStep(db(), { reference, action: { kind: "take-up" }, party: "underwriter", actor: uw, version: 1 });
    const quoted = await takeQuoteStep(db(), {
      reference,
      action: {
        kind: "quote",
        options: [{ tier: "Flat 500K", premiumCents: 90_000_00 }],
        conditions: "",
        validUntil: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
      },
      party: "underwriter",
      actor: uw,
      version: 2,
      attachments: await file("survey requirements.pdf"),
    });
    expect(quoted.ok).toBe(true);
    expect(
      await addClientAttachments(
        db(),
        { reference, files: await file("financials.pdf"), actor: CLIENT },
        stubEmail("quote-attachment", site.underwritingEmail),
      ),
    ).toBe(true);

    const attachments = await quoteAttachments(db(), reference);
    expect(attachments.map((a) => [a.name, a.addedBy, a.quotationVersion, a.actorEmail])).toEqual([
      ["survey requirements.pdf", "underwriter", 1, THABO],
      ["financials.pdf", "client", null, CLIENT.email],
    ]);
    const request = (await listQueue(db(), { today: "2026-11-24" })).find((r) => r.reference === reference)!;
    const timeline = await quoteTimeline(db(), request);
    expect(timeline.map((e) => [e.action, e.note])).toEqual(
      expect.arrayContaining([
        ["quote", "Version 1: Flat 500K"],
        ["attachment", "survey requirements.pdf"],
        ["attachment", "financials.pdf"],
      ]),
    );
    // The quotation's PDFs come after the step they were sent with.
    expect(timeline.findIndex((e) => e.action === "attachment")).toBeGreaterThan(
      timeline.findIndex((e) => e.action === "quote"),
    );
    expect(
      (await listAudit(db(), { action: "quote-attachment-added" })).filter((r) => r.target === reference),
    ).toHaveLength(2);

    const response = await attachmentResponse(db(), store, request, String(attachments[1]!.id), CLIENT);
    expect(response?.headers.get("Content-Type")).toBe("application/pdf");
    expect(response?.headers.get("Content-Disposition")).toBe("attachment; filename=financials.pdf");
    // The bytes stored, checked by their SHA-256 (each generated PDF carries its own creation time).
    const bytes = Buffer.from(await response!.arrayBuffer());
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(attachments[1]!.sha256);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const downloads = await listAudit(db(), { action: "quote-attachment-downloaded" });
    expect(downloads.find((r) => r.target === reference)?.detail).toMatchObject({ file: "financials.pdf" });
    // Another request's id, or none, finds nothing.
    const other = await newRequest();
    const otherRequest = (await listQueue(db(), { today: "2026-11-24" })).find((r) => r.reference === other.reference)!;
    expect(await attachmentResponse(db(), store, otherRequest, String(attachments[1]!.id), CLIENT)).toBeNull();
    expect(await attachmentResponse(db(), store, request, "x", CLIENT)).toBeNull();

    // PDFs sent with the request itself are stored with it, on its timeline.
    const asked = await storeQuoteRequest(
      db(),
      {
        programme: "NMI",
        context: "mining",
        userId: CLIENT.userId,
        tier: "Flat 500K",
        schedule: [],
        quote: SOME_QUOTE,
        premiumCents: 100_000_00,
      },
      { actor: CLIENT, attachments: await file("loss runs.pdf") },
    );
    expect((await quoteAttachments(db(), asked.reference)).map((a) => [a.name, a.addedBy])).toEqual([
      ["loss runs.pdf", "client"],
    ]);
    expect((await quoteTimeline(db(), asked)).map((e) => e.action)).toEqual(["request", "attachment"]);

    // Once declined or bound, the client adds nothing more.
    await takeQuoteStep(db(), {
      reference: other.reference,
      action: { kind: "decline", reason: "No" },
      party: "underwriter",
      actor: uw,
      version: 1,
    });
    expect(
      await addClientAttachments(db(), { reference: other.reference, files: await file("late.pdf"), actor: CLIENT }),
    ).toBe(false);
  });
});
