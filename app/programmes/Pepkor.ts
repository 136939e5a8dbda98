import type { Programme } from "./types";

export const pepkor: Programme = {
  slug: "Pepkor",
  name: "Pepkor",
  sector: "discount retail",
  context: "discount-retail",
  about: [
    "Pepkor is a discount retail group with thousands of small-format stores in towns and townships across Southern Africa. Its store contents, stock and equipment are insured with us on an assets programme.",
    "The programme pages give the group's risk team their cover summary and quotations for the assets schedule by class.",
  ],
  pages: [
    { path: "about", label: "About" },
    { path: "overview", label: "Overview" },
    { path: "quote", label: "Assets quotes", title: "Assets quotes" },
    { path: "sign-in", label: "Sign in" },
  ],
};
