import { createHash, createHmac } from "node:crypto";
import { closeSync, mkdirSync, openSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s), as an authenticator app computes it from the base32 key. */
export function totp(base32: string, at = Date.now()): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const ch of base32.replace(/=+$/, "").toUpperCase()) bits += alphabet.indexOf(ch).toString(2).padStart(5, "0");
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const hash = createHmac("sha1", key).update(counter).digest();
  const offset = hash[hash.length - 1]! & 0xf;
  return String((hash.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/** The time-steps the tests have taken, one empty file per key and step, shared by every worker and the server. */
const CLAIMS = join(tmpdir(), "e2e-totp-claims");

/** Claims older than any code the site still accepts are of no use. */
function pruneClaims(step: number) {
  for (const name of readdirSync(CLAIMS)) {
    if (Number(name.split("-").at(-1)) < step - 4) rmSync(join(CLAIMS, name), { force: true });
  }
}

/**
 * A code of this key that no other sign-in of the tests has used. The site takes each code once (ASVS 2.8.4,
 * decision 0048), and tests in several workers sign the same accounts in, some within one 30 seconds: each takes
 * its time-step by making a file no one else may make (the file system settles who was first). The site accepts
 * the codes of the step before the current one and after it too, so there are three to take: the one before while
 * it has a while to go, the current one, the next. When all are taken, the next step's comes in at most 30 seconds:
 * `waiting` is told how long, so that a test can give itself the time.
 */
export async function unusedTotp(base32: string, waiting?: (ms: number) => void): Promise<string> {
  mkdirSync(CLAIMS, { recursive: true });
  const id = createHash("sha256").update(base32).digest("hex").slice(0, 16);
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / 30_000);
    pruneClaims(step);
    const left = (step + 1) * 30_000 - now;
    for (const candidate of left > 15_000 ? [step - 1, step, step + 1] : [step, step + 1]) {
      try {
        closeSync(openSync(join(CLAIMS, `${id}-${candidate}`), "wx"));
        return totp(base32, candidate * 30_000);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
    }
    waiting?.(left + 50);
    await new Promise((resolve) => setTimeout(resolve, left + 50));
  }
}
