import { describe, expect, it } from "vitest";

import { secretBox } from "./secret-box.server.ts";

const KEY = "sso-test-key-0123456789abcdef0123456789";

describe("the client secret's box", () => {
  it("opens what it sealed, and the sealed text does not contain the secret", () => {
    const box = secretBox(KEY);
    const sealed = box.seal("s3cr3t~value.with.dots");
    expect(sealed).not.toContain("s3cr3t");
    expect(box.open(sealed)).toBe("s3cr3t~value.with.dots");
  });

  it("seals the same secret differently each time (a fresh IV)", () => {
    const box = secretBox(KEY);
    expect(box.seal("same")).not.toBe(box.seal("same"));
  });

  it("opens nothing with another key", () => {
    const sealed = secretBox(KEY).seal("secret");
    expect(secretBox(`${KEY}-other`).open(sealed)).toBeUndefined();
  });

  it("opens nothing that was altered or is not its format", () => {
    const box = secretBox(KEY);
    const sealed = box.seal("secret");
    const parts = sealed.split(".");
    const body = Buffer.from(parts[3]!, "base64url");
    body[0] = body[0]! ^ 1;
    expect(box.open([...parts.slice(0, 3), body.toString("base64url")].join("."))).toBeUndefined();
    expect(box.open(sealed.replace(/^v1\./, "v2."))).toBeUndefined();
    expect(box.open("secret")).toBeUndefined();
    expect(box.open("")).toBeUndefined();
  });
});
