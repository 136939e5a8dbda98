import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { migratedDataDir } from "#tests/fixtures/databases.ts";
import { STAFF_CONTEXT, STAFF_ROLES, twoFactorRequired, type StaffRole } from "#app/accounts/roles.ts";
import { signedInContext, type SignedIn } from "#app/auth/session.server.ts";
import { closeServices, services } from "#app/services.server.ts";
import { mayOpen, staffPages } from "./pages.ts";

// The services read the environment once: a data directory of this test's own.
process.env.DATA_DIR = migratedDataDir("staff-access-");
process.env.DEMO_USERS = "false";
process.env.AUTH_SECRET = "staff-access-test-secret-0123456789abcdef";

type Args = { request: Request; url: URL; params: Record<string, string>; context: RouterContextProvider };
type Handler = (args: Args) => Promise<unknown> | unknown;

/** What a route's parameters are filled with: the guard comes before any lookup, and a 404 after it is "allowed". */
const PARAMETERS: Record<string, string> = {
  reference: "XXX-XXXXXX",
  id: "1",
  fileId: "1",
  context: STAFF_CONTEXT,
  userId: "x",
};

/**
 * Every staff page's loader and action, from the one table of staff pages (pages.ts): a page added there is in
 * this matrix without a line here, and must refuse every role but its own.
 */
const ROUTES: {
  name: string;
  needs: StaffRole | "any";
  path: string;
  params: Record<string, string>;
  handler: Handler;
  post: boolean;
}[] = await Promise.all(
  staffPages.map(async (page) => {
    const module = (await import(`#app/${page.file}`)) as { loader?: Handler; action?: Handler };
    const params = Object.fromEntries(
      [...page.path.matchAll(/:(\w+)/g)].map(([, name]) => [name!, PARAMETERS[name!] ?? "x"]),
    );
    const path = `/${page.path.replace(/:(\w+)/g, (_, name: string) => params[name]!)}`;
    return [
      ...(module.loader
        ? [{ name: `${path} (page)`, needs: page.role, path, params, handler: module.loader, post: false }]
        : []),
      ...(module.action
        ? [{ name: `${path} (action)`, needs: page.role, path, params, handler: module.action, post: true }]
        : []),
    ];
  }),
).then((lists) => lists.flat());

const ROLE_SETS: StaffRole[][] = [[], ...STAFF_ROLES.map((r) => [r]), ["claims", "editor"]];

let members: Map<string, SignedIn>;

beforeAll(async () => {
  const { accounts } = await services();
  members = new Map();
  for (const roles of ROLE_SETS) {
    const email = `${roles.join("-") || "none"}@example.com`;
    const account = await accounts.add(STAFF_CONTEXT, { email, password: "a long enough passphrase", roles });
    // Two-factor sign-in on where the roles need it: without it, every page but the account page sends them
    // to set it up (the test of that is below).
    members.set(roles.join(","), {
      context: STAFF_CONTEXT,
      user: { id: account.userId, name: account.name, email, twoFactorEnabled: twoFactorRequired(roles) },
    });
  }
}, 60_000);
afterAll(closeServices);

/**
 * What a handler did: "refused" (403), "sign-in" (sent to a sign-in page), or "allowed": the guard let the request
 * in, whatever came after it (an answer, a redirect elsewhere, a 404 for a record that does not exist, a 400 for
 * the test's empty form). Anything else thrown (a 500) fails the test.
 */
async function outcome(route: (typeof ROUTES)[number], signedIn: SignedIn | undefined): Promise<string> {
  const url = new URL(`http://localhost${route.path}`);
  const context = new RouterContextProvider();
  context.set(signedInContext, signedIn ? [signedIn] : []);
  const request = route.post
    ? new Request(url, { method: "POST", body: new URLSearchParams({ intent: "check-access" }) })
    : new Request(url);
  try {
    await route.handler({ request, url, params: route.params, context });
    return "allowed";
  } catch (thrown) {
    const response = thrown instanceof Response ? thrown : undefined;
    const status = response?.status ?? (thrown as { init?: { status?: number } })?.init?.status;
    if (status === 403) return "refused";
    const location = response?.headers.get("location") ?? "";
    if (status === 302 && location.startsWith("/staff/sign-in?")) return "sign-in";
    if (status === 302 && location.startsWith("/staff/account?")) return "two-factor set-up";
    if (status !== undefined && status < 500) return "allowed";
    throw thrown;
  }
}

it("has every staff route of the route table in the table of staff pages, with its role", async () => {
  const { default: routes } = await import("#app/routes.ts");
  type Entry = { path?: string; file: string; children?: Entry[] };
  const flat = (entries: Entry[]): Entry[] => entries.flatMap((e) => [e, ...flat(e.children ?? [])]);
  const staffRoutes = flat(routes as Entry[]).filter((e) => e.file.startsWith("routes/staff/") && e.path);
  expect(staffRoutes.map((e) => e.path).toSorted()).toEqual(staffPages.map((p) => p.path).toSorted());
});

it("asks staff whose roles need two-factor sign-in to set it up first: only the account page opens", async () => {
  for (const roles of ROLE_SETS.filter((r) => twoFactorRequired(r))) {
    const member = members.get(roles.join(","))!;
    const without = { ...member, user: { ...member.user, twoFactorEnabled: false } };
    for (const route of ROUTES.filter((r) => mayOpen(roles, r.needs))) {
      const expected = route.path === "/staff/account" ? "allowed" : "two-factor set-up";
      expect(await outcome(route, without), `${roles.join(",")} ${route.name}`).toBe(expected);
    }
  }
  // The staff role alone (form submissions) may use it, and need not.
  const reader = members.get("staff")!;
  expect(reader.user.twoFactorEnabled).toBe(false);
  for (const route of ROUTES.filter((r) => mayOpen(["staff"], r.needs))) {
    expect(await outcome(route, reader), route.name).toBe("allowed");
  }
});

it("does not ask staff signed in by the group's identity provider for its own two-factor sign-in", async () => {
  const admin = members.get("admin")!;
  const viaSso: SignedIn = { ...admin, user: { ...admin.user, twoFactorEnabled: false }, viaSso: true };
  for (const route of ROUTES) expect(await outcome(route, viaSso), route.name).toBe("allowed");
});

it("is the staff context's: a signed-in user of main (RS Regal's clients) is sent to the staff sign-in", async () => {
  const client: SignedIn = { ...members.get("admin")!, context: "main" };
  for (const route of ROUTES) expect(await outcome(route, client), route.name).toBe("sign-in");
});

describe("every staff page and action against every role", () => {
  for (const route of ROUTES) {
    it(`${route.name}: ${route.needs === "any" ? "any staff role" : route.needs}`, async () => {
      expect(await outcome(route, undefined)).toBe("sign-in");
      for (const roles of ROLE_SETS) {
        const allowed = mayOpen(roles, route.needs);
        expect(await outcome(route, members.get(roles.join(","))), `${roles.join(",") || "no role"}`).toBe(
          allowed ? "allowed" : "refused",
        );
      }
    });
  }
});
