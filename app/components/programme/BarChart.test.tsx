// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { BarChart } from "./BarChart.tsx";

afterEach(cleanup);

const years = [
  { year: 2024, premium: 7_860_000_000, incurred: 3_800_274_000, claims: 67 },
  { year: 2025, premium: 8_510_000_000, incurred: 2_290_699_000, claims: 58 },
];
const format = (cents: number) => `R${cents / 100}`;
const series = [
  { name: "Premium", value: (y: (typeof years)[number]) => y.premium },
  { name: "Claims incurred", value: (y: (typeof years)[number]) => y.incurred },
];

describe("BarChart", () => {
  it("draws a bar a value, hidden from screen readers, and tables the same figures", () => {
    const { container } = render(
      <BarChart
        caption="Premium and claims"
        rowHeader="Year"
        rowLabel={(y) => String(y.year)}
        series={series}
        rows={years}
        format={format}
      />,
    );
    expect(
      within(screen.getByRole("figure")).getByText("Premium and claims", { selector: "figcaption" }),
    ).toBeVisible();
    const drawing = container.querySelector('[aria-hidden="true"]')!;
    expect(drawing.querySelectorAll("rect")).toHaveLength(4);
    // The longest bar is the largest value; the others are drawn to the same scale.
    expect([...drawing.querySelectorAll("rect")].map((r) => Number(r.getAttribute("width")).toFixed(1))).toEqual([
      "92.4",
      "44.7",
      "100.0",
      "26.9",
    ]);
    const table = screen.getByRole("table", { name: "Premium and claims" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Year", "Premium", "Claims incurred"]);
    expect(within(table).getByRole("row", { name: /^2025/ })).toHaveTextContent("2025R85100000R22906990");
  });

  it("gives a fuller table of the same rows instead of its own", () => {
    render(
      <BarChart
        caption="Premium and claims"
        rowLabel={(y) => String(y.year)}
        series={series}
        rows={years}
        format={format}
        table={{
          caption: "Performance by year",
          columns: [
            { header: "Year", render: (y) => y.year },
            { header: "Premium", align: "number", render: (y) => format(y.premium) },
            { header: "Claims", align: "number", render: (y) => y.claims },
            { header: "Incurred", align: "number", render: (y) => format(y.incurred) },
          ],
        }}
      />,
    );
    expect(screen.getAllByRole("table")).toHaveLength(1);
    const table = screen.getByRole("table", { name: "Performance by year" });
    expect(within(table).getAllByRole("columnheader")).toHaveLength(4);
    expect(within(table).getByRole("row", { name: /^2024/ })).toHaveTextContent("67");
  });

  it("writes a series' own text beside its bar and in the table", () => {
    render(
      <BarChart
        caption="Claims by category"
        rowHeader="Category"
        rowLabel={(c) => c.category}
        series={[
          { name: "Incurred", value: (c) => c.incurred, text: (c) => `${format(c.incurred)} (${c.claims} claims)` },
        ]}
        rows={[{ category: "Fire", incurred: 2_280_190_000, claims: 12 }]}
        format={format}
      />,
    );
    expect(screen.getByRole("cell")).toHaveTextContent("R22801900 (12 claims)");
    expect(screen.getAllByText("R22801900 (12 claims)")).toHaveLength(2);
  });
});
