// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { ActionButton, ActionCard } from "./ActionForm.tsx";

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

function renderPage(page: ReactNode) {
  const Stub = createRoutesStub([{ path: "*", Component: () => page }]);
  return render(<Stub initialEntries={["/staff/users/staff/1"]} />);
}

const hiddenFields = (form: HTMLFormElement) =>
  [...form.querySelectorAll<HTMLInputElement>("input[type=hidden]")].map((i) => [i.name, i.value]);

describe("ActionCard", () => {
  it("is a POST form with its intent, known fields, explanation, fields, button and refusal", () => {
    renderPage(
      <ActionCard
        intent="roles"
        hidden={{ version: 3 }}
        label="Save roles"
        explain="What they may do."
        error="Refused."
      >
        <label htmlFor="r">Role</label>
        <input id="r" name="role" />
      </ActionCard>,
    );
    const button = screen.getByRole("button", { name: "Save roles" });
    const form = button.closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.noValidate).toBe(true);
    expect(hiddenFields(form)).toEqual([
      ["intent", "roles"],
      ["version", "3"],
    ]);
    expect(within(form).getByText("What they may do.")).toBeTruthy();
    expect(within(form).getByRole("textbox", { name: "Role" })).toBeTruthy();
    const alert = within(form).getByRole("alert");
    expect(alert.textContent).toBe("Refused.");
    expect(alert.id).toBe("roles-error");
    expect(button.className).toBe("button");
  });

  it("says what it did in its own card, under its heading, and keeps the browser's checks when asked", () => {
    renderPage(
      <ActionCard intent="direct-line" heading="Your direct line" label="Save" secondary done="Saved." browserChecks />,
    );
    const form = screen.getByRole("button", { name: "Save" }).closest("form")!;
    expect(form.noValidate).toBe(false);
    expect(within(form).getByRole("heading", { level: 2, name: "Your direct line" })).toBeTruthy();
    expect(within(form).getByRole("status").textContent).toBe("Saved.");
    expect(screen.getByRole("button", { name: "Save" }).className).toBe("button button-secondary");
  });

  it("becomes the confirming step once the first post asked, posting the same intent and fields confirmed", () => {
    renderPage(
      <ActionCard
        intent="remove"
        hidden={{ id: 7 }}
        label="Remove…"
        danger
        explain="You will be asked to confirm."
        confirm={{ question: "Remove it for good?", yes: "Yes, remove it" }}
      />,
    );
    expect(screen.queryByRole("button", { name: "Remove…" })).toBeNull();
    expect(screen.getByRole("alert").textContent).toBe("Remove it for good?");
    const form = screen.getByRole("button", { name: "Yes, remove it" }).closest("form")!;
    expect(hiddenFields(form)).toEqual([
      ["intent", "remove"],
      ["id", "7"],
      ["confirmed", "yes"],
    ]);
    expect(screen.getByRole("link", { name: "Keep it" })).toBeTruthy();
  });
});

describe("ActionButton", () => {
  it("is one button's POST form with its intent and fields, and what goes beside it", () => {
    renderPage(
      <ActionButton intent="retract" hidden={{ id: 4 }} label="Retract version 3">
        <span>Serves version 2 again.</span>
      </ActionButton>,
    );
    const form = screen.getByRole("button", { name: "Retract version 3" }).closest("form")!;
    expect(hiddenFields(form)).toEqual([
      ["intent", "retract"],
      ["id", "4"],
    ]);
    expect(within(form).getByText("Serves version 2 again.")).toBeTruthy();
  });
});
