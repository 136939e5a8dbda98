import { expect, it } from "vitest";

import { payload, lindiwe, lindiweActor } from "#tests/fixtures/claims.ts";
import { describeEachDatabase, suiteDatabase } from "#tests/fixtures/databases.ts";
import { useMail } from "#tests/fixtures/mail.ts";
import { addStaff } from "#tests/fixtures/staff.ts";
import { claimDeskAction } from "./desk-actions.server.ts";
import { claimDesk } from "./desk.server.ts";
import { createClaim } from "./intake.server.ts";
import { findClaim } from "./queries.server.ts";

process.env.AUTH_SECRET = "claims-desk-test-secret-0123456789abcdef";

/** A post of the desk's forms, as the browser sends it. */
function post(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** What a `data(...)` answer of the action carries: its status and its body. */
function answer(result: unknown): { status: number; body: Record<string, unknown> } {
  const { init, data } = result as { init: { status?: number } | null; data: Record<string, unknown> };
  return { status: init?.status ?? 200, body: data };
}

describeEachDatabase("the claim page's actions on $name", (testDb) => {
  const db = suiteDatabase(testDb);
  useMail();

  it("refuses bad input with why and what was typed, refuses a payment before approval, and acts on good input", async () => {
    await addStaff(db(), lindiwe, "Lindiwe Khumalo", ["claims"]);
    const { reference } = await createClaim(db(), { formArea: "x", payload, files: [] });
    const act = async (fields: Record<string, string>) =>
      answer(
        await claimDeskAction(db(), {
          claim: (await findClaim(db(), reference))!,
          form: post(fields),
          me: lindiwe,
          actor: lindiweActor,
        }),
      );

    expect(await act({ intent: "move", to: "declined", note: "" })).toEqual({
      status: 400,
      body: {
        intent: "move",
        error: "Write the reason for declining, as the claimant will read it: the policy wording it rests on.",
        values: { to: "declined", note: "" },
      },
    });
    const refused = await act({ intent: "payment", amount: "2 500", onDay: "2026-01-05", reference: "EFT-1" });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ values: { amount: "2 500", reference: "EFT-1" } });
    expect(String(refused.body.error)).toContain("This claim is not approved yet");
    expect((await act({ intent: "next-step", nextKind: "nonsense", nextOn: "" })).status).toBe(400);
    expect((await act({ intent: "unknown" })).status).toBe(400);

    expect((await act({ intent: "acknowledge" })).body).toMatchObject({ intent: "acknowledge" });
    expect((await act({ intent: "acknowledge" })).body).toEqual({
      intent: "acknowledge",
      done: "The claim was acknowledged already.",
    });
    expect((await act({ intent: "take" })).body).toEqual({ intent: "take", done: "You are now this claim's owner." });
    const desk = await claimDesk(db(), (await findClaim(db(), reference))!, lindiwe.toUpperCase());
    expect(desk.me).toBe(lindiwe);
    expect(desk.owner).toMatchObject({ email: lindiwe, name: "Lindiwe Khumalo" });
    expect(desk.acknowledgement).toMatch(/^Acknowledged by Lindiwe Khumalo on /);
    expect(desk.history.map((h) => h.kind)).toEqual(["step", "acknowledged", "handler"]);
  });
});
