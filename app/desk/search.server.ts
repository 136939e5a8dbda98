import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from "kysely";

import { accountCandidates, type AccountCandidate } from "#app/accounts/account-list.server.ts";
import type { StaffRole } from "#app/accounts/roles.ts";
import { clientContextIds } from "#app/auth/contexts.ts";
import { STEP_LABELS, isClaimStep } from "#app/claims/steps.ts";
import type { Database } from "#app/db/database.server.ts";
import type { DB } from "#app/db/schema.ts";
import { formDefinitions } from "#app/forms/definitions.ts";
import { isFormKind } from "#app/forms/kinds.ts";
import { programmes } from "#app/programmes/index.ts";
import { storedProgramme } from "#app/programmes/programme-data.server.ts";
import { currentState, STATE_INFO } from "#app/quotes/workflow.ts";
import { southAfricanDay } from "#app/lib/format/time.ts";
import { contextLabel } from "#app/accounts/labels.ts";
import {
  cleanQuery,
  kindsFor,
  MIN_QUERY,
  nameMatches,
  PER_KIND,
  phoneQuery,
  type ResultKind,
  type SearchGroup,
  type SearchHit,
} from "./search.ts";

/**
 * The back office's one search (issue 27, item 3): claims, quotation requests, form submissions and accounts,
 * each kind searched only when the member's roles open its pages, so what a role may not read never leaves the
 * database for it. Matching is "contains, any case" on the fields people quote on the phone; a phone number is
 * compared as stored (+27…), however a South African number is typed; a name also matches within one typo a word
 * (issues 36, item 8, and 35, item 7; decision 0059): the trigram index offers candidates, most alike first,
 * nameMatches (search.ts) decides in JS, the same on PGlite and PostgreSQL. What contains the query comes first.
 */

/** How alike (pg_trgm word_similarity) a name must be to a query to be offered as a typo's match. */
const NAME_SIMILARITY = 0.3;
/** Candidates read for a typo's match beyond the page's hits: the decision is nameMatches's, in JS. */
const FUZZY_CANDIDATES = 4 * (PER_KIND + 1);
/** People (requesters, approvers) a quotation request is looked up by: more than a page, each a condition. */
const PEOPLE_CANDIDATES = 200;

/** How alike the column's text is to the query's letters (0 to 1), for offering and ordering typos' matches. */
function likeness(column: ReturnType<typeof sql<string>>, q: string) {
  return sql<number>`word_similarity(${q.toLowerCase()}, lower(${column}))`;
}

/** A condition's value with "unknown" (a column that is null: a submission without an e-mail) as false, to order by. */
function known(condition: Expression<SqlBool>) {
  return sql<boolean>`coalesce(${condition}, false)`;
}

/**
 * The candidates a typo's match is decided among: what contains the query or is alike enough, what contains it
 * first, then the most alike, newest first.
 */
function alikeFirst<T extends "claims" | "submissions", O>(
  qb: SelectQueryBuilder<DB, T, O>,
  exact: (eb: ExpressionBuilder<DB, T>) => Expression<SqlBool>,
  alike: RawBuilder<number>,
) {
  return qb
    .where((eb) => eb.or([exact(eb), eb(alike, ">=", NAME_SIMILARITY)]))
    .orderBy(sql`exact`, "desc")
    .orderBy(alike, "desc")
    .orderBy(sql`created_at`, "desc")
    .orderBy(sql`id`, "desc")
    .limit(FUZZY_CANDIDATES);
}

function contains(q: string) {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Accounts of every context whose e-mail or name contains the query, then those whose name is one typo from it. */
async function namedAccounts(database: Database, q: string, limit: number): Promise<AccountCandidate[]> {
  const found = await accountCandidates(database, q, { similarity: NAME_SIMILARITY, limit });
  return found.filter((a) => a.exact || nameMatches(q, a.name));
}

async function claims(database: Database, q: string): Promise<SearchHit[]> {
  const like = contains(q);
  const phone = phoneQuery(q);
  const exact = (eb: ExpressionBuilder<DB, "claims">) =>
    eb.or([
      eb(eb.fn("lower", ["reference"]), "like", like),
      eb(eb.fn("lower", ["claimant_name"]), "like", like),
      eb(eb.fn("lower", ["claimant_email"]), "like", like),
      eb(eb.fn("lower", ["policy_number"]), "like", like),
      ...(phone ? [eb(sql<string>`payload->>'phone'`, "=", phone)] : []),
    ]);
  const alike = likeness(sql<string>`claimant_name`, q);
  const rows = await database.db
    .selectFrom("claims")
    .select(["reference", "claimant_name", "programme", "step"])
    .select((eb) => known(exact(eb)).as("exact"))
    .$call((qb) => alikeFirst(qb, exact, alike))
    .execute();
  return rows
    .filter((r) => r.exact || nameMatches(q, r.claimant_name))
    .slice(0, PER_KIND + 1)
    .map((r) => ({
      href: `/staff/claims/${r.reference}`,
      title: r.reference,
      detail: [r.claimant_name, r.programme, isClaimStep(r.step) ? STEP_LABELS[r.step] : r.step]
        .filter(Boolean)
        .join(" · "),
    }));
}

/** Requests these people made, or accepted as approvers; or accepted by someone whose e-mail is like `email`. */
function byPeople(eb: ExpressionBuilder<DB, "quote_requests">, who: AccountCandidate[], email?: string) {
  return eb.or([
    ...who.map((a) => eb.and([eb("context", "=", a.context), eb("user_id", "=", a.userId)])),
    eb.exists(
      eb
        .selectFrom("quote_events as e")
        .select(sql`1`.as("one"))
        .whereRef("e.reference", "=", "quote_requests.reference")
        .where("e.action", "=", "accept")
        .where((ee) =>
          ee.or([
            ...who.map((a) => ee.and([ee("e.actor_context", "=", a.context), ee("e.actor_user_id", "=", a.userId)])),
            ...(email ? [ee(ee.fn("lower", ["e.actor_email"]), "like", email)] : []),
          ]),
        ),
    ),
  ]);
}

/**
 * Quotation requests by reference, policy number (the one bound, or the programme's now), programme (its name,
 * address or the client's registered name in the programme data), requester, and the approver who accepted (by
 * name or e-mail): issue 35, item 7.
 */
async function quotes(database: Database, q: string): Promise<SearchHit[]> {
  const like = contains(q);
  const lower = q.toLowerCase();
  const live = await Promise.all(programmes.map((p) => storedProgramme(database, p)));
  const programmeSlugs = live
    .filter((p) =>
      [p.name, p.slug, p.details.insured.registeredName, p.details.policyNumber].some((text) =>
        text.toLowerCase().includes(lower),
      ),
    )
    .map((p) => p.slug);
  // Requesters and approvers are client contexts' users: those the query names, then their requests.
  const people = (await namedAccounts(database, q, PEOPLE_CANDIDATES)).filter((a) =>
    (clientContextIds as readonly string[]).includes(a.context),
  );
  const named = people.filter((a) => a.exact);
  const typos = people.filter((a) => !a.exact);
  const exact = (eb: ExpressionBuilder<DB, "quote_requests">) =>
    eb.or([
      eb(eb.fn("lower", ["reference"]), "like", like),
      eb(eb.fn("lower", ["policy_number"]), "like", like),
      ...(programmeSlugs.length ? [eb("programme", "in", programmeSlugs)] : []),
      byPeople(eb, named, like),
    ]);
  const today = southAfricanDay(new Date());
  const rows = await database.db
    .selectFrom("quote_requests")
    .select(["reference", "programme", "tier", "state", "valid_until"])
    .select((eb) => known(exact(eb)).as("exact"))
    .where((eb) => eb.or([exact(eb), ...(typos.length ? [byPeople(eb, typos)] : [])]))
    .orderBy("exact", "desc")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(PER_KIND + 1)
    .execute();
  return rows.map((r) => {
    const programme = live.find((p) => p.slug === r.programme);
    const state = currentState({ state: r.state, validUntil: r.valid_until ?? undefined }, today);
    return {
      href: `/staff/quotes/${r.reference}`,
      title: r.reference,
      detail: [programme?.name ?? r.programme, r.tier, STATE_INFO[state].label].join(" · "),
    };
  });
}

async function submissions(database: Database, q: string): Promise<SearchHit[]> {
  const like = contains(q);
  const phone = phoneQuery(q);
  const name = sql<string>`coalesce(payload->>'name', payload->>'contactName', '')`;
  const exact = (eb: ExpressionBuilder<DB, "submissions">) =>
    eb.or([
      eb(eb.fn("lower", ["reference"]), "like", like),
      eb(sql<string>`lower(payload->>'name')`, "like", like),
      eb(sql<string>`lower(payload->>'contactName')`, "like", like),
      eb(sql<string>`lower(payload->>'email')`, "like", like),
      // A submission by the phone number it gave (issue 36, item 8).
      ...(phone ? [eb(sql<string>`payload->>'phone'`, "=", phone)] : []),
    ]);
  const alike = likeness(name, q);
  const rows = await database.db
    .selectFrom("submissions")
    .select(["reference", "kind", "payload"])
    .select((eb) => known(exact(eb)).as("exact"))
    .$call((qb) => alikeFirst(qb, exact, alike))
    .execute();
  return rows
    .filter((r) => r.exact || nameMatches(q, String(r.payload.name ?? r.payload.contactName ?? "")))
    .slice(0, PER_KIND + 1)
    .map((r) => ({
      href: `/staff/submissions/${r.reference}`,
      title: r.reference,
      detail: [isFormKind(r.kind) ? formDefinitions[r.kind].title : r.kind, r.payload.name ?? r.payload.contactName]
        .filter(Boolean)
        .join(" · "),
    }));
}

async function accounts(database: Database, q: string): Promise<SearchHit[]> {
  const rows = (await namedAccounts(database, q, FUZZY_CANDIDATES)).slice(0, PER_KIND + 1);
  return rows.map((a) => ({
    href: `/staff/users/${a.context}/${encodeURIComponent(a.userId)}`,
    title: a.email,
    detail: `${a.name} · ${contextLabel(a.context)}`,
  }));
}

const SEARCHES: Record<ResultKind, (database: Database, q: string) => Promise<SearchHit[]>> = {
  claims,
  quotes,
  submissions,
  accounts,
};

/** The groups the member's roles allow, each kind in the order of KIND_ROLE; a query too short searches nothing. */
export async function staffSearch(
  database: Database,
  roles: readonly StaffRole[],
  query: string,
): Promise<SearchGroup[]> {
  const q = cleanQuery(query);
  if (q.length < MIN_QUERY) return [];
  const groups: SearchGroup[] = [];
  for (const kind of kindsFor(roles)) {
    const hits = await SEARCHES[kind](database, q);
    groups.push({ kind, hits: hits.slice(0, PER_KIND), more: hits.length > PER_KIND });
  }
  return groups;
}
