import type { Access } from "#app/auth/access.ts";
import type { ProgrammeData } from "./types.ts";

/** The specification gates these pages for users of the main or app2 context, who sign in at /auth/signin. */
const SPECIFICATION_GATE: Access = { kind: "signed-in", contexts: ["main", "app2"], signIn: "/auth/signin" };
import { site } from "#app/config/site.ts";

export const rsRegal: ProgrammeData = {
  slug: "rs-regal",
  name: "RS Regal",
  sector: "regal quotes programme",
  context: "main",
  about: [
    "RS Regal is a group of companies whose brokers and risk managers quote and place commercial cover through one programme with us: property, business interruption, assets all risks and motor, on a single wording renewed once a year.",
    "The programme pages let the group's risk managers read their cover, compare quotations and keep the current policy wording to hand. The pages behind sign-in are for the group's own people and its broker.",
  ],
  pages: [
    { path: "about" },
    { path: "overview", access: SPECIFICATION_GATE },
    { path: "quote", tier: "p10-min25k", access: SPECIFICATION_GATE },
    { path: "comparison", access: SPECIFICATION_GATE },
    { path: "policy-wording", access: SPECIFICATION_GATE },
    { path: "sign-in" },
  ],
  details: {
    insured: {
      registeredName: "RS Regal (Pty) Ltd",
      address: ["4 Regal Close, Midrand", "Johannesburg, 1685"],
    },
    policyNumber: "KRG-RSR-0158-2026",
    renewalDate: "2027-01-01",
    summary: `Property, business interruption and assets all risks cover for the RS Regal group's five operating companies at 9 sites in Gauteng, the Western Cape and KwaZulu-Natal: buildings, plant and machinery, stock, computer and portable equipment, and 12 months' gross profit. The group's motor fleet is placed under a separate motor section of the same programme. Cover is underwritten by ${site.underwriter} on one wording renewed each January, with SASRIA cover placed alongside.`,
    covers: [
      {
        name: "Buildings",
        lossTypes: ["fire", "water", "weather"],
        limit: "R60 000 000 any one event",
        basis:
          "Offices, warehouses and light-industrial premises at the scheduled sites, on a reinstatement-as-new basis against sudden and accidental physical loss or damage.",
      },
      {
        name: "Business interruption",
        lossTypes: ["fire"],
        limit: "R46 000 000 gross profit, 12-month indemnity period",
        basis:
          "Loss of gross profit and increased cost of working of the operating companies after insured damage, including damage at a scheduled supplier's or customer's premises.",
      },
      {
        name: "Plant, machinery and stock",
        lossTypes: ["fire", "water", "burglary"],
        limit: "R20 000 000 any one event",
        basis:
          "Production plant, workshop machinery and stock at the scheduled sites, with plant on a replacement-as-new basis and stock at cost price.",
      },
      {
        name: "Machinery breakdown",
        lossTypes: [],
        limit: "R8 000 000 any one event",
        basis:
          "Sudden mechanical or electrical breakdown of scheduled plant and machinery, including the resulting loss of gross profit after a 48-hour waiting period.",
      },
      {
        name: "Computer and portable equipment all risks",
        lossTypes: [],
        limit: "R4 000 000 any one event",
        basis:
          "Servers, computers, laptops, tablets and survey and test instruments at the premises and anywhere in Southern Africa while in use or in transit.",
      },
      {
        name: "Theft",
        lossTypes: ["burglary"],
        limit: "R3 000 000 any one event",
        basis:
          "Theft of insured property following forcible and violent entry into or exit from a scheduled site, or following armed hold-up.",
      },
      {
        name: "Accidental damage",
        lossTypes: [],
        limit: "R5 000 000 any one event",
        basis: "Accidental damage to insured property at the premises that is not otherwise insured or excluded.",
      },
    ],
    claimsContacts: ["lesedi-nkwe", "vikash-reddy", "nandi-dlamini"],
    rating: {
      schedule: "assets",
      classes: [
        {
          id: "buildings",
          label: "Buildings (offices, warehouses and light-industrial premises)",
          ratePerMille: 2.5,
          maxValue: 60_000_000,
        },
        {
          id: "bi-gross-profit",
          label: "Business interruption: gross profit",
          ratePerMille: 2.8,
          maxValue: 50_000_000,
        },
        { id: "plant", label: "Plant and machinery", ratePerMille: 5.5, maxValue: 8_000_000 },
        { id: "stock", label: "Stock", ratePerMille: 3.5, maxValue: 10_000_000 },
        { id: "computer", label: "Computer equipment", ratePerMille: 6.5, maxValue: 1_500_000 },
        {
          id: "portable",
          label: "Portable equipment (laptops, tablets, survey and test instruments)",
          ratePerMille: 9,
          maxValue: 120_000,
        },
      ],
      tiers: [
        { id: "p5-min10k", label: "5% min 10k", kind: "percentage", percent: 5, minimum: 10_000, factor: 1 },
        {
          id: "p10-min25k",
          label: "10% min 25k",
          kind: "percentage",
          percent: 10,
          minimum: 25_000,
          factor: 0.9,
        },
        { id: "flat-50k", label: "Flat 50K", kind: "flat", amount: 50_000, factor: 0.82 },
      ],
      sasriaPerMille: 0.25,
      minimumPremium: 110_000,
      currentSchedule: [
        { classId: "buildings", description: "Buildings at 9 sites", quantity: 9, value: 14_500_000 },
        {
          classId: "bi-gross-profit",
          description: "Gross profit for 5 operating companies (12-month indemnity period)",
          quantity: 5,
          value: 9_200_000,
        },
        {
          classId: "plant",
          description: "Plant and machinery at 4 manufacturing and workshop sites",
          quantity: 4,
          value: 4_750_000,
        },
        { classId: "stock", description: "Stock at 6 sites", quantity: 6, value: 2_100_000 },
        { classId: "computer", description: "Computer installations at 9 sites", quantity: 9, value: 380_000 },
        {
          classId: "portable",
          description: "Laptops, tablets and survey and test instruments",
          quantity: 140,
          value: 18_500,
        },
      ],
    },
    claims: [
      { date: "2023-01-02", category: "Accidental damage", amount: 10230 },
      { date: "2023-01-05", category: "Power surge", amount: 8930 },
      { date: "2023-01-09", category: "Machinery breakdown", amount: 18260 },
      { date: "2023-01-18", category: "Accidental damage", amount: 36090 },
      { date: "2023-01-26", category: "Storm and hail", amount: 10820 },
      { date: "2023-01-27", category: "Power surge", amount: 9770 },
      { date: "2023-02-11", category: "Water damage", amount: 218000 },
      { date: "2023-04-17", category: "Water damage", amount: 56400 },
      { date: "2023-04-19", category: "Machinery breakdown", amount: 16700 },
      { date: "2023-05-11", category: "Water damage", amount: 19400 },
      { date: "2023-05-22", category: "Accidental damage", amount: 5890 },
      { date: "2023-05-30", category: "Machinery breakdown", amount: 46810 },
      { date: "2023-07-13", category: "Machinery breakdown", amount: 9440 },
      { date: "2023-09-05", category: "Power surge", amount: 28270 },
      { date: "2023-10-01", category: "Storm and hail", amount: 32890 },
      { date: "2023-10-03", category: "Machinery breakdown", amount: 21300 },
      { date: "2023-10-05", category: "Power surge", amount: 13700 },
      { date: "2023-10-11", category: "Power surge", amount: 4660 },
      { date: "2023-11-19", category: "Power surge", amount: 6620 },
      { date: "2023-12-09", category: "Machinery breakdown", amount: 17420 },
      { date: "2023-12-31", category: "Burglary and theft", amount: 2630 },
      { date: "2024-01-08", category: "Accidental damage", amount: 10400 },
      { date: "2024-01-09", category: "Accidental damage", amount: 6200 },
      { date: "2024-02-07", category: "Machinery breakdown", amount: 11010 },
      { date: "2024-02-13", category: "Burglary and theft", amount: 5540 },
      { date: "2024-02-23", category: "Power surge", amount: 6930 },
      { date: "2024-03-27", category: "Water damage", amount: 9660 },
      { date: "2024-03-29", category: "Accidental damage", amount: 3330 },
      { date: "2024-04-25", category: "Fire", amount: 21770 },
      { date: "2024-04-26", category: "Water damage", amount: 48950 },
      { date: "2024-05-12", category: "Accidental damage", amount: 5080 },
      { date: "2024-06-05", category: "Burglary and theft", amount: 4890 },
      { date: "2024-06-25", category: "Fire", amount: 12560 },
      { date: "2024-08-12", category: "Accidental damage", amount: 19840 },
      { date: "2024-09-04", category: "Accidental damage", amount: 12920 },
      { date: "2024-09-16", category: "Power surge", amount: 5610 },
      { date: "2024-09-17", category: "Fire", amount: 24890 },
      { date: "2024-10-20", category: "Burglary and theft", amount: 4980 },
      { date: "2024-11-26", category: "Storm and hail", amount: 684000 },
      { date: "2024-11-26", category: "Storm and hail", amount: 53200 },
      { date: "2024-12-07", category: "Machinery breakdown", amount: 10070 },
      { date: "2024-12-14", category: "Burglary and theft", amount: 5000 },
      { date: "2024-12-23", category: "Machinery breakdown", amount: 11130 },
      { date: "2024-12-26", category: "Accidental damage", amount: 4080 },
      { date: "2024-12-28", category: "Accidental damage", amount: 4890 },
      { date: "2025-02-05", category: "Power surge", amount: 7150 },
      { date: "2025-02-08", category: "Machinery breakdown", amount: 14660 },
      { date: "2025-02-19", category: "Accidental damage", amount: 5300 },
      { date: "2025-02-20", category: "Power surge", amount: 29800 },
      { date: "2025-03-23", category: "Burglary and theft", amount: 5000 },
      { date: "2025-04-11", category: "Machinery breakdown", amount: 27240 },
      { date: "2025-04-12", category: "Burglary and theft", amount: 25910 },
      { date: "2025-04-24", category: "Water damage", amount: 13660 },
      { date: "2025-04-25", category: "Power surge", amount: 4570 },
      { date: "2025-05-25", category: "Machinery breakdown", amount: 9540 },
      { date: "2025-06-14", category: "Fire", amount: 1085000 },
      { date: "2025-06-19", category: "Power surge", amount: 4360 },
      { date: "2025-07-05", category: "Machinery breakdown", amount: 30370 },
      { date: "2025-07-17", category: "Accidental damage", amount: 7150 },
      { date: "2025-07-29", category: "Machinery breakdown", amount: 8460 },
      { date: "2025-08-01", category: "Burglary and theft", amount: 10650 },
      { date: "2025-08-04", category: "Burglary and theft", amount: 2570 },
      { date: "2025-08-25", category: "Accidental damage", amount: 3120 },
      { date: "2025-09-17", category: "Machinery breakdown", amount: 13810 },
    ],
    largeLossThreshold: 100_000,
    premiumHistory: [
      { year: 2023, premium: 497_000, exposure: 8 },
      { year: 2024, premium: 541_000, exposure: 9 },
      { year: 2025, premium: 578_000, exposure: 9 },
    ],
    wording: {
      version: "RSR-PBI-2026.1",
      effectiveDate: "2026-01-01",
      sections: [
        {
          heading: "1. Introduction and parties",
          paragraphs: [
            `This policy is a contract between ${site.underwriter} ("the insurer", "we", "us"), a licensed non-life insurer, and RS Regal and each of its operating companies named in the schedule ("you"). Each operating company is insured for its own interest, as if it held a separate policy.`,
            `The policy is arranged and administered by ${site.legalName}, an authorised financial services provider (FSP ${site.fspNumber}), which acts as your intermediary. Notices you give to ${site.name} about the policy are treated as given to us.`,
            "This wording covers the property, business interruption and assets all risks sections of the group's programme. The group's motor vehicles are insured under the motor section and are not insured property under this wording.",
            "The policy consists of this wording, the schedule and any endorsements, read together. It is governed by South African law, and the courts of the Republic of South Africa have jurisdiction over any dispute about it.",
          ],
        },
        {
          heading: "2. Definitions",
          paragraphs: [
            "Damage means sudden and accidental physical loss of or damage to insured property. Event means one occurrence, or a series of occurrences arising from one original cause; all damage from one event is one claim for the limits and the excess.",
            "Insured property means the buildings, plant and machinery, stock, computer equipment and portable equipment described in the schedule that an operating company owns or is responsible for. Premises means the offices, warehouses and light-industrial sites listed in the schedule.",
            "Gross profit means turnover plus closing stock, less opening stock and the cost of purchases and other variable costs named in the schedule, as shown in the operating company's audited financial statements. Indemnity period means the period beginning on the date of the damage during which results are affected, up to 12 months.",
            "Period of insurance means 1 January 2026 to 31 December 2026, both days included, and each following year for which you pay and we accept the renewal premium.",
          ],
        },
        {
          heading: "3. The cover: property and assets",
          paragraphs: [
            "We cover insured property at the premises against damage from any cause that is not excluded. Portable equipment is also covered anywhere in Southern Africa while in use or in transit.",
            "Buildings, plant and machinery and computer equipment are covered on a reinstatement-as-new basis: the cost of rebuilding or replacing with property of the same kind and capacity, no better than when new. Stock is covered at cost price plus inward freight.",
            "Scheduled plant and machinery is also covered against sudden mechanical or electrical breakdown that needs immediate repair or replacement before it can work again.",
            "We will not pay more for any one item than the maximum value per item shown in the schedule for its class, unless we have agreed a higher value in writing.",
          ],
        },
        {
          heading: "4. The cover: business interruption",
          paragraphs: [
            "If insured damage at a premises interrupts or interferes with an operating company's business, and we have paid or admitted liability for that damage, we will pay that company's loss of gross profit during the indemnity period.",
            "Loss of gross profit is the reduction in turnover multiplied by the rate of gross profit earned in the twelve months before the damage, plus the increased cost of working reasonably incurred to avoid or reduce that reduction, less any charges and expenses saved because of the damage.",
            "The cover extends to interruption caused by damage at the premises of a supplier or customer named in the schedule, up to R5 000 000 any one event, and to interruption caused by breakdown of scheduled plant after a waiting period of 48 hours.",
            "Interruption caused by the failure of the public electricity, water or telecommunications supply is covered only where the failure follows physical damage to the supplier's installations. Scheduled load-shedding is not covered.",
          ],
        },
        {
          heading: "5. Extensions",
          paragraphs: [
            "The following extensions apply within the sums insured: professional fees necessarily incurred in reinstatement, up to 10% of the claim; removal of debris, up to R3 000 000 any one event; and the additional cost of meeting municipal building regulations when rebuilding.",
            "New premises and capital additions acquired by an operating company are covered automatically up to 10% of the relevant sum insured for 60 days, provided you declare them to us within that time.",
            "Fire-extinguishing costs, replacement of locks and keys after theft of keys, and temporary protection of damaged premises are each covered up to R250 000 any one event. Reinstatement of data from backups after insured damage to computer equipment is covered up to R200 000.",
          ],
        },
        {
          heading: "6. General exclusions",
          paragraphs: [
            "We do not cover wear and tear, gradual deterioration, rust, corrosion, rot, mould, vermin or insects, inherent defect, or faulty design, workmanship or materials. We do cover resulting damage that is otherwise insured.",
            "We do not cover loss or damage caused by a cyber event, meaning unauthorised access to, or corruption, failure or loss of, any computer system, software or data, however caused. Physical damage to computer equipment from an insured cause such as fire or lightning remains covered.",
            "We do not cover loss or damage caused by war, invasion, act of foreign enemy, hostilities, civil war, rebellion, revolution, insurrection, military or usurped power, nuclear material or radioactive contamination, or confiscation or nationalisation by any public authority.",
            "Riot, strike, civil commotion, public disorder, labour disturbance and terrorism, and any act in furtherance of them, are excluded. These special risks are insured only by SASRIA SOC Ltd under the SASRIA cover placed with this policy, whose premium is shown separately on the schedule.",
            "We do not cover theft without forcible and violent entry or exit, theft by employees, shortages found only at stocktaking, or unexplained disappearance.",
          ],
        },
        {
          heading: "7. Excess",
          paragraphs: [
            "You pay the first part of each claim, as set out in the excess tier shown on your schedule. The tiers offered at renewal are 5% of each claim with a minimum of R10 000, 10% of each claim with a minimum of R25 000, or a flat R50 000 for each and every event.",
            "Where one event gives rise to both a property claim and a business interruption claim, only one excess applies to the combined claim. The 48-hour waiting period for breakdown interruption applies in addition to the excess.",
            "The SASRIA cover carries its own excess, set by SASRIA, which is shown separately on the schedule.",
          ],
        },
        {
          heading: "8. Conditions",
          paragraphs: [
            "Reasonable precautions: you must take all reasonable steps to prevent damage, keep insured property in good repair, have production plant serviced to the maker's schedule, and keep fire-detection and alarm systems in working order.",
            "Alteration of risk: you must tell us within 30 days of any material change, such as a change of use at a premises, the start of a new manufacturing process, structural alterations or a premises left unoccupied for more than 30 consecutive days. Cover for the affected premises may be suspended until we have agreed to the change.",
            "Average: each sum insured, including the gross profit sum insured, must represent the full value it covers. If, at the time of damage, a sum insured is less than that value, we will pay only the proportion of the loss that the sum insured bears to the full value. Average does not apply to a claim of less than R50 000.",
            "Cancellation: you or we may cancel this policy, or the cover for one operating company, by giving the other 31 days' written notice. We will refund the premium for the unexpired period on a pro rata basis.",
            "Fraud and non-disclosure: if a claim is fraudulent in any respect, or you have misrepresented or failed to disclose information that would have affected our assessment of the risk, we may reject the claim and, where the law allows, cancel the policy.",
          ],
        },
        {
          heading: "9. Claims procedure",
          paragraphs: [
            `You must notify ${site.name}'s claims team of any event that may give rise to a claim as soon as reasonably possible and in any case within 30 days. Please report any business interruption or loss likely to exceed R500 000 within 48 hours so that a loss adjuster can be appointed.`,
            "Theft, attempted theft and malicious damage must be reported to the South African Police Service within 24 hours of discovery, and you must give us the police case number.",
            "You must give us, at your own cost, the information, documents and proof of loss we reasonably ask for, including asset registers, invoices, technicians' reports and, for a business interruption claim, management accounts and audited financial statements.",
          ],
        },
        {
          heading: "10. Time limits",
          paragraphs: [
            "If we reject a claim or dispute its amount, we will tell you in writing and give our reasons. Under the Policyholder Protection Rules you then have 90 days from the date of our letter to make representations to us about the decision.",
            "If you still disagree, you may take legal action, but summons must be served on us within 6 months of the end of the 90-day period or of our written response to your representations, whichever is later. If it is not, the claim lapses and we are no longer liable for it.",
            "The time an ombud spends on a complaint about the claim does not count towards these periods.",
          ],
        },
        {
          heading: "11. Complaints",
          paragraphs: [
            `If you are unhappy with our service or with a decision, contact your ${site.name} account executive or our complaints desk at ${site.complaintsEmail}. Complaints about the insurer's decisions are passed to ${site.underwriter}'s complaints function, which will reply in writing with its reasons.`,
            "If a complaint against the insurer is not resolved to your satisfaction, you may refer it free of charge to the National Financial Ombud Scheme South Africa (www.nfosa.co.za), if the complaint falls within its jurisdiction.",
            "Complaints about the advice you received or the way this policy was sold may be referred to the Ombud for Financial Services Providers (the FAIS Ombud) at www.faisombud.co.za. Using an ombud does not take away your right to go to court.",
          ],
        },
        {
          heading: "12. Personal information",
          paragraphs: [
            `We and ${site.name} process personal information about the directors and employees of each operating company, and others connected with a claim, in line with the Protection of Personal Information Act 4 of 2013 (POPIA), and only to underwrite and administer this policy, settle claims and prevent fraud.`,
            "We may share that information with our reinsurers, loss adjusters, assessors, SASRIA, industry fraud-prevention databases and, where the law requires, regulators. You confirm that you are authorised to give us the personal information of other people that you provide.",
            `Anyone whose information we hold may ask to see or correct it by writing to the information officer at ${site.informationOfficerEmail}, and may complain to the Information Regulator.`,
          ],
        },
      ],
    },
  },
};
