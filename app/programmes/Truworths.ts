import type { Programme } from "./types";

export const truworths: Programme = {
  slug: "Truworths",
  name: "Truworths",
  sector: "retail clothing",
  context: "retail-clothing",
  about: [
    "Truworths is a clothing retailer with stores, distribution centres and head-office buildings across Southern Africa. Its stock, shopfittings and buildings are insured with us on a retail property programme.",
    "The programme pages give the retailer's risk team their cover summary, a quotation for the coming year's asset schedule and the policy wording.",
  ],
  pages: [
    { path: "about", label: "About" },
    { path: "overview", label: "Overview" },
    { path: "quote", label: "Quote" },
    { path: "policy-wording", label: "Policy wording" },
    { path: "sign-in", label: "Sign in" },
  ],
};
