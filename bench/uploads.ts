/**
 * `npm run bench:uploads`: claims of 25 MB (issue 18) posted to the production
 * build as a browser without script would (multipart, to the report-a-claim
 * page), one after another and then four at once. Reports the upload
 * throughput and the server's resident memory (VmRSS, sampled every 20 ms)
 * before, at its peak while receiving, and after; writes
 * bench/uploads.json. It reports; it asserts nothing.
 *
 * The files are three PDFs (10 MB, 10 MB and 5 MB less the form's text):
 * PDFs go through the same path as photos (stream to a temporary folder,
 * content sniffed, stored under DATA_DIR/files, checksummed) without an image
 * re-encode, so the figure is the server's, not sharp's.
 */
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";

import { validForms } from "#tests/fixtures/forms.ts";
import { startBenchServer } from "./server.ts";

const PORT = 3410;
const ORIGIN = `http://localhost:${PORT}`;
const MB = 1024 * 1024;

function log(line: string) {
  console.log(`[bench:uploads] ${line}`);
}

function pdf(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(randomBytes(size));
  bytes.set(Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1"), 0);
  return bytes;
}

const files = [pdf(10 * MB), pdf(10 * MB), pdf(5 * MB - 64 * 1024)];
const totalBytes = files.reduce((n, f) => n + f.length, 0);

const server = await startBenchServer({ port: PORT, env: { TRUST_PROXY: "true", SMTP_URL: "" } });
const rssMb = () => server.rssMb();

let sent = 0;
async function claim(): Promise<number> {
  const n = sent++;
  const body = new FormData();
  for (const [key, value] of Object.entries({ ...validForms.claim_notification, website: "" })) body.append(key, value);
  files.forEach((f, i) => body.append("documents", new Blob([f], { type: "application/pdf" }), `document-${i}.pdf`));
  const started = performance.now();
  const response = await fetch(`${ORIGIN}/claims-handling/report-a-claim`, {
    method: "POST",
    body,
    headers: { "X-Forwarded-For": `198.19.${n >> 8}.${n & 255}` },
  });
  const html = await response.text();
  if (!/Your reference is <strong[^>]*>CLM-/.test(html))
    throw new Error(`claim ${n} not confirmed (${response.status})`);
  return performance.now() - started;
}

async function measured<T>(work: () => Promise<T>): Promise<{ result: T; peakMb: number; seconds: number }> {
  let peakMb = rssMb();
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb())), 20);
  const started = performance.now();
  try {
    const result = await work();
    return { result, peakMb, seconds: (performance.now() - started) / 1000 };
  } finally {
    clearInterval(sampler);
  }
}

try {
  await claim(); // warm-up: the route's modules, sharp, the first database writes
  const idleMb = rssMb();
  log(`server idle after one warm-up claim: ${idleMb.toFixed(0)} MB resident`);

  const SEQUENTIAL = 5;
  const one = await measured(async () => {
    const times: number[] = [];
    for (let i = 0; i < SEQUENTIAL; i++) times.push(await claim());
    return times;
  });
  const sequentialMbPerS = (SEQUENTIAL * totalBytes) / MB / one.seconds;

  const CONCURRENT = 4;
  const many = await measured(() => Promise.all(Array.from({ length: CONCURRENT }, () => claim())));
  const concurrentMbPerS = (CONCURRENT * totalBytes) / MB / many.seconds;
  await new Promise((r) => setTimeout(r, 1000));
  const afterMb = rssMb();

  const report = {
    at: new Date().toISOString(),
    claimMb: Number((totalBytes / MB).toFixed(1)),
    sequential: {
      claims: SEQUENTIAL,
      mbPerSecond: Number(sequentialMbPerS.toFixed(1)),
      medianSeconds: Number((one.result.toSorted((a, b) => a - b)[2]! / 1000).toFixed(2)),
      peakRssMb: Math.round(one.peakMb),
    },
    concurrent: {
      claims: CONCURRENT,
      mbPerSecond: Number(concurrentMbPerS.toFixed(1)),
      seconds: Number(many.seconds.toFixed(2)),
      peakRssMb: Math.round(many.peakMb),
    },
    idleRssMb: Math.round(idleMb),
    afterRssMb: Math.round(afterMb),
  };
  log(
    `${SEQUENTIAL} claims of ${report.claimMb} MB one after another: ${report.sequential.mbPerSecond} MB/s ` +
      `(median ${report.sequential.medianSeconds} s a claim), resident memory at most ${report.sequential.peakRssMb} MB`,
  );
  log(
    `${CONCURRENT} at once: ${report.concurrent.mbPerSecond} MB/s in all (${report.concurrent.seconds} s), ` +
      `resident memory at most ${report.concurrent.peakRssMb} MB; ${report.afterRssMb} MB a second later`,
  );
  writeFileSync(join(import.meta.dirname, "uploads.json"), JSON.stringify(report, null, 2) + "\n");
} finally {
  server.process.kill("SIGTERM");
  await new Promise((r) => server.process.once("exit", r));
}
