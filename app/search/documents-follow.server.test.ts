import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { paiaManual } from "#app/content/documents/paia-manual.ts";
import type { SiteDocument } from "#app/content/types.ts";
import { openDatabase, type Database } from "#app/db/database.server.ts";
import {
  addDocumentVersion,
  publishDocumentVersion,
  retractDocumentVersion,
} from "#app/documents/document-versions.server.ts";
import { renderDocumentPdf } from "#app/documents/pdf.server.ts";
import { folderStore } from "#app/storage/storage.server.ts";
import { describeEachDatabase, suiteDatabase, dropDatabase } from "#tests/fixtures/databases.ts";
import { FOLLOW_INTERVAL_MS } from "./follow.server.ts";
import { reindexAfterEdit, reindexSource } from "./index.server.ts";
import { runSearch } from "./search.server.ts";

const editor = { context: "staff", userId: "u1", email: "compliance@example.com" };
const PDF = "/documents/paia-manual.pdf";

/** The PAIA manual as a new version whose only new paragraph has a word no other text on the site has. */
function withWord(version: string, word: string): SiteDocument {
  return {
    ...paiaManual,
    version,
    sections: [
      ...paiaManual.sections,
      { heading: "Records kept off site", paragraphs: [`Archived records are held at the ${word} facility.`] },
    ],
  };
}

async function found(database: Database, text: string): Promise<string[]> {
  const outcome = await runSearch(database, text, { page: 1, perPage: 10, snippets: false });
  if (outcome.kind !== "ok") throw new Error(`search for "${text}" was ${outcome.kind}`);
  return outcome.results.map((r) => r.url);
}

async function upload(database: Database, folder: string, version: string, word: string) {
  const bytes = await renderDocumentPdf(withWord(version, word));
  return addDocumentVersion(
    database,
    folderStore(folder),
    { slug: "paia-manual", version, effectiveDate: "2026-12-01", bytes },
    editor,
  );
}

/**
 * Site search follows the documents (issue 36, item 3): a version's words are found once it is live, not while it
 * waits for confirmation, and not after it is retracted; as the staff documents page re-indexes after each.
 */
describeEachDatabase("site search following the documents on $name", (testDb) => {
  const db = suiteDatabase(testDb);
  const folder = mkdtempSync(join(tmpdir(), "documents-follow-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  beforeAll(async () => {
    await reindexSource(db(), "documents");
  }, 60_000);

  it("finds a word only in the new version once it is live, and not after it is retracted", async () => {
    const pending = await upload(db(), folder, "3.20", "Mthathabergh");
    await reindexAfterEdit(db(), "documents");
    // Waiting for the editor's confirmation: not public, not found.
    expect(await found(db(), "Mthathabergh")).not.toContain(PDF);
    await publishDocumentVersion(db(), pending.id, editor);
    await reindexAfterEdit(db(), "documents");
    expect(await found(db(), "Mthathabergh")).toContain(PDF);
    // The generated version's headings are not the upload's: the index holds the live upload's text only.
    const indexed = await db()
      .db.selectFrom("search_documents")
      .select(["body", "headings"])
      .where("url", "=", PDF)
      .executeTakeFirstOrThrow();
    expect(indexed.body).toContain("Archived records are held at the Mthathabergh facility.");
    expect(indexed.headings).toBe("");

    await retractDocumentVersion(db(), pending.id, editor);
    await reindexAfterEdit(db(), "documents");
    expect(await found(db(), "Mthathabergh")).not.toContain(PDF);
    // The site's own version is found again.
    expect(await found(db(), "Deputy Information Officers")).toContain(PDF);
  }, 60_000);
});

// Two copies of the server are two connections to one PostgreSQL, each with its own remembered answers.
const server = process.env.TEST_DATABASE_URL;
async function admin(statement: string) {
  const client = new Client({ connectionString: server });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}
describe.skipIf(!server)("site search following the documents on two copies of the server (PostgreSQL)", () => {
  const name = `test_${randomBytes(6).toString("hex")}`;
  const folder = mkdtempSync(join(tmpdir(), "documents-follow-copies-"));
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    await admin(`create database ${name} template ${inject("postgresTemplate")}`);
    const url = new URL(server!);
    url.pathname = `/${name}`;
    first = await openDatabase({ url: url.href });
    second = await openDatabase({ url: url.href });
    await reindexSource(first, "documents");
  }, 120_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await dropDatabase(server!, name);
    rmSync(folder, { recursive: true, force: true });
  });

  it("lets the other copy find a version put live on one, though it remembered the answer before", async () => {
    expect(await found(second, "Kwelerabrook")).not.toContain(PDF);
    const pending = await upload(first, folder, "3.30", "Kwelerabrook");
    await publishDocumentVersion(first, pending.id, editor);
    await reindexAfterEdit(first, "documents");
    await new Promise((resolve) => setTimeout(resolve, FOLLOW_INTERVAL_MS + 300));
    expect(await found(second, "Kwelerabrook")).toContain(PDF);
    await retractDocumentVersion(first, pending.id, editor);
    await reindexAfterEdit(first, "documents");
    await new Promise((resolve) => setTimeout(resolve, FOLLOW_INTERVAL_MS + 300));
    expect(await found(second, "Kwelerabrook")).not.toContain(PDF);
  }, 60_000);
});
