import type { PageContent } from "#app/content/types.ts";
import { site } from "#app/config/site.ts";
import { formatDate } from "#app/lib/format/dates.ts";

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const rating = site.creditRating;
const bbbee = site.bbbee;
const ratingAffirmed = formatDate(rating.affirmed);
const bbbeeLevel = `Level ${bbbee.level}`;

export const groupPages: Record<string, PageContent> = {
  "/": {
    title: site.tagline,
    description: `${site.name} is an authorised FSP and underwriting manager providing commercial and personal insurance through independent brokers.`,
    eyebrow: "About us",
    intro: `${site.name} is an authorised financial services provider (FSP ${site.fspNumber}) and underwriting manager. Since 2004 we have designed, underwritten and administered commercial and personal insurance for South African businesses, public entities and households, sold only through independent brokers. Every policy is underwritten by ${site.underwriter}, and our own risk surveyors, fire engineers and quantity surveyors inform how each significant risk is rated and covered.`,
    heroImage: {
      image: "scenes/skyline",
      alt: "The Johannesburg skyline at dusk, with the Hillbrow tower rising above the city lights",
    },
    heroVideo: {
      video: "intro",
      poster: "posters/intro",
      title: `${site.name} in 20 seconds`,
      buttonLabel: "Watch our introduction",
    },
    blocks: [
      {
        type: "gauges",
        heading: "The group in figures",
        intro:
          "Two figures show the scale of the promise we keep. Assets under protection is the total sum insured across all the policies we administer today. Claims paid is the amount, in rand, we paid out to policyholders and third parties in our last financial year.",
        gauges: [
          { label: "Assets under protection", value: 48.6, range: 60, units: "bn", variant: 2 },
          { label: "Claims paid", value: 2.4, range: 3, units: "bn", variant: 2 },
        ],
      },
      {
        type: "richText",
        heading: "What we do",
        paragraphs: [
          `As an underwriting manager we act under a binder agreement with ${site.underwriter}. Within the limits that agreement sets, we assess and accept risks, set premiums, issue policy documents, collect premiums and settle claims on the insurer's behalf. The insurer carries the risk and holds the capital; we carry the day-to-day work of underwriting, policy administration and claims.`,
          "Our range covers most of what a South African business or household needs to insure, from a single retail shop to a listed group with sites in every province. Property, motor and asset covers include SASRIA cover for riot, strike, civil commotion, public disorder and terrorism damage, which ordinary policies exclude and only SASRIA can provide in South Africa:",
        ],
        bullets: [
          "Commercial packages for small and medium-sized businesses",
          "Assets all risks, commercial property and sectional title property",
          "Motor fleet cover for transport and logistics operators and for business fleets of every size",
          "Agricultural cover for crops, livestock, farm buildings and machinery",
          "Specialist liability, including directors' and officers', professional indemnity, product and cyber liability",
          "Personal lines, including Opulence for high-value homes and collections, and leisure cover for boats, caravans and motorcycles",
        ],
      },
      {
        type: "teaser",
        heading: "Commercial solutions",
        description: [
          "From an owner-managed workshop to a national distributor or a JSE-listed group, our commercial policies are built section by section around how a business really operates: buildings and stock, business interruption, money, goods in transit, liability, fleets, farms and sectional title schemes.",
          "Each significant risk is surveyed by our own engineers before it is quoted, so that cover, conditions and premium match what is actually on site, and claims are settled by people who understand the policy they are paying.",
        ],
        media: {
          type: "image",
          image: "scenes/warehouse",
          alt: "A warehouse with loading bays and a forklift moving stock",
        },
        button: { label: "Explore commercial insurance", route: "/insurance-products/commercial-solutions/commercial" },
      },
      {
        type: "teaser",
        heading: "Personal solutions",
        description: [
          "Our personal policy brings your home, household contents, vehicles and portable valuables together on one schedule, with one renewal date and one claims team. Opulence extends that to high-value homes, art and jewellery at agreed values, and our leisure cover insures boats, caravans and motorcycles.",
          "Personal cover is arranged through your independent broker, who advises you on what to insure and for how much, and reviews it with you as your circumstances change.",
        ],
        media: {
          type: "image",
          image: "scenes/home",
          alt: "A suburban family home with a car parked in the driveway",
        },
        button: { label: "Explore personal insurance", route: "/insurance-products/personal-solutions/personal" },
        mediaFirst: true,
      },
      {
        type: "teaser",
        heading: "Risk engineering at the centre",
        description: [
          "We employ our own risk engineers rather than relying only on outside surveyors. Risk surveyors visit premises before cover is quoted, fire engineers assess detection and sprinkler systems against the relevant SANS standards, and quantity surveyors check that buildings are insured for what they would really cost to rebuild. Our In-Syte service lets smaller risks be surveyed remotely by live video.",
          "On the motor side, our parts procurement team sources parts for repairs directly from manufacturers, importers and approved suppliers. This shortens the time vehicles spend off the road and keeps claims costs, and therefore premiums, under control.",
        ],
        media: {
          type: "image",
          image: "scenes/surveyor",
          alt: "A risk surveyor holding a tablet in front of a factory building",
        },
        button: { label: "About risk management", route: "/risk-management" },
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
        type: "facts",
        heading: "Regulated and accountable",
        items: [
          {
            value: `FSP ${site.fspNumber}`,
            label: "Authorised financial services provider",
            note: "Supervised by the Financial Sector Conduct Authority",
          },
          {
            value: rating.rating,
            label: "Insurer's claims-paying-ability rating",
            note: `${rating.outlook} outlook, affirmed by ${rating.agency} on ${ratingAffirmed}`,
          },
          {
            value: bbbeeLevel,
            label: "B-BBEE contributor",
            note: `${bbbee.procurementRecognition} procurement recognition for our clients`,
          },
          {
            value: "24/7",
            label: "Claims line",
            note: `${site.claimsEmergencyPhone}, every day of the year`,
          },
        ],
      },
      {
        type: "richText",
        paragraphs: [
          `${site.legalName} is an authorised financial services provider, FSP ${site.fspNumber}, supervised by the Financial Sector Conduct Authority. ${site.underwriter} is a licensed insurer under the Insurance Act and is prudentially supervised by the Prudential Authority. We apply the Policyholder Protection Rules and the Treating Customers Fairly outcomes in how we design products, communicate and handle claims.`,
        ],
        bullets: [
          "Complaints we cannot resolve can be referred to the National Financial Ombud Scheme South Africa (NFO), free of charge",
          "Personal information processed in line with POPIA",
          "Conflicts of interest managed under a published conflict of interest policy",
        ],
      },
      {
        type: "callToAction",
        heading: "Looking for cover?",
        text: "We work only through independent brokers. Ask yours for a quote from us, or contact our nearest office and we will refer you to a broker who handles your type of cover.",
        link: { label: "Contact our offices", route: "/contact/regional-offices" },
      },
    ],
  },

  "/about/mission-vision-values": {
    title: "Mission, vision and values",
    description: `Why ${site.name} exists, where it is heading and the values that guide how it underwrites, surveys risks and settles claims.`,
    eyebrow: "About us",
    intro: `${site.name} brings underwriters, risk engineers, claims specialists and independent brokers together as one team for each client. Our mission, vision and values set out what we are trying to achieve, and the standards that clients, brokers and regulators can hold us to whenever a policy is written, a survey is carried out or a claim is made.`,
    heroImage: {
      image: "scenes/handshake",
      alt: "Two people shaking hands across a desk after a meeting",
    },
    blocks: [
      {
        type: "teaser",
        heading: "Our mission and vision",
        description: [
          "Our mission is to give South African businesses, public entities and households insurance they can rely on, by understanding each risk properly before we cover it and by paying valid claims quickly and fairly when loss happens. We do this through independent brokers, because we believe clients are best served by advice from someone who works for them.",
          "We want to be the underwriting manager that brokers choose first for complex commercial and high-value personal risks in South Africa: known for sound technical underwriting, practical risk engineering and claims decisions that are made quickly and explained clearly. We also want our clients to have fewer and smaller losses each year because of the advice our surveyors and engineers give them.",
        ],
        media: {
          type: "image",
          image: "scenes/surveyor",
          alt: "A risk surveyor with a tablet inspecting a factory before cover is quoted",
        },
        button: { label: "Meet our leadership", route: "/about/our-leadership" },
      },
      {
        type: "tabs",
        heading: "Our values",
        tabs: [
          {
            id: "know-the-risk",
            label: "Know the risk",
            content: [
              {
                type: "richText",
                heading: "Know the risk",
                paragraphs: [
                  "We survey, measure and ask questions before we quote, so that cover and premium match the real exposure. An underwriter who has seen the site, or read a surveyor's report on it, can offer terms with confidence and explain them to the client.",
                ],
                bullets: [
                  "Risk surveys before cover starts on significant commercial, industrial and agricultural risks",
                  "Replacement valuations so that sums insured reflect the real cost of rebuilding",
                  "Recommendations that are practical, priced and agreed with the client and broker",
                ],
              },
            ],
          },
          {
            id: "deal-fairly",
            label: "Deal fairly",
            content: [
              {
                type: "richText",
                heading: "Deal fairly",
                paragraphs: [
                  "We write policy wording in plain language and apply it consistently, in line with the Treating Customers Fairly outcomes and the Policyholder Protection Rules. Two clients in the same position should receive the same answer.",
                ],
                bullets: [
                  "Wordings reviewed for clarity before every product launch and renewal cycle",
                  "Exclusions and conditions explained at quote stage, not at claim stage",
                  "Complaints analysed every quarter for patterns that point to unfair outcomes",
                ],
              },
            ],
          },
          {
            id: "keep-our-promises",
            label: "Keep our promises",
            content: [
              {
                type: "richText",
                heading: "Keep our promises",
                paragraphs: [
                  "We pay valid claims within our published turnaround times and explain every decision in writing. When a claim cannot be paid, the client and broker are told why, with the policy wording the decision rests on and how to challenge it.",
                ],
                bullets: [
                  "Published turnaround times for motor, theft, property, glass and all risks claims",
                  "A 24/7 claims line for emergencies, answered by our own team",
                  "Interim payments on large losses while the claim is finalised",
                ],
              },
            ],
          },
          {
            id: "work-in-partnership",
            label: "Work in partnership",
            content: [
              {
                type: "richText",
                heading: "Work in partnership",
                paragraphs: [
                  "We respect the broker's role as the client's adviser and never sell around the broker. We support brokers with tools, training and direct access to the people who make decisions.",
                ],
                bullets: [
                  "A named underwriter and broker consultant for every brokerage",
                  "Broker and client risk management portals and an online policy administration system",
                  "CPD-accredited e-learning for brokers and their representatives",
                ],
              },
            ],
          },
          {
            id: "be-accountable",
            label: "Be accountable",
            content: [
              {
                type: "richText",
                heading: "Be accountable",
                paragraphs: [
                  "We own our mistakes, put them right and report openly to our board, our insurer and our regulators. Accountability applies to every level of the group, from a claims handler's file notes to the executive committee's decisions.",
                ],
                bullets: [
                  "Quarterly reporting to the board on service, complaints and conduct measures",
                  "Annual audits of underwriting and claims by our insurer",
                  "An independent compliance function reporting to the board's risk and compliance committee",
                ],
              },
            ],
          },
        ],
      },
      {
        type: "richText",
        heading: "Values in practice",
        paragraphs: [
          "Values only mean something if they can be measured. We track claims turnaround times, complaint volumes and outcomes, survey recommendations implemented by clients and broker satisfaction, and report these to our board each quarter. Where a measure slips, the responsible executive reports on the cause and the corrective action, and the result is reviewed at the next meeting.",
          "The values are also part of how we recruit, train and assess staff. Every manager is measured against them as well as against financial results, and a pay policy approved by the board makes sure that nobody is rewarded for volume at the expense of sound underwriting or fair claims decisions.",
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
    heroImage: {
      image: "scenes/boardroom",
      alt: "Executives seated around a meeting table in front of a window overlooking the city",
    },
    blocks: [
      {
        type: "leadership",
        heading: "Our leadership",
        intro:
          "Meet the people who run the group day to day: the chief executive committee, the group executive committee, and the senior and management teams who lead underwriting, claims, risk engineering, finance and our regional offices. Choose a group to see its members.",
      },
      {
        type: "tabs",
        heading: "How we are governed",
        tabs: [
          {
            id: "board",
            label: "The board",
            content: [
              {
                type: "richText",
                heading: "The board",
                paragraphs: [
                  `The board of ${site.legalName} sets the group's strategy and risk appetite, approves its underwriting policy and monitors its performance. It is chaired by an independent non-executive director, and non-executive directors make up the majority of its members. Directors bring experience in short-term insurance, actuarial science, engineering, law, audit and public-sector finance.`,
                  "The board applies the principles of the King IV Report on Corporate Governance for South Africa:",
                ],
                bullets: [
                  "It meets at least quarterly, with additional meetings when a major loss or regulatory matter requires",
                  "It reviews its own effectiveness every year, with an external evaluation every third year",
                  "It meets the group's insurer and external auditors without management present at least once a year",
                ],
              },
            ],
          },
          {
            id: "committees",
            label: "Board committees",
            content: [
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
            ],
          },
          {
            id: "key-individuals",
            label: "FAIS key individuals",
            content: [
              {
                type: "richText",
                heading: "FAIS key individuals and compliance",
                paragraphs: [
                  `As an authorised financial services provider (FSP ${site.fspNumber}), we must appoint key individuals approved by the Financial Sector Conduct Authority to manage and oversee each category of financial service we render. An FSCA-approved compliance officer, who reports to the risk and compliance committee, monitors our compliance with the FAIS Act, the General Code of Conduct and the Policyholder Protection Rules, tests client files and submits an annual compliance report to the FSCA.`,
                ],
                bullets: [
                  "Key individuals meet the fit and proper requirements for honesty, integrity, good standing, competence, operational ability and financial soundness",
                  "Each completes continuous professional development in every CPD cycle",
                  "Representatives are listed on our FSCA register and supervised until they meet the competence requirements in full",
                ],
              },
            ],
          },
          {
            id: "insurer-oversight",
            label: "Oversight by our insurer",
            content: [
              {
                type: "richText",
                heading: "Oversight by our insurer",
                paragraphs: [
                  `Because we underwrite and settle claims on behalf of ${site.underwriter}, the insurer oversees our work under the binder agreement between us. Management committees for underwriting, claims and product governance sit below the board and escalate any matter outside their mandate.`,
                ],
                bullets: [
                  "Underwriting and claims authority limits set by the insurer",
                  "Monthly management information on premiums, claims and complaints",
                  "An audit of underwriting, claims and policy administration at least once a year",
                ],
              },
            ],
          },
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
    heroImage: {
      image: "scenes/history",
      alt: "An illustrated timeline of buildings growing taller from 2004 to today",
    },
    blocks: [
      {
        type: "facts",
        heading: "Two decades at a glance",
        items: [
          { value: "2004", label: "Founded in Johannesburg", note: "Authorised under the then new FAIS Act" },
          { value: "3", label: "Regional offices", note: "Sandton, Cape Town and Durban" },
          { value: bbbeeLevel, label: "B-BBEE contributor", note: "First achieved in 2022" },
          { value: rating.rating, label: "Insurer's rating", note: `Affirmed ${ratingAffirmed}` },
        ],
      },
      {
        type: "tabs",
        heading: "Milestones",
        tabs: [
          {
            id: "2004-2010",
            label: "2004 to 2010",
            content: [
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
            ],
          },
          {
            id: "2011-2019",
            label: "2011 to 2019",
            content: [
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
            ],
          },
          {
            id: "2020-onwards",
            label: "2020 onwards",
            content: [
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
                  `2026: ${rating.rating} claims-paying-ability rating of our underwriting insurer affirmed by ${rating.agency} with a ${rating.outlook.toLowerCase()} outlook`,
                ],
              },
            ],
          },
        ],
      },
      {
        type: "teaser",
        heading: "The founding idea still holds",
        description: [
          "Our founders were underwriters who had seen too many claims disputed because nobody had looked at the risk before it was insured. They hired surveyors as employees rather than contractors, and sat them next to the underwriters.",
          "Twenty years later, that is still how we work. Risk surveyors, fire engineers and quantity surveyors inform every significant underwriting decision, and the same team follows a client from the first survey to each renewal and, when it happens, to the claim.",
        ],
        media: {
          type: "image",
          image: "scenes/blueprints",
          alt: "Building plans spread out on a desk with a ruler and a calculator",
        },
        button: { label: "How our risk engineers work", route: "/risk-management" },
        mediaFirst: true,
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
    heroImage: {
      image: "scenes/sustainability",
      alt: "Solar panels on a warehouse roof in the sun, with trees around the building",
    },
    blocks: [
      {
        type: "teaser",
        heading: "Climate risk in our portfolio",
        description: [
          "The April 2022 floods in KwaZulu-Natal, repeated fire seasons in the Western Cape and severe hail storms on the Highveld have shown how quickly weather losses can grow. We map every insured property against flood, fire and hail exposure data, monitor how much of our portfolio sits in high-risk areas, and report our accumulation of weather-related risk to our board and our insurer.",
          "This lets us keep offering cover in exposed areas on terms that reflect the real risk, rather than withdrawing from whole towns or regions. It also helps our insurer buy the right catastrophe reinsurance, so that a single severe event does not threaten its ability to pay every client who claims.",
        ],
        media: {
          type: "image",
          image: "scenes/flood",
          alt: "A flooded coastal road under heavy rain",
        },
      },
      {
        type: "tabs",
        heading: "Flood and fire resilience",
        tabs: [
          {
            id: "flood",
            label: "Flood",
            content: [
              {
                type: "richText",
                heading: "Reducing flood damage",
                paragraphs: [
                  "Most flood losses we pay are made worse by stock and equipment stored at floor level and by blocked stormwater systems. Where clients act on our recommendations, we reflect the lower risk in their terms, deductibles and premium at the next renewal.",
                ],
                bullets: [
                  "Raise stock, switchboards and critical equipment above known flood levels",
                  "Clear gutters, downpipes and stormwater channels before the rainy season",
                  "Install flood barriers and non-return valves on drains at vulnerable sites",
                ],
              },
            ],
          },
          {
            id: "fire",
            label: "Fire",
            content: [
              {
                type: "richText",
                heading: "Reducing fire damage",
                paragraphs: [
                  "Fire remains the largest single cause of the big commercial losses we pay. Our fire engineers help clients keep protection systems working and separate the hazards that spread fire fastest.",
                ],
                bullets: [
                  "Maintain sprinkler and detection systems and record the weekly tests",
                  "Separate high-hazard processes and control hot work with a permit system",
                  "Manage combustible waste, pallets and insulated panel cladding",
                ],
              },
            ],
          },
          {
            id: "veld-fire",
            label: "Veld fire",
            content: [
              {
                type: "richText",
                heading: "Reducing veld fire losses",
                paragraphs: [
                  "On farms and smallholdings, veld fires can destroy grazing, buildings and neighbouring property in hours. The National Veld and Forest Fire Act places clear duties on landowners.",
                ],
                bullets: [
                  "Prepare and maintain firebreaks before the fire season",
                  "Manage fuel loads near buildings, fuel stores and boundaries",
                  "Join the local Fire Protection Association, which also counts in your favour if a fire spreads",
                ],
              },
            ],
          },
          {
            id: "continuity",
            label: "Business continuity",
            content: [
              {
                type: "richText",
                heading: "Recovering after a loss",
                paragraphs: [
                  "A loss only becomes a closure when the business cannot recover. We help clients plan for the weeks after a flood or fire, not only for the event itself.",
                ],
                bullets: [
                  "Keep a tested recovery plan with named people and alternative premises",
                  "Back up data off site and test that it can be restored",
                  "Identify single suppliers and critical machinery, and plan alternatives",
                ],
              },
            ],
          },
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
        type: "teaser",
        heading: "Our communities",
        description: [
          "Our social investment focuses on where our skills make the most difference: fire safety. We fund fire safety education and smoke alarm installations in informal settlements in Gauteng, the Western Cape and KwaZulu-Natal, and our engineers volunteer time to train community fire marshals.",
          "We also sponsor university bursaries in actuarial science, engineering and quantity surveying, and run learnerships that bring unemployed young people into insurance careers. In 2025 our staff gave more than 2 000 hours of volunteer time to community projects, including school fire drills and flood preparedness workshops.",
        ],
        media: {
          type: "image",
          image: "scenes/community",
          alt: "Children outside a school building beside a newly planted tree",
        },
        button: { label: `Our ${bbbeeLevel} B-BBEE status`, route: "/b-bbee-level-1" },
        mediaFirst: true,
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
    description: `Our policies are underwritten by an insurer rated ${rating.rating} on the ${rating.scale} by ${rating.agency}, with a ${rating.outlook.toLowerCase()} outlook.`,
    eyebrow: "About us",
    intro: `Every policy we issue is underwritten by ${site.underwriter}, which carries the risk and pays claims from its own capital. On ${ratingAffirmed} ${rating.agency} affirmed the insurer's ${rating.scale} claims-paying-ability rating at ${rating.rating}, with a ${rating.outlook.toLowerCase()} outlook. The rating is an independent opinion of the insurer's financial strength and its ability to meet its obligations to policyholders, and it is reviewed at least once a year.`,
    heroImage: {
      image: "scenes/rating",
      alt: "A rising bar chart beside a shield marked with a tick",
    },
    blocks: [
      {
        type: "facts",
        heading: "The rating at a glance",
        items: [
          { value: rating.rating, label: "Claims-paying-ability rating", note: `Rated entity: ${site.underwriter}` },
          { value: capitalise(rating.scale), label: "Rating scale", note: "Compared with other South African issuers" },
          { value: rating.outlook, label: "Outlook", note: "No change expected over the next 12 to 24 months" },
          { value: rating.agency, label: "Rating agency", note: "Independent of the insurer and the group" },
          { value: ratingAffirmed, label: "Date affirmed", note: "Reviewed at least once a year" },
        ],
      },
      {
        type: "richText",
        heading: `What ${rating.rating} means`,
        paragraphs: [
          "The rating follows a full annual review of the insurer's capital, reinsurance programme, underwriting results, investment portfolio, governance and risk management. The agency's rating committee considered the insurer's performance through recent catastrophe events, as well as its plans for the coming years, before affirming the rating.",
          `A claims-paying-ability rating measures an insurer's capacity to pay policyholder claims in full and on time. The "(ZA)" suffix shows that it is a South African ${rating.scale} rating, which compares the insurer with other South African issuers rather than with companies worldwide. The AA category indicates very strong claims-paying ability, and the minus sign places the rating at the lower end of that category.`,
          `A ${rating.outlook.toLowerCase()} outlook means the agency does not expect the rating to change over the next 12 to 24 months. The agency monitors the insurer between reviews and would reconsider the rating earlier if a major event, such as a large catastrophe loss or a change in ownership, materially affected its financial position.`,
        ],
      },
      {
        type: "tabs",
        heading: "What the rating means for you",
        tabs: [
          {
            id: "clients",
            label: "For clients",
            content: [
              {
                type: "richText",
                heading: "For policyholders",
                paragraphs: [
                  "When you buy insurance, you are buying a promise that will be tested only when something goes wrong, often years later. The rating gives you independent assurance that the insurer standing behind your policy has the capital and reinsurance to pay claims, including large losses and catastrophe events such as floods that affect many clients at once.",
                ],
                bullets: [
                  "Confidence that large and catastrophe claims can be paid in full",
                  "An insurer rating that meets most South African corporate treasury and procurement policies",
                  "A current rating letter available through your broker for board reports and tender files",
                ],
              },
            ],
          },
          {
            id: "brokers",
            label: "For brokers",
            content: [
              {
                type: "richText",
                heading: "For brokers",
                paragraphs: [
                  "Under the FAIS General Code of Conduct, brokers must take the financial soundness of a product supplier into account when they advise a client. The rating is an independent, documented point of reference for your record of advice.",
                ],
                bullets: [
                  "Place corporate and public-sector risks that require a minimum insurer rating",
                  "Include the rating letter in tender submissions and client presentations",
                  "Receive notice from us in writing if the rating or outlook changes",
                ],
              },
            ],
          },
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
    title: `${bbbeeLevel} B-BBEE contributor`,
    description: `${site.name} is a ${bbbeeLevel} B-BBEE contributor with ${bbbee.procurementRecognition} procurement recognition, verified by an independent SANAS-accredited agency.`,
    eyebrow: "About us",
    intro: `${site.name} is a ${bbbeeLevel} contributor to broad-based black economic empowerment, measured under the Amended Financial Sector Code. This gives clients who buy insurance from us ${bbbee.procurementRecognition} procurement recognition on their own B-BBEE scorecards. Our status is verified each year by ${bbbee.verificationAgency}, an independent agency accredited by the South African National Accreditation System (SANAS), and our current certificate is available from your broker or on request.`,
    heroImage: {
      image: "scenes/community",
      alt: "Children outside a school building beside a newly planted tree",
    },
    blocks: [
      {
        type: "facts",
        heading: "Our verified B-BBEE status",
        items: [
          { value: bbbeeLevel, label: "B-BBEE status level", note: "Amended Financial Sector Code" },
          { value: bbbee.score, label: "Scorecard points", note: "Level 1 requires at least 100 points" },
          { value: bbbee.procurementRecognition, label: "Procurement recognition" },
          { value: bbbee.blackOwnership, label: "Black ownership" },
          { value: bbbee.blackWomenOwnership, label: "Black women ownership" },
          { value: bbbee.verificationAgency, label: "Verification agency", note: "SANAS-accredited" },
          {
            value: formatDate(bbbee.certificateExpires),
            label: "Certificate valid until",
            note: "Renewed after each annual verification",
          },
        ],
      },
      {
        type: "tabs",
        heading: "What it means for you",
        tabs: [
          {
            id: "procurement",
            label: "Your scorecard",
            content: [
              {
                type: "richText",
                heading: "Preferential procurement",
                paragraphs: [
                  `Under the B-BBEE Codes of Good Practice, every rand a measured entity spends with a ${bbbeeLevel} contributor counts at ${bbbee.procurementRecognition} towards its preferential procurement score. A business paying R2 million a year in premiums through us can therefore recognise R2.7 million of B-BBEE procurement spend.`,
                ],
                bullets: [
                  "Premiums paid for policies we administer count as procurement spend with us",
                  "Our black ownership and black women ownership can also count towards the designated group supplier targets",
                  "A copy of our current certificate is available for your verification file",
                ],
              },
            ],
          },
          {
            id: "public-sector",
            label: "Public-sector tenders",
            content: [
              {
                type: "richText",
                heading: "Public-sector procurement",
                paragraphs: [
                  "For public-sector clients, our B-BBEE status supports the specific goals that organs of state may set in their procurement under the Preferential Procurement Policy Framework Act. Your broker can include our current certificate in a tender submission, and we confirm any change in our status to clients in writing.",
                ],
                bullets: [
                  "Certificate issued by a SANAS-accredited verification agency",
                  "Registration on the National Treasury Central Supplier Database",
                  "Tax compliance status and FSP authorisation available for every bid",
                ],
              },
            ],
          },
          {
            id: "transformation",
            label: "Transformation",
            content: [
              {
                type: "richText",
                heading: "Transformation beyond the certificate",
                paragraphs: [
                  "We treat B-BBEE as a business commitment, not a compliance exercise. Each year an independent verification agency audits our performance against every element of the Amended Financial Sector Code, reviewing source documents, payroll and procurement records, and interviewing staff and suppliers. The elements it measures are:",
                ],
                bullets: [
                  "Ownership and management control",
                  "Skills development",
                  "Enterprise and supplier development",
                  "Socio-economic development and consumer education",
                  "Access to financial services and empowerment financing",
                ],
              },
            ],
          },
        ],
      },
      {
        type: "teaser",
        heading: "Enterprise and supplier development",
        description: [
          "Our claims supply chain gives us a direct way to grow black-owned businesses. We actively develop black-owned panel beaters, towing operators, loss assessors, glass fitters and building contractors, and more than half of our claims-related procurement is spent with black-owned suppliers.",
          "Qualifying small and exempted micro-enterprises are paid within 15 days. Our assessors and quantity surveyors mentor them in quoting, invoicing and quality standards, we help panel beaters meet manufacturer and industry accreditation requirements, and we offer development loans on preferential terms for equipment and working capital.",
        ],
        media: {
          type: "image",
          image: "scenes/workshop",
          alt: "A presenter at a whiteboard in a training room with a group of learners",
        },
        button: { label: "Our parts procurement", route: "/motor-risk-managment/parts-procurement" },
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
