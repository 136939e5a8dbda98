import { RouterContextProvider } from "react-router";

import { migratedDataDir } from "#tests/fixtures/databases.ts";
import { daysAfter } from "#app/lib/format/time.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { signedInContext, type SignedIn } from "#app/auth/session.server.ts";
import { storeQuoteRequest } from "#app/quotes/quote-requests.server.ts";
import { takeQuoteStep } from "#app/quotes/quote-steps.server.ts";
import { closeServices, services } from "#app/services.server.ts";
import { pdfDocument, program } from "#tests/fixtures/claim-files.ts";
import { quoteAttachments } from "#app/quotes/attachments.server.ts";
import { setQuoteOwner } from "#app/quotes/quote-owners.server.ts";
import { useMail } from "#tests/fixtures/mail.ts";
import * as attachment from "./quote-attachment.tsx";
import * as single from "./request.tsx";
import { SOME_QUOTE } from "#tests/fixtures/quotes.ts";

// The services read the environment once: a data directory of this test's own.
process.env.DATA_DIR = migratedDataDir("quote-attachments-access-");
process.env.DEMO_USERS = "false";
process.env.AUTH_SECRET = "quote-access-test-secret-0123456789abcdef";

type Args = { request: Request; url: URL; params: Record<string, string>; context: RouterContextProvider };

let owner: SignedIn;
let colleague: SignedIn;
let otherProgramme: SignedIn;
let staff: SignedIn;
let reference: string;
let attachmentId: string;

beforeAll(async () => {
  const { accounts, database } = await services();
  const add = async (context: SignedIn["context"], email: string, roles?: ["admin"]): Promise<SignedIn> => {
    const account = await accounts.add(context, { email, password: "a long enough passphrase", roles });
    return { context, user: { id: account.userId, name: account.name, email, twoFactorEnabled: false } };
  };
  owner = await add("mining", "owner@nmi.example");
  colleague = await add("mining", "colleague@nmi.example");
  otherProgramme = await add("discount-retail", "risk@pepkor.example");
  staff = await add("staff", "admin@kopano.example", ["admin"]);
  const stored = await storeQuoteRequest(database, {
    programme: "NMI",
    context: "mining",
    userId: owner.user.id,
    tier: "Flat 500K",
    schedule: [],
    quote: SOME_QUOTE,
    premiumCents: 100_000_00,
  });
  reference = stored.reference;
  const actor = { context: "staff", userId: staff.user.id, email: staff.user.email };
  await takeQuoteStep(database, { reference, action: { kind: "take-up" }, party: "underwriter", actor, version: 1 });
  const quoted = await takeQuoteStep(database, {
    reference,
    action: {
      kind: "quote",
      options: [{ tier: "Flat 500K", premiumCents: 90_000_00 }],
      conditions: "",
      validUntil: daysAfter(new Date(), 30),
    },
    party: "underwriter",
    actor,
    version: 2,
  });
  if (!quoted.ok) throw new Error(`The fixture's quotation was refused: ${JSON.stringify(quoted)}`);
  // The client attaches a PDF through their request page, as a browser without script posts it.
  const context = new RouterContextProvider();
  context.set(signedInContext, [owner]);
  const url = new URL(`http://localhost/NMI/requests/${reference}`);
  const form = new FormData();
  form.append("intent", "attach");
  form.append("documents", new Blob([new Uint8Array(await pdfDocument())]), "financials.pdf");
  const posted = await single.action({
    request: new Request(url, { method: "POST", body: form }),
    url,
    params: { programme: "NMI", reference },
    context,
  } as never);
  const attached = await quoteAttachments(database, reference);
  if (attached.length !== 1) throw new Error(`The fixture's PDF was refused: ${JSON.stringify(posted)}`);
  attachmentId = String(attached[0]!.id);
}, 60_000);
afterAll(closeServices);

/** "allowed", "sign-in" (a redirect to sign in) or "not-found" (404). */
async function outcome(
  handler: (args: never) => unknown,
  path: string,
  params: Record<string, string>,
  signedIn: SignedIn | undefined,
  post?: Record<string, string>,
): Promise<string> {
  const url = new URL(`http://localhost${path}`);
  const context = new RouterContextProvider();
  context.set(signedInContext, signedIn ? [signedIn] : []);
  const request = post ? new Request(url, { method: "POST", body: new URLSearchParams(post) }) : new Request(url);
  try {
    await (handler as (a: Args) => Promise<unknown>)({ request, url, params, context });
    return "allowed";
  } catch (thrown) {
    const status = thrown instanceof Response ? thrown.status : undefined;
    if (status === 302) return "sign-in";
    if (status === 404) return "not-found";
    throw thrown;
  }
}

/** PDF attachments on a quotation request (issue 27): the programme's team reads them, nobody else. */
describe("a quotation request's PDFs", () => {
  it("give a request's PDFs to the programme's own users only, each download on the audit log", async () => {
    const params = { programme: "NMI", reference, fileId: attachmentId };
    const path = `/NMI/requests/${reference}/attachments/${attachmentId}`;
    expect(await outcome(attachment.loader, path, params, owner), "owner").toBe("allowed");
    // The programme's documents: a colleague on the same programme may read them.
    expect(await outcome(attachment.loader, path, params, colleague), "colleague").toBe("allowed");
    expect(await outcome(attachment.loader, path, params, undefined), "nobody").toBe("sign-in");
    expect(await outcome(attachment.loader, path, params, otherProgramme), "Pepkor").toBe("sign-in");
    expect(await outcome(attachment.loader, path, params, staff), "staff").toBe("sign-in");
    expect(
      await outcome(attachment.loader, path, { programme: "Pepkor", reference, fileId: attachmentId }, otherProgramme),
      "via Pepkor",
    ).toBe("not-found");
    expect(await outcome(attachment.loader, path, { ...params, fileId: "999999" }, owner), "another id").toBe(
      "not-found",
    );
    const { database } = await services();
    const audit = await database.db
      .selectFrom("audit_log")
      .select(["actor_email"])
      .where("action", "=", "quote-attachment-downloaded")
      .where("target", "=", reference)
      .execute();
    expect(audit.map((a) => a.actor_email).toSorted()).toEqual(["colleague@nmi.example", "owner@nmi.example"]);
  });

  it("refuse a file that is not a PDF, whatever it is called, and keep nothing of it", async () => {
    const context = new RouterContextProvider();
    context.set(signedInContext, [owner]);
    const url = new URL(`http://localhost/NMI/requests/${reference}`);
    const form = new FormData();
    form.append("intent", "attach");
    form.append("documents", new Blob([new Uint8Array(program())]), "statement.pdf");
    const result = (await single.action({
      request: new Request(url, { method: "POST", body: form }),
      url,
      params: { programme: "NMI", reference },
      context,
    } as never)) as { data: { error?: string } };
    expect(result.data.error).toContain("“statement.pdf”: it is not a PDF document");
    const { database } = await services();
    expect((await quoteAttachments(database, reference)).map((a) => a.name)).toEqual(["financials.pdf"]);
  });

  describe("with e-mail on", () => {
    useMail();
    it("tell the request's owner, not the shared mailbox, of PDFs the client adds", async () => {
      const { database } = await services();
      const actor = { context: "staff", userId: staff.user.id, email: staff.user.email };
      await setQuoteOwner(database, { reference, owner: staff.user.email, expected: null, actor });
      const context = new RouterContextProvider();
      context.set(signedInContext, [owner]);
      const url = new URL(`http://localhost/NMI/requests/${reference}`);
      const form = new FormData();
      form.append("intent", "attach");
      form.append("documents", new Blob([new Uint8Array(await pdfDocument())]), "survey.pdf");
      await single.action({
        request: new Request(url, { method: "POST", body: form }),
        url,
        params: { programme: "NMI", reference },
        context,
      } as never);
      const mail = await database.db
        .selectFrom("outbox")
        .select(["recipient", "subject"])
        .where("kind", "=", "quote-attachment")
        .where("reference", "=", reference)
        .execute();
      expect(mail).toEqual([
        { recipient: "admin@kopano.example", subject: `Documents added to quotation request ${reference} (NMI)` },
      ]);
    });
  });
});
