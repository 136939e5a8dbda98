import { Link } from "react-router";

import { articlePathOf, articleState, KIND_LABELS, STATE_LABELS } from "#app/articles/types.ts";
import { Badge } from "#app/components/Badge.tsx";
import { STATE_TONES } from "#app/components/staff/article-states.ts";
import { Done } from "#app/components/forms/fields.tsx";
import { Table } from "#app/components/Table.tsx";
import { site } from "#app/config/site.ts";
import { listArticles } from "#app/articles/articles.server.ts";
import { requireStaff } from "#app/guards.server.ts";
import { southAfricanTime } from "#app/lib/format/time.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/content";
import styles from "./staff.module.css";

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireStaff(context, url, "editor");
  const { database } = await services();
  const now = new Date();
  const articles = await listArticles(database);
  return {
    rows: articles.map((a) => ({
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

/** Every article, whatever its state, newest first: open one to edit, preview, publish or withdraw it. */
export default function Content({ loaderData }: Route.ComponentProps) {
  const { rows } = loaderData;
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
      <Table
        caption="Articles"
        captionHidden
        columns={columns}
        rows={rows}
        rowKey={(r) => String(r.id)}
        empty="No articles yet. Write the first one."
        layout="cards"
      />
    </>
  );
}

export { StaffErrorBoundary as ErrorBoundary } from "./errors.tsx";
