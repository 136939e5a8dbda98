import { describe, expect, it } from "vitest";

import type { GaugeData } from "#app/content/types.ts";
import { formatGaugeAmount, formatGaugeValue, gaugeAngle, gaugeDescription } from "./gauge.ts";

const days: GaugeData = { value: 4.5, range: 10, units: "days", label: "Motor Damage Claims", variant: 1 };
const rands: GaugeData = { value: 48.6, range: 60, units: "bn", label: "Assets under protection", variant: 2 };

describe("gaugeAngle", () => {
  it("is value / range × 180", () => {
    expect(gaugeAngle(4.5, 10)).toBe(81);
    expect(gaugeAngle(1, 3)).toBe(60);
    expect(gaugeAngle(1, 7)).toBe(25.71);
    expect(gaugeAngle(0, 10)).toBe(0);
    expect(gaugeAngle(10, 10)).toBe(180);
    expect(gaugeAngle(30, 60)).toBe(90);
  });

  it("clamps to 0..180", () => {
    expect(gaugeAngle(15, 10)).toBe(180);
    expect(gaugeAngle(-3, 10)).toBe(0);
  });

  it("is 0 for a range of zero or less, or a value that is not a number", () => {
    expect(gaugeAngle(5, 0)).toBe(0);
    expect(gaugeAngle(5, -10)).toBe(0);
    expect(gaugeAngle(Number.NaN, 10)).toBe(0);
  });
});

describe("formatGaugeValue", () => {
  it("writes a variant 1 value with its units", () => {
    expect(formatGaugeValue(days)).toBe("4.5 days");
  });

  it("prefixes a variant 2 value with R", () => {
    expect(formatGaugeValue(rands)).toBe("R48.6 bn");
  });

  it("leaves out empty units", () => {
    expect(formatGaugeAmount(7, "", 1)).toBe("7");
    expect(formatGaugeAmount(7, " ", 2)).toBe("R7");
  });
});

describe("gaugeDescription", () => {
  it("names the label, the value and the scale", () => {
    expect(gaugeDescription(days)).toBe("Motor Damage Claims: 4.5 days, on a scale of 0 to 10 days");
    expect(gaugeDescription(rands)).toBe("Assets under protection: R48.6 bn, on a scale of R0 to R60 bn");
  });
});
