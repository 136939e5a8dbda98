import * as fc from "fast-check";
import { describe, expect, it } from "vitest";

import { formDefinitions } from "./definitions.ts";
import { validForms } from "#tests/fixtures/forms.ts";
import { formKinds } from "./kinds.ts";
import { checkForm, normalisePhone, todayInSouthAfrica } from "./rules.ts";
import { validateForm } from "./validation.ts";

const today = "2026-11-21";

function errors(values: Record<string, string>) {
  const result = validateForm("broker_application", { ...validForms.broker_application, ...values }, today);
  return result.ok ? {} : result.errors;
}

function lossDate(value: string) {
  const result = validateForm("claim_notification", { ...validForms.claim_notification, lossDate: value }, today);
  return result.ok ? "ok" : result.errors.lossDate;
}

describe("form validation", () => {
  it("accepts a valid submission of every form and cleans it for storage", () => {
    for (const kind of formKinds) {
      const result = validateForm(kind, validForms[kind], today);
      expect(result, kind).toMatchObject({ ok: true });
    }
    const broker = validateForm("broker_application", validForms.broker_application, today);
    expect(broker.ok && broker.data).toMatchObject({ phone: "+27825550123", licensed: true, message: "" });
  });

  it("names every missing required field with its own message, and nothing else", () => {
    for (const kind of formKinds) {
      const result = validateForm(kind, {}, today);
      const required = formDefinitions[kind].fields.filter((f) => f.required).map((f) => f.name);
      expect(Object.keys(result.ok ? {} : result.errors).toSorted(), kind).toEqual(required.toSorted());
    }
    const result = validateForm("claim_notification", {}, today);
    expect(!result.ok && result.errors.policyNumber).toBe("Enter your policy number (your broker can give it to you)");
  });

  it("explains a wrong format in the field's own words", () => {
    expect(errors({ fspNumber: "FSP 47110" }).fspNumber).toMatch(/digits only/);
    expect(errors({ email: "lerato@umoya" }).email).toBe("Enter an e-mail address such as name@example.co.za");
    expect(errors({ phone: "12345" }).phone).toMatch(/082 555 0123/);
    expect(errors({ province: "Atlantis" }).province).toBe("Choose the province of your main office");
    expect(errors({ licensed: "" }).licensed).toMatch(/licensed/);
    expect(errors({ brokerage: "x".repeat(121) }).brokerage).toBe("Keep this to 120 characters or fewer");
    expect(errors({ message: "x".repeat(2001) }).message).toMatch(/2000 characters or fewer \(it has 2001\)/);
  });

  it("refuses control characters and broken text, which could not be stored faithfully", () => {
    for (const bad of ["Sipho\u0000", "a\u0007b", "\ud800lone", "two\nlines"]) {
      const result = validateForm("contact_enquiry", { ...validForms.contact_enquiry, name: bad }, today);
      expect(!result.ok && result.errors.name, JSON.stringify(bad)).toBe(
        "Remove the unusual characters from this field",
      );
    }
    const multiline = validateForm(
      "contact_enquiry",
      { ...validForms.contact_enquiry, message: "Line one\r\nline two\tand a tab" },
      today,
    );
    expect(multiline.ok && multiline.data.message).toBe("Line one\nline two\tand a tab");
  });

  it("takes loss dates from the last three years, never the future", () => {
    expect(lossDate("2026-11-21")).toBe("ok");
    expect(lossDate("2026-11-22")).toBe("The date cannot be in the future");
    expect(lossDate("2023-11-23")).toBe("ok");
    expect(lossDate("2023-11-01")).toMatch(/last three years/);
    expect(lossDate("2026-02-30")).toMatch(/real date/);
    expect(lossDate("21/11/2026")).toMatch(/real date/);
    // In words, as the site writes dates everywhere (issue 35).
    expect(lossDate("2026-02-30")).toBe("Enter a real date, such as 14 March 2026");
  });

  it("writes phone numbers in one form", () => {
    expect(normalisePhone("082 555 0123")).toBe("+27825550123");
    expect(normalisePhone("(010) 446-7200")).toBe("+27104467200");
    expect(normalisePhone("+27 82 555 0123")).toBe("+27825550123");
    expect(normalisePhone("+44 20 7946 0000")).toBe("+442079460000");
    expect(normalisePhone("+27 82 555")).toBeUndefined();
    expect(normalisePhone("0825550")).toBeUndefined();
  });

  it("knows today's date in South Africa", () => {
    expect(todayInSouthAfrica(new Date("2026-11-21T21:59:00Z"))).toBe("2026-11-21");
    expect(todayInSouthAfrica(new Date("2026-11-21T22:00:00Z"))).toBe("2026-11-22");
  });
});

describe("the browser's check", () => {
  it("says exactly what the server's zod schema says, for any input", () => {
    for (const kind of formKinds) {
      const names = formDefinitions[kind].fields.map((f) => f.name);
      const valid = validForms[kind] as Record<string, string>;
      const values = fc.record(
        Object.fromEntries(names.map((n) => [n, fc.oneof(fc.constant(valid[n] ?? ""), fc.string({ maxLength: 30 }))])),
        { requiredKeys: [] },
      );
      fc.assert(
        fc.property(values, (partial) => {
          const input = partial as Record<string, string>;
          expect(checkForm(kind, input, today)).toEqual(validateForm(kind, input, today));
        }),
        { numRuns: 200 },
      );
    }
  });
});
