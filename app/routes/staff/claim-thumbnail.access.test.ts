import { createHash } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { RouterContextProvider } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { signedInContext, type SignedIn } from "#app/auth/session.server.ts";
import { createClaim } from "#app/claims/claims.server.ts";
import { findClaim, claimFiles } from "#app/claims/queries.server.ts";
import { closeFileWork } from "#app/lib/server/file-work.server.ts";
import { closeServices, services } from "#app/services.server.ts";
import { heicWithExif, jpegTakenAt } from "#tests/fixtures/claim-files.ts";
import { payload } from "#tests/fixtures/claims.ts";
import { loader } from "./claim-thumbnail.tsx";

// The services read the environment once: a data directory of this test's own.
const folder = mkdtempSync(join(tmpdir(), "claim-thumbnail-"));
process.env.DATA_DIR = folder;
process.env.DEMO_USERS = "false";
process.env.AUTH_SECRET = "claim-thumbnail-test-secret-0123456789abcdef";

/** A claim photo's thumbnail (decision 0058): the claims team's alone, with no metadata, revalidated by its ETag. */

let handler: SignedIn;
let editor: SignedIn;
let reference: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  const { accounts, database, files } = await services();
  const add = async (email: string, roles: ("editor" | "claims")[]): Promise<SignedIn> => {
    const account = await accounts.add("staff", { email, password: "a long enough passphrase", roles });
    return { context: "staff", user: { id: account.userId, name: account.name, email, twoFactorEnabled: true } };
  };
  handler = await add("claims@kopano.example", ["claims"]);
  editor = await add("editor@kopano.example", ["editor"]);
  // Stored as the intake stores them: a JPEG (its EXIF kept here, to show the thumbnail drops whatever is left),
  // a HEIC photo (no thumbnail: sharp cannot open HEVC) and a PDF.
  const stored = [];
  for (const [name, type, bytes] of [
    ["ceiling.jpg", "image/jpeg", await jpegTakenAt()],
    ["kitchen.heic", "image/heic", heicWithExif().bytes],
    ["list.pdf", "application/pdf", Buffer.from("%PDF-1.4\n%%EOF\n")],
  ] as const) {
    const path = join(folder, name);
    writeFileSync(path, bytes);
    const storageKey = `claims/${name}`;
    await files.putFile(storageKey, path, type);
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    stored.push({ storageKey, name, type, size: bytes.length, sha256, locationData: "none" as const });
  }
  ({ reference } = await createClaim(database, { formArea: "x", payload, files: stored }));
  const claim = (await findClaim(database, reference))!;
  for (const f of await claimFiles(database, claim.id)) ids[f.name] = f.id;
}, 60_000);
afterAll(async () => {
  await closeFileWork();
  await closeServices();
});

async function get(name: string, signedIn?: SignedIn, headers: Record<string, string> = {}) {
  const fileId = String(ids[name] ?? 999_999);
  const url = new URL(`http://localhost/staff/claims/${reference}/files/${fileId}/thumbnail`);
  const context = new RouterContextProvider();
  context.set(signedInContext, signedIn ? [signedIn] : []);
  try {
    return await loader({
      request: new Request(url, { headers }),
      url,
      params: { reference, fileId },
      context,
    } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    // A guard's refusal: `data(…, { status })` (app/guards.server.ts).
    const status = (thrown as { init?: { status?: number } }).init?.status;
    if (status) return new Response(null, { status });
    throw thrown;
  }
}

describe("a claim photo's thumbnail", () => {
  it("is a small JPEG without metadata for the claims team, kept privately and revalidated by its ETag", async () => {
    const answer = await get("ceiling.jpg", handler);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("image/jpeg");
    expect(answer.headers.get("Cache-Control")).toBe("private, no-cache");
    const bytes = Buffer.from(await answer.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(Math.max(meta.width, meta.height)).toBe(320);
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from("2026:12:03"))).toBe(false);
    const again = await get("ceiling.jpg", handler, { "If-None-Match": answer.headers.get("ETag")! });
    expect(again.status).toBe(304);
  });

  it("is refused to anyone outside the claims team, and is none for HEIC, PDF or a file the claim lacks", async () => {
    expect((await get("ceiling.jpg", editor)).status).toBe(403);
    expect((await get("ceiling.jpg")).status).toBeGreaterThanOrEqual(300);
    expect((await get("ceiling.jpg")).status).not.toBe(200);
    expect((await get("kitchen.heic", handler)).status).toBe(404);
    expect((await get("list.pdf", handler)).status).toBe(404);
    expect((await get("missing", handler)).status).toBe(404);
  });
});
