import { Link } from "react-router";

import { articlePathOf, articleState, KIND_LABELS, STATE_LABELS } from "#app/articles/types.ts";
import { Badge } from "#app/components/Badge.tsx";
import { STATE_TONES } from "#app/components/staff/article-states.ts";
import { Done, SelectField, TextField } from "#app/components/forms/fields.tsx";
import { ListPage, ListSearch } from "#app/components/list/ListPage.tsx";
import { filtered as anyFilter, listLink, optionsOf, pageNumber } from "#app/components/list/list-params.ts";
import { site } from "#app/config/site.ts";
import { findArticles } from "#app/articles/archive.server.ts";
import { ARCHIVE_KINDS, ARCHIVE_STATES, archiveFilters } from "#app/articles/archive.ts";
import { requireStaff } from "#app/guards.server.ts";
import { southAfricanTime } from "#app/lib/format/time.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/content";
import styles from "./staff.module.css";

const PAGE_SIZE = 25;

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireStaff(context, url, "editor");
  const { database } = await services();
  const now = new Date();
  const filters = archiveFilters(url.searchParams);
  // The page asked for, read again against the number of pages once the count is known.
  const wanted = pageNumber(url.searchParams.get("page"));
  let found = await findArticles(database, filters, { limit: PAGE_SIZE, offset: (wanted - 1) * PAGE_SIZE }, now);
  const pages = Math.max(1, Math.ceil(found.total / PAGE_SIZE));
  const page = Math.min(wanted, pages);
  if (page !== wanted)
    found = await findArticles(database, filters, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }, now);
  return {
    filters,
    page,
    pages,
    total: found.total,
    years: found.years,
    rows: found.articles.map((a) => ({
      id: a.id,
      title: a.title,
      kind: KIND_LABELS[a.kind],
      date: a.date,
      state: articleState(a, now),
      publishAt: a.publishAt?.toISOString() ?? null,
      path: articlePathOf(a),
      updatedAt: a.updatedAt.toISOString(),
      updatedBy: a.updatedBy,
    })),
    created: url.searchParams.get("created") === "1",
  };
}

export function meta() {
  return [{ title: `Content | ${site.name}` }, { name: "robots", content: "noindex" }];
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

const columns = [
  {
    header: "Article",
    render: (r: Row) => (
      <>
        <Link to={`/staff/content/${r.id}`}>{r.title}</Link>
        <br />
        <span className={styles.muted}>{r.path}</span>
      </>
    ),
  },
  { header: "Kind", render: (r: Row) => r.kind },
  { header: "Date", render: (r: Row) => <span className={styles.nowrap}>{r.date}</span> },
  {
    header: "State",
    render: (r: Row) => (
      <>
        <Badge tone={STATE_TONES[r.state]}>{STATE_LABELS[r.state]}</Badge>
        {r.state === "scheduled" && r.publishAt ? (
          <>
            <br />
            <span className={styles.muted}>{southAfricanTime(r.publishAt)}</span>
          </>
        ) : null}
      </>
    ),
  },
  {
    header: "Last saved",
    render: (r: Row) => (
      <>
        {southAfricanTime(r.updatedAt)}
        {r.updatedBy ? (
          <>
            <br />
            <span className={styles.muted}>{r.updatedBy}</span>
          </>
        ) : null}
      </>
    ),
  },
];

/**
 * Every article, whatever its state, newest first, found by words, kind, state and year (a plain GET form, paged):
 * open one to edit, preview, publish or withdraw it.
 */
export default function Content({ loaderData }: Route.ComponentProps) {
  const { rows, filters, years, total, page, pages } = loaderData;
  const filtered = anyFilter(filters);
  const kinds = optionsOf(ARCHIVE_KINDS, (k) => KIND_LABELS[k]);
  const states = optionsOf(ARCHIVE_STATES, (s) => STATE_LABELS[s]);
  // The filters' choices, each kept in the address under its name.
  const selects = [
    { name: "kind", label: "Kind", placeholder: "News and events", options: kinds },
    { name: "state", label: "State", placeholder: "Any state", options: states },
    { name: "year", label: "Year", placeholder: "Any year", options: optionsOf(years, (y) => y) },
  ] as const;
  return (
    <>
      <p className={styles.eyebrow}>Back office</p>
      <h1>Content</h1>
      <p>
        The news and events on the public site. A draft is seen only here; a published article is on its year's listing,
        in the sitemap and in its feed within seconds; a scheduled one appears at its time; a withdrawn one is taken
        down but kept, with its history.
      </p>
      {loaderData.created ? <Done>The article is created as a draft.</Done> : null}
      <p>
        <Link to="/staff/content/new" className="button">
          Write a new article
        </Link>{" "}
        <Link to="/staff/content/pictures">Pictures for articles</Link>
      </p>
      <ListPage
        search={
          <ListSearch label="Find articles" after={filtered ? <Link to="/staff/content">Show all</Link> : null}>
            <TextField name="q" label="Words" type="search" defaultValue={filters.q} maxLength={100} />
            {selects.map((select) => (
              <SelectField key={select.name} {...select} defaultValue={filters[select.name]} />
            ))}
          </ListSearch>
        }
        count={`${total} article${total === 1 ? "" : "s"}${filtered ? (total === 1 ? " matches" : " match") : ""}${pages > 1 ? ` (page ${page} of ${pages})` : ""}.`}
        announce="live"
        table={{
          caption: "Articles",
          columns,
          rows,
          rowKey: (r) => String(r.id),
          empty: filtered ? "No article matches these choices." : "No articles yet. Write the first one.",
        }}
        pager={{ page, pages, link: (n) => listLink({ ...filters }, n), label: "Pages of articles" }}
      />
    </>
  );
}

export { StaffErrorBoundary as ErrorBoundary } from "./errors.tsx";
