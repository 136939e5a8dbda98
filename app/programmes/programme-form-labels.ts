import { displayValue } from "#app/forms/notification.ts";
import { claimsTeam } from "./claims-team.ts";
import { LOSS_TYPES } from "./loss-types.ts";
import { CLAIMS_TEAM_IDS } from "./programme-form.ts";
import type { ExcessTier } from "./types.ts";

/** A kind of loss as the claim form words it ("Fire or explosion"). */
export const lossTypeLabel = (type: string) => displayValue("claim_notification", "lossType", type);

/** What the programme editor (/staff/programmes/<programme>) knows of the figures to label its fields. */
export interface FormShape {
  covers: number;
  tiers: { label: string; kind: ExcessTier["kind"] }[];
  classes: string[];
  claims: number;
  /** The premium history's policy years, named ("2024/25"). */
  years: string[];
}

/** The programme editor's labels, by field name: its fields' and the error summary's (app/programmes/programme-form.ts). */
export function programmeFormLabels(shape: FormShape): Record<string, string> {
  const labels: Record<string, string> = {
    policyNumber: "Policy number",
    renewalDate: "Renewal date",
    registeredName: "Registered name",
    address: "Registered address",
    summary: "Summary",
    sasriaPerMille: "SASRIA rate per R1 000",
    minimumPremium: "Minimum premium",
    largeLossThreshold: "Large-loss threshold",
    ...Object.fromEntries(CLAIMS_TEAM_IDS.map((id) => [`contact.${id}`, `Claims contact: ${claimsTeam[id].name}`])),
    wordingFile: "Wording PDF",
    wordingVersion: "Wording version",
    effectiveDate: "In force from",
  };
  for (let i = 0; i < shape.covers; i++) {
    labels[`covers.${i}.name`] = `Cover ${i + 1}: name`;
    labels[`covers.${i}.limit`] = `Cover ${i + 1}: limit`;
    labels[`covers.${i}.basis`] = `Cover ${i + 1}: basis`;
    for (const type of LOSS_TYPES) labels[`covers.${i}.loss.${type}`] = `Cover ${i + 1}: ${lossTypeLabel(type)}`;
  }
  shape.tiers.forEach((t, i) => {
    labels[`tiers.${i}.label`] = `Tier ${i + 1}: label`;
    labels[`tiers.${i}.percent`] = `${t.label}: excess, per cent of the claim`;
    labels[`tiers.${i}.minimum`] = `${t.label}: least excess`;
    labels[`tiers.${i}.amount`] = `${t.label}: excess`;
    labels[`tiers.${i}.factor`] = `${t.label}: premium factor`;
  });
  shape.classes.forEach((c, i) => {
    labels[`classes.${i}.ratePerMille`] = `${c}: rate per R1 000`;
    labels[`classes.${i}.maxValue`] = `${c}: largest value`;
  });
  for (let i = 0; i < shape.claims; i++) {
    labels[`claims.${i}.date`] = `Past claim ${i + 1}: date of loss`;
    labels[`claims.${i}.category`] = `Past claim ${i + 1}: kind of loss`;
    labels[`claims.${i}.amount`] = `Past claim ${i + 1}: amount`;
    labels[`claims.${i}.reference`] = `Past claim ${i + 1}: claim number`;
    labels[`claims.${i}.remove`] = `Remove past claim ${i + 1}`;
  }
  labels["newClaim.date"] = "New past claim: date of loss";
  labels["newClaim.category"] = "New past claim: kind of loss";
  labels["newClaim.amount"] = "New past claim: amount";
  labels["newClaim.reference"] = "New past claim: claim number";
  shape.years.forEach((y, i) => {
    labels[`premiumHistory.${i}.premium`] = `${y}: premium`;
    labels[`premiumHistory.${i}.exposure`] = `${y}: exposure`;
  });
  return labels;
}
