import { sql, type Kysely, type Selectable } from "kysely";

import type { Actor } from "#app/audit/audit-log.server.ts";
import { nextVersion } from "#app/db/optimistic.ts";
import { recordAudit } from "#app/audit/audit-log.server.ts";
import { bumpContentVersion } from "#app/articles/articles.server.ts";
import type { Database } from "#app/db/database.server.ts";
import type { DB, PeopleTable } from "#app/db/schema.ts";
import { isImageKey } from "#app/articles/pictures.ts";
import {
  leadershipGroups,
  type LeadershipGroup,
  type PeopleDirectory,
  type Person,
  type PictureSource,
} from "#app/content/people.ts";

/**
 * The group's people (docs/architecture.md, “Publishing”): what /staff/people
 * writes and the showcase and lineups read. Every change raises the content
 * version, so each server copy's cached pages follow within seconds; every
 * save names the version it read, so a second editor saving the same person
 * is told and keeps what they typed, as with articles.
 */

/** What an editor sets on a person. */
export interface PersonFields {
  name: string;
  title: string;
  email: string;
  team: LeadershipGroup;
  /** A catalogue portrait's key, or `picture:<id>` for an upload. */
  picture: string;
}

/** A person as the staff pages show them. */
export interface PersonRecord extends PersonFields {
  id: string;
  position: number;
  version: number;
  updatedAt: Date;
  updatedBy: string | null;
}

type Row = Selectable<PeopleTable>;

function pictureOf(row: Row): string {
  return row.picture_id !== null ? `picture:${row.picture_id}` : (row.portrait ?? "");
}

function toRecord(row: Row): PersonRecord {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    email: row.email,
    team: row.team,
    picture: pictureOf(row),
    position: row.position,
    version: row.version,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

/** The two columns a picture choice is stored in: a catalogue key, or an upload's id. */
function pictureColumns(picture: string): { portrait: string | null; picture_id: number | null } {
  const upload = /^picture:(\d{1,12})$/.exec(picture);
  if (upload) return { portrait: null, picture_id: Number(upload[1]) };
  if (isImageKey(picture)) return { portrait: picture, picture_id: null };
  throw new Error(`Not a picture: ${picture}`);
}

function byTeamAndPosition(a: Row, b: Row): number {
  return leadershipGroups.indexOf(a.team) - leadershipGroups.indexOf(b.team) || a.position - b.position;
}

/** Everyone, by group in the showcase's order, each group in its order. */
export async function listPeople(database: Database): Promise<PersonRecord[]> {
  const rows = await database.db.selectFrom("people").selectAll().execute();
  return rows.toSorted(byTeamAndPosition).map(toRecord);
}

export async function findPerson(database: Database, id: string): Promise<PersonRecord | undefined> {
  const row = await database.db.selectFrom("people").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toRecord(row);
}

/** What the public pages show: everyone by group, with their pictures' sizes (app/articles/public.server.ts keeps it). */
export async function peopleDirectory(database: Database): Promise<PeopleDirectory> {
  const rows = await database.db
    .selectFrom("people")
    .leftJoin("pictures", "pictures.id", "people.picture_id")
    .selectAll("people")
    .select(["pictures.width", "pictures.height", "pictures.widths"])
    .execute();
  const directory = Object.fromEntries(leadershipGroups.map((g) => [g, [] as Person[]])) as PeopleDirectory;
  for (const row of rows.toSorted(byTeamAndPosition)) {
    const portrait: PictureSource =
      row.picture_id !== null && row.widths && row.width && row.height
        ? { id: row.picture_id, width: row.width, height: row.height, widths: row.widths }
        : (row.portrait as PictureSource);
    directory[row.team].push({ id: row.id, name: row.name, title: row.title, email: row.email, portrait });
  }
  return directory;
}

/** A new person's id: their first name in lowercase letters, made unique with a number when taken. */
async function newId(trx: Kysely<DB>, name: string): Promise<string> {
  const base =
    name
      .split(/\s+/)[0]!
      .normalize("NFD")
      .toLowerCase()
      .replace(/[^a-z]/g, "") || "person";
  // "new" is the address of the form that adds someone (/staff/people/new).
  for (let n = base === "new" ? 2 : 1; ; n++) {
    const id = n === 1 ? base : `${base}${n}`;
    const taken = await trx.selectFrom("people").select("id").where("id", "=", id).executeTakeFirst();
    if (!taken) return id;
  }
}

async function lastPosition(trx: Kysely<DB>, team: LeadershipGroup): Promise<number> {
  const row = await trx
    .selectFrom("people")
    .select((eb) => eb.fn.max("position").as("last"))
    .where("team", "=", team)
    .executeTakeFirst();
  return row?.last ?? -1;
}

/** Adds someone at the end of their group. */
export async function addPerson(database: Database, fields: PersonFields, actor: Actor): Promise<PersonRecord> {
  return database.db.transaction().execute(async (trx) => {
    // One writer of the people at a time: positions and ids stay unique.
    await trx.selectFrom("content_version").select("version").where("id", "=", 1).forUpdate().execute();
    const row = await trx
      .insertInto("people")
      .values({
        id: await newId(trx, fields.name),
        team: fields.team,
        position: (await lastPosition(trx, fields.team)) + 1,
        name: fields.name,
        title: fields.title,
        email: fields.email,
        ...pictureColumns(fields.picture),
        updated_by: actor.email ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await bumpContentVersion(trx);
    await recordAudit(trx, { action: "person-added", actor, target: row.name, detail: { id: row.id, team: row.team } });
    return toRecord(row);
  });
}

export type PersonSaveOutcome =
  | { ok: true; person: PersonRecord }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "conflict"; current: PersonRecord };

/** Saves an editor's fields over version `expectedVersion`; refused with the stored person when someone saved in between. */
export async function savePerson(
  database: Database,
  id: string,
  expectedVersion: number,
  fields: PersonFields,
  actor: Actor,
): Promise<PersonSaveOutcome> {
  return database.db.transaction().execute(async (trx) => {
    await trx.selectFrom("content_version").select("version").where("id", "=", 1).forUpdate().execute();
    const current = await trx.selectFrom("people").selectAll().where("id", "=", id).executeTakeFirst();
    if (!current) return { ok: false, reason: "not-found" } as const;
    if (current.version !== expectedVersion)
      return { ok: false, reason: "conflict", current: toRecord(current) } as const;
    const moved = current.team !== fields.team;
    const row = await trx
      .updateTable("people")
      .set({
        name: fields.name,
        title: fields.title,
        email: fields.email,
        team: fields.team,
        // A move to another group puts them at its end; their old group closes the gap.
        position: moved ? (await lastPosition(trx, fields.team)) + 1 : current.position,
        ...pictureColumns(fields.picture),
        ...nextVersion(current, actor),
      })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (moved) await closeGap(trx, current.team, current.position);
    await bumpContentVersion(trx);
    const changed: string[] = (["name", "title", "email", "team"] as const).filter((key) => current[key] !== row[key]);
    if (pictureOf(current) !== pictureOf(row)) changed.push("picture");
    await recordAudit(trx, { action: "person-saved", actor, target: row.name, detail: { id, changed } });
    return { ok: true, person: toRecord(row) } as const;
  });
}

async function closeGap(trx: Kysely<DB>, team: LeadershipGroup, position: number): Promise<void> {
  await trx
    .updateTable("people")
    .set({ position: sql`position - 1` })
    .where("team", "=", team)
    .where("position", ">", position)
    .execute();
}

/** Moves someone one place earlier or later within their group; false when they are already first or last. */
export async function movePerson(
  database: Database,
  id: string,
  direction: "up" | "down",
  actor: Actor,
): Promise<boolean> {
  const person = await findPerson(database, id);
  if (!person) return false;
  const outcome = await movePersonTo(database, id, person.position + 1 + (direction === "up" ? -1 : 1), actor);
  return outcome.ok;
}

export type MoveOutcome =
  | { ok: true; person: PersonRecord; from: number; to: number }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "out-of-range"; places: number }
  | { ok: false; reason: "already-there"; person: PersonRecord };

/**
 * Moves someone to a place (1 is first) within their group in one step, the others between closing up behind or
 * making room (issue 29, item 4): what dragging and "move to place" both do, one request per move.
 */
export async function movePersonTo(database: Database, id: string, place: number, actor: Actor): Promise<MoveOutcome> {
  return database.db.transaction().execute(async (trx) => {
    await trx.selectFrom("content_version").select("version").where("id", "=", 1).forUpdate().execute();
    const person = await trx.selectFrom("people").selectAll().where("id", "=", id).executeTakeFirst();
    if (!person) return { ok: false, reason: "not-found" } as const;
    const { n } = await trx
      .selectFrom("people")
      .select(sql<string>`count(*)`.as("n"))
      .where("team", "=", person.team)
      .executeTakeFirstOrThrow();
    const places = Number(n);
    if (!Number.isSafeInteger(place) || place < 1 || place > places)
      return { ok: false, reason: "out-of-range", places } as const;
    const from = person.position;
    const to = place - 1;
    if (to === from) return { ok: false, reason: "already-there", person: toRecord(person) } as const;
    await (
      to < from
        ? trx
            .updateTable("people")
            .set({ position: sql<number>`position + 1` })
            .where("team", "=", person.team)
            .where("position", ">=", to)
            .where("position", "<", from)
        : trx
            .updateTable("people")
            .set({ position: sql<number>`position - 1` })
            .where("team", "=", person.team)
            .where("position", ">", from)
            .where("position", "<=", to)
    ).execute();
    const moved = await trx
      .updateTable("people")
      .set({ position: to, version: person.version + 1, updated_at: sql<Date>`CURRENT_TIMESTAMP` })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await bumpContentVersion(trx);
    await recordAudit(trx, {
      action: "person-moved",
      actor,
      target: person.name,
      detail: { id, team: person.team, from: from + 1, to: place },
    });
    return { ok: true, person: toRecord(moved), from: from + 1, to: place } as const;
  });
}

/** Takes someone off the site (a lineup that named them shows the others). */
export async function removePerson(database: Database, id: string, actor: Actor): Promise<PersonRecord | undefined> {
  return database.db.transaction().execute(async (trx) => {
    await trx.selectFrom("content_version").select("version").where("id", "=", 1).forUpdate().execute();
    const row = await trx.deleteFrom("people").where("id", "=", id).returningAll().executeTakeFirst();
    if (!row) return undefined;
    await closeGap(trx, row.team, row.position);
    await bumpContentVersion(trx);
    await recordAudit(trx, { action: "person-removed", actor, target: row.name, detail: { id, team: row.team } });
    return toRecord(row);
  });
}
