import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { folderStore } from "#app/storage/storage.server.ts";
import { jpegWithLocation, pdfDocument, photoPng, program } from "#tests/fixtures/claim-files.ts";
import { checkFiles, cleanFiles, receiveUpload, screenFiles, storeFiles } from "./upload.server.ts";

function post(form: FormData): Request {
  return new Request("http://localhost/claims/report", { method: "POST", body: form });
}

function blob(bytes: Buffer) {
  return new Blob([new Uint8Array(bytes)]);
}

describe("receiving a claim's files", () => {
  it("reads the fields and writes each file to a temporary folder, then checks them by content", async () => {
    const form = new FormData();
    form.append("name", "Thandeka Mokoena");
    form.append("documents", blob(await photoPng()), "geyser.png");
    form.append("documents", blob(program()), "photo.png");
    form.append("documents", blob(await jpegWithLocation()), "ceiling.jpg");
    form.append("documents", new Blob([]), "");
    const upload = await receiveUpload(post(form));
    try {
      expect(upload.incomplete).toBe(false);
      expect(upload.fields.get("name")).toBe("Thandeka Mokoena");
      expect(upload.files.map((f) => f.name)).toEqual(["geyser.png", "photo.png", "ceiling.jpg"]);
      const screened = await screenFiles(upload);
      expect(screened.refused).toEqual([{ name: "photo.png", reason: "type" }]);
      expect(screened.accepted.map((f) => [f.name, f.type])).toEqual([
        ["geyser.png", "image/png"],
        ["ceiling.jpg", "image/jpeg"],
      ]);
      // A post with a refused file is refused whole: none of its files is processed.
      const ceiling = readFileSync(upload.files[2]!.path);
      expect(await checkFiles(upload)).toEqual({ accepted: [], refused: [{ name: "photo.png", reason: "type" }] });
      expect(readFileSync(upload.files[2]!.path).equals(ceiling)).toBe(true);

      const checked = await cleanFiles(screened.accepted);
      expect(checked.refused).toEqual([]);
      expect(checked.accepted.map((f) => [f.name, f.type, f.locationData])).toEqual([
        ["geyser.png", "image/png", "none"],
        ["ceiling.jpg", "image/jpeg", "removed"],
      ]);

      const store = folderStore(mkdtempSync(join(tmpdir(), "upload-store-")));
      const stored = await storeFiles(store, checked.accepted);
      expect(stored[0]!.storageKey).toMatch(/^claims\/[0-9a-f-]{36}$/);
      const back = await store.read(stored[0]!.storageKey);
      const chunks: Buffer[] = [];
      for await (const chunk of back) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(await photoPng())).toBe(true);
      expect(stored[0]!.size).toBe((await photoPng()).length);
    } finally {
      await upload.cleanup();
    }
    expect(existsSync(upload.files[0]!.path)).toBe(false);
  });

  it("cuts a file off past 10 MB and names it as too large, keeping the others", async () => {
    const big = Buffer.concat([await pdfDocument(), Buffer.alloc(10 * 1024 * 1024)]);
    const form = new FormData();
    form.append("documents", blob(big), "survey.pdf");
    form.append("documents", blob(await pdfDocument()), "quote.pdf");
    const upload = await receiveUpload(post(form));
    try {
      expect(upload.files[0]!.truncated).toBe(true);
      expect(upload.files[0]!.size).toBe(10 * 1024 * 1024 + 1);
      const checked = await screenFiles(upload);
      expect(checked.refused).toEqual([{ name: "survey.pdf", reason: "too-large" }]);
      expect(checked.accepted.map((f) => f.name)).toEqual(["quote.pdf"]);
      expect(readFileSync(checked.accepted[0]!.path).subarray(0, 5).toString()).toBe("%PDF-");
    } finally {
      await upload.cleanup();
    }
  });

  it("says so when the body stops before its end, keeping the fields that came first", async () => {
    // As the server's streamed body ends when the limit or the deadline is passed: data, then an error.
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (pulls++ === 0) {
          controller.enqueue(
            new TextEncoder().encode(
              '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nThabo\r\n--b\r\nContent-Disposition: form-data; name="documents"; filename="a.pdf"\r\n\r\n%PDF-1.7 ',
            ),
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
        controller.error(new Error("too-large"));
      },
    });
    const request = new Request("http://localhost/claims/report", {
      method: "POST",
      body,
      headers: { "content-type": "multipart/form-data; boundary=b" },
      duplex: "half",
    } as RequestInit);
    const upload = await receiveUpload(request);
    try {
      expect(upload.incomplete).toBe(true);
      expect(upload.fields.get("name")).toBe("Thabo");
    } finally {
      await upload.cleanup();
    }
  });

  it("keeps a UTF-8 file name as sent, not read as Latin-1", async () => {
    // As browsers send it: the name's UTF-8 bytes as they are in the part's header (not RFC 2231 encoded).
    const form = new FormData();
    form.append("documents", blob(await pdfDocument()), "für_名前.pdf");
    form.append("documents", blob(await pdfDocument()), "Ümlaut Straße.pdf");
    const upload = await receiveUpload(post(form));
    try {
      expect(upload.files.map((f) => f.name)).toEqual(["für_名前.pdf", "Ümlaut Straße.pdf"]);
      expect((await checkFiles(upload)).accepted.map((f) => f.name)).toEqual(["für_名前.pdf", "Ümlaut Straße.pdf"]);
    } finally {
      await upload.cleanup();
    }
  });

  it("reads a post without files as an ordinary form", async () => {
    const upload = await receiveUpload(
      new Request("http://localhost/x", { method: "POST", body: new URLSearchParams({ name: "Anna" }) }),
    );
    expect(upload.fields.get("name")).toBe("Anna");
    expect(upload.files).toEqual([]);
  });
});
