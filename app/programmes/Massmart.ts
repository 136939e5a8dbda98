import type { Programme } from "./types";

export const massmart: Programme = {
  slug: "Massmart",
  name: "Massmart",
  sector: "wholesale",
  context: "wholesale",
  about: [
    "Massmart is a wholesale and retail group with large-format warehouses and distribution centres. Its buildings, stock and machinery are insured with us on a wholesale programme.",
    "The programme pages give the group's risk team their cover summary, a quotation for the coming year's asset schedule and the policy wording.",
  ],
  pages: [
    { path: "about", label: "About" },
    { path: "overview", label: "Overview" },
    { path: "quote", label: "Quote" },
    { path: "policy-wording", label: "Policy wording" },
    { path: "sign-in", label: "Sign in" },
  ],
};
