import { describe, expect, it } from "vitest";

import { checkSizes, CLAIM_FILE_LIMITS, cleanFileName, downloadName, refusalMessage } from "./files.ts";

const MB = 1024 * 1024;

describe("claim file sizes", () => {
  it("takes up to ten files of up to 10 MB each", () => {
    expect(checkSizes([{ size: 10 * MB }, { size: 1 }])).toEqual([null, null]);
    expect(checkSizes([{ size: 10 * MB + 1 }])).toEqual(["too-large"]);
    expect(checkSizes(Array.from({ length: 11 }, () => ({ size: 1000 })))).toEqual([
      ...Array.from({ length: 10 }, () => null),
      "too-many",
    ]);
  });

  it("refuses the file that would take the total past 25 MB, and keeps later ones that fit", () => {
    expect(checkSizes([{ size: 10 * MB }, { size: 10 * MB }, { size: 6 * MB }, { size: 5 * MB }])).toEqual([
      null,
      null,
      "total",
      null,
    ]);
    expect(10 * MB + 10 * MB + 5 * MB).toBe(CLAIM_FILE_LIMITS.maxTotalBytes);
  });

  it("counts what the claim already holds (documents added later)", () => {
    expect(checkSizes([{ size: 2 * MB }, { size: 1 }], { count: 9, bytes: 23 * MB })).toEqual([null, "too-many"]);
    expect(checkSizes([{ size: 3 * MB }], { count: 1, bytes: 23 * MB })).toEqual(["total"]);
  });

  it("refuses an empty file, and does not count it", () => {
    expect(checkSizes([{ size: 0 }], { count: 10, bytes: 0 })).toEqual(["empty"]);
  });

  it("words each reason for the claimant", () => {
    expect(refusalMessage("type")).toMatch(/not a JPEG, PNG, WebP or HEIC photo or a PDF/);
    expect(refusalMessage("too-large")).toMatch(/10 MB/);
  });
});

describe("file names", () => {
  it("keeps the last part of a path, without control characters or quotes, and never empty", () => {
    expect(cleanFileName("C:\\Users\\thabo\\Desktop\\geyser.jpg")).toBe("geyser.jpg");
    expect(cleanFileName('../../etc/pass"wd\u0000')).toBe("passwd");
    expect(cleanFileName("   ")).toBe("file");
    expect(cleanFileName("a".repeat(300))).toHaveLength(120);
  });

  it("stores a name without bidirectional overrides, so the desk shows it as it is", () => {
    expect(cleanFileName("invoice\u202efdp.html")).toBe("invoicefdp.html");
  });
});

describe("download names", () => {
  it("names a file with the extension of the kind its content showed, not the one it came with", () => {
    expect(downloadName("photo.html", "image/jpeg")).toBe("photo.jpg");
    expect(downloadName("scan.PDF", "application/pdf")).toBe("scan.pdf");
    expect(downloadName("geyser", "image/png")).toBe("geyser.png");
    expect(downloadName("report.v2 final", "application/pdf")).toBe("report.v2 final.pdf");
    expect(downloadName("photo.html. ", "image/webp")).toBe("photo.webp");
    expect(downloadName(".jpg", "image/jpeg")).toBe("file.jpg");
    expect(downloadName("IMG_0001.HEIC", "image/heic")).toBe("IMG_0001.heic");
    expect(downloadName("unknown.exe", "application/x-msdownload")).toBe("unknown.bin");
  });

  it("drops control and bidirectional characters, which could make a name read as another", () => {
    // "invoice<RLO>fdp.html" reads as "invoicelmth.pdf" where the override is honoured.
    expect(downloadName("invoice\u202efdp.html", "image/jpeg")).toBe("invoicefdp.jpg");
    expect(downloadName("a\u2066b\u2069c\u200fd\u200e\u061c\ufeff\u0085e.png", "image/png")).toBe("abcde.png");
    expect(downloadName("tab\there\r\n.pdf", "application/pdf")).toBe("tabhere.pdf");
  });

  it("keeps UTF-8 names as the claimant wrote them", () => {
    expect(downloadName("für_名前.jpg", "image/jpeg")).toBe("für_名前.jpg");
    expect(downloadName("Ümlaut Straße.jpeg", "image/jpeg")).toBe("Ümlaut Straße.jpg");
  });
});
