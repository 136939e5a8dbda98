// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { RequiredTextFields } from "./FieldRows.tsx";

afterEach(cleanup);

describe("RequiredTextFields", () => {
  it("writes each row as a required, labelled field with its value, hint and message", () => {
    render(
      <RequiredTextFields
        fields={[
          { name: "name", maxLength: 100 },
          { name: "email", type: "email", hint: "Shown with a link." },
        ]}
        labels={{ name: "Name", email: "E-mail address" }}
        valueOf={(name) => (name === "name" ? "Ann" : undefined)}
        problems={{ errors: { email: "Enter an e-mail address." } }}
      />,
    );
    const name = screen.getByLabelText<HTMLInputElement>("Name");
    expect(name.required).toBe(true);
    expect(name.value).toBe("Ann");
    expect(name.maxLength).toBe(100);
    const email = screen.getByLabelText<HTMLInputElement>("E-mail address");
    expect(email.type).toBe("email");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Enter an e-mail address.")).toBeTruthy();
    expect(screen.getByText("Shown with a link.")).toBeTruthy();
  });
});
