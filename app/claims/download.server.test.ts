import { Readable } from "node:stream";

import { parse } from "content-disposition";
import { describe, expect, it } from "vitest";

import { attachmentDisposition, fileDownload } from "./download.server.ts";

describe("a claim file's Content-Disposition", () => {
  it("is an attachment named with the detected kind's extension", () => {
    const header = attachmentDisposition("photo.html", "image/jpeg");
    expect(header).toBe("attachment; filename=photo.jpg");
    expect(parse(header)).toEqual({ type: "attachment", parameters: { filename: "photo.jpg" } });
  });

  it("carries a UTF-8 name in full as filename* and an ASCII one as filename", () => {
    const header = attachmentDisposition("für_名前.jpg", "image/jpeg");
    expect(header).toBe(`attachment; filename=f_r___.jpg; filename*=UTF-8''f%C3%BCr_%E5%90%8D%E5%89%8D.jpg`);
    expect(parse(header).parameters.filename).toBe("für_名前.jpg");
  });

  it("has no bidirectional override or control character, encoded or not", () => {
    const header = attachmentDisposition("invoice\u202efdp.html\r\nX-Evil: 1", "application/pdf");
    expect(header).not.toMatch(/%E2%80%AE|\u202e|[\r\n]/i);
    expect(parse(header).parameters.filename).toBe("invoicefdp.htmlX-Evil: 1.pdf");
  });
});

describe("a stored file's download", () => {
  it("is a private, unsniffed attachment of the stored type and size, with the stored bytes", async () => {
    const bytes = Buffer.from("%PDF-1.7 a schedule");
    const response = fileDownload(Readable.from([bytes]), {
      name: "schedule.pdf",
      type: "application/pdf",
      size: bytes.length,
    });
    expect(Object.fromEntries(response.headers)).toEqual({
      "cache-control": "private, no-store",
      "content-disposition": "attachment; filename=schedule.pdf",
      "content-length": String(bytes.length),
      "content-type": "application/pdf",
      "x-content-type-options": "nosniff",
    });
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
  });
});
