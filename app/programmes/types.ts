import type { AuthContextId } from "../auth/contexts";

/** The pages a programme sub-site can have (spec 2.3), by their path segment. */
export type ProgrammePagePath =
  | "about"
  | "overview"
  | "quote"
  | "quotes2"
  | "quotes3"
  | "quote1"
  | "quote2"
  | "comparison"
  | "conventional-aggregate"
  | "performance-report"
  | "policy-wording"
  | "sign-in";

export interface ProgrammePage {
  path: ProgrammePagePath;
  /** The menu label, e.g. "Quote: 10% min 10k". */
  label: string;
  /** The page heading; the label when unset. */
  title?: string;
}

/** What a programme's header needs: it travels to the browser, the rest of the programme's data never does. */
export type ProgrammeMenu = Pick<Programme, "slug" | "name" | "pages">;

/** A client programme sub-site, as data (DESIGN.md section 4). */
export interface Programme {
  /** The URL segment, as the specification spells it (e.g. "Pepkor", "city-of-joburg"). */
  slug: string;
  /** The client's name as shown to people. */
  name: string;
  /** The client's sector, in a few words. */
  sector: string;
  /** The sign-in context whose users may open the confidential pages. */
  context: AuthContextId;
  /** Paragraphs for the public about page: the client and what the programme does for it. */
  about: string[];
  /** In the specification's order; the menu follows it. */
  pages: ProgrammePage[];
}
