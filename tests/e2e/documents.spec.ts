import { claimForms } from "#app/content/documents/index.ts";
import { expect, test } from "./support/fixtures.ts";

test("the claim forms page offers every claim form as a real PDF", async ({ page, request }) => {
  await page.goto("/claims-handling/claim-forms");
  for (const form of claimForms) {
    const link = page.getByRole("link", { name: new RegExp(`^${form.title}`) });
    await expect(link).toHaveAttribute("href", `/documents/${form.slug}.pdf`);
  }
  if (test.info().project.name !== "desktop") return;
  for (const form of claimForms) {
    const response = await request.get(`/documents/${form.slug}.pdf`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    const body = await response.body();
    expect(body.subarray(0, 5).toString()).toBe("%PDF-");
    expect(body.length).toBeGreaterThan(3000);
  }
});

test("the complaints page sets out the escalation route with its time limits", async ({ page }) => {
  await page.goto("/complaints");
  const main = page.getByRole("main");
  for (const step of [/broker/i, /National Financial Ombud/i, /FAIS Ombud/i, /six months|6 months/i]) {
    await expect(main.getByText(step).first()).toBeVisible();
  }
  await expect(main.getByRole("link", { name: /Complaints management policy/i })).toHaveAttribute(
    "href",
    "/documents/complaints-management-policy.pdf",
  );
});
