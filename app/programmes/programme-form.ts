import type { StoredProgrammeDetails } from "#app/db/schema.ts";
import type { ExcessTier } from "./types.ts";
import { formatDate } from "#app/lib/format/dates.ts";
import { claimsTeam, type ClaimsContactId } from "./claims-team.ts";
import { premiumPolicyYear, premiumYearLabel } from "./loss-run.ts";
import { LOSS_TYPES } from "./loss-types.ts";

/** The claims team, in its file's order: who may be named as a programme's claims contacts. */
export const CLAIMS_TEAM_IDS = Object.keys(claimsTeam) as ClaimsContactId[];

/**
 * The account executives' form of a programme's figures (/staff/programmes/<programme>): each figure a field
 * named by its path in the stored document ("covers.2.limit"), read back into a new document with a message per
 * field that is wrong. Ids (tiers, classes, covers' order) and a tier's kind (a percentage with a minimum, or a
 * flat amount) are not edited here: the pages name tiers by id. A tier's excess and its label are (issue 35, item 7).
 * Dates in the messages are in words, as the site writes them everywhere else (app/lib/format/dates.ts).
 */

export type FormValues = Record<string, string>;

/** The fields of a past claim; a blank row of them (`newClaim.*`) adds one. */
export const NEW_CLAIM_PARTS = ["date", "category", "amount", "reference"] as const;

/** Every field's value as the stored figures give it. */
export function formValuesOf(details: StoredProgrammeDetails): FormValues {
  const values: FormValues = {
    policyNumber: details.policyNumber,
    renewalDate: details.renewalDate,
    registeredName: details.insured.registeredName,
    address: details.insured.address.join("\n"),
    summary: details.summary,
    sasriaPerMille: String(details.rating.sasriaPerMille),
    minimumPremium: String(details.rating.minimumPremium),
    largeLossThreshold: String(details.largeLossThreshold),
  };
  details.covers.forEach((c, i) => {
    values[`covers.${i}.name`] = c.name;
    values[`covers.${i}.limit`] = c.limit;
    values[`covers.${i}.basis`] = c.basis;
    for (const type of LOSS_TYPES) values[`covers.${i}.loss.${type}`] = c.lossTypes.includes(type) ? "on" : "";
  });
  details.rating.tiers.forEach((t, i) => {
    values[`tiers.${i}.label`] = t.label;
    if (t.kind === "percentage") {
      values[`tiers.${i}.percent`] = String(t.percent);
      values[`tiers.${i}.minimum`] = String(t.minimum);
    } else values[`tiers.${i}.amount`] = String(t.amount);
    values[`tiers.${i}.factor`] = String(t.factor);
  });
  details.rating.classes.forEach((c, i) => {
    values[`classes.${i}.ratePerMille`] = String(c.ratePerMille);
    values[`classes.${i}.maxValue`] = String(c.maxValue);
  });
  details.claims.forEach((c, i) => {
    values[`claims.${i}.date`] = c.date;
    values[`claims.${i}.category`] = c.category;
    values[`claims.${i}.amount`] = String(c.amount);
    values[`claims.${i}.reference`] = c.reference ?? "";
    values[`claims.${i}.remove`] = "";
  });
  for (const part of NEW_CLAIM_PARTS) values[`newClaim.${part}`] = "";
  for (const id of CLAIMS_TEAM_IDS) values[`contact.${id}`] = details.claimsContacts.includes(id) ? "on" : "";
  details.premiumHistory.forEach((p, i) => {
    values[`premiumHistory.${i}.premium`] = String(p.premium);
    values[`premiumHistory.${i}.exposure`] = String(p.exposure);
  });
  return values;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function isDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A figure as typed: spaces and a leading "R" allowed ("R2 500 000"), a decimal point, never a comma. */
function figure(value: string): number | undefined {
  const cleaned = value.replace(/^R\s*/i, "").replace(/[\s\u00a0]/g, "");
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

type TextReader = (name: string, words: string, max: number) => string;
type NumberReader = (name: string, words: string, rule: (n: number) => boolean, example: string) => number;

/**
 * A tier as the form gives it: its label, its excess (a percentage of the claim with a minimum in rand, or a flat
 * amount in rand) and its premium factor. Its id and kind stay. The label is the name the client's pages and the
 * quotation give the tier, so it is changed with the excess.
 */
function tierFromForm(tier: ExcessTier, i: number, text: TextReader, number: NumberReader): ExcessTier {
  const label = text(`tiers.${i}.label`, `tier ${i + 1}'s label`, 40);
  const factor = number(`tiers.${i}.factor`, `the ${tier.label} factor`, (n) => n > 0 && n <= 5, "0.9");
  if (tier.kind === "flat")
    return {
      ...tier,
      label,
      factor,
      amount: number(`tiers.${i}.amount`, `the ${tier.label} excess`, (n) => n > 0, "25 000"),
    };
  return {
    ...tier,
    label,
    factor,
    percent: number(`tiers.${i}.percent`, `the ${tier.label} percentage`, (n) => n > 0 && n <= 100, "10"),
    minimum: number(`tiers.${i}.minimum`, `the ${tier.label} minimum`, (n) => n >= 0, "10 000"),
  };
}

export interface ReadResult {
  details: StoredProgrammeDetails;
  errors: Record<string, string>;
  values: FormValues;
}

/**
 * The figures a form gives, over the stored ones; `errors` names each field that is wrong, in words. `today` (a
 * South African day) is the latest a past claim's loss may be.
 */
export function detailsFromForm(
  current: StoredProgrammeDetails,
  read: (name: string) => string,
  today: string,
): ReadResult {
  const values: FormValues = {};
  const errors: Record<string, string> = {};
  for (const name of Object.keys(formValuesOf(current))) values[name] = read(name).trim();

  const text = (name: string, words: string, max: number) => {
    const value = values[name]!;
    if (!value) errors[name] = `Enter ${words}.`;
    else if (value.length > max) errors[name] = `Shorten ${words} to ${max} characters.`;
    return value;
  };
  const number = (name: string, words: string, rule: (n: number) => boolean, example: string) => {
    const value = figure(values[name]!);
    if (value === undefined || !rule(value)) {
      errors[name] = `Enter ${words} as a number, such as ${example}.`;
      return 0;
    }
    return value;
  };

  const policyNumber = values.policyNumber!;
  if (!/^[A-Z0-9][A-Z0-9/-]{3,39}$/i.test(policyNumber))
    errors.policyNumber = "Enter the policy number as it is on the schedule, such as KRG-PEP-0418-2025.";
  const renewalDate = values.renewalDate!;
  if (!isDay(renewalDate))
    errors.renewalDate = `Enter the renewal date as a date, such as ${formatDate("2027-10-01")}.`;
  const address = values
    .address!.split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (!address.length || address.length > 6) errors.address = "Enter the registered address in one to six lines.";
  // Those kept stay in their order; those added follow, in the team's.
  const ticked = CLAIMS_TEAM_IDS.filter((id) => values[`contact.${id}`] === "on");
  const claimsContacts = [
    ...current.claimsContacts.filter((id) => ticked.includes(id)),
    ...ticked.filter((id) => !current.claimsContacts.includes(id)),
  ];
  if (!claimsContacts.length) errors[`contact.${CLAIMS_TEAM_IDS[0]}`] = "Tick at least one claims contact.";

  // The claims of past years (details.claims): each kept, changed or ticked to go; a filled blank row adds one. A
  // loss falls from the first day of the history's first policy year (by the renewal anniversary) to today.
  const first = current.premiumHistory[0]?.year;
  const from =
    first === undefined
      ? "2000-01-01"
      : `${premiumPolicyYear(first, current.renewalDate)}${current.renewalDate.slice(4)}`;
  const claim = (prefix: string, words: string) => {
    const date = values[`${prefix}.date`]!;
    if (!isDay(date) || date < from || date > today)
      errors[`${prefix}.date`] =
        `Enter ${words}'s date of loss as a date from ${formatDate(from)} to ${formatDate(today)}, such as ${formatDate(`${today.slice(0, 4)}-03-15` <= today ? `${today.slice(0, 4)}-03-15` : from)}.`;
    const reference = values[`${prefix}.reference`]!;
    if (reference && !/^[A-Z0-9][A-Z0-9/ .-]{0,39}$/i.test(reference))
      errors[`${prefix}.reference`] =
        `Enter ${words}'s claim number as the insurer gives it (letters, figures, dashes), such as CLM-2024-0187, or leave it empty.`;
    return {
      date,
      category: text(`${prefix}.category`, `${words}'s kind of loss`, 80),
      amount: number(`${prefix}.amount`, `${words}'s amount`, (n) => n > 0, "18 250"),
      // Only where the history has one: a claim without a number stays as it was stored.
      ...(reference ? { reference } : {}),
    };
  };
  const claims = current.claims.flatMap((_, i) =>
    values[`claims.${i}.remove`] === "on" ? [] : [claim(`claims.${i}`, `claim ${i + 1}`)],
  );
  if (NEW_CLAIM_PARTS.some((part) => values[`newClaim.${part}`])) claims.push(claim("newClaim", "the new claim"));

  const details: StoredProgrammeDetails = {
    ...current,
    claims,
    policyNumber,
    renewalDate,
    insured: { registeredName: text("registeredName", "the registered name", 200), address },
    summary: text("summary", "the summary", 2000),
    claimsContacts,
    covers: current.covers.map((c, i) => ({
      name: text(`covers.${i}.name`, `cover ${i + 1}'s name`, 120),
      limit: text(`covers.${i}.limit`, `cover ${i + 1}'s limit`, 200),
      basis: text(`covers.${i}.basis`, `cover ${i + 1}'s basis`, 1000),
      lossTypes: LOSS_TYPES.filter((type) => values[`covers.${i}.loss.${type}`] === "on"),
    })),
    largeLossThreshold: number("largeLossThreshold", "the large-loss threshold", (n) => n > 0, "250 000"),
    premiumHistory: current.premiumHistory.map((p, i) => ({
      year: p.year,
      premium: number(
        `premiumHistory.${i}.premium`,
        `the ${premiumYearLabel(p.year, current.renewalDate)} premium`,
        (n) => n >= 0,
        "2 450 000",
      ),
      exposure: number(
        `premiumHistory.${i}.exposure`,
        `the ${premiumYearLabel(p.year, current.renewalDate)} exposure`,
        (n) => Number.isInteger(n) && n >= 0,
        "2 480",
      ),
    })),
    rating: {
      ...current.rating,
      sasriaPerMille: number("sasriaPerMille", "the SASRIA rate", (n) => n >= 0 && n < 100, "0.35"),
      minimumPremium: number("minimumPremium", "the minimum premium", (n) => n >= 0, "25 000"),
      tiers: current.rating.tiers.map((t, i) => tierFromForm(t, i, text, number)),
      classes: current.rating.classes.map((c, i) => ({
        ...c,
        ratePerMille: number(`classes.${i}.ratePerMille`, `the ${c.label} rate`, (n) => n >= 0 && n < 1000, "18.5"),
        maxValue: number(`classes.${i}.maxValue`, `the ${c.label} largest value`, (n) => n > 0, "1 200 000"),
      })),
    },
  };
  // Without one, the programme's claim form would offer only "Something else".
  if (current.covers.length && !details.covers.some((c) => c.lossTypes.length))
    errors[`covers.0.loss.${LOSS_TYPES[0]}`] =
      "Tick at least one kind of loss a cover answers for: the claim form offers only those, and “Something else”.";
  return { details, errors, values };
}
