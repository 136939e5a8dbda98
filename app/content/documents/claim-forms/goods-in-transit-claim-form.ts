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
  witnesses,
} from "./common.ts";

export const goodsInTransitClaimForm: SiteDocument = {
  slug: "goods-in-transit-claim-form",
  title: "Goods in transit claim form",
  version: "2.8",
  effectiveDate: "2026-07-01",
  summary:
    "For loss of or damage to goods carried by road, whether in your own vehicles or by a contracted carrier, including hijacking, theft, overturning and fire.",
  sections: [
    howToClaim("loss of or damage to goods while they are being carried, loaded or unloaded", [
      "After a hijacking or theft of a load, call the SAPS on 10111 and the tracking company immediately, then tell us within 24 hours.",
      `After an accident or overturning, call ${site.claimsEmergencyPhone}: we arrange salvage and transfer of the load to limit further damage and pilferage.`,
      "Do not sign a delivery note as clean if goods arrive damaged or short: note the damage or shortage on the delivery note and photograph it.",
      "Keep damaged goods and their packaging until our assessor has seen them.",
      "Hold the carrier responsible in writing within the time set in your contract of carriage, and send us a copy of your letter.",
    ]),
    policyholderDetails,
    brokerDetails,
    {
      heading: "The consignment",
      paragraphs: [
        "Identify the load and the journey. Give the waybill or delivery note numbers so that we can trace the consignment through the carrier's and the consignee's records.",
      ],
      fields: [
        "Consignor (sender)",
        "Consignee (receiver)",
        "Loading point",
        "Destination",
        "Date and time of departure",
        "Waybill or delivery note number",
        "Description of the goods",
        "Number of packages or pallets",
        "Total weight (kg)",
        "Invoice value of the load (R)",
        "Type of packaging",
        "Was the load secured and covered?",
      ],
    },
    {
      heading: "Vehicle and driver",
      paragraphs: [
        "Give the details of the vehicle and driver carrying the goods at the time. If a contracted carrier moved the goods, give the carrier's details and its goods in transit or carrier's liability insurer.",
      ],
      fields: [
        "Own vehicle or contracted carrier?",
        "Carrier's name",
        "Carrier's insurer and policy number",
        "Truck registration number",
        "Trailer registration number",
        "Tracking company",
        "Driver's full name",
        "Driver's licence code and PrDP number",
        "Driver's cellphone number",
        "Hours driven before the incident",
      ],
    },
    {
      heading: "Incident details",
      paragraphs: [
        "Tell us where and how the loss happened. If the vehicle stopped along the way, tell us where, for how long and whether it was attended; most hijackings of loads happen at unscheduled stops and at the approach to the delivery point.",
      ],
      fields: [
        "Date and time of incident",
        "Place (road, nearest town)",
        "Cause (accident, overturning, hijacking, theft, fire, water)",
        "Was the vehicle on its planned route?",
        "Description of how the loss happened",
        "Description of the goods lost or damaged",
        "Where are the damaged goods now?",
        "Estimated value of goods lost or damaged (R)",
      ],
    },
    policeReport(
      "A SAPS case number is required for every hijacking and theft, and for any accident in which the load was lost or damaged on a public road.",
      ["Accident report (AR) number"],
    ),
    witnesses(),
    otherInsurance,
    bankDetails,
    supportingDocuments([
      "The waybill, delivery note and invoices for the goods, showing their value",
      "The delivery note signed by the consignee, with the damage or shortage noted",
      "Photographs of the damaged goods, their packaging and the vehicle",
      "The SAPS case or AR number, and a sworn statement by the driver (for hijacking and theft)",
      "The tracking company's trip report for the journey",
      "The driver's licence and PrDP",
      "The contract of carriage and your letter holding the carrier responsible (for contracted carriers)",
      "A salvage report or a repairer's assessment of the damaged goods",
    ]),
    declaration(
      "I understand that the insurer may recover what it pays from a carrier or any other party responsible for the loss, and I undertake not to release any such party from liability without the insurer's written agreement.",
    ),
  ],
};
