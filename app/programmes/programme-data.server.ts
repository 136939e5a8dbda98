import { createHash, randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { type Kysely, type Selectable } from "kysely";

import { recordAudit, type Actor } from "#app/audit/audit-log.server.ts";
import { dataVersion, forgetDataChanges } from "#app/db/data-changes.server.ts";
import type { Database } from "#app/db/database.server.ts";
import { nextVersion } from "#app/db/optimistic.ts";
import { DocumentError, isPdf, MAX_DOCUMENT_BYTES } from "#app/documents/document-versions.server.ts";
import { southAfricanDay } from "#app/lib/format/time.ts";
import type { FileStore } from "#app/storage/storage.server.ts";
import type { DB, ProgrammeDataTable, ProgrammeFieldChange, StoredProgrammeDetails } from "#app/db/schema.ts";
import { defineProgramme } from "./define.ts";
import { programmeFiles } from "./index.ts";
import type { PolicyWording, Programme, ProgrammeDetails } from "./types.ts";

/**
 * Programme data as data (docs/architecture.md, “Programmes and quotations”; decision 0040): the figures
 * every programme page, the quote engine and the quotation PDFs read come from `programme_data` and
 * `programme_wordings` (migration 0021), kept per process and read again when they change: the `programmes`
 * change counter (migration 0034, app/db/data-changes.server.ts) is raised by every write to either table and
 * read at most once a second, so another copy's save shows on this one within about a second (well inside the
 * five the account executives are promised) and a save on this copy on its next page.
 */

interface Cached {
  /** The `programmes` change counter the figures were read at. */
  version: number;
  /** The South African day the figures were read for: a wording comes into force at its midnight, with no save. */
  day: string;
  details: Promise<Map<string, ProgrammeDetails>>;
}

const caches = new WeakMap<Database, Cached>();

/**
 * Every programme's stored figures on the South African day `today`, each with the wording in force that day (the
 * newest whose effective date has come) and those uploaded for a later day, soonest first.
 */
export async function readProgrammeDetails(
  db: Kysely<DB>,
  today = southAfricanDay(new Date()),
): Promise<Map<string, ProgrammeDetails>> {
  const rows = await db.selectFrom("programme_data").select(["slug", "details"]).execute();
  const wordings = await db
    .selectFrom("programme_wordings")
    .select(["slug", "version", "effective_date", "sections"])
    .orderBy("effective_date", "desc")
    .orderBy("id", "desc")
    .execute();
  const map = new Map<string, ProgrammeDetails>();
  for (const row of rows) {
    const own = wordings.filter((w) => w.slug === row.slug);
    const inForce = own.find((w) => w.effective_date <= today);
    const upcoming = own
      .filter((w) => w.effective_date > today)
      .toReversed()
      .map((w) => ({ version: w.version, effectiveDate: w.effective_date }));
    const details: ProgrammeDetails = { ...row.details };
    if (inForce)
      details.wording = { version: inForce.version, effectiveDate: inForce.effective_date, sections: inForce.sections };
    if (upcoming.length) details.upcomingWordings = upcoming;
    map.set(row.slug, details);
  }
  return map;
}

/** The figures as of the counter's value now; concurrent readers after a change share one read. */
async function fresh(database: Database): Promise<Map<string, ProgrammeDetails>> {
  const version = await dataVersion(database, "programmes");
  const day = southAfricanDay(new Date());
  const held = caches.get(database);
  if (held && held.version === version && held.day === day) return held.details;
  const entry: Cached = { version, day, details: readProgrammeDetails(database.db, day) };
  caches.set(database, entry);
  entry.details.catch(() => {
    if (caches.get(database) === entry) caches.delete(database);
  });
  return entry.details;
}

/** Forgets this process's copy: the next read goes to the database (after a save on this copy). */
export function forgetProgrammeData(database: Database): void {
  caches.delete(database);
  forgetDataChanges(database);
}

/** A programme with its stored figures, its pages' tiers worked out from them. */
export function withDetails(programme: Programme, details: ProgrammeDetails | undefined): Programme {
  if (!details) return programme;
  const file = programmeFiles.find((p) => p.slug === programme.slug);
  if (!file) return programme;
  return defineProgramme({ ...file, details });
}

/** The programme as the site shows it now: the file's pages and words, the database's figures. */
export async function storedProgramme(database: Database, programme: Programme): Promise<Programme> {
  const details = (await fresh(database)).get(programme.slug);
  if (!details) return programme;
  // Worked out once per read of the figures (a new object after any change), not on every page.
  let defined = definedProgrammes.get(details);
  if (!defined) definedProgrammes.set(details, (defined = withDetails(programme, details)));
  return defined;
}
const definedProgrammes = new WeakMap<ProgrammeDetails, Programme>();

export interface ProgrammeDataRecord {
  slug: string;
  details: StoredProgrammeDetails;
  version: number;
  updatedAt: Date;
  updatedBy: string | null;
}

export async function findProgrammeData(database: Database, slug: string): Promise<ProgrammeDataRecord | undefined> {
  const row = await database.db.selectFrom("programme_data").selectAll().where("slug", "=", slug).executeTakeFirst();
  return row && recordOf(row);
}

function recordOf(row: Selectable<ProgrammeDataTable>): ProgrammeDataRecord {
  return {
    slug: row.slug,
    details: row.details,
    version: row.version,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

/** A programme's record, locked to the end of the transaction: saves of one programme take turns. */
function lockedRecord(trx: Kysely<DB>, slug: string) {
  return trx.selectFrom("programme_data").selectAll().where("slug", "=", slug).forUpdate();
}

/** Every leaf of a JSON value by its path ("covers.2.limit"), for field-level revisions. */
function leaves(value: unknown, path = "", into = new Map<string, unknown>()): Map<string, unknown> {
  if (Array.isArray(value)) value.forEach((v, i) => leaves(v, path ? `${path}.${i}` : String(i), into));
  else if (value !== null && typeof value === "object")
    for (const [key, v] of Object.entries(value)) leaves(v, path ? `${path}.${key}` : key, into);
  else into.set(path, value);
  return into;
}

/** What changed between two versions of a programme's figures, field by field, by path (a JSON column keeps no key order). */
export function fieldChanges(before: unknown, after: unknown): ProgrammeFieldChange[] {
  const a = leaves(before);
  const b = leaves(after);
  const changes: ProgrammeFieldChange[] = [];
  for (const [field, to] of b)
    if (!a.has(field) || a.get(field) !== to) changes.push({ field, from: a.get(field) ?? null, to });
  for (const [field, from] of a) if (!b.has(field)) changes.push({ field, from, to: null });
  return changes.toSorted((x, y) => x.field.localeCompare(y.field, "en", { numeric: true }));
}

export type ProgrammeSaveOutcome =
  | { ok: true; record: ProgrammeDataRecord; changes: ProgrammeFieldChange[] }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "conflict"; current: ProgrammeDataRecord };

/**
 * Moves a programme's record on to its next version (with `set` besides: new figures) and keeps what changed as
 * that version's revision, so the page's history lists figures and wordings alike. The row is locked by the caller.
 */
async function nextRevision(
  trx: Kysely<DB>,
  current: { slug: string; version: number },
  actor: Actor,
  changes: ProgrammeFieldChange[],
  set: { details?: string } = {},
) {
  const row = await trx
    .updateTable("programme_data")
    .set({ ...set, ...nextVersion(current, actor) })
    .where("slug", "=", current.slug)
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("programme_data_revisions")
    .values({
      slug: current.slug,
      version: row.version,
      changes: JSON.stringify(changes),
      changed_by: actor.email ?? null,
    })
    .execute();
  return row;
}

/** Writes new figures in the caller's transaction, with their revision and audit entry; the row is locked by the caller. */
async function writeDetails(
  trx: Kysely<DB>,
  current: { slug: string; version: number; details: StoredProgrammeDetails },
  details: StoredProgrammeDetails,
  actor: Actor,
  reason: string,
): Promise<{ record: ProgrammeDataRecord; changes: ProgrammeFieldChange[] }> {
  const changes = fieldChanges(current.details, details);
  const row = await nextRevision(trx, current, actor, changes, { details: JSON.stringify(details) });
  await recordAudit(trx, {
    action: "programme-data-saved",
    actor,
    target: current.slug,
    detail: { version: row.version, reason, fields: changes.map((c) => c.field) },
  });
  return { record: recordOf(row), changes };
}

/** Saves an account executive's figures over version `expectedVersion`; refused with the stored ones when someone saved in between. */
export async function saveProgrammeData(
  database: Database,
  slug: string,
  expectedVersion: number,
  details: StoredProgrammeDetails,
  actor: Actor,
): Promise<ProgrammeSaveOutcome> {
  const outcome = await database.db.transaction().execute(async (trx) => {
    const current = await lockedRecord(trx, slug).executeTakeFirst();
    if (!current) return { ok: false, reason: "not-found" } as const;
    if (current.version !== expectedVersion)
      return { ok: false, reason: "conflict", current: recordOf(current) } as const;
    return { ok: true, ...(await writeDetails(trx, current, details, actor, "edited")) } as const;
  });
  forgetProgrammeData(database);
  return outcome;
}

/** The same South African day a year on ("2026-10-01" → "2027-10-01"; 29 February → 28 February). */
export function aYearOn(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y + 1, m, 0)).getUTCDate();
  return `${y + 1}-${String(m).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

/** The day after a South African day ("2027-12-06" → "2027-12-07"). */
export function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * A quotation bound (app/quotes/quote-requests.server.ts): the programme takes the policy number and the period of
 * cover bound, and its renewal date becomes the day after that period ends (issue 35, item 3: a year on from the
 * old date disagreed with cover bound from another day), in the binding's transaction, as one revision.
 */
export async function recordBinding(
  trx: Kysely<DB>,
  slug: string,
  bound: { policyNumber: string; cover: { from: string; to: string } },
  actor: Actor,
): Promise<void> {
  const current = await lockedRecord(trx, slug).executeTakeFirst();
  if (!current) return;
  const details = {
    ...current.details,
    policyNumber: bound.policyNumber,
    coverPeriod: bound.cover,
    renewalDate: dayAfter(bound.cover.to),
  };
  await writeDetails(trx, current, details, actor, "quotation bound");
}

/** A programme's renewal date as stored now, read in a transaction (a renewal bound from it). */
export async function storedRenewalDate(trx: Kysely<DB>, slug: string): Promise<string | undefined> {
  const row = await trx.selectFrom("programme_data").select("details").where("slug", "=", slug).executeTakeFirst();
  return row?.details.renewalDate;
}

export interface ProgrammeRevision {
  version: number;
  changedAt: Date;
  changedBy: string | null;
  changes: ProgrammeFieldChange[];
}

/** A programme's saves, newest first. */
export async function listProgrammeRevisions(database: Database, slug: string): Promise<ProgrammeRevision[]> {
  const rows = await database.db
    .selectFrom("programme_data_revisions")
    .selectAll()
    .where("slug", "=", slug)
    .orderBy("version", "desc")
    .execute();
  return rows.map((r) => ({
    version: r.version,
    changedAt: r.changed_at,
    changedBy: r.changed_by,
    changes: r.changes,
  }));
}

export interface WordingVersion {
  id: number;
  version: string;
  effectiveDate: string;
  hasPdf: boolean;
  /** On the South African day asked about: the one in force, one whose effective date is still to come, or one replaced. */
  standing: "in force" | "upcoming" | "replaced";
}

/** Every policy wording version of a programme, newest first, with how each stands on the South African day `today`. */
export async function listWordings(
  database: Database,
  slug: string,
  today = southAfricanDay(new Date()),
): Promise<WordingVersion[]> {
  const rows = await database.db
    .selectFrom("programme_wordings")
    .select(["id", "version", "effective_date", "storage_key"])
    .where("slug", "=", slug)
    .orderBy("effective_date", "desc")
    .orderBy("id", "desc")
    .execute();
  const inForce = rows.find((r) => r.effective_date <= today);
  return rows.map((r) => ({
    id: r.id,
    version: r.version,
    effectiveDate: r.effective_date,
    hasPdf: !!r.storage_key,
    standing: r === inForce ? "in force" : r.effective_date > today ? "upcoming" : "replaced",
  }));
}

/** One wording version with its text. */
export async function findWording(
  database: Database,
  slug: string,
  version: string,
): Promise<(PolicyWording & { storageKey: string | null }) | undefined> {
  const row = await database.db
    .selectFrom("programme_wordings")
    .selectAll()
    .where("slug", "=", slug)
    .where("version", "=", version)
    .executeTakeFirst();
  return (
    row && {
      version: row.version,
      effectiveDate: row.effective_date,
      sections: row.sections,
      storageKey: row.storage_key,
    }
  );
}

export { DocumentError as WordingError, MAX_DOCUMENT_BYTES as MAX_WORDING_BYTES };

/**
 * A new version of a programme's policy wording, as the insurer issued it: the PDF in the file store (first,
 * outside the transaction, as the documents' versions are), then its row, a revision and the audit entry. It comes
 * into force on its effective date (South African), by itself: until then the one in force stays, and the new one is
 * listed as upcoming. Every earlier version stays in the documents.
 */
export async function addWordingVersion(
  database: Database,
  files: FileStore,
  upload: { slug: string; version: string; effectiveDate: string; bytes: Buffer },
  actor: Actor,
): Promise<void> {
  if (!isPdf(upload.bytes))
    throw new DocumentError("This file is not a PDF. Save the wording as a PDF and upload that.");
  const sha256 = createHash("sha256").update(upload.bytes).digest("hex");
  const key = `programmes/${upload.slug.toLowerCase()}/wording-${Date.now().toString(36)}-${sha256.slice(0, 16)}.pdf`;
  const temporary = join(tmpdir(), `wording-${randomBytes(8).toString("hex")}`);
  await writeFile(temporary, upload.bytes, { mode: 0o600 });
  try {
    await files.putFile(key, temporary, "application/pdf");
  } finally {
    await rm(temporary, { force: true });
  }
  await database.db.transaction().execute(async (trx) => {
    const current = await lockedRecord(trx, upload.slug).executeTakeFirstOrThrow();
    const taken = await trx
      .selectFrom("programme_wordings")
      .select("id")
      .where("slug", "=", upload.slug)
      .where("version", "=", upload.version)
      .executeTakeFirst();
    if (taken)
      throw new DocumentError(`Version ${upload.version} of this wording is already stored: give the new one's.`);
    await trx
      .insertInto("programme_wordings")
      .values({
        slug: upload.slug,
        version: upload.version,
        effective_date: upload.effectiveDate,
        sections: JSON.stringify([]),
        storage_key: key,
        added_by: actor.email ?? null,
      })
      .execute();
    await nextRevision(trx, current, actor, [
      { field: "wording", from: null, to: `${upload.version} from ${upload.effectiveDate}` },
    ]);
    await recordAudit(trx, {
      action: "programme-wording-uploaded",
      actor,
      target: upload.slug,
      detail: { version: upload.version, effectiveDate: upload.effectiveDate, sha256 },
    });
  });
  forgetProgrammeData(database);
}
