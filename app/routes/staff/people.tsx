import { Fragment } from "react";
import { data, Form, Link, useActionData, useNavigation } from "react-router";

import { actorOf } from "#app/accounts/accounts.server.ts";
import { Done } from "#app/components/forms/fields.tsx";
import { Table } from "#app/components/Table.tsx";
import { site } from "#app/config/site.ts";
import { leadershipGroups } from "#app/content/people.ts";
import { findPerson, listPeople, movePerson } from "#app/people/people.server.ts";
import { requireStaff } from "#app/guards.server.ts";
import { readFormBody } from "#app/lib/http/form-body.server.ts";
import { textValue } from "#app/lib/http/form-values.ts";
import { reindexAfterEdit } from "#app/search/index.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/people";
import styles from "./staff.module.css";

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireStaff(context, url, "editor");
  const { database } = await services();
  const people = await listPeople(database);
  return {
    groups: leadershipGroups.map((group) => {
      const members = people.filter((p) => p.team === group);
      return {
        group,
        rows: members.map((p, i) => ({
          id: p.id,
          name: p.name,
          title: p.title,
          email: p.email,
          place: i + 1,
          first: i === 0,
          last: i === members.length - 1,
        })),
      };
    }),
    removed: url.searchParams.get("removed")?.slice(0, 100) ?? null,
  };
}

type Result = { done: string } | { error: string };

/** Moves someone one place up or down in their group: the order the showcase shows them in. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const member = await requireStaff(context, url, "editor");
  const form = await readFormBody(request);
  const id = textValue(form, "id", 40);
  const direction = textValue(form, "direction", 4);
  if (direction !== "up" && direction !== "down") return data<Result>({ error: "Choose up or down." }, { status: 400 });
  const { database } = await services();
  const person = await findPerson(database, id);
  if (!person) return data<Result>({ error: "That person is no longer on the list." }, { status: 404 });
  const moved = await movePerson(database, id, direction, actorOf(member, context));
  if (!moved) {
    return data<Result>(
      { error: `${person.name} is already ${direction === "up" ? "first" : "last"} in ${person.team}.` },
      { status: 409 },
    );
  }
  await reindexAfterEdit(database, "pages");
  return data<Result>({
    done: `${person.name} moved ${direction} in ${person.team}. The site shows the new order within a few seconds.`,
  });
}

export function meta() {
  return [{ title: `People | ${site.name}` }, { name: "robots", content: "noindex" }];
}

type Row = Route.ComponentProps["loaderData"]["groups"][number]["rows"][number];

function MoveButton({ row, direction, busy }: { row: Row; direction: "up" | "down"; busy: boolean }) {
  if (direction === "up" ? row.first : row.last) return null;
  return (
    <Form method="post">
      <input type="hidden" name="id" value={row.id} />
      <button type="submit" name="direction" value={direction} className="button button-secondary" disabled={busy}>
        {direction === "up" ? "Move up" : "Move down"}
        <span className="visually-hidden"> {row.name}</span>
      </button>
    </Form>
  );
}

/** The group's people by group, in the order the leadership showcase shows them. */
export default function StaffPeople({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const columns = [
    { header: "Place", render: (r: Row) => r.place },
    {
      header: "Person",
      render: (r: Row) => (
        <>
          <Link to={`/staff/people/${r.id}`}>{r.name}</Link>
          <br />
          <span className={styles.muted}>{r.title}</span>
        </>
      ),
    },
    { header: "E-mail", render: (r: Row) => <span className={styles.muted}>{r.email}</span> },
    {
      header: "Order",
      render: (r: Row) => (
        <div className={styles.actions}>
          <MoveButton row={r} direction="up" busy={busy} />
          <MoveButton row={r} direction="down" busy={busy} />
        </div>
      ),
    },
  ];
  return (
    <>
      <p className={styles.eyebrow}>Back office</p>
      <h1>People</h1>
      <p>
        The leadership showcase on <a href="/about/our-leadership">Our leadership</a> shows these groups in this order;
        the key contacts and managers on other pages show the same people. Change someone's name, title, e-mail or
        picture, move them within their group, add someone or take someone off the site. Every copy of the site shows a
        change within a few seconds.
      </p>
      <p className={styles.actions}>
        <Link to="/staff/people/new" className="button">
          Add a person
        </Link>
      </p>
      {loaderData.removed ? (
        <Done key={loaderData.removed}>{`${loaderData.removed} is no longer on the site.`}</Done>
      ) : null}
      {result && "done" in result ? <Done key={result.done}>{result.done}</Done> : null}
      {result && "error" in result ? (
        <p role="alert" className="form-message form-message-error">
          {result.error}
        </p>
      ) : null}
      {loaderData.groups.map(({ group, rows }) => (
        // The table is a region named by its caption, the group's name; the heading shows it.
        <Fragment key={group}>
          <h2>{group}</h2>
          <Table caption={group} captionHidden columns={columns} rows={rows} rowKey={(r) => r.id} layout="cards" />
        </Fragment>
      ))}
    </>
  );
}

export { StaffErrorBoundary as ErrorBoundary } from "./errors.tsx";
