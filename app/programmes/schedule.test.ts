import { describe, expect, it } from "vitest";

import { fieldName, inputFromForm, inputFromSchedule, validateSchedule } from "./schedule.ts";
import type { RatingClass } from "./types.ts";

const classes: RatingClass[] = [
  { id: "ldv", label: "Light delivery vehicles", ratePerMille: 40, maxValue: 900_000 },
  { id: "truck", label: "Rigid trucks", ratePerMille: 45, maxValue: 2_500_000 },
];

describe("schedule validation", () => {
  it("accepts what people type, leaving classes with no items off", () => {
    const { lines, errors } = validateSchedule(classes, {
      ldv: { quantity: "12", value: "R450 000" },
      truck: { quantity: "0", value: "" },
    });
    expect(errors).toEqual({});
    expect(lines).toEqual([{ classId: "ldv", description: "Light delivery vehicles", quantity: 12, value: 450_000 }]);
  });

  it.each([
    [{ quantity: "-3", value: "100" }, "quantity", /whole number of items, from 0 to 100 000/],
    [{ quantity: "2.5", value: "100" }, "quantity", /whole number/],
    [{ quantity: "100001", value: "100" }, "quantity", /from 0 to 100 000/],
    [{ quantity: "4", value: "" }, "value", /Enter the value of each item/],
    [{ quantity: "4", value: "lots" }, "value", /an amount in rand/],
    [{ quantity: "4", value: "-50 000" }, "value", /more than R0/],
    [{ quantity: "4", value: "0" }, "value", /more than R0/],
    [{ quantity: "4", value: "950 000" }, "value", /Above R900\u00a0000 an item is rated individually/],
  ])("refuses %o with a message on its %s", (ldv, field, message) => {
    const { errors, lines } = validateSchedule(classes, { ldv, truck: { quantity: "1", value: "1 000 000" } });
    expect(errors[fieldName(field as "quantity" | "value", "ldv")]).toMatch(message);
    expect(lines.map((l) => l.classId)).toEqual(["truck"]);
  });

  it("asks for at least one item", () => {
    expect(
      validateSchedule(classes, { ldv: { quantity: "0", value: "" }, truck: { quantity: "", value: "" } }).errors,
    ).toEqual({
      schedule: "Put at least one item on the schedule.",
    });
  });

  it("round-trips a schedule and a form", () => {
    const input = inputFromSchedule(classes, [{ classId: "truck", description: "", quantity: 3, value: 1_200_000 }]);
    expect(input).toEqual({ ldv: { quantity: "0", value: "" }, truck: { quantity: "3", value: "1 200 000" } });
    const form = new FormData();
    form.set("quantity:ldv", "2");
    form.set("value:ldv", "300 000");
    expect(inputFromForm(classes, form)).toEqual({
      ldv: { quantity: "2", value: "300 000" },
      truck: { quantity: "", value: "" },
    });
  });
});
