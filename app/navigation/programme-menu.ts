import { programmePath } from "#app/programmes/paths.ts";
import type { ProgrammeMenu } from "#app/programmes/types.ts";

/** One entry of a programme's own menu (issue 28, item 1). */
export interface ProgrammeMenuEntry {
  label: string;
  route: string;
  /** Addresses below it that mark it as the current page too (a request under Quotations, a claim under Claims). */
  section?: boolean;
  /** Quotations waiting for the member's approval, beside Quotations for an approver (issue 35). */
  waiting?: number;
}

/**
 * The menu a signed-in member of a programme sees in its sub-site header at
 * every width: Overview, then the programme's own pages (quotes, comparisons),
 * Quotations (every request of the team), Claims, Documents (/<programme>/documents:
 * quotations, confirmations of cover, loss runs and the wording, issue 35), Team (client administrators only) and
 * Account. A pure function of the programme and the member, unit-tested.
 */
export function programmeMenu(
  programme: ProgrammeMenu,
  member: { clientAdmin: boolean },
  /** Quotations open for acceptance, for an approver; none for anyone else. */
  waiting = 0,
): ProgrammeMenuEntry[] {
  const has = (path: string) => programme.pages.some((p) => p.path === path);
  const own = programme.pages
    .filter((p) => !["about", "sign-in", "overview", "policy-wording"].includes(p.path))
    .map((p) => ({ label: p.label, route: programmePath(programme, p.path) }));
  return [
    ...(has("overview") ? [{ label: "Overview", route: programmePath(programme, "overview") }] : []),
    ...own,
    {
      label: "Quotations",
      route: programmePath(programme, "requests"),
      section: true,
      ...(waiting > 0 && { waiting }),
    },
    { label: "Claims", route: `/${programme.slug}/claims`, section: true },
    // Every programme's documents (quotations, confirmations of cover, loss runs, the wording where there is one).
    { label: "Documents", route: `/${programme.slug}/documents`, section: true },
    ...(member.clientAdmin ? [{ label: "Team", route: `${programmePath(programme, "account")}/team` }] : []),
    { label: "Account", route: programmePath(programme, "account") },
  ];
}

/** The entry the page at `pathname` belongs to: its own address, else the section it is under. */
export function currentEntry(entries: readonly ProgrammeMenuEntry[], pathname: string): ProgrammeMenuEntry | undefined {
  return (
    entries.find((e) => e.route === pathname) ?? entries.find((e) => e.section && pathname.startsWith(`${e.route}/`))
  );
}
