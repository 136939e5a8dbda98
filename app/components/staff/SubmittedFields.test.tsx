// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { labelledFields } from "#app/forms/notification.ts";
import { SubmittedFields } from "./SubmittedFields.tsx";

afterEach(cleanup);

describe("a submission's fields on the desk", () => {
  it("link the e-mail address to write to and the phone number to call (issue 36, item 6); the rest are text", () => {
    const fields = labelledFields("contact_enquiry", {
      name: "Sipho Nkosi",
      email: "sipho@example.co.za",
      phone: "+27825550199",
      office: "durban",
      topic: "quote",
      message: "Please quote for our warehouse in Pinetown.",
    });
    render(<SubmittedFields fields={fields} />);
    expect(screen.getByRole("link", { name: "sipho@example.co.za" })).toHaveProperty(
      "href",
      "mailto:sipho@example.co.za",
    );
    expect(screen.getByRole("link", { name: "+27825550199" }).getAttribute("href")).toBe("tel:+27825550199");
    expect(screen.getAllByRole("link")).toHaveLength(2);
    expect(screen.getByText("Durban")).toBeTruthy();
  });

  it("show a dash, not a link, for what was left empty", () => {
    render(
      <SubmittedFields fields={labelledFields("contact_enquiry", { name: "Anna", email: "a@b.co", phone: "" })} />,
    );
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(screen.getAllByText("–").length).toBeGreaterThan(0);
  });
});
