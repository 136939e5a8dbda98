import { claimsPages } from "./pages/claims";
import { clientsPages } from "./pages/clients";
import { contactPages } from "./pages/contact";
import { groupPages } from "./pages/group";
import { legalPages } from "./pages/legal";
import { mediaPages } from "./pages/media";
import { productsPages } from "./pages/products";
import { riskManagementPages } from "./pages/risk-management";
import { toolsPages } from "./pages/tools";
import type { PageContent } from "./types";

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
