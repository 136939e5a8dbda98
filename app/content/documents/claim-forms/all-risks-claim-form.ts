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

export const allRisksClaimForm: SiteDocument = {
  slug: "all-risks-claim-form",
  title: "All risks claim form",
  version: "2.6",
  effectiveDate: "2026-07-01",
  summary:
    "For loss of or damage to portable possessions and business equipment covered anywhere in Southern Africa: laptops, cellphones, jewellery, cameras, tools and specified items.",
  sections: [
    howToClaim("loss of or damage to items insured under the all risks section of your policy", [
      "After a theft, report it to the SAPS as soon as possible and get a case number.",
      "If a cellphone or tablet is stolen or lost, ask your network to blacklist the device and suspend the SIM card, and keep the reference number.",
      "If an item is lost rather than stolen, report it to the place where you lost it, such as the airline, hotel or venue, and keep their written reply.",
      "Keep damaged items, and do not have them repaired or thrown away until we have agreed.",
    ]),
    policyholderDetails,
    brokerDetails,
    {
      heading: "Incident details",
      paragraphs: [
        "Tell us where you were, what happened and how you discovered the loss. All risks cover applies away from the insured premises, so we need to know where the item was and who had it at the time.",
      ],
      fields: [
        "Date and time of incident",
        "Date loss was discovered",
        "Place (address, town and country)",
        "Who had the item at the time?",
        "Was the item left unattended? For how long?",
        "Was it in a locked vehicle? Was it out of sight?",
        "Description of how the loss or damage happened",
        "Lost property reported to (airline, hotel, venue)",
        "Network blacklisting reference (cellphones)",
      ],
    },
    policeReport(
      "A SAPS case number is required for every theft, robbery and burglary claim. For loss or theft outside South Africa, report the incident to the local police within 24 hours and send us their report.",
    ),
    {
      heading: "Items claimed",
      paragraphs: [
        "List each item lost or damaged. Specified items are those listed by name on your policy schedule; they are settled on their specified value or the cost of replacement, whichever is lower. Unspecified items are covered up to the limit per item shown in the schedule. Give the serial number or IMEI wherever the item has one.",
      ],
      fields: [
        "Item 1: description, make and model",
        "Item 1: serial number or IMEI",
        "Item 1: date and place of purchase",
        "Item 1: purchase price (R)",
        "Item 2: description, make and model",
        "Item 2: serial number or IMEI",
        "Item 2: date and place of purchase",
        "Item 2: purchase price (R)",
        "Item 3: description, make and model",
        "Item 3: serial number or IMEI",
        "Item 3: date and place of purchase",
        "Item 3: purchase price (R)",
        "Specified on the schedule? Which items?",
        "Total amount claimed (R)",
      ],
    },
    {
      heading: "Damaged items",
      paragraphs: [
        "For an item that was damaged rather than lost, we usually ask an approved repairer or jeweller to assess it, and we repair it where repair is economical. Tell us where the item can be collected or inspected.",
      ],
      fields: ["Where can the item be inspected?", "Contact person for collection", "Repairer's quotation (R)"],
    },
    otherInsurance,
    bankDetails,
    supportingDocuments([
      "Proof of ownership and value: till slips, invoices, valuation certificates or photographs of you with the item",
      "The SAPS case number or the foreign police report (for theft)",
      "The network's blacklisting confirmation (for cellphones and tablets)",
      "The airline's property irregularity report, or the hotel's or venue's written confirmation (for items lost in their care)",
      "A repair quotation or a technician's report that the item cannot be repaired (for damage)",
      "Boarding passes or travel itinerary, for losses while travelling",
    ]),
    declaration(
      "I undertake to tell you immediately if any stolen or lost item is recovered, and I understand that a recovered item becomes the insurer's property once the claim for it has been paid, unless I refund the amount paid.",
    ),
  ],
};
