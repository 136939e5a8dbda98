import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { saveAccountState } from "#app/accounts/account-list.server.ts";
import type { AuthContextId } from "#app/auth/contexts.ts";
import { forgetSessionReads, headerMember, readSessions, SESSION_REUSE_MS } from "#app/auth/session.server.ts";
import { createClaim, findClaim, recordMoney } from "#app/claims/claims.server.ts";
import { closeServices, services } from "#app/services.server.ts";
import { cookieOf, PASSWORD, signIn } from "#tests/fixtures/accounts.ts";
import { describeEachDatabase, migratedDataDir, suiteDatabase } from "#tests/fixtures/databases.ts";
import { programmes } from "./index.ts";
import { keptPageKey, keptPageKeyOf } from "./kept-pages.server.ts";
import { programmeLossRun } from "./loss-run.server.ts";
import { findProgrammeData, saveProgrammeData, storedProgramme } from "./programme-data.server.ts";

// The sessions are read by the site's own services (their data directory is this test's); the page's data is on
// each engine's database in turn, as the server's key reads it.
process.env.DATA_DIR = migratedDataDir("kept-pages-test-");
process.env.DEMO_USERS = "false";
process.env.AUTH_SECRET = "kept-pages-test-secret-0123456789abcdef";

const pepkor = programmes.find((p) => p.slug === "Pepkor")!;
const other = programmes.find((p) => p.slug !== "Pepkor")!;
const handler = { context: "staff", userId: "c1", email: "claims@example.com", address: "203.0.113.9" };

async function signedIn(context: AuthContextId, email: string): Promise<{ cookie: string; userId: string }> {
  const { auths, accounts } = await services();
  await accounts.add(context, { email, password: PASSWORD });
  const response = await signIn(auths, context, email, PASSWORD);
  const { user } = (await response.json()) as { user: { id: string } };
  return { cookie: cookieOf(response), userId: user.id };
}

/** What a rendered page does before it is kept: the session read and the header's read of the member's roles. */
async function render(cookie: string) {
  const { signedIn: users } = await readSessions(
    new Request("http://localhost/Pepkor/overview", { headers: { cookie } }),
    undefined,
  );
  for (const s of users) await headerMember(s.context, s.user.id);
}

let member: { cookie: string; userId: string };
let colleague: { cookie: string; userId: string };

beforeAll(async () => {
  member = await signedIn(pepkor.context, "member@pepkor.example");
  colleague = await signedIn(pepkor.context, "colleague@pepkor.example");
}, 60_000);
afterAll(closeServices);

describeEachDatabase("a kept overview's key on $name", (testDb) => {
  const db = suiteDatabase(testDb);
  const key = (cookie: string, path = "/Pepkor/overview") =>
    keptPageKey(db(), { cookie, host: "localhost:3000", path });

  it("is one visitor's, and only while their session read is held", async () => {
    forgetSessionReads();
    // No read held: no key, the page is rendered with its session read and guards.
    expect(await key(member.cookie)).toBeNull();
    await render(member.cookie);
    await render(colleague.cookie);
    const own = await key(member.cookie);
    expect(own).toEqual(expect.any(String));
    expect(await key(member.cookie)).toBe(own);
    expect(await key(colleague.cookie)).not.toBe(own);
    // Another cookie beside the session (the consent choice) is another page.
    expect(await key(`${member.cookie}; consent=denied`)).not.toBe(own);
    // Another programme's overview, another page of this one, another spelling: never kept.
    expect(await key(member.cookie, `/${other.slug}/overview`)).toBeNull();
    expect(await key(member.cookie, "/Pepkor/comparison")).toBeNull();
    expect(await key(member.cookie, "/pepkor/overview")).toBeNull();
    // Once the read is no longer held (a second on), there is no key until a render reads the session again.
    expect(
      await keptPageKey(
        db(),
        { cookie: member.cookie, host: "h", path: "/Pepkor/overview" },
        Date.now() + SESSION_REUSE_MS + 1,
      ),
    ).toBeNull();
    forgetSessionReads();
    expect(await key(member.cookie)).toBeNull();
  });

  it("moves with a claim reported, a payment recorded and the programme's figures saved", async () => {
    await render(member.cookie);
    const first = (await key(member.cookie))!;
    const { reference } = await createClaim(db(), {
      formArea: "Pepkor/claims",
      programme: "Pepkor",
      payload: { lossDate: "2026-11-20", lossType: "burglary", description: "Stock taken." },
      files: [],
    });
    const withClaim = (await key(member.cookie))!;
    expect(withClaim).not.toBe(first);
    // And the overview's data, read again under the new key, has the claim.
    const programme = await storedProgramme(db(), pepkor);
    expect((await programmeLossRun(db(), programme)).claims.map((c) => c.reference)).toContain(reference);

    await recordMoney(db(), {
      claim: (await findClaim(db(), reference))!,
      kind: "payment",
      amountCents: 50_000,
      onDay: "2026-11-26",
      reference: "EFT-KEPT",
      interim: true,
      reason: "Stock replaced before the assessor's report.",
      actor: handler,
    });
    const paid = (await key(member.cookie))!;
    expect(paid).not.toBe(withClaim);
    expect((await programmeLossRun(db(), programme)).claims.find((c) => c.reference === reference)?.paid).toBe(50_000);

    const record = (await findProgrammeData(db(), "Pepkor"))!;
    await saveProgrammeData(db(), "Pepkor", record.version, { ...record.details, renewalDate: "2027-04-01" }, handler);
    expect(await key(member.cookie)).not.toBe(paid);
    expect((await storedProgramme(db(), pepkor)).details.renewalDate).toBe("2027-04-01");
  });

  it("is never given for an approver's overview, which lists quotations that follow no counter", async () => {
    const { database } = await services();
    await saveAccountState(database.db, pepkor.context, colleague.userId, { approver: true });
    forgetSessionReads();
    await render(colleague.cookie);
    expect(await key(colleague.cookie)).toBeNull();
    await saveAccountState(database.db, pepkor.context, colleague.userId, { approver: false });
    forgetSessionReads();
  });
});

/** The key as the server asks for it, with the request's cookie. */
const of = (cookie: string | undefined) =>
  keptPageKeyOf({ cookie, host: "localhost:3000", path: "/Pepkor/overview", address: "10.8.8.8" });

describe("a kept overview's key for the server", () => {
  it("reads the session first when its read is no longer held, as the page's render would", async () => {
    forgetSessionReads();
    const key = await of(member.cookie);
    expect(key).toEqual(expect.any(String));
    // The read is now held: the same key without reading again.
    expect(await of(member.cookie)).toBe(key);
    const { database } = await services();
    const held = await keptPageKey(database, {
      cookie: member.cookie,
      host: "localhost:3000",
      path: "/Pepkor/overview",
    });
    expect(held).toBe(key);
  });

  it("gives none for a session that is not one, or none at all", async () => {
    forgetSessionReads();
    expect(await of(member.cookie.replace(/=(.)/, (_, c: string) => `=${c === "A" ? "B" : "A"}`))).toBeNull();
    expect(await of(undefined)).toBeNull();
    expect(await of("consent=granted")).toBeNull();
  });
});

describe("a kept overview's key without a session", () => {
  it("is never given to a visitor without one", async () => {
    const { database } = await services();
    expect(await keptPageKey(database, { cookie: undefined, host: "h", path: "/Pepkor/overview" })).toBeNull();
    expect(await keptPageKey(database, { cookie: "consent=granted", host: "h", path: "/Pepkor/overview" })).toBeNull();
  });
});
