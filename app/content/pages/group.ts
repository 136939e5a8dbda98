import type { PageContent } from "../types";
import { site } from "../../config/site";

export const groupPages: Record<string, PageContent> = {
  "/": {
    title: site.tagline,
    description: `${site.name} is an authorised FSP and underwriting manager providing commercial and personal insurance through independent brokers.`,
    eyebrow: "About us",
    intro: `${site.name} is an authorised financial services provider (FSP ${site.fspNumber}) and underwriting manager. Since 2004 we have designed, underwritten and administered commercial and personal insurance for South African businesses, public entities and households, sold only through independent brokers. Every policy is underwritten by ${site.underwriter}, and our own risk surveyors, fire engineers and quantity surveyors inform how each significant risk is rated and covered.`,
    blocks: [
      {
        type: "richText",
        heading: "What we do",
        paragraphs: [
          `As an underwriting manager we act under a binder agreement with ${site.underwriter}. Within the limits that agreement sets, we assess and accept risks, set premiums, issue policy documents, collect premiums and settle claims on the insurer's behalf. The insurer carries the risk and holds the capital; we carry the day-to-day work of underwriting, policy administration and claims.`,
          "Our range covers most of what a South African business or household needs to insure, from a single retail shop to a listed group with sites in every province. Property, motor and asset covers include SASRIA cover for riot, strike, civil commotion and terrorism damage, which only SASRIA can provide in South Africa:",
        ],
        bullets: [
          "Commercial packages for small and medium-sized businesses",
          "Assets all risks, commercial property and sectional title property",
          "Motor fleet cover for transport and logistics operators",
          "Agricultural cover for farm property, machinery and livestock",
          "Specialist liability, including public, products and professional liability",
          "Personal lines, including Opulence for high-value homes and collections, and leisure cover for boats, caravans and off-road vehicles",
        ],
      },
      {
        type: "richText",
        heading: "Risk engineering at the centre",
        paragraphs: [
          "We employ our own risk engineers rather than relying only on outside surveyors. Risk surveyors visit premises before cover is quoted, fire engineers assess detection and suppression systems against the relevant SANS standards, and quantity surveyors check that buildings are insured for what they would really cost to rebuild. Our In-Syte service lets smaller risks be surveyed remotely by live video.",
          "On the motor side, our parts procurement team sources parts for repairs directly from manufacturers, importers and approved suppliers. This shortens the time vehicles spend off the road, reduces the risk of non-genuine parts being fitted, and keeps claims costs, and therefore premiums, under control for fleet and personal clients alike.",
        ],
      },
      {
        type: "richText",
        heading: "Through independent brokers",
        paragraphs: [
          "We do not sell directly to the public. Independent brokers, licensed under the FAIS Act, advise their clients on what cover they need and place it with us. We support them with a named underwriter, online portals for quotes, policy administration and risk reports, and an e-learning programme that counts towards their continuous professional development.",
          "If you are looking for cover, speak to your broker and ask for a quote from us. If you do not yet have a broker, contact any of our offices in Sandton, Cape Town or Durban and we will refer you to an independent broker who handles the type of cover you need, in your area.",
        ],
      },
      {
        type: "richText",
        heading: "Regulated and accountable",
        paragraphs: [
          `${site.legalName} is an authorised financial services provider, FSP ${site.fspNumber}, supervised by the Financial Sector Conduct Authority. ${site.underwriter} is a licensed insurer under the Insurance Act and is prudentially supervised by the Prudential Authority. We apply the Policyholder Protection Rules and the Treating Customers Fairly outcomes in how we design products, communicate and handle claims.`,
        ],
        bullets: [
          "Level 1 B-BBEE contributor, verified by a SANAS-accredited agency",
          "Products underwritten by an insurer rated AA-(ZA) for claims-paying ability",
          "Complaints we cannot resolve can be referred to the National Financial Ombud Scheme South Africa (NFO)",
          "Personal information processed in line with POPIA",
        ],
      },
      {
        type: "callToAction",
        heading: "See what drives us",
        text: "Read our mission, vision and the values that guide how we underwrite risks, treat brokers and settle claims.",
        link: { label: "Our mission, vision and values", route: "/about/mission-vision-values" },
      },
    ],
  },

  "/about/mission-vision-values": {
    title: "Mission, vision and values",
    description: `Why ${site.name} exists, where it is heading and the values that guide how it underwrites, surveys risks and settles claims.`,
    eyebrow: "About us",
    intro: `${site.name} brings underwriters, risk engineers, claims specialists and independent brokers together as one team for each client. Our mission, vision and values set out what we are trying to achieve, and the standards that clients, brokers and regulators can hold us to whenever a policy is written, a survey is carried out or a claim is made.`,
    blocks: [
      {
        type: "richText",
        heading: "Our mission",
        paragraphs: [
          "Our mission is to give South African businesses, public entities and households insurance they can rely on, by understanding each risk properly before we cover it and by paying valid claims quickly and fairly when loss happens. We do this through independent brokers, because we believe clients are best served by advice from someone who works for them.",
        ],
      },
      {
        type: "richText",
        heading: "Our vision",
        paragraphs: [
          "We want to be the underwriting manager that brokers choose first for complex commercial and high-value personal risks in South Africa: known for sound technical underwriting, practical risk engineering and claims decisions that are made quickly and explained clearly. We also want our clients to have fewer and smaller losses each year because of the advice our surveyors and engineers give them.",
        ],
      },
      {
        type: "richText",
        heading: "Our values",
        paragraphs: [
          "Five values guide the decisions our people make every day, from quoting a small business package to settling a large fire claim. They are part of how we recruit, train and assess staff, and every manager is measured against them as well as against financial results:",
        ],
        bullets: [
          "Know the risk: we survey, measure and ask questions before we quote, so that cover and premium match the real exposure",
          "Deal fairly: we write policy wording in plain language and apply it consistently, in line with Treating Customers Fairly",
          "Keep our promises: we pay valid claims within our published turnaround times and explain every decision in writing",
          "Work in partnership: we respect the broker's role as adviser and support brokers with tools, training and access to decision-makers",
          "Be accountable: we own our mistakes, put them right and report openly to our board, our insurer and our regulators",
        ],
      },
      {
        type: "richText",
        heading: "Values in practice",
        paragraphs: [
          "Values only mean something if they can be measured. We track claims turnaround times, complaint volumes and outcomes, survey recommendations implemented by clients and broker satisfaction, and report these to our board each quarter. Where a measure slips, the responsible executive reports on the cause and the corrective action, and the result is reviewed at the next meeting.",
        ],
      },
      {
        type: "callToAction",
        heading: "How we got here",
        text: "From a small Johannesburg underwriting team in 2004 to a national group with offices in three cities, read the milestones along the way.",
        link: { label: "Read our history", route: "/about/our-history" },
      },
    ],
  },

  "/about/our-leadership": {
    title: "Our leadership and governance",
    description: `How ${site.name} is led and governed: its board, board committees, FAIS key individuals and oversight by its insurer and regulators.`,
    eyebrow: "About us",
    intro: `Good governance is what allows clients and brokers to trust that a policy will respond when it is needed. ${site.name} is led by an executive team accountable to a board with independent non-executive members, supported by committees that oversee audit, risk, remuneration and ethics. Our FAIS key individuals and compliance function make sure that the financial services we render meet the requirements of the FAIS Act and the FSCA.`,
    blocks: [
      {
        type: "richText",
        heading: "The board",
        paragraphs: [
          `The board of ${site.legalName} sets the group's strategy and risk appetite, approves its underwriting policy and monitors its performance. It is chaired by an independent non-executive director, and non-executive directors make up the majority of its members. Directors bring experience in short-term insurance, actuarial science, engineering, law, audit and public-sector finance.`,
          "The board applies the principles of the King IV Report on Corporate Governance for South Africa. It meets at least quarterly, reviews its own effectiveness every year with an external evaluation every third year, and meets the group's insurer and external auditors without management present at least once a year.",
        ],
      },
      {
        type: "richText",
        heading: "Board committees",
        paragraphs: [
          "Four committees, each chaired by a non-executive director, carry out detailed oversight on the board's behalf. Each has written terms of reference approved by the board, meets at least quarterly and reports to the full board after every meeting, with minutes available to the insurer and the external auditors:",
        ],
        bullets: [
          "Audit committee: financial reporting, internal controls, and the internal and external audit programmes",
          "Risk and compliance committee: the risk register, underwriting and claims performance, regulatory compliance and conduct risk",
          "Remuneration and nominations committee: board composition, executive appointments and a pay policy that does not reward volume at the expense of sound underwriting",
          "Social and ethics committee: ethics, B-BBEE performance, Treating Customers Fairly outcomes, and the group's environmental and community commitments",
        ],
      },
      {
        type: "richText",
        heading: "FAIS key individuals and compliance",
        paragraphs: [
          `As an authorised financial services provider (FSP ${site.fspNumber}), we must appoint key individuals approved by the Financial Sector Conduct Authority to manage and oversee each category of financial service we render. Each key individual must meet the FSCA's fit and proper requirements for honesty, integrity, good standing, competence, operational ability and financial soundness, and keep up continuous professional development.`,
          "An FSCA-approved compliance officer, who reports to the risk and compliance committee, monitors our compliance with the FAIS Act, the General Code of Conduct and the Policyholder Protection Rules. The compliance officer reviews our processes, tests client files and submits an annual compliance report to the FSCA on the group's behalf.",
        ],
      },
      {
        type: "richText",
        heading: "Oversight by our insurer",
        paragraphs: [
          `Because we underwrite and settle claims on behalf of ${site.underwriter}, the insurer oversees our work under the binder agreement between us. It sets underwriting and claims authority limits, reviews our management information every month, and audits our underwriting, claims and policy administration at least once a year. Management committees for underwriting, claims and product governance sit below the board and escalate any matter outside their mandate.`,
        ],
      },
      {
        type: "callToAction",
        heading: "A record built over two decades",
        text: "See how the group has grown since it was founded in 2004, and the milestones that shaped how we work today.",
        link: { label: "Read our history", route: "/about/our-history" },
      },
    ],
  },

  "/about/our-history": {
    title: "Our history",
    description: `How ${site.name} grew from a Johannesburg property underwriting team in 2004 into a national commercial and personal insurance group.`,
    eyebrow: "About us",
    intro: `${site.name} was founded in Johannesburg in 2004 by a small team of commercial property underwriters and risk surveyors who believed that insurance works best when the underwriter has seen the risk. Over two decades the group has added offices, product lines and engineering disciplines, but the founding idea has not changed: understand the risk, price it fairly and pay valid claims promptly.`,
    blocks: [
      {
        type: "richText",
        heading: "Founding years: 2004 to 2010",
        paragraphs: [
          "The group began with commercial property and business interruption cover for owner-managed businesses in Gauteng. It was placed through a handful of independent brokers who valued having a surveyor on site before a quote was issued, and who saw claims settled by the same people who had underwritten the risk.",
        ],
        bullets: [
          "2004: Company registered in Johannesburg and authorised as a financial services provider under the then new FAIS Act",
          `2005: Binder agreement concluded with ${site.underwriter}, which has underwritten the group's products ever since`,
          "2007: Risk surveying division formed, with surveyors employed by the group rather than contracted in",
          "2009: Cape Town office opened to serve brokers in the Western Cape, Northern Cape and Eastern Cape",
        ],
      },
      {
        type: "richText",
        heading: "Building a national group: 2011 to 2019",
        paragraphs: [
          "As the broker network grew, the group added motor, agricultural and personal lines. It also built engineering disciplines that most underwriting managers of its size buy in from outside, because experience had shown that accurate surveys and sums insured lead to fewer disputes when a claim is made.",
        ],
        bullets: [
          "2011: Motor fleet product launched for transport and logistics operators",
          "2012: Durban office opened, serving KwaZulu-Natal and Mpumalanga",
          "2014: Fire engineering unit established to assess detection and suppression systems",
          "2016: Quantity surveying service introduced to tackle underinsurance of buildings",
          "2017: Agricultural product launched, including veld fire liability for farmers",
          "2018: Motor parts procurement team formed to shorten repair times",
          "2019: Opulence launched for high-value homes, art and collections",
        ],
      },
      {
        type: "richText",
        heading: "Recent milestones: 2020 onwards",
        paragraphs: [
          "The pandemic years accelerated the group's move to digital service, while regulatory change brought stronger protection for policyholders and their personal information. The group also deepened its commitment to transformation and gave brokers better digital tools to serve their clients:",
        ],
        bullets: [
          "2020: In-Syte remote survey service launched, allowing surveys to continue during lockdown",
          "2021: Privacy programme completed ahead of POPIA coming fully into force",
          "2022: Level 1 B-BBEE contributor status achieved for the first time",
          "2023: Broker and client risk management portals launched",
          "2024: Gauteng teams brought together in a single head office in Sandton; complaints process updated for the new National Financial Ombud Scheme South Africa",
          "2025: Broker e-learning platform launched with CPD-accredited courses",
          "2026: AA-(ZA) claims-paying-ability rating of our underwriting insurer affirmed with a stable outlook",
        ],
      },
      {
        type: "callToAction",
        heading: "Looking ahead",
        text: "The next chapter will be shaped by the risks our clients face. See how we are responding to climate risk, floods and fires.",
        link: { label: "Our approach to sustainability", route: "/sustainability" },
      },
    ],
  },

  "/sustainability": {
    title: "Sustainability",
    description: `How ${site.name} addresses climate risk, flood and fire resilience, ESG in underwriting and support for the communities it serves.`,
    eyebrow: "About us",
    intro: `For an insurance group, sustainability is not a side project. Floods, veld fires, storms and drought are already changing what South African clients lose and what cover costs. ${site.name} uses its risk engineering skills to help clients reduce those losses, takes environmental, social and governance factors into account when it underwrites, and invests in the communities where its clients, brokers and staff live and work.`,
    blocks: [
      {
        type: "richText",
        heading: "Climate risk in our portfolio",
        paragraphs: [
          "The April 2022 floods in KwaZulu-Natal, repeated fire seasons in the Western Cape and severe hail storms on the Highveld have shown how quickly weather losses can grow. We map every insured property against flood, fire and hail exposure data, monitor how much of our portfolio sits in high-risk areas, and report our accumulation of weather-related risk to our board and our insurer.",
          "This lets us keep offering cover in exposed areas on terms that reflect the real risk, rather than withdrawing from whole towns or regions. It also helps our insurer buy the right catastrophe reinsurance, so that a single severe event does not threaten its ability to pay every client who claims.",
        ],
      },
      {
        type: "richText",
        heading: "Flood and fire resilience",
        paragraphs: [
          "Our risk surveyors and fire engineers give clients practical, prioritised recommendations to reduce the damage a flood or fire can do. Where clients act on them, we reflect the lower risk in their terms, deductibles and premium at the next renewal. Common recommendations include:",
        ],
        bullets: [
          "Flood: raising stock and electrical equipment above known flood levels, clearing stormwater systems, and installing flood barriers and non-return valves",
          "Fire: maintaining sprinkler and detection systems, separating high-hazard processes, and managing combustible waste and cladding",
          "Veld fire: firebreaks, fuel load management and membership of a local Fire Protection Association under the National Veld and Forest Fire Act",
          "Business continuity: tested recovery plans and off-site backups, so that a loss does not become a closure",
        ],
      },
      {
        type: "richText",
        heading: "ESG in underwriting",
        paragraphs: [
          "Environmental, social and governance factors are part of how we assess a commercial risk. Poor housekeeping, pollution risks, weak health and safety management and unsafe labour practices tend to go hand in hand with higher losses, so our underwriters and surveyors look for them and ask clients to address them.",
          "New risks involving thermal coal mining, and activities that present a serious risk of pollution without adequate controls, are referred to senior underwriters and are accepted only with specific risk improvement conditions. We also support clients investing in solar installations and battery storage with cover designed for these assets.",
        ],
      },
      {
        type: "richText",
        heading: "Our communities",
        paragraphs: [
          "Our social investment focuses on where our skills make the most difference: fire safety. We fund fire safety education and smoke alarm installations in informal settlements in Gauteng, the Western Cape and KwaZulu-Natal, and our engineers volunteer time to train community fire marshals.",
          "We also sponsor university bursaries in actuarial science, engineering and quantity surveying, and run learnerships that bring unemployed young people into insurance careers. In 2025 our staff gave more than 2 000 hours of volunteer time to community projects, including school fire drills and flood preparedness workshops.",
        ],
      },
      {
        type: "callToAction",
        heading: "Reduce your exposure",
        text: "Our risk engineers can assess your premises for fire, flood and other hazards and give you a practical plan to reduce the risk.",
        link: { label: "Explore risk management", route: "/risk-management" },
      },
    ],
  },

  "/credit-rating": {
    title: "Credit rating",
    description: `Policies placed through ${site.name} are underwritten by an insurer with a national-scale claims-paying-ability rating of AA-(ZA), outlook stable.`,
    eyebrow: "About us",
    intro: `Every policy we issue is underwritten by ${site.underwriter}, which carries the risk and pays claims from its own capital. In 2026 an independent rating agency affirmed the insurer's national-scale claims-paying-ability rating at AA-(ZA), with a stable outlook. The rating is an independent opinion of the insurer's financial strength and its ability to meet its obligations to policyholders, and it is reviewed at least once a year.`,
    blocks: [
      {
        type: "richText",
        heading: "The rating at a glance",
        paragraphs: [
          "The rating follows a full annual review of the insurer's capital, reinsurance programme, underwriting results, investment portfolio, governance and risk management. The agency's rating committee considered the insurer's performance through recent catastrophe events, as well as its plans for the coming years, before affirming the rating:",
        ],
        bullets: [
          `Rated entity: ${site.underwriter}`,
          "Rating type: national-scale claims-paying-ability rating",
          "Rating: AA-(ZA)",
          "Outlook: stable",
          "Status: affirmed in 2026 by an independent rating agency",
        ],
      },
      {
        type: "richText",
        heading: "What AA-(ZA) means",
        paragraphs: [
          `A claims-paying-ability rating measures an insurer's capacity to pay policyholder claims in full and on time. The "(ZA)" suffix shows that it is a South African national-scale rating, which compares the insurer with other South African issuers rather than with companies worldwide. The AA category indicates very strong claims-paying ability, and the minus sign places the rating at the lower end of that category.`,
          "A stable outlook means the agency does not expect the rating to change over the next 12 to 24 months. The agency monitors the insurer between reviews and would reconsider the rating earlier if a major event, such as a large catastrophe loss or a change in ownership, materially affected its financial position.",
        ],
      },
      {
        type: "richText",
        heading: "What it means for policyholders",
        paragraphs: [
          "When you buy insurance, you are buying a promise that will be tested only when something goes wrong, often years later. The rating gives you and your broker independent assurance that the insurer standing behind your policy has the capital and reinsurance to pay claims, including large losses and catastrophe events such as floods that affect many clients at once.",
          "Many corporate and public-sector clients require their insurers to hold a minimum rating before they will accept a policy. The AA-(ZA) rating meets the requirements of most South African corporate treasury and procurement policies, and your broker can provide the current rating letter for a tender submission or board report.",
        ],
      },
      {
        type: "richText",
        heading: "Regulation and policyholder protection",
        paragraphs: [
          "A rating is an opinion, not a guarantee. It sits alongside the protections that South African law provides. The insurer is licensed under the Insurance Act and supervised by the Prudential Authority, which requires it to hold capital in line with the Solvency Assessment and Management framework. Our conduct as an FSP is supervised by the FSCA, and the Policyholder Protection Rules govern how claims are handled.",
          "If you are unhappy with a claims decision and our internal complaints process does not resolve it, you may refer the matter to the National Financial Ombud Scheme South Africa (NFO). The ombud's service is free to policyholders, and its decisions are independent of both the insurer and the group.",
        ],
      },
      {
        type: "callToAction",
        heading: "See how quickly we pay",
        text: "Financial strength matters most when you claim. See the turnaround times we commit to for each type of claim.",
        link: { label: "Claims turnaround times", route: "/claims-handling/claims-turnaround-times" },
      },
    ],
  },

  "/b-bbee-level-1": {
    title: "Level 1 B-BBEE contributor",
    description: `${site.name} is a Level 1 B-BBEE contributor with 135% procurement recognition, verified by an independent SANAS-accredited agency.`,
    eyebrow: "About us",
    intro: `${site.name} is a Level 1 contributor to broad-based black economic empowerment, measured under the Amended Financial Sector Code. This gives clients who buy insurance from us 135% procurement recognition on their own B-BBEE scorecards. Our status is verified each year by an independent verification agency accredited by the South African National Accreditation System (SANAS), and our current certificate is available from your broker or on request.`,
    blocks: [
      {
        type: "richText",
        heading: "What Level 1 means for your scorecard",
        paragraphs: [
          "Under the B-BBEE Codes of Good Practice, every rand a measured entity spends with a Level 1 contributor counts as R1.35 towards its preferential procurement score. A business paying R2 million a year in premiums through us can therefore recognise R2.7 million of B-BBEE procurement spend.",
          "For public-sector clients, our B-BBEE status also supports the specific goals that organs of state may set in their procurement under the Preferential Procurement Policy Framework Act. Your broker can include our current certificate in a tender submission, and we confirm any change in our status to clients in writing.",
        ],
      },
      {
        type: "richText",
        heading: "How our status is verified",
        paragraphs: [
          "Each year an independent, SANAS-accredited verification agency audits our performance against every element of the Amended Financial Sector Code, reviewing source documents, payroll and procurement records, and interviewing staff and suppliers. The agency then issues a certificate that is valid for 12 months. The elements it measures are:",
        ],
        bullets: [
          "Ownership and management control",
          "Skills development",
          "Enterprise and supplier development",
          "Socio-economic development and consumer education",
          "Access to financial services and empowerment financing",
        ],
      },
      {
        type: "richText",
        heading: "Enterprise and supplier development",
        paragraphs: [
          "Our claims supply chain gives us a direct way to grow black-owned businesses. We actively develop black-owned panel beaters, towing operators, loss assessors, glass fitters and building contractors, and more than half of our claims-related procurement is spent with black-owned suppliers. Our support includes:",
        ],
        bullets: [
          "Payment within 15 days for qualifying small and exempted micro-enterprises",
          "Mentorship in quoting, invoicing and quality standards from our assessors and quantity surveyors",
          "Support for panel beaters to meet manufacturer and industry accreditation requirements",
          "Development loans on preferential terms for equipment and working capital",
        ],
      },
      {
        type: "richText",
        heading: "Skills development",
        paragraphs: [
          "We invest more than the Financial Sector Code target in skills development, with most of that spend directed at black employees and unemployed black youth. Our programmes lead to recognised qualifications and real jobs in insurance, not certificates alone. They include:",
        ],
        bullets: [
          "Short-term insurance learnerships for unemployed graduates, with a permanent role for those who qualify",
          "Bursaries in actuarial science, engineering and quantity surveying",
          "Support for staff and independent brokers preparing for regulatory examinations",
          "An internal programme that develops underwriters and claims handlers for senior and specialist roles",
        ],
      },
      {
        type: "callToAction",
        heading: "Beyond the scorecard",
        text: "B-BBEE is one part of how we contribute. Read about our work on climate resilience, fire safety and community development.",
        link: { label: "Our approach to sustainability", route: "/sustainability" },
      },
    ],
  },
};
