import { createContext, data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";

import { signInUrl, type Access } from "#app/auth/access.ts";
import { signedInContext, type SignedIn } from "#app/auth/session.server.ts";
import { allows, STAFF_CONTEXT, twoFactorRequired, type StaffRole } from "#app/accounts/roles.ts";
import { STAFF_ACCOUNT, STAFF_SIGN_IN } from "#app/auth/contexts.ts";
import { clientMember } from "#app/accounts/account-list.server.ts";
import { mayDo, roleNeeded, type ClientMember, type ProgrammeAction } from "#app/programmes/client-roles.ts";
import { findQuoteRequest } from "#app/quotes/quote-requests.server.ts";
import { rolesOf } from "#app/accounts/roles.server.ts";
import { findProgramme, programmeAccess } from "#app/programmes/index.ts";
import type { Programme, ProgrammePage } from "#app/programmes/types.ts";
import { services } from "#app/services.server.ts";

/**
 * Every guard of the site, in one place. A guard is the first line of a
 * protected loader or action: it returns what the page may use, or throws
 * (a redirect to sign in that brings the visitor back, a 404, a 403) before
 * anything of the page runs. The signed-in users come from the root
 * middleware (app/root.tsx), which reads the request's sessions once.
 */

type RouterContext = Readonly<RouterContextProvider>;

export function notFound(): never {
  throw new Response("Not found", { status: 404 });
}

/** The signed-in user an access rule allows, or a redirect to its sign-in page and back to this address. */
export function requireUser(context: RouterContext, url: URL, access: Extract<Access, { kind: "signed-in" }>) {
  const allowed = context.get(signedInContext).find((s) => access.contexts.includes(s.context));
  if (allowed) return allowed;
  throw redirect(signInUrl(access.signIn, `${url.pathname}${url.search}`));
}

/** A user of this context if one is signed in, for pages that are public but greet their own users. */
export function signedInTo(context: RouterContext, authContext: SignedIn["context"]): SignedIn | undefined {
  return context.get(signedInContext).find((s) => s.context === authContext);
}

/**
 * A programme page, from the route's params: the programme and page must
 * exist (404 otherwise) and the visitor must be a user the page allows
 * (redirect to sign in otherwise). `user` is null on public pages.
 */
export function requireProgrammePage(
  context: RouterContext,
  url: URL,
  params: { programme?: string; page?: string },
): { programme: Programme; page: ProgrammePage; user: SignedIn | null } {
  const programme = params.programme ? findProgramme(params.programme) : undefined;
  const page = programme?.pages.find((p) => p.path === params.page);
  if (!programme || !page) notFound();
  const user = page.access.kind === "public" ? null : requireUser(context, url, page.access);
  return { programme, page, user };
}

/** A programme's account page (two-factor sign-in, password): the programme's own users only. */
export function requireProgrammeAccount(
  context: RouterContext,
  url: URL,
  params: { programme?: string },
): { programme: Programme; user: SignedIn } {
  const programme = params.programme ? findProgramme(params.programme) : undefined;
  if (!programme) notFound();
  const access = programmeAccess(programme, "account");
  if (access.kind === "public") notFound();
  return { programme, user: requireUser(context, url, access) };
}

/**
 * A member of this programme's team (the programme's own users) who may take
 * `action` (app/programmes/client-roles.ts): else sign in, and back; a member
 * whose roles do not allow it gets 403 with the role it needs. Every member
 * reads everything of their programme; which programme is the one in the
 * address, and their account must be of it.
 */
export async function requireProgrammeMember(
  context: RouterContext,
  url: URL,
  params: { programme?: string },
  action: ProgrammeAction = "read",
) {
  const { programme, user } = requireProgrammeAccount(context, url, params);
  const { database } = await services();
  const member = await clientMember(database, programme.context, user.user.id);
  refuseUnless(member, action);
  return { programme, user, member };
}

/**
 * For an action whose kind is known only once its form is read: 403 unless the member's roles allow it, with the
 * role it needs and what was tried, which the page's refusal names (app/accounts/refusals.ts).
 */
export function refuseUnless(member: ClientMember, action: ProgrammeAction): void {
  if (!mayDo(member, action)) throw data({ role: roleNeeded(action), action }, { status: 403 });
}

/** A programme's team page: its client administrator only (else 403). */
export function requireClientAdmin(context: RouterContext, url: URL, params: { programme?: string }) {
  return requireProgrammeMember(context, url, params, "manage-team");
}

/**
 * A quotation request of this programme, for a member of its team who may
 * take `action`: every member sees every request of their programme, whoever
 * asked (issue 28); a request of another programme, or none, is a 404.
 */
export async function requireProgrammeQuoteRequest(
  context: RouterContext,
  url: URL,
  params: { programme?: string; reference?: string },
  action: ProgrammeAction = "read",
) {
  const { programme, user, member } = await requireProgrammeMember(context, url, params);
  const { database } = await services();
  const request = params.reference ? await findQuoteRequest(database, params.reference) : undefined;
  if (!request || request.programme !== programme.slug || request.context !== programme.context) notFound();
  refuseUnless(member, action);
  return { programme, user, member, request };
}

/** The staff roles of this request's staff-context user, read once by `staffMiddleware`. */
const staffRolesContext = createContext<StaffRole[] | null>(null);

/**
 * The staff layout's middleware: reads the signed-in user's roles once per
 * request, so that the layout and the page (whose loaders run side by side)
 * do not each ask the database.
 */
export const staffMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  const user = signedInTo(context, STAFF_CONTEXT);
  if (user) {
    const { database } = await services();
    context.set(staffRolesContext, await rolesOf(database, STAFF_CONTEXT, user.user.id));
  }
  return next();
};

/** A signed-in member of staff, with the roles they hold. */
export interface StaffMember extends SignedIn {
  roles: StaffRole[];
  /** Their roles ask for two-factor sign-in and it is not set up yet: only /staff/account is open to them. */
  twoFactorPending: boolean;
}

/**
 * A signed-in member of staff, whether or not their two-factor sign-in is set up: the account page
 * (where it is set up) and the frame around it. A user of the staff context (else sign in, and back)
 * with at least one role (else 403).
 */
export async function requireStaffAccount(context: RouterContext, url: URL): Promise<StaffMember> {
  const user = requireUser(context, url, { kind: "signed-in", contexts: [STAFF_CONTEXT], signIn: STAFF_SIGN_IN });
  const roles =
    context.get(staffRolesContext) ?? (await rolesOf((await services()).database, STAFF_CONTEXT, user.user.id));
  if (!roles.length) throw data({ role: null }, { status: 403 });
  // Signed in by the group's identity provider: its second factor is the one (decision 0043).
  const pending = twoFactorRequired(roles) && !user.user.twoFactorEnabled && !user.viaSso;
  return { ...user, roles, twoFactorPending: pending };
}

/**
 * Whether this request comes from a member of staff whose roles allow `role`, their two-factor sign-in set up
 * where their roles need it: what `requireStaff` lets through, answered yes or no instead of sending anyone
 * anywhere. For a file that is public while the site shows it and otherwise the staff's alone (a library
 * picture, app/routes/picture.tsx), where a stranger must get a plain 404.
 */
export async function staffMayUse(context: RouterContext, role: StaffRole): Promise<boolean> {
  const user = signedInTo(context, STAFF_CONTEXT);
  if (!user) return false;
  const roles =
    context.get(staffRolesContext) ?? (await rolesOf((await services()).database, STAFF_CONTEXT, user.user.id));
  const pending = twoFactorRequired(roles) && !user.user.twoFactorEnabled && !user.viaSso;
  return !pending && allows(roles, role);
}

/**
 * A staff page or action: a user of the staff context (else sign in, and
 * back) whose roles allow `role` (else 403, "This page is for staff");
 * `admin` allows everything. With no role named, any staff role will do (the
 * staff home). Every role but `staff` needs two-factor sign-in: until it is
 * set up, every page sends them to set it up, and back (decision 0030).
 * Roles are given on /staff/users or with `npm run users`.
 */
export async function requireStaff(context: RouterContext, url: URL, role?: StaffRole): Promise<StaffMember> {
  const member = await requireStaffAccount(context, url);
  if (role && !allows(member.roles, role)) throw data({ role }, { status: 403 });
  if (member.twoFactorPending) {
    throw redirect(`${STAFF_ACCOUNT}?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`);
  }
  return member;
}
