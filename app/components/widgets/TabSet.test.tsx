// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { Block, SimpleBlock } from "#app/content/types.ts";
import TabSet from "./TabSet.tsx";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.history.replaceState(null, "", "/");
});

const block: Extract<Block, { type: "tabs" }> = {
  type: "tabs",
  heading: "Claims by line",
  tabs: [
    { id: "motor", label: "Motor", content: [{ type: "richText", paragraphs: ["Motor content"] }] },
    { id: "property", label: "Property", content: [{ type: "richText", paragraphs: ["Property content"] }] },
    { id: "liability", label: "Liability", content: [{ type: "richText", paragraphs: ["Liability content"] }] },
  ],
};

const renderBlocks = (blocks: SimpleBlock[]) =>
  blocks.map((b, i) => (b.type === "richText" ? <p key={i}>{b.paragraphs.join(" ")}</p> : null));

const ui = <TabSet block={block} renderBlocks={renderBlocks} />;
const tab = (name: string) => screen.getByRole("tab", { name });

function expectSelected(name: string) {
  for (const t of screen.getAllByRole("tab")) {
    const selected = t.textContent === name;
    expect(t).toHaveAttribute("aria-selected", String(selected));
    expect(t).toHaveAttribute("tabindex", selected ? "0" : "-1");
    const panel = document.getElementById(t.getAttribute("aria-controls")!)!;
    expect(panel).toHaveAttribute("role", "tabpanel");
    expect(panel).toHaveAttribute("aria-labelledby", t.id);
    expect(panel.hasAttribute("hidden")).toBe(!selected);
  }
}

describe("TabSet", () => {
  it("selects the first tab by default, with a labelled tab list", () => {
    render(ui);
    expect(screen.getByRole("heading", { level: 2, name: "Claims by line" })).toBeInTheDocument();
    expect(screen.getByRole("tablist", { name: "Claims by line" })).toBeInTheDocument();
    expectSelected("Motor");
    expect(screen.getByRole("tabpanel", { name: "Motor" })).toHaveTextContent("Motor content");
    expect(tab("Motor").id).toBe("tabs-claims-by-line-tab-motor");
  });

  it("renders the first tab on the server and selects ?tab= after hydration, without a mismatch", async () => {
    window.history.replaceState(null, "", "/claims?tab=property");
    // The server never knows the query (pages are prerendered).
    const html = renderToString(ui);
    expect(html).toMatch(/aria-selected="true"[^>]*>Motor</);

    const errors = vi.spyOn(console, "error");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      render(ui, { container, hydrate: true });
    });
    expectSelected("Property");
    expect(errors).not.toHaveBeenCalled();
  });

  it("ignores a tab parameter that names no tab", () => {
    window.history.replaceState(null, "", "/claims?tab=unknown");
    render(ui);
    expectSelected("Motor");
    expect(screen.getByRole("tabpanel", { name: "Motor" })).toBeVisible();
  });

  it("moves focus and selection with the arrow keys, wrapping", async () => {
    const user = userEvent.setup();
    render(ui);
    await user.tab();
    expect(tab("Motor")).toHaveFocus();

    await user.keyboard("{ArrowRight}");
    expect(tab("Property")).toHaveFocus();
    expectSelected("Property");

    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(tab("Motor")).toHaveFocus();
    expectSelected("Motor");

    await user.keyboard("{ArrowLeft}");
    expect(tab("Liability")).toHaveFocus();
    expectSelected("Liability");
  });

  it("goes to the first and last tabs with Home and End", async () => {
    const user = userEvent.setup();
    render(ui);
    await user.click(tab("Property"));
    await user.keyboard("{End}");
    expect(tab("Liability")).toHaveFocus();
    expectSelected("Liability");
    await user.keyboard("{Home}");
    expect(tab("Motor")).toHaveFocus();
    expectSelected("Motor");
  });

  it("leaves the tab order through the panel: one tab stop in the list", async () => {
    const user = userEvent.setup();
    render(ui);
    await user.tab();
    await user.tab();
    expect(screen.getByRole("tabpanel", { name: "Motor" })).toHaveFocus();
  });

  it("writes the chosen tab to the query with replaceState, keeping other parameters", async () => {
    const user = userEvent.setup();
    window.history.replaceState({ key: "router-state" }, "", "/claims?utm=x");
    const replaceState = vi.spyOn(window.history, "replaceState");
    const lengthBefore = window.history.length;
    render(ui);
    await user.click(tab("Liability"));
    expectSelected("Liability");
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe("/claims");
    expect(new URLSearchParams(window.location.search).get("tab")).toBe("liability");
    expect(new URLSearchParams(window.location.search).get("utm")).toBe("x");
    expect(window.history.state).toEqual({ key: "router-state" });
    expect(window.history.length).toBe(lengthBefore);
    expect(within(screen.getByRole("tabpanel", { name: "Liability" })).getByText("Liability content")).toBeVisible();
  });
});
