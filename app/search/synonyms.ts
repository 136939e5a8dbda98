/**
 * Words a visitor may use for what the site calls something else: insurance synonyms, and South African
 * spellings beside the American ones a visitor may type. Each group is searched as one: a query word in a
 * group also finds every other word of it. Keep groups small and exact; a loose synonym makes every search
 * worse. Several words in one entry ("third party") are searched as all of them.
 */
export const synonymGroups: readonly (readonly string[])[] = [
  // Insurance synonyms.
  ["excess", "deductible"],
  ["motor", "vehicle", "car", "auto"],
  ["truck", "lorry"],
  ["sasria", "sasira", "sasrea", "sassria"],
  ["broker", "intermediary"],
  ["theft", "stolen"],
  ["paia", "access to information"],
  ["popia", "privacy", "personal information"],
  ["complaint", "complaints", "ombud", "ombudsman"],
  ["windscreen", "windshield"],
  ["tyre", "tire"],
  // South African and American spellings.
  ["organisation", "organization"],
  ["licence", "license"],
  ["programme", "program"],
  ["centre", "center"],
  ["authorise", "authorize"],
  ["authorisation", "authorization"],
  ["favour", "favor"],
  ["colour", "color"],
  ["labour", "labor"],
  ["defence", "defense"],
  ["kilometre", "kilometer"],
  ["analyse", "analyze"],
  ["minimise", "minimize"],
  ["specialise", "specialize"],
  ["jewellery", "jewelry"],
];

/**
 * The trade's own words (issue 36, item 8): a misspelt word that is close enough to one of these is corrected to
 * it rather than to a commoner general word the site also uses ("sarsia" is SASRIA, not SARS; "clame" is claim,
 * not came). Only words a visitor searches the site for; each must be one the site uses (the words table).
 */
export const tradeWords: readonly string[] = [
  "sasria",
  "claim",
  "claims",
  "excess",
  "premium",
  "policy",
  "insurance",
  "insured",
  "broker",
  "underwriting",
  "assessor",
  "windscreen",
  "liability",
  "cover",
];

const byWord = new Map<string, readonly string[]>();
for (const group of synonymGroups) {
  for (const word of group) byWord.set(word, group);
}

/** The other words a query word also finds (lower case), not the word itself. */
export function synonymsOf(word: string): string[] {
  const group = byWord.get(word.toLowerCase());
  return group ? group.filter((w) => w !== word.toLowerCase()) : [];
}
