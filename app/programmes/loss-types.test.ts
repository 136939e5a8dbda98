import { describe, expect, it } from "vitest";

import { formDefinitions } from "#app/forms/definitions.ts";
import { programmes } from "./index.ts";
import { LOSS_TYPES, lossTypesFor } from "./loss-types.ts";
import type { Cover } from "./types.ts";

const field = formDefinitions.claim_notification.fields.find((f) => f.name === "lossType")!;
const formTypes = field.kind === "select" ? field.options.map((o) => o.value) : [];
const of = (slug: string) => lossTypesFor(programmes.find((p) => p.slug === slug)!.details.covers);
const cover = (name: string, lossTypes: Cover["lossTypes"]): Cover => ({ name, limit: "R1", basis: "B", lossTypes });

describe("the kinds of loss a programme's claim form offers", () => {
  it("are the claim form's own, in its order, with Something else last and no cover's", () => {
    expect([...LOSS_TYPES, "other"]).toEqual(formTypes);
    for (const programme of programmes) {
      const types = lossTypesFor(programme.details.covers);
      expect(types.at(-1)).toBe("other");
      expect(types.length, programme.slug).toBeGreaterThan(2);
    }
  });

  it("are those the covers name, whatever the covers are called", () => {
    // A cover with a name no rule ever knew brings the kinds of loss it is given.
    expect(lossTypesFor([cover("Goods in transit", ["motor-accident", "motor-theft"])])).toEqual([
      "motor-accident",
      "motor-theft",
      "other",
    ]);
    expect(lossTypesFor([cover("Assets all risks", [])])).toEqual(["other"]);
    expect(lossTypesFor([cover("A", ["liability", "fire"]), cover("B", ["fire"])])).toEqual([
      "fire",
      "liability",
      "other",
    ]);
  });

  it("are, for today's programmes, what their covers' names gave before the covers named them", () => {
    expect(of("PepkorTransport")).toEqual(["motor-accident", "motor-theft", "liability", "other"]);
    expect(of("Pepkor")).toEqual(expect.arrayContaining(["fire", "burglary", "weather", "other"]));
    expect(of("Pepkor")).not.toContain("motor-accident");
  });
});
