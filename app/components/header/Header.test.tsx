// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { mainNavigation } from "#app/navigation/main-nav.ts";
import { subsiteNavigation } from "#app/navigation/subsite.ts";
import { programmes } from "#app/programmes/index.ts";
import { Header } from "./Header.tsx";

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

function stubAt(path: string, sections = mainNavigation) {
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => <Header sections={sections} />,
    },
  ]);
  return <Stub initialEntries={[path]} />;
}

function renderAt(path: string, sections = mainNavigation) {
  return render(stubAt(path, sections));
}

/** Both layouts are in the markup; CSS picks one by width, so tests pick by label. */
const desktopNav = () => screen.getAllByRole("navigation", { name: "Main" })[0]!;
const mobilePanel = () => document.getElementById("site-menu")!;
/** Every menu is a <details> element: a panel is open when its element is. */
const isOpen = (panel: Element) => panel.closest("details")!.open;
const details = (panelId: string) => document.getElementById(panelId)!.closest("details")!;

describe("Header", () => {
  it("marks the active section and current tab from the path", () => {
    renderAt("/about/our-leadership");
    expect(within(desktopNav()).getByRole("link", { name: "Group" })).toHaveAttribute("aria-current", "true");
    const tabs = screen.getByRole("navigation", { name: "Group pages" });
    expect(within(tabs).getByRole("link", { name: "Our leadership" })).toHaveAttribute("aria-current", "page");
    expect(within(tabs).getByRole("link", { name: "Our history" })).not.toHaveAttribute("aria-current");
  });

  it("marks no public tab or section on a programme's own pages, which the programme menu marks", () => {
    const pepkor = subsiteNavigation(
      mainNavigation,
      programmes.find((p) => p.slug === "Pepkor")!,
    );
    for (const path of ["/Pepkor/claims", "/Pepkor/overview", "/Pepkor/requests/KRG-Q-1"]) {
      renderAt(path, pepkor);
      expect(document.querySelectorAll("header [aria-current]"), path).toHaveLength(0);
      cleanup();
    }
    renderAt("/Pepkor/about", pepkor);
    const tabs = screen.getByRole("navigation", { name: "Group pages" });
    expect(within(tabs).getByRole("link", { name: "About Pepkor" })).toHaveAttribute("aria-current", "page");
    expect(within(desktopNav()).getByRole("link", { name: "Group" })).toHaveAttribute("aria-current", "true");
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
    expect(isOpen(mobilePanel())).toBe(false);

    await user.click(burger);
    expect(burger).toHaveAttribute("aria-expanded", "true");
    expect(isOpen(mobilePanel())).toBe(true);

    // The current section starts expanded; another opens on request.
    const clients = within(mobilePanel()).getByRole("button", { name: "Clients" });
    expect(clients).toHaveAttribute("aria-expanded", "true");
    const media = within(mobilePanel()).getByRole("button", { name: "Media" });
    expect(media).toHaveAttribute("aria-expanded", "false");
    await user.click(media);
    expect(media).toHaveAttribute("aria-expanded", "true");
    expect(isOpen(document.getElementById(media.getAttribute("aria-controls")!)!)).toBe(true);

    await user.keyboard("{Escape}");
    expect(burger).toHaveAttribute("aria-expanded", "false");
    expect(burger).toHaveFocus();
  });

  it("has the burger menu's sections in the page as the server sends it, so the menu works without the script", () => {
    const html = renderToString(stubAt("/clients/agriculture"));
    document.body.innerHTML = html;
    const sections = within(mobilePanel()).getByRole("navigation", { name: "Main" });
    expect(within(sections).getByRole("link", { name: "News 2024" })).toHaveAttribute("href", "/media/news/2024");
    // The browser opens each menu; no state of the script's is written into the page.
    expect(html).not.toMatch(/aria-expanded|inert/);
    expect(isOpen(mobilePanel())).toBe(false);
  });

  it("keeps the menus a person opened or closed before the script ran, and follows them after", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(stubAt("/insurance-products/commercial-solutions/commercial"));
    document.body.append(container);
    // Taps before hydration: the burger opens, the current section (open as sent) closes, Media opens,
    // and a desktop flyout opens.
    details("site-menu").open = true;
    details("menu-products").open = false;
    details("menu-media").open = true;
    details("flyout-products-1").open = true;

    const errors = vi.spyOn(console, "error");
    await act(async () => {
      render(stubAt("/insurance-products/commercial-solutions/commercial"), { container, hydrate: true });
    });
    expect(errors).not.toHaveBeenCalled();

    const burger = screen.getByRole("button", { name: "Menu" });
    expect(burger).toHaveAttribute("aria-expanded", "true");
    expect(isOpen(mobilePanel())).toBe(true);
    expect(within(mobilePanel()).getByRole("button", { name: "Products" })).toHaveAttribute("aria-expanded", "false");
    expect(within(mobilePanel()).getByRole("button", { name: "Media" })).toHaveAttribute("aria-expanded", "true");
    const flyoutToggle = document.querySelector('[aria-controls="flyout-products-1"]')!;
    expect(flyoutToggle).toHaveAttribute("aria-expanded", "true");

    // The script has taken them over: Escape closes the flyout, then the menu.
    const user = userEvent.setup();
    await user.keyboard("{Escape}");
    expect(flyoutToggle).toHaveAttribute("aria-expanded", "false");
    expect(details("flyout-products-1").open).toBe(false);
    await user.keyboard("{Escape}");
    expect(burger).toHaveAttribute("aria-expanded", "false");
    expect(isOpen(mobilePanel())).toBe(false);
  });

  it("renders a section's flyout links as a nested accordion in the burger menu", async () => {
    const user = userEvent.setup();
    renderAt("/");
    await user.click(screen.getByRole("button", { name: "Menu" }));
    await user.click(within(mobilePanel()).getByRole("button", { name: "Products" }));
    const more = within(mobilePanel()).getByRole("button", { name: "More in Personal solutions" });
    await user.click(more);
    const panel = document.getElementById(more.getAttribute("aria-controls")!)!;
    expect(isOpen(panel)).toBe(true);
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
    expect(forms.filter((form) => mobilePanel().contains(form))).toHaveLength(1);
  });

  it("keeps the search form on pages outside every menu section", () => {
    renderAt("/privacy-policy");
    expect(screen.getAllByRole("search")).toHaveLength(2);
  });
});
