/** A link inside a flyout column (or a footer list). */
export interface NavLink {
  label: string;
  route: string;
  /** Opens outside this site; rendered with rel="noopener noreferrer". */
  external?: boolean;
  /** Where an external link opens; defaults to "_blank" for external links. */
  target?: "_blank" | "_self";
  /** A page of the site served by its own route module (such as /client-sign-in), not a content page. */
  ownRoute?: boolean;
}

export interface NavColumn {
  heading: string;
  links: NavLink[];
}

/** A sub-tab of a primary section (docs/specification.md, “Entities”, "Tab"). */
export interface NavTab {
  label: string;
  route: string;
  /** One or two sentences shown in the flyout and the burger menu. */
  description?: string;
  /** Columns of links: a tab with columns opens a flyout. */
  columns?: NavColumn[];
  external?: boolean;
  target?: "_blank" | "_self";
  /** Drawn with the accent colour, for the one tab a section wants to push. */
  highlight?: boolean;
  /** A page of the site served by its own route module (such as /claims/track), not a content page. */
  ownRoute?: boolean;
  /**
   * Current only on its own address (or a flyout link's), never on a page beside or below it: a programme's
   * "About" tab, whose neighbours (/Pepkor/claims) are the programme menu's pages, which marks them itself.
   */
  exact?: boolean;
}

/** A primary section of the header (docs/specification.md, “Entities”, "Navigation section"). */
export interface NavSection {
  id: string;
  label: string;
  /** Where clicking the section goes; always the route of its first tab. */
  route: string;
  tabs: NavTab[];
}
