import type { SiteDocument } from "#app/content/types.ts";
import { site } from "#app/config/site.ts";

export const complaintsManagementPolicy: SiteDocument = {
  slug: "complaints-management-policy",
  title: "Complaints Management Policy",
  version: "2.2",
  effectiveDate: "2026-03-01",
  summary: `How to lodge a complaint with ${site.name}, how we acknowledge, investigate and resolve it, and where to escalate if you are not satisfied.`,
  sections: [
    {
      heading: "Purpose and commitment",
      paragraphs: [
        `${site.name} regards every complaint as an opportunity to put things right for the person concerned and to improve how we design products, administer policies, handle claims and deliver risk engineering services. This policy sets out how complaints are received, recorded, investigated, resolved, escalated and analysed.`,
        "The policy gives effect to the Treating Customers Fairly (TCF) outcomes, in particular the outcome that customers do not face unreasonable post-sale barriers to submitting a claim or making a complaint. Complaints are handled free of charge, fairly, transparently and within the time frames set out below, and lodging a complaint never affects a client's cover, renewal terms or the handling of a claim.",
      ],
    },
    {
      heading: "Scope and regulatory framework",
      paragraphs: [
        `This policy applies to ${site.legalName}, an authorised financial services provider (FSP ${site.fspNumber}) and underwriting manager, and to every employee, representative and outsourced service provider acting for it, including assessors, loss adjusters, repairers and motor parts suppliers. It covers complaints about policies underwritten by ${site.underwriter} and administered by the group under a binder agreement, about financial services rendered by the group, and about our claims, risk surveying, fire engineering, quantity surveying and In-Syte services.`,
        "The policy is designed to meet the complaints management requirements of the Policyholder Protection Rules (Short-term Insurance) made under the Short-term Insurance Act 53 of 1998, the General Code of Conduct for Authorised Financial Services Providers and Representatives under the Financial Advisory and Intermediary Services Act 37 of 2002 (FAIS Act), and the binder agreement with the insurer, which retains ultimate responsibility for the fair treatment of its policyholders. We apply it to all clients, including commercial clients to whom the Policyholder Protection Rules do not strictly apply.",
        "Independent brokers are separate FSPs with their own complaints procedures. A complaint about a broker's advice is referred to that broker, with the complainant's knowledge, and we record it and follow up until the broker confirms the outcome. Where the complaint also concerns our own conduct, we deal with that part under this policy.",
      ],
    },
    {
      heading: "What a complaint is",
      paragraphs: [
        "We use the definition of a complaint in the Policyholder Protection Rules. A complainant does not have to use the word complaint, and a complaint may be made orally or in writing, directly or through a broker, or on social media. A query, which is a request for information or for a transaction to be carried out, is not a complaint, but it becomes one if the person expresses dissatisfaction with how it was handled. Rejected or reduced claims, disputed settlements and premium disputes are always treated as complaints when the client challenges the decision.",
        "A complaint is an expression of dissatisfaction by any person, whether a policyholder, claimant, broker or third party, relating to a policy or service provided by the group or by a service provider acting for it, which indicates or alleges that we have:",
      ],
      bullets: [
        "contravened or failed to comply with an agreement, a law, a rule or a code of conduct that binds us or to which we subscribe;",
        "through maladministration or a wilful or negligent act or failure to act, caused the person harm, prejudice, distress or substantial inconvenience; or",
        "treated the person unfairly.",
      ],
    },
    {
      heading: "How to lodge a complaint",
      paragraphs: [
        `Complaints may be lodged by email to ${site.complaintsEmail}, by telephone on ${site.phone}, in writing to the Complaints Manager at ${site.headOffice}, in person at any of our offices, or through your broker. A complaint made by telephone or in person is recorded in writing by the staff member who receives it, and a copy is sent to the complainant to confirm that it has been captured correctly.`,
        "We will help anyone who has difficulty putting a complaint in writing, including people with a disability and people who prefer to communicate in an official language other than English. There is no charge for lodging or resolving a complaint. To help us deal with a complaint quickly, please include:",
      ],
      bullets: [
        "The complainant's name, contact details and, if known, the policy or claim number.",
        "A description of what went wrong, with the relevant dates and the names of the people dealt with.",
        "Copies of relevant documents, such as correspondence, quotations, invoices or photographs.",
        "What the complainant would like us to do to resolve the matter.",
      ],
    },
    {
      heading: "Acknowledgement and registration",
      paragraphs: [
        "Every complaint is entered in the central complaints register on the day it is received. Within 2 business days we acknowledge the complaint in writing, giving a reference number, the name and direct contact details of the person handling it, and the date by which we expect to respond.",
        "The complaint is assigned to a complaints handler who was not involved in the matter complained about and who has the authority and expertise to resolve it. Where the complaint concerns a claim, the handler is never the person who made the claims decision.",
      ],
    },
    {
      heading: "Investigation and resolution",
      paragraphs: [
        "The handler reviews the policy, the file and the relevant recordings and correspondence, speaks to the complainant and the staff or service providers involved, and obtains expert input where needed, for example from a risk surveyor, quantity surveyor or independent assessor. The complainant is given a fair opportunity to provide further information.",
        "We aim to resolve every complaint within 15 business days of receiving it. If a complaint is complex or depends on information from others, we write to the complainant before the 15 business days expire, explaining why more time is needed, what we are doing and when we expect to respond, and we keep them informed at least every 10 business days after that. We aim to give a final response within six weeks in all cases.",
        "Our final response is in writing. It sets out the outcome, the reasons for it with reference to the facts and the policy wording, any redress offered and how it will be paid, and the complainant's right to escalate the complaint internally and to the relevant ombud, with contact details and time limits. Redress may include correcting an error, reversing a decision, paying or reassessing a claim, refunding premium or fees, compensation for financial loss or, where appropriate, a goodwill payment.",
      ],
    },
    {
      heading: "Rejected claims",
      paragraphs: [
        "Where a claim is rejected, or its amount is disputed, the claimant is notified in writing within the period the Policyholder Protection Rules prescribe. The notice gives the reasons for the decision, the claimant's right to make representations within at least 90 days, the right to complain to the relevant ombud with its contact details, and the time within which legal action must be instituted.",
        "Representations are reviewed by a senior claims manager who did not make the original decision, and the outcome, with reasons, is confirmed in writing. A claimant may use the representation process and the complaints process at the same time.",
      ],
    },
    {
      heading: "Internal escalation to the Head of Compliance",
      paragraphs: [
        `A complainant who is not satisfied with our final response, or who has not received a response within the time frames in this policy, may ask for the complaint to be escalated to the Head of Compliance, by writing to ${site.complaintsEmail} with "Escalation" and the reference number in the subject line. The Head of Compliance, who is independent of the business units, reviews the complaint afresh and responds in writing within 10 business days of the escalation request.`,
        `Complaints are escalated to the Head of Compliance automatically, without waiting for a request, where they allege fraud, dishonesty or discrimination, involve a vulnerable client, concern a decision valued above R500 000, or raise a possible breach of law. Complaints about policies are also reported to ${site.underwriter} as the binder agreement requires, and the insurer may review the outcome. Internal escalation is optional and does not affect the complainant's right to approach an ombud.`,
      ],
    },
    {
      heading: "Escalation to an ombud",
      paragraphs: [
        "If a complaint is not resolved to the complainant's satisfaction, the complainant may refer it, free of charge, to the appropriate independent ombud, which will normally expect the complaint to have been raised with us first. Referring a complaint to an ombud does not prevent a complainant from going to court, although an ombud may decline to deal with a matter that is already before a court. We cooperate fully with every ombud investigation and respond within the time the ombud sets.",
        "A complaint should generally be referred to the ombud within six months of receiving our final response. Ombud time limits operate alongside prescription and any time-bar in the policy, so complainants should not delay. The ombuds are:",
      ],
      bullets: [
        `National Financial Ombud Scheme South Africa (NFO), for complaints about short-term insurance policies and claims underwritten by ${site.underwriter}: www.nfosa.co.za, 0860 800 900, info@nfosa.co.za. Receipt of a complaint by the NFO suspends the running of prescription and of time-bar provisions until the complaint is withdrawn or finalised.`,
        "Ombud for Financial Services Providers (FAIS Ombud), for complaints about advice or intermediary services rendered by the group or its representatives: www.faisombud.co.za, 012 762 5000, info@faisombud.co.za. The FAIS Ombud accepts a complaint if we have not resolved it within six weeks or after our final response, and the complaint must generally be lodged within six months of our final response. Its monetary jurisdiction is limited to R800 000 unless the complainant abandons the excess or we agree otherwise.",
      ],
    },
    {
      heading: "Record keeping",
      paragraphs: [
        "The complaints register records, for every complaint, the date received, the complainant and policy or claim, the channel, the category and TCF outcome concerned, the handler, every step taken and its date, the outcome, the redress paid, whether the complaint was upheld, any escalation to the Head of Compliance or an ombud, and the root cause identified.",
        "Complaint records, including correspondence and call recordings, are kept securely for at least five years after the complaint is finalised, or longer where a claim, legal action or regulatory enquiry is pending. Personal information in complaint records is processed in accordance with our POPIA policy.",
      ],
    },
    {
      heading: "Root-cause analysis and reporting to the board",
      paragraphs: [
        "The compliance function analyses complaints every month to identify trends and underlying causes, such as unclear policy wording, delays at a particular supplier, inconsistent claims decisions or gaps in training. Each upheld complaint is assigned a root cause, and corrective actions are tracked to completion with named owners and dates.",
        `Every quarter the Head of Compliance reports to the board's social, ethics and conduct committee and to ${site.underwriter} on the number of complaints received, upheld and escalated, complaints by category and product, turnaround times against the targets in this policy, redress paid, ombud referrals and determinations, and the status of corrective actions. The board reviews a full annual report on complaints and on the effectiveness of this policy.`,
      ],
    },
    {
      heading: "Roles, training and review",
      paragraphs: [
        "The board is accountable for fair complaints handling. The Head of Compliance owns this policy and oversees the Complaints Manager, who runs the complaints process day to day. Every employee who deals with clients, brokers or claimants is trained in recognising and recording complaints on appointment and at least once a year, and complaints handlers receive additional training on the Policyholder Protection Rules, the FAIS Act and TCF.",
        "This policy is reviewed at least once a year, and sooner if the law, ombud rules or the group's business change materially. Revisions are approved by the board and the current version is published on our website.",
      ],
    },
  ],
};
