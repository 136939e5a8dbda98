import * as fc from "fast-check";

import { formDefinitions } from "#app/forms/definitions.ts";
import { validForms } from "#tests/fixtures/forms.ts";
import { formKinds, type FormKind } from "#app/forms/kinds.ts";
import { E2E_CLAIMS_EMAIL, E2E_NO_ROLE_EMAIL, E2E_PASSWORD, E2E_STAFF_EMAIL } from "./support/accounts.ts";
import { readFileSync } from "node:fs";

import type { Page } from "@playwright/test";

import { dataLayer, expect, expectNoAxeViolations, signInHere, test, waitForHydration } from "./support/fixtures.ts";
import { formPage } from "./support/form-pages.ts";

const byWidth = (name: string) => test.info().project.name === name;

/** Fills a form as a person would, field by field (a tick for a checkbox, a choice for a select). */
async function fill(page: Page, kind: FormKind, values: Record<string, string>) {
  for (const field of formDefinitions[kind].fields) {
    const control = page.locator(`#${kind}-${field.name}`);
    const value = values[field.name] ?? "";
    if (field.kind === "checkbox") await control.setChecked(value === "on");
    else if (field.kind === "select") await control.selectOption(value);
    else await control.fill(value);
  }
}

/**
 * A submission's stored fields as the staff page shows them, read by a signed-in staff member; a claim's on the
 * claims desk, by the claims team (claims are stored as claims, with their files and tracker: app/claims).
 */
async function readAsStaff(page: Page, reference: string): Promise<string> {
  const claim = reference.startsWith("CLM-");
  const path = claim ? `/staff/claims/${reference}` : `/staff/submissions/${reference}`;
  await page.goto(path);
  if (page.url().includes("/staff/sign-in")) {
    await signInHere(page, claim ? E2E_CLAIMS_EMAIL : E2E_STAFF_EMAIL, E2E_PASSWORD);
    await expect(page).toHaveURL(path);
  }
  await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);
  return (await page.locator("dl").textContent()) ?? "";
}

test.describe("each form, with JavaScript", () => {
  for (const kind of formKinds) {
    test(`${kind}: says what is wrong, keeps what was typed, and confirms a stored submission`, async ({ page }) => {
      // One form at every width (with axe); the others on desktop, where the layout is the same code.
      test.skip(kind !== "claim_notification" && !byWidth("desktop"), "one form at every width is enough");
      const definition = formDefinitions[kind];
      await page.goto(formPage[kind]);
      await waitForHydration(page);
      const form = page.locator(`#${kind}`);
      // The form's code loads when the visitor starts (here, a click in its first field).
      await page.locator(`#${kind}-${definition.fields[0]!.name}`).click();
      await expect(page.locator("[data-lazy-block]", { has: form })).toHaveAttribute("data-ready", "");

      // Nothing filled in: the browser says so field by field, without a request.
      const posts: string[] = [];
      page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));
      await form.getByRole("button", { name: definition.submitLabel }).click();
      const summary = form.getByRole("alert");
      await expect(summary).toBeFocused();
      const required = definition.fields.filter((f) => f.required);
      await expect(summary.getByRole("listitem")).toHaveCount(required.length);
      expect(posts).toEqual([]);
      if (kind === "claim_notification") await expectNoAxeViolations(page);

      // A mistake in one field: its message goes once it is put right, and nothing typed is lost.
      const values: Record<string, string> = { ...validForms[kind] };
      const emailField = definition.fields.find((f) => f.kind === "email" || f.kind === "tel")!;
      await fill(page, kind, { ...values, [emailField.name]: "not a contact" });
      await form.getByRole("button", { name: definition.submitLabel }).click();
      await expect(summary.getByRole("listitem")).toHaveCount(1);
      const input = page.locator(`#${kind}-${emailField.name}`);
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(/such as/);
      await input.fill(values[emailField.name]!);
      await expect(summary).toHaveCount(0);

      await form.getByRole("button", { name: definition.submitLabel }).click();
      const done = form.getByRole("status");
      await expect(done).toContainText(definition.done.heading);
      const reference = (await done.locator("strong").textContent())!;
      expect(reference).toMatch(new RegExp(`^${definition.referencePrefix}-[2-9A-HJ-NP-Z]{6}$`));
      await expect(done).toBeFocused();
      if (kind === "claim_notification") await expectNoAxeViolations(page);

      // Analytics hears of it: the form's name and page, never what was typed or the reference.
      const events = (await dataLayer(page)).filter((e) => e.event === "form_submission");
      expect(events).toEqual([
        {
          event: "form_submission",
          form_name: kind,
          form_area: formPage[kind].slice(1),
          conversionValue: definition.conversionValue ?? 0.25,
        },
      ]);
      const everything = JSON.stringify(await page.evaluate(() => window.dataLayer));
      const typed = definition.fields.filter((f) => ["text", "email", "tel", "textarea"].includes(f.kind));
      for (const value of [reference, ...typed.map((f) => values[f.name]).filter((v) => v && v.length > 3)]) {
        expect(everything).not.toContain(value);
      }

      // Staff find it stored, exactly as sent.
      const stored = await readAsStaff(page, reference);
      for (const field of definition.fields.filter((f) => f.kind === "text" || f.kind === "textarea")) {
        if (values[field.name]) expect(stored).toContain(values[field.name]);
      }
    });
  }
});

test.describe("each form, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server checks, keeps what was typed, and confirms", async ({ page }) => {
    test.skip(!byWidth("phone"), "the server's answer does not depend on width");
    for (const kind of formKinds) {
      const definition = formDefinitions[kind];
      await page.goto(formPage[kind]);
      const form = page.locator(`#${kind}`);
      const values: Record<string, string> = { ...validForms[kind] };
      // A contact detail that cannot be right, which only the server (no JavaScript) can point out.
      const contact = definition.fields.find((f) => f.kind === "email" || f.kind === "tel")!;
      await fill(page, kind, { ...values, [contact.name]: "12@" });
      await form.getByRole("button", { name: definition.submitLabel }).click();
      await expect(page).toHaveURL(formPage[kind]);
      await expect(form.getByRole("alert")).toBeVisible();
      await expect(page.locator(`#${kind}-${contact.name}`)).toHaveAccessibleDescription(/such as/);
      // Every value comes back as typed, the mistake included.
      await expect(page.locator(`#${kind}-${contact.name}`)).toHaveValue("12@");
      await expect(page.locator(`#${kind}-name, #${kind}-contactName`)).toHaveValue(values.name ?? values.contactName!);

      await fill(page, kind, values);
      await form.getByRole("button", { name: definition.submitLabel }).click();
      await expect(form.getByRole("status")).toContainText(/Your reference is [A-Z]{3}-[2-9A-HJ-NP-Z]{6}/);
    }
  });
});

test.describe("what staff see", () => {
  test("staff read, filter and download submissions; other accounts are told the page is for staff", async ({
    page,
    consoleErrors,
  }) => {
    const caller = `Staff Test ${test.info().project.name} ${Date.now()}`;
    const response = await page.request.post(formPage.call_back, {
      form: { ...validForms.call_back, name: caller, website: "" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);

    // Signed out: to sign in, and back.
    await page.goto("/staff/submissions?kind=call_back");
    await expect(page).toHaveURL(/\/staff\/sign-in\?redirectTo=%2Fstaff%2Fsubmissions%3Fkind%3Dcall_back/);
    // An account of the staff context that holds no role.
    await signInHere(page, E2E_NO_ROLE_EMAIL, E2E_PASSWORD);
    await expect(page.getByRole("heading", { name: "This page is for staff" })).toBeVisible();
    // The browser logs the 403 itself; nothing else may go wrong.
    expect(consoleErrors).toEqual(["Failed to load resource: the server responded with a status of 403 (Forbidden)"]);
    consoleErrors.length = 0;
    // The page offers a way out, to sign in as someone else.
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL("/staff/sign-in");

    await page.goto("/staff/submissions?kind=call_back");
    await signInHere(page, E2E_STAFF_EMAIL, E2E_PASSWORD);
    await expect(page.getByRole("heading", { name: "Form submissions", level: 1 })).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(caller) });
    await expect(row).toContainText("Call-back request");
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "CSV" }).click();
    const csv = readFileSync(await (await download).path(), "utf8");
    expect(csv.split("\r\n")[0]).toBe("reference,kind,form_area,created_at,name,phone,bestTime,topic,note");
    expect(csv).toContain(caller);

    await row.getByRole("link").click();
    await expect(page.locator("dl")).toContainText("Best time to callMorning, 08:00 to 12:00");
  });
});

test.describe("hostile input over HTTP", () => {
  test("no form answers with a server error, whatever is posted", async ({ request }) => {
    test.skip(!byWidth("desktop"), "no browser involved");
    test.setTimeout(120_000);
    const text = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: "binary", maxLength: 40 }),
      fc.constant("x".repeat(9000)),
    );
    let n = 0;
    for (const kind of formKinds) {
      const names = [...formDefinitions[kind].fields.map((f) => f.name), "website", "__proto__"];
      await fc.assert(
        fc.asyncProperty(fc.dictionary(fc.constantFrom(...names), text), async (fields) => {
          const response = await request.post(formPage[kind], {
            form: fields,
            headers: { "X-Forwarded-For": `203.0.113.${n++ % 250}` },
            maxRedirects: 0,
          });
          expect(response.status(), JSON.stringify(fields)).toBeLessThan(500);
        }),
        { numRuns: 25 },
      );
    }
  });
});
