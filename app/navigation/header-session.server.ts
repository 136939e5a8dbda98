import { isClientContextId } from "#app/auth/contexts.ts";
import type { SignedIn } from "#app/auth/session.server.ts";
import { programmeByContext } from "#app/programmes/index.ts";
import type { HeaderSession } from "./header-session.ts";
import { mainNavigation } from "./main-nav.ts";
import { subsiteNavigation } from "./subsite.ts";
import { programmeMenu } from "./programme-menu.ts";

/**
 * The header for this request's signed-in users (the root loader's): the
 * first signed-in context in header order decides it, as its programme's
 * sub-site header with the programme's own menu (Team for its client administrator); nobody signed in, or
 * only `events`, the default header. Staff are in no header's
 * order: a member of staff sees the public site as a visitor does (decision 0030).
 */
export function headerSession(
  signedIn: readonly SignedIn[],
  member: { clientAdmin: boolean } = { clientAdmin: false },
  /** Quotations waiting for this member's approval (an approver's count; 0 for anyone else). */
  waiting = 0,
): HeaderSession | null {
  const first = headerUser(signedIn);
  if (!first) return null;
  const programme = programmeByContext(first.context);
  return {
    context: first.context,
    programme: programme
      ? {
          slug: programme.slug,
          name: programme.name,
          navigation: programmeNavigation(programme),
          menu: programmeMenu(programme, member, waiting),
        }
      : null,
  };
}

/** Each programme's header sections, made once: they follow the code, not the request. */
const navigations = new WeakMap<object, ReturnType<typeof subsiteNavigation>>();
function programmeNavigation(programme: NonNullable<ReturnType<typeof programmeByContext>>) {
  let navigation = navigations.get(programme);
  if (!navigation) navigations.set(programme, (navigation = subsiteNavigation(mainNavigation, programme)));
  return navigation;
}

/** The signed-in user whose context decides the header, if any: whose roles the programme menu follows. */
export function headerUser(signedIn: readonly SignedIn[]): SignedIn | undefined {
  return signedIn.find((s) => isClientContextId(s.context));
}

/**
 * The programmes a visit to "/" signs these users out of, by name, in header order (the home page says so once:
 * issue 37). `events` and `staff` have no programme (and staff are not signed out there).
 */
export function programmesSignedOut(signedIn: readonly SignedIn[]): string[] {
  return signedIn.flatMap((s) => {
    const programme = isClientContextId(s.context) ? programmeByContext(s.context) : undefined;
    return programme ? [programme.name] : [];
  });
}
