import { Link } from "react-router";

import { actorOf } from "#app/accounts/accounts.server.ts";
import { recordAudit } from "#app/audit/audit-log.server.ts";
import { site } from "#app/config/site.ts";
import { staffSearch } from "#app/desk/search.server.ts";
import { cleanQuery, kindsFor, MIN_QUERY, PER_KIND, type ResultKind } from "#app/desk/search.ts";
import { requireStaff } from "#app/guards.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/search";
import styles from "./staff.module.css";

/**
 * The results of the back office's search (the form is in every staff page's bar, layout.tsx): each kind the
 * member's roles open, grouped; every search on the audit log, with what it found, since it reads personal
 * details (POPIA: who looked up whom).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const member = await requireStaff(context, url);
  const { database } = await services();
  const q = cleanQuery(url.searchParams.get("q"));
  const kinds = kindsFor(member.roles);
  if (q.length < MIN_QUERY) return { q, kinds, groups: null };
  const groups = await staffSearch(database, member.roles, q);
  await recordAudit(database.db, {
    action: "staff-searched",
    actor: actorOf(member, context),
    detail: { q, found: Object.fromEntries(groups.map((g) => [g.kind, g.hits.length])) },
  });
  return { q, kinds, groups };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const q = loaderData?.q;
  return [{ title: `${q ? `Search: ${q}` : "Search"} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

const KIND_LABELS: Record<ResultKind, { title: string; what: string }> = {
  claims: { title: "Claims", what: "reference, claimant's name, e-mail or phone, policy number" },
  quotes: {
    title: "Quotation requests",
    what: "reference, policy number, programme or client's registered name, requester's or approver's name or e-mail",
  },
  submissions: { title: "Form submissions", what: "reference, name, e-mail or phone" },
  accounts: { title: "Accounts", what: "e-mail, name" },
};

export default function StaffSearchResults({ loaderData }: Route.ComponentProps) {
  const { q, kinds, groups } = loaderData;
  const searched = kinds.map((k) => KIND_LABELS[k].title.toLowerCase()).join(", ");
  return (
    <>
      <p className={styles.eyebrow}>Back office</p>
      <h1>{groups ? `Search: ${q}` : "Search"}</h1>
      {groups === null ? (
        <p>
          {q ? `Type at least ${MIN_QUERY} characters. ` : null}
          Search {searched} with the box at the top of every back-office page.
        </p>
      ) : (
        <p>
          {groups.reduce((n, g) => n + g.hits.length, 0) || "Nothing"} found in {searched}.
        </p>
      )}
      {groups?.map((group) => (
        <section key={group.kind} aria-labelledby={`found-${group.kind}`} className={styles.found}>
          <h2 id={`found-${group.kind}`}>
            {KIND_LABELS[group.kind].title} ({group.hits.length}
            {group.more ? "+" : ""})
          </h2>
          <p className={styles.muted}>By {KIND_LABELS[group.kind].what}.</p>
          {group.hits.length ? (
            <ul className={styles.hits}>
              {group.hits.map((hit) => (
                <li key={hit.href}>
                  <Link to={hit.href} className={styles.hitTitle}>
                    {hit.title}
                  </Link>{" "}
                  <span className={styles.hitDetail}>{hit.detail}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p>None.</p>
          )}
          {group.more ? (
            <p>
              The first {PER_KIND} are shown, newest first: add more of the reference, name or e-mail to find the one
              you want.
            </p>
          ) : null}
        </section>
      ))}
    </>
  );
}

export { StaffErrorBoundary as ErrorBoundary } from "./errors.tsx";
