import { site } from "#app/config/site.ts";

/**
 * The people programme clients call about claims, each written once: a
 * programme names them by id (`claimsContacts: ["amahle-mthethwa", …]`), so a
 * name, role, direct line and mailbox cannot drift apart between programmes.
 * Fictional, like every person on the site. E-mail addresses are
 * first.last@ the group's domain.
 */
export interface ClaimsContact {
  name: string;
  role: string;
  phone: string;
  email: string;
}

function person(name: string, role: string, phone: string): ClaimsContact {
  const [first, ...rest] = name.toLowerCase().split(" ");
  return { name, role, phone, email: `${first}.${rest.join("")}@${site.emailDomain}` };
}

export const claimsTeam = {
  "claims-line": {
    name: "24/7 claims line",
    role: "Accidents, hijackings and recoveries, day and night",
    phone: site.claimsEmergencyPhone,
    email: site.claimsEmail,
  },
  "amahle-mthethwa": person("Amahle Mthethwa", "Claims manager, retail programmes", "+27 10 446 7214"),
  "thandiwe-zwane": person("Thandiwe Zwane", "Claims manager, wholesale programmes", "+27 10 446 7215"),
  "sipho-ndlovu": person("Sipho Ndlovu", "Claims handler, business groups and clothing retail", "+27 10 446 7216"),
  "precious-moloi": person("Precious Moloi", "Claims manager, food and fashion retail", "+27 10 446 7218"),
  "pieter-van-wyk": person("Pieter van Wyk", "Senior claims handler, burglary and theft", "+27 10 446 7229"),
  "gift-maluleke": person("Gift Maluleke", "Motor claims manager, mining and heavy plant", "+27 10 446 7231"),
  "pieter-van-der-merwe": person(
    "Pieter van der Merwe",
    "Major loss co-ordinator (claims above R1 000 000)",
    "+27 10 446 7232",
  ),
  "chantal-fourie": person(
    "Chantal Fourie",
    "Property claims specialist, buildings and distribution centres",
    "+27 10 446 7238",
  ),
  "hendrik-visser": person("Hendrik Visser", "Heavy plant assessor", "+27 10 446 7239"),
  "riaan-botes": person("Riaan Botes", "Claims specialist, refrigeration and spoilage", "+27 10 446 7241"),
  "marius-steyn": person("Marius Steyn", "Motor fleet claims manager", "+27 10 446 7244"),
  "sipho-dlamini": person("Sipho Dlamini", "Goods in transit and hijacking claims", "+27 10 446 7246"),
  "thuli-sibiya": person("Thuli Sibiya", "Public sector motor claims manager", "+27 10 446 7252"),
  "tumelo-mabena": person("Tumelo Mabena", "Fleet recoveries and third-party claims", "+27 10 446 7257"),
  "lesedi-nkwe": person("Lesedi Nkwe", "Claims manager, group programmes", "+27 10 446 7263"),
  "vikash-reddy": person("Vikash Reddy", "Property and business interruption claims specialist", "+27 10 446 7270"),
  "ayesha-patel": person("Ayesha Patel", "Account executive, retail programmes", "+27 10 446 7203"),
  "zinhle-mkhize": person("Zinhle Mkhize", "Account executive, clothing retail", "+27 10 446 7207"),
  "fatima-ismail": person("Fatima Ismail", "Account executive, food and fashion retail", "+27 10 446 7209"),
  "carmen-daniels": person("Carmen Daniels", "Account executive, business groups", "+27 10 446 7253"),
  "nandi-dlamini": person("Nandi Dlamini", "Account executive, group programmes", "+27 10 446 7277"),
} satisfies Record<string, ClaimsContact>;

export type ClaimsContactId = keyof typeof claimsTeam;

export function claimsContacts(ids: readonly ClaimsContactId[]): ClaimsContact[] {
  return ids.map((id) => claimsTeam[id]);
}
