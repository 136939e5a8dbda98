import type { Programme } from "./types";

export const rsRegal: Programme = {
  slug: "rs-regal",
  name: "RS Regal",
  sector: "regal quotes programme",
  context: "main",
  about: [
    "RS Regal is a group of companies whose brokers and risk managers quote and place commercial cover through one programme with us: property, business interruption, assets all risks and motor, on a single wording renewed once a year.",
    "The programme pages let the group's risk managers read their cover, compare quotations and keep the current policy wording to hand. The pages behind sign-in are for the group's own people and its broker.",
  ],
  pages: [
    { path: "about", label: "About" },
    { path: "overview", label: "Overview" },
    { path: "quote", label: "Quote" },
    { path: "comparison", label: "Comparison" },
    { path: "policy-wording", label: "Policy wording" },
    { path: "sign-in", label: "Sign in" },
  ],
};
