import { describe, expect, it } from "vitest";

import { readArticleForm } from "./form.ts";
import { changedFields, slugify, type ArticleFields } from "./types.ts";

function post(values: Record<string, string>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  return form;
}

const good = {
  title: "B-BBEE: Level 1 for a fifth year",
  kind: "news",
  date: "2026-03-02",
  summary: "Our verification agency has confirmed Level 1 again.",
  body: "<p>Confirmed.</p>",
  heroImage: "scenes/award",
  heroAlt: "A trophy on a stage",
  slug: "",
};

describe("the article form", () => {
  it("makes the address from the title when none is given", () => {
    const read = readArticleForm(post(good));
    expect(read.ok && read.fields.slug).toBe("b-bbee-level-1-for-a-fifth-year");
    expect(slugify("Élan & Co: Durban’s office")).toBe("elan-and-co-durban-s-office");
  });

  it("takes an uploaded picture as the hero, by its id, and nothing else that is not a scene", () => {
    const uploaded = readArticleForm(post({ ...good, heroImage: "picture:12" }));
    expect(uploaded.ok && uploaded.fields.heroImage).toBe("picture:12");
    for (const heroImage of ["picture:", "picture:twelve", "/media/pictures/12-640.webp", "people/naledi"]) {
      const read = readArticleForm(post({ ...good, heroImage }));
      expect(read.ok ? "accepted" : read.errors.heroImage, heroImage).toBe("Choose a picture.");
    }
  });

  it("gives a message per field and keeps what was typed", () => {
    const read = readArticleForm(
      post({
        ...good,
        title: "",
        date: "2026-02-30",
        heroAlt: "",
        slug: "Bad Slug",
        kind: "blog",
        summary: "x".repeat(161),
      }),
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(Object.keys(read.errors).toSorted()).toEqual(["date", "heroAlt", "kind", "slug", "summary", "title"]);
    expect(read.errors.date).toBe("Enter a date such as 20 November 2026.");
    expect(read.values.slug).toBe("Bad Slug");
    expect(read.values.body).toBe("<p>Confirmed.</p>");
  });

  it("says which fields a revision changed", () => {
    const a = { title: "A", bodyHtml: "<p>x</p>", slug: "a" } as ArticleFields;
    expect(changedFields(a, { ...a, title: "B", bodyHtml: "<p>y</p>" })).toEqual(["title", "bodyHtml"]);
    expect(changedFields(null, a)).toEqual([]);
  });
});
