import { Icon, paths, type Shape } from "#app/components/Icon.tsx";
import type { FormEvent } from "react";
import { useNavigate } from "react-router";

import type { AuthContextId } from "#app/auth/contexts.ts";
import { AppLink } from "#app/components/AppLink.tsx";

// Lucide's shapes (app/components/Icon.tsx), kept in this chunk.
const logOut = paths("m16 17 5-5-5-5", "M21 12H9", "M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4");
const userRound: Shape = [["circle", { cx: 12, cy: 8, r: 5 }], ...paths("M20 21a8 8 0 0 0-16 0")];

/**
 * The sub-site header's account link and Logout button. Logout ends the
 * header context's session and goes to "/" (docs/specification.md, “Behaviour”), or to the signed-out page
 * after a sign-in through the person's company. Without
 * JavaScript the form posts and the server redirects; with it, a failed
 * logout only logs 'Error logging out' (docs/specification.md, “Errors”) and the page stays.
 */
export function SessionActions({ context, accountPath }: { context: AuthContextId; accountPath: string }) {
  const navigate = useNavigate();

  async function logout(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      const response = await fetch(event.currentTarget.action, {
        method: "POST",
        body: new FormData(event.currentTarget),
      });
      // Success is the server's redirect: to "/", or, for a session the person's company signed them in to, to
      // the signed-out page that ends it at the company too (decision 0046). fetch follows it to learn where.
      if (!response.ok || !response.redirected) throw new Error(`Logout answered ${response.status}`);
      const landed = new URL(response.url);
      if (landed.origin !== window.location.origin) throw new Error("Logout left the site");
      await navigate(`${landed.pathname}${landed.search}`);
    } catch {
      console.error("Error logging out");
    }
  }

  return (
    <div className="session-actions">
      <AppLink to={accountPath} className="session-account">
        <Icon icon={userRound} size={18} />
        <span>Account</span>
      </AppLink>
      <form method="post" action="/auth/signout" onSubmit={logout}>
        <input type="hidden" name="context" value={context} />
        <button type="submit" className="session-logout">
          <Icon icon={logOut} size={18} />
          <span>Logout</span>
        </button>
      </form>
    </div>
  );
}
