// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { mainNavigation } from "#app/navigation/main-nav.ts";
import { Header } from "./Header.tsx";

afterEach(cleanup);

function renderAt(path: string) {
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => <Header sections={mainNavigation} />,
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

/** Both layouts are in the markup; CSS picks one by width, so tests pick by label. */
const desktopNav = () => screen.getAllByRole("navigation", { name: "Main" })[0]!;
const mobilePanel = () => document.getElementById("site-menu")!;

describe("Header", () => {
  it("marks the active section and current tab from the path", () => {
    renderAt("/about/our-leadership");
    expect(within(desktopNav()).getByRole("link", { name: "Group" })).toHaveAttribute("aria-current", "true");
    const tabs = screen.getByRole("navigation", { name: "Group pages" });
    expect(within(tabs).getByRole("link", { name: "Our leadership" })).toHaveAttribute("aria-current", "page");
    expect(within(tabs).getByRole("link", { name: "Our history" })).not.toHaveAttribute("aria-current");
  });

  it("opens a flyout with its columns and closes it with Escape, returning focus", async () => {
    const user = userEvent.setup();
    renderAt("/insurance-products/commercial-solutions/commercial");
    const tabs = screen.getByRole("navigation", { name: "Products pages" });
    const toggle = within(tabs).getByRole("button", { name: "More in Commercial solutions" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    const flyout = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(flyout).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(flyout).toBeVisible();
    expect(within(flyout).getByRole("link", { name: "Specialist liability" })).toHaveAttribute(
      "href",
      "/insurance-products/commercial-solutions/specialist-liablity",
    );

    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("opens external flyout links in a new tab without an opener", async () => {
    const user = userEvent.setup();
    renderAt("/broker-tools/broker-risk-management-portal");
    const tabs = screen.getByRole("navigation", { name: "Broker & Client Tools pages" });
    await user.click(within(tabs).getByRole("button", { name: "More in Broker risk portal" }));
    const link = within(tabs).getByRole("link", { name: /Sign in to the broker portal/ });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("selects a primary section on click and shows its tabs", async () => {
    const user = userEvent.setup();
    renderAt("/");
    await user.click(within(desktopNav()).getByRole("link", { name: "Claims" }));
    const tabs = await screen.findByRole("navigation", { name: "Claims pages" });
    expect(within(tabs).getByRole("link", { name: "Turnaround times" })).toHaveAttribute("aria-current", "page");
  });

  it("toggles the burger menu and its accordions, and Escape closes it", async () => {
    const user = userEvent.setup();
    renderAt("/clients/agriculture");
    const burger = screen.getByRole("button", { name: "Menu" });
    expect(burger).toHaveAttribute("aria-expanded", "false");
    expect(mobilePanel()).toHaveAttribute("data-open", "false");

    await user.click(burger);
    expect(burger).toHaveAttribute("aria-expanded", "true");
    expect(mobilePanel()).toHaveAttribute("data-open", "true");

    // The current section starts expanded; another opens on request.
    const clients = within(mobilePanel()).getByRole("button", { name: "Clients" });
    expect(clients).toHaveAttribute("aria-expanded", "true");
    const media = within(mobilePanel()).getByRole("button", { name: "Media" });
    expect(media).toHaveAttribute("aria-expanded", "false");
    await user.click(media);
    expect(media).toHaveAttribute("aria-expanded", "true");
    expect(document.getElementById(media.getAttribute("aria-controls")!)).toHaveAttribute("data-open", "true");

    await user.keyboard("{Escape}");
    expect(burger).toHaveAttribute("aria-expanded", "false");
    expect(burger).toHaveFocus();
  });

  it("draws the burger menu's sections only once it is first opened, and keeps them while it folds away", async () => {
    const user = userEvent.setup();
    renderAt("/clients/agriculture");
    const burger = screen.getByRole("button", { name: "Menu" });
    expect(mobilePanel().querySelector("nav")).toBeNull();
    await user.click(burger);
    expect(within(mobilePanel()).getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    await user.click(burger);
    expect(mobilePanel()).toHaveAttribute("data-open", "false");
    expect(mobilePanel().querySelector("nav")).not.toBeNull();
  });

  it("renders a section's flyout links as a nested accordion in the burger menu", async () => {
    const user = userEvent.setup();
    renderAt("/");
    await user.click(screen.getByRole("button", { name: "Menu" }));
    await user.click(within(mobilePanel()).getByRole("button", { name: "Products" }));
    const more = within(mobilePanel()).getByRole("button", { name: "More in Personal solutions" });
    await user.click(more);
    const panel = document.getElementById(more.getAttribute("aria-controls")!)!;
    expect(panel).toHaveAttribute("data-open", "true");
    expect(within(panel).getByRole("link", { name: "Opulence: high-net-worth cover" })).toBeInTheDocument();
  });

  it("offers search in the bar and in the burger menu, as a labelled GET form to /search", () => {
    renderAt("/clients/agriculture");
    const forms = screen.getAllByRole("search");
    expect(forms).toHaveLength(2);
    for (const form of forms) {
      expect(form).toHaveAttribute("action", "/search");
      expect(form.getAttribute("method") ?? "get").toBe("get");
      const input = within(form).getByRole("searchbox", { name: "Search the site" });
      expect(input).toHaveAttribute("name", "q");
      expect(within(form).getByRole("button", { name: "Search" })).toHaveAttribute("type", "submit");
    }
    expect(mobilePanel()).toContainElement(forms[1]!);
  });

  it("keeps the search form on pages outside every menu section", () => {
    renderAt("/privacy-policy");
    expect(screen.getAllByRole("search")).toHaveLength(2);
  });
});
