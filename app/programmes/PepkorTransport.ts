import type { Programme } from "./types";

export const pepkorTransport: Programme = {
  slug: "PepkorTransport",
  name: "Pepkor Transport",
  sector: "discount retail transport",
  context: "discount-retail-transport",
  about: [
    "Pepkor Transport runs the discount retail group's own truck fleet, moving stock from distribution centres to stores. The fleet is insured with us on a motor fleet programme.",
    "The programme pages set a conventional per-claim excess against an aggregate deductible on the fleet's own loss history, compare the three excess options and quote the fleet schedule at each of them.",
  ],
  pages: [
    { path: "about", label: "About" },
    { path: "overview", label: "Overview" },
    { path: "conventional-aggregate", label: "Conventional vs aggregate" },
    { path: "comparison", label: "Comparison" },
    { path: "quote", label: "Quote: 5% 5K", title: "Quote with a 5% excess, minimum R5 000" },
    { path: "quote1", label: "Quote: Flat 10K", title: "Quote with a flat R10 000 excess" },
    { path: "quote2", label: "Quote: 10% 10K", title: "Quote with a 10% excess, minimum R10 000" },
    { path: "policy-wording", label: "Policy wording" },
    { path: "sign-in", label: "Sign in" },
  ],
};
