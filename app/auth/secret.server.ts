import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * AUTH_SECRET (docs/architecture.md, “The running system”): the configured one; else, on the
 * embedded database, one generated on first start into DATA_DIR/auth-secret,
 * readable by its owner only, and reused from then on. (With DATABASE_URL the
 * configuration refuses to start without one.)
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const path = join(resolve(dataDir), "auth-secret");
  if (existsSync(path)) {
    const stored = readFileSync(path, "utf8").trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(resolve(dataDir), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(path, secret + "\n", { mode: 0o600 });
  chmodSync(path, 0o600);
  return secret;
}
