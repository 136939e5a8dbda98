import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";

import type { Database } from "#app/db/database.server.ts";
import { programmes } from "#app/programmes/index.ts";
import { describeEachDatabase } from "#tests/fixtures/databases.ts";
import { FOLLOW_INTERVAL_MS, followIndex } from "./follow.server.ts";
import { indexSource, rebuildSearchIndex, reindexSource, searchSite } from "./index.server.ts";
import { parseQuery } from "./query.ts";
import { SearchGate } from "./gate.server.ts";
import { resultsGeneration } from "./results-cache.server.ts";
import { runSearch } from "./search.server.ts";
import { searchSources, type SearchDocument, type SearchSource } from "./sources.server.ts";

/** A database that cannot be reached. */
async function unreachable(): Promise<Database> {
  throw new Error("connection refused");
}

const FLEET = "/insurance-products/commercial-solutions/motor-fleet";
const PAIA = "/documents/paia-manual.pdf";

function termsOf(text: string): string[] {
  const parsed = parseQuery(text);
  if (parsed.kind !== "ok") throw new Error(`"${text}" is not a searchable query`);
  return parsed.terms;
}

describeEachDatabase("site search on $name", (testDb) => {
  let database: Database;
  const search = (text: string, options?: Parameters<typeof searchSite>[2]) =>
    searchSite(database, termsOf(text), options);

  beforeAll(async () => {
    database = await testDb.open();
    await rebuildSearchIndex(database);
  }, 120_000);
  afterAll(async () => {
    await database.close();
    await testDb.cleanup();
  });

  it("indexes every public page, article and PDF", async () => {
    const counts = await database.db
      .selectFrom("search_documents")
      .select(["kind", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("kind")
      .execute();
    const byKind = Object.fromEntries(counts.map((c) => [c.kind, Number(c.n)]));
    expect(byKind.page).toBeGreaterThanOrEqual(45);
    expect(byKind.article).toBeGreaterThanOrEqual(6);
    expect(byKind.document).toBeGreaterThanOrEqual(10);
  });

  it('finds the motor fleet page for "fleet", ranking title matches above the rest', async () => {
    const { results, total } = await search("fleet");
    expect(total).toBeGreaterThan(3);
    expect(results.slice(0, 5).map((r) => r.url)).toContain(FLEET);
    // Every result with the word in its title comes before every result without.
    const titled = results.map((r) => /fleet/i.test(r.title));
    expect(titled.slice(0, 5)).toEqual([true, true, true, true, true]);
    expect(titled.indexOf(false)).toBeGreaterThan(titled.lastIndexOf(true));
  });

  it('finds the PAIA manual PDF for "PAIA manual", with the matched words marked in its snippet', async () => {
    const { results } = await search("PAIA manual");
    expect(results[0]).toMatchObject({ url: PAIA, kind: "document" });
    const marked = results[0]!.snippet.filter((p) => p.marked).map((p) => p.text.toLowerCase());
    expect(marked.some((m) => m === "paia" || m === "manual")).toBe(true);
  });

  it('corrects typos to words the site uses: "flet" finds fleet, "sasira" finds SASRIA', async () => {
    const flet = await search("flet");
    expect(flet.corrections).toContainEqual({ from: "flet", to: "fleet" });
    expect(flet.results.slice(0, 5).map((r) => r.url)).toContain(FLEET);
    const sasira = await search("sasira");
    expect(sasira.results.map((r) => r.url)).toContain("/media/news/2024/sasria-cover-explained");
    // Not through the synonym list: a typo the list does not know is corrected by the words table.
    const vehical = await search("vehical");
    expect(vehical.corrections).toContainEqual({ from: "vehical", to: "vehicle" });
    expect(vehical.total).toBeGreaterThan(0);
  });

  it("corrects to the trade's words before general ones: sarsia is SASRIA, clame is claim (issue 36, item 8)", async () => {
    const sarsia = await search("sarsia");
    expect(sarsia.corrections).toEqual([{ from: "sarsia", to: "sasria" }]);
    expect(sarsia.results.map((r) => r.url)).toContain("/media/news/2024/sasria-cover-explained");
    const clame = await search("clame");
    expect(clame.corrections).toEqual([{ from: "clame", to: "claim" }]);
    expect(clame.total).toBeGreaterThan(5);
    expect((await search("exces")).corrections).toEqual([{ from: "exces", to: "excess" }]);
    // A general word no trade word is near is corrected as before.
    expect((await search("flet")).corrections).toContainEqual({ from: "flet", to: "fleet" });
  });

  it("expands insurance synonyms and South African spellings", async () => {
    const deductible = await search("deductible");
    const excess = await search("excess");
    expect(deductible.total).toBeGreaterThan(0);
    expect(deductible.total).toBe(excess.total);
    const organization = await search("organization");
    expect(organization.total).toBe((await search("organisation")).total);
  });

  it("matches the last word as the start of a word, for results as the visitor types", async () => {
    const { results } = await search("motor fle", { snippets: false });
    expect(results.map((r) => r.url)).toContain(FLEET);
    expect(results[0]?.snippet).toEqual([]);
  });

  it("pages results and keeps the total", async () => {
    const first = await search("claim", { perPage: 5 });
    const second = await search("claim", { perPage: 5, page: 2 });
    expect(first.total).toBeGreaterThan(10);
    expect(second.total).toBe(first.total);
    expect(second.results).toHaveLength(5);
    expect(second.results.map((r) => r.url)).not.toEqual(expect.arrayContaining(first.results.map((r) => r.url)));
    const beyond = await search("claim", { perPage: 5, page: 50 });
    expect(beyond).toMatchObject({ results: [], total: first.total });
  });

  it("never holds a programme's pages or confidential text", async () => {
    const urls = (await database.db.selectFrom("search_documents").select("url").execute()).map((r) => r.url);
    for (const programme of programmes) {
      const underProgramme = (u: string) => u.toLowerCase().startsWith(`/${programme.slug.toLowerCase()}/`);
      expect(urls.filter(underProgramme)).toEqual([]);
      expect((await search(programme.name)).results.map((r) => r.url).filter(underProgramme)).toEqual([]);
    }
    // The programme clients' names appear nowhere public.
    expect((await search("Pepkor")).total).toBe(0);
    const leaked = await sql<{ n: number }>`select count(*)::int as n from search_documents
      where body ilike '%shopfittings%' or body ilike '%aggregate deductible%'`.execute(database.db);
    expect(leaked.rows[0]?.n).toBe(0);
  });

  it("finds nothing for stop words alone, and nothing breaks on odd words", async () => {
    expect((await search("the and of")).total).toBe(0);
    expect((await search("zzzzqqqq")).total).toBe(0);
    expect((await search("fleet:* & | ! ' (")).total).toBe((await search("fleet")).total);
    expect((await search("<script>alert('x')</script>")).total).toBe(0);
  });

  it("answers every query with results or the reason there are none, never an exception", async () => {
    const options = { page: 1, perPage: 10, snippets: true };
    expect(await runSearch(database, "PAIA", options)).toMatchObject({ kind: "ok", text: "PAIA" });
    expect(await runSearch(database, null, options)).toEqual({ kind: "empty", text: "" });
    expect(await runSearch(database, "%%%", options)).toEqual({ kind: "no-words", text: "%%%" });
    expect(await runSearch(database, "fleet ".repeat(1000), options)).toMatchObject({ kind: "too-long", max: 200 });
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(await runSearch(unreachable, "fleet", options)).toEqual({ kind: "unavailable", text: "fleet" });
    } finally {
      console.error = quiet;
    }
  });

  it("writes nothing when a source is unchanged, replaces its rows when it changes, and takes turns", async () => {
    const again = await rebuildSearchIndex(database);
    expect(again.every((o) => !o.changed)).toBe(true);

    let docs: SearchDocument[] = [
      {
        url: "/media/news/2026/test",
        title: "Hailstorm preparedness for Mpumalanga farmers",
        section: "News 2026",
        headings: [],
        body: ["Zebrafinch netting keeps hail off the orchards."],
        kind: "article",
      },
    ];
    const published: SearchSource = { id: "published", documents: async () => docs };
    const sources = [...searchSources, published];
    // Two copies starting at once: the lock makes them take turns, and the second finds the work done.
    const outcomes = await Promise.all([indexSource(database, published), indexSource(database, published)]);
    expect(outcomes.map((o) => o.changed).toSorted()).toEqual([false, true]);
    expect((await search("zebrafinch")).results.map((r) => r.url)).toEqual(["/media/news/2026/test"]);
    // The words table knows the new word, so a typo of it is corrected.
    expect((await search("zebrafnch")).results.map((r) => r.url)).toEqual(["/media/news/2026/test"]);

    docs = [{ ...docs[0]!, body: ["Shade netting keeps hail off the orchards."] }];
    expect(await reindexSource(database, "published", sources)).toMatchObject({ changed: true, documents: 1 });
    expect((await search("zebrafinch")).total).toBe(0);

    // A source no longer listed is dropped at the next start.
    await rebuildSearchIndex(database);
    expect((await search("orchards")).results.map((r) => r.url)).not.toContain("/media/news/2026/test");
    await expect(reindexSource(database, "nonsense")).rejects.toThrow(/No search source/);
  });

  it("remembers an answer until this process changes the index", async () => {
    const options = { page: 1, perPage: 10, snippets: false };
    const doc: SearchDocument = {
      url: "/media/news/2026/remembered",
      title: "Quokka cover for game farms",
      section: "News 2026",
      headings: [],
      body: ["Quokkas are not insured here."],
      kind: "article",
    };
    let docs = [doc];
    const source: SearchSource = { id: "remembered", documents: async () => docs };
    const found = async (text: string) => {
      const outcome = await runSearch(database, text, options);
      return outcome.kind === "ok" ? outcome.results.map((r) => r.url).includes(doc.url) : outcome.kind;
    };
    await indexSource(database, source);
    expect(await found("quokka")).toBe(true);
    // Asked again, the answer comes from memory: the row removed behind the index's back is still found.
    await database.db.deleteFrom("search_documents").where("url", "=", doc.url).execute();
    expect(await found("quokka")).toBe(true);
    // A change through the index forgets every answer.
    docs = [{ ...doc, title: "Wombat cover for game farms", body: ["Wombats are not insured here."] }];
    await indexSource(database, source);
    expect(await found("quokka")).toBe(false);
    expect(await found("wombat")).toBe(true);
    await rebuildSearchIndex(database);
    expect(await found("wombat")).toBe(false);
  });

  it("runs one search for a new query however many visitors ask for it at once, and never for a remembered one", async () => {
    const options = { page: 1, perPage: 10, snippets: true };
    const gate = new SearchGate({ concurrency: 1, maxWaiting: 64, deadlineMs: 10_000 });
    let turns = 0;
    const counting = Object.assign(Object.create(gate) as SearchGate, {
      run: (<T>(work: (remainingMs: number) => Promise<T>) => {
        turns += 1;
        return gate.run(work);
      }) as SearchGate["run"],
    });
    const ask = () => runSearch(database, "hail damage claims", { ...options, gate: counting });
    // This copy looks at the index now, not in the middle of the asking: a look finding the previous test's
    // rebuild forgets every answer, the one remembered here too (whether it fell between the asks depended on
    // how long that rebuild took).
    await followIndex(database, Date.now() + FOLLOW_INTERVAL_MS);
    const outcomes = await Promise.all(Array.from({ length: 8 }, ask));
    expect(outcomes.every((o) => o.kind === "ok" && o.total > 0)).toBe(true);
    expect(turns).toBe(1);
    // Remembered: answered without a turn at the gate, so never behind another search.
    expect((await ask()).kind).toBe("ok");
    expect(turns).toBe(1);
    // A change to the index is a new generation: pages kept from the old answers are not shown again.
    const before = resultsGeneration();
    await rebuildSearchIndex(database);
    expect(resultsGeneration()).toBeGreaterThan(before);
  });
});
