import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import * as app from "#app/serving.server.ts";
import { createAppServer } from "./app-server.ts";

const lines: string[] = [];
const server = createAppServer({
  // No app: every route answers an error, which is still a request to log.
  build: { routes: {} } as unknown as ServerBuild,
  app,
  clientDir: mkdtempSync(join(tmpdir(), "request-log-test-")),
  security: { production: true, tagManager: false },
  siteOrigin: "http://localhost",
  log: (line) => lines.push(line),
});
let base = "";

beforeAll(async () => {
  // The missing app's errors, which the server writes to stderr, are not what is tested here.
  vi.spyOn(console, "error").mockImplementation(() => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The log line of a request, once its answer is finished (the client may see the answer first). */
async function logged(path: string): Promise<Record<string, unknown>> {
  const before = lines.length;
  await (await fetch(`${base}${path}`)).arrayBuffer();
  for (let i = 0; i < 50 && lines.length === before; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  return JSON.parse(lines.at(-1)!) as Record<string, unknown>;
}

describe("the request log", () => {
  it("never writes a claim tracker's token, only where it was", async () => {
    const token = "q3W9-fT_8sLk2VbN0xYzA1cD4eF5gH6iJ7kL8mN9oPq";
    const line = await logged(`/claims/track/${token}?from=email`);
    expect(line).toMatchObject({ method: "GET", path: "/claims/track/[token]" });
    expect(lines.join("\n")).not.toContain(token);
  });

  it("writes other paths as they are, without their query", async () => {
    expect(await logged("/claims/track?reference=CLM-7KQ2XM")).toMatchObject({ path: "/claims/track" });
  });
});
