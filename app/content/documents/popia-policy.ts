import type { SiteDocument } from "#app/content/types.ts";
import { site } from "#app/config/site.ts";

export const popiaPolicy: SiteDocument = {
  slug: "popia-policy",
  title: "Protection of Personal Information Policy",
  version: "2.3",
  effectiveDate: "2026-03-01",
  summary: `How ${site.name} collects, uses, shares, secures and retains personal information under POPIA, and how to exercise your rights.`,
  sections: [
    {
      heading: "Purpose and scope",
      paragraphs: [
        `This policy sets out how ${site.legalName} and its offices in Sandton, Cape Town and Durban (together "${site.name}", "the group", "we") comply with the Protection of Personal Information Act 4 of 2013 (POPIA) and the Regulations relating to the Protection of Personal Information. It gives effect to the constitutional right to privacy while allowing us to underwrite, administer and service insurance, handle claims and deliver risk engineering services.`,
        `The policy applies to all personal information we process in any form, whether electronic, on paper or as recordings, about clients, policyholders, claimants, third parties to claims, brokers and their staff, suppliers, job applicants, employees and visitors to our offices and website. Because POPIA also protects juristic persons, it applies equally to information about the companies, trusts and other entities we insure.`,
        `It binds every director, employee, representative, contractor and temporary worker of the group. Operators who process personal information for us are bound by written agreements that reflect this policy. Where the group acts under a binder agreement with ${site.underwriter}, the insurer and the group each remain accountable for the processing they carry out, and the binder agreement records how responsibilities are allocated between them.`,
      ],
    },
    {
      heading: "Definitions",
      paragraphs: [
        "Terms used in this policy have the meanings given to them in POPIA. The most important are summarised below.",
      ],
      bullets: [
        "Personal information: information relating to an identifiable, living natural person and, where applicable, an identifiable existing juristic person, including identity and contact details, financial and claims history, vehicle and property details, location data and opinions about the person.",
        "Special personal information: information about religious or philosophical beliefs, race or ethnic origin, trade union membership, political persuasion, health or sex life, biometric information, and criminal behaviour relating to alleged offences or related proceedings.",
        "Processing: any operation concerning personal information, including collection, recording, storage, updating, retrieval, use, dissemination, merging, restriction, erasure and destruction.",
        "Data subject: the person or entity to whom the personal information relates.",
        "Responsible party: the party that determines the purpose of and means for processing personal information, alone or with others.",
        "Operator: a person who processes personal information for a responsible party under a contract or mandate, without coming under that party's direct authority.",
        "Consent: a voluntary, specific and informed expression of will by which a data subject agrees to the processing of their personal information.",
        "Child: a natural person under the age of 18 years who is not legally competent to consent without the assistance of a competent person, such as a parent or legal guardian.",
        "Information Regulator: the regulator established under section 39 of POPIA, which enforces POPIA and the Promotion of Access to Information Act 2 of 2000 (PAIA).",
      ],
    },
    {
      heading: "The eight conditions for lawful processing",
      paragraphs: [
        "Each business unit keeps a register of its processing activities, recording the purpose, lawful ground, categories of information, recipients and retention period, and the Information Officer reviews these registers at least once a year. Where a data subject objects to processing that relies on legitimate interests, we stop processing unless the law requires or allows us to continue. Where information is collected from a source other than the data subject, such as a broker, a claims database or a public register, we record the source and the ground in section 12(2) of POPIA on which we rely.",
        "POPIA sets eight conditions that every processing activity must meet. We apply them as follows:",
      ],
      bullets: [
        "Accountability (section 8): the group's board is accountable for compliance, supported by the Information Officer, the Deputy Information Officers and the compliance function.",
        "Processing limitation (sections 9 to 12): we process only information that is adequate, relevant and not excessive, on a lawful ground such as consent, the conclusion or performance of an insurance contract, a legal obligation or a legitimate interest, and we collect it directly from the data subject or their broker wherever reasonably possible.",
        "Purpose specification (sections 13 and 14): information is collected for specific purposes, such as underwriting, policy administration, claims, risk surveys and regulatory reporting, and is kept no longer than those purposes or the law require, after which it is destroyed, deleted or de-identified.",
        "Further processing limitation (section 15): we use information for a new purpose only if that purpose is compatible with the original one, for example using claims data to improve risk engineering recommendations for the same client.",
        "Information quality (section 16): we take reasonable steps to keep information complete, accurate and up to date, including confirming details at each renewal and when a claim is registered.",
        "Openness (sections 17 and 18): we keep the documentation PAIA requires and tell data subjects, through our privacy notices, policy documents and brokers, what we collect, why, who receives it and what their rights are.",
        "Security safeguards (sections 19 to 22): we apply the technical and organisational measures described in section 8 of this policy and notify security compromises as described in section 9.",
        "Data subject participation (sections 23 to 25): data subjects may ask whether we hold their information, obtain a copy, and ask for it to be corrected or deleted, as described in section 10.",
      ],
    },
    {
      heading: "Special personal information and children",
      paragraphs: [
        `We process special personal information only where a general authorisation in sections 27 to 33 of POPIA applies, or with the Information Regulator's prior authorisation. In insurance this arises mainly with health information for personal accident, injury and liability claims, which section 32 permits insurers to process where necessary to assess risk, perform the insurance contract or enforce contractual rights; we process it for those purposes for ${site.underwriter} under the binder agreement. Criminal behaviour information is processed to assess risk, investigate claims and prevent fraud, as section 33 allows. Race information is used only to identify a person where essential, or for employment equity and B-BBEE reporting as the law requires.`,
        "Special personal information is restricted to the claims, underwriting and human resources staff who need it. Medical reports and criminal record checks are stored in access-controlled folders and are never used for marketing or shared beyond what the purpose requires.",
        "We process personal information of children only where section 35 of POPIA allows: with the prior consent of a competent person, or where necessary to establish, exercise or defend a right or obligation in law. Typical examples are household members listed on a personal lines policy, young drivers named on a motor policy and minors injured in an incident covered by a liability policy. We do not market to children.",
      ],
    },
    {
      heading: "Direct marketing and automated decisions",
      paragraphs: [
        `${site.name} distributes its products through independent brokers and does not market directly to a broker's clients without the broker's involvement. Where we send direct marketing by electronic communication, including email, SMS, instant messaging and automated calls, we do so only to a person who has given consent, or to an existing client, within the limits of section 69 of POPIA.`,
        "For existing clients we market only our own similar products or services, and only if the client was given the opportunity to object when their details were collected. We ask a person who has not previously withheld consent for consent only once, using the Regulator's Form 4 or an equivalent form. Every marketing message identifies the group and gives a simple, free way to opt out, and opt-outs are applied on every channel within five business days.",
        "Our rating and underwriting systems calculate premiums and flag risks automatically. A decision with legal consequences for a data subject, such as declining cover or a claim, is not based solely on automated processing: an underwriter or claims handler reviews the outcome, and the data subject may make representations about it, as section 71 of POPIA requires.",
      ],
    },
    {
      heading: "Cross-border transfers",
      paragraphs: [
        `Some personal information leaves South Africa, mainly to reinsurers and reinsurance brokers that support the risks placed with ${site.underwriter}, and to cloud hosting, email and backup providers whose data centres are outside the country. Before any new transfer arrangement is approved, the Information Officer assesses the recipient country and the recipient's safeguards, and the transfer is recorded in the processing register. Special personal information and children's information are not transferred without the Information Officer's written approval.`,
        "We transfer personal information to a third party in a foreign country only where section 72 of POPIA permits it, that is, where at least one of the following applies:",
      ],
      bullets: [
        "The recipient is subject to a law, binding corporate rules or a binding agreement that provides an adequate level of protection, substantially similar to the conditions for lawful processing in POPIA, including rules on onward transfer.",
        "The data subject consents to the transfer.",
        "The transfer is necessary to perform a contract between the data subject and the group, or to conclude or perform a contract concluded in the data subject's interest.",
        "The transfer benefits the data subject, it is not reasonably practicable to obtain consent, and the data subject would be likely to give it.",
      ],
    },
    {
      heading: "Operators",
      paragraphs: [
        "Operators we use include IT and cloud service providers, claims assessors and loss adjusters, motor repairers and parts suppliers, tracing agents, call centre and document storage providers, and attorneys. Before appointing an operator, the responsible business unit completes a privacy and security due diligence questionnaire that the Information Officer reviews for any operator handling special personal information or large volumes of client data.",
        "Every operator signs a written agreement, as section 21 of POPIA requires, that obliges it to process information only with our knowledge and authority, to keep it confidential, to apply security measures at least equivalent to ours, to let us audit compliance, to return or destroy the information when the mandate ends, and to notify us immediately, and in any event within 24 hours, if it has reasonable grounds to believe that personal information has been accessed or acquired by an unauthorised person.",
      ],
    },
    {
      heading: "Security safeguards",
      paragraphs: [
        "As section 19 of POPIA requires, we secure the integrity and confidentiality of personal information with appropriate, reasonable technical and organisational measures. Our information security framework is aligned with ISO/IEC 27001 and with the joint standards of the Financial Sector Conduct Authority (FSCA) and the Prudential Authority on IT governance and on cybersecurity and cyber resilience. Risks are identified and reviewed at least once a year, and whenever systems or suppliers change.",
        "Physical records at our offices are kept in locked storage with controlled access, and confidential paper is shredded on site or destroyed by a contracted service that issues destruction certificates. Our technical measures include:",
      ],
      bullets: [
        "Role-based access to systems, reviewed every quarter, with multi-factor authentication for all remote and privileged access.",
        "Encryption of data in transit and at rest, including laptops, mobile devices and backups, and a prohibition on storing client information on personal devices or unapproved cloud services.",
        "Endpoint protection, email filtering, vulnerability scanning and an annual penetration test by an independent security firm.",
        "Daily backups held in a separate environment, and a disaster recovery plan tested at least once a year.",
        "Privacy and security awareness training for all staff on appointment and every year, with regular phishing simulations.",
      ],
    },
    {
      heading: "Security compromises and breach notification",
      paragraphs: [
        `Any employee or operator who suspects that personal information has been lost, accessed or acquired by an unauthorised person must report it immediately to the IT service desk and to the Information Officer at ${site.informationOfficerEmail}. The Information Officer convenes an incident team from IT, compliance, legal and the affected business unit to contain the incident, preserve evidence, assess the information and data subjects affected, and decide on notification.`,
        "Under section 22 of POPIA we notify the Information Regulator, in the prescribed form and through its eServices portal, and the affected data subjects as soon as reasonably possible after discovering the compromise. Notification may be delayed only where a public body responsible for preventing, detecting or investigating offences, or the Regulator, determines that it would impede a criminal investigation.",
        "Data subjects are notified in writing by email, by post to their last known address, through their broker, or in any other manner the Regulator directs. The notice describes the possible consequences of the compromise, the measures we have taken or intend to take, what the data subject can do to reduce the risk, and, if known, the identity of the unauthorised person.",
        `We also inform ${site.underwriter} under the binder agreement and notify the FSCA of any material cyber incident as the applicable joint standard requires. Every incident, whether notifiable or not, is recorded in the incident register with its root cause and the corrective action taken.`,
      ],
    },
    {
      heading: "Data subject rights and how to exercise them",
      paragraphs: [
        "Requests about personal information may be made by the data subject, or by a person authorised to act for them, such as their broker, attorney or a parent of a child. We verify the identity of the requester before disclosing or changing any information.",
        `Send requests to the Information Officer at ${site.informationOfficerEmail}, by post or by hand to ${site.headOffice}, or through your broker. Access requests are handled under PAIA and our PAIA manual; a person asking only for their own personal information does not pay the request fee. Objections may be made on the Regulator's Form 1, and requests for correction or deletion on Form 2, although we accept any written request containing the same information.`,
        "We acknowledge requests within five business days and respond within 30 days. If we cannot comply, for example because the law requires us to keep a record, we explain why in writing and tell the data subject how to complain to the Information Regulator. The rights of data subjects under section 5 of POPIA include:",
      ],
      bullets: [
        "The right to be told when personal information is collected and when it has been accessed or acquired by an unauthorised person.",
        "The right to ask whether we hold personal information about them and to obtain a copy of it, with details of the third parties who have had access to it.",
        "The right to ask for inaccurate, irrelevant, excessive, out-of-date, incomplete, misleading or unlawfully obtained information to be corrected or deleted.",
        "The right to object, on reasonable grounds, to processing based on legitimate interests, and to object at any time to processing for direct marketing.",
        "The right not to be subject to a decision with legal consequences based solely on automated processing, except as permitted by section 71 of POPIA.",
        "The right to complain to the Information Regulator and to institute civil proceedings under section 99 of POPIA.",
      ],
    },
    {
      heading: "Information Officer and Deputy Information Officers",
      paragraphs: [
        `The chief executive of ${site.legalName} is the Information Officer of the group under section 55 of POPIA and section 1 of PAIA, and is registered with the Information Regulator. The Information Officer has designated and delegated powers to Deputy Information Officers, including the Head of Compliance and a senior manager in each regional office, in terms of section 56 of POPIA and section 17 of PAIA. Their appointments are recorded in writing and registered with the Regulator.`,
        "The Information Officer and Deputy Information Officers encourage compliance, deal with requests and complaints from data subjects, work with the Information Regulator on investigations, keep this policy and the PAIA manual up to date, conduct personal information impact assessments for new systems and products, and oversee awareness training.",
        `Contact the Information Officer at ${site.informationOfficerEmail}, on ${site.phone}, or at ${site.headOffice}.`,
      ],
    },
    {
      heading: "Complaints to the Information Regulator",
      paragraphs: [
        `We ask that concerns about our handling of personal information be raised first with the Information Officer at ${site.informationOfficerEmail}, so that we can investigate and respond. Privacy complaints are recorded, investigated independently of the business unit concerned, and answered in writing within 30 days.`,
        "Any person may complain to the Information Regulator about an interference with the protection of personal information, under section 74 of POPIA. Complaints are lodged on POPIA Form 5, through the Regulator's eServices portal at eservices.inforegulator.org.za or by email to POPIAComplaints@inforegulator.org.za. General enquiries may be sent to enquiries@inforegulator.org.za, and the Regulator's current address and forms are published at www.inforegulator.org.za.",
      ],
    },
    {
      heading: "Compliance, training and review",
      paragraphs: [
        "Compliance with this policy is monitored by the compliance function through the processing registers, operator reviews, access reviews and annual privacy self-assessments by each business unit. Findings are reported to the Information Officer and, every quarter, to the board's audit and risk committee. Breaches of this policy by employees are dealt with under the group's disciplinary code and may lead to dismissal; breaches by operators or suppliers may lead to termination of their contracts.",
        "All staff complete POPIA training on appointment and a refresher every year, and staff in claims, underwriting, IT and human resources receive additional role-specific training.",
        "The Information Officer reviews this policy at least once a year, and sooner if POPIA, its regulations, a code of conduct or the group's operations change materially. The board approves every revision, and the current version is published on our website.",
      ],
    },
  ],
};
