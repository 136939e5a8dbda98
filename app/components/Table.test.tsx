// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { Table, type Column } from "./Table.tsx";

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

interface Year {
  year: number;
  premium: string;
  note: string;
}

const years: Year[] = [
  { year: 2024, premium: "R78 600 000", note: "Renewed" },
  { year: 2025, premium: "R85 100 000", note: "Current" },
];

const columns: Column<Year>[] = [
  { header: "Year", render: (y) => y.year },
  { header: "Premium", render: (y) => y.premium, align: "number" },
  { header: "Note", render: (y) => <a href={`/notes/${y.year}`}>{y.note}</a>, className: "note" },
];

const table = (props: Partial<Parameters<typeof Table<Year>>[0]> = {}) => (
  <Table caption="Premium by year" columns={columns} rows={years} rowKey={(y) => y.year} {...props} />
);

/** A stand-in for the browser's ResizeObserver that reports once, as the real one does when observing starts. */
function reportSizes(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(clientWidth);
  vi.stubGlobal(
    "ResizeObserver",
    class {
      constructor(private report: () => void) {}
      observe() {
        this.report();
      }
      disconnect() {}
    },
  );
}

describe("Table", () => {
  it("is a table with a caption, column headers, row headers and labelled cells", () => {
    render(table());
    const grid = screen.getByRole("table", { name: "Premium by year" });
    expect(
      within(grid)
        .getAllByRole("columnheader")
        .map((th) => [th.textContent, th.getAttribute("scope")]),
    ).toEqual([
      ["Year", "col"],
      ["Premium", "col"],
      ["Note", "col"],
    ]);
    const rowHeaders = within(grid).getAllByRole("rowheader");
    expect(rowHeaders.map((th) => [th.textContent, th.getAttribute("scope")])).toEqual([
      ["2024", "row"],
      ["2025", "row"],
    ]);
    const cells = within(grid).getAllByRole("cell");
    // Each cell carries its column's heading, which labels it when rows stack as cards.
    expect(cells.map((td) => td.dataset.label)).toEqual(["Premium", "Note", "Premium", "Note"]);
    expect(cells[0]).toHaveTextContent("R78 600 000");
    expect(cells[0]).toHaveClass("number");
    expect(within(cells[1]!).getByRole("link", { name: "Renewed" })).toHaveAttribute("href", "/notes/2024");
    expect(cells[1]).toHaveClass("note");
    expect(screen.getAllByRole("columnheader")[1]).toHaveClass("number");
  });

  it("keeps a figure in running text whole: its digit groups are joined by non-breaking spaces", () => {
    render(
      <Table
        caption="Covers"
        columns={[
          { header: "Cover", render: (c: string) => c },
          { header: "Limit", render: () => "R2 500 000 stock any one store, 12 months, 1 October" },
        ]}
        rows={["Stock"]}
        rowKey={(c) => c}
      />,
    );
    expect(screen.getByRole("cell").textContent).toBe("R2\u00a0500\u00a0000 stock any one store, 12 months, 1 October");
  });

  it("can show its caption, or keep it for screen readers", () => {
    const { unmount } = render(table());
    expect(screen.getByText("Premium by year")).not.toHaveClass("visually-hidden");
    unmount();
    render(table({ captionHidden: true }));
    expect(screen.getByText("Premium by year")).toHaveClass("visually-hidden");
    expect(screen.getByRole("table", { name: "Premium by year" })).toBeInTheDocument();
  });

  it("without a row header, every cell is a data cell", () => {
    render(table({ rowHeader: false }));
    expect(screen.queryAllByRole("rowheader")).toEqual([]);
    expect(screen.getAllByRole("cell")).toHaveLength(6);
    expect(screen.getAllByRole("cell")[0]).toHaveAttribute("data-label", "Year");
  });

  it("marks rows and adds a footer row", () => {
    render(
      table({
        rowClassName: (y) => (y.year === 2025 ? "current" : undefined),
        footer: ["Total", "R163 700 000", null],
      }),
    );
    expect(screen.getByRole("row", { name: /^2025/ })).toHaveClass("current");
    expect(screen.getByRole("row", { name: /^2024/ })).not.toHaveClass("current");
    const footer = document.querySelector("tfoot tr")!;
    expect(within(footer as HTMLElement).getByRole("rowheader")).toHaveTextContent("Total");
    expect(within(footer as HTMLElement).getAllByRole("cell")[0]).toHaveTextContent("R163 700 000");
  });

  it("says so when there are no rows", () => {
    render(table({ rows: [], empty: "No years yet." }));
    const message = screen.getByRole("cell", { name: "No years yet." });
    expect(message).toHaveAttribute("colspan", "3");
    expect(screen.getAllByRole("columnheader")).toHaveLength(3);
  });

  it("has a default message for no rows", () => {
    render(table({ rows: [] }));
    expect(screen.getByRole("cell")).toHaveTextContent("None yet.");
  });

  it("is reachable by keyboard as the server sends it, in a region named by its caption", () => {
    document.body.innerHTML = renderToString(table());
    const region = screen.getByRole("region", { name: "Premium by year" });
    expect(region).toHaveAttribute("tabindex", "0");
    expect(region).toHaveAttribute("data-overflowing");
    expect(within(region).getByRole("table")).toBeInTheDocument();
  });

  it("stays a tab stop while the table is wider than its box", () => {
    reportSizes(900, 340);
    render(table());
    expect(screen.getByRole("region", { name: "Premium by year" })).toHaveAttribute("tabindex", "0");
  });

  it("is no tab stop once the table fits", () => {
    reportSizes(340, 340);
    render(table());
    const region = screen.getByRole("region", { name: "Premium by year" });
    expect(region).not.toHaveAttribute("tabindex");
    expect(region).not.toHaveAttribute("data-overflowing");
  });

  it("stacks rows as cards unless asked to scroll", () => {
    const { unmount } = render(table());
    expect(screen.getByRole("table")).toHaveClass("cards");
    unmount();
    render(table({ layout: "scroll" }));
    expect(screen.getByRole("table")).not.toHaveClass("cards");
    expect(screen.getByRole("table")).toHaveClass("sticky");
  });
});
