import type { SiteDocument } from "#app/content/types.ts";
import {
  bankDetails,
  brokerDetails,
  declaration,
  howToClaim,
  otherInsurance,
  policeReport,
  policyholderDetails,
  supportingDocuments,
} from "./common.ts";

export const cropAndLivestockClaimForm: SiteDocument = {
  slug: "crop-and-livestock-claim-form",
  title: "Crop and livestock claim form",
  version: "2.3",
  effectiveDate: "2026-07-01",
  summary:
    "For hail, fire and other insured damage to crops, for the death or theft of insured livestock, and for veld fire damage under an agricultural policy.",
  sections: [
    howToClaim(
      "damage to insured crops, and the death, injury or theft of insured livestock, under your agricultural policy",
      [
        "Report hail and fire damage to crops within 7 days: the policy sets this shorter period because crop damage can be assessed accurately only while the plants are still in the field.",
        "Do not harvest, graze, cut or plough a damaged land until our crop assessor has inspected it, or leave the untouched check strips the assessor asks for.",
        "Keep the carcasses of dead animals for inspection where it is safe and lawful to do so; otherwise photograph each carcass with its ear tag or brand mark visible, and ask a veterinarian to examine it.",
        "Report stock theft to the SAPS at once, and ask for the case to be referred to the Stock Theft Unit.",
        "After a veld fire, write down what you saw of where the fire came from and when, and keep your Fire Protection Association records.",
      ],
    ),
    policyholderDetails,
    brokerDetails,
    {
      heading: "The farm",
      paragraphs: [
        "Identify the farm and the lands or camps affected. Give the farm's registered name and number as they appear on the title deed or lease, and GPS coordinates of the affected land where you can.",
      ],
      fields: [
        "Farm name and number",
        "District and province",
        "GPS coordinates of the affected land",
        "Owned or leased?",
        "Farm manager's name",
        "Farm manager's cellphone number",
      ],
    },
    {
      heading: "Crops",
      paragraphs: [
        "Complete a set of lines for each land affected, using a separate page if more than two lands were damaged. Our crop assessor will measure the damage in the field, so give your best estimate of the expected yield before the damage and the area affected.",
      ],
      fields: [
        "Cause (hail, fire, frost, flood, other)",
        "Date and time of damage",
        "Land 1: number or name",
        "Land 1: crop and cultivar",
        "Land 1: planting date",
        "Land 1: hectares planted",
        "Land 1: hectares damaged",
        "Land 1: expected yield (t/ha)",
        "Land 2: number or name",
        "Land 2: crop and cultivar",
        "Land 2: planting date",
        "Land 2: hectares planted",
        "Land 2: hectares damaged",
        "Land 2: expected yield (t/ha)",
        "Description of the damage to the crop",
        "Details of irrigation, fencing or infrastructure also damaged",
      ],
    },
    {
      heading: "Livestock",
      paragraphs: [
        "List the animals that died, were injured or were stolen, identified by the ear tags or brand marks registered under the Animal Identification Act. Attach the veterinarian's report for every death from lightning, accident, fire or disease where disease is covered, and your livestock register showing the herd or flock before and after the loss.",
      ],
      fields: [
        "Species and breed",
        "Number of animals",
        "Ear tag numbers",
        "Registered brand mark",
        "Age and sex",
        "Value per animal (R)",
        "Cause of death, injury or loss",
        "Date discovered",
        "Camp where the animals were kept",
        "Veterinarian's name and practice",
        "Description of how the animals died, were injured or were lost",
      ],
    },
    {
      heading: "Veld fire",
      paragraphs: [
        "Complete this section if the loss was caused by a veld fire, or if a neighbour holds you responsible for a fire. Under the National Veld and Forest Fire Act, a landowner who is not a member of the local Fire Protection Association is presumed to have been negligent if a fire spreads from their land, so your membership and firebreak records are important evidence.",
      ],
      fields: [
        "Where did the fire start?",
        "Date and time first seen",
        "Fire Protection Association",
        "FPA membership number",
        "Were firebreaks prepared? When?",
        "Fire Danger Index on the day",
        "Details of the people and equipment used to fight the fire",
        "Details of neighbours whose property was damaged",
      ],
    },
    policeReport(
      "A SAPS case number is required for every stock theft and for any fire that may have been started deliberately. Ask for stock theft cases to be referred to the SAPS Stock Theft Unit for the area.",
    ),
    otherInsurance,
    bankDetails,
    supportingDocuments([
      "Your livestock register, or stock counts before and after the loss (for livestock)",
      "The veterinarian's report or post-mortem report, and photographs of each carcass showing ear tags or brand marks",
      "The SAPS case number, and the Stock Theft Unit reference where the case was referred",
      "Planting records, input invoices and yield records for the past three seasons (for crops)",
      "A map or aerial image marking the damaged lands or burnt area",
      "Fire Protection Association membership confirmation and firebreak records (for veld fire)",
      "Your offtake agreement or delivery records, where the crop was contracted to a buyer",
    ]),
    declaration(
      "I undertake not to harvest, graze, cut or plough any damaged land, and not to dispose of any carcass, until the assessor has inspected it or agreed in writing, and I understand that doing so may prevent the loss from being assessed.",
    ),
  ],
};
