import { createHash } from "node:crypto";

import { sql, type Kysely, type RawBuilder, type Transaction } from "kysely";

import type { Database } from "#app/db/database.server.ts";
import type { DB } from "#app/db/schema.ts";
import { MARK_END, MARK_START, snippetParts, type SnippetPart } from "./query.ts";
import { indexText, searchSources, type SearchDocument, type SearchSource } from "./sources.server.ts";
import { forgetResults } from "./results-cache.server.ts";
import { synonymsOf, tradeWords } from "./synonyms.ts";

/**
 * The site search index (docs/decisions/0014-site-search.md): PostgreSQL full-text search on both engines,
 * with pg_trgm matching misspelt words to the words the site uses. Built from the sources in
 * app/search/sources.server.ts at every start, and per source when its content is published.
 */

/** Every writer of the index takes this lock first, so server copies starting at once take turns. */
const INDEX_LOCK = 0x5ea4c4;
/** How close (pg_trgm similarity, 0 to 1) a known word must be to stand in for a misspelt one: "sasira" is 0.27 from "sasria". */
const TYPO_SIMILARITY = 0.25;
/** Shorter words are not corrected: three letters are too few to guess from. */
const MIN_CORRECTED_LENGTH = 4;
/** The last word is also searched as the start of a word (as-you-type) from this length. */
const MIN_PREFIX_LENGTH = 3;

/** Rows per insert of passages: well within PostgreSQL's 65,535 parameters a statement. */
const PASSAGES_PER_INSERT = 1_000;
/** A snippet is drawn from this many of a result's paragraphs, those that match best. */
const SNIPPET_PASSAGES = 2;
/**
 * The typo lookup reads this many nearest words from the trigram index, then takes the commonest of the
 * closest: enough for ties, few enough to stay a handful of index pages.
 */
const NEAREST_WORDS = 8;

const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=32, MinWords=16, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

export interface IndexOutcome {
  source: string;
  documents: number;
  /** False when the stored hash matched: nothing was written. */
  changed: boolean;
}

function hashOf(documents: SearchDocument[]): string {
  return createHash("sha256").update(JSON.stringify(documents)).digest("hex");
}

function cleanDocument(doc: SearchDocument): SearchDocument {
  return {
    url: doc.url,
    title: indexText(doc.title),
    section: indexText(doc.section),
    headings: doc.headings.map(indexText).filter(Boolean),
    body: doc.body.map(indexText).filter(Boolean),
    kind: doc.kind,
  };
}

/** The words table from every indexed document, for typo matching; rewritten with each change. */
async function refreshWords(trx: Transaction<DB>): Promise<void> {
  await trx.deleteFrom("search_words").execute();
  await sql`insert into search_words (word, documents)
    select word, count(distinct id)
    from search_documents, regexp_split_to_table(lower(title || ' ' || headings || ' ' || body), '[^[:alnum:]]+') as word
    where length(word) between 3 and 40
    group by word`.execute(trx);
}

/**
 * Indexes one source: reads its documents, and unless the stored hash says they are what the index holds,
 * replaces the source's rows in one transaction, under the index lock. Readers see the old rows or the new.
 */
export async function indexSource(database: Database, source: SearchSource): Promise<IndexOutcome> {
  // The database's clock, before the documents are read: what was scheduled for later than this is not in them
  // (app/search/follow.server.ts), whichever copy's clock is ahead.
  const { rows } = await sql<{ now: Date | string }>`select CURRENT_TIMESTAMP as now`.execute(database.db);
  const readAt = new Date(rows[0]!.now);
  const docs = (await source.documents(database)).map(cleanDocument);
  const hash = hashOf(docs);
  const outcome = await database.db.transaction().execute(async (trx): Promise<IndexOutcome> => {
    await sql`select pg_advisory_xact_lock(${INDEX_LOCK})`.execute(trx);
    const stored = await trx
      .selectFrom("search_sources")
      .select(["content_hash", "indexed_at"])
      .where("source", "=", source.id)
      .executeTakeFirst();
    const unchanged = { source: source.id, documents: docs.length, changed: false };
    // Another copy stored documents read after these: these may be older, so they must not replace them.
    if (stored && new Date(stored.indexed_at) > readAt) return unchanged;
    if (stored?.content_hash === hash) {
      await trx.updateTable("search_sources").set({ indexed_at: readAt }).where("source", "=", source.id).execute();
      return unchanged;
    }
    await trx.deleteFrom("search_documents").where("source", "=", source.id).execute();
    if (docs.length) {
      const ids = await trx
        .insertInto("search_documents")
        .values(
          docs.map((d) => ({
            source: source.id,
            url: d.url,
            kind: d.kind,
            title: d.title,
            section: d.section,
            headings: d.headings.join("\n"),
            body: d.body.join("\n"),
          })),
        )
        .returning(["id", "url"])
        .execute();
      const idOf = new Map(ids.map((row) => [row.url, row.id]));
      const passages = docs.flatMap((d) =>
        d.body.map((text, position) => ({ document_id: idOf.get(d.url)!, position, text })),
      );
      for (let i = 0; i < passages.length; i += PASSAGES_PER_INSERT) {
        await trx
          .insertInto("search_passages")
          .values(passages.slice(i, i + PASSAGES_PER_INSERT))
          .execute();
      }
    }
    await refreshWords(trx);
    await trx
      .insertInto("search_sources")
      .values({ source: source.id, content_hash: hash, documents: docs.length, indexed_at: readAt })
      .onConflict((oc) =>
        oc.column("source").doUpdateSet({ content_hash: hash, documents: docs.length, indexed_at: readAt }),
      )
      .execute();
    return { source: source.id, documents: docs.length, changed: true };
  });
  if (outcome.changed) forgetResults(database);
  return outcome;
}

/** At start: every source, each skipped if unchanged; sources no longer listed are dropped. */
export async function rebuildSearchIndex(
  database: Database,
  sources: readonly SearchSource[] = searchSources,
): Promise<IndexOutcome[]> {
  const outcomes: IndexOutcome[] = [];
  for (const source of sources) outcomes.push(await indexSource(database, source));
  const ids = sources.map((s) => s.id);
  await database.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${INDEX_LOCK})`.execute(trx);
    const gone = await trx.selectFrom("search_sources").select("source").where("source", "not in", ids).execute();
    if (!gone.length) return;
    const names = gone.map((g) => g.source);
    await trx.deleteFrom("search_documents").where("source", "in", names).execute();
    await trx.deleteFrom("search_sources").where("source", "in", names).execute();
    await refreshWords(trx);
  });
  forgetResults(database);
  return outcomes;
}

/** After content is published: the one source it belongs to, by id ("articles"). */
export async function reindexSource(
  database: Database,
  id: string,
  sources: readonly SearchSource[] = searchSources,
): Promise<IndexOutcome> {
  const source = sources.find((s) => s.id === id);
  if (!source) throw new Error(`No search source "${id}"`);
  return indexSource(database, source);
}

/**
 * After an editor publishes, changes or withdraws an article ("articles"), changes the people the
 * pages show ("pages"), or puts a document's version live or retracts it ("documents"): that source again. Other
 * server copies see the stored hashes move and forget their remembered answers (followIndex, decision 0045). A failure is logged, never the editor's problem; the next
 * start rebuilds the index anyway.
 */
export async function reindexAfterEdit(database: Database, id: "articles" | "pages" | "documents"): Promise<void> {
  await reindexSource(database, id).catch((error: unknown) => {
    console.error(`The search index could not take the change to the ${id}; it will at the next start.`, error);
  });
}

export function reindexArticles(database: Database): Promise<void> {
  return reindexAfterEdit(database, "articles");
}

export interface SearchResult {
  url: string;
  title: string;
  section: string;
  kind: "page" | "article" | "document";
  /** Empty when snippets were not asked for. */
  snippet: SnippetPart[];
}

export interface SearchResults {
  total: number;
  results: SearchResult[];
  /** Misspelt words and the words searched for instead (as well), such as flet → fleet. */
  corrections: { from: string; to: string }[];
}

export interface SearchOptions {
  page?: number;
  perPage?: number;
  /** Snippets cost a ts_headline per result; the as-you-type list shows titles only. */
  snippets?: boolean;
  /**
   * On PostgreSQL, each of the search's statements is cancelled after this long (statement_timeout, error
   * 57014). The embedded database cannot interrupt a statement (it runs on this thread), so there a search is
   * kept cheap instead (docs/decisions/0025-search-never-slows-other-pages.md).
   */
  statementTimeoutMs?: number;
}

interface TermInfo {
  term: string;
  /** The term has lexemes (it is not only a stop word such as "the"). */
  searchable: boolean;
  known: boolean;
  closest: string | null;
}

async function termInfo(db: Kysely<DB>, terms: string[]): Promise<TermInfo[]> {
  const values = sql.join(terms.map((t, i) => sql`(${i}::int, ${t}::text)`));
  const trade = sql.join(tradeWords.map((w) => sql`(${w}::text)`));
  // Only a word the site never uses is corrected; its closest known word comes from a nearest-neighbour
  // scan of the words table's GiST trigram index (distance = 1 - similarity), not from comparing every word.
  const { rows } = await sql<TermInfo & { position: number }>`
    select t.position, t.term,
      numnode(plainto_tsquery('english', t.term)) > 0 as searchable,
      k.known,
      coalesce(tw.word, c.word) as closest
    from (values ${values}) as t(position, term)
    cross join lateral (select exists (select 1 from search_words w where w.word = t.term) as known) k
    left join lateral (
      -- The trade's words win over general ones (tradeWords, app/search/synonyms.ts): the closest of them within
      -- the same similarity, if the site uses it.
      select v.word from (values ${trade}) as v(word)
      where length(t.term) >= ${MIN_CORRECTED_LENGTH} and not k.known
        and similarity(v.word, t.term) >= ${TYPO_SIMILARITY}
        and exists (select 1 from search_words w where w.word = v.word)
      order by similarity(v.word, t.term) desc, v.word
      limit 1
    ) tw on true
    left join lateral (
      select n.word from (
        select w.word, w.documents, w.word <-> t.term as distance
        from search_words w
        where length(t.term) >= ${MIN_CORRECTED_LENGTH} and not k.known
        order by w.word <-> t.term
        limit ${NEAREST_WORDS}
      ) n
      where n.distance <= ${1 - TYPO_SIMILARITY}
      order by n.distance, n.documents desc, n.word
      limit 1
    ) c on true
    order by t.position`.execute(db);
  return rows;
}

/**
 * Searches the index. Each word matches itself, its synonyms (app/search/synonyms.ts) and, when the site
 * never uses it, the closest word it does use; the last word also matches as the start of a word. A result
 * must match every word. Ranked by where the words are: all in the title first, then in title and
 * headings, then anywhere; within each, by PostgreSQL's rank with title words weighing most.
 */
export async function searchSite(
  database: Database,
  terms: string[],
  options: SearchOptions = {},
): Promise<SearchResults> {
  const { statementTimeoutMs } = options;
  if (database.kind === "postgres" && statementTimeoutMs !== undefined) {
    return database.db.transaction().execute(async (trx) => {
      await withStatementTimeout(trx, statementTimeoutMs);
      return searchIn(trx, terms, options);
    });
  }
  return searchIn(database.db, terms, options);
}

/** For the rest of the transaction `trx`, a statement running longer than `ms` is cancelled (PostgreSQL). */
export async function withStatementTimeout(trx: Transaction<DB>, ms: number): Promise<void> {
  // At least 1 ms: 0 would mean no limit at all.
  const limit = String(Math.max(1, Math.ceil(ms)));
  await sql`select set_config('statement_timeout', ${limit}, true)`.execute(trx);
}

async function searchIn(
  db: Kysely<DB>,
  terms: string[],
  { page = 1, perPage = 10, snippets = true }: SearchOptions,
): Promise<SearchResults> {
  const none: SearchResults = { total: 0, results: [], corrections: [] };
  if (!terms.length) return none;
  const infos = await termInfo(db, terms);
  const corrections: SearchResults["corrections"] = [];
  const parts: RawBuilder<unknown>[] = [];
  infos.forEach((info, i) => {
    const last = i === infos.length - 1;
    const prefix = last && info.term.length >= MIN_PREFIX_LENGTH && !info.known;
    const synonyms = synonymsOf(info.term);
    const alternatives: RawBuilder<unknown>[] = [];
    if (info.searchable) alternatives.push(sql`plainto_tsquery('english', ${info.term})`);
    for (const synonym of synonyms) alternatives.push(sql`plainto_tsquery('english', ${synonym})`);
    if (!info.known && !synonyms.length && info.closest && info.closest !== info.term) {
      corrections.push({ from: info.term, to: info.closest });
      alternatives.push(sql`plainto_tsquery('english', ${info.closest})`);
    }
    // The term is letters and digits only (app/search/query.ts), so it cannot carry tsquery syntax.
    if (prefix) alternatives.push(sql`to_tsquery('simple', ${`${info.term}:*`})`);
    if (alternatives.length) parts.push(sql`(${sql.join(alternatives, sql` || `)})`);
  });
  if (!parts.length) return none;
  const query = sql.join(parts, sql` && `);
  // Any of the words: a paragraph need not hold them all to show where the document matches.
  const anyWord = sql.join(parts, sql` || `);
  const offset = (page - 1) * perPage;
  // From the result's best matching paragraphs (migration 0013), or its first when only the title or
  // headings match: ts_headline reads a few hundred characters instead of the whole body.
  const headline = snippets
    ? sql`coalesce(
        (select ts_headline('english', string_agg(p.text, ${"\n"} order by p.position), q.any, ${HEADLINE_OPTIONS})
          from (select p.text, p.position from search_passages p
                where p.document_id = d.id and p.search_vector @@ q.any
                order by ts_rank(p.search_vector, q.any) desc, p.position
                limit ${SNIPPET_PASSAGES}) p
          having count(*) > 0),
        (select ts_headline('english', p.text, q.any, ${HEADLINE_OPTIONS})
          from search_passages p where p.document_id = d.id order by p.position limit 1),
        '')`
    : sql`''`;
  const { rows } = await sql<{
    url: string;
    title: string;
    section: string;
    kind: SearchResult["kind"];
    snippet: string;
    total: number;
  }>`
    with q as (select ${query} as query, ${anyWord} as any),
    hits as (
      select d.id,
        case when ts_filter(d.search_vector, '{a}') @@ q.query then 0
             when ts_filter(d.search_vector, '{a,b}') @@ q.query then 1
             else 2 end as tier,
        ts_rank(d.search_vector, q.query, 1) as rank,
        count(*) over () as total
      from search_documents d, q
      where d.search_vector @@ q.query
      order by tier, rank desc, d.title
      limit ${perPage} offset ${offset}
    )
    select d.url, d.title, d.section, d.kind, ${headline} as snippet, h.total::int as total
    from hits h join search_documents d on d.id = h.id, q
    order by h.tier, h.rank desc, d.title`.execute(db);
  let total = rows[0]?.total ?? 0;
  if (!rows.length && page > 1) {
    const counted = await sql<{ total: number }>`
      with q as (select ${query} as query)
      select count(*)::int as total from search_documents d, q where d.search_vector @@ q.query`.execute(db);
    total = counted.rows[0]?.total ?? 0;
  }
  return {
    total,
    corrections,
    results: rows.map((r) => ({
      url: r.url,
      title: r.title,
      section: r.section,
      kind: r.kind,
      snippet: snippets ? snippetParts(r.snippet) : [],
    })),
  };
}
