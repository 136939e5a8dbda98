import { claimForms } from "#app/content/documents/index.ts";
import { E2E_PASSWORD, e2eEmail } from "./support/accounts.ts";
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

test("a document's address in another case or with a trailing slash goes to the document; no variant is rendered", async ({
  request,
}) => {
  test.skip(test.info().project.name !== "desktop", "the server's answers do not depend on width");
  for (const from of [
    "/documents/popia-policy.pdf/",
    "/documents/POPIA-policy.pdf",
    "/DOCUMENTS/popia-policy.pdf",
    "/Documents/Popia-Policy.PDF/",
    "/documents//popia-policy.pdf",
  ]) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe("/documents/popia-policy.pdf");
  }
  for (const unknown of ["/documents/unknown.pdf", "/documents/popia-policy.pdf.pdf", "/documents/popia-policy"]) {
    expect((await request.get(unknown, { maxRedirects: 0 })).status(), unknown).toBe(404);
  }
  // Served from the build's files (which carry an ETag), never rendered again: for a signed-in visitor too,
  // whose pages are rendered for them, and for the document's data address.
  const signIn = await request.post("/NMI/sign-in", {
    headers: { "x-forwarded-for": "198.51.102.1" },
    form: { email: e2eEmail("mining"), password: E2E_PASSWORD, step: "password" },
    maxRedirects: 0,
  });
  expect(signIn.status()).toBe(302);
  for (const path of ["/documents/popia-policy.pdf", "/documents/popia-policy.pdf.data"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers().etag, path).toBeTruthy();
  }
});
