import { Form, isRouteErrorResponse, Link, useRouteError } from "react-router";

import { STAFF_CONTEXT } from "#app/accounts/roles.ts";
import { site } from "#app/config/site.ts";
import { errorMessage } from "#app/lib/http/error-messages.ts";

/** What a staff page says when an account may not open it: a plain explanation, never a pretend 404. */
export function NotForYou({ needs }: { needs: string | null }) {
  return (
    <>
      <title>{`Staff only | ${site.name}`}</title>
      <h1>This page is for staff</h1>
      <p>
        {needs
          ? `Your account can sign in, but it does not hold the ${needs} role this page needs.`
          : "Your account can sign in, but it holds no staff role."}{" "}
        Ask a colleague who manages accounts (an administrator) if you need it.
      </p>
      <WayOut />
    </>
  );
}

/**
 * What a staff page shows for an error, inside the back office's frame: a
 * role the account lacks (403), a record that is not there (404), or another
 * answer a request may cause (400, 405, 413); anything else is our fault.
 * Never rethrown: on the server a boundary that throws ends in a bare 500.
 */
export function StaffError({ error, frame }: { error: unknown; frame?: boolean }) {
  if (isRouteErrorResponse(error) && error.status === 403) {
    const role = (error.data as { role?: string | null } | undefined)?.role ?? null;
    return <NotForYou needs={frame ? null : role} />;
  }
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  const message =
    status === 404
      ? {
          title: "Not found",
          heading: "Not found",
          text: "There is nothing at this address: it may have been removed, or the link may be mistyped.",
        }
      : errorMessage(status);
  return (
    <>
      <title>{`${message.title} | ${site.name}`}</title>
      <h1>{message.heading}</h1>
      <p>{message.text}</p>
      <WayOut />
    </>
  );
}

/** A staff page's error boundary. */
export function StaffErrorBoundary() {
  return <StaffError error={useRouteError()} />;
}

/** Where a member of staff can go from a refusal or an error: the back office's home, or signing out. */
function WayOut() {
  return (
    <>
      <p>
        <Link to="/staff">Back office home</Link>
      </p>
      <StaffSignOut />
    </>
  );
}

/** Signs the member of staff out (back to the staff sign-in); in the back office's bar, its menu and its errors. */
export function StaffSignOut() {
  return (
    <Form method="post" action="/auth/signout">
      <input type="hidden" name="context" value={STAFF_CONTEXT} />
      <button type="submit" className="link-button">
        Sign out
      </button>
    </Form>
  );
}
