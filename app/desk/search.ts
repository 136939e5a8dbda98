import { allows, type StaffRole } from "#app/accounts/roles.ts";

/** The back office's search, what the page needs of it in the browser too (search.server.ts searches). */
export type ResultKind = "claims" | "quotes" | "submissions" | "accounts";

/** Which role opens each kind's pages (app/routes/staff/pages.ts): the search asks the same. */
export const KIND_ROLE: Record<ResultKind, StaffRole> = {
  claims: "claims",
  quotes: "underwriter",
  submissions: "staff",
  accounts: "admin",
};

export interface SearchHit {
  href: string;
  /** The reference, or an account's e-mail address. */
  title: string;
  /** What else identifies it: a name, a programme, a state. */
  detail: string;
}

export interface SearchGroup {
  kind: ResultKind;
  hits: SearchHit[];
  /** More matched than are shown. */
  more: boolean;
}

/** Each kind shows at most this many; a search that finds more asks for more of the reference or name. */
export const PER_KIND = 20;
/** A query shorter than this would match most of every list. */
export const MIN_QUERY = 2;
export const MAX_QUERY = 100;

export function kindsFor(roles: readonly StaffRole[]): ResultKind[] {
  return (Object.keys(KIND_ROLE) as ResultKind[]).filter((kind) => allows(roles, KIND_ROLE[kind]));
}

/**
 * The query as searched: control characters removed (PostgreSQL refuses a NUL in text: a 500 otherwise), trimmed,
 * at most MAX_QUERY characters.
 */
export function cleanQuery(raw: string | null | undefined): string {
  return (
    (raw ?? "")
      // oxlint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u001f\u007f]/g, "")
      .trim()
      .slice(0, MAX_QUERY)
  );
}
