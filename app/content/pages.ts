import { claimsPages } from "#app/content/pages/claims.ts";
import { clientsPages } from "#app/content/pages/clients.ts";
import { contactPages } from "#app/content/pages/contact.ts";
import { groupPages } from "#app/content/pages/group.ts";
import { legalPages } from "#app/content/pages/legal.ts";
import { mediaPages } from "#app/content/pages/media.ts";
import { productsPages } from "#app/content/pages/products.ts";
import { riskManagementPages } from "#app/content/pages/risk-management.ts";
import { toolsPages } from "#app/content/pages/tools.ts";
import type { PageContent } from "./types.ts";

/** Every public page's content, keyed by its route. */
export const pages: Record<string, PageContent> = {
  ...groupPages,
  ...productsPages,
  ...riskManagementPages,
  ...claimsPages,
  ...clientsPages,
  ...toolsPages,
  ...mediaPages,
  ...contactPages,
  ...legalPages,
};

export function getPage(path: string): PageContent | undefined {
  return pages[path];
}
