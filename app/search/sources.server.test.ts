import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "#app/db/database.server.ts";
import { openEmbedded } from "#tests/fixtures/databases.ts";

import { documents } from "#app/content/documents/index.ts";
import { programmes } from "#app/programmes/index.ts";
import { publicPageRoutes } from "#app/navigation/navigation.ts";
import { indexText, searchSources, sectionOf } from "./sources.server.ts";

// The articles source reads the database (migration 0008 brings the site's articles).
let database: Database;
beforeAll(async () => {
  database = await openEmbedded();
}, 60_000);
afterAll(async () => {
  await database.close();
});

async function everything() {
  return (await Promise.all(searchSources.map((s) => s.documents(database)))).flat();
}

describe("search sources", () => {
  it("give the published articles from the database, under their listing", async () => {
    const docs = await everything();
    expect(docs.find((d) => d.url === "/media/news/2024/sasria-cover-explained")).toMatchObject({
      kind: "article",
      section: "News 2024",
    });
  });

  it("give every public page, article and PDF once, each with a title, a section and text", async () => {
    const docs = await everything();
    const urls = docs.map((d) => d.url);
    expect(new Set(urls).size).toBe(urls.length);
    for (const route of publicPageRoutes()) expect(urls).toContain(route);
    for (const doc of documents) expect(urls).toContain(`/documents/${doc.slug}.pdf`);
    for (const doc of docs) {
      expect(doc.title, doc.url).not.toBe("");
      expect(doc.section, doc.url).not.toBe("");
      expect(doc.body.join(" ").length, doc.url).toBeGreaterThan(40);
    }
  });

  it("take a PDF's words from the text that prints it, blanks of claim forms included", async () => {
    const docs = await everything();
    const paia = docs.find((d) => d.url === "/documents/paia-manual.pdf")!;
    expect(paia).toMatchObject({ kind: "document", section: "Policies and manuals (PDF)" });
    expect(paia.headings).toContain("Information Officer and Deputy Information Officers");
    const motorForm = docs.find((d) => d.url === "/documents/motor-claim-form.pdf")!;
    expect(motorForm.section).toBe("Claim forms (PDF)");
    expect(motorForm.body.join(" ")).toMatch(/registration/i);
  });

  it("never give a programme's pages or its text", async () => {
    const docs = await everything();
    for (const programme of programmes) {
      expect(docs.filter((d) => d.url.toLowerCase().startsWith(`/${programme.slug.toLowerCase()}`))).toEqual([]);
      const about = programme.about[0]!;
      expect(docs.filter((d) => d.body.includes(about))).toEqual([]);
    }
  });

  it("name the header section a page sits under, and the footer's pages as policies and help", () => {
    expect(sectionOf("/insurance-products/commercial-solutions/motor-fleet")).toBe("Products");
    expect(sectionOf("/insurance-products/commercial-solutions/motor-fleet-sme")).toBe("Products");
    expect(sectionOf("/claims-handling/claim-forms")).toBe("Claims");
    expect(sectionOf("/privacy-policy")).toBe("Policies and help");
  });

  it("keep control characters out of indexed text", () => {
    expect(indexText("a\u0001b\u0002\nc\t d")).toBe("a b c d");
  });
});
