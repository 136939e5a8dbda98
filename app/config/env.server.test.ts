import { describe, expect, it } from "vitest";

import { ConfigError, parseEnv } from "./env.server";

describe("configuration", () => {
  it("has working defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.NODE_ENV).toBe("production");
    expect(env.GTM_ID).toBeUndefined();
  });

  it("treats empty variables as unset", () => {
    expect(parseEnv({ PORT: "", GTM_ID: "" }).PORT).toBe(3000);
  });

  it("names every bad setting in one clear message", () => {
    expect(() => parseEnv({ PORT: "eighty", GTM_ID: "UA-1", SITE_URL: "not a url" })).toThrow(ConfigError);
    expect(() => parseEnv({ PORT: "eighty", GTM_ID: "UA-1" })).toThrow(/PORT[\s\S]*GTM_ID: must look like GTM-ABC123/);
  });
});
