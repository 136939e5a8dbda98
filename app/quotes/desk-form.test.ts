import { describe, expect, it } from "vitest";

import { formatRand } from "#app/lib/format/money.ts";
import { actionFrom, conditionFrom, doneMessage, premiumField } from "./desk-form.ts";

const TIERS = ["Flat 500K", "Flat 1M"];

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

describe("the desk's forms as the server reads them", () => {
  it("offers each tier whose premium is filled in, and keeps what was typed with a message per field", () => {
    const sent = actionFrom(
      "quote",
      form({ [premiumField("Flat 500K")]: "1 250 000", conditions: "A survey.", validUntil: "2027-01-16" }),
      TIERS,
    );
    expect(sent.action).toEqual({
      kind: "quote",
      options: [{ tier: "Flat 500K", premiumCents: 125_000_000 }],
      conditions: "A survey.",
      validUntil: "2027-01-16",
    });
    const wrong = actionFrom("revise", form({ [premiumField("Flat 1M")]: "lots", conditions: "Kept." }), TIERS);
    expect(wrong.action).toBeUndefined();
    expect(wrong.problems.errors?.[premiumField("Flat 1M")]).toMatch(/not an amount in rand/);
    expect(wrong.problems.errors?.validUntil).toBe("Give the last day it is valid, as a date.");
    expect(wrong.problems.values?.conditions).toBe("Kept.");
    expect(actionFrom("quote", form({ validUntil: "2027-01-16" }), TIERS).problems.errors).toEqual({
      [premiumField("Flat 500K")]: "Give the premium of at least one tier to offer it.",
    });
  });

  it("asks a reason of a withdrawal and a decline, and a policy number and a day of a binding", () => {
    expect(actionFrom("withdraw", form({ reason: "  " }), TIERS).problems.errors).toEqual({
      reason: "Say why: the client reads it.",
    });
    expect(actionFrom("decline", form({ reason: "Outside appetite." }), TIERS).action).toEqual({
      kind: "decline",
      reason: "Outside appetite.",
    });
    const bind = actionFrom("bind", form({ policyNumber: "no", inceptionDate: "someday" }), TIERS);
    expect(Object.keys(bind.problems.errors ?? {})).toEqual(["policyNumber", "inceptionDate"]);
    expect(
      actionFrom(
        "bind",
        form({ policyNumber: "KRG-NMI-0412-2027", inceptionDate: "2026-10-01", backdateReason: "Held covered." }),
        TIERS,
      ).action,
    ).toEqual({
      kind: "bind",
      policyNumber: "KRG-NMI-0412-2027",
      inceptionDate: "2026-10-01",
      backdateReason: "Held covered.",
    });
    expect(actionFrom("nonsense", form({}), TIERS)).toEqual({ problems: {} });
  });

  it("tells the desk what a step did, in words and dates", () => {
    const updated = {
      reference: "Q-NMI-ABC234",
      quotation: {
        version: 2,
        options: [{ tier: "Flat 1M", premiumCents: 90_000_000 }],
        conditions: "",
        validUntil: "2027-01-16",
      },
      policyNumber: "KRG-NMI-0412-2027",
      cover: { from: "2026-10-01", to: "2027-09-30" },
    };
    expect(doneMessage({ kind: "revise", ...updated.quotation }, updated, "")).toBe(
      `Quotation revised: version 2 (Flat 1M ${formatRand(90_000_000, { showCents: true })}), valid until 16 January 2027.`,
    );
    expect(doneMessage({ kind: "bind", policyNumber: "x", inceptionDate: "2026-10-01" }, updated, "")).toBe(
      "Q-NMI-ABC234 is bound under policy number KRG-NMI-0412-2027, cover from 1 October 2026 to 30 September 2027.",
    );
  });
});

describe("a condition's form on the desk", () => {
  it("reads which condition, where it stands and its due day, or says what is wrong beside that condition", () => {
    expect(conditionFrom(form({ condition: "12", position: "2", status: "met", dueOn: "" }))).toEqual({
      id: 12,
      position: 2,
      status: "met",
      dueOn: null,
      intent: "condition:12",
    });
    expect(
      conditionFrom(form({ condition: "12", position: "2", status: "outstanding", dueOn: "2027-01-31" })),
    ).toMatchObject({
      dueOn: "2027-01-31",
    });
    expect(conditionFrom(form({ condition: "12", position: "2", status: "done" }))).toEqual({
      intent: "condition:12",
      error: "Choose outstanding, met or waived.",
    });
    expect(conditionFrom(form({ condition: "12", position: "2", status: "met", dueOn: "soon" }))).toMatchObject({
      error: "Give the day it is due, as a date, or none.",
    });
    expect(conditionFrom(form({ condition: "x", status: "met" }))).toMatchObject({
      error: "That condition is not one of the quotation in force.",
    });
  });
});
