import type { SiteDocument } from "#app/content/types.ts";
import { allRisksClaimForm } from "#app/content/documents/claim-forms/all-risks-claim-form.ts";
import { cropAndLivestockClaimForm } from "#app/content/documents/claim-forms/crop-and-livestock-claim-form.ts";
import { goodsInTransitClaimForm } from "#app/content/documents/claim-forms/goods-in-transit-claim-form.ts";
import { liabilityClaimForm } from "#app/content/documents/claim-forms/liability-claim-form.ts";
import { motorClaimForm } from "#app/content/documents/claim-forms/motor-claim-form.ts";
import { propertyClaimForm } from "#app/content/documents/claim-forms/property-claim-form.ts";
import { complaintsManagementPolicy } from "./complaints-management-policy.ts";
import { conflictOfInterestPolicy } from "./conflict-of-interest-policy.ts";
import { paiaManual } from "./paia-manual.ts";
import { popiaPolicy } from "./popia-policy.ts";

/** The claim forms, printed with ruled blanks to fill in by hand, in the order the claims pages list them. */
export const claimForms: SiteDocument[] = [
  motorClaimForm,
  propertyClaimForm,
  allRisksClaimForm,
  liabilityClaimForm,
  cropAndLivestockClaimForm,
  goodsInTransitClaimForm,
];

/** Documents kept as text in the repository and served as PDFs at /documents/<slug>.pdf. */
export const documents: SiteDocument[] = [
  popiaPolicy,
  paiaManual,
  complaintsManagementPolicy,
  conflictOfInterestPolicy,
  ...claimForms,
];

export function getDocument(slug: string): SiteDocument | undefined {
  return documents.find((d) => d.slug === slug);
}
