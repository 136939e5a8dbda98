// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { Block } from "#app/content/types.ts";
import Gauges from "./Gauges.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const block: Extract<Block, { type: "gauges" }> = {
  type: "gauges",
  heading: "Claims turnaround",
  intro: "Average working days from claim to settlement.",
  gauges: [
    { label: "Motor Damage Claims", value: 4.5, range: 10, units: "days", variant: 1 },
    { label: "Assets under protection", value: 48.6, range: 60, units: "bn", variant: 2 },
    { label: "WINDSCREEN CLAIMS", value: 14, range: 10, units: "hours", variant: 1 },
  ],
};

const needleOf = (name: string) => within(screen.getByRole("img", { name })).getByTestId("gauge-needle");

describe("Gauges", () => {
  it("renders a heading, the intro and one named picture per gauge", () => {
    render(<Gauges block={block} />);
    expect(screen.getByRole("heading", { level: 2, name: "Claims turnaround" })).toBeInTheDocument();
    expect(screen.getByText("Average working days from claim to settlement.")).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    expect(
      screen.getByRole("img", { name: "Motor Damage Claims: 4.5 days, on a scale of 0 to 10 days" }),
    ).toBeInTheDocument();
  });

  it("shows the value as text, with an R prefix for variant 2", () => {
    render(<Gauges block={block} />);
    const rands = screen.getByRole("img", { name: "Assets under protection: R48.6 bn, on a scale of R0 to R60 bn" });
    expect(rands).toHaveAttribute("data-variant", "2");
    expect(within(rands).getByText("R48.6 bn")).toBeInTheDocument();
    const days = screen.getByRole("img", { name: /^Motor Damage Claims/ });
    expect(within(days).getByText("4.5 days")).toBeInTheDocument();
  });

  it("draws the needle at value / range × 180 degrees in the markup, clamped", () => {
    render(<Gauges block={block} />);
    expect(needleOf("Motor Damage Claims: 4.5 days, on a scale of 0 to 10 days")).toHaveAttribute(
      "transform",
      "rotate(81 100 100)",
    );
    expect(needleOf("Assets under protection: R48.6 bn, on a scale of R0 to R60 bn")).toHaveAttribute(
      "transform",
      "rotate(145.8 100 100)",
    );
    // 14 on a scale of 10: the needle stops at the end of the dial.
    expect(needleOf("WINDSCREEN CLAIMS: 14 hours, on a scale of 0 to 10 hours")).toHaveAttribute(
      "transform",
      "rotate(180 100 100)",
    );
  });

  it("leaves a gauge already in view at its angle and only jitters it", () => {
    render(<Gauges block={block} />);
    const needle = needleOf("Motor Damage Claims: 4.5 days, on a scale of 0 to 10 days");
    expect(needle).toHaveAttribute("data-motion", "settled");
    expect(needle).toHaveAttribute("transform", "rotate(81 100 100)");
  });

  it("under reduced motion keeps the needle still at its angle", () => {
    vi.spyOn(window, "matchMedia").mockImplementation(
      (query: string) =>
        ({ matches: query.includes("reduce"), media: query, addEventListener() {}, removeEventListener() {} }) as never,
    );
    render(<Gauges block={block} />);
    const needle = needleOf("Motor Damage Claims: 4.5 days, on a scale of 0 to 10 days");
    expect(needle).not.toHaveAttribute("data-motion");
    expect(needle.style.getPropertyValue("--needle-angle")).toBe("");
    expect(needle).toHaveAttribute("transform", "rotate(81 100 100)");
  });

  it("turns a gauge below the fold back to 0, then swings it to its angle in view", () => {
    vi.useFakeTimers();
    let onIntersect: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          onIntersect = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ top: 5000 } as DOMRect);

    render(<Gauges block={{ ...block, gauges: block.gauges.slice(0, 1) }} />);
    const needle = screen.getByTestId("gauge-needle");
    expect(needle).toHaveAttribute("data-motion", "armed");
    expect(needle.style.getPropertyValue("--needle-angle")).toBe("81deg");

    act(() => onIntersect?.([{ isIntersecting: true }]));
    expect(needle).toHaveAttribute("data-motion", "swing");
    act(() => vi.advanceTimersByTime(1300));
    expect(needle).toHaveAttribute("data-motion", "settled");
  });
});
