import { describe, expect, it } from "vitest";

import { formDefinitions } from "#app/forms/definitions.ts";
import { programmes } from "./index.ts";
import { lossTypesFor } from "./loss-types.ts";

const field = formDefinitions.claim_notification.fields.find((f) => f.name === "lossType")!;
const formTypes = field.kind === "select" ? field.options.map((o) => o.value) : [];
const of = (slug: string) => lossTypesFor(programmes.find((p) => p.slug === slug)!.details.covers);

describe("the kinds of loss a programme's claim form offers", () => {
  it("are kinds the claim form knows, always with Something else", () => {
    for (const programme of programmes) {
      const types = lossTypesFor(programme.details.covers);
      for (const type of types) expect(formTypes, programme.slug).toContain(type);
      expect(types.at(-1)).toBe("other");
      expect(types.length, programme.slug).toBeGreaterThan(2);
    }
  });

  it("follow the covers: a fleet's motor losses, a retailer's property losses", () => {
    expect(of("PepkorTransport")).toEqual(["motor-accident", "motor-theft", "liability", "other"]);
    expect(of("Pepkor")).toEqual(expect.arrayContaining(["fire", "burglary", "weather", "other"]));
    expect(of("Pepkor")).not.toContain("motor-accident");
  });
});
