import type { SiteDocument } from "../types";
import { complaintsManagementPolicy } from "./complaints-management-policy";
import { conflictOfInterestPolicy } from "./conflict-of-interest-policy";
import { paiaManual } from "./paia-manual";
import { popiaPolicy } from "./popia-policy";

/** Documents kept as text in the repository and served as PDFs at /documents/<slug>.pdf. */
export const documents: SiteDocument[] = [
  popiaPolicy,
  paiaManual,
  complaintsManagementPolicy,
  conflictOfInterestPolicy,
];

export function getDocument(slug: string): SiteDocument | undefined {
  return documents.find((d) => d.slug === slug);
}
