import { beforeAll, expect, it } from "vitest";

import { listAccounts } from "#app/accounts/account-list.server.ts";
import { countClaimQueueByStep, listClaimQueue } from "#app/claims/queue.server.ts";
import { claimFilterFrom, type ClaimFilter } from "#app/claims/queue.ts";
import { CLAIM_STEPS } from "#app/claims/steps.ts";
import { measure } from "#app/claims/turnaround.server.ts";
import { claimStateOf } from "#app/claims/claims.server.ts";
import { claimProgress } from "#app/claims/progress.server.ts";
import { authDb, type Database } from "#app/db/database.server.ts";
import { ageOf } from "#app/quotes/desk.server.ts";
import { listQueue } from "#app/quotes/quote-requests.server.ts";
import { queueQueryOf } from "#app/quotes/queue.server.ts";
import { quoteFilterFrom } from "#app/quotes/queue.ts";
import type { QuoteState } from "#app/quotes/workflow.ts";
import { describeEachDatabase, suiteDatabase } from "#tests/fixtures/databases.ts";
import { formDefinitions } from "#app/forms/definitions.ts";
import { submissionFilters } from "#app/forms/export.ts";
import { countSubmissions, listSubmissions } from "#app/forms/submissions.server.ts";
import { deskSections, type DeskSection } from "./desk.server.ts";
import { staffSearch } from "./search.server.ts";

// Thursday 26 November 2026, 10:00 in South Africa: every figure below is counted at this moment.
const now = new Date("2026-11-26T10:00:00+02:00");
const me = "lindiwe.khumalo@kopano-group.co.za";
const other = "pieter.vanwyk@kopano-group.co.za";
const HOUR = 3600_000;
const TITLE = formDefinitions.contact_enquiry.title;

let serial = 0;
async function addClaim(
  database: Database,
  claim: { step: string; stepAt: Date; lossType?: string; handler?: string; phone?: string; name?: string },
) {
  serial++;
  const reference = `CLM-DESK${String(serial).padStart(2, "0")}`;
  await database.db
    .insertInto("claims")
    .values({
      reference,
      tracking_token_hash: `hash-${serial}`,
      form_area: "claims/report",
      programme: serial % 2 ? "NMI" : null,
      reported_by_context: null,
      reported_by_user_id: null,
      claimant_name: claim.name ?? `Claimant ${serial}`,
      claimant_email: `claimant${serial}@example.co.za`,
      policy_number: `KRG/COM/10${serial}`,
      loss_type: claim.lossType ?? "water",
      payload: JSON.stringify({ phone: claim.phone ?? "+27115550000" }),
      step: claim.step,
      step_at: claim.stepAt,
      handler_email: claim.handler ?? null,
      created_at: new Date(claim.stepAt.getTime() - HOUR),
      tracking_token_sealed: null,
    })
    .execute();
  return reference;
}

async function addRequest(
  database: Database,
  request: { state: QuoteState; createdAt: Date; validUntil?: string; userId?: string },
) {
  serial++;
  const reference = `Q-NMI-DESK${String(serial).padStart(2, "0")}`;
  await database.db
    .insertInto("quote_requests")
    .values({
      reference,
      programme: "NMI",
      context: "mining",
      user_id: request.userId ?? "someone",
      tier: "5% min 5k",
      schedule: JSON.stringify({}),
      quote: JSON.stringify({}),
      premium_cents: 100_000,
      created_at: request.createdAt,
      updated_at: request.createdAt,
      state: request.state,
      valid_until: request.validUntil ?? null,
      options: request.validUntil ? JSON.stringify([{ tier: "5% min 5k", premiumCents: 100_000 }]) : null,
      quotation_version: request.validUntil ? 1 : null,
    })
    .execute();
  return reference;
}

function figures(section: DeskSection | undefined) {
  if (!section) return undefined;
  const all = [...section.overdue, ...section.mine, ...section.byState];
  return Object.fromEntries(all.map((f) => [f.label, f.count]));
}

describeEachDatabase("the desk home's figures and the search, on $name", (testDb) => {
  const db = suiteDatabase(testDb);
  const claims: Record<string, string> = {};
  const requests: Record<string, string> = {};

  beforeAll(async () => {
    serial = 0;
    const database = db();
    claims.lateAck = await addClaim(database, {
      step: "received",
      stepAt: new Date(now.getTime() - 25 * HOUR),
      handler: me,
    });
    claims.freshAck = await addClaim(database, {
      step: "received",
      stepAt: new Date(now.getTime() - 23 * HOUR),
      phone: "+27825550101",
      name: "Thandeka Mokoena",
    });
    // Property (6 working days): Monday 16 November, 8 working days ago.
    claims.lateProperty = await addClaim(database, {
      step: "assessor-appointed",
      stepAt: new Date("2026-11-16T09:00:00+02:00"),
      lossType: "fire",
    });
    // Motor damage (4.5 working days): Friday 20 November is 4 working days ago, Thursday 19th 5.
    claims.motorInTime = await addClaim(database, {
      step: "approved",
      stepAt: new Date("2026-11-20T16:00:00+02:00"),
      lossType: "motor-accident",
      handler: other,
    });
    claims.motorLate = await addClaim(database, {
      step: "approved",
      stepAt: new Date("2026-11-19T08:00:00+02:00"),
      lossType: "motor-accident",
    });
    claims.paidMine = await addClaim(database, {
      step: "paid",
      stepAt: new Date("2026-10-01T08:00:00+02:00"),
      handler: me,
    });
    claims.waiting = await addClaim(database, {
      step: "awaiting-documents",
      stepAt: new Date("2026-09-01T08:00:00+02:00"),
    });

    // Monday 23 November: 3 business days waiting (over the target of 2); Tuesday 24th: 2 (not over).
    requests.late = await addRequest(database, {
      state: "requested",
      createdAt: new Date("2026-11-23T09:00:00+02:00"),
    });
    requests.inTime = await addRequest(database, {
      state: "in-review",
      createdAt: new Date("2026-11-24T09:00:00+02:00"),
    });
    requests.asked = await addRequest(database, {
      state: "info-needed",
      createdAt: new Date("2026-10-01T09:00:00+02:00"),
    });
    requests.lapsing = await addRequest(database, {
      state: "quoted",
      createdAt: new Date("2026-10-01T09:00:00+02:00"),
      validUntil: "2026-12-01",
    });
    requests.valid = await addRequest(database, {
      state: "quoted",
      createdAt: new Date("2026-10-02T09:00:00+02:00"),
      validUntil: "2026-12-20",
    });
    requests.expired = await addRequest(database, {
      state: "quoted",
      createdAt: new Date("2026-10-03T09:00:00+02:00"),
      validUntil: "2026-11-20",
    });
    requests.bound = await addRequest(database, {
      state: "bound",
      createdAt: new Date("2026-09-03T09:00:00+02:00"),
      userId: "requester-1",
    });

    await authDb(database, "mining")
      .insertInto("user")
      .values({ id: "requester-1", name: "Sipho Dlamini", email: "sipho@nmi.example", emailVerified: true })
      .execute();
    await database.db
      .insertInto("submissions")
      .values({
        reference: "CON-DESK01",
        kind: "contact_enquiry",
        form_area: "contact",
        payload: JSON.stringify({ name: "Thandeka Mokoena", email: "thandeka@example.co.za", phone: "+27825550177" }),
        created_at: new Date(now.getTime() - 2 * 86_400_000),
      })
      .execute();
    // Work to do: one new since Friday 20 November (4 business days, over the target of 2), one in hand and mine,
    // one done (never waiting, never to do).
    const submission = (reference: string, at: string, work: { state?: "in-hand" | "done"; owner?: string } = {}) =>
      database.db
        .insertInto("submissions")
        .values({
          reference,
          kind: "call_back",
          form_area: "contact/call-me-back",
          payload: JSON.stringify({ name: "Anna van Wyk" }),
          created_at: new Date(at),
          state: work.state,
          owner_email: work.owner ?? null,
        })
        .execute();
    await submission("CBK-DESK02", "2026-11-20T09:00:00+02:00");
    await submission("CBK-DESK03", "2026-11-02T09:00:00+02:00", { state: "in-hand", owner: me });
    await submission("CBK-DESK04", "2026-11-02T09:00:00+02:00", { state: "done", owner: me });
  });

  it("counts the claims desk's figures against the published targets, each as its link's list shows it", async () => {
    const sections = await deskSections(db(), { roles: ["claims"], email: me, now });
    expect(sections.map((s) => s.role)).toEqual(["claims"]);
    expect(figures(sections[0])).toEqual({
      "Not acknowledged within 24 hours": 1,
      "Motor damage claims: past 4.5 working days to settle": 1,
      "Motor theft claims: past 21 working days to settle": 0,
      "Property claims: past 6 working days to settle": 1,
      "Open claims you own": 1,
      "Open claims nobody owns": 4,
      Received: 2,
      "Assessor appointed": 1,
      "Awaiting documents": 1,
      Approved: 2,
      Declined: 0,
      Paid: 1,
      Withdrawn: 0,
      Closed: 0,
    });
    // Each link's list holds exactly what its figure counted, and each overdue row is overdue as its row reads.
    const section = sections[0]!;
    for (const figure of [...section.overdue, ...section.mine, ...section.byState]) {
      const filter = claimFilterFrom(new URL(figure.href, "https://x").searchParams);
      const rows = await listClaimQueue(db(), filter, { me, now, limit: 100 });
      expect(rows.length, figure.href).toBe(figure.count);
      // Past the very target the figure names, as the claim's progress (the rows, the page, the tracker) reads it.
      const measured = rows.map((row) => claimProgress(claimStateOf(row, new Map()), now).overdue);
      expect(
        measured.every((target) => !filter.overdue || target === filter.overdue),
        figure.href,
      ).toBe(true);
    }
    const late = await listClaimQueue(db(), { overdue: "acknowledge" }, { me, now, limit: 10 });
    expect(late.map((c) => c.reference)).toEqual([claims.lateAck]);
    const motor = await listClaimQueue(db(), { overdue: "motor-damage" }, { me, now, limit: 10 });
    expect(motor.map((c) => c.reference)).toEqual([claims.motorLate]);
    expect(measure("approved", "motor-accident", new Date("2026-11-20T16:00:00+02:00"), now).overdue).toBe(false);
  });

  it("counts the underwriting desk's figures: waiting past 2 business days, lapsing within 7 days, by state", async () => {
    const sections = await deskSections(db(), { roles: ["underwriter"], email: me, now });
    expect(sections.map((s) => s.role)).toEqual(["underwriter"]);
    const counted = figures(sections[0])!;
    expect(counted["Waiting more than 2 business days for a quotation"]).toBe(1);
    expect(counted["Quotations lapsing within 7 days"]).toBe(1);
    expect(counted.Quoted).toBe(2);
    expect(counted.Expired).toBe(1);
    expect(counted.Bound).toBe(1);
    for (const figure of [...sections[0]!.overdue, ...sections[0]!.mine, ...sections[0]!.byState]) {
      const filter = quoteFilterFrom(new URL(figure.href, "https://x").searchParams);
      const rows = await listQueue(db(), { ...queueQueryOf(filter, { me, now }), limit: 100 });
      expect(rows.length, figure.href).toBe(figure.count);
      expect(rows.every((row) => ageOf(row, now).overdue) || !filter.overdue, figure.href).toBe(true);
    }
    const late = await listQueue(db(), { ...queueQueryOf({ overdue: true }, { me, now }), limit: 10 });
    expect(late.map((r) => r.reference)).toEqual([requests.late]);
    const lapsing = await listQueue(db(), { ...queueQueryOf({ lapsing: 7 }, { me, now }), limit: 10 });
    expect(lapsing.map((r) => r.reference)).toEqual([requests.lapsing]);
    // The default list: requests not yet closed (the expired and bound ones are left out).
    const open = await listQueue(db(), { ...queueQueryOf({}, { me, now }), limit: 10 });
    expect(open.map((r) => r.reference).toSorted()).toEqual(
      [requests.late, requests.inTime, requests.asked, requests.lapsing, requests.valid].toSorted(),
    );
  });

  it("filters the claims list by programme, owner and the days reported", async () => {
    const context = { me, now, limit: 100 };
    const nmi = await listClaimQueue(db(), { step: "all", programme: "NMI" }, context);
    expect(nmi.every((c) => c.programme === "NMI")).toBe(true);
    expect(nmi.length).toBeGreaterThan(0);
    const others = await listClaimQueue(db(), { owner: other }, context);
    expect(others.map((c) => c.reference)).toEqual([claims.motorInTime]);
    const november = await listClaimQueue(db(), { step: "all", from: "2026-11-19", to: "2026-11-20" }, context);
    expect(november.map((c) => c.reference).toSorted()).toEqual([claims.motorInTime, claims.motorLate].toSorted());
  });

  it("counts the claims list's steps under its other filters, each as its step's link shows the list", async () => {
    const context = { me, now, limit: 100 };
    const filters: ClaimFilter[] = [
      {},
      { programme: "NMI" },
      { owner: "me" },
      { owner: "nobody", programme: "NMI" },
      { from: "2026-11-19", to: "2026-11-20" },
      { overdue: "acknowledge" },
      { step: "received", owner: "me" },
    ];
    for (const filter of filters) {
      const counts = await countClaimQueueByStep(db(), filter, { me, now });
      for (const step of CLAIM_STEPS) {
        const rows = await listClaimQueue(db(), { ...filter, step }, context);
        expect(counts.get(step) ?? 0, `${JSON.stringify(filter)} ${step}`).toBe(rows.length);
      }
    }
    // Owned by me: the late acknowledgement and the paid claim, not the other received one.
    const mine = await countClaimQueueByStep(db(), { owner: "me" }, { me, now });
    expect(Object.fromEntries(mine)).toEqual({ received: 1, paid: 1 });
  });

  it("shows each role only its own sections: an editor has no figures, an administrator every section", async () => {
    expect(await deskSections(db(), { roles: ["editor"], email: me, now })).toEqual([]);
    const admin = await deskSections(db(), { roles: ["admin"], email: me, now });
    expect(admin.map((s) => s.role)).toEqual(["staff", "claims", "underwriter", "admin"]);
    expect(admin[0]!.title).toBe("Form submissions");
    expect(figures(admin[0])).toEqual({
      "New and waiting more than 2 business days": 1,
      "Submissions to do you own": 1,
      "Submissions to do nobody owns": 2,
      New: 2,
      "In hand": 1,
      ...Object.fromEntries(
        Object.values(formDefinitions).map((f) => [`${f.title} since 19 November 2026`, f.title === TITLE ? 1 : 0]),
      ),
      [`${formDefinitions.call_back.title} since 19 November 2026`]: 1,
    });
    // Each figure's link opens a list of exactly the rows it counted, as the list reads its address.
    const section = admin[0]!;
    for (const figure of [...section.overdue, ...section.mine, ...section.byState]) {
      const url = new URL(figure.href, "https://x");
      const rows = await listSubmissions(db(), submissionFilters(url, { me, now }));
      expect(rows.length, figure.href).toBe(figure.count);
    }
    const waiting = await listSubmissions(
      db(),
      submissionFilters(new URL(section.overdue[0]!.href, "https://x"), { me, now }),
    );
    expect(waiting.map((s) => s.reference)).toEqual(["CBK-DESK02"]);
    const until = new URL("https://x/staff/submissions?kind=contact_enquiry&until=2026-11-23");
    expect(await countSubmissions(db(), submissionFilters(until))).toBe(0);
    until.searchParams.set("until", "2026-11-24");
    expect(await countSubmissions(db(), submissionFilters(until))).toBe(1);
  });

  it("finds a claim by its claimant's phone number however it is typed, and by name, e-mail and policy number", async () => {
    for (const typed of [
      "082 555 0101",
      "+27825550101",
      "+27 82 555 0101",
      "(082) 555-0101",
      "27825550101",
      "0825550101",
    ]) {
      const groups = await staffSearch(db(), ["claims"], typed);
      expect(
        groups.map((g) => g.kind),
        typed,
      ).toEqual(["claims"]);
      expect(
        groups[0]!.hits.map((h) => h.title),
        typed,
      ).toEqual([claims.freshAck]);
    }
    expect((await staffSearch(db(), ["claims"], "mokoena"))[0]!.hits.map((h) => h.title)).toEqual([claims.freshAck]);
    // A name within one typo a word (issue 36, item 8); two typos in a word are another name.
    for (const typed of ["Mokena", "mokoeena", "Thandeka Mokeona".replace("Mokeona", "Mokoema")]) {
      expect(
        (await staffSearch(db(), ["claims"], typed))[0]!.hits.map((h) => h.title),
        typed,
      ).toEqual([claims.freshAck]);
    }
    expect((await staffSearch(db(), ["claims"], "Mkena"))[0]!.hits).toEqual([]);
    expect((await staffSearch(db(), ["claims"], "claimant3@EXAMPLE"))[0]!.hits.map((h) => h.title)).toEqual([
      claims.lateProperty,
    ]);
    expect((await staffSearch(db(), ["claims"], "krg/com/103"))[0]!.hits.map((h) => h.title)).toEqual([
      claims.lateProperty,
    ]);
  });

  it("searches only what the roles open: an underwriter finds requests and no claims, staff submissions only", async () => {
    const underwriter = await staffSearch(db(), ["underwriter"], "Mokoena");
    expect(underwriter.map((g) => g.kind)).toEqual(["quotes"]);
    expect(underwriter[0]!.hits).toEqual([]);
    const byRequester = await staffSearch(db(), ["underwriter"], "sipho@nmi");
    expect(byRequester[0]!.hits.map((h) => h.title)).toEqual([requests.bound]);
    const byProgramme = await staffSearch(db(), ["underwriter"], "nmi");
    expect(byProgramme[0]!.hits.length).toBe(7);

    const staff = await staffSearch(db(), ["staff"], "Mokoena");
    expect(staff.map((g) => g.kind)).toEqual(["submissions"]);
    expect(staff[0]!.hits.map((h) => h.title)).toEqual(["CON-DESK01"]);
    // A submission by a name within one typo, and by the phone number it gave, however typed (issue 36, item 8).
    expect((await staffSearch(db(), ["staff"], "Mokena"))[0]!.hits.map((h) => h.title)).toEqual(["CON-DESK01"]);
    for (const typed of ["0825550177", "27825550177", "+27 82 555 0177"]) {
      expect(
        (await staffSearch(db(), ["staff"], typed))[0]!.hits.map((h) => h.title),
        typed,
      ).toEqual(["CON-DESK01"]);
    }

    const admin = await staffSearch(db(), ["admin"], "Sipho");
    expect(admin.map((g) => g.kind)).toEqual(["claims", "quotes", "submissions", "accounts"]);
    expect(admin[3]!.hits.map((h) => h.title)).toEqual(["sipho@nmi.example"]);
    // The accounts list's own search (/staff/users?q=) leaves control characters out too.
    expect((await listAccounts(db(), { search: "Sip\u0000ho" })).map((a) => a.email)).toEqual(["sipho@nmi.example"]);
    expect(await staffSearch(db(), ["admin"], "x")).toEqual([]);
    // A NUL (which PostgreSQL refuses in text) or another control character typed or pasted is left out.
    expect((await staffSearch(db(), ["claims"], "Moko\u0000ena\n"))[0]!.hits.map((h) => h.title)).toEqual([
      claims.freshAck,
    ]);
    expect(await staffSearch(db(), [], "Mokoena")).toEqual([]);
  });
});
