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
  witnesses,
} from "./common.ts";

export const liabilityClaimForm: SiteDocument = {
  slug: "liability-claim-form",
  title: "Liability claim form",
  version: "3.1",
  effectiveDate: "2026-07-01",
  summary:
    "For claims made against you by others for injury, death or damage to their property: public, products, employers' and specialist liability cover.",
  sections: [
    howToClaim(
      "claims made against you, or incidents that may lead to a claim, under the liability sections of your policy",
      [
        "Do not admit liability, apologise in writing, offer payment or negotiate with the claimant or their attorney: the policy requires you to leave this to us.",
        "Send us every letter of demand, summons or notice on the day you receive it. A summons usually allows only 10 court days to defend, and missing that deadline can lead to default judgment.",
        "Keep any product, equipment, CCTV footage or records connected to the incident, and do not repair or discard them until we agree.",
        "Tell us about an incident that could lead to a claim even if no claim has been made yet.",
      ],
    ),
    policyholderDetails,
    brokerDetails,
    {
      heading: "Your business",
      paragraphs: [
        "Describe the business activity insured and the work being done when the incident happened. For a products claim, identify the product, its batch or serial number and who manufactured, imported or supplied it.",
      ],
      fields: [
        "Nature of the business",
        "Number of employees",
        "Work being done at the time",
        "Product name and batch or serial number",
        "Manufacturer, importer or supplier of the product",
      ],
    },
    {
      heading: "The claimant",
      paragraphs: [
        "Give the details of the person or business making the claim, and of their attorney if one has written to you. If the claimant is your employee, tell us whether the injury has been reported under the Compensation for Occupational Injuries and Diseases Act (COIDA).",
      ],
      fields: [
        "Claimant's full name",
        "Claimant's ID or registration number",
        "Cellphone number",
        "E-mail address",
        "Claimant's attorney and reference",
        "Is the claimant your employee?",
        "COIDA reference number (employees)",
        "Relationship to the insured",
      ],
    },
    {
      heading: "Incident details",
      paragraphs: [
        "Describe what happened as fully as you can, including the condition of the premises, equipment or product involved, any warning signs or safety measures in place, and what was done immediately afterwards. Attach photographs and any internal incident report.",
      ],
      fields: [
        "Date and time of incident",
        "Date you first heard of the claim",
        "Place (address and exact location)",
        "Who was in charge at the time?",
        "Description of how the incident happened",
        "Details of injuries and where they were treated",
        "Description of the damage to the claimant's property",
        "Why do you think the claimant holds you responsible?",
      ],
    },
    {
      heading: "The claim against you",
      paragraphs: [
        "Tell us what the claimant is asking for and what legal documents you have received. Attach copies of every letter, e-mail, summons and notice, with the envelope or delivery note showing when it was received.",
      ],
      fields: [
        "Letter of demand received on (date)",
        "Summons served on (date)",
        "Amount claimed by the claimant (R)",
        "Court and case number",
        "Details of any discussions you have had with the claimant",
      ],
    },
    policeReport(
      "If the incident involved a crime, a fatality or a serious injury, or the police attended, give the SAPS case number. Serious workplace incidents must also be reported to the Department of Employment and Labour under the Occupational Health and Safety Act.",
    ),
    witnesses(),
    otherInsurance,
    {
      ...bankDetails,
      paragraphs: [
        "Liability settlements are normally paid directly to the claimant or their attorney once liability and the amount are agreed. We need your bank details only to refund costs you have paid with our agreement, such as emergency repairs to a third party's property.",
        ...bankDetails.paragraphs.slice(1),
      ],
    },
    supportingDocuments([
      "Every letter of demand, summons, notice and e-mail received from the claimant or their attorney",
      "Your internal incident report and any statements taken from employees",
      "Photographs of the scene, the equipment or product involved and any warning signs",
      "CCTV footage, access records, maintenance records or inspection logs for the equipment or premises involved",
      "The contract or terms of trade with the claimant, if there is one",
      "The COIDA employer's report of accident (for injured employees)",
    ]),
    declaration(
      "I undertake not to admit liability, negotiate or settle with the claimant, and to give the insurer and the attorneys it appoints all reasonable help in defending or settling the claim, including attending consultations and court.",
    ),
  ],
};
