import type { SiteDocument } from "#app/content/types.ts";
import { site } from "#app/config/site.ts";

export const paiaManual: SiteDocument = {
  slug: "paia-manual",
  title: "PAIA Manual (Section 51 of the Promotion of Access to Information Act)",
  version: "3.1",
  effectiveDate: "2026-03-01",
  summary: `The records ${site.name} holds, how to request access to them under PAIA, the fees and grounds for refusal, and how we process personal information.`,
  sections: [
    {
      heading: "Introduction and purpose of this manual",
      paragraphs: [
        `This manual is published by ${site.legalName} in terms of section 51 of the Promotion of Access to Information Act 2 of 2000 (PAIA), as amended by the Protection of Personal Information Act 4 of 2013 (POPIA). PAIA gives effect to the constitutional right of access to information held by another person that is required for the exercise or protection of any right.`,
        "This manual explains which records the company holds and which are available without a formal request, which records are kept under other legislation, how to ask for access to a record, the fees payable, the grounds on which access may be refused, the remedies available, and how the company processes personal information.",
        "Under section 50 of PAIA, a requester must be given access to a record of a private body if the record is required for the exercise or protection of a right, the requester complies with the procedural requirements of PAIA, and access is not refused on a ground set out in Chapter 4 of Part 3 of PAIA. PAIA does not apply to a record requested for criminal or civil proceedings after those proceedings have started, where the production of the record is provided for in another law.",
      ],
    },
    {
      heading: "Company details",
      paragraphs: [
        `${site.legalName} (registration number ${site.registrationNumber}) trades as ${site.name}. It is an authorised financial services provider (FSP ${site.fspNumber}) and an underwriting manager, and its short-term insurance products are underwritten by ${site.underwriter}. It carries on business from its head office in Gauteng and from regional offices in Cape Town and Durban. This manual covers the records of the company at all three offices.`,
      ],
      bullets: [
        `Registered name: ${site.legalName}`,
        `Registration number: ${site.registrationNumber}`,
        `Street address and postal address: ${site.headOffice}`,
        `Telephone: ${site.phone}`,
        `General email: ${site.email}`,
        `PAIA and privacy email: ${site.informationOfficerEmail}`,
      ],
    },
    {
      heading: "Information Officer and Deputy Information Officers",
      paragraphs: [
        `The head of a private body under PAIA is its chief executive officer, who is the Information Officer of ${site.legalName} and is registered with the Information Regulator. To make access easier, the Information Officer has designated Deputy Information Officers under section 17 of PAIA, including the Head of Compliance at head office and a senior manager at each regional office, and has delegated to them the power to receive and decide requests.`,
        `All requests under this manual should be addressed to the Information Officer at ${site.informationOfficerEmail}, on ${site.phone}, or at ${site.headOffice}. The Information Officer or a Deputy Information Officer will help any person who needs assistance in completing a request, including a person who cannot read or write or who has a disability.`,
      ],
    },
    {
      heading: "The Information Regulator's guide on how to use PAIA",
      paragraphs: [
        "Section 10 of PAIA requires the Information Regulator to update and make available a guide on how to use PAIA and POPIA. The guide explains the objects of both Acts, how to make a request for access to a record of a public or private body, the assistance available from information officers and the Regulator, the remedies available, including how to lodge a complaint with the Regulator or apply to court, and the fees that may be charged.",
        "The guide is available in each official language on the Regulator's website, www.inforegulator.org.za, and at its office. A printed copy may be requested from the Regulator on PAIA Form 1 free of charge. Enquiries may be sent to enquiries@inforegulator.org.za.",
        "A copy of the guide is also available for inspection at our head office during normal business hours, and the Information Officer will send an electronic copy on request.",
      ],
    },
    {
      heading: "Categories of records held and their availability",
      paragraphs: [
        "No notice has been published under section 52(2) of PAIA for the company. The following records are nevertheless available without a formal request, on our website or from the Information Officer: this manual, our POPIA policy, complaints management policy and conflict of interest policy, product brochures and summaries, claim forms, our B-BBEE certificate, FSP licence details, media releases and other information published on our website.",
        "The company holds the following other categories of records, which are available only on request under PAIA and subject to the grounds for refusal in section 9 of this manual.",
      ],
      bullets: [
        "Company and secretarial records: memorandum of incorporation, CIPC filings, share register and securities records, minutes and resolutions of the board and its committees, and statutory registers.",
        "Financial and tax records: annual financial statements, management accounts, audit reports, accounting records, banking records, asset registers, and income tax, VAT, PAYE, UIF and skills development levy records.",
        "Insurance and client records: proposal forms, underwriting files, policy schedules and wordings, endorsements, premium and collection records, claims files, assessor and loss adjuster reports, salvage and recovery records, and correspondence with clients and brokers.",
        "Risk engineering records: risk survey reports, fire engineering assessments, quantity surveying and replacement value reports, In-Syte remote survey recordings and images, and risk improvement recommendations.",
        "Intermediary and supplier records: broker and intermediary agreements, binder agreements and outsourcing agreements, commission and fee records, supplier contracts, procurement records, and panel appointments for assessors, repairers and motor parts suppliers.",
        "Regulatory and compliance records: FSP licence records, fit and proper records of key individuals and representatives, compliance reports, complaints register, conflict of interest and gifts registers, FICA records, and correspondence with the FSCA, the Prudential Authority, the Financial Intelligence Centre and the Information Regulator.",
        "Human resources records: employment contracts, personnel files, payroll and benefit records, leave records, disciplinary and grievance records, training records, employment equity plans and reports, and health and safety records.",
        "Information technology and operational records: IT policies, system documentation, access and audit logs, business continuity plans, insurance of the company's own assets, and property and lease records.",
      ],
    },
    {
      heading: "Records kept under other legislation",
      paragraphs: [
        "The company keeps records in accordance with the following legislation, as amended from time to time. Where one of these Acts gives a person a right to inspect or obtain a record, that right may be exercised under that Act. Reference to an Act does not mean that every record under it is available on request: access remains subject to PAIA.",
      ],
      bullets: [
        "Basic Conditions of Employment Act 75 of 1997",
        "Broad-Based Black Economic Empowerment Act 53 of 2003",
        "Companies Act 71 of 2008",
        "Compensation for Occupational Injuries and Diseases Act 130 of 1993",
        "Electronic Communications and Transactions Act 25 of 2002",
        "Employment Equity Act 55 of 1998",
        "Financial Advisory and Intermediary Services Act 37 of 2002",
        "Financial Intelligence Centre Act 38 of 2001",
        "Financial Sector Regulation Act 9 of 2017",
        "Income Tax Act 58 of 1962",
        "Insurance Act 18 of 2017",
        "Labour Relations Act 66 of 1995",
        "Occupational Health and Safety Act 85 of 1993",
        "Prevention and Combating of Corrupt Activities Act 12 of 2004",
        "Protection of Personal Information Act 4 of 2013",
        "Short-term Insurance Act 53 of 1998 and the Policyholder Protection Rules made under it",
        "Skills Development Act 97 of 1998 and Skills Development Levies Act 9 of 1999",
        "Tax Administration Act 28 of 2011",
        "Unemployment Insurance Act 63 of 2001 and Unemployment Insurance Contributions Act 4 of 2002",
        "Value-Added Tax Act 89 of 1991",
      ],
    },
    {
      heading: "How to request access to a record",
      paragraphs: [
        `A request must be made on Form 2 (Request for Access to Record) prescribed by the Regulations relating to the Promotion of Access to Information, 2021, which is available from the Information Regulator's website or from the Information Officer. Submit the completed form to the Information Officer by email to ${site.informationOfficerEmail} or by hand or post to ${site.headOffice}, with proof of payment of the request fee where it applies.`,
        "The form must give enough detail for the Information Officer to identify the record and the requester, state the form of access and the language required, give an email address, postal address or other contact details, identify the right the requester seeks to exercise or protect and explain why the record is needed for that purpose, and, if the request is made on behalf of another person, include proof of the capacity in which the requester acts.",
        "The Information Officer will decide a request within 30 days of receiving it, and will notify the requester on Form 3 of the outcome and of any access fee payable. The period may be extended once by up to 30 days where the request is for a large number of records, requires a search of records held at another office, or requires consultation, and the requester will be told of the extension, the reasons and the right to complain. Failure to decide within the period is regarded as a refusal.",
        "Where a request concerns a record containing information about a third party, the Information Officer will take reasonable steps to inform that third party within 21 days, and the third party has 21 days to make representations or consent to disclosure before the request is decided.",
      ],
    },
    {
      heading: "Fees",
      paragraphs: [
        "Fees are those prescribed under section 54 of PAIA and the Regulations, and may change when the prescribed tariff is amended; the fees that apply are those in force when a request is received. A personal requester who asks only for records containing their own personal information does not pay the request fee. Where search and preparation is likely to take more than six hours, the Information Officer will ask for a deposit of one third of the access fee before processing the request. Records are released only once the full access fee has been paid. A requester may lodge a complaint with the Information Regulator, or apply to court, against the payment of a request fee or deposit.",
        "The prescribed tariff for private bodies at the date of this manual is as follows:",
      ],
      bullets: [
        "Request fee, payable on submission of the request: R140.",
        "Copies: R2 per A4 page, printed or photocopied; R40 or R60 for a copy on a flash drive or compact disc, depending on who provides the medium.",
        "Transcription of an audio record: R24 per A4 page; transcription and copies of visual images at the cost quoted by an outside service provider.",
        "Search and preparation: R145 for each hour or part of an hour after the first hour, up to a maximum of R435.",
        "Postage, courier or electronic transfer: the actual cost, if any.",
      ],
    },
    {
      heading: "Grounds for refusal of access",
      paragraphs: [
        "Where only part of a record is protected, the remainder will be disclosed, and reasons for any refusal are given in writing. Despite the grounds below, access must be granted under section 70 of PAIA where disclosure would reveal evidence of a substantial contravention of, or failure to comply with, the law, or an imminent and serious public safety or environmental risk, and the public interest in disclosure clearly outweighs the harm contemplated by the ground for refusal.",
        "Subject to that, the company may or must refuse access to a record, in whole or in part, on the grounds set out in Chapter 4 of Part 3 of PAIA, which are:",
      ],
      bullets: [
        "Protection of the privacy of a third party who is a natural person, including a deceased person (section 63).",
        "Protection of commercial information of a third party, such as trade secrets or information whose disclosure could cause it commercial harm (section 64).",
        "Protection of confidential information of a third party where disclosure would breach a duty of confidence owed under an agreement (section 65).",
        "Protection of the safety of individuals and of property (section 66).",
        "Records privileged from production in legal proceedings, unless privilege has been waived (section 67).",
        "Commercial information of the company, including trade secrets, pricing and underwriting models, and information whose disclosure could harm its commercial or financial interests or prejudice it in negotiations (section 68).",
        "Research information of a third party or of the company, where disclosure would expose the researcher or the research to serious disadvantage (section 69).",
      ],
    },
    {
      heading: "Remedies if you are not satisfied",
      paragraphs: [
        "The company has no internal appeal procedure, and the decision of the Information Officer is final within the company. A requester or third party who is dissatisfied with a decision to refuse access, with the fees charged, with an extension of time or with the form of access granted may, within 180 days of being notified of the decision, lodge a complaint with the Information Regulator under section 77A of PAIA, or apply to a court for appropriate relief under section 78 of PAIA.",
        "Complaints to the Information Regulator are made on PAIA Form 5, through the Regulator's eServices portal at eservices.inforegulator.org.za or by email to PAIAComplaints@inforegulator.org.za. The Regulator's current contact details are published at www.inforegulator.org.za.",
      ],
    },
    {
      heading: "Processing of personal information under POPIA",
      paragraphs: [
        "Section 51(1)(c) of PAIA requires this manual to describe how the company processes personal information; full details are in our POPIA policy. Purposes: to underwrite, issue, administer and renew insurance policies; to assess, investigate, settle and recover claims; to conduct risk surveys, fire engineering and quantity surveying assessments and remote surveys; to appoint and pay brokers and suppliers; to detect and prevent fraud, money laundering and other crime; to comply with the FAIS Act, the Insurance Act, FICA, tax and labour legislation and regulatory reporting; to recruit and employ staff; to manage the company's own risks and operations; and, where permitted, to market our products through brokers.",
        `Recipients: personal information is shared only as the purpose requires, with ${site.underwriter} and its reinsurers, the client's appointed broker, assessors, loss adjusters, investigators, repairers, motor parts suppliers, salvage agents, tracing agents and attorneys, industry claims and underwriting databases used to prevent insurance fraud, auditors and professional advisers, banks and payment processors, IT and cloud service providers, and regulators and authorities such as the FSCA, the Prudential Authority, the Financial Intelligence Centre, the South African Revenue Service, the Information Regulator and the South African Police Service where the law requires.`,
        "Cross-border flows and security: personal information may be transferred to reinsurers and reinsurance brokers outside South Africa and stored by cloud and backup providers in other countries, only where section 72 of POPIA allows. The company protects personal information with access controls and multi-factor authentication, encryption in transit and at rest, network and endpoint security, independent penetration testing, tested backups and disaster recovery, written operator agreements, staff training, and physical controls at its offices.",
        "Categories of data subjects and of the personal information processed about them:",
      ],
      bullets: [
        "Clients, policyholders and prospective clients (natural and juristic persons): identity and registration numbers, contact details, insured property, vehicle and asset details, claims and insurance history, banking details, financial information and, where relevant, health and criminal behaviour information.",
        "Claimants and third parties to claims, such as other drivers, injured persons and witnesses: identity and contact details, accident and loss details, vehicle and property details and, for injury claims, health information.",
        "Brokers, their key individuals and representatives: identity and contact details, FSP numbers, fit and proper information, commission and banking details.",
        "Suppliers and service providers: company and director details, B-BBEE status, banking and tax details, contact persons.",
        "Employees and job applicants: identity, contact and banking details, qualifications, employment history, remuneration, race and gender for employment equity, health information where relevant, and criminal and credit checks with consent.",
        "Visitors to our offices and website: names, access records, CCTV images, and website usage information.",
      ],
    },
    {
      heading: "Availability and updating of this manual",
      paragraphs: [
        `This manual is available on our website and for inspection, free of charge, at ${site.headOffice} and at our Cape Town and Durban offices during normal business hours. A copy will be given to the Information Regulator on request. A printed copy may be requested from the Information Officer, subject to the prescribed copying fee.`,
        "The Information Officer reviews this manual at least once a year and updates it whenever the company's details, records or processing of personal information change materially. The version number and effective date on the cover show the current version.",
      ],
    },
  ],
};
