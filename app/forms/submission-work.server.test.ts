import { beforeAll, expect, it } from "vitest";

import { listAudit } from "#app/audit/audit-log.server.ts";
import type { Database } from "#app/db/database.server.ts";
import { describeEachDatabase, suiteDatabase } from "#tests/fixtures/databases.ts";
import { addStaff } from "#tests/fixtures/staff.ts";
import { submissionFilters } from "./export.ts";
import { submissionsHref, submissionWorkFrom } from "./submission-queue.ts";
import {
  countSubmissions,
  findSubmission,
  listSubmissions,
  setSubmissionOwner,
  setSubmissionState,
  submissionHistory,
} from "./submissions.server.ts";

const NOMSA = "nomsa.staff@kopano-group.co.za";
const LINDIWE = "lindiwe.admin@kopano-group.co.za";
const THABO = "thabo.uw@kopano-group.co.za";
const GONE = "gone.staff@kopano-group.co.za";
const actor = (email: string) => ({ context: "staff", userId: `user-${email}`, email });

async function addSubmission(database: Database, reference: string, createdAt: Date) {
  await database.db
    .insertInto("submissions")
    .values({
      reference,
      kind: "call_back",
      form_area: "contact/call-me-back",
      payload: JSON.stringify({ name: "Anna van Wyk" }),
      created_at: createdAt,
    })
    .execute();
}

const read = (query: string) => submissionWorkFrom(new URLSearchParams(query));

it("reads the list's state, owner and target filters from the address, leaving out anything unreadable", () => {
  expect(read("")).toEqual({ state: undefined, owner: undefined, overdue: undefined });
  expect(read("state=in-hand&owner=ME&overdue=1")).toEqual({ state: "in-hand", owner: "me", overdue: true });
  expect(read("state=all&owner=nobody")).toEqual({ state: "all", owner: "nobody", overdue: undefined });
  expect(read("state=closed&owner=x%00y@z&overdue=yes")).toEqual({
    state: undefined,
    owner: undefined,
    overdue: undefined,
  });
  expect(submissionsHref({ state: "done", owner: NOMSA })).toBe(
    `/staff/submissions?state=done&owner=${encodeURIComponent(NOMSA)}`,
  );
  expect(submissionsHref({})).toBe("/staff/submissions");
});

describeEachDatabase("form submissions as a team's work, on $name", (testDb) => {
  const db = suiteDatabase(testDb);
  const now = new Date("2026-11-26T10:00:00+02:00");

  beforeAll(async () => {
    await addStaff(db(), NOMSA, "Nomsa Dube", ["staff"]);
    await addStaff(db(), LINDIWE, "Lindiwe Khumalo", ["admin"]);
    await addStaff(db(), THABO, "Thabo Nkosi", ["underwriter"]);
    await addStaff(db(), GONE, "Gone Person", ["staff"], true);
    await addSubmission(db(), "CBK-WORK01", new Date("2026-11-20T09:00:00+02:00"));
    await addSubmission(db(), "CBK-WORK02", new Date("2026-11-25T09:00:00+02:00"));
  });

  it("stores a submission as new, owned by nobody", async () => {
    const found = await findSubmission(db(), "CBK-WORK01");
    expect(found).toMatchObject({ state: "new", ownerEmail: null, closingNote: null });
  });

  it("gives a submission an owner only among staff who read submissions, and reports a change made meanwhile", async () => {
    const reference = "CBK-WORK01";
    await expect(
      setSubmissionOwner(db(), { reference, owner: THABO, expected: null, actor: actor(NOMSA) }),
    ).rejects.toThrow(/Only a member of staff who reads submissions/);
    await expect(
      setSubmissionOwner(db(), { reference, owner: GONE, expected: null, actor: actor(NOMSA) }),
    ).rejects.toThrow(/Only a member of staff/);
    const taken = await setSubmissionOwner(db(), { reference, owner: NOMSA, expected: null, actor: actor(NOMSA) });
    expect(taken?.name).toBe("Nomsa Dube");
    // Lindiwe read the page before Nomsa took it: she is told, and nothing changes.
    await expect(
      setSubmissionOwner(db(), { reference, owner: LINDIWE, expected: null, actor: actor(LINDIWE) }),
    ).rejects.toThrow("While you were reading, the submission was given to Nomsa Dube.");
    expect((await findSubmission(db(), reference))?.ownerEmail).toBe(NOMSA);
    await setSubmissionOwner(db(), { reference, owner: LINDIWE, expected: NOMSA, actor: actor(NOMSA) });
    expect(await setSubmissionOwner(db(), { reference, owner: null, expected: LINDIWE, actor: actor(LINDIWE) })).toBe(
      null,
    );
    await setSubmissionOwner(db(), { reference, owner: NOMSA, expected: null, actor: actor(NOMSA) });
    const entries = await listAudit(db(), { action: "submission-owner-changed" });
    expect(entries.map((e) => e.detail).toReversed()).toEqual([
      { from: null, to: NOMSA },
      { from: NOMSA, to: LINDIWE },
      { from: LINDIWE, to: null },
      { from: null, to: NOMSA },
    ]);
  });

  it("moves a submission new, in hand, done with a closing note, and back; a stale page is refused", async () => {
    const reference = "CBK-WORK01";
    await setSubmissionState(db(), { reference, state: "in-hand", expected: "new", actor: actor(NOMSA), now });
    await expect(
      setSubmissionState(db(), { reference, state: "done", expected: "new", actor: actor(LINDIWE) }),
    ).rejects.toThrow("While you were reading, the submission was marked “in hand”.");
    await setSubmissionState(db(), {
      reference,
      state: "done",
      expected: "in-hand",
      note: "  Called her back; she is sending the broker's details.  ",
      actor: actor(NOMSA),
    });
    expect(await findSubmission(db(), reference)).toMatchObject({
      state: "done",
      closingNote: "Called her back; she is sending the broker's details.",
    });
    await setSubmissionState(db(), { reference, state: "in-hand", expected: "done", actor: actor(NOMSA) });
    expect(await findSubmission(db(), reference)).toMatchObject({ state: "in-hand", closingNote: null });

    const history = await submissionHistory(db(), reference);
    expect(history.filter((h) => h.kind === "state").map((h) => [h.from, h.to, h.note])).toEqual([
      ["new", "in-hand", null],
      ["in-hand", "done", "Called her back; she is sending the broker's details."],
      ["done", "in-hand", null],
    ]);
    expect(history.filter((h) => h.kind === "owner").map((h) => h.to)).toEqual([NOMSA, LINDIWE, null, NOMSA]);
    expect(history.every((h) => h.by !== null)).toBe(true);
    expect(await submissionHistory(db(), "CBK-WORK02")).toEqual([]);
  });

  it("lists work to do by default, and filters by state, owner and the waiting target, each as its address says", async () => {
    const rows = async (query: string) => {
      const filter = submissionFilters(new URL(`https://x/staff/submissions?${query}`), { me: NOMSA, now });
      const listed = (await listSubmissions(db(), filter)).map((s) => s.reference);
      expect(await countSubmissions(db(), filter), query).toBe(listed.length);
      return listed;
    };
    expect(await rows("")).toEqual(["CBK-WORK02", "CBK-WORK01"]);
    expect(await rows("owner=me")).toEqual(["CBK-WORK01"]);
    expect(await rows("owner=nobody")).toEqual(["CBK-WORK02"]);
    expect(await rows("state=new")).toEqual(["CBK-WORK02"]);
    // Wednesday 25 November is 1 business day before Thursday the 26th: not yet over the target of 2.
    expect(await rows("overdue=1")).toEqual([]);
    await setSubmissionState(db(), {
      reference: "CBK-WORK01",
      state: "done",
      expected: "in-hand",
      actor: actor(NOMSA),
    });
    expect(await rows("")).toEqual(["CBK-WORK02"]);
    expect(await rows("state=done")).toEqual(["CBK-WORK01"]);
    expect(await rows("state=all")).toEqual(["CBK-WORK02", "CBK-WORK01"]);
    // A week on, the new one has waited past the target; the done one never counts as waiting.
    const later = submissionFilters(new URL("https://x/staff/submissions?overdue=1"), {
      me: NOMSA,
      now: new Date("2026-12-02T10:00:00+02:00"),
    });
    expect((await listSubmissions(db(), later)).map((s) => s.reference)).toEqual(["CBK-WORK02"]);
  });
});
