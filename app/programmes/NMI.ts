import type { Programme } from "./types";

export const nmi: Programme = {
  slug: "NMI",
  name: "NMI",
  sector: "mining motor fleet",
  context: "mining",
  about: [
    "NMI operates a mining fleet of haul trucks, light delivery vehicles and yellow metal on mine sites. The fleet is insured with us on a motor fleet programme with a high retained excess.",
    "The programme pages compare a conventional excess with an aggregate deductible on the fleet's loss history and quote the schedule with a flat R500 000 excess.",
  ],
  pages: [
    { path: "about", label: "About" },
    { path: "overview", label: "Overview" },
    { path: "conventional-aggregate", label: "Conventional vs aggregate" },
    { path: "quote", label: "Quote: Flat 500K", title: "Quote with a flat R500 000 excess" },
    { path: "policy-wording", label: "Policy wording" },
    { path: "sign-in", label: "Sign in" },
  ],
};
