import { site } from "#app/config/site.ts";
import type { ImageKey } from "./images.ts";

/** An editor's upload (app/articles/pictures.server.ts), served at /media/pictures/<id>-<width>.<avif|webp>. */
export interface UploadedPicture {
  id: number;
  width: number;
  height: number;
  widths: number[];
}

/** A picture of the site's catalogue, or an upload. */
export type PictureSource = ImageKey | UploadedPicture;

/**
 * One of the group's people as the leadership showcase, key contacts and
 * managers lineups show them. They are fictional (docs/architecture.md,
 * “Content”); the portraits are the project's own drawings. What the site
 * shows comes from the database (app/people/people.server.ts), which editors
 * change at /staff/people; this module holds the people it was first built
 * with (the seed of migration 0010) and the rules of their layout.
 */
export interface Person {
  /** Lowercase, stable: the key lineups name people by, and the showcase's highlight target. */
  id: string;
  name: string;
  title: string;
  email: string;
  portrait: PictureSource;
}

/**
 * The four groups of the showcase, in the selector's order. A list of its own, not the keys of the seed below:
 * the showcase's script needs the groups, and naming them here keeps the seed out of it (issue 38, item 4).
 */
export const leadershipGroups = [
  "Chief Executive Committee",
  "Group Executive Committee",
  "Senior",
  "Management",
] as const satisfies readonly string[];

export type LeadershipGroup = (typeof leadershipGroups)[number];

// Free of side effects, so a bundle that never reads the seed leaves it out.
/*#__NO_SIDE_EFFECTS__*/
function entry(id: string, name: string, title: string): Person {
  const [first, ...rest] = name.toLowerCase().split(" ");
  const email = `${first}.${rest.join("").replaceAll("'", "")}@${site.emailDomain}`;
  return { id, name, title, email, portrait: `people/${id}` as ImageKey };
}

/** The people the site was first built with: the four groups of the showcase, in the selector's order, each in display order. */
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

export function isLeadershipGroup(value: unknown): value is LeadershipGroup {
  return typeof value === "string" && (leadershipGroups as readonly string[]).includes(value);
}

/** Who the site shows now, by group, each in order (app/people/people.server.ts reads it). */
export type PeopleDirectory = Record<LeadershipGroup, Person[]>;

/**
 * Management shows in two desktop rows (docs/specification.md, “Leadership
 * showcase”): 8, then the rest; as first built, the second row starts with
 * the Content and Communications Manager.
 */
export const MANAGEMENT_FIRST_ROW = 8;

/** The desktop rows of a group: one row, or for Management two (8 then the rest). */
export function desktopRows(group: LeadershipGroup, people: Person[]): Person[][] {
  if (group !== "Management" || people.length <= MANAGEMENT_FIRST_ROW) return [people];
  return [people.slice(0, MANAGEMENT_FIRST_ROW), people.slice(MANAGEMENT_FIRST_ROW)];
}

/** People by id in the order asked, for the key contacts and managers lineups; someone no longer listed is left out. */
export function peopleById(directory: PeopleDirectory, ids: string[]): Person[] {
  const everyone = new Map(Object.values(directory).flatMap((group) => group.map((p) => [p.id, p] as const)));
  return ids.flatMap((id) => everyone.get(id) ?? []);
}
