import type { SiteDocument } from "../types";
import { allRisksClaimForm } from "./claim-forms/all-risks-claim-form";
import { cropAndLivestockClaimForm } from "./claim-forms/crop-and-livestock-claim-form";
import { goodsInTransitClaimForm } from "./claim-forms/goods-in-transit-claim-form";
import { liabilityClaimForm } from "./claim-forms/liability-claim-form";
import { motorClaimForm } from "./claim-forms/motor-claim-form";
import { propertyClaimForm } from "./claim-forms/property-claim-form";
import { complaintsManagementPolicy } from "./complaints-management-policy";
import { conflictOfInterestPolicy } from "./conflict-of-interest-policy";
import { paiaManual } from "./paia-manual";
import { popiaPolicy } from "./popia-policy";

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
