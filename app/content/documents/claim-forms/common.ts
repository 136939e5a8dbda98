import type { DocumentSection } from "#app/content/types.ts";
import { site } from "#app/config/site.ts";

/** The opening section of every claim form: how to complete and send it. */
export function howToClaim(kind: string, firstSteps: string[]): DocumentSection {
  return {
    heading: "Before you complete this form",
    paragraphs: [
      `Use this form to claim for ${kind} under a policy administered by ${site.legalName} (FSP ${site.fspNumber}) and underwritten by ${site.underwriter}. Please complete every section that applies in block capitals, write "not applicable" where a question does not apply, and attach the supporting documents listed near the end of the form. A complete claim is settled faster: a single missing document is the most common reason a settlement is delayed.`,
      `Send the signed form and documents to ${site.claimsEmail}, with your policy number in the subject line, or give them to your broker. Report every claim as soon as reasonably possible, and in any event within 30 days of the incident, because a claim reported late may be declined where the delay has prevented a proper inspection or a recovery. For emergencies, towing and losses that cannot wait for office hours, call our 24-hour claims line on ${site.claimsEmergencyPhone} first and complete this form afterwards.`,
    ],
    bullets: firstSteps,
    fields: ["Claim number (if already reported)", "Date reported to us"],
  };
}

export const policyholderDetails: DocumentSection = {
  heading: "Policyholder details",
  paragraphs: [
    "Give the details of the insured exactly as they appear on the policy schedule. Where the insured is a company, close corporation, trust or body corporate, name the person authorised to deal with this claim on its behalf.",
  ],
  fields: [
    "Name of insured",
    "Policy number",
    "ID or company registration number",
    "VAT registration number",
    "Contact person",
    "Cellphone number",
    "E-mail address",
    "Alternative telephone number",
    "Physical address",
    "Postal address",
  ],
};

export const brokerDetails: DocumentSection = {
  heading: "Broker",
  paragraphs: [
    "Your broker receives the same updates on this claim as you do and can submit documents on your behalf. If you no longer use the broker named on your policy schedule, tell us who now acts for you.",
  ],
  fields: [
    "Brokerage name",
    "Broker FSP number",
    "Broker contact person",
    "Broker telephone number",
    "Broker e-mail address",
  ],
};

/** A police report section, for the crimes and accidents each form names. */
export function policeReport(when: string, extraFields: string[] = []): DocumentSection {
  return {
    heading: "Police report",
    paragraphs: [
      `${when} Report the incident in person at the SAPS station nearest to where it happened, list everything that was taken or damaged, and note the name of the officer who took your statement. We verify every case number with the station that issued it. If you later discover further losses, add them to the case with a supplementary statement and send us a copy.`,
    ],
    fields: [
      "SAPS case number",
      "Police station",
      "Date and time reported",
      "Investigating officer",
      "Officer's telephone number",
      ...extraFields,
    ],
  };
}

export function witnesses(): DocumentSection {
  return {
    heading: "Witnesses",
    paragraphs: [
      "Give the details of anyone who saw the incident or its immediate aftermath, other than the people already named on this form. Independent witnesses are often decisive when liability is disputed.",
    ],
    fields: [
      "Witness 1: full name",
      "Witness 1: cellphone number",
      "Witness 2: full name",
      "Witness 2: cellphone number",
    ],
  };
}

export const otherInsurance: DocumentSection = {
  heading: "Other insurance and previous losses",
  paragraphs: [
    "Tell us about any other policy that covers the same property or liability, whether with us or with another insurer, and about any loss of the same kind in the past five years. Other insurance does not reduce your cover, but the policy condition on contribution means the insurers share the claim.",
  ],
  fields: ["Other insurer and policy number", "Details of previous losses in the past five years"],
};

export const bankDetails: DocumentSection = {
  heading: "Bank details for payment",
  paragraphs: [
    "Settlements are paid by electronic transfer into an account in the name of the insured, or directly to the repairer or supplier where you ask us to. Attach a bank confirmation letter or a bank statement not older than three months that shows the account holder's name and the account number. We verify every account with the bank before we pay.",
    `Warning: criminals intercept e-mails and send altered invoices or letters asking for payments to be made into a different account. We never change bank details on the strength of an e-mail alone, and we confirm every change by calling you back on the number we already hold for you. If you receive a message, apparently from us, your broker or a repairer, that asks you to pay into a new account or to confirm your banking details, do not act on it: call us on ${site.phone} first.`,
  ],
  fields: [
    "Account holder",
    "Bank",
    "Branch code",
    "Account number",
    "Account type",
    "Pay the repairer or supplier directly?",
  ],
};

export function supportingDocuments(extra: string[]): DocumentSection {
  return {
    heading: "Supporting documents checklist",
    paragraphs: [
      "Tick each document you attach. Send clear copies or phone photographs rather than originals, unless we ask to see an original. Keep damaged items until the assessor has seen them or has agreed in writing that they may be discarded.",
    ],
    bullets: [
      "This form, completed and signed",
      "A copy of the ID document of the insured or, for a business, of the person signing on its behalf",
      ...extra,
      "A bank confirmation letter or a bank statement not older than three months",
    ],
  };
}

/** The closing declaration, POPIA consent and signature blanks of every form. */
export function declaration(extra?: string): DocumentSection {
  return {
    heading: "Declaration and consent",
    paragraphs: [
      "I declare that the information on this form and in the documents attached to it is true and complete, and that I have not withheld anything that is relevant to this claim. I understand that under the policy a claim that is fraudulent or exaggerated in any respect, or supported by a false statement or document, will be rejected, that all benefits under the policy may be forfeited and the policy cancelled, and that the matter may be reported to the South African Police Service and the Insurance Crime Bureau.",
      `I consent to ${site.legalName} and ${site.underwriter} processing the personal information on this form, including any health information and information about criminal behaviour, to assess, validate, settle and recover this claim and to prevent and detect fraud, as the Protection of Personal Information Act (POPIA) allows. I understand that the information may be shared with reinsurers, assessors, loss adjusters, investigators, repairers and suppliers, my broker, the SAPS and tracking companies, and with the industry's claims and fraud databases, and that the privacy notice on ${site.name}'s website explains my rights to access and correct it.`,
      ...(extra ? [extra] : []),
      "If this form is signed on behalf of a company, close corporation, trust or body corporate, the signatory confirms that they are authorised to do so.",
    ],
    fields: ["Full name of signatory", "Capacity (for a business or trust)", "Signature", "Date", "Place"],
  };
}
