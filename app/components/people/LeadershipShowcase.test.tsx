// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { leadership, type LeadershipGroup } from "#app/content/people.ts";
import LeadershipShowcase from "./LeadershipShowcase.tsx";
import styles from "./LeadershipShowcase.module.css";

afterEach(cleanup);

function renderShowcase() {
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <LeadershipShowcase
          block={{ type: "leadership", heading: "Our leadership", intro: "Meet us.", teams: leadership }}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

/** All three layouts are in the markup; CSS shows one per breakpoint, so tests pick by test id. */
const layout = (name: "desktop" | "tablet" | "mobile") => screen.getByTestId(`leadership-${name}`);
const entries = (name: "desktop" | "tablet" | "mobile") => within(layout(name)).getAllByTestId("leader");
const part = (entry: HTMLElement, testId: "leader-portrait" | "leader-caption") => within(entry).getByTestId(testId);
const choose = (group: LeadershipGroup) =>
  within(screen.getByTestId("leadership-selector")).getByRole("button", { name: group });

describe("LeadershipShowcase", () => {
  it("renders the heading, intro and a selector defaulting to the chief executive committee", () => {
    renderShowcase();
    expect(screen.getByRole("heading", { level: 2, name: "Our leadership" })).toBeInTheDocument();
    expect(screen.getByText("Meet us.")).toBeInTheDocument();
    expect(choose("Chief Executive Committee")).toHaveAttribute("aria-pressed", "true");
    expect(choose("Senior")).toHaveAttribute("aria-pressed", "false");
  });

  it.each([
    ["Chief Executive Committee", 6],
    ["Group Executive Committee", 5],
    ["Senior", 10],
    ["Management", 14],
  ] as const)("switches to %s and shows its %i people in every layout", async (group, count) => {
    const user = userEvent.setup();
    renderShowcase();
    await user.click(choose(group));
    expect(choose(group)).toHaveAttribute("aria-pressed", "true");
    for (const name of ["desktop", "tablet", "mobile"] as const) expect(entries(name)).toHaveLength(count);
  });

  it("shows Management in two desktop rows of 8 and 6, the second starting with the content manager", async () => {
    const user = userEvent.setup();
    renderShowcase();
    await user.click(choose("Management"));
    const rows = within(layout("desktop")).getAllByRole("list");
    expect(rows.map((row) => within(row).getAllByRole("listitem").length)).toEqual([8, 6]);
    const first = within(rows[1]!).getAllByTestId("leader-caption")[0]!;
    expect(first).toHaveTextContent("Content and Communications Manager");
  });

  it("identifies people by first name, with tablet and mobile suffixes for Management", async () => {
    const user = userEvent.setup();
    renderShowcase();
    expect(entries("desktop")[0]).toHaveAttribute("data-target", "thandeka");
    expect(entries("tablet")[0]).toHaveAttribute("data-target", "thandeka");
    await user.click(choose("Management"));
    expect(entries("desktop")[0]).toHaveAttribute("data-target", "mandla");
    expect(entries("tablet")[0]).toHaveAttribute("data-target", "mandla-tablet");
    expect(entries("mobile")[0]).toHaveAttribute("data-target", "mandla-mobile");
  });

  it("highlights the caption while its portrait is hovered, and the portrait while its caption is", async () => {
    const user = userEvent.setup();
    renderShowcase();
    const [first, second] = entries("desktop");
    await user.hover(part(first!, "leader-portrait"));
    expect(part(first!, "leader-caption")).toHaveClass(styles.activeText!);
    expect(part(first!, "leader-caption")).toHaveAttribute("data-active", "true");
    expect(part(second!, "leader-caption")).not.toHaveClass(styles.activeText!);

    await user.hover(part(second!, "leader-caption"));
    expect(part(second!, "leader-portrait")).toHaveClass(styles.activePortrait!);
    expect(part(first!, "leader-caption")).not.toHaveClass(styles.activeText!);

    await user.unhover(part(second!, "leader-caption"));
    expect(part(second!, "leader-caption")).not.toHaveClass(styles.activeText!);
    expect(part(second!, "leader-portrait")).not.toHaveAttribute("data-active");
  });

  it("highlights on keyboard focus and clears on Escape", async () => {
    const user = userEvent.setup();
    renderShowcase();
    await user.click(choose("Management"));
    await user.tab(); // from the last selector button to the first person
    const first = entries("desktop")[0]!;
    expect(first).toHaveFocus();
    expect(part(first, "leader-caption")).toHaveClass(styles.activeText!);
    await user.keyboard("{Escape}");
    expect(part(first, "leader-caption")).not.toHaveClass(styles.activeText!);
  });

  it("resets the highlight and logs to the console on click for the executive committees", async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, "info").mockImplementation(() => {});
    renderShowcase();
    for (const group of ["Chief Executive Committee", "Group Executive Committee"] as const) {
      await user.click(choose(group));
      const portrait = part(entries("desktop")[1]!, "leader-portrait");
      await user.hover(portrait);
      expect(part(entries("desktop")[1]!, "leader-caption")).toHaveClass(styles.activeText!);
      log.mockClear();
      await user.click(portrait);
      expect(part(entries("desktop")[1]!, "leader-caption")).not.toHaveClass(styles.activeText!);
      expect(log).toHaveBeenCalledTimes(1);
      log.mockClear();
      await user.click(part(entries("desktop")[1]!, "leader-caption"));
      expect(log).toHaveBeenCalledTimes(1);
    }
    await user.click(choose("Senior"));
    log.mockClear();
    await user.click(part(entries("desktop")[2]!, "leader-portrait"));
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it("does not reset the highlight on click for Senior", async () => {
    const user = userEvent.setup();
    renderShowcase();
    await user.click(choose("Senior"));
    const entry = entries("desktop")[2]!;
    await user.click(part(entry, "leader-portrait"));
    expect(part(entry, "leader-caption")).toHaveClass(styles.activeText!);
  });

  it("wires click for the second desktop Management row and tablet Management only", async () => {
    const user = userEvent.setup();
    renderShowcase();
    await user.click(choose("Management"));
    const [firstRow, secondRow] = within(layout("desktop")).getAllByRole("list");
    /** Hovers and clicks the entry's portrait; true when the caption is still highlighted after the click. */
    const highlightedAfterClick = async (entry: HTMLElement) => {
      await user.click(part(entry, "leader-portrait"));
      const highlighted = part(entry, "leader-caption").classList.contains(styles.activeText!);
      await user.unhover(part(entry, "leader-portrait"));
      return highlighted;
    };
    expect(await highlightedAfterClick(within(firstRow!).getAllByTestId("leader")[0]!)).toBe(true);
    expect(await highlightedAfterClick(within(secondRow!).getAllByTestId("leader")[0]!)).toBe(false);
    expect(await highlightedAfterClick(entries("tablet")[0]!)).toBe(false);
    expect(await highlightedAfterClick(entries("mobile")[0]!)).toBe(true);
  });
});
