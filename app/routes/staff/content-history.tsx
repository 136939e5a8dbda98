import { data, Form, Link, redirect, useActionData } from "react-router";

import { actorOf } from "#app/accounts/accounts.server.ts";
import { changedFields, FIELD_LABELS } from "#app/articles/types.ts";
import { bodyDifference } from "#app/articles/revision-diff.ts";
import type { RevisionEvent } from "#app/db/schema.ts";
import { SelectField } from "#app/components/forms/fields.tsx";
import { Table } from "#app/components/Table.tsx";
import { site } from "#app/config/site.ts";
import { getArticleById, listRevisions, restoreRevision } from "#app/articles/articles.server.ts";
import { describeMissing, missingPictures, picturesShown } from "#app/articles/pictures.server.ts";
import { notFound, requireStaff } from "#app/guards.server.ts";
import { readFormBody } from "#app/lib/http/form-body.server.ts";
import { rowId, wholeNumber } from "#app/lib/http/numbers.ts";
import { southAfricanTime } from "#app/lib/format/time.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/content-history";
import styles from "./staff.module.css";
import { reindexArticles } from "#app/search/index.server.ts";

function idOf(params: { id: string }): number {
  return rowId(params.id) ?? notFound();
}

function wordCount(html: string | null): number {
  return (html ?? "")
    .replace(/<[^>]*>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
}

function shortened(value: string | null): string {
  if (!value) return "(empty)";
  return value.length > 60 ? `${value.slice(0, 57)}…` : value;
}

/** A short, readable account of a field's change: the old and new text of short fields, the length of the body. */
function describe(field: keyof typeof FIELD_LABELS, before: string | null, after: string | null): string {
  if (field === "bodyHtml") {
    return `${FIELD_LABELS[field]}: ${wordCount(before)} → ${wordCount(after)} words`;
  }
  return `${FIELD_LABELS[field]}: “${shortened(before)}” → “${shortened(after)}”`;
}

const EVENT_LABELS: Record<RevisionEvent, string> = {
  created: "Created",
  saved: "Saved",
  autosaved: "Saved automatically",
  draft: "Draft saved",
  published: "Published",
  scheduled: "Scheduled",
  withdrawn: "Withdrawn",
  restored: "Restored",
};

/** A revision number from the address, if it names one of the article's. */
function revisionParam(url: URL, name: string, versions: number[]): number | null {
  const value = wholeNumber(url.searchParams.get(name));
  return value !== null && versions.includes(value) ? value : null;
}

export async function loader({ url, context, params }: Route.LoaderArgs) {
  await requireStaff(context, url, "editor");
  const id = idOf(params);
  const { database } = await services();
  const article = await getArticleById(database, id);
  if (!article) notFound();
  const revisions = await listRevisions(database, id);
  const versions = revisions.map((r) => r.version);
  // Compare any two revisions: by default the newest with the one before it.
  const to = revisionParam(url, "to", versions) ?? versions[0] ?? null;
  const from = revisionParam(url, "from", versions) ?? versions[1] ?? to;
  const before = revisions.find((r) => r.version === from);
  const after = revisions.find((r) => r.version === to);
  // Pictures deleted since a revision was saved (decision 0045): said before it is restored, and after.
  const gone = await missingPictures(
    database.db,
    revisions.flatMap((r) => picturesShown(r.fields)),
  );
  const goneFrom = (fields: { heroImage: string; bodyHtml: string }) =>
    picturesShown(fields).filter((p) => gone.some((g) => g.id === p.id));
  const restored = url.searchParams.get("restored");
  const restoredMissing = restored ? goneFrom(article.draft ?? article) : [];
  return {
    article: { id, title: article.title, version: article.version, live: article.status === "published" },
    restored,
    restoredMissing: restoredMissing.length ? describeMissing(restoredMissing) : null,
    compare:
      before && after
        ? {
            from: before.version,
            to: after.version,
            changes: changedFields(before.fields, after.fields)
              .filter((f) => f !== "bodyHtml")
              .map((f) => describe(f, before.fields[f] ?? null, after.fields[f] ?? null)),
            body: bodyDifference(before.fields.bodyHtml ?? "", after.fields.bodyHtml ?? ""),
          }
        : null,
    options: revisions.map((r) => ({
      value: String(r.version),
      label: `${r.version}: ${EVENT_LABELS[r.event]}, ${southAfricanTime(r.savedAt)}`,
    })),
    rows: revisions.map((r, i) => {
      const previous = revisions[i + 1]?.fields ?? null;
      return {
        version: r.version,
        savedAt: r.savedAt.toISOString(),
        savedBy: r.savedBy ?? "The site's content files",
        note: r.note,
        event: EVENT_LABELS[r.event],
        changes: changedFields(previous, r.fields).map((f) => describe(f, previous?.[f] ?? null, r.fields[f] ?? null)),
        current: r.version === article.version,
        missing: goneFrom(r.fields).length ? describeMissing(goneFrom(r.fields)) : null,
      };
    }),
  };
}

export async function action({ request, url, context, params }: Route.ActionArgs) {
  const member = await requireStaff(context, url, "editor");
  const id = idOf(params);
  const form = await readFormBody(request);
  // A revision no row can have (past the column's range, not a number) is not found, like one that is not there.
  const revision = wholeNumber(form.get("revision")) ?? notFound();
  // A version no row can have is someone else's save: a conflict.
  const version = wholeNumber(form.get("version")) ?? 0;
  const { database } = await services();
  const outcome = await restoreRevision(database, id, revision, version, actorOf(member, context));
  if (outcome.ok) {
    await reindexArticles(database);
    return redirect(`/staff/content/${id}/history?restored=${revision}`);
  }
  if (outcome.reason === "conflict") {
    return data(
      { error: "Someone saved this article a moment ago. Look at the history again, then restore." },
      { status: 409 },
    );
  }
  if (outcome.reason === "slug-taken") {
    return data(
      { error: "That revision's address is now used by another article, so it cannot be restored as it was." },
      { status: 409 },
    );
  }
  notFound();
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `History: ${loaderData?.article.title ?? "article"} | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

/** Every saved revision of an article, what each changed, and a way back to any of them. */
export default function ContentHistory({ loaderData }: Route.ComponentProps) {
  const { article, rows, restored } = loaderData;
  const result = useActionData<typeof action>();
  const columns = [
    { header: "Revision", render: (r: Row) => `${r.version}${r.current ? " (current)" : ""}` },
    {
      header: "Saved",
      render: (r: Row) => (
        <>
          {southAfricanTime(r.savedAt)}
          <br />
          <span className={styles.muted}>{r.savedBy}</span>
        </>
      ),
    },
    {
      header: "What changed",
      render: (r: Row) => (
        <>
          <strong>{r.event}</strong>
          {r.note !== r.event ? ` (${r.note})` : null}
          {r.changes.length ? (
            <ul>
              {r.changes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          ) : null}
        </>
      ),
    },
    {
      header: "Restore",
      render: (r: Row) =>
        r.current ? (
          "This is the current text"
        ) : (
          <Form method="post">
            {r.missing ? (
              <p id={`missing-${r.version}`}>
                {r.missing} {r.missing.includes(" and ") ? "are" : "is"} no longer in the library: restored, it shows no
                picture there.
              </p>
            ) : null}
            <input type="hidden" name="revision" value={r.version} />
            <input type="hidden" name="version" value={article.version} />
            <button type="submit" className="button" aria-describedby={r.missing ? `missing-${r.version}` : undefined}>
              Restore revision {r.version}
            </button>
          </Form>
        ),
    },
  ];
  return (
    <>
      <p className={styles.eyebrow}>
        <Link to="/staff/content">Content</Link> / <Link to={`/staff/content/${article.id}`}>{article.title}</Link>
      </p>
      <h1>History</h1>
      <p>
        Every revision, newest first: saves, automatic saves, drafts, publications, schedules and withdrawals. Restoring
        one saves its text as a new revision (for a published article, as a draft); nothing in between is lost.
      </p>
      {restored ? (
        <output className="form-message form-message-done">
          Revision {restored} is restored as revision {article.version}
          {article.live
            ? ", as a draft: the public site keeps the published version until you publish the draft from the article's page."
            : "."}
          {loaderData.restoredMissing
            ? ` ${loaderData.restoredMissing} ${loaderData.restoredMissing.includes(" and ") ? "are" : "is"} no longer in the library: choose another on the article's page before you publish.`
            : null}
        </output>
      ) : null}
      {result?.error ? (
        <p role="alert" className="form-message form-message-error">
          {result.error}
        </p>
      ) : null}
      {loaderData.compare ? <Comparison compare={loaderData.compare} options={loaderData.options} /> : null}
      <h2>Revisions</h2>
      <Table
        caption="Revisions"
        captionHidden
        columns={columns}
        rows={rows}
        rowKey={(r) => String(r.version)}
        layout="cards"
      />
    </>
  );
}

type Compare = NonNullable<Route.ComponentProps["loaderData"]["compare"]>;

/** Two revisions side by side: the other fields that changed, and the body's words removed and added. */
function Comparison({ compare, options }: { compare: Compare; options: { value: string; label: string }[] }) {
  return (
    <section aria-labelledby="compare">
      <h2 id="compare">
        Compare revision {compare.from} with {compare.to}
      </h2>
      <Form method="get" className={styles.actions}>
        <SelectField name="from" label="From revision" options={options} defaultValue={String(compare.from)} />
        <SelectField name="to" label="To revision" options={options} defaultValue={String(compare.to)} />
        <button type="submit" className="button">
          Compare
        </button>
      </Form>
      {compare.changes.length ? (
        <ul>
          {compare.changes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      ) : null}
      <h3>Body</h3>
      {compare.body.some((p) => p.change !== "same") ? (
        <p className={styles.diff}>
          {compare.body.map((part, i) =>
            part.change === "added" ? (
              <ins key={i}>{part.text}</ins>
            ) : part.change === "removed" ? (
              <del key={i}>{part.text}</del>
            ) : (
              <span key={i}>{part.text}</span>
            ),
          )}
        </p>
      ) : (
        <p>The body is the same in both.</p>
      )}
    </section>
  );
}

export { StaffErrorBoundary as ErrorBoundary } from "./errors.tsx";
