import { describe, expect, it } from "vitest";

import { imageCatalogue } from "#app/content/image-catalogue.ts";
import { leadership } from "#app/content/people.ts";
import type { ArticleCollection } from "#app/content/types.ts";
import { articlePath, articles, articlesIn, getArticle } from "./index.ts";

const collections: { collection: ArticleCollection; year: string; minimum: number; path: string }[] = [
  { collection: "news-2025", year: "2025", minimum: 5, path: "/media/news/2025/" },
  { collection: "news-2024", year: "2024", minimum: 4, path: "/media/news/2024/" },
  { collection: "events-2025", year: "2025", minimum: 4, path: "/media/events/2025/" },
];

describe("media articles", () => {
  it("fill each collection", () => {
    for (const { collection, minimum } of collections) {
      expect(articlesIn(collection).length, collection).toBeGreaterThanOrEqual(Math.max(minimum, 4));
    }
    expect(collections.reduce((n, c) => n + articlesIn(c.collection).length, 0)).toBe(articles.length);
  });

  it("have unique, lowercase-hyphenated slugs within each collection", () => {
    for (const { collection } of collections) {
      const slugs = articlesIn(collection).map((a) => a.slug);
      expect(new Set(slugs).size, collection).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });

  it("have valid ISO dates within their collection's year, listed newest first", () => {
    for (const { collection, year } of collections) {
      const dates = articlesIn(collection).map((a) => a.date);
      for (const date of dates) {
        expect(date, collection).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10), date).toBe(date);
        expect(date.slice(0, 4), date).toBe(year);
      }
      expect(dates).toEqual(dates.toSorted().toReversed());
    }
  });

  it("have short summaries, substantial bodies and a location for every event", () => {
    for (const article of articles) {
      expect(article.title.length, article.slug).toBeGreaterThan(10);
      expect(article.summary.length, article.slug).toBeLessThanOrEqual(160);
      expect(article.body.length, article.slug).toBeGreaterThanOrEqual(4);
      expect(article.body.length, article.slug).toBeLessThanOrEqual(7);
      for (const paragraph of article.body) expect(paragraph.split(/\s+/).length, article.slug).toBeGreaterThan(30);
    }
    const eventsWithoutPlace = articlesIn("events-2025").filter((event) => !event.location?.trim());
    expect(eventsWithoutPlace.map((event) => event.slug)).toEqual([]);
  });

  it("use pictures from the catalogue, each with a text alternative", () => {
    for (const article of articles) {
      expect(Object.keys(imageCatalogue), article.slug).toContain(article.image.image);
      expect(article.image.alt.length, article.slug).toBeGreaterThan(10);
    }
  });

  it("quote people by their name and title as they appear on the leadership page", () => {
    const people = Object.values(leadership).flat();
    const text = JSON.stringify(articles);
    for (const person of people) {
      for (const match of text.matchAll(new RegExp(`${person.name}, ([A-Z][A-Za-z ]+?)[,.]`, "g"))) {
        expect(match[1], person.name).toBe(person.title);
      }
    }
  });

  it("contain no placeholder text", () => {
    const text = JSON.stringify(articles);
    expect(text).not.toMatch(/lorem\s+ipsum|\bTODO\b|\[insert|placeholder|\bTBC\b|\bTBA\b/i);
  });

  it("are found by collection and slug, at a path under their listing", () => {
    for (const { collection, path } of collections) {
      for (const article of articlesIn(collection)) {
        expect(getArticle(collection, article.slug)).toBe(article);
        expect(articlePath(article)).toBe(`${path}${article.slug}`);
      }
    }
    expect(getArticle("news-2024", articlesIn("news-2025")[0]!.slug)).toBeUndefined();
  });
});
