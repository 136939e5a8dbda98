import { describe, expect, it } from "vitest";

import { programmes } from "./index.ts";
import { LOSS_TYPES } from "./loss-types.ts";
import { detailsFromForm, formValuesOf } from "./programme-form.ts";

const { wording: _, ...pepkor } = programmes.find((p) => p.slug === "Pepkor")!.details;

describe("the programme figures form", () => {
  it("gives back the stored figures unchanged when nothing is typed over", () => {
    const values = formValuesOf(pepkor);
    const read = detailsFromForm(pepkor, (name) => values[name] ?? "");
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
    const read = detailsFromForm(pepkor, (name) => values[name as keyof typeof values] ?? "");
    expect(read.details.rating.minimumPremium).toBe(30_000);
    expect(read.details.covers[1]!.limit).toBe("R1 750 000 any one store");
    expect(Object.keys(read.errors).toSorted()).toEqual(["policyNumber", "renewalDate", "tiers.0.factor"]);
    expect(read.values["tiers.0.factor"]).toBe("0,9");
    // A contact unticked leaves; one ticked joins after those kept.
    expect(read.details.claimsContacts).toEqual(["pieter-van-wyk", "ayesha-patel", "claims-line"]);
  });

  it("reads each cover's kinds of loss from its ticks, and refuses covers that answer for none", () => {
    const values: Record<string, string> = {
      ...formValuesOf(pepkor),
      "covers.0.loss.motor-accident": "on",
      "covers.0.loss.fire": "",
    };
    expect(formValuesOf(pepkor)["covers.0.loss.fire"]).toBe("on");
    const read = detailsFromForm(pepkor, (name) => values[name] ?? "");
    expect(read.errors).toEqual({});
    const had = pepkor.covers[0]!.lossTypes;
    expect(read.details.covers[0]!.lossTypes).toEqual(
      LOSS_TYPES.filter((t) => t === "motor-accident" || (t !== "fire" && had.includes(t))),
    );

    const none = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, k.includes(".loss.") ? "" : v]));
    const refused = detailsFromForm(pepkor, (name) => none[name] ?? "");
    expect(refused.errors).toEqual({
      "covers.0.loss.motor-accident": expect.stringContaining("Tick at least one kind of loss"),
    });
    expect(refused.values["covers.1.name"]).toBe(pepkor.covers[1]!.name);
  });
});
