import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buffer } from "node:stream/consumers";

import { afterAll, expect, it } from "vitest";

import { paiaManual } from "#app/content/documents/paia-manual.ts";
import { renderDocumentPdf } from "#app/documents/pdf.server.ts";
import { folderStore } from "#app/storage/storage.server.ts";
import { suiteDatabase, describeEachDatabase } from "#tests/fixtures/databases.ts";
import { listAudit } from "#app/audit/audit-log.server.ts";
import {
  addDocumentVersion,
  DocumentError,
  isPdf,
  listDocumentVersions,
  newestDocumentVersions,
} from "#app/documents/document-versions.server.ts";

const editor = { context: "main", userId: "u1", email: "compliance@example.com" };

describeEachDatabase("document versions on $name", (testDb) => {
  const db = suiteDatabase(testDb);
  const folder = mkdtempSync(join(tmpdir(), "document-versions-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("keep every upload, newest first, its file in the store and an audit entry; only PDFs", async () => {
    const files = folderStore(folder);
    const first = await renderDocumentPdf({ ...paiaManual, version: "3.2" });
    const second = await renderDocumentPdf({ ...paiaManual, version: "3.3" });
    expect(isPdf(first)).toBe(true);
    await addDocumentVersion(
      db(),
      files,
      { slug: "paia-manual", version: "3.2", effectiveDate: "2026-11-01", bytes: first },
      editor,
    );
    const newest = await addDocumentVersion(
      db(),
      files,
      { slug: "paia-manual", version: "3.3", effectiveDate: "2026-12-01", bytes: second },
      editor,
    );
    expect((await listDocumentVersions(db(), "paia-manual")).map((v) => v.version)).toEqual(["3.3", "3.2"]);
    expect((await newestDocumentVersions(db())).get("paia-manual")?.id).toBe(newest.id);
    expect((await buffer(await files.read(newest.storageKey))).equals(second)).toBe(true);
    await expect(
      addDocumentVersion(
        db(),
        files,
        {
          slug: "paia-manual",
          version: "9",
          effectiveDate: "2026-12-01",
          bytes: Buffer.from("<script>alert(1)</script>"),
        },
        editor,
      ),
    ).rejects.toBeInstanceOf(DocumentError);
    expect((await listAudit(db(), { action: "document-version-uploaded" })).length).toBe(2);
  });
});
