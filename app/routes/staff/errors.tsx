import { Form, isRouteErrorResponse, Link, useRouteError } from "react-router";

import { STAFF_CONTEXT } from "#app/accounts/roles.ts";
import { staffRefusal } from "#app/accounts/refusals.ts";
import { site } from "#app/config/site.ts";
import { errorMessage } from "#app/lib/http/error-messages.ts";

/**
 * What a staff page says when an account may not open it: a plain explanation naming the role the page needs
 * (app/accounts/refusals.ts), never a pretend 404.
 */
export function NotForYou({ data }: { data: unknown }) {
  return (
    <>
      <title>{`Staff only | ${site.name}`}</title>
      <h1>This page is for staff</h1>
      <p>{staffRefusal(data)} Ask a colleague who manages accounts (an administrator) if you need it.</p>
      <WayOut />
    </>
  );
}

/**
 * What a staff page shows for an error, inside the back office's frame: a
 * role the account lacks (403), a record that is not there (404), or another
 * answer a request may cause (400, 405, 413); anything else is our fault.
 * Never rethrown: on the server a boundary that throws ends in a bare 500. The layout's boundary shows a page's
 * refusal too (a page without a boundary of its own): the 403's data says the role, null only when the account
 * holds no staff role at all (issue 35: an underwriter was told so at /staff/programmes).
 */
export function StaffError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 403) return <NotForYou data={error.data} />;
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
