import type { PageContent } from "../types";
import { site } from "../../config/site";

export const toolsPages: Record<string, PageContent> = {
  "/broker-tools/broker-risk-management-portal": {
    title: "Broker risk management portal",
    eyebrow: "Broker tools",
    description:
      "A secure portal for contracted brokers to request surveys, book In-Syte sessions, download reports and track risk recommendations across their book.",
    intro: `The broker risk management portal gives contracted brokers a single view of the risk engineering work ${site.name} carries out for their clients. Request a survey, book an In-Syte session, download reports and see which recommendations are open, completed or overdue, without waiting for an email from the underwriter. It is the same information our underwriters use, so broker, client and insurer work from one record.`,
    blocks: [
      {
        type: "richText",
        heading: "What you can do on the portal",
        paragraphs: [
          "The portal is organised by client and by site, so a broker with a large commercial book can move quickly from a portfolio summary to the detail of a single building. Information appears as soon as our surveyors issue a report or change the status of a recommendation.",
        ],
        bullets: [
          "Request physical surveys, fire engineering inspections and replacement-value assessments.",
          "Book In-Syte remote survey sessions for qualifying clients.",
          "Download survey reports, risk gradings and estimated maximum loss figures.",
          "Track each recommendation by grade, deadline and status, with the client's uploaded evidence.",
          "See renewal dates alongside open requirements that could affect terms.",
        ],
      },
      {
        type: "richText",
        heading: "Keeping recommendations on track",
        paragraphs: [
          "Outstanding requirements are the most common reason for difficult renewal conversations. The portal sends brokers reminders 60 and 30 days before a requirement falls due, and again when a deadline passes. When a client uploads evidence of completion, such as an installation certificate or photographs, our risk surveyor reviews it and either closes the item or explains what is still needed.",
          "A monthly summary lists each client's open items, so brokers can raise them during regular service meetings rather than in the weeks before renewal, when there is little time left to complete the work or to agree a revised deadline with the underwriter.",
        ],
      },
      {
        type: "richText",
        heading: "Access and security",
        paragraphs: [
          "Access is available to brokers who hold an intermediary agreement with us. The brokerage's key individual nominates users and is responsible for removing anyone who leaves or is debarred. Each user signs in with two-factor authentication and sees only the clients of their own brokerage. Every download and change is logged, and personal information is processed in line with POPIA and our intermediary agreement.",
        ],
      },
      {
        type: "richText",
        heading: "Support",
        paragraphs: [
          `Our risk engineering coordinators in Sandton, Cape Town and Durban can help with survey scheduling, report queries and user set-up during office hours. Call ${site.phone} or email ${site.email} and ask for risk engineering support, quoting your brokerage name and FSP number.`,
        ],
      },
      {
        type: "callToAction",
        heading: "Not yet contracted with us?",
        text: `Find out how independent brokers work with ${site.name} and gain access to our broker tools.`,
        link: { label: "Grow your brokerage", route: "/contact/Grow-Your-Brokerage" },
      },
    ],
  },

  "/broker-tools/client-risk-management-portal": {
    title: "Client risk management portal",
    eyebrow: "Broker tools",
    description:
      "An online portal where insured clients view survey reports, manage risk recommendations, upload evidence and track service certificates across sites.",
    intro: `The client risk management portal gives risk, facilities and finance managers direct access to the risk engineering information we hold on their sites. Clients can read survey reports, assign recommendations to their own staff, upload evidence of completed work and keep track of service certificates. It is designed for organisations with many sites, from listed groups and state-owned enterprises to farming operations and transport fleets.`,
    blocks: [
      {
        type: "richText",
        heading: "What clients can see and do",
        paragraphs: [
          "Everything on the portal is linked to the client's own sites and policies. Information is updated as soon as a report is issued or a recommendation changes status, so the client's view always matches the underwriter's and nobody works from an outdated spreadsheet or an old email attachment.",
        ],
        bullets: [
          "Read and download survey, fire engineering and In-Syte reports for each site.",
          "Assign recommendations to named staff members, with deadlines and automatic reminders.",
          "Upload photographs, invoices and certificates as evidence of completed work.",
          "Compare risk gradings across sites and track improvement over time.",
        ],
      },
      {
        type: "richText",
        heading: "Service certificates and inspections",
        paragraphs: [
          "Many of the conditions in a commercial property policy depend on protection systems being serviced on time. The portal keeps a register of certificate expiry dates for each site and alerts the responsible person before a certificate lapses, so that a missed service does not become an argument after a loss.",
        ],
        bullets: [
          "Sprinkler and fire pump services and annual inspections.",
          "Fire detection and alarm system services.",
          "Intruder alarm and armed response contracts.",
          "Electrical certificates of compliance and thermographic surveys.",
        ],
      },
      {
        type: "richText",
        heading: "Working with your broker",
        paragraphs: [
          "Your broker remains your adviser and sees the same information you do. Access is arranged through your broker, who confirms which of your staff should be registered and what each may do. A group risk manager can have access to every site, while a branch or farm manager sees only their own. Users sign in with two-factor authentication, and all information is processed in line with POPIA.",
        ],
      },
      {
        type: "callToAction",
        heading: "How our risk engineering works",
        text: "Read about the surveys, inspections and assessments whose results appear on the client portal.",
        link: { label: "Risk management", route: "/risk-management" },
      },
    ],
  },

  "/broker-tools/policy-administration-system": {
    title: "Policy administration system",
    eyebrow: "Broker tools",
    description:
      "Our online policy administration system for contracted brokers: quotes, endorsements, renewals, bordereaux and commission statements.",
    intro: `Contracted brokers administer their ${site.name} business through our online policy administration system. It handles quoting and binding within each broker's mandate, mid-term endorsements, renewals, premium bordereaux and commission statements, with every policy record, document and change held in one place. Brokers spend less time on email and rekeying, and clients receive accurate schedules sooner.`,
    blocks: [
      {
        type: "richText",
        heading: "Quoting and new business",
        paragraphs: [
          "Personal lines and standard commercial risks can be quoted and bound online within the limits of the broker's mandate. Larger or more complex risks are submitted through the same system and referred to an underwriter, who responds with terms on the same record. The broker can follow progress at each stage instead of chasing by phone.",
        ],
        bullets: [
          "Quotes for personal, commercial, motor fleet, property and agricultural products.",
          "SASRIA cover quoted alongside property, motor and asset sections.",
          "Record of advice fields to support FAIS disclosure and suitability requirements.",
          "Policy schedules and wordings issued automatically once cover is bound.",
        ],
      },
      {
        type: "richText",
        heading: "Endorsements and renewals",
        paragraphs: [
          "Brokers can process common mid-term changes, such as adding a vehicle, changing a sum insured or updating an address, and the revised schedule is issued immediately. Changes outside the mandate are routed to an underwriter. Commercial renewals are released to the broker 60 days before the renewal date, showing proposed terms and any outstanding risk requirements, so that the client has time to review them.",
        ],
      },
      {
        type: "richText",
        heading: "Bordereaux and commission statements",
        paragraphs: [
          "Brokers who collect premiums submit their monthly premium bordereaux through the system, which reconciles them against the policies on record and flags differences before month-end. Commission statements are available on the first working day of each month, broken down by policy and product, and commission is paid within the maximums set under the Short-term Insurance Act regulations.",
        ],
      },
      {
        type: "richText",
        heading: "Who can have access",
        paragraphs: [
          "Access is available to brokerages that hold an intermediary agreement with us and a current FSP licence covering the relevant short-term insurance categories. Only representatives on the brokerage's register who meet the fit and proper requirements may be given user accounts, and the key individual must remove users who leave or are debarred. Every user signs in with two-factor authentication, and every transaction is logged.",
        ],
      },
      {
        type: "callToAction",
        heading: "Become a contracted broker",
        text: `Independent brokers can apply for an intermediary agreement with ${site.name} and access to the policy administration system.`,
        link: { label: "Grow your brokerage", route: "/contact/Grow-Your-Brokerage" },
      },
    ],
  },

  "/broker-tools/e-learning": {
    title: "E-learning",
    eyebrow: "Broker tools",
    description:
      "CPD-accredited online learning for brokers and for clients' risk staff, covering underwriting, claims, risk engineering and regulation.",
    intro: `${site.name} offers online learning for the brokers who place business with us and for the people who manage risk at our clients' sites. Courses draw on the work of our underwriters, claims teams and risk engineers, and broker courses are accredited for CPD purposes. Modules are short, can be completed on a phone or laptop, and are free for contracted brokers and insured clients.`,
    blocks: [
      {
        type: "richText",
        heading: "CPD for the FAIS fit and proper requirements",
        paragraphs: [
          "Under the FAIS fit and proper requirements, key individuals and representatives must complete continuing professional development each CPD cycle, which runs from 1 June to 31 May. The minimum is 6 hours for a single subclass of business, 12 hours for more than one subclass within one class, and 18 hours for more than one class of business.",
          "Our broker courses are accredited by a recognised professional body, and each completed module shows the CPD hours it carries. Product-specific training on our own products is provided separately and does not count towards CPD hours, although representatives must still complete it before giving advice on those products.",
        ],
      },
      {
        type: "richText",
        heading: "Courses for brokers",
        paragraphs: [
          "Broker modules focus on the questions that most often affect a client's cover or the outcome of a claim, using worked South African examples. Each module takes 30 to 60 minutes and ends with a short assessment that must be passed before CPD hours are recorded.",
        ],
        bullets: [
          "Sums insured, underinsurance and the average condition.",
          "Business interruption: gross profit, indemnity periods and dependencies.",
          "SASRIA cover and how it sits alongside the main policy.",
          "Liability exposures for commercial and professional clients.",
          "The Policyholder Protection Rules, Treating Customers Fairly and POPIA in a brokerage.",
          "Preparing a complete claim and managing client expectations.",
        ],
      },
      {
        type: "richText",
        heading: "Courses for clients' risk staff",
        paragraphs: [
          "Client courses are written for facilities managers, maintenance teams and fleet controllers who carry out the day-to-day work that keeps a risk insurable. They explain what our surveyors look for and why, in practical terms. Modules take 20 to 40 minutes, and several can be worked through as a team during a toolbox talk.",
        ],
        bullets: [
          "Weekly sprinkler and fire pump tests, and what to record.",
          "Hot work permits and fire watches.",
          "Housekeeping, storage heights and waste management.",
          "Fleet driver risk, vehicle security and hijacking awareness.",
          "What to do in the first hour after a loss.",
        ],
      },
      {
        type: "richText",
        heading: "Records and certificates",
        paragraphs: [
          "Each learner receives a certificate on completing a module, showing the date, the assessment result and, for accredited courses, the CPD hours earned. Brokerages can export their representatives' records to update their competency registers, and client administrators can see which staff have completed each course. Learner records are processed in line with POPIA.",
        ],
      },
      {
        type: "callToAction",
        heading: "Access our broker tools",
        text: `E-learning is included for brokers contracted with ${site.name}. Find out how to become one.`,
        link: { label: "Grow your brokerage", route: "/contact/Grow-Your-Brokerage" },
      },
    ],
  },
};
