import type { SiteDocument } from "#app/content/types.ts";
import { site } from "#app/config/site.ts";
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

export const propertyClaimForm: SiteDocument = {
  slug: "property-claim-form",
  title: "Property claim form",
  version: "3.4",
  effectiveDate: "2026-07-01",
  summary:
    "For fire, storm, hail, flood, burst geyser and pipe, impact, burglary and malicious damage claims on buildings, contents and business premises.",
  sections: [
    howToClaim("damage to or loss of buildings, contents, stock and business property at the insured premises", [
      "Make sure everyone is safe, and call the fire brigade or emergency services where needed.",
      "Prevent further damage: switch off the water or electricity, cover a damaged roof and secure broken doors and windows. Keep the receipts, because we pay reasonable emergency costs where the damage is insured.",
      "Photograph the damage before anything is moved, cleaned up or repaired.",
      "Keep damaged items and stock until our assessor has seen them.",
      `For burst geysers, storm damage and fire after hours, call ${site.claimsEmergencyPhone} for emergency assistance.`,
    ]),
    policyholderDetails,
    brokerDetails,
    {
      heading: "The insured property",
      paragraphs: [
        "Describe the building or premises where the loss happened. For a sectional title scheme, give the scheme name and the unit or common property affected, and the managing agent's contact details.",
      ],
      fields: [
        "Risk address (where the loss happened)",
        "Use of the premises",
        "Wall construction",
        "Roof construction",
        "Was the property occupied at the time?",
        "If unoccupied, for how long?",
        "Owner (if not the insured)",
        "Bondholder",
        "Managing agent or body corporate contact",
      ],
    },
    {
      heading: "Incident details",
      paragraphs: [
        "Tell us what caused the loss and what you did to limit it. For water damage, tell us whether the water came from a burst pipe or geyser, a leaking roof, rising water from outside or a blocked drain, because each is treated differently under the policy.",
      ],
      fields: [
        "Date and time of loss",
        "Date loss was discovered",
        "Cause (fire, storm, hail, flood, burst pipe or geyser, impact, burglary, malicious damage)",
        "Description of how the loss happened",
        "Description of the damage to buildings",
        "Details of emergency measures taken and their cost",
        "Fire brigade station and incident number",
        "Was an alarm or armed response activated?",
      ],
    },
    policeReport(
      "A SAPS case number is required for every burglary, theft, attempted break-in and malicious damage claim, and for any fire that may have been started deliberately.",
    ),
    {
      heading: "Items claimed and damage",
      paragraphs: [
        "List each item or part of the building you are claiming for, with what you paid for it or what it will cost to repair or replace. Use a separate page if you need more lines, and attach two quotations for building repairs and proof of ownership or value for contents and stock. Business interruption losses, such as loss of gross profit and additional costs of working, are assessed separately by the loss adjuster.",
      ],
      fields: [
        "Item 1: description",
        "Item 1: amount claimed (R)",
        "Item 2: description",
        "Item 2: amount claimed (R)",
        "Item 3: description",
        "Item 3: amount claimed (R)",
        "Item 4: description",
        "Item 4: amount claimed (R)",
        "Building repairs: amount claimed (R)",
        "Total amount claimed (R)",
        "Is a business interruption claim expected?",
        "Estimated loss of gross profit (R)",
      ],
    },
    otherInsurance,
    bankDetails,
    supportingDocuments([
      "Photographs of the damage, and of the point of entry after a burglary",
      "Two repair or replacement quotations",
      "Invoices for emergency work, such as roof covering, board-up or water extraction",
      "A plumber's report for a burst geyser or pipe, or an electrician's report for power surge damage",
      "Proof of ownership or value of stolen or destroyed items, such as invoices, valuations or photographs",
      "The SAPS case number, and the alarm activation report from the monitoring company (for burglary)",
      "The fire brigade report (for fire)",
      "Stock records and the latest stock count (for stock losses)",
    ]),
    declaration(
      "I understand that if the sums insured are less than the value of the property at the time of the loss, the policy's average condition may reduce the amount paid in proportion to the underinsurance.",
    ),
  ],
};
