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

/**
 * A phone number as the forms store it (+27…), however a South African number is typed: 082 555 0199,
 * 0825550199, 27825550199, +27 82 555 0199, 27 82-555-0199, (082) 555-0199, +27 (0)82 555 0199, 0027 82 555 0199;
 * a number from abroad with its + (or 00). Undefined for anything else (issue 36, item 8).
 */
export function phoneQuery(q: string): string | undefined {
  const compact = q
    .replace(/\(0\)/g, "") // "+27 (0)82 …": the trunk 0 written beside the country code, dialled from neither
    .replace(/[\s().-]/g, "")
    .replace(/^00(?=[1-9])/, "+"); // 00 is how a number abroad is dialled from South Africa
  if (/^0[1-9]\d{8}$/.test(compact)) return `+27${compact.slice(1)}`;
  if (/^\+?27[1-9]\d{8}$/.test(compact)) return `+${compact.replace(/^\+/, "")}`;
  // Abroad, any length the numbering plan allows; a +27 number of the wrong length is no number at all.
  if (/^\+[1-9]\d{7,14}$/.test(compact) && !compact.startsWith("+27")) return compact;
  return undefined;
}

/**
 * Whether two words are at most one typo apart (Damerau-Levenshtein distance ≤ 1): a letter added, dropped or
 * changed, or two side by side swapped ("mokena", "mokeona" and "mokoena"). A bounded check, linear in the words'
 * length, not a distance: the search needs only "one typo or not" (decision 0059).
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  if (short.length < long.length) return short.slice(i) === long.slice(i + 1);
  // Same length: the first difference is one letter changed, or the start of two letters swapped.
  if (short.slice(i + 1) === long.slice(i + 1)) return true;
  return short[i] === long[i + 1] && short[i + 1] === long[i] && short.slice(i + 2) === long.slice(i + 2);
}

/** The shortest name word a typo is forgiven in: shorter ones are too easily another name. */
export const MIN_FUZZY_WORD = 4;

/**
 * Whether a name matches a query within one typo per word (issue 36, item 8): every word of the query is, within
 * one edit, a word of the name ("Mokena" finds Thandeka Mokoena). A query of letters only; any case.
 */
export function nameMatches(query: string, name: string): boolean {
  const words = query
    .toLowerCase()
    .split(/[\s'-]+/)
    .filter(Boolean);
  if (!words.length || words.some((w) => !/^\p{L}+$/u.test(w) || w.length < MIN_FUZZY_WORD)) return false;
  const nameWords = name.toLowerCase().split(/[\s'-]+/);
  return words.every((w) => nameWords.some((n) => withinOneEdit(w, n)));
}
