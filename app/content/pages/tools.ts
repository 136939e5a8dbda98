import type { PageContent } from "#app/content/types.ts";
import { site } from "#app/config/site.ts";

export const toolsPages: Record<string, PageContent> = {
  "/broker-tools/broker-risk-management-portal": {
    title: "Broker risk management portal",
    eyebrow: "Broker tools",
    description:
      "A secure portal for contracted brokers to request surveys, book In-Syte sessions, download reports and track risk recommendations across their book.",
    intro: `The broker risk management portal gives contracted brokers a single view of the risk engineering work ${site.name} carries out for their clients. Request a survey, book an In-Syte session, download reports and see which recommendations are open, completed or overdue, without waiting for an e-mail from the underwriter. It is the same information our underwriters use, so broker, client and insurer work from one record.`,
    heroImage: {
      image: "scenes/dashboard",
      alt: "A laptop screen showing the charts of a risk dashboard",
    },
    blocks: [
      {
        type: "teaser",
        heading: "No surprises at renewal",
        description: [
          "Outstanding survey requirements are the most common reason for difficult renewal conversations. The portal puts every open requirement, its deadline and the client's evidence in front of you months before renewal, when there is still time to complete the work or agree a revised deadline with the underwriter.",
          "Information appears as soon as our surveyors issue a report or change the status of a recommendation, organised by client and by site, so you can move quickly from a portfolio summary to the detail of a single building.",
        ],
        media: {
          type: "image",
          image: "scenes/surveyor",
          alt: "A risk surveyor recording findings on a tablet outside a factory",
        },
        button: { label: "About risk surveying", route: "/risk-management/risk-surveying" },
      },
      {
        type: "tabs",
        heading: "Using the portal",
        tabs: [
          {
            id: "features",
            label: "What you can do",
            content: [
              {
                type: "richText",
                heading: "What you can do on the portal",
                paragraphs: [
                  "Everything our risk engineers produce for your clients is available in one place, at any time.",
                ],
                bullets: [
                  "Request physical surveys, fire engineering inspections and replacement-value assessments.",
                  "Book In-Syte remote survey sessions for qualifying clients.",
                  "Download survey reports, risk gradings and estimated maximum loss figures.",
                  "Track each recommendation by grade, deadline and status, with the client's uploaded evidence.",
                  "See renewal dates alongside open requirements that could affect terms.",
                ],
              },
            ],
          },
          {
            id: "recommendations",
            label: "Tracking recommendations",
            content: [
              {
                type: "richText",
                heading: "Keeping recommendations on track",
                paragraphs: [
                  "When a client uploads evidence of completion, such as an installation certificate or photographs, our risk surveyor reviews it and either closes the item or explains what is still needed.",
                ],
                bullets: [
                  "Reminders 60 and 30 days before a requirement falls due, and again when a deadline passes",
                  "A monthly summary of each client's open items, to raise at regular service meetings",
                  "A full history of each recommendation, from survey to close-out",
                ],
              },
            ],
          },
          {
            id: "access",
            label: "Access and security",
            content: [
              {
                type: "richText",
                heading: "Access and security",
                paragraphs: [
                  "Access is available to brokers who hold an intermediary agreement with us. Personal information is processed in line with POPIA and our intermediary agreement.",
                ],
                bullets: [
                  "The brokerage's key individual nominates users and removes anyone who leaves or is debarred",
                  "Each user signs in with two-factor authentication",
                  "Users see only the clients of their own brokerage",
                  "Every download and change is logged",
                ],
              },
            ],
          },
          {
            id: "support",
            label: "Support",
            content: [
              {
                type: "richText",
                heading: "Support",
                paragraphs: [
                  `Our risk engineering coordinators in Sandton, Cape Town and Durban help during office hours. Call ${site.phone} or e-mail ${site.email} and ask for risk engineering support, quoting your brokerage name and FSP number.`,
                ],
                bullets: ["Survey scheduling", "Report queries", "User set-up and access changes"],
              },
            ],
          },
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
    heroImage: {
      image: "scenes/warehouse",
      alt: "A warehouse with loading bays and a forklift, one of many sites a client may manage",
    },
    blocks: [
      {
        type: "callToAction",
        heading: "Already a client?",
        text: "Your organisation's programme has its own sign-in, where your team sees its cover, quotations, claims and documents.",
        link: { label: "Client sign-in", route: "/client-sign-in" },
      },
      {
        type: "teaser",
        heading: "Every site, one view",
        description: [
          "Everything on the portal is linked to your own sites and policies, and is updated as soon as a report is issued or a recommendation changes status. Your view always matches the underwriter's, so nobody works from an outdated spreadsheet or an old e-mail attachment.",
          "A group risk manager can compare risk gradings across every site and track improvement over time, while a branch or farm manager sees only their own site and the actions assigned to them.",
        ],
        media: {
          type: "image",
          image: "scenes/dashboard",
          alt: "A laptop showing charts on a risk dashboard",
        },
        button: { label: "How our risk engineering works", route: "/risk-management" },
      },
      {
        type: "tabs",
        heading: "What the portal does",
        tabs: [
          {
            id: "reports",
            label: "Reports and actions",
            content: [
              {
                type: "richText",
                heading: "Reports and recommendations",
                paragraphs: [
                  "Survey findings become actions with owners and deadlines, rather than a PDF that sits in an inbox.",
                ],
                bullets: [
                  "Read and download survey, fire engineering and In-Syte reports for each site.",
                  "Assign recommendations to named staff members, with deadlines and automatic reminders.",
                  "Upload photographs, invoices and certificates as evidence of completed work.",
                  "Compare risk gradings across sites and track improvement over time.",
                ],
              },
            ],
          },
          {
            id: "certificates",
            label: "Service certificates",
            content: [
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
            ],
          },
          {
            id: "access",
            label: "Access",
            content: [
              {
                type: "richText",
                heading: "Working with your broker",
                paragraphs: [
                  "Your broker remains your adviser and sees the same information you do. Access is arranged through your broker, who confirms which of your staff should be registered and what each may do.",
                ],
                bullets: [
                  "Group-wide access for risk managers, single-site access for branch and farm managers",
                  "Two-factor authentication for every user",
                  "All information processed in line with POPIA",
                ],
              },
            ],
          },
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
    intro: `Contracted brokers administer their ${site.name} business through our online policy administration system. It handles quoting and binding within each broker's mandate, mid-term endorsements, renewals, premium bordereaux and commission statements, with every policy record, document and change held in one place. Brokers spend less time on e-mail and rekeying, and clients receive accurate schedules sooner.`,
    heroImage: {
      image: "scenes/documents",
      alt: "Policy documents on a desk beside a pen and a stamp",
    },
    blocks: [
      {
        type: "teaser",
        heading: "Quote, bind and endorse online",
        description: [
          "Personal lines and standard commercial risks can be quoted and bound online within the limits of your mandate, and schedules and wordings are issued as soon as cover is bound. Larger or more complex risks are submitted through the same system and referred to an underwriter, who responds with terms on the same record.",
          "You can follow every referral, endorsement and renewal at each stage instead of chasing by phone, and your client receives an accurate schedule sooner.",
        ],
        media: {
          type: "image",
          image: "scenes/handshake",
          alt: "A broker and a client shaking hands across a desk",
        },
        button: { label: "Grow your brokerage", route: "/contact/Grow-Your-Brokerage" },
      },
      {
        type: "facts",
        heading: "The system at a glance",
        items: [
          { value: "60 days", label: "Commercial renewals released before the renewal date" },
          { value: "1st working day", label: "Monthly commission statements" },
          { value: "Same day", label: "Revised schedules after in-mandate changes" },
          { value: "2FA", label: "Two-factor sign-in for every user" },
        ],
      },
      {
        type: "tabs",
        heading: "What the system does",
        tabs: [
          {
            id: "quoting",
            label: "Quoting and new business",
            content: [
              {
                type: "richText",
                heading: "Quoting and new business",
                paragraphs: [
                  "Quotes, referrals and binding run on one record, from the first quote to the issued schedule.",
                ],
                bullets: [
                  "Quotes for personal, commercial, motor fleet, property and agricultural products.",
                  "SASRIA cover quoted alongside property, motor and asset sections, with its premium shown separately.",
                  "Record of advice fields to support FAIS disclosure and suitability requirements.",
                  "Policy schedules and wordings issued automatically once cover is bound.",
                ],
              },
            ],
          },
          {
            id: "endorsements",
            label: "Endorsements and renewals",
            content: [
              {
                type: "richText",
                heading: "Endorsements and renewals",
                paragraphs: [
                  "Brokers can process common mid-term changes, and the revised schedule is issued immediately. Changes outside the mandate are routed to an underwriter.",
                ],
                bullets: [
                  "Adding or removing a vehicle",
                  "Changing a sum insured or an address",
                  "Commercial renewals released 60 days before the renewal date, with proposed terms and any outstanding risk requirements",
                ],
              },
            ],
          },
          {
            id: "bordereaux",
            label: "Bordereaux and commission",
            content: [
              {
                type: "richText",
                heading: "Bordereaux and commission statements",
                paragraphs: [
                  "Brokers who collect premiums submit their monthly premium bordereaux through the system, which reconciles them against the policies on record and flags differences before month-end.",
                ],
                bullets: [
                  "Commission statements on the first working day of each month, by policy and product",
                  "Commission paid within the maximums set under the Short-term Insurance Act regulations",
                  "Reconciliation differences flagged before month-end",
                ],
              },
            ],
          },
          {
            id: "access",
            label: "Who can have access",
            content: [
              {
                type: "richText",
                heading: "Who can have access",
                paragraphs: [
                  "Access is available to brokerages that hold an intermediary agreement with us and a current FSP licence covering the relevant short-term insurance categories.",
                ],
                bullets: [
                  "Only representatives on the brokerage's register who meet the fit and proper requirements",
                  "The key individual removes users who leave or are debarred",
                  "Two-factor authentication and a log of every transaction",
                ],
              },
            ],
          },
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
    heroImage: {
      image: "scenes/learning",
      alt: "A person at a laptop working through an online course, with a certificate beside them",
    },
    blocks: [
      {
        type: "teaser",
        heading: "Learning built on real claims",
        description: [
          "Our modules focus on the questions that most often affect a client's cover or the outcome of a claim, using worked South African examples drawn from the files of our underwriters, claims handlers and risk engineers.",
          "Broker modules take 30 to 60 minutes and end with a short assessment that must be passed before CPD hours are recorded. Client modules take 20 to 40 minutes, and several can be worked through as a team during a toolbox talk.",
        ],
        media: {
          type: "image",
          image: "scenes/workshop",
          alt: "A presenter at a whiteboard in a training room",
        },
        button: { label: "Grow your brokerage", route: "/contact/Grow-Your-Brokerage" },
      },
      {
        type: "facts",
        heading: "CPD for the FAIS fit and proper requirements",
        items: [
          { value: "6 hours", label: "One subclass of business", note: "Minimum per CPD cycle" },
          { value: "12 hours", label: "More than one subclass in one class", note: "Minimum per CPD cycle" },
          { value: "18 hours", label: "More than one class of business", note: "Minimum per CPD cycle" },
          { value: "1 June to 31 May", label: "The CPD cycle" },
        ],
      },
      {
        type: "richText",
        paragraphs: [
          "Under the FAIS fit and proper requirements, key individuals and representatives must complete continuing professional development each CPD cycle. Our broker courses are accredited by a recognised professional body, and each completed module shows the CPD hours it carries. Product-specific training on our own products is provided separately and does not count towards CPD hours, although representatives must still complete it before giving advice on those products.",
        ],
      },
      {
        type: "tabs",
        heading: "Our courses",
        tabs: [
          {
            id: "brokers",
            label: "For brokers",
            content: [
              {
                type: "richText",
                heading: "Courses for brokers",
                paragraphs: [
                  "Broker modules are CPD-accredited and cover the technical and regulatory questions brokers meet every day.",
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
            ],
          },
          {
            id: "clients",
            label: "For clients' risk staff",
            content: [
              {
                type: "richText",
                heading: "Courses for clients' risk staff",
                paragraphs: [
                  "Client courses are written for facilities managers, maintenance teams and fleet controllers who carry out the day-to-day work that keeps a risk insurable. They explain what our surveyors look for and why, in practical terms.",
                ],
                bullets: [
                  "Weekly sprinkler and fire pump tests, and what to record.",
                  "Hot work permits and fire watches.",
                  "Housekeeping, storage heights and waste management.",
                  "Fleet driver risk, vehicle security and hijacking awareness.",
                  "What to do in the first hour after a loss.",
                ],
              },
            ],
          },
          {
            id: "records",
            label: "Records and certificates",
            content: [
              {
                type: "richText",
                heading: "Records and certificates",
                paragraphs: [
                  "Each learner receives a certificate on completing a module, showing the date, the assessment result and, for accredited courses, the CPD hours earned. Learner records are processed in line with POPIA.",
                ],
                bullets: [
                  "Brokerages can export their representatives' records to update their competency registers",
                  "Client administrators can see which staff have completed each course",
                  "Certificates can be downloaded at any time",
                ],
              },
            ],
          },
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
