import { expect, it } from "vitest";

import { pages } from "#app/content/pages.ts";
import { CLAIM_REPORT_PAGES } from "./report-pages.ts";

it("lists exactly the pages whose content carries the claim form", () => {
  const withClaimForm = Object.entries(pages)
    .filter(([, page]) => page.blocks.some((b) => b.type === "form" && b.form === "claim_notification"))
    .map(([path]) => path);
  expect([...CLAIM_REPORT_PAGES].toSorted()).toEqual(withClaimForm.toSorted());
});
