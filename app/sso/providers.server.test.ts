import { expect, it } from "vitest";

import { listAudit } from "#app/audit/audit-log.server.ts";
import { describeEachDatabase, suiteDatabase } from "#tests/fixtures/databases.ts";
import { listProviders, providerConfig, providerRule, removeProvider, saveProvider } from "./providers.server.ts";
import { secretBox } from "./secret-box.server.ts";

const admin = { context: "staff", userId: "a1", email: "admin@example.com", address: "203.0.113.9" };
const box = secretBox("providers-test-key-0123456789abcdefghij");
const input = {
  issuer: "https://idp.pepkor.example",
  clientId: "kopano-site",
  clientSecret: "the-client-secret",
  domains: ["pepkor.co.za"],
  allowedOrigins: [],
  passwordsAllowed: false,
};

describeEachDatabase("identity providers on $name", (testDb) => {
  const db = suiteDatabase(testDb);

  it("keep the client secret sealed: the row does not hold it, the server's key opens it", async () => {
    expect(await saveProvider(db(), "discount-retail", input, box, admin)).toBe("created");
    const row = await db()
      .db.selectFrom("sso_providers")
      .selectAll()
      .where("context", "=", "discount-retail")
      .executeTakeFirstOrThrow();
    expect(row.client_secret_sealed).not.toContain("the-client-secret");
    expect(row.domains).toEqual(["pepkor.co.za"]);
    const config = await providerConfig(db(), "discount-retail", box);
    expect(config).toMatchObject({
      clientSecret: "the-client-secret",
      clientId: "kopano-site",
      passwordsAllowed: false,
    });
    // Another key (SSO_SECRET_KEY changed), or none, opens nothing: single sign-on is off, never half-on.
    expect(
      await providerConfig(db(), "discount-retail", secretBox("another-key-0123456789abcdefghijkl")),
    ).toBeUndefined();
    expect(await providerConfig(db(), "discount-retail", undefined)).toBeUndefined();
    expect(await providerRule(db(), "discount-retail")).toEqual({ domains: ["pepkor.co.za"], passwordsAllowed: false });
    expect(await providerRule(db(), "mining")).toBeUndefined();
  });

  it("keep the saved secret on a change that leaves it empty, and change the version the instance follows", async () => {
    const before = await providerConfig(db(), "discount-retail", box);
    const changed = {
      ...input,
      clientSecret: undefined,
      domains: ["pepkor.co.za", "pepkor.com"],
      allowedOrigins: ["https://login.pepkor.example"],
      passwordsAllowed: true,
    };
    expect(await saveProvider(db(), "discount-retail", changed, box, admin)).toBe("changed");
    const after = await providerConfig(db(), "discount-retail", box);
    expect(after?.clientSecret).toBe("the-client-secret");
    expect(after?.domains).toEqual(["pepkor.co.za", "pepkor.com"]);
    // Kept with the provider: the other origins its endpoints may be on (decision 0050).
    expect(after?.allowedOrigins).toEqual(["https://login.pepkor.example"]);
    expect(after?.version).not.toBe(before?.version);
    const [summary] = await listProviders(db());
    expect(summary).toMatchObject({ context: "discount-retail", updatedBy: "admin@example.com" });
    expect(JSON.stringify(summary)).not.toContain("the-client-secret");
  });

  it("put every set, change and removal on the audit log, never the secret", async () => {
    expect(await removeProvider(db(), "discount-retail", admin)).toBe(true);
    expect(await removeProvider(db(), "discount-retail", admin)).toBe(false);
    expect(await providerRule(db(), "discount-retail")).toBeUndefined();
    const set = await listAudit(db(), { action: "sso-provider-set" });
    expect(set.map((e) => e.detail.secretChanged)).toEqual([false, true]);
    expect(set[0]).toMatchObject({ actorEmail: "admin@example.com", targetContext: "discount-retail" });
    expect(JSON.stringify(set)).not.toContain("the-client-secret");
    const removed = await listAudit(db(), { action: "sso-provider-removed" });
    expect(removed).toHaveLength(1);
    expect(removed[0]?.target).toBe("https://idp.pepkor.example");
  });
});
