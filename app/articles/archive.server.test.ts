import { expect, it } from "vitest";

import { createArticle, publishArticle, withdrawArticle } from "#app/articles/articles.server.ts";
import { findArticles } from "#app/articles/archive.server.ts";
import { archiveFilters } from "#app/articles/archive.ts";
import type { ArticleFields } from "#app/articles/types.ts";
import { suiteDatabase, describeEachDatabase } from "#tests/fixtures/databases.ts";

const editor = { context: "staff", userId: "u1", email: "editor@example.com" };

function fields(slug: string, overrides: Partial<ArticleFields>): ArticleFields {
  return {
    kind: "news",
    slug,
    title: slug,
    date: "2031-05-01",
    summary: "A summary.",
    bodyHtml: "<p>Text.</p>",
    heroImage: "scenes/hailstorm",
    heroAlt: "Hail",
    location: null,
    seoTitle: null,
    seoDescription: null,
    ...overrides,
  };
}

const filter = (query: string) => archiveFilters(new URLSearchParams(query));
const all = { limit: 100, offset: 0 };

it("reads only filters it knows from the address", () => {
  expect(filter("q=  hail   Damage &kind=events&state=scheduled&year=2031")).toEqual({
    q: "hail Damage",
    kind: "events",
    state: "scheduled",
    year: "2031",
  });
  expect(filter("kind=blog&state=deleted&year=31")).toEqual({ q: "", kind: "", state: "", year: "" });
});

describeEachDatabase("the articles archive on $name", (testDb) => {
  const db = suiteDatabase(testDb);

  it("finds by words in title, summary or body, kind, state and year, newest first, paged", async () => {
    const made: Record<string, number> = {};
    const add = async (slug: string, overrides: Partial<ArticleFields>) => {
      const outcome = await createArticle(db(), fields(slug, overrides), editor);
      if (!outcome.ok) throw new Error(outcome.reason);
      made[slug] = outcome.article.id;
    };
    await add("zq-hail-draft", { title: "Zq hail on the East Rand", date: "2031-03-01" });
    await add("zq-flood-live", { summary: "Zq flood cover explained", date: "2031-04-01" });
    await add("zq-golf-event", {
      kind: "events",
      bodyHtml: "<p>Zq charity golf day 100%_ raised</p>",
      date: "2032-02-01",
    });
    await add("zq-old-withdrawn", { title: "Zq hail in 2030", date: "2030-12-01" });
    await publishArticle(db(), made["zq-flood-live"]!, null, editor);
    await publishArticle(db(), made["zq-golf-event"]!, new Date(Date.now() + 86_400_000), editor);
    await publishArticle(db(), made["zq-old-withdrawn"]!, null, editor);
    await withdrawArticle(db(), made["zq-old-withdrawn"]!, editor);

    const slugs = async (query: string, page = all) =>
      (await findArticles(db(), filter(query), page)).articles.map((a) => a.slug);
    expect(await slugs("q=zq")).toEqual(["zq-golf-event", "zq-flood-live", "zq-hail-draft", "zq-old-withdrawn"]);
    expect(await slugs("q=ZQ HAIL")).toEqual(["zq-hail-draft", "zq-old-withdrawn"]);
    expect(await slugs("q=zq flood")).toEqual(["zq-flood-live"]);
    expect(await slugs("q=zq+charity+golf")).toEqual(["zq-golf-event"]);
    // A search's own % and _ are letters, not patterns.
    expect(await slugs("q=100%25_")).toEqual(["zq-golf-event"]);
    expect(await slugs("q=zq%25hail")).toEqual([]);
    expect(await slugs("q=zq&kind=events")).toEqual(["zq-golf-event"]);
    expect(await slugs("q=zq&state=draft")).toEqual(["zq-hail-draft"]);
    expect(await slugs("q=zq&state=published")).toEqual(["zq-flood-live"]);
    expect(await slugs("q=zq&state=scheduled")).toEqual(["zq-golf-event"]);
    expect(await slugs("q=zq&state=withdrawn")).toEqual(["zq-old-withdrawn"]);
    expect(await slugs("q=zq&year=2031")).toEqual(["zq-flood-live", "zq-hail-draft"]);
    expect(await slugs("q=zq", { limit: 2, offset: 2 })).toEqual(["zq-hail-draft", "zq-old-withdrawn"]);
    const found = await findArticles(db(), filter("q=zq"), { limit: 1, offset: 0 });
    expect(found.total).toBe(4);
    expect(found.years).toEqual(expect.arrayContaining(["2032", "2031", "2030"]));
    expect(found.years).toEqual(found.years.toSorted().toReversed());
  });
});
