import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { STAFF_ROLES, type StaffRole } from "#app/accounts/roles.ts";
import { signedInContext, type SignedIn } from "#app/auth/session.server.ts";
import { closeServices, services } from "#app/services.server.ts";
import * as audit from "./audit.tsx";
import * as content from "./content.tsx";
import * as contentEdit from "./content-edit.tsx";
import * as contentHistory from "./content-history.tsx";
import * as contentPictures from "./content-pictures.tsx";
import * as contentPreview from "./content-preview.tsx";
import * as staffDocuments from "./documents.tsx";
import * as people from "./people.tsx";
import * as person from "./person.tsx";
import * as auditExport from "./audit-export.tsx";
import * as claim from "./claim.tsx";
import * as claimFile from "./claim-file.tsx";
import * as claims from "./claims.tsx";
import * as exportRoute from "./export.tsx";
import * as home from "./home.tsx";
import * as invite from "./invite.tsx";
import * as quote from "./quote.tsx";
import * as quotationPdf from "./quotation-pdf.tsx";
import * as quotes from "./quotes.tsx";
import * as submission from "./submission.tsx";
import * as submissions from "./submissions.tsx";
import * as user from "./user.tsx";
import * as users from "./users.tsx";

// The services read the environment once: a data directory of this test's own.
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "staff-access-"));
process.env.DEMO_USERS = "false";
process.env.AUTH_SECRET = "staff-access-test-secret-0123456789abcdef";

type Args = { request: Request; url: URL; params: Record<string, string>; context: RouterContextProvider };
type Handler = (args: never) => Promise<unknown> | unknown;

/** Every staff page and action, with the role it needs (none: any staff role). */
const ROUTES: {
  name: string;
  needs: StaffRole | null;
  path: string;
  params?: Record<string, string>;
  handler: Handler;
  post?: Record<string, string>;
}[] = [
  { name: "home", needs: null, path: "/staff", handler: home.loader },
  { name: "submissions", needs: "staff", path: "/staff/submissions", handler: submissions.loader },
  {
    name: "submission",
    needs: "staff",
    path: "/staff/submissions/ENQ-XXXXXX",
    params: { reference: "ENQ-XXXXXX" },
    handler: submission.loader,
  },
  { name: "submissions export", needs: "staff", path: "/staff/submissions/export", handler: exportRoute.loader },
  { name: "accounts", needs: "admin", path: "/staff/users", handler: users.loader },
  { name: "invite page", needs: "admin", path: "/staff/users/invite", handler: invite.loader },
  { name: "invite", needs: "admin", path: "/staff/users/invite", handler: invite.action, post: { email: "not valid" } },
  {
    name: "account page",
    needs: "admin",
    path: "/staff/users/main/x",
    params: { context: "main", userId: "x" },
    handler: user.loader,
  },
  {
    name: "account action",
    needs: "admin",
    path: "/staff/users/main/x",
    params: { context: "main", userId: "x" },
    handler: user.action,
    post: { intent: "sign-out" },
  },
  { name: "audit log", needs: "admin", path: "/staff/audit", handler: audit.loader },
  { name: "quotation requests", needs: "underwriter", path: "/staff/quotes", handler: quotes.loader },
  {
    name: "quotation request",
    needs: "underwriter",
    path: "/staff/quotes/Q-NMI-XXXXXX",
    params: { reference: "Q-NMI-XXXXXX" },
    handler: quote.loader,
  },
  {
    name: "quotation request action",
    needs: "underwriter",
    path: "/staff/quotes/Q-NMI-XXXXXX",
    params: { reference: "Q-NMI-XXXXXX" },
    handler: quote.action,
    post: { intent: "take-up", version: "1" },
  },
  {
    name: "quotation PDF",
    needs: "underwriter",
    path: "/staff/quotes/Q-NMI-XXXXXX/quotation.pdf",
    params: { reference: "Q-NMI-XXXXXX" },
    handler: quotationPdf.loader,
  },
  { name: "content", needs: "editor", path: "/staff/content", handler: content.loader },
  { name: "documents", needs: "editor", path: "/staff/documents", handler: staffDocuments.loader },
  {
    name: "document upload",
    needs: "editor",
    path: "/staff/documents",
    handler: staffDocuments.action,
    post: { document: "paia-manual" },
  },
  { name: "people", needs: "editor", path: "/staff/people", handler: people.loader },
  {
    name: "move a person",
    needs: "editor",
    path: "/staff/people",
    handler: people.action,
    post: { id: "thandeka", direction: "down" },
  },
  { name: "new person page", needs: "editor", path: "/staff/people/new", handler: person.loader },
  {
    name: "person page",
    needs: "editor",
    path: "/staff/people/thandeka",
    params: { id: "thandeka" },
    handler: person.loader,
  },
  {
    name: "remove a person",
    needs: "editor",
    path: "/staff/people/thandeka",
    params: { id: "thandeka" },
    handler: person.action,
    post: { intent: "remove", confirm: "yes" },
  },
  { name: "pictures", needs: "editor", path: "/staff/content/pictures", handler: contentPictures.loader },
  {
    name: "picture upload",
    needs: "editor",
    path: "/staff/content/pictures",
    handler: contentPictures.action,
    post: { alt: "" },
  },
  { name: "new article page", needs: "editor", path: "/staff/content/new", handler: contentEdit.loader },
  {
    name: "new article",
    needs: "editor",
    path: "/staff/content/new",
    handler: contentEdit.action,
    post: { intent: "save", title: "" },
  },
  {
    name: "article page",
    needs: "editor",
    path: "/staff/content/1",
    params: { id: "1" },
    handler: contentEdit.loader,
  },
  {
    name: "article action",
    needs: "editor",
    path: "/staff/content/1",
    params: { id: "1" },
    handler: contentEdit.action,
    post: { intent: "schedule", publishAt: "not a time" },
  },
  {
    name: "article preview",
    needs: "editor",
    path: "/staff/content/1/preview",
    params: { id: "1" },
    handler: contentPreview.loader,
  },
  {
    name: "article history",
    needs: "editor",
    path: "/staff/content/1/history",
    params: { id: "1" },
    handler: contentHistory.loader,
  },
  {
    name: "article restore",
    needs: "editor",
    path: "/staff/content/1/history",
    params: { id: "1" },
    handler: contentHistory.action,
    post: { revision: "999", version: "1" },
  },
  { name: "audit export", needs: "admin", path: "/staff/audit/export", handler: auditExport.loader },
  { name: "claims desk", needs: "claims", path: "/staff/claims", handler: claims.loader },
  {
    name: "claim page",
    needs: "claims",
    path: "/staff/claims/CLM-XXXXXX",
    params: { reference: "CLM-XXXXXX" },
    handler: claim.loader,
  },
  {
    name: "claim action",
    needs: "claims",
    path: "/staff/claims/CLM-XXXXXX",
    params: { reference: "CLM-XXXXXX" },
    handler: claim.action,
    post: { intent: "take" },
  },
  {
    name: "claim file",
    needs: "claims",
    path: "/staff/claims/CLM-XXXXXX/files/1",
    params: { reference: "CLM-XXXXXX", fileId: "1" },
    handler: claimFile.loader,
  },
];

const ROLE_SETS: StaffRole[][] = [[], ...STAFF_ROLES.map((r) => [r]), ["claims", "editor"]];

let members: Map<string, SignedIn>;

beforeAll(async () => {
  const { accounts } = await services();
  members = new Map();
  for (const roles of ROLE_SETS) {
    const email = `${roles.join("-") || "none"}@example.com`;
    const account = await accounts.add("main", { email, password: "a long enough passphrase", roles });
    members.set(roles.join(","), {
      context: "main",
      user: { id: account.userId, name: account.name, email, twoFactorEnabled: false },
    });
  }
}, 60_000);
afterAll(closeServices);

/** What a handler did: "allowed" (answered or failed for another reason), "refused" (403) or "sign-in" (redirect). */
async function outcome(route: (typeof ROUTES)[number], signedIn: SignedIn | undefined): Promise<string> {
  const url = new URL(`http://localhost${route.path}`);
  const context = new RouterContextProvider();
  context.set(signedInContext, signedIn ? [signedIn] : []);
  const request = route.post
    ? new Request(url, { method: "POST", body: new URLSearchParams(route.post) })
    : new Request(url);
  const args: Args = { request, url, params: route.params ?? {}, context };
  try {
    await (route.handler as (a: Args) => Promise<unknown>)(args);
    return "allowed";
  } catch (thrown) {
    const status =
      thrown instanceof Response ? thrown.status : (thrown as { init?: { status?: number } })?.init?.status;
    if (status === 403) return "refused";
    if (status === 302) return "sign-in";
    // A 404 for a record that does not exist comes after the guard let the request in.
    if (status === 404) return "allowed";
    throw thrown;
  }
}

describe("every staff page and action against every role", () => {
  for (const route of ROUTES) {
    it(`${route.name}: ${route.needs ?? "any staff role"}`, async () => {
      expect(await outcome(route, undefined)).toBe("sign-in");
      for (const roles of ROLE_SETS) {
        const allowed = roles.includes("admin") || (route.needs ? roles.includes(route.needs) : roles.length > 0);
        expect(await outcome(route, members.get(roles.join(","))), `${roles.join(",") || "no role"}`).toBe(
          allowed ? "allowed" : "refused",
        );
      }
    });
  }
});
