import { expect, it } from "vitest";

import { pages } from "#app/content/pages.ts";
import { formDefinitions } from "#app/forms/definitions.ts";
import { CLAIM_REPORT_PAGES } from "./report-pages.ts";

it("lists exactly the pages whose content carries a form with files", () => {
  const withClaimForm = Object.entries(pages)
    .filter(([, page]) => page.blocks.some((b) => b.type === "form" && formDefinitions[b.form].files))
    .map(([path]) => path);
  expect([...CLAIM_REPORT_PAGES].toSorted()).toEqual(withClaimForm.toSorted());
});
