import { describe, expect, it } from "vitest";

import { programmes } from "./index.ts";
import { LOSS_TYPES } from "./loss-types.ts";
import { detailsFromForm, formValuesOf } from "./programme-form.ts";

const TODAY = "2026-12-06";
const { wording: _, ...pepkor } = programmes.find((p) => p.slug === "Pepkor")!.details;

describe("the programme figures form", () => {
  it("gives back the stored figures unchanged when nothing is typed over", () => {
    const values = formValuesOf(pepkor);
    const read = detailsFromForm(pepkor, (name) => values[name] ?? "", TODAY);
    expect(read.errors).toEqual({});
    expect(read.details).toEqual(pepkor);
  });

  it("takes figures as people type them, and names each field that is wrong while keeping what was typed", () => {
    const values = {
      ...formValuesOf(pepkor),
      minimumPremium: "R30 000",
      "covers.1.limit": "R1 750 000 any one store",
      renewalDate: "2027-02-30",
      "tiers.0.factor": "0,9",
      policyNumber: "",
      "contact.claims-line": "on",
      "contact.amahle-mthethwa": "",
    };
    const read = detailsFromForm(pepkor, (name) => values[name as keyof typeof values] ?? "", TODAY);
    expect(read.details.rating.minimumPremium).toBe(30_000);
    expect(read.details.covers[1]!.limit).toBe("R1 750 000 any one store");
    expect(Object.keys(read.errors).toSorted()).toEqual(["policyNumber", "renewalDate", "tiers.0.factor"]);
    expect(read.values["tiers.0.factor"]).toBe("0,9");
    // A contact unticked leaves; one ticked joins after those kept.
    expect(read.details.claimsContacts).toEqual(["pieter-van-wyk", "ayesha-patel", "claims-line"]);
  });

  it("changes, removes and adds past claims, and names a wrong one while keeping what was typed", () => {
    const count = pepkor.claims.length;
    const values: Record<string, string> = {
      ...formValuesOf(pepkor),
      "claims.0.amount": "R21 000",
      "claims.1.remove": "on",
      "newClaim.date": "2025-06-14",
      "newClaim.category": "Fire",
      "newClaim.amount": "312 500",
    };
    const read = detailsFromForm(pepkor, (name) => values[name] ?? "", TODAY);
    expect(read.errors).toEqual({});
    expect(read.details.claims).toHaveLength(count);
    expect(read.details.claims[0]).toEqual({ ...pepkor.claims[0], amount: 21_000 });
    expect(read.details.claims[1]).toEqual(pepkor.claims[2]);
    expect(read.details.claims.at(-1)).toEqual({ date: "2025-06-14", category: "Fire", amount: 312_500 });

    // Nothing in the blank row adds nothing; a claim ticked to go is not checked.
    const unchanged = detailsFromForm(pepkor, (name) => formValuesOf(pepkor)[name] ?? "", TODAY);
    expect(unchanged.details.claims).toEqual(pepkor.claims);

    const wrong = {
      ...values,
      "claims.1.date": "",
      "claims.2.date": "2019-05-01",
      "claims.3.amount": "lots",
      "newClaim.category": "",
    };
    const refused = detailsFromForm(pepkor, (name) => wrong[name as keyof typeof wrong] ?? "", TODAY);
    expect(Object.keys(refused.errors).toSorted()).toEqual(["claims.2.date", "claims.3.amount", "newClaim.category"]);
    // Pepkor renews on 1 October: its history's first policy year, 2022/23, began on 1 October 2022.
    expect(refused.errors["claims.2.date"]).toBe(
      "Enter claim 3's date of loss as a date from 1 October 2022 to 6 December 2026, such as 15 March 2026.",
    );
    expect(refused.values).toMatchObject({
      "claims.3.amount": "lots",
      "newClaim.amount": "312 500",
      "claims.1.remove": "on",
    });
  });

  it("reads each cover's kinds of loss from its ticks, and refuses covers that answer for none", () => {
    const values: Record<string, string> = {
      ...formValuesOf(pepkor),
      "covers.0.loss.motor-accident": "on",
      "covers.0.loss.fire": "",
    };
    expect(formValuesOf(pepkor)["covers.0.loss.fire"]).toBe("on");
    const read = detailsFromForm(pepkor, (name) => values[name] ?? "", TODAY);
    expect(read.errors).toEqual({});
    const had = pepkor.covers[0]!.lossTypes;
    expect(read.details.covers[0]!.lossTypes).toEqual(
      LOSS_TYPES.filter((t) => t === "motor-accident" || (t !== "fire" && had.includes(t))),
    );

    const none = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, k.includes(".loss.") ? "" : v]));
    const refused = detailsFromForm(pepkor, (name) => none[name] ?? "", TODAY);
    expect(refused.errors).toEqual({
      "covers.0.loss.motor-accident": expect.stringContaining("Tick at least one kind of loss"),
    });
    expect(refused.values["covers.1.name"]).toBe(pepkor.covers[1]!.name);
  });

  it("edits each tier's excess and label, keeping its id and kind, and names a wrong figure (issue 35)", () => {
    const flat = pepkor.rating.tiers.findIndex((t) => t.kind === "flat");
    const values: Record<string, string> = {
      ...formValuesOf(pepkor),
      "tiers.0.percent": "7.5",
      "tiers.0.minimum": "R7 500",
      "tiers.0.label": "7.5% min 7.5k",
      [`tiers.${flat}.amount`]: "30 000",
      [`tiers.${flat}.label`]: "Flat 30K",
    };
    expect(formValuesOf(pepkor)["tiers.0.percent"]).toBe("5");
    expect(formValuesOf(pepkor)["tiers.0.amount"]).toBeUndefined();
    const read = detailsFromForm(pepkor, (name) => values[name] ?? "", TODAY);
    expect(read.errors).toEqual({});
    expect(read.details.rating.tiers[0]).toEqual({
      ...pepkor.rating.tiers[0],
      label: "7.5% min 7.5k",
      percent: 7.5,
      minimum: 7_500,
    });
    expect(read.details.rating.tiers[flat]).toEqual({
      ...pepkor.rating.tiers[flat],
      label: "Flat 30K",
      amount: 30_000,
    });

    const wrong = { ...values, "tiers.0.percent": "150", "tiers.0.minimum": "", [`tiers.${flat}.label`]: "" };
    const refused = detailsFromForm(pepkor, (name) => wrong[name] ?? "", TODAY);
    expect(refused.errors).toEqual({
      "tiers.0.percent": "Enter the 5% min 5k percentage as a number, such as 10.",
      "tiers.0.minimum": "Enter the 5% min 5k minimum as a number, such as 10 000.",
      [`tiers.${flat}.label`]: `Enter tier ${flat + 1}'s label.`,
    });
    expect(refused.values["tiers.0.percent"]).toBe("150");
  });

  it("reads the large-loss threshold and a past claim's number, which may be left empty", () => {
    const values: Record<string, string> = {
      ...formValuesOf(pepkor),
      largeLossThreshold: "R300 000",
      "claims.0.reference": "CLM-2023-0187",
    };
    const read = detailsFromForm(pepkor, (name) => values[name] ?? "", TODAY);
    expect(read.errors).toEqual({});
    expect(read.details.largeLossThreshold).toBe(300_000);
    expect(read.details.claims[0]).toEqual({ ...pepkor.claims[0], reference: "CLM-2023-0187" });
    expect(read.details.claims[1]).not.toHaveProperty("reference");

    const wrong: Record<string, string> = { ...values, largeLossThreshold: "0", "claims.0.reference": "<b>" };
    const refused = detailsFromForm(pepkor, (name) => wrong[name] ?? "", TODAY);
    expect(Object.keys(refused.errors).toSorted()).toEqual(["claims.0.reference", "largeLossThreshold"]);
  });

  it("gives dates in its messages in words, as the hints do", () => {
    const values: Record<string, string> = { ...formValuesOf(pepkor), renewalDate: "1/10/2027" };
    const read = detailsFromForm(pepkor, (name) => values[name] ?? "", TODAY);
    expect(read.errors.renewalDate).toBe("Enter the renewal date as a date, such as 1 October 2027.");
  });
});
