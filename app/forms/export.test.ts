import { describe, expect, it } from "vitest";

import type { Submission } from "#app/forms/submissions.server.ts";
import { csvCell } from "#app/lib/format/csv.ts";
import { parseSince, submissionsCsv, submissionsJson } from "./export.ts";

const at = new Date("2026-11-21T08:30:00Z");
const submissions: Submission[] = [
  {
    reference: "CBK-7K3M9X",
    kind: "call_back",
    formArea: "contact/call-me-back",
    payload: {
      name: 'Anna "AJ" van Wyk',
      phone: "+27215550199",
      bestTime: "morning",
      topic: "personal",
      note: "Line 1\nline 2",
    },
    createdAt: at,
    state: "new",
    stateAt: at,
    ownerEmail: null,
    closingNote: null,
  },
  {
    reference: "CMP-2QW3ER",
    kind: "complaint",
    formArea: "complaints",
    payload: {
      name: '=HYPERLINK("http://evil")',
      email: "n@example.co.za",
      about: "service",
      details: "Slow, very slow",
    },
    createdAt: at,
    state: "new",
    stateAt: at,
    ownerEmail: null,
    closingNote: null,
  },
];

describe("submission exports", () => {
  it("write CSV with a column per field, labels for choices, and quoting where needed", () => {
    const lines = submissionsCsv(submissions).split("\r\n");
    expect(lines[0]).toBe(
      "reference,kind,form_area,created_at,name,phone,bestTime,topic,note,email,policyOrClaim,about,details,outcome",
    );
    expect(lines[1]).toBe(
      'CBK-7K3M9X,call_back,contact/call-me-back,2026-11-21T08:30:00.000Z,"Anna ""AJ"" van Wyk",+27215550199,"Morning, 08:00 to 12:00",Personal insurance,"Line 1\nline 2",,,,,',
    );
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[2]).toContain("Service or communication");
  });

  it("keep formulas from running when a spreadsheet opens the file", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("+27825550123")).toBe("+27825550123");
    expect(csvCell("plain")).toBe("plain");
  });

  it("write JSON with the payload as stored", () => {
    const parsed = JSON.parse(submissionsJson(submissions));
    expect(parsed[0]).toEqual({
      ...submissions[0],
      createdAt: "2026-11-21T08:30:00.000Z",
      stateAt: "2026-11-21T08:30:00.000Z",
    });
  });

  it("read --since as a date in South Africa or a span back from now", () => {
    const now = new Date("2026-11-21T12:00:00Z");
    expect(parseSince("7d", now)).toEqual(new Date("2026-11-14T12:00:00Z"));
    expect(parseSince("12h", now)).toEqual(new Date("2026-11-21T00:00:00Z"));
    expect(parseSince("2026-11-01", now)).toEqual(new Date("2026-10-31T22:00:00Z"));
    expect(parseSince("yesterday", now)).toBeUndefined();
    expect(parseSince("2026-13-45", now)).toBeUndefined();
    // Dates the database cannot hold, or the site could not have: ignored rather than a failed query.
    for (const far of ["0001-01-01", "1999-12-31", "9999-12-31", "2026-11-23", "999999999999d", "9999999h"]) {
      expect(parseSince(far, now), far).toBeUndefined();
    }
  });
});
