import { Form, isRouteErrorResponse, Link, useRouteError } from "react-router";

import { site } from "#app/config/site.ts";
import { southAfricanTime } from "#app/lib/south-african-time.ts";
import { emailStates } from "#app/email/outbox.server.ts";
import { countSubmissions, listSubmissions } from "#app/db/submissions.server.ts";
import { formDefinitions } from "#app/forms/definitions.ts";
import { formKinds, isFormKind } from "#app/forms/kinds.ts";
import { submissionFilters } from "#app/forms/export.ts";
import { requireStaff } from "#app/guards.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/submissions";
import styles from "./staff.module.css";

const PAGE_SIZE = 25;

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireStaff(context, url);
  const { database, outbox } = await services();
  const query = submissionFilters(url);
  const total = await countSubmissions(database, query);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // A page that exists: the first for anything unreadable, the last for anything past it (1e18 would fail the query).
  const asked = Math.floor(Number(url.searchParams.get("page")));
  const page = Number.isFinite(asked) ? Math.min(Math.max(1, asked), pages) : 1;
  const rows = await listSubmissions(database, { ...query, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const mail = await emailStates(
    database,
    rows.map((r) => r.reference),
  );
  return {
    kind: query.kindParam,
    since: query.sinceParam,
    page,
    pages,
    total,
    emailOn: Boolean(outbox),
    rows: rows.map((r) => ({
      reference: r.reference,
      kind: r.kind,
      formArea: r.formArea,
      createdAt: r.createdAt.toISOString(),
      from: String(r.payload.name ?? r.payload.contactName ?? ""),
      email: mail.get(r.reference)?.sentAt ? "sent" : mail.has(r.reference) ? "waiting" : "none",
    })),
  };
}

export function meta() {
  return [{ title: `Form submissions | ${site.name}` }, { name: "robots", content: "noindex" }];
}

function title(kind: string) {
  return isFormKind(kind) ? formDefinitions[kind].title : kind;
}

export default function Submissions({ loaderData }: Route.ComponentProps) {
  const { rows, kind, since, page, pages, total, emailOn } = loaderData;
  const filters = new URLSearchParams({ ...(kind && { kind }), ...(since && { since }) });
  const pageLink = (n: number) => `?${new URLSearchParams({ ...Object.fromEntries(filters), page: String(n) })}`;
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.eyebrow}>Staff</p>
      <h1>Form submissions</h1>
      <p>
        Every enquiry, call-back request, broker application, claim notification and complaint sent through the site,
        newest first. {emailOn ? "Staff are also told by e-mail." : "E-mail notifications are off (no SMTP_URL)."}
      </p>
      <Form method="get" className={styles.filters}>
        <div className="form-field">
          <label htmlFor="kind">Form</label>
          <select id="kind" name="kind" className="form-input" defaultValue={kind}>
            <option value="">All forms</option>
            {formKinds.map((k) => (
              <option key={k} value={k}>
                {formDefinitions[k].title}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="since">Sent since</label>
          <input id="since" name="since" type="date" className="form-input" defaultValue={since} />
        </div>
        <button type="submit" className="button">
          Show
        </button>
      </Form>
      <p className={styles.exports}>
        {total} submission{total === 1 ? "" : "s"}. Download these as{" "}
        <a href={`/staff/submissions/export?${new URLSearchParams({ ...Object.fromEntries(filters), format: "csv" })}`}>
          CSV
        </a>{" "}
        or{" "}
        <a
          href={`/staff/submissions/export?${new URLSearchParams({ ...Object.fromEntries(filters), format: "json" })}`}
        >
          JSON
        </a>
        .
      </p>
      {rows.length ? (
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
        <section className="table-scroll" tabIndex={0} aria-label="Submissions">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Received</th>
                <th scope="col">Form</th>
                <th scope="col">From</th>
                <th scope="col">Sent from</th>
                {emailOn ? <th scope="col">E-mail</th> : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.reference}>
                  <td>
                    <Link to={`/staff/submissions/${r.reference}`} className={styles.reference}>
                      {r.reference}
                    </Link>
                  </td>
                  <td>{southAfricanTime(r.createdAt)}</td>
                  <td>{title(r.kind)}</td>
                  <td>{r.from}</td>
                  <td>/{r.formArea}</td>
                  {emailOn ? <td>{r.email === "sent" ? "Sent" : r.email === "waiting" ? "Waiting" : "None"}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : (
        <p>No submissions match.</p>
      )}
      {pages > 1 ? (
        <nav aria-label="Pages of submissions" className={styles.pager}>
          {page > 1 ? <Link to={pageLink(page - 1)}>Newer</Link> : null}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? <Link to={pageLink(page + 1)}>Older</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}

/** Signed in, but not staff: say so, rather than pretend the page is missing. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 403) throw error;
  return (
    <div className={`container ${styles.page}`}>
      <title>{`Staff only | ${site.name}`}</title>
      <h1>This page is for staff</h1>
      <p>
        Your account can sign in, but it may not read form submissions. Ask a colleague who manages accounts to make you
        staff if you need to.
      </p>
    </div>
  );
}
