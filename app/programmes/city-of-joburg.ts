import type { Programme } from "./types";

export const cityOfJoburg: Programme = {
  slug: "city-of-joburg",
  name: "City of Johannesburg",
  sector: "municipal",
  context: "app2",
  about: [
    "The City of Johannesburg's municipal fleet (refuse trucks, buses, emergency and service vehicles) is insured with us on a motor fleet programme awarded by public tender.",
    "The programme pages give the city's risk office a three-year review of claims and premium, a performance report by year and category, the motor fleet quotation and its summary.",
  ],
  pages: [
    { path: "about", label: "About" },
    { path: "conventional-aggregate", label: "Conventional vs aggregate" },
    { path: "overview", label: "Overview", title: "Three-year claims and premium review" },
    { path: "performance-report", label: "Performance report" },
    { path: "comparison", label: "Comparison", title: "Summary of the motor fleet quotation" },
    { path: "quote", label: "Quote" },
    { path: "sign-in", label: "Sign in" },
  ],
};
