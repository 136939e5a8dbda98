import { isRouteErrorResponse, Link, useRouteError } from "react-router";

import { site } from "#app/config/site.ts";

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
      <p>
        <Link to="/staff">Back office home</Link>
      </p>
    </>
  );
}

/**
 * A staff page's error boundary, inside the back office's frame: a role the
 * account lacks (403), a record that is not there (404), or another refusal
 * (400, 405). Anything else (a bug) is the site's own error page.
 */
export function StaffErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    const role = (error.data as { role?: string | null } | undefined)?.role ?? null;
    return <NotForYou needs={role} />;
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <title>{`Not found | ${site.name}`}</title>
        <h1>Not found</h1>
        <p>There is nothing at this address: it may have been removed, or the link may be mistyped.</p>
        <p>
          <Link to="/staff">Back office home</Link>
        </p>
      </>
    );
  }
  if (isRouteErrorResponse(error)) {
    // Any other refusal (a POST to a page that takes none: 405; a malformed form: 400) is said in words: rethrowing
    // from a boundary while the server renders would turn it into a 500.
    return (
      <>
        <title>{`Not possible | ${site.name}`}</title>
        <h1>That cannot be done here</h1>
        <p>This page could not take that request ({error.status}). Go back and try again from the page itself.</p>
        <p>
          <Link to="/staff">Back office home</Link>
        </p>
      </>
    );
  }
  throw error;
}
