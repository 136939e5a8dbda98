import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";

import type { PublishedArticle } from "./articles.server.ts";
import { atomFeed, feedBodyHtml } from "./feed.server.ts";

const SITE = "https://www.example.co.za";

function article(
  slug: string,
  bodyHtml: string,
  heroImage = "scenes/hailstorm",
  heroPicture: PublishedArticle["heroPicture"] = null,
): PublishedArticle {
  return {
    id: 1,
    kind: "news",
    slug,
    title: `Hail & claims: ${slug}`,
    date: "2026-11-20",
    summary: "What we did <fast>.",
    bodyHtml,
    heroImage,
    heroPicture,
    heroAlt: "Hail over roofs",
    location: null,
    seoTitle: null,
    seoDescription: null,
    path: `/media/news/2026/${slug}`,
    publishAt: new Date("2026-11-20T06:00:00Z"),
    updatedAt: new Date("2026-11-21T06:00:00Z"),
    text: "",
  };
}

const BODY = `<p>See <a href="/claims/report">report a claim</a>, <a href="#steps">the steps</a> and <a href="https://www.saws.co.za/">the weather service</a>.</p>
<p></p>
<p>&nbsp;</p>
<p><br></p>
<figure><img src="/pictures/12/hail-800.webp" alt="Hail damage"><figcaption>Roofs</figcaption></figure>
<p><img src="/pictures/13/car-800.webp" alt="A dented car"></p>
<p>Write to <a href="mailto:claims@example.com">claims</a>.</p>`;

/** Every href and src in an HTML fragment. */
function addresses(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
}

describe("the Atom feed", () => {
  it("makes every link and picture in a body absolute and drops empty paragraphs", () => {
    const html = feedBodyHtml(BODY, `${SITE}/media/news/2026/hail`);
    expect(addresses(html)).toEqual([
      `${SITE}/claims/report`,
      `${SITE}/media/news/2026/hail#steps`,
      "https://www.saws.co.za/",
      `${SITE}/pictures/12/hail-800.webp`,
      `${SITE}/pictures/13/car-800.webp`,
      "mailto:claims@example.com",
    ]);
    expect(html).not.toMatch(/<p>\s*(?:&nbsp;|\u00a0|<br \/>|<br>)?\s*<\/p>/);
    // The paragraph holding only a picture stays.
    expect(html).toContain(`<p><img src="${SITE}/pictures/13/car-800.webp"`);
  });

  it("is well-formed Atom with the ids, dates and links a reader needs, all absolute", () => {
    const xml = atomFeed({
      kind: "news",
      siteName: "Kopano Risk Group",
      siteUrl: SITE,
      assetBase: "",
      articles: [
        article("hail", BODY),
        article("floods", "<p>Water.</p>", "/pictures/9/flood-1600.webp"),
        // A hero chosen from the media library: its largest width, absolute.
        article("storm", "<p>Wind.</p>", "picture:12", { id: 12, width: 1600, height: 900, widths: [480, 960, 1600] }),
      ],
    });
    expect(XMLValidator.validate(xml)).toBe(true);
    const parser = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: "@",
      isArray: (n) => ["entry", "link"].includes(n),
    });
    const { feed } = parser.parse(xml) as {
      feed: Record<string, unknown> & { entry: Record<string, unknown>[]; link: Record<string, string>[] };
    };
    expect(feed["@xmlns"]).toBe("http://www.w3.org/2005/Atom");
    // A feed: an id, a title, updated (RFC 3339), an author, a self link to itself.
    expect(feed.id).toBe(`${SITE}/media/news/feed.xml`);
    expect(feed.title).toBe("Kopano Risk Group: News");
    expect(new Date(feed.updated as string).toISOString()).toBe(feed.updated);
    expect(feed.author).toEqual({ name: "Kopano Risk Group" });
    expect(feed.link.find((l) => l["@rel"] === "self")?.["@href"]).toBe(`${SITE}/media/news/feed.xml`);
    expect(feed.link.find((l) => l["@rel"] === "alternate")?.["@href"]).toBe(`${SITE}/media/news/2026`);
    // Each entry: a unique absolute id, a title, updated, an alternate link; content that resolves against nothing.
    const ids = feed.entry.map((e) => e.id as string);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of feed.entry) {
      const url = entry.id as string;
      expect(url).toMatch(/^https:\/\/www\.example\.co\.za\/media\/news\/2026\/[a-z]+$/);
      expect(entry.title).toMatch(/^Hail & claims: /);
      expect(new Date(entry.updated as string).toISOString()).toBe(entry.updated);
      expect((entry.link as Record<string, string>[])[0]).toMatchObject({ "@rel": "alternate", "@href": url });
      const content = entry.content as Record<string, string>;
      expect(content["@type"]).toBe("html");
      for (const address of addresses(content["#text"]!)) expect(address).toMatch(/^(https:\/\/|mailto:)/);
      expect(content["#text"]).not.toMatch(/<p>\s*<\/p>/);
    }
    const [hail, floods, storm] = feed.entry.map((e) => (e.content as Record<string, string>)["#text"]!);
    expect(hail).toContain(`<img src="${SITE}/images/scenes/hailstorm-`);
    expect(floods).toContain(`<img src="${SITE}/pictures/9/flood-1600.webp"`);
    expect(storm).toContain(`<img src="${SITE}/media/pictures/12-1600.webp"`);
  });

  it("is valid with no entries", () => {
    const xml = atomFeed({ kind: "events", siteName: "Kopano", siteUrl: SITE, assetBase: "", articles: [] });
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain(`<id>${SITE}/media/events/feed.xml</id>`);
  });
});
