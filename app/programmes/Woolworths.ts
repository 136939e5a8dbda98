import type { Programme } from "./types";

export const woolworths: Programme = {
  slug: "Woolworths",
  name: "Woolworths",
  sector: "retail fashion",
  context: "retail-fashion",
  about: [
    "Woolworths is a fashion, home and food retailer whose stores, stock in transit and distribution centres are insured with us on a retail programme built around seasonal stock peaks.",
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
