import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { DatabaseBusyError, lockDataDir } from "./lock.server.ts";

describe("embedded database lock", () => {
  it("refuses a second process while the first holds it, naming the holder", async () => {
    const dir = mkdtempSync(join(tmpdir(), "lock-"));
    // Another live process "holds" the lock.
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"]);
    try {
      writeFileSync(join(dir, "database.lock"), JSON.stringify({ pid: other.pid, holder: "the site's server" }));
      expect(() => lockDataDir(dir, "npm run users")).toThrow(DatabaseBusyError);
      expect(() => lockDataDir(dir, "npm run users")).toThrow(/in use by the site's server \(process \d+\)/);
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that died, and gives it back", () => {
    const dir = mkdtempSync(join(tmpdir(), "lock-"));
    writeFileSync(join(dir, "database.lock"), JSON.stringify({ pid: 2 ** 22 + 12345, holder: "a crashed server" }));
    const release = lockDataDir(dir, "test");
    expect(JSON.parse(readFileSync(join(dir, "database.lock"), "utf8"))).toMatchObject({ pid: process.pid });
    release();
    expect(existsSync(join(dir, "database.lock"))).toBe(false);
  });
});
