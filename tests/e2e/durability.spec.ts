import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { Client } from "pg";

import { openDatabase } from "#app/db/database.server.ts";
import { pdfDocument, photoPng } from "#tests/fixtures/claim-files.ts";
import { validForms } from "#tests/fixtures/forms.ts";
import type { FormKind } from "#app/forms/kinds.ts";
import { expect, test } from "./support/fixtures.ts";
import { formPage } from "./support/form-pages.ts";

/**
 * Nothing confirmed is lost: the production server is killed outright
 * (SIGKILL, no chance to flush or close anything) the moment the last of a
 * burst of confirmations arrives, with more posts still in flight; after a
 * restart every confirmed reference is in the database, as sent, and every
 * confirmed claim with every one of its files, byte for byte in the file
 * store. On the embedded database, and on PostgreSQL when TEST_DATABASE_URL
 * names one.
 */
// Beside the main server (E2E_PORT), the soak (+60) and two copies (+70): one port per database, since the
// two tests may run at the same time on two workers.
const BASE_PORT = Number(process.env.E2E_PORT ?? 3210) + 50;
const KINDS: FormKind[] = ["contact_enquiry", "call_back", "claim_notification", "complaint", "broker_application"];

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

function startServer(env: Record<string, string>, port: number): ChildProcess {
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      NODE_ENV: "production",
      DEMO_USERS: "false",
      TRUST_PROXY: "true",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return child;
}

async function ready(port: number) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the server did not start");
}

function exited(child: ChildProcess) {
  return new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once("exit", () => resolve())));
}

/** A claim's files, the same for every claim: a photo and a PDF. */
let claimFilesMade: Promise<{ photo: Buffer; pdf: Buffer }> | undefined;
// Made once, however many posts ask at once (pdfkit stamps each PDF with its time, so two would differ).
const claimFiles = () => (claimFilesMade ??= (async () => ({ photo: await photoPng(), pdf: await pdfDocument() }))());

/** Posts one form as a browser without JavaScript would (a claim with its files); resolves with the confirmed reference. */
async function send(port: number, i: number, signal: AbortSignal): Promise<{ reference: string; name: string }> {
  const kind = KINDS[i % KINDS.length]!;
  const name = `Durable ${i} ${randomBytes(3).toString("hex")}`;
  const fields: Record<string, string> = { ...validForms[kind], website: "" };
  fields[kind === "broker_application" ? "contactName" : "name"] = name;
  let body: URLSearchParams | FormData = new URLSearchParams(fields);
  if (kind === "claim_notification") {
    const { photo, pdf } = await claimFiles();
    body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    body.append("documents", new Blob([new Uint8Array(photo)], { type: "image/png" }), `geyser-${i}.png`);
    body.append("documents", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), `quotation-${i}.pdf`);
  }
  const response = await fetch(`http://localhost:${port}${formPage[kind]}`, {
    method: "POST",
    body,
    headers: { "X-Forwarded-For": `198.18.${i >> 8}.${i & 255}` },
    signal,
  });
  const html = await response.text();
  const reference = /Your reference is <strong[^>]*>([A-Z]{3}-[A-Z0-9]{6})</.exec(html)?.[1];
  if (!reference) throw new Error(`no confirmation (${response.status})`);
  return { reference, name };
}

const databases: { name: string; setUp(): Promise<{ env: Record<string, string>; cleanUp(): Promise<void> }> }[] = [
  {
    name: "the embedded database",
    async setUp() {
      const dir = mkdtempSync(join(tmpdir(), "durability-"));
      return { env: { DATA_DIR: dir }, cleanUp: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
];
const server = process.env.TEST_DATABASE_URL;
if (server) {
  databases.push({
    name: "PostgreSQL",
    async setUp() {
      const name = `durability_${randomBytes(6).toString("hex")}`;
      const admin = async (sql: string) => {
        const client = new Client({ connectionString: server });
        await client.connect();
        await client.query(sql).finally(() => client.end());
      };
      await admin(`create database ${name}`);
      const url = new URL(server);
      url.pathname = `/${name}`;
      // The files of claims go to a folder under DATA_DIR whichever database holds the rest.
      const dir = mkdtempSync(join(tmpdir(), "durability-files-"));
      return {
        env: { DATABASE_URL: url.href, DATA_DIR: dir, AUTH_SECRET: "durability-test-secret-0123456789abcdef" },
        cleanUp: async () => {
          await admin(`drop database if exists ${name} with (force)`);
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  });
}

for (const [index, database] of databases.entries()) {
  const port = BASE_PORT + index;
  test(`every confirmed submission survives SIGKILL on ${database.name}`, async () => {
    test.skip(test.info().project.name !== "desktop", "no browser involved; once is enough");
    test.setTimeout(120_000);
    const { env, cleanUp } = await database.setUp();
    let child = startServer(env, port);
    try {
      await ready(port);
      const abort = new AbortController();
      const confirmed: { reference: string; name: string }[] = [];
      const target = 20;
      let killed!: () => void;
      const done = new Promise<void>((resolve) => (killed = resolve));
      // Thirty posts at once (six of them claims with files); the server dies as the twentieth confirmation (and the
      // third claim's) arrives, the rest still in flight.
      const posts = Array.from({ length: 30 }, (_, i) =>
        send(port, i, abort.signal).then(
          (result) => {
            if (child.exitCode !== null || child.signalCode) return;
            confirmed.push(result);
            // Claims, with their files, take longer: the kill waits for a few of them among the confirmed.
            const claims = confirmed.filter((c) => c.reference.startsWith("CLM-")).length;
            if (confirmed.length >= target && claims >= 3 && !child.signalCode) {
              child.kill("SIGKILL");
              killed();
            }
          },
          () => {},
        ),
      );
      await Promise.race([done, Promise.all(posts)]);
      child.kill("SIGKILL");
      await exited(child);
      abort.abort();
      expect(confirmed.length).toBeGreaterThanOrEqual(target);

      // It starts again on what it left behind (the embedded database's lock included).
      child = startServer(env, port);
      await ready(port);
      child.kill("SIGTERM");
      await exited(child);

      const exported = spawnSync(process.execPath, ["scripts/submissions.ts", "export", "--format", "json"], {
        env: { ...process.env, ...env },
        encoding: "utf8",
      });
      expect(exported.status, exported.stderr).toBe(0);
      const stored = new Map(
        (JSON.parse(exported.stdout) as { reference: string; payload: Record<string, string> }[]).map((s) => [
          s.reference,
          s.payload,
        ]),
      );
      const reopened = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
      try {
        let claims = 0;
        for (const { reference, name } of confirmed) {
          if (!reference.startsWith("CLM-")) {
            const payload = stored.get(reference);
            expect(payload, reference).toBeDefined();
            expect(payload!.name ?? payload!.contactName).toBe(name);
            continue;
          }
          claims++;
          const claim = await reopened.db
            .selectFrom("claims")
            .selectAll()
            .where("reference", "=", reference)
            .executeTakeFirst();
          expect(claim?.claimant_name, reference).toBe(name);
          const files = await reopened.db
            .selectFrom("claim_files")
            .selectAll()
            .where("claim_id", "=", claim!.id)
            .orderBy("id")
            .execute();
          expect(
            files.map((f) => f.type),
            reference,
          ).toEqual(["image/png", "application/pdf"]);
          const sent = await claimFiles();
          expect(files.map((f) => f.sha256)).toEqual([sha256(sent.photo), sha256(sent.pdf)]);
          for (const file of files) {
            expect(sha256(readFileSync(join(env.DATA_DIR!, "files", file.storage_key))), file.name).toBe(file.sha256);
          }
        }
        expect(claims, "claims among the confirmed").toBeGreaterThan(0);
      } finally {
        await reopened.close();
      }
    } finally {
      child.kill("SIGKILL");
      await exited(child);
      await cleanUp();
    }
  });
}
