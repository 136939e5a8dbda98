import type { Programme } from "./types";

export const icebolethugroup: Programme = {
  slug: "icebolethugroup",
  name: "Icebolethu Group",
  sector: "business group",
  context: "quotes",
  about: [
    "Icebolethu Group is a diversified business group with interests in funeral services, property and transport. Its assets and vehicles are insured with us on one programme.",
    "The group chooses its excess each year. The programme pages quote the same schedule at three excess tiers (5% with a R5 000 minimum, 10% with a R10 000 minimum and 10% with a R30 000 minimum) so that the group's finance team can weigh premium against the claims it would carry itself.",
  ],
  pages: [
    { path: "about", label: "About" },
    { path: "overview", label: "Overview" },
    { path: "quote", label: "Quote: 5% min 5k", title: "Quote with a 5% excess, minimum R5 000" },
    { path: "quotes2", label: "Quote: 10% min 10k", title: "Quote with a 10% excess, minimum R10 000" },
    { path: "quotes3", label: "Quote: 10% min 30k", title: "Quote with a 10% excess, minimum R30 000" },
    { path: "policy-wording", label: "Policy wording" },
    { path: "sign-in", label: "Sign in" },
  ],
};
