import { describe, expect, it } from "vitest";

import { ConfigError, demoUsersEnabled, parseEnv } from "./env.server.ts";

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

describe("database and sign-in settings", () => {
  it("uses the embedded database in ./data with demo users by default", () => {
    const env = parseEnv({});
    expect(env.DATA_DIR).toBe("./data");
    expect(demoUsersEnabled(env)).toBe(true);
  });

  it("requires AUTH_SECRET with DATABASE_URL, and turns demo users off there", () => {
    expect(() => parseEnv({ DATABASE_URL: "postgres://u:p@db/site" })).toThrow(/AUTH_SECRET is required/);
    const env = parseEnv({ DATABASE_URL: "postgres://u:p@db/site", AUTH_SECRET: "x".repeat(32) });
    expect(demoUsersEnabled(env)).toBe(false);
    expect(demoUsersEnabled({ ...env, DEMO_USERS: "true" })).toBe(true);
  });

  it("refuses a short secret and a database URL that is not PostgreSQL", () => {
    expect(() => parseEnv({ AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET: must be at least 32 characters/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://db/site", AUTH_SECRET: "x".repeat(32) })).toThrow(/DATABASE_URL/);
  });
});
