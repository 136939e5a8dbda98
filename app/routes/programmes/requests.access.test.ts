import { RouterContextProvider } from "react-router";

import { migratedDataDir } from "#tests/fixtures/databases.ts";
import { daysAfter } from "#app/lib/format/time.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { signedInContext, type SignedIn } from "#app/auth/session.server.ts";
import { requireProgrammeMember } from "#app/guards.server.ts";
import { PROGRAMME_ACTIONS, type ProgrammeAction } from "#app/programmes/client-roles.ts";
import { quoteTimeline } from "#app/quotes/quote-versions.server.ts";
import { storeQuoteRequest } from "#app/quotes/quote-requests.server.ts";
import { takeQuoteStep } from "#app/quotes/quote-steps.server.ts";
import { closeServices, services } from "#app/services.server.ts";
import * as pdf from "./quotation-pdf.tsx";
import * as single from "./request.tsx";
import * as list from "./requests.tsx";
import { SOME_QUOTE } from "#tests/fixtures/quotes.ts";

// The services read the environment once: a data directory of this test's own.
process.env.DATA_DIR = migratedDataDir("quote-access-");
process.env.DEMO_USERS = "false";
process.env.AUTH_SECRET = "quote-access-test-secret-0123456789abcdef";

type Args = { request: Request; url: URL; params: Record<string, string>; context: RouterContextProvider };

/** The NMI programme's team, one member per role, and people who are not of it. */
const people: Record<string, SignedIn> = {};
const TEAM = ["viewer", "requester", "approver", "client administrator"] as const;
const OUTSIDERS = ["Pepkor member", "staff"] as const;

/** What each role may do (app/programmes/client-roles.ts), written out here so that a change shows. */
const ALLOWED: Record<(typeof TEAM)[number], ProgrammeAction[]> = {
  viewer: ["read"],
  requester: [
    "read",
    "request-quote",
    "withdraw-quote",
    "answer-question",
    "report-claim",
    "add-claim-documents",
    "message-claim",
  ],
  approver: ["read", "accept-quote", "decline-quote"],
  // Client administrators hold the approver role too (migration 0020; accounts.add).
  "client administrator": ["read", "manage-team", "accept-quote", "decline-quote"],
};

let quoted: string;
let bound: string;
let waiting: string;

beforeAll(async () => {
  const { accounts, database } = await services();
  const add = async (context: SignedIn["context"], email: string, name: string, extra = {}): Promise<SignedIn> => {
    const account = await accounts.add(context, { email, name, password: "a long enough passphrase", ...extra });
    return { context, user: { id: account.userId, name: account.name, email, twoFactorEnabled: false } };
  };
  const actor = { context: "staff" as const, userId: "cli", email: "admin@kopano.example" };
  people.viewer = await add("mining", "viewer@nmi.example", "Vusi Viewer");
  await accounts.setClientRoles(actor, "mining", people.viewer.user.id, { requester: false, approver: false });
  people.requester = await add("mining", "requester@nmi.example", "Rethabile Requester");
  people.approver = await add("mining", "approver@nmi.example", "Ayanda Dube");
  await accounts.setClientRoles(actor, "mining", people.approver.user.id, { requester: false, approver: true });
  people["client administrator"] = await add("mining", "admin@nmi.example", "Carol Admin", { clientAdmin: true });
  await accounts.setClientRoles(actor, "mining", people["client administrator"].user.id, {
    requester: false,
    approver: true,
  });
  people["Pepkor member"] = await add("discount-retail", "risk@pepkor.example", "Pat Pepkor", { clientAdmin: true });
  people.staff = await add("staff", "admin@kopano.example", "Sam Staff", { roles: ["admin"] });

  const ask = async () =>
    (
      await storeQuoteRequest(database, {
        programme: "NMI",
        context: "mining",
        userId: people.requester!.user.id,
        tier: "Flat 500K",
        schedule: [],
        quote: SOME_QUOTE,
        premiumCents: 100_000_00,
      })
    ).reference;
  const underwriter = { context: "staff", userId: people.staff!.user.id, email: people.staff!.user.email };
  const quote = async (reference: string) => {
    await takeQuoteStep(database, {
      reference,
      action: { kind: "take-up" },
      party: "underwriter",
      actor: underwriter,
      version: 1,
    });
    const done = await takeQuoteStep(database, {
      reference,
      action: {
        kind: "quote",
        options: [{ tier: "Flat 500K", premiumCents: 90_000_00 }],
        conditions: "",
        validUntil: daysAfter(new Date(), 30),
      },
      party: "underwriter",
      actor: underwriter,
      version: 2,
    });
    if (!done.ok) throw new Error(`The fixture's quotation was refused: ${JSON.stringify(done)}`);
  };
  quoted = await ask();
  await quote(quoted);
  bound = await ask();
  await quote(bound);
  const client = { context: "mining", userId: people.approver.user.id, email: people.approver.user.email };
  await takeQuoteStep(database, {
    reference: bound,
    action: { kind: "accept", tier: "Flat 500K", declaredBy: "Ayanda Dube" },
    party: "client",
    actor: client,
    version: 3,
  });
  const binding = await takeQuoteStep(database, {
    reference: bound,
    action: { kind: "bind", policyNumber: "KRG-NMI-0001-2027", inceptionDate: daysAfter(new Date(), 1) },
    party: "underwriter",
    actor: underwriter,
    version: 4,
  });
  if (!binding.ok) throw new Error(`The fixture's binding was refused: ${JSON.stringify(binding)}`);
  waiting = await ask();
}, 90_000);
afterAll(closeServices);

function argsFor(path: string, params: Record<string, string>, signedIn: SignedIn | undefined, post?: object) {
  const url = new URL(`http://localhost${path}`);
  const context = new RouterContextProvider();
  context.set(signedInContext, signedIn ? [signedIn] : []);
  const request = post
    ? new Request(url, { method: "POST", body: new URLSearchParams(post as Record<string, string>) })
    : new Request(url);
  return { request, url, params, context };
}

/** "allowed", "sign-in" (a redirect to sign in), "forbidden" (403, the role it needs) or "not-found" (404). */
async function outcome(
  handler: (args: never) => unknown,
  path: string,
  params: Record<string, string>,
  signedIn: SignedIn | undefined,
  post?: Record<string, string>,
): Promise<string> {
  try {
    const answer = await (handler as (a: Args) => Promise<unknown>)(argsFor(path, params, signedIn, post));
    const status = (answer as { init?: { status?: number } } | undefined)?.init?.status;
    return status === 403 ? "forbidden" : "allowed";
  } catch (thrown) {
    const status = thrown instanceof Response ? thrown.status : (thrown as { init?: { status?: number } }).init?.status;
    if (status === 302) return "sign-in";
    if (status === 403) return "forbidden";
    if (status === 404) return "not-found";
    throw thrown;
  }
}

/** The one guard, for an action, as a handler. */
const guard = (action: ProgrammeAction) => (args: Args) =>
  requireProgrammeMember(args.context, args.url, args.params, action);

/** A request page's address and params. */
const at = (reference: string) => [`/NMI/requests/${reference}`, { programme: "NMI", reference }] as const;

describe("a programme's team, by role", () => {
  it("may take exactly the actions of its roles, checked in the one guard; nobody else is let in", async () => {
    for (const action of PROGRAMME_ACTIONS) {
      for (const role of TEAM) {
        const expected = ALLOWED[role].includes(action) ? "allowed" : "forbidden";
        expect(await outcome(guard(action), "/NMI", { programme: "NMI" }, people[role]), `${role} × ${action}`).toBe(
          expected,
        );
      }
      for (const outsider of [...OUTSIDERS, undefined]) {
        const who = outsider ? people[outsider] : undefined;
        expect(await outcome(guard(action), "/NMI", { programme: "NMI" }, who), `${outsider} × ${action}`).toBe(
          "sign-in",
        );
      }
    }
  });

  it("all read every request of the programme, whoever asked; another programme's member reads none", async () => {
    for (const role of TEAM) {
      const data = await list.loader(argsFor("/NMI/requests", { programme: "NMI" }, people[role]) as never);
      expect(data.rows.map((r) => r.reference).toSorted(), role).toEqual([quoted, bound, waiting].toSorted());
      for (const reference of [quoted, bound, waiting]) {
        const params = { programme: "NMI", reference };
        expect(await outcome(single.loader, `/NMI/requests/${reference}`, params, people[role]), role).toBe("allowed");
      }
      const params = { programme: "NMI", reference: bound };
      expect(await outcome(pdf.loader, `/NMI/requests/${bound}/quotation.pdf`, params, people[role]), role).toBe(
        "allowed",
      );
    }
    for (const outsider of OUTSIDERS) {
      const params = { programme: "NMI", reference: bound };
      expect(await outcome(single.loader, `/NMI/requests/${bound}`, params, people[outsider])).toBe("sign-in");
      expect(await outcome(list.loader, "/NMI/requests", { programme: "NMI" }, people[outsider])).toBe("sign-in");
      // Under their own programme's address, another programme's request is not there.
      const elsewhere = { programme: "Pepkor", reference: bound };
      expect(await outcome(single.loader, `/Pepkor/requests/${bound}`, elsewhere, people["Pepkor member"])).toBe(
        "not-found",
      );
    }
  });

  it("let the client administrator open a colleague's bound quotation (it was a 404)", async () => {
    const params = { programme: "NMI", reference: bound };
    expect(await outcome(single.loader, `/NMI/requests/${bound}`, params, people["client administrator"])).toBe(
      "allowed",
    );
  });

  it("give every member the intermediary's disclosures with a quotation: the FSP's licence, the insurer, the commission, the complaints route (FAIS)", async () => {
    const data = (await single.loader(
      argsFor(`/NMI/requests/${quoted}`, { programme: "NMI", reference: quoted }, people["viewer"]!) as never,
    )) as Awaited<ReturnType<typeof single.loader>>;
    expect(data.view.disclosures.map((d) => d.label)).toEqual([
      "Who we are",
      "The insurer",
      "What we earn",
      "Complaints",
    ]);
    expect(data.view.disclosures.map((d) => d.text).join(" ")).toMatch(
      /FSP licence number \d+.*commission.*FAIS Ombud/,
    );
  });

  it("accept or decline a quotation only as approvers, and withdraw a waiting request only as requesters", async () => {
    for (const role of TEAM) {
      const approves = ALLOWED[role].includes("accept-quote");
      const requests = ALLOWED[role].includes("request-quote");
      // Unconfirmed posts ask to confirm and change nothing.
      expect(await outcome(single.action, ...at(quoted), people[role], { intent: "accept" }), role).toBe(
        approves ? "allowed" : "forbidden",
      );
      expect(await outcome(single.action, ...at(quoted), people[role], { intent: "not-taken-up" }), role).toBe(
        approves ? "allowed" : "forbidden",
      );
      expect(await outcome(single.action, ...at(waiting), people[role], { intent: "cancel" }), role).toBe(
        requests ? "allowed" : "forbidden",
      );
    }
  });

  it("let a requester withdraw a request still waiting, recorded on its timeline; then nobody can", async () => {
    const { database } = await services();
    const { findQuoteRequest } = await import("#app/quotes/quote-requests.server.ts");
    const post = { intent: "cancel", confirmed: "yes", version: "1", note: "Asked for the wrong tier." };
    const withdrawn = (await single.action(argsFor(...at(waiting), people.requester, post) as never)) as unknown as {
      data: { done?: string };
    };
    expect(withdrawn.data.done).toMatch(`Quotation request ${waiting} is withdrawn`);
    const request = (await findQuoteRequest(database, waiting))!;
    expect(request.state).toBe("withdrawn");
    const timeline = await quoteTimeline(database, request, new Date(), { internal: false });
    expect(timeline.at(-1)).toMatchObject({ label: "Withdrawn by the client", note: "Asked for the wrong tier." });
    const again = (await single.action(
      argsFor(...at(waiting), people.requester, { ...post, version: "2" }) as never,
    )) as unknown as {
      data: { error?: string };
    };
    expect(again.data.error).toMatch(/withdrawn, so that cannot be done now/);
  });

  it("accept only with the declaration and the approver's own name, recorded on the timeline", async () => {
    const { database } = await services();
    const path = `/NMI/requests/${quoted}`;
    const params = { programme: "NMI", reference: quoted };
    const post = { intent: "accept", tier: "Flat 500K", confirmed: "yes", version: "3" };
    const refused = (await single.action(
      argsFor(path, params, people.approver, { ...post, disclosure: "on", fullName: "Somebody Else" }) as never,
    )) as unknown as { data: { declaration?: { errors: Record<string, string> } } };
    expect(refused.data.declaration?.errors).toEqual({
      authority: "Confirm that you may bind the company.",
      fullName: "Type your full name as it is on your account: Ayanda Dube.",
    });
    const accepted = (await single.action(
      argsFor(path, params, people.approver, {
        ...post,
        disclosure: "on",
        authority: "on",
        fullName: "ayanda dube",
      }) as never,
    )) as unknown as { data: { done?: string } };
    expect(accepted.data.done).toMatch(/You have accepted quotation/);
    const { findQuoteRequest } = await import("#app/quotes/quote-requests.server.ts");
    const request = (await findQuoteRequest(database, quoted))!;
    expect(request.state).toBe("accepted");
    const timeline = await quoteTimeline(database, request, new Date(), { internal: false });
    expect(timeline.at(-1)?.note).toMatch(/Declaration made by ayanda dube: duty of disclosure acknowledged/);
  });
});
