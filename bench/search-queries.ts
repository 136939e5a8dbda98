/** What the benchmarks search for, as visitors type it: names, a PDF, typos, synonyms, several words. */
export const SEARCH_QUERIES = [
  "fleet",
  "PAIA manual",
  "flet",
  "sasira",
  "excess",
  "motor claim form",
  "hail damage",
  "broker portal",
];
