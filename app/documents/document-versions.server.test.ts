import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buffer } from "node:stream/consumers";

import { afterAll, expect, it } from "vitest";

import { paiaManual } from "#app/content/documents/paia-manual.ts";
import { popiaPolicy } from "#app/content/documents/popia-policy.ts";
import { renderDocumentPdf } from "#app/documents/pdf.server.ts";
import { folderStore } from "#app/storage/storage.server.ts";
import { suiteDatabase, describeEachDatabase } from "#tests/fixtures/databases.ts";
import { listAudit } from "#app/audit/audit-log.server.ts";
import {
  addDocumentVersion,
  discardDocumentVersion,
  DocumentError,
  isPdf,
  listDocumentVersions,
  newestDocumentVersions,
  pendingDocumentVersions,
  publishDocumentVersion,
  retractDocumentVersion,
} from "#app/documents/document-versions.server.ts";

/** What a promise was refused with, or undefined. */
function refusal(promise: Promise<unknown>): Promise<DocumentError | undefined> {
  return promise.then(
    () => undefined,
    (error: DocumentError) => error,
  );
}

const editor = { context: "main", userId: "u1", email: "compliance@example.com" };

describeEachDatabase("document versions on $name", (testDb) => {
  const db = suiteDatabase(testDb);
  const folder = mkdtempSync(join(tmpdir(), "document-versions-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("wait as pending with a first-page preview until confirmed; keep every live one, newest first; only PDFs", async () => {
    const files = folderStore(folder);
    const first = await renderDocumentPdf({ ...paiaManual, version: "3.2" });
    const second = await renderDocumentPdf({ ...paiaManual, version: "3.10" });
    expect(isPdf(first)).toBe(true);
    const pending = await addDocumentVersion(
      db(),
      files,
      { slug: "paia-manual", version: "3.2", effectiveDate: "2026-11-01", bytes: first },
      editor,
    );
    expect(pending.state).toBe("pending");
    // Not public until confirmed: neither served nor in the history.
    expect((await newestDocumentVersions(db())).get("paia-manual")).toBeUndefined();
    expect(await listDocumentVersions(db(), "paia-manual")).toEqual([]);
    const png = await buffer(await files.read(pending.previewKey!));
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    await publishDocumentVersion(db(), pending.id, editor);
    await expect(publishDocumentVersion(db(), pending.id, editor)).rejects.toBeInstanceOf(DocumentError);

    const newest = await addDocumentVersion(
      db(),
      files,
      { slug: "paia-manual", version: "3.10", effectiveDate: "2026-12-01", bytes: second },
      editor,
    );
    await publishDocumentVersion(db(), newest.id, editor);
    expect((await listDocumentVersions(db(), "paia-manual")).map((v) => v.version)).toEqual(["3.10", "3.2"]);
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
    expect((await listAudit(db(), { action: "document-version-published" })).length).toBe(2);
  });

  it("refuse a lower, equal or earlier version against the current one, on the field concerned", async () => {
    const files = folderStore(folder);
    const pdf = await renderDocumentPdf(popiaPolicy);
    const upload = (version: string, effectiveDate: string) =>
      addDocumentVersion(db(), files, { slug: popiaPolicy.slug, version, effectiveDate, bytes: pdf }, editor);
    // The current one is the build's own until an upload goes live.
    const lower = await refusal(upload("0.1", "2027-01-01"));
    expect(lower).toBeInstanceOf(DocumentError);
    expect(lower!.field).toBe("version");
    const same = await refusal(upload(popiaPolicy.version, "2027-01-01"));
    expect(same!.message).toMatch(/is the current one already/);
    const earlier = await refusal(upload("99.0", "2000-01-01"));
    expect(earlier!.field).toBe("effectiveDate");
    expect(await pendingDocumentVersions(db())).toEqual([]);

    // The same version uploaded again replaces the one waiting (a corrected file), and its files go.
    const first = await upload("99.1", "2027-01-01");
    const a = await upload("99.1", "2027-01-01");
    expect(a.replaced).toBe(1);
    expect((await pendingDocumentVersions(db())).map((v) => v.id)).toEqual([a.id]);
    await expect(files.read(first.storageKey)).rejects.toThrow(/ENOENT|not found|no such/i);
    await expect(publishDocumentVersion(db(), first.id, editor)).rejects.toThrow(/no longer waiting/);

    // Two uploads pending at once: confirming the higher first makes the lower one out of order.
    const b = await upload("99.2", "2027-01-01");
    await publishDocumentVersion(db(), b.id, editor);
    await expect(publishDocumentVersion(db(), a.id, editor)).rejects.toThrow(/lower than the current 99.2/);
    const discarded = await discardDocumentVersion(db(), files, a.id, editor);
    expect(discarded.state).toBe("discarded");
    await expect(files.read(a.storageKey)).rejects.toThrow(/ENOENT|not found|no such/i);
    expect((await listDocumentVersions(db(), popiaPolicy.slug)).map((v) => v.version)).toEqual(["99.2"]);
  });

  it("retract the current version: the previous one is current again, the retracted one stays marked", async () => {
    const files = folderStore(folder);
    const slug = "conflict-of-interest-policy";
    const pdf = await renderDocumentPdf({ ...popiaPolicy, version: "50" });
    const add = async (version: string) => {
      const row = await addDocumentVersion(
        db(),
        files,
        { slug, version, effectiveDate: "2027-01-01", bytes: pdf },
        editor,
      );
      return publishDocumentVersion(db(), row.id, editor);
    };
    const one = await add("50.1");
    const two = await add("50.2");
    // Only the current version can be retracted.
    await expect(retractDocumentVersion(db(), one.id, editor)).rejects.toThrow(/not the current version/);
    const { retracted, current } = await retractDocumentVersion(db(), two.id, editor);
    expect(retracted.state).toBe("retracted");
    expect(current.version).toBe("50.1");
    expect((await newestDocumentVersions(db())).get(slug)?.id).toBe(one.id);
    expect((await listDocumentVersions(db(), slug)).map((v) => [v.version, v.state])).toEqual([
      ["50.2", "retracted"],
      ["50.1", "live"],
    ]);
    // Retracting the last upload serves the build's own version again.
    const back = await retractDocumentVersion(db(), one.id, editor);
    expect(back.current.id).toBeNull();
    expect((await newestDocumentVersions(db())).get(slug)).toBeUndefined();
    const audit = await listAudit(db(), { action: "document-version-retracted" });
    expect(audit.map((e) => e.detail)).toEqual(
      expect.arrayContaining([expect.objectContaining({ version: "50.2", restored: "50.1" })]),
    );
  });
});
