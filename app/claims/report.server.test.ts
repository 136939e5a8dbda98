import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, expect, it } from "vitest";

import { claimFiles, findClaim } from "#app/claims/claims.server.ts";
import { HONEYPOT_FIELD } from "#app/forms/definitions.ts";
import type { FormResult } from "#app/forms/result.ts";
import { closeFileWork } from "#app/lib/server/file-work.server.ts";
import { folderStore } from "#app/storage/storage.server.ts";
import { photoPng, program } from "#tests/fixtures/claim-files.ts";
import { describeEachDatabase, suiteDatabase } from "#tests/fixtures/databases.ts";
import { validForms } from "#tests/fixtures/forms.ts";
import { useMail } from "#tests/fixtures/mail.ts";
import { handleClaimReport } from "./report.server.ts";
import { FILES_FIELD } from "./upload.server.ts";

/** A file that starts as a JPEG and is not one: only processing it (location data removed) finds it damaged. */
const DAMAGED_JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff]), Buffer.from("Exif\0\0torn")]);

// Where these tests put a post's client address; the route gives it to the pipeline from the request context.
const ADDRESS = "x-test-client-address";
let addressCounter = 0;
function claimPost(fields: Record<string, string>, files: [string, Buffer][], address?: string, honeypot = "") {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...fields, [HONEYPOT_FIELD]: honeypot })) form.append(name, value);
  for (const [name, bytes] of files) form.append(FILES_FIELD, new Blob([new Uint8Array(bytes)]), name);
  return new Request("http://localhost/claims-handling/report-a-claim", {
    method: "POST",
    body: form,
    headers: { [ADDRESS]: address ?? `198.51.100.${++addressCounter}` },
  });
}

afterAll(() => closeFileWork());

describeEachDatabase("reporting a claim through the form pipeline on $name", (testDb) => {
  const database = suiteDatabase(testDb);
  const files = folderStore(mkdtempSync(join(tmpdir(), "claim-report-")));
  useMail();
  const report = async (request: Request, rateLimit?: { max: number; windowMs: number }) => {
    const response = await handleClaimReport(request, "claims-handling/report-a-claim", {
      database: database(),
      files,
      clientAddress: request.headers.get(ADDRESS) ?? "unknown",
      ...(rateLimit && { rateLimit }),
    });
    return { status: response.init?.status ?? 200, result: response.data as FormResult };
  };

  it("stores the claim with its files and both e-mails, and answers with the reference and the tracker", async () => {
    const { status, result } = await report(
      claimPost(validForms.claim_notification, [["geyser.png", await photoPng()]]),
    );
    expect(status).toBe(200);
    if (result.status !== "sent") throw new Error(`not sent: ${JSON.stringify(result)}`);
    expect(result).toMatchObject({ kind: "claim_notification", files: ["geyser.png"] });
    expect(result.tracking).toMatch(/^\/claims\/track\/[\w-]{43}$/);
    const claim = (await findClaim(database(), result.reference))!;
    expect(claim.claimantEmail).toBe(validForms.claim_notification.email);
    expect((await claimFiles(database(), claim.id)).map((f) => [f.name, f.locationData])).toEqual([
      ["geyser.png", "none"],
    ]);
    const mail = await database()
      .db.selectFrom("outbox")
      .select("kind")
      .where("reference", "=", result.reference)
      .execute();
    expect(mail.map((m) => m.kind)).toEqual(["claim-received", "claim-notification"]);
  });

  it("answers the fields' mistakes with the files' cheap refusals together, keeping what was typed", async () => {
    const typed = { ...validForms.claim_notification, email: "thabo@" };
    const { status, result } = await report(claimPost(typed, [["photo.png", program()]]));
    expect(status).toBe(200);
    expect(result).toMatchObject({
      status: "invalid",
      values: typed,
      errors: { email: expect.any(String) },
      files: [{ name: "photo.png" }],
    });
  });

  it("refuses, on a programme's claim, a kind of loss its covers do not answer for, keeping what was typed", async () => {
    const request = claimPost({ ...validForms.claim_notification, lossType: "motor-accident" }, []);
    const response = await handleClaimReport(request, "Pepkor/claims", {
      database: database(),
      files,
      clientAddress: request.headers.get(ADDRESS) ?? "unknown",
      programme: "Pepkor",
      lossTypes: ["fire", "burglary", "other"],
    });
    expect(response.data).toMatchObject({
      status: "invalid",
      values: { lossType: "motor-accident" },
      errors: { lossType: "Choose one of the kinds of loss your programme covers, or Something else" },
    });
  });

  it("refuses a post over its address's allowance before any of its files is processed", async () => {
    const address = "203.0.113.77";
    const limit = { max: 1, windowMs: 600_000 };
    const first = await report(claimPost(validForms.claim_notification, [], address), limit);
    expect(first.result.status).toBe("sent");
    // Were the damaged photo processed, it would be refused as damaged (a mistake, 200); it is never looked at.
    const flood = await report(claimPost(validForms.claim_notification, [["roof.jpg", DAMAGED_JPEG]], address), limit);
    expect(flood.status).toBe(429);
    expect(flood.result).toMatchObject({ status: "limited", values: validForms.claim_notification });
    // Within its allowance, the same post has its photo processed and refused as damaged.
    const another = await report(claimPost(validForms.claim_notification, [["roof.jpg", DAMAGED_JPEG]]), limit);
    expect(another.result).toMatchObject({ status: "invalid", files: [{ name: "roof.jpg" }] });
  });

  it("refuses a robot (the honeypot filled) with every value kept, storing nothing", async () => {
    const before = await database().db.selectFrom("claims").select("id").execute();
    const robot = claimPost(validForms.claim_notification, [], undefined, "https://spam.example");
    const { status, result } = await report(robot);
    expect(status).toBe(400);
    expect(result).toMatchObject({ status: "refused", values: validForms.claim_notification });
    expect(await database().db.selectFrom("claims").select("id").execute()).toHaveLength(before.length);
  });
});
