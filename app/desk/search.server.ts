import { sql, type ExpressionBuilder } from "kysely";

import { listAccounts } from "#app/accounts/account-list.server.ts";
import type { StaffRole } from "#app/accounts/roles.ts";
import { clientContextIds } from "#app/auth/contexts.ts";
import { STEP_LABELS, isClaimStep } from "#app/claims/steps.ts";
import type { Database } from "#app/db/database.server.ts";
import type { DB } from "#app/db/schema.ts";
import { formDefinitions } from "#app/forms/definitions.ts";
import { isFormKind } from "#app/forms/kinds.ts";
import { programmes } from "#app/programmes/index.ts";
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
 * (issue 36, item 8): the trigram index offers candidates, nameMatches (search.ts) decides.
 */

/** How alike (pg_trgm word_similarity) a name must be to a query to be offered as a typo's match. */
const NAME_SIMILARITY = 0.3;
/** Candidates read for a typo's match beyond the page's hits: the decision is nameMatches's, in JS. */
const FUZZY_CANDIDATES = 4 * (PER_KIND + 1);

/** A condition: the column's text is like the query's letters, within the trigram threshold. */
function alike(column: ReturnType<typeof sql<string>>, q: string) {
  return sql<boolean>`word_similarity(${q.toLowerCase()}, lower(${column})) >= ${NAME_SIMILARITY}`;
}

function contains(q: string) {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
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
  const rows = await database.db
    .selectFrom("claims")
    .select(["reference", "claimant_name", "programme", "step"])
    .select((eb) => exact(eb).as("exact"))
    .where((eb) => eb.or([exact(eb), alike(sql<string>`claimant_name`, q)]))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(FUZZY_CANDIDATES)
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

async function quotes(database: Database, q: string): Promise<SearchHit[]> {
  const like = contains(q);
  const lower = q.toLowerCase();
  const programmeSlugs = programmes
    .filter((p) => p.name.toLowerCase().includes(lower) || p.slug.toLowerCase().includes(lower))
    .map((p) => p.slug);
  // The requester is a client context's user: those whose e-mail or name matches, then their requests.
  const requesters = await listAccounts(database, { search: q, limit: 200 });
  const clients = requesters.filter((a) => (clientContextIds as readonly string[]).includes(a.context));
  const today = southAfricanDay(new Date());
  const rows = await database.db
    .selectFrom("quote_requests")
    .select(["reference", "programme", "tier", "state", "valid_until"])
    .where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["reference"]), "like", like),
        ...(programmeSlugs.length ? [eb("programme", "in", programmeSlugs)] : []),
        ...clients.map((c) => eb.and([eb("context", "=", c.context), eb("user_id", "=", c.userId)])),
      ]),
    )
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(PER_KIND + 1)
    .execute();
  return rows.map((r) => {
    const programme = programmes.find((p) => p.slug === r.programme);
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
  const rows = await database.db
    .selectFrom("submissions")
    .select(["reference", "kind", "payload"])
    .select((eb) => exact(eb).as("exact"))
    .where((eb) => eb.or([exact(eb), alike(name, q)]))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(FUZZY_CANDIDATES)
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
  const rows = await listAccounts(database, { search: q, limit: PER_KIND + 1 });
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
