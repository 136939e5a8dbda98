import { isClientContextId } from "#app/auth/contexts.ts";
import type { SignedIn } from "#app/auth/session.server.ts";
import { programmeByContext } from "#app/programmes/index.ts";
import type { HeaderSession } from "./header-session.ts";
import { mainNavigation } from "./main-nav.ts";
import { subsiteNavigation } from "./subsite.ts";

/**
 * The header for this request's signed-in users (the root loader's): the
 * first signed-in context in header order decides it, as its programme's
 * sub-site header; nobody signed in, or only `events`, the default header. Staff are in no header's
 * order: a member of staff sees the public site as a visitor does (decision 0030).
 */
export function headerSession(signedIn: readonly SignedIn[]): HeaderSession | null {
  const first = signedIn.find((s) => isClientContextId(s.context));
  if (!first) return null;
  const programme = programmeByContext(first.context);
  return {
    context: first.context,
    programme: programme ? { slug: programme.slug, navigation: subsiteNavigation(mainNavigation, programme) } : null,
  };
}
