import { beforeAll, expect, it } from "vitest";

import type { StaffRole } from "#app/accounts/roles.ts";
import { authDb, type Database } from "#app/db/database.server.ts";
import type { QuoteState } from "#app/quotes/workflow.ts";
import { describeEachDatabase, suiteDatabase } from "#tests/fixtures/databases.ts";
import type { ResultKind } from "./search.ts";
import { staffSearch } from "./search.server.ts";

/**
 * The back office's search as people type into it (issues 35, item 7, and 36, item 8; decision 0059): names within
 * one typo in every kind that names someone, exact matches first; phone numbers however typed; quotation requests by
 * policy number, the client's registered name and the approver who accepted.
 */

const DAY = 86_400_000;
const start = new Date("2026-11-02T09:00:00+02:00");
const at = (days: number) => new Date(start.getTime() + days * DAY);

async function addClaim(database: Database, reference: string, name: string, created: Date, phone = "+27115550000") {
  await database.db
    .insertInto("claims")
    .values({
      reference,
      tracking_token_hash: `hash-${reference}`,
      form_area: "claims/report",
      programme: null,
      reported_by_context: null,
      reported_by_user_id: null,
      claimant_name: name,
      claimant_email: `${reference.toLowerCase()}@example.co.za`,
      policy_number: `KRG/SRCH/${reference.slice(-2)}`,
      loss_type: "water",
      payload: JSON.stringify({ phone }),
      step: "received",
      step_at: created,
      handler_email: null,
      created_at: created,
      tracking_token_sealed: null,
    })
    .execute();
}

async function addSubmission(database: Database, reference: string, payload: object, created: Date) {
  await database.db
    .insertInto("submissions")
    .values({
      reference,
      kind: "call_back",
      form_area: "contact/call-me-back",
      payload: JSON.stringify(payload),
      created_at: created,
    })
    .execute();
}

async function addUser(database: Database, context: "discount-retail" | "mining", id: string, name: string) {
  const email = `${name.split(" ")[0]!.toLowerCase()}@${context}.example`;
  await authDb(database, context).insertInto("user").values({ id, name, email, emailVerified: true }).execute();
}

async function addRequest(
  database: Database,
  request: {
    reference: string;
    programme: "Pepkor" | "NMI";
    userId: string;
    created: Date;
    state?: QuoteState;
    policyNumber?: string;
    acceptedBy?: { userId: string; email: string };
  },
) {
  const context = request.programme === "Pepkor" ? "discount-retail" : "mining";
  await database.db
    .insertInto("quote_requests")
    .values({
      reference: request.reference,
      programme: request.programme,
      context,
      user_id: request.userId,
      tier: "5% min 5k",
      schedule: JSON.stringify({}),
      quote: JSON.stringify({}),
      premium_cents: 100_000,
      created_at: request.created,
      updated_at: request.created,
      state: request.state ?? "requested",
      policy_number: request.policyNumber ?? null,
    })
    .execute();
  if (request.acceptedBy)
    await database.db
      .insertInto("quote_events")
      .values({
        reference: request.reference,
        at: request.created,
        action: "accept",
        from_state: "quoted",
        to_state: "accepted",
        actor_context: context,
        actor_user_id: request.acceptedBy.userId,
        actor_email: request.acceptedBy.email,
        note: "Option accepted: 5% min 5k",
      })
      .execute();
}

describeEachDatabase("the back office search as people type, on $name", (testDb) => {
  const db = suiteDatabase(testDb);

  /** The titles found of one kind, for a member with these roles. */
  async function found(roles: StaffRole[], kind: ResultKind, q: string): Promise<string[]> {
    const groups = await staffSearch(db(), roles, q);
    return groups.find((g) => g.kind === kind)?.hits.map((h) => h.title) ?? [];
  }

  beforeAll(async () => {
    const database = db();
    // The typo's match is the newer one: an exact match still comes first.
    await addClaim(database, "CLM-SRCH01", "Lerato Mokena", at(0), "+27825550199");
    await addClaim(database, "CLM-SRCH02", "Thandeka Mokoena", at(1));
    await addClaim(database, "CLM-SRCH03", "Sibusiso Nkosi", at(2));
    await addClaim(database, "CLM-SRCH04", "Pieter Mokwena Smit", at(3));

    await addSubmission(database, "CBK-SRCH01", { name: "Ayanda Nkozi", phone: "+27825550188" }, at(0));
    await addSubmission(database, "CBK-SRCH02", { name: "Ayanda Nkosi" }, at(1));
    await addSubmission(database, "CON-SRCH03", { contactName: "Johan du Plessis", phone: "+27215550123" }, at(2));

    await addUser(database, "discount-retail", "pep-requester", "Zanele Dlamini");
    await addUser(database, "discount-retail", "pep-approver", "Bongani Nkosi");
    await addUser(database, "mining", "nmi-requester", "Bongani Nkozi");
    await addRequest(database, {
      reference: "Q-PEP-SRCH01",
      programme: "Pepkor",
      userId: "pep-requester",
      created: at(0),
      state: "bound",
      policyNumber: "KRG-PEP-0777-2026",
      acceptedBy: { userId: "pep-approver", email: "bongani@discount-retail.example" },
    });
    await addRequest(database, {
      reference: "Q-PEP-SRCH02",
      programme: "Pepkor",
      userId: "pep-requester",
      created: at(1),
    });
    await addRequest(database, {
      reference: "Q-NMI-SRCH03",
      programme: "NMI",
      userId: "nmi-requester",
      created: at(2),
    });
  });

  it("finds a claimant within one typo a name word, a letter changed, added, dropped or two swapped", async () => {
    expect(await found(["claims"], "claims", "Nkozi")).toEqual(["CLM-SRCH03"]);
    expect(await found(["claims"], "claims", "nksoi")).toEqual(["CLM-SRCH03"]);
    expect(await found(["claims"], "claims", "Sibusiso Nkosii")).toEqual(["CLM-SRCH03"]);
    expect(await found(["claims"], "claims", "Thandeka Mokoean")).toEqual(["CLM-SRCH02"]);
    // Two typos in a word are another name.
    expect(await found(["claims"], "claims", "Nkzoy")).toEqual([]);
  });

  it("ranks what contains the query before a typo's match, though the typo's is newer", async () => {
    // "Mokena" is Lerato's name as typed, and one typo from Mokoena and Mokwena.
    const mokena = await found(["claims"], "claims", "Mokena");
    expect(mokena[0]).toBe("CLM-SRCH01");
    expect(mokena.toSorted()).toEqual(["CLM-SRCH01", "CLM-SRCH02", "CLM-SRCH04"]);
    // Among exact matches, the newest first, as before.
    expect(await found(["claims"], "claims", "srch0")).toEqual([
      "CLM-SRCH04",
      "CLM-SRCH03",
      "CLM-SRCH02",
      "CLM-SRCH01",
    ]);
    expect(await found(["staff"], "submissions", "Nkosi")).toEqual(["CBK-SRCH02", "CBK-SRCH01"]);
    expect(await found(["staff"], "submissions", "Nkozi")).toEqual(["CBK-SRCH01", "CBK-SRCH02"]);
  });

  it("finds a claim and a submission by a phone number in any South African form", async () => {
    for (const typed of ["082 555 0199", "0825550199", "+27 82 555 0199", "27825550199", "27 82-555-0199"])
      expect(await found(["claims"], "claims", typed), typed).toEqual(["CLM-SRCH01"]);
    for (const typed of ["082 555 0188", "0825550188", "+27 82 555 0188", "27825550188", "27 82-555-0188"])
      expect(await found(["staff"], "submissions", typed), typed).toEqual(["CBK-SRCH01"]);
    // A submission's contact name (the forms that ask for one) within a typo, and its landline.
    expect(await found(["staff"], "submissions", "du Plesis")).toEqual([]);
    expect(await found(["staff"], "submissions", "Plesis")).toEqual(["CON-SRCH03"]);
    expect(await found(["staff"], "submissions", "021 555 0123")).toEqual(["CON-SRCH03"]);
  });

  it("finds an account by a name within one typo, exact matches first", async () => {
    expect(await found(["admin"], "accounts", "Dlamni")).toEqual(["zanele@discount-retail.example"]);
    // Bongani Nkozi's name contains the query; Bongani Nkosi's is a typo from it.
    expect(await found(["admin"], "accounts", "Nkozi")).toEqual([
      "bongani@mining.example",
      "bongani@discount-retail.example",
    ]);
    expect(await found(["admin"], "accounts", "Dlmn")).toEqual([]);
  });

  it("finds quotation requests by policy number, the client's registered name and the approver who accepted", async () => {
    // The policy number bound on the request, and the programme's policy number now (its programme data).
    expect(await found(["underwriter"], "quotes", "krg-pep-0777")).toEqual(["Q-PEP-SRCH01"]);
    expect(await found(["underwriter"], "quotes", "KRG-PEP-0418-2025")).toEqual(["Q-PEP-SRCH02", "Q-PEP-SRCH01"]);
    expect(await found(["underwriter"], "quotes", "Pepkor Holdings")).toEqual(["Q-PEP-SRCH02", "Q-PEP-SRCH01"]);
    expect(await found(["underwriter"], "quotes", "NMI Mining Fleet")).toEqual(["Q-NMI-SRCH03"]);
    // The approver who accepted, by e-mail and by name, within a typo: not the requests they did not accept.
    expect(await found(["underwriter"], "quotes", "bongani@discount")).toEqual(["Q-PEP-SRCH01"]);
    // "Nkosi" names the approver exactly and the NMI requester within a typo: the exact match first.
    expect(await found(["underwriter"], "quotes", "Nkosi")).toEqual(["Q-PEP-SRCH01", "Q-NMI-SRCH03"]);
    expect(await found(["underwriter"], "quotes", "Bongani Nkossi")).toEqual(["Q-PEP-SRCH01"]);
    // The requester within a typo, every request they made.
    expect(await found(["underwriter"], "quotes", "Dlamni")).toEqual(["Q-PEP-SRCH02", "Q-PEP-SRCH01"]);
    expect(await found(["underwriter"], "quotes", "Nobody Here")).toEqual([]);
  });
});
