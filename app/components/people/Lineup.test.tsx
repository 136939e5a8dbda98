// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { leadership, peopleById } from "#app/content/people.ts";
import KeyContacts from "./KeyContacts.tsx";
import styles from "./Lineup.module.css";
import ManagersLineup from "./ManagersLineup.tsx";

afterEach(cleanup);

function renderInRouter(element: React.ReactElement) {
  const Stub = createRoutesStub([{ path: "*", Component: () => element }]);
  render(<Stub initialEntries={["/"]} />);
}

const six = ["thandeka", "pieter", "annelie", "johan", "mandla", "palesa"];

describe("KeyContacts", () => {
  it("shows six people with name, title and an e-mail link whose text is the address", () => {
    renderInRouter(
      <KeyContacts
        block={{
          type: "keyContacts",
          heading: "Key contacts",
          intro: "Talk to us.",
          people: six,
          members: peopleById(leadership, six),
        }}
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Key contacts" })).toBeInTheDocument();
    const entries = screen.getAllByTestId("contact");
    expect(entries).toHaveLength(6);
    expect(within(entries[1]!).getByRole("heading", { level: 3 })).toHaveTextContent("Pieter van der Westhuizen");
    expect(entries[1]).toHaveTextContent("Group Chief Financial Officer");
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(6);
    expect(links[0]).toHaveAttribute("href", "mailto:thandeka.mahlangu@kopano-group.co.za");
    expect(links[0]).toHaveTextContent("thandeka.mahlangu@kopano-group.co.za");
  });

  it("highlights the photo and name on hover and on focus of the e-mail link", async () => {
    const user = userEvent.setup();
    renderInRouter(
      <KeyContacts
        block={{ type: "keyContacts", heading: "Key contacts", people: six, members: peopleById(leadership, six) }}
      />,
    );
    const [first, second] = screen.getAllByTestId("contact");
    await user.hover(within(first!).getByTestId("contact-photo"));
    expect(within(first!).getByTestId("contact-name")).toHaveClass(styles.activeName!);
    expect(within(first!).getByTestId("contact-photo")).toHaveClass(styles.activePhoto!);
    await user.unhover(within(first!).getByTestId("contact-photo"));
    expect(within(first!).getByTestId("contact-name")).not.toHaveClass(styles.activeName!);

    await user.tab();
    await user.tab();
    expect(within(second!).getByRole("link")).toHaveFocus();
    expect(second).toHaveAttribute("data-active", "true");
    expect(first).not.toHaveAttribute("data-active");
  });
});

describe("ManagersLineup", () => {
  const block = { type: "managers", heading: "Our managers", people: ["mandla", "charlene", "bongani"] } as const;

  it("shows one entry per person with photo, name and title", () => {
    renderInRouter(
      <ManagersLineup
        block={{ ...block, people: [...block.people], members: peopleById(leadership, [...block.people]) }}
      />,
    );
    const entries = screen.getAllByTestId("manager");
    expect(entries).toHaveLength(3);
    expect(entries[2]).toHaveTextContent("Bongani Ndlovu");
    expect(entries[2]).toHaveTextContent("Motor Claims Manager");
    expect(within(entries[2]!).getByTestId("manager-photo").querySelector("img")).toHaveAttribute("alt", "");
    expect(screen.queryAllByRole("link")).toHaveLength(0);
  });

  it("highlights on hover and focus, and a click toggles the highlight", async () => {
    const user = userEvent.setup();
    renderInRouter(
      <ManagersLineup
        block={{ ...block, people: [...block.people], members: peopleById(leadership, [...block.people]) }}
      />,
    );
    const [first, second] = screen.getAllByTestId("manager");
    const name = () => within(second!).getByTestId("manager-name");
    await user.hover(second!);
    expect(name()).toHaveClass(styles.activeName!);
    await user.click(second!);
    expect(name()).not.toHaveClass(styles.activeName!);
    await user.click(second!);
    expect(name()).toHaveClass(styles.activeName!);
    await user.unhover(second!);
    expect(name()).not.toHaveClass(styles.activeName!);

    await user.tab({ shift: true }); // the click left focus on the second entry
    expect(first).toHaveFocus();
    expect(within(first!).getByTestId("manager-photo")).toHaveClass(styles.activePhoto!);
    await user.keyboard("{Escape}");
    expect(within(first!).getByTestId("manager-photo")).not.toHaveClass(styles.activePhoto!);
  });
});
