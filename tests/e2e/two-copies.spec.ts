import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { Client } from "pg";
import S3rver from "s3rver";

import { Accounts } from "#app/accounts/accounts.server.ts";
import { createAuths } from "#app/auth/auth.server.ts";
import { openDatabase } from "#app/db/database.server.ts";
import { SOUTH_AFRICA } from "#app/lib/format/time.ts";
import { photoPng } from "#tests/fixtures/claim-files.ts";
import { validForms } from "#tests/fixtures/forms.ts";
import { startSmtpServer, type SmtpServer } from "#tests/fixtures/smtp.ts";
import { expect, test } from "./support/fixtures.ts";
import { formPage } from "./support/form-pages.ts";
import { unusedTotp } from "./support/totp.ts";
import { setUpTwoFactor } from "./support/two-factor.ts";

/**
 * Many copies of the server on one PostgreSQL, as the site runs at scale: two
 * production servers behind a small round-robin proxy standing in for the load
 * balancer. A session made on one copy works on the other, the sign-in limit
 * is one limit across both, each e-mail is sent once although both copies'
 * outbox workers reach for it, an article published on one is served by the
 * other, and a claim's files uploaded to one are read from the other (both
 * copies store files in one S3 bucket, as at scale). Needs TEST_DATABASE_URL (CI starts a PostgreSQL).
 */
// Beside the main server (E2E_PORT), durability (+50, +51) and the soak (+60).
const BASE_PORT = Number(process.env.E2E_PORT ?? 3210) + 70;
const SECRET = "two-copies-test-secret-0123456789abcdef";
const PASSWORD = "a test passphrase nobody uses";
const EMAIL = "risk.manager@nmi.example";
const EDITOR_EMAIL = "editor@kopano.example";
const CLAIMS_EMAIL = "claims@kopano.example";

test.describe.configure({ mode: "serial" });
test.skip(!process.env.TEST_DATABASE_URL, "needs PostgreSQL: set TEST_DATABASE_URL (CI does)");

let databaseName = "";
let smtp: SmtpServer;
/** The claims' files, shared by both copies as an S3 bucket is at scale (an S3-compatible server in this process). */
let s3: S3rver | undefined;
let s3Endpoint = "";
let proxy: Server;
let proxyUrl = "";
const copies: ChildProcess[] = [];

async function admin(statement: string) {
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

function startCopy(port: number, databaseUrl: string): ChildProcess {
  return spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: SECRET,
      DEMO_USERS: "false",
      TRUST_PROXY: "true",
      SMTP_URL: smtp.url,
      S3_BUCKET: "claims-files",
      S3_ENDPOINT: s3Endpoint,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function ready(port: number) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`copy on port ${port} did not become ready`);
}

/** The load balancer: each request to the next copy in turn, which it names in X-Copy. */
function roundRobin(ports: number[]): Server {
  let next = 0;
  return createServer((req, res) => {
    const port = ports[next++ % ports.length]!;
    const upstream = httpRequest(
      { host: "127.0.0.1", port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-copy": String(port) });
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      res.statusCode = 502;
      res.end();
    });
    req.pipe(upstream);
  });
}

test.beforeAll(async () => {
  test.skip(test.info().project.name !== "desktop", "no browser involved; once is enough");
  test.setTimeout(120_000);
  databaseName = `two_copies_${randomBytes(6).toString("hex")}`;
  await admin(`create database ${databaseName}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${databaseName}`;
  // The account is made before the copies start, as `npm run users` would on PostgreSQL.
  const database = await openDatabase({ url: url.href });
  const auths = createAuths({ database, secret: SECRET, siteUrl: "http://localhost" });
  const accounts = new Accounts({ auths, database, siteUrl: "http://localhost" });
  await accounts.add("mining", { email: EMAIL, password: PASSWORD });
  // Both roles need two-factor sign-in (decision 0030), set up as each would at their first sign-in.
  await accounts.add("staff", { email: EDITOR_EMAIL, password: PASSWORD, roles: ["editor"] });
  await accounts.add("staff", { email: CLAIMS_EMAIL, password: PASSWORD, roles: ["claims"] });
  for (const email of [EDITOR_EMAIL, CLAIMS_EMAIL])
    twoFactorKeys.set(email, await setUpTwoFactor(auths, email, PASSWORD));
  await database.close();

  s3 = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: mkdtempSync(join(tmpdir(), "two-copies-s3-")),
    configureBuckets: [{ name: "claims-files", configs: [] }],
  });
  s3Endpoint = `http://127.0.0.1:${(await s3.run()).port}`;

  smtp = await startSmtpServer();
  const ports = [BASE_PORT, BASE_PORT + 1];
  for (const port of ports) copies.push(startCopy(port, url.href));
  await Promise.all(ports.map(ready));
  proxy = roundRobin(ports);
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  for (const copy of copies) copy.kill("SIGTERM");
  await Promise.all(
    copies.map(
      (copy) =>
        new Promise<void>((resolve) => (copy.exitCode !== null ? resolve() : copy.once("exit", () => resolve()))),
    ),
  );
  await new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve()));
  await smtp?.close();
  await s3?.close();
  if (databaseName) await admin(`drop database if exists ${databaseName} with (force)`);
});

/** A sign-in form posted as a browser without JavaScript would, from `address`. */
function postSignIn(url: string, email: string, password: string, address: string) {
  return fetch(url, {
    method: "POST",
    body: new URLSearchParams({ email, password, step: "password" }),
    headers: { "x-forwarded-for": address },
    redirect: "manual",
  });
}

function signIn(password: string, address: string) {
  return postSignIn(`${proxyUrl}/NMI/sign-in`, EMAIL, password, address);
}

/** The cookies an answer sets, as the browser would send them back. */
function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";", 1)[0])
    .join("; ");
}

/** The staff accounts' two-factor keys (their authenticator apps). */
const twoFactorKeys = new Map<string, string>();

/** A staff account signed in on one copy, password then code: the cookie of its session. */
async function staffCookie(origin: string, email: string, address: string): Promise<string> {
  const password = await postSignIn(`${origin}/staff/sign-in`, email, PASSWORD, address);
  expect(password.status).toBe(200);
  const signedIn = await fetch(`${origin}/staff/sign-in`, {
    method: "POST",
    body: new URLSearchParams({ step: "code", email, code: await unusedTotp(twoFactorKeys.get(email)!) }),
    headers: { "x-forwarded-for": address, cookie: cookieOf(password) },
    redirect: "manual",
  });
  expect(signedIn.status).toBe(302);
  return cookieOf(signedIn);
}

test("a session made on one copy opens pages on the other", async () => {
  const signedIn = await signIn(PASSWORD, "198.51.100.10");
  expect(signedIn.status).toBe(302);
  const cookie = cookieOf(signedIn);
  expect(cookie).toContain("auth-mining.session_token=");
  const servedBy = new Set<string>([signedIn.headers.get("x-copy")!]);
  for (let i = 0; i < 4; i++) {
    const page = await fetch(`${proxyUrl}/NMI/overview`, { headers: { cookie }, redirect: "manual" });
    expect(page.status, `request ${i} on copy ${page.headers.get("x-copy")}`).toBe(200);
    expect(await page.text()).toContain("Covers and limits");
    servedBy.add(page.headers.get("x-copy")!);
  }
  expect(servedBy.size).toBe(2);
});

test("the sign-in limit is one limit across both copies", async () => {
  const address = "198.51.100.20";
  const statuses: number[] = [];
  const copiesSeen = new Set<string>();
  for (let i = 0; i < 5; i++) {
    const wrong = await signIn(`wrong password number ${i}`, address);
    statuses.push(wrong.status);
    copiesSeen.add(wrong.headers.get("x-copy")!);
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200]);
  expect(copiesSeen.size).toBe(2);
  // The sixth attempt, whichever copy takes it, is held off: even with the right password.
  expect((await signIn(PASSWORD, address)).status).toBe(429);
  expect((await signIn(PASSWORD, address)).status).toBe(429);
});

test("each e-mail is sent once, though both copies' outboxes reach for it", async () => {
  test.setTimeout(90_000);
  const names = Array.from({ length: 10 }, (_, i) => `Two copies ${i} ${randomBytes(3).toString("hex")}`);
  // Ten call-back requests at once, spread over both copies: each copy's worker wakes for its own and finds the rest.
  const answers = await Promise.all(
    names.map((name, i) =>
      fetch(`${proxyUrl}${formPage.call_back}`, {
        method: "POST",
        body: new URLSearchParams({ ...validForms.call_back, name, website: "" }),
        headers: { "x-forwarded-for": `198.51.100.${100 + i}` },
      }),
    ),
  );
  const references = await Promise.all(
    answers.map(async (a) => /Your reference is <strong[^>]*>(CBK-[A-Z0-9]{6})</.exec(await a.text())?.[1]),
  );
  expect(references.every(Boolean)).toBe(true);
  await expect
    .poll(() => references.filter((r) => smtp.received.some((m) => m.subject.includes(r!))).length, { timeout: 60_000 })
    .toBe(10);
  // Both workers have had their turn at every message by now; none went twice.
  await new Promise((r) => setTimeout(r, 3_000));
  for (const reference of references) {
    expect(
      smtp.received.filter((m) => m.subject.includes(reference!)),
      reference,
    ).toHaveLength(1);
  }
});

test("an article published on one copy is served by the other within 5 seconds, and so is its withdrawal", async () => {
  const [first, second] = [`http://127.0.0.1:${BASE_PORT}`, `http://127.0.0.1:${BASE_PORT + 1}`];
  const cookie = await staffCookie(first, EDITOR_EMAIL, "198.51.100.30");
  const slug = `two-copies-${randomBytes(3).toString("hex")}`;
  const created = await fetch(`${first}/staff/content/new`, {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams({
      intent: "save",
      title: "Office hours over the festive season",
      kind: "news",
      date: "2026-12-01",
      summary: "Our offices close at noon on 24 and 31 December; the claims line stays open around the clock.",
      body: "<p>Our offices close at noon on 24 and 31 December. The 24-hour claims line stays open.</p>",
      heroImage: "scenes/skyline",
      heroAlt: "The city skyline at dusk",
      slug,
    }),
    redirect: "manual",
  });
  expect(created.status).toBe(302);
  const editPath = created.headers.get("location")!.split("?")[0]!;
  const path = `/media/news/2026/${slug}`;
  expect((await fetch(`${second}${path}`)).status).toBe(404);

  async function act(intent: string) {
    const answer = await fetch(`${first}${editPath}`, {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams({ intent }),
    });
    expect(answer.status, intent).toBe(200);
  }
  const polling = { timeout: 5_000, intervals: [200] };
  await act("publish");
  await expect.poll(async () => (await fetch(`${second}${path}`)).status, polling).toBe(200);
  await expect.poll(async () => await (await fetch(`${second}/media/news/2026`)).text(), polling).toContain(slug);
  await act("withdraw");
  await expect.poll(async () => (await fetch(`${second}${path}`)).status, polling).toBe(404);
});

test("a claim's files uploaded to one copy are read from the other", async () => {
  const [first, second] = [`http://127.0.0.1:${BASE_PORT}`, `http://127.0.0.1:${BASE_PORT + 1}`];
  const photo = await photoPng();
  const claim = new FormData();
  for (const [name, value] of Object.entries({ ...validForms.claim_notification, website: "" })) {
    claim.append(name, String(value));
  }
  claim.append("documents", new Blob([new Uint8Array(photo)], { type: "image/png" }), "geyser.png");
  const reported = await fetch(`${first}${formPage.claim_notification}`, {
    method: "POST",
    body: claim,
    headers: { "x-forwarded-for": "198.51.100.40" },
  });
  const reference = /Your reference is <strong[^>]*>(CLM-[A-Z0-9]{6})</.exec(await reported.text())?.[1];
  expect(reference, `claim answered ${reported.status}`).toBeTruthy();

  const cookie = await staffCookie(second, CLAIMS_EMAIL, "198.51.100.41");
  const page = await (await fetch(`${second}/staff/claims/${reference}`, { headers: { cookie } })).text();
  const file = new RegExp(`/staff/claims/${reference}/files/\\d+`).exec(page)?.[0];
  expect(file, "the claim's page links its file").toBeTruthy();
  const download = await fetch(`${second}${file}`, { headers: { cookie } });
  expect(download.status).toBe(200);
  expect(Buffer.from(await download.arrayBuffer()).equals(photo)).toBe(true);
});

test("a change scheduled on one copy is found by site search on both at its time", async () => {
  const [first, second] = [`http://127.0.0.1:${BASE_PORT}`, `http://127.0.0.1:${BASE_PORT + 1}`];
  const cookie = await staffCookie(first, EDITOR_EMAIL, "198.51.100.50");
  const slug = `two-copies-search-${randomBytes(3).toString("hex")}`;
  const article = {
    title: "Hail season: the claims desk's extended hours",
    kind: "news",
    date: "2026-12-02",
    summary: "The claims desk works longer hours while the summer hail season lasts.",
    heroImage: "scenes/skyline",
    heroAlt: "The city skyline at dusk",
    slug,
  };
  const created = await fetch(`${first}/staff/content/new`, {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams({ ...article, intent: "save", body: "<p>The desk answers until eight at night.</p>" }),
    redirect: "manual",
  });
  expect(created.status).toBe(302);
  const editPath = created.headers.get("location")!.split("?")[0]!;
  const path = `/media/news/2026/${slug}`;
  async function post(fields: Record<string, string>) {
    const answer = await fetch(`${first}${editPath}`, {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams(fields),
    });
    expect(answer.status, fields.intent).toBe(200);
    return answer.text();
  }
  await post({ intent: "publish" });
  const version = /name="version" value="(\d+)"/.exec(
    await (await fetch(`${first}${editPath}`, { headers: { cookie } })).text(),
  )?.[1];
  expect(version).toBeTruthy();
  await post({ ...article, intent: "save", version: version!, body: "<p>The desk answers through Boxing Day.</p>" });
  // A few seconds ahead, as an editor types it: South African wall-clock time.
  const at = new Date(Date.now() + 4_000).toLocaleString("sv-SE", { timeZone: SOUTH_AFRICA }).replace(" ", "T");
  expect(await post({ intent: "schedule", publishAt: at })).toContain("Scheduled.");

  const finds = (origin: string, q: string, address: string) => async () => {
    const page = await fetch(`${origin}/search?q=${encodeURIComponent(q)}`, {
      headers: { "x-forwarded-for": address },
    });
    return (await page.text()).includes(`href="${path}"`);
  };
  // Published by hand on the first copy: the second finds it too.
  await expect.poll(finds(second, "hail claims desk eight", "198.51.100.51"), { timeout: 5_000 }).toBe(true);
  // The scheduled change goes live by the clock, with nobody publishing: both copies' searches follow.
  const polling = { timeout: 15_000, intervals: [500] };
  await expect.poll(finds(second, "boxing day", "198.51.100.52"), polling).toBe(true);
  await expect.poll(finds(first, "boxing day", "198.51.100.53"), polling).toBe(true);
  await expect.poll(finds(first, "hail claims desk eight", "198.51.100.54"), polling).toBe(false);
});
