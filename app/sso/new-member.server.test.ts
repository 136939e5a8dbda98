import { expect, it } from "vitest";

import { clientMember } from "#app/accounts/account-list.server.ts";
import { listAudit } from "#app/audit/audit-log.server.ts";
import { rolesOfMember } from "#app/programmes/client-roles.ts";
import { describeEachDatabase, suiteDatabase } from "#tests/fixtures/databases.ts";
import { newSsoMember } from "./new-member.server.ts";

describeEachDatabase("a person's first arrival through their company's provider on $name", (testDb) => {
  const db = suiteDatabase(testDb);

  it("makes them a viewer of the programme, on the audit log as the account's creation", async () => {
    await newSsoMember(db(), "retail-clothing", { id: "sso-1", email: "thabo@truworths.example" }, "https://idp");
    const member = await clientMember(db(), "retail-clothing", "sso-1");
    expect(rolesOfMember(member)).toEqual(["viewer"]);
    const [entry] = await listAudit(db(), { action: "account-created" });
    expect(entry).toMatchObject({ target: "thabo@truworths.example", detail: { via: "sso", role: "viewer" } });
  });
});
