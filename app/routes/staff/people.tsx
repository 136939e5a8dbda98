import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useState } from "react";
import { data, Form, Link, useActionData, useNavigation, useSubmit } from "react-router";

import { actorOf } from "#app/accounts/accounts.server.ts";
import { Done } from "#app/components/forms/fields.tsx";
import { Picture } from "#app/components/media/Picture.tsx";
import { site } from "#app/config/site.ts";
import { leadershipGroups } from "#app/content/people.ts";
import { movePersonTo, peopleDirectory } from "#app/people/people.server.ts";
import { requireStaff } from "#app/guards.server.ts";
import { useHydrated } from "#app/lib/browser/use-hydrated.ts";
import { readFormBody } from "#app/lib/http/form-body.server.ts";
import { textValue } from "#app/lib/http/form-values.ts";
import { reindexAfterEdit } from "#app/search/index.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/people";
import styles from "./people.module.css";
import staff from "./staff.module.css";

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireStaff(context, url, "editor");
  const { database } = await services();
  const directory = await peopleDirectory(database);
  return {
    groups: leadershipGroups.map((group) => ({
      group,
      rows: directory[group].map((p) => ({ id: p.id, name: p.name, title: p.title, portrait: p.portrait })),
    })),
    removed: url.searchParams.get("removed")?.slice(0, 100) ?? null,
  };
}

type Result = { done: string } | { error: string };

/**
 * Moves someone to a place in their group, the order the showcase shows them in: from the "Move to place" form
 * (which works without the page's script) or from dragging (pointer or keyboard), one request per move.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const member = await requireStaff(context, url, "editor");
  const form = await readFormBody(request);
  const id = textValue(form, "id", 40);
  const place = Number(textValue(form, "place", 4));
  const { database } = await services();
  const outcome = await movePersonTo(database, id, place, actorOf(member, context));
  if (!outcome.ok) {
    if (outcome.reason === "not-found")
      return data<Result>({ error: "That person is no longer on the list." }, { status: 404 });
    if (outcome.reason === "out-of-range")
      return data<Result>({ error: `Choose a place from 1 to ${outcome.places}.` }, { status: 400 });
    return data<Result>(
      { error: `${outcome.person.name} is already in place ${place} in ${outcome.person.team}.` },
      { status: 409 },
    );
  }
  await reindexAfterEdit(database, "pages");
  return data<Result>({
    done: `${outcome.person.name} moved from place ${outcome.from} to place ${outcome.to} in ${outcome.person.team}. The site shows the new order within a few seconds.`,
  });
}

export function meta() {
  return [{ title: `People | ${site.name}` }, { name: "robots", content: "noindex" }];
}

type Group = Route.ComponentProps["loaderData"]["groups"][number];
type Row = Group["rows"][number];

/** One person: the drag handle (with the page's script), thumbnail, name and title, and the move form. */
function PersonItem({ row, place, places, busy }: { row: Row; place: number; places: number; busy: boolean }) {
  const hydrated = useHydrated();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: row.id,
  });
  const style = { transform: CSS.Transform.toString(transform), transition };
  const field = `place-${row.id}`;
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`${styles.person} ${isDragging ? styles.dragging : ""}`}
      data-testid="person"
    >
      {hydrated ? (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={styles.handle}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${row.name}, place ${place} of ${places}`}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M9 5h.01M15 5h.01M9 12h.01M15 12h.01M9 19h.01M15 19h.01" />
          </svg>
        </button>
      ) : null}
      <Picture image={row.portrait} alt="" sizes="48px" className={styles.thumbnail} />
      <p className={styles.who}>
        <Link to={`/staff/people/${row.id}`}>{row.name}</Link>
        <span className={staff.muted}>{row.title}</span>
      </p>
      <Form method="post" className={styles.move}>
        <input type="hidden" name="id" value={row.id} />
        <label htmlFor={field}>
          Place<span className="visually-hidden"> of {row.name}</span>
        </label>
        <select id={field} name="place" defaultValue={place} className="form-input">
          {Array.from({ length: places }, (_, i) => (
            <option key={i} value={i + 1}>
              {i + 1}
            </option>
          ))}
        </select>
        <button type="submit" className="button button-secondary" disabled={busy}>
          Move<span className="visually-hidden"> {row.name}</span>
        </button>
      </Form>
    </li>
  );
}

/** A group's people in order, reordered by dragging or by each one's move form. */
function GroupList({ group, rows, busy }: Group & { busy: boolean }) {
  // Shown at once in the new order while the move is sent; the page's data replaces it when it comes back.
  const [order, setOrder] = useState(rows);
  const submit = useSubmit();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const name = (id: string | number) => order.find((r) => r.id === id)?.name ?? "";
  const placeOf = (id: string | number) => order.findIndex((r) => r.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}, place ${placeOf(active.id)} of ${order.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `${name(active.id)} is over place ${placeOf(over.id)} of ${order.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${name(active.id)} dropped at place ${placeOf(over.id)}.` : `${name(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled; they stay in place ${placeOf(active.id)}.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const to = order.findIndex((r) => r.id === over.id);
    setOrder(arrayMove(order, placeOf(active.id) - 1, to));
    void submit({ id: String(active.id), place: String(to + 1) }, { method: "post" });
  };
  const headingId = `group-${group.toLowerCase().replaceAll(" ", "-")}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{group}</h2>
      <DndContext
        id={headingId}
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              "To move this person, press space or enter, then the up and down arrows, then space or enter to drop them there, or escape to cancel.",
          },
        }}
      >
        <SortableContext items={order.map((r) => r.id)} strategy={verticalListSortingStrategy}>
          <ol className={styles.people}>
            {order.map((row, i) => (
              <PersonItem key={row.id} row={row} place={i + 1} places={order.length} busy={busy} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </section>
  );
}

/** The group's people by group, in the order the leadership showcase shows them. */
export default function StaffPeople({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <p className={staff.eyebrow}>Back office</p>
      <h1>People</h1>
      <p>
        The leadership showcase on <a href="/about/our-leadership">Our leadership</a> shows these groups in this order;
        the key contacts and managers on other pages show the same people. Change someone's name, title, e-mail or
        picture, add someone or take someone off the site. To change the order, drag someone by their handle (with the
        mouse, or with the keyboard: space, the arrows, space), or choose their new place and Move. Every copy of the
        site shows a change within a few seconds.
      </p>
      <p className={staff.actions}>
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
      {loaderData.groups.map((g) => (
        // Keyed by the order the server sent: a move's answer starts the list afresh from it.
        <GroupList key={`${g.group}:${g.rows.map((r) => r.id).join()}`} {...g} busy={busy} />
      ))}
    </>
  );
}

export { StaffErrorBoundary as ErrorBoundary } from "./errors.tsx";
