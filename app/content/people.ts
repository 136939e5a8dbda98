import { site } from "#app/config/site.ts";
import type { ImageKey } from "./images.ts";

/**
 * The group's people as shown on the leadership showcase, key contacts and
 * managers lineups. They are fictional (docs/architecture.md, “Content”); portraits are
 * the project's own drawings.
 */
export interface Person {
  /** Lowercase first name; also the key of the portrait and the showcase's highlight target. */
  id: string;
  name: string;
  title: string;
  email: string;
}

export type LeadershipGroup = "Chief Executive Committee" | "Group Executive Committee" | "Senior" | "Management";

function entry(id: string, name: string, title: string): Person {
  const [first, ...rest] = name.toLowerCase().split(" ");
  return { id, name, title, email: `${first}.${rest.join("").replaceAll("'", "")}@${site.emailDomain}` };
}

/** The four groups of the showcase, in the selector's order, each in display order. */
export const leadership: Record<LeadershipGroup, Person[]> = {
  "Chief Executive Committee": [
    entry("thandeka", "Thandeka Mahlangu", "Chief Executive Officer"),
    entry("pieter", "Pieter van der Westhuizen", "Group Chief Financial Officer"),
    entry("lindiwe", "Lindiwe Dube", "Chief Operations Officer"),
    entry("rajesh", "Rajesh Naidoo", "Chief Information Officer"),
    entry("nomvula", "Nomvula Sithole", "Chief Human Resources Officer"),
    entry("sipho", "Sipho Khumalo", "Chief Claims Officer"),
  ],
  "Group Executive Committee": [
    entry("annelie", "Annelie Botha", "Underwriting Executive"),
    entry("kagiso", "Kagiso Molefe", "Legal Executive"),
    entry("farah", "Farah Essop", "Business and Market Development Executive"),
    entry("zanele", "Zanele Ngcobo", "Marketing Executive"),
    entry("themba", "Themba Mthembu", "Actuarial Executive"),
  ],
  Senior: [
    entry("johan", "Johan Pretorius", "Senior Operations Manager"),
    entry("naledi", "Naledi Mokoena", "Group Financial Manager"),
    entry("yusuf", "Yusuf Cassim", "Coastal Regional Manager"),
    entry("busisiwe", "Busisiwe Radebe", "Gauteng Province Regional Manager"),
    entry("andile", "Andile Zulu", "Senior Assessments Manager"),
    entry("megan", "Megan Adams", "Senior Design Manager"),
    entry("tshepo", "Tshepo Maseko", "Senior Underwriting Manager"),
    entry("priya", "Priya Govender", "Senior Broker Relations Manager"),
    entry("werner", "Werner Coetzee", "Senior Risk Engineering Manager"),
    entry("lerato", "Lerato Nkosi", "Senior Compliance Manager"),
  ],
  Management: [
    entry("mandla", "Mandla Shabalala", "Assessing Manager"),
    entry("charlene", "Charlene Jacobs", "Surveying Manager"),
    entry("bongani", "Bongani Ndlovu", "Motor Claims Manager"),
    entry("heinrich", "Heinrich du Plessis", "Property and Complex Claims Manager"),
    entry("ayesha", "Ayesha Moosa", "Property Underwriting Manager"),
    entry("refilwe", "Refilwe Modise", "Personal Lines Underwriting Manager"),
    entry("sizwe", "Sizwe Buthelezi", "Fleet Risk Manager"),
    entry("marlene", "Marlene Swart", "Agriculture Underwriting Manager"),
    entry("palesa", "Palesa Letsoalo", "Content and Communications Manager"),
    entry("dineo", "Dineo Mabena", "Financial Manager"),
    entry("gareth", "Gareth Williams", "Insurance Finance Manager"),
    entry("nthabiseng", "Nthabiseng Phiri", "Legal Claims and Litigation Manager"),
    entry("kevin", "Kevin Pillay", "TPA and Recoveries Legal Manager"),
    entry("vusi", "Vusi Mnisi", "Parts Procurement Manager"),
  ],
};

export const leadershipGroups = Object.keys(leadership) as LeadershipGroup[];

/** Management shows in two desktop rows (docs/specification.md, “Leadership showcase”): the second starts at this title. */
export const SECOND_ROW_STARTS_AT = "Content and Communications Manager";

/** The desktop rows of a group: one row, or for Management two (8 then 6). */
export function desktopRows(group: LeadershipGroup): Person[][] {
  const people = leadership[group];
  if (group !== "Management") return [people];
  const split = people.findIndex((p) => p.title === SECOND_ROW_STARTS_AT);
  return [people.slice(0, split), people.slice(split)];
}

const everyone = new Map(Object.values(leadership).flatMap((group) => group.map((p) => [p.id, p] as const)));

/** People by id, for the key contacts and managers lineups; an unknown id is a content error. */
export function peopleById(ids: string[]): Person[] {
  return ids.map((id) => {
    const found = everyone.get(id);
    if (!found) throw new Error(`Unknown person "${id}"`);
    return found;
  });
}

export function portraitOf(person: Person): ImageKey {
  return `people/${person.id}` as ImageKey;
}
