import { offices } from "#app/content/offices.ts";
import { expect, expectNoAxeViolations, test, waitForHydration, widgetReady } from "./support/fixtures.ts";

test("offices show address, phone and coordinates, and the live map loads only when asked for", async ({ page }) => {
  const thirdParty: string[] = [];
  page.on("request", (r) => {
    if (!r.url().startsWith("http://localhost")) thirdParty.push(r.url());
  });
  // The map provider is not reachable from the test machine; answer its frame locally.
  await page.route("https://www.openstreetmap.org/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Map</title><p>Map</p>" }),
  );
  await page.goto("/contact/regional-offices");
  await waitForHydration(page);
  const cards = page.getByTestId("office");
  await expect(cards).toHaveCount(3);
  for (const office of offices) {
    const card = cards.filter({ hasText: office.address });
    await expect(card).toBeVisible();
    await expect(card.getByRole("link", { name: office.phone })).toHaveAttribute("href", office.phoneHref);
    await expect(card.getByRole("link", { name: /Open in OpenStreetMap/ })).toHaveAttribute("href", office.mapLink);
  }
  await expect(cards.first()).toContainText("Head office");
  await widgetReady(page, page.getByTestId("office-map"));
  await expect(page.locator("iframe")).toHaveCount(0);
  expect(thirdParty).toEqual([]);
  await expectNoAxeViolations(page);

  await cards.filter({ hasText: "Durban" }).getByRole("button", { name: "Show on the map" }).click();
  await expect(page.getByTestId("office-map")).toContainText("Durban");
  await page.getByRole("button", { name: "Load the interactive map" }).click();
  const frame = page.locator("iframe");
  await expect(frame).toHaveAttribute("src", offices.find((o) => o.id === "durban")!.embedSrc);
  await expect(frame).toHaveAttribute("title", /Durban/);
  expect(thirdParty.every((u) => u.startsWith("https://www.openstreetmap.org/"))).toBe(true);
});
