import type { PageContent } from "#app/content/types.ts";
import { site } from "#app/config/site.ts";

export const riskManagementPages: Record<string, PageContent> = {
  "/risk-management": {
    title: "Risk management",
    eyebrow: "Risk management",
    description: `${site.name} employs its own risk surveyors, fire engineers and quantity surveyors to assess, price and improve the risks it insures.`,
    intro: `${site.name} keeps risk engineering in-house rather than outsourcing it. Our risk surveyors, fire engineers and quantity surveyors visit the sites we insure, measure the hazards and agree practical improvements with the people who run them. The result is underwriting based on what is actually on site, sums insured that reflect the real cost of rebuilding, and fewer and smaller losses for our clients.`,
    heroImage: {
      image: "scenes/surveyor",
      alt: "A risk surveyor holding a tablet in front of a factory building",
    },
    blocks: [
      {
        type: "teaser",
        heading: "Why we keep risk engineering in-house",
        description: [
          "An underwriter can only price and accept a risk it understands. Our engineers sit with the underwriting teams in Sandton, Cape Town and Durban, so survey findings feed directly into terms, and a broker's question about a recommendation is answered by the person who walked the site. Clients deal with one team from the first survey to each renewal, not a rotating panel of contractors.",
          "For most commercial, corporate and agricultural property risks, surveys are part of the underwriting process and carry no separate fee. The same applies to follow-up visits that confirm recommendations have been completed, which often lead to better terms, lower excesses or the removal of special conditions at renewal.",
        ],
        media: {
          type: "image",
          image: "scenes/equipment",
          alt: "A generator, a laptop and surveying instruments laid out for a site visit",
        },
        button: { label: "About risk surveying", route: "/risk-management/risk-surveying" },
      },
      {
        type: "tabs",
        heading: "What the team does",
        tabs: [
          {
            id: "surveying",
            label: "Risk surveying",
            content: [
              {
                type: "richText",
                heading: "Risk surveying",
                paragraphs: [
                  "On-site assessment of construction, occupancy, protection and exposure, with an estimated maximum loss and graded recommendations for every significant commercial, industrial and agricultural risk.",
                ],
                bullets: [
                  "Surveys before new business and at renewal for larger or high-hazard risks",
                  "Reports within 10 working days of the visit",
                  "Requirements, recommendations and advisory notes, each with an agreed date",
                ],
              },
            ],
          },
          {
            id: "fire-engineering",
            label: "Fire engineering",
            content: [
              {
                type: "richText",
                heading: "Fire engineering",
                paragraphs: [
                  "Design review and inspection of sprinklers, detection, hydrants and hose reels, and assessment of buildings against SANS 10400-T, the fire protection part of the National Building Regulations.",
                ],
                bullets: [
                  "Sprinkler design review against SANS 10287",
                  "Pump start and flow tests on site",
                  "Review of rational fire designs for insured buildings",
                ],
              },
            ],
          },
          {
            id: "quantity-surveying",
            label: "Quantity surveying",
            content: [
              {
                type: "richText",
                heading: "Quantity surveying",
                paragraphs: [
                  "Replacement-value assessments that protect clients from underinsurance and the average condition, built up from construction cost, escalation, demolition and professional fees.",
                ],
                bullets: [
                  "Full assessments at least every three years",
                  "Indexed updates at each renewal in between",
                  "Reinstatement costs agreed with contractors after a loss",
                ],
              },
            ],
          },
          {
            id: "in-syte",
            label: "In-Syte",
            content: [
              {
                type: "richText",
                heading: "In-Syte remote surveys",
                paragraphs: [
                  "Video-guided remote surveys for smaller risks, with the same report standard as a site visit and a faster turnaround.",
                ],
                bullets: [
                  "Sessions of 30 to 60 minutes on the client's own smartphone",
                  "No app to install",
                  "Reports usually within three working days",
                ],
              },
            ],
          },
          {
            id: "parts",
            label: "Parts procurement",
            content: [
              {
                type: "richText",
                heading: "Motor parts procurement",
                paragraphs: [
                  "Sourcing of OEM and approved alternative parts for the vehicles we insure, to shorten repair times, control quality and prevent parts fraud.",
                ],
                bullets: [
                  "Parts ordered within one working day of repair authorisation",
                  "Verified suppliers, with part numbers recorded on the claim",
                  "Safety-critical components always OEM",
                ],
              },
            ],
          },
        ],
      },
      {
        type: "richText",
        heading: "How a risk improvement programme works",
        paragraphs: [
          "A survey is the start of a process, not the end of it. Recommendations are discussed with the client and broker before the report is finalised, so that deadlines are realistic and the cost of each improvement is weighed against the reduction in risk it delivers.",
        ],
        steps: [
          "Survey or In-Syte session, followed by a written report with photographs and a site plan.",
          "Recommendations graded as requirements, recommendations or advisory notes, each with an agreed completion date.",
          "Progress tracked on the client and broker risk management portals, where evidence of completion can be uploaded.",
          "Verification by desktop review or a follow-up visit, and an updated risk grading for renewal.",
        ],
      },
      {
        type: "managers",
        heading: "Our risk engineering team",
        intro:
          "Our risk engineering managers lead the surveyors, fire engineers, quantity surveyors, fleet risk specialists and parts buyers who work with brokers and clients across the country. Your broker can arrange for the right specialist to contact you about a survey, a report or a recommendation.",
        people: ["werner", "charlene", "megan", "sizwe", "vusi", "mandla"],
      },
      {
        type: "richText",
        heading: "What our surveys do not replace",
        paragraphs: [
          "Our reports are prepared for underwriting and loss prevention. They do not replace an owner's obligations under the Occupational Health and Safety Act, the National Building Regulations or municipal fire safety by-laws, and they are not a certificate of compliance. Where we identify a statutory shortfall we say so clearly, and we recommend that the client appoints a registered professional to design and sign off the remedy.",
        ],
      },
      {
        type: "callToAction",
        heading: "Arrange a risk survey",
        text: "Speak to your broker about a survey for a new or renewing risk, or read how our risk surveyors assess a site.",
        link: { label: "Read about risk surveying", route: "/risk-management/risk-surveying" },
      },
    ],
  },

  "/risk-management/risk-surveying": {
    title: "Risk surveying",
    eyebrow: "Risk management",
    description:
      "On-site surveys of commercial, industrial and agricultural risks: construction, occupancy, protection, exposure, maximum loss and graded recommendations.",
    intro: `Our risk surveyors inspect commercial, industrial, agricultural and high-value personal risks before cover is placed and at regular intervals afterwards. They record construction, occupancy, protection and exposure, estimate the largest loss a single event could cause, and set out practical recommendations. Brokers receive a clear report that supports the underwriting decision and gives the client a prioritised plan for reducing risk.`,
    heroImage: {
      image: "scenes/warehouse",
      alt: "A warehouse with loading bays and a forklift moving pallets",
    },
    blocks: [
      {
        type: "teaser",
        heading: "A survey that works for the client",
        description: [
          "A survey is not an inspection to be passed or failed. Our surveyors spend most of their time on the features that drive the loss potential of the particular site, and talk to the people who run it about how it is really used from day to day.",
          "The result is a report the underwriter can rely on and a prioritised plan the client can act on, with requirements agreed with the broker before they are finalised. Smaller, lower-hazard risks can be surveyed remotely through In-Syte instead of waiting for a visit.",
        ],
        media: {
          type: "image",
          image: "scenes/surveyor",
          alt: "A risk surveyor with a tablet standing in front of a factory",
        },
        button: { label: "About In-Syte remote surveys", route: "/risk-management/risk-surveying/in-syte" },
      },
      {
        type: "facts",
        heading: "A survey at a glance",
        items: [
          { value: "2 to 4 hours", label: "On site", note: "For a typical factory or warehouse" },
          { value: "10 working days", label: "To issue the report" },
          { value: "3 grades", label: "Of recommendation", note: "Requirements, recommendations and advisory notes" },
          {
            value: "Every 3 years",
            label: "Renewal surveys for standard risks",
            note: "Annually for high-hazard risks",
          },
        ],
      },
      {
        type: "tabs",
        heading: "How a survey works",
        tabs: [
          {
            id: "when",
            label: "When we survey",
            content: [
              {
                type: "richText",
                heading: "When we survey",
                paragraphs: [
                  "Survey requirements depend on the size and hazard of the risk rather than on the premium alone. A small woodworking shop can warrant a visit sooner than a large office block. Brokers can request a survey at any time, and we will always survey when a client asks us to review a specific concern.",
                ],
                bullets: [
                  "New business with total sums insured above R25 million, or any high-hazard occupancy regardless of value.",
                  "Renewal surveys every three years for standard risks and annually for high-hazard or very large risks.",
                  "After a significant loss, to understand the cause and prevent a repeat.",
                  "After a material change, such as an extension, a new production line or a change of occupancy.",
                ],
              },
            ],
          },
          {
            id: "what-we-look-at",
            label: "What we look at",
            content: [
              {
                type: "richText",
                heading: "What the surveyor looks at",
                paragraphs: [
                  "A survey follows a structured method so that risks can be compared fairly across our book, with the surveyor's time concentrated on what matters most at the particular site.",
                ],
                bullets: [
                  "Construction: walls, roof, insulated sandwich panels and their core material, fire separation between buildings.",
                  "Occupancy and process hazards: flammable liquids, dust, heat processes, storage heights and hot work controls.",
                  "Protection: sprinklers, detection, hydrants, hose reels, extinguishers and the water supply behind them.",
                  "Security: perimeter, intruder alarms, armed response, access control and cash handling.",
                  "Natural hazards: flood lines, stormwater, hail and lightning exposure.",
                  "Business interruption: critical machinery, single suppliers, standby power and recovery plans.",
                ],
              },
            ],
          },
          {
            id: "report",
            label: "The report",
            content: [
              {
                type: "richText",
                heading: "The survey report",
                paragraphs: [
                  "The report is issued within 10 working days of the visit. It includes photographs, a site plan, the estimated maximum loss and a risk grading, followed by graded recommendations. Reports are shared only with the client, the appointed broker and the underwriter, and photographs and any personal information gathered on site are processed in line with POPIA.",
                ],
                bullets: [
                  "Requirements: a condition of cover, with an agreed deadline, discussed with the broker before they are finalised",
                  "Recommendations: improvements we strongly advise",
                  "Advisory notes: good practice that reduces risk further",
                ],
              },
            ],
          },
          {
            id: "preparing",
            label: "Preparing for a visit",
            content: [
              {
                type: "richText",
                heading: "Preparing for a visit",
                paragraphs: [
                  "A survey goes faster, and the report is more accurate, when someone who knows the buildings and the maintenance records is available throughout and the surveyor can reach roof spaces, plant rooms and pump houses. Please have these ready:",
                ],
                bullets: [
                  "Service records for sprinklers, fire detection, intruder alarms and extinguishers.",
                  "The electrical certificate of compliance and any thermographic survey reports.",
                  "Site plans, building plans and details of recent or planned alterations.",
                  "The previous survey report and evidence of work done on its recommendations.",
                ],
              },
            ],
          },
        ],
      },
      {
        type: "callToAction",
        heading: "Request a survey through the broker portal",
        text: "Contracted brokers can request surveys, track recommendations and download reports for their clients online.",
        link: { label: "Broker risk management portal", route: "/broker-tools/broker-risk-management-portal" },
      },
    ],
  },

  "/risk-management/fire-engineering": {
    title: "Fire engineering",
    eyebrow: "Risk management",
    description:
      "Fire engineering for insured buildings: SANS 10400-T compliance, SANS 10287 sprinkler design and inspection, detection, rational designs and hydrant tests.",
    intro: `Fire remains the largest single cause of the big commercial property losses we pay. Our fire engineers review designs before they are built, inspect and test fire protection at insured sites, and advise owners on bringing older buildings up to the standard that the National Building Regulations and underwriters expect. Their work covers passive protection, sprinklers, detection and the water supplies that firefighters rely on.`,
    heroImage: {
      image: "scenes/fire",
      alt: "Sprinkler heads on a ceiling above a fire hydrant and a hose reel",
    },
    blocks: [
      {
        type: "teaser",
        heading: "Compliance with SANS 10400-T",
        description: [
          "Part T of the National Building Regulations, applied through SANS 10400-T, sets the requirements for fire resistance of structural elements, division and compartment sizes, escape routes and travel distances, fire doors and provision for firefighting.",
          "We review plans and existing buildings against its deemed-to-satisfy rules and identify gaps, such as compartments that have grown through extensions or warehouses where higher racking has changed the hazard category. Reviewing a design before it is built costs far less than correcting a building afterwards.",
        ],
        media: {
          type: "image",
          image: "scenes/blueprints",
          alt: "Building plans on a desk with a ruler and a calculator",
        },
        button: {
          label: "Commercial property cover",
          route: "/insurance-products/commercial-solutions/property-all-risk-commercial",
        },
      },
      {
        type: "tabs",
        heading: "Our fire engineering services",
        tabs: [
          {
            id: "sprinklers",
            label: "Sprinklers",
            content: [
              {
                type: "richText",
                heading: "Sprinkler design and inspection",
                paragraphs: [
                  "We review sprinkler designs against SANS 10287 before installation, checking hazard classification, design density, water supply, pump sets and tank capacity. Once a system is in service, our engineers inspect it to confirm that it will still control a fire in the building as it is used today, not as it was used when the system was designed.",
                ],
                bullets: [
                  "Main stop valves locked open and alarm valve sets in working order.",
                  "Electric and diesel pump start tests, fuel levels and run times.",
                  "Flow tests at the installation valve set, compared with the design figures.",
                  "Storage heights, commodity changes and obstructions to sprinkler heads.",
                  "Owner's weekly test records and the annual service certificate.",
                ],
              },
            ],
          },
          {
            id: "detection",
            label: "Fire detection",
            content: [
              {
                type: "richText",
                heading: "Fire detection",
                paragraphs: [
                  "Automatic detection buys time, but only if it is suited to the environment and its signal reaches someone who will act. We assess detection with reference to SANS 10139.",
                ],
                bullets: [
                  "Detector type and coverage for the environment, such as dusty or high-ceilinged areas",
                  "Zoning, panel faults and isolated zones",
                  "Transmission of alarms to a 24-hour monitoring centre",
                  "Service records and the response procedure on site",
                ],
              },
            ],
          },
          {
            id: "rational-designs",
            label: "Rational designs",
            content: [
              {
                type: "richText",
                heading: "Rational fire designs",
                paragraphs: [
                  "Where a building cannot meet the deemed-to-satisfy rules, SANS 10400-T allows a rational design by a competent person. We review rational designs for insured buildings, because a change of use can quietly invalidate the design.",
                ],
                bullets: [
                  "Assumptions about fire load and the goods stored",
                  "Occupancy numbers and escape times",
                  "Expected fire brigade response times and water supply",
                ],
              },
            ],
          },
          {
            id: "hydrants",
            label: "Hydrants and hose reels",
            content: [
              {
                type: "richText",
                heading: "Hydrant and hose reel tests",
                paragraphs: [
                  "Hydrants and hose reels are often the first line of defence on sites without sprinklers, and municipal water pressure can fall well below what the installation needs, particularly when reservoirs are drawn down.",
                ],
                bullets: [
                  "Flow and pressure measured at the most remote hydrants",
                  "Hose reels inspected for reach and condition",
                  "Booster pumps or on-site storage recommended where the supply is inadequate",
                ],
              },
            ],
          },
        ],
      },
      {
        type: "callToAction",
        heading: "Speak to a fire engineer",
        text: "Our fire engineers work from Sandton, Cape Town and Durban. Contact your nearest office to discuss a design review or inspection.",
        link: { label: "Find a regional office", route: "/contact/regional-offices" },
      },
    ],
  },

  "/risk-management/quantity-surveying": {
    title: "Quantity surveying",
    eyebrow: "Risk management",
    description:
      "Replacement-value assessments that set a defensible sum insured, allowing for escalation, demolition and fees, so that average does not reduce a claim.",
    intro: `Property claims are settled against the sum insured the client chose. If that figure is lower than the real cost of rebuilding, the average condition reduces every claim, not only a total loss. Our quantity surveyors prepare replacement-value assessments that give clients and brokers a defensible sum insured, built up from construction cost, escalation, demolition and debris removal, and professional fees.`,
    heroImage: {
      image: "scenes/blueprints",
      alt: "Building plans spread on a desk with a ruler and a calculator",
    },
    blocks: [
      {
        type: "teaser",
        heading: "How average reduces a claim",
        description: [
          "Under the average condition, an underinsured client is treated as carrying part of the risk themselves. Suppose a factory would cost R40 million to rebuild but is insured for R30 million, or 75 percent of its value. A fire causes R8 million of damage. The claim is paid at 75 percent, so the client receives R6 million less the excess and must fund the remaining R2 million from its own resources.",
          "Underinsurance is rarely deliberate. It usually comes from a sum insured set years ago and increased by a flat percentage at each renewal, or from a book value or municipal valuation used in place of a rebuilding cost. Neither reflects what a contractor would charge today to clear the site and rebuild.",
        ],
        media: {
          type: "image",
          image: "scenes/construction",
          alt: "A construction site with a tower crane and workers in hard hats",
        },
      },
      {
        type: "facts",
        heading: "The example in figures",
        items: [
          { value: "R40 million", label: "Cost to rebuild" },
          { value: "R30 million", label: "Sum insured", note: "75 percent of the true value" },
          { value: "R8 million", label: "Fire damage" },
          { value: "R6 million", label: "Claim paid", note: "Less the excess: R2 million falls on the client" },
        ],
      },
      {
        type: "richText",
        heading: "What an assessment includes",
        paragraphs: [
          "Each assessment is based on a site inspection, measured floor areas and the actual specification of the buildings. The report shows every element separately, so that the broker and client can see how the sum insured is made up and adjust it as the property changes.",
        ],
        bullets: [
          "Reinstatement of the buildings to the same standard using current materials and methods.",
          "Additional costs of complying with current building regulations and municipal requirements.",
          "Demolition, site clearance and debris removal after a major loss.",
          "Professional fees for architects, engineers, quantity surveyors and project managers, usually 12 to 18 percent of construction cost.",
          "External works such as boundary walls, paving, yards, fencing and site services.",
          "VAT, where the insured cannot claim it back as input tax.",
        ],
      },
      {
        type: "tabs",
        heading: "Keeping values current",
        tabs: [
          {
            id: "escalation",
            label: "Escalation",
            content: [
              {
                type: "richText",
                heading: "Allowing for escalation",
                paragraphs: [
                  "A sum insured must cover the cost of rebuilding at the time the work is actually done. For a large building that can be two years or more after the loss, once design, municipal approval, tender and construction are complete. Our assessments therefore add two allowances:",
                ],
                bullets: [
                  "Escalation during the policy year",
                  "Escalation through the design, approval and rebuilding period",
                  "Both based on current building cost trends in the region concerned",
                ],
              },
            ],
          },
          {
            id: "revaluation",
            label: "How often to revalue",
            content: [
              {
                type: "richText",
                heading: "How often to revalue",
                paragraphs: [
                  "We recommend regular assessments so that the sum insured keeps pace with building costs, which have risen faster than general inflation in recent years.",
                ],
                bullets: [
                  "A full assessment at least every three years",
                  "An indexed update at each renewal in between",
                  "A new assessment after any significant alteration or addition",
                ],
              },
            ],
          },
          {
            id: "sectional-title",
            label: "Sectional title schemes",
            content: [
              {
                type: "richText",
                heading: "Sectional title schemes",
                paragraphs: [
                  "Sectional title bodies corporate have a statutory duty to insure buildings to their replacement value, and the prescribed management rules require a replacement valuation at least every three years, to be presented at the annual general meeting.",
                ],
                bullets: [
                  "Valuations for residential, commercial and mixed-use schemes",
                  "Remote In-Syte assessments for smaller schemes",
                  "A report trustees can table at the annual general meeting",
                ],
              },
            ],
          },
        ],
      },
      {
        type: "callToAction",
        heading: "Check your sums insured",
        text: "Ask your broker to arrange a replacement-value assessment as part of your property cover review.",
        link: {
          label: "Commercial property cover",
          route: "/insurance-products/commercial-solutions/property-all-risk-commercial",
        },
      },
    ],
  },

  "/risk-management/risk-surveying/in-syte": {
    title: "In-Syte remote surveys",
    eyebrow: "Risk surveying",
    description:
      "In-Syte is a video-guided remote survey: the client walks the site with a smartphone while one of our surveyors directs the inspection in real time.",
    intro: `In-Syte is ${site.name}'s remote survey service for smaller commercial risks. Instead of waiting for a site visit, the client walks the premises with a smartphone while one of our risk surveyors directs the inspection by live video. The surveyor captures the photographs and information needed, and the report follows the same standard as a physical survey, usually within three working days of the session.`,
    heroImage: {
      image: "scenes/dashboard",
      alt: "A laptop showing charts on a risk dashboard",
    },
    blocks: [
      {
        type: "teaser",
        heading: "See In-Syte in action",
        description: [
          "The client opens a secure link on their phone, the surveyor joins the call, and together they walk the premises: capturing photographs, reading equipment labels and checking service tags as they go.",
          "Because there is no travel to schedule, most In-Syte reports reach the broker within three working days, written by the same surveyors and to the same standard as a report from a site visit.",
        ],
        media: { type: "video", video: "in-syte", title: "In-Syte in 12 seconds", poster: "posters/in-syte" },
        button: { label: "Book through the broker portal", route: "/broker-tools/broker-risk-management-portal" },
      },
      {
        type: "facts",
        heading: "In-Syte at a glance",
        items: [
          { value: "30 to 60 minutes", label: "Typical session length" },
          { value: "3 working days", label: "To issue most reports" },
          { value: "Up to R25 million", label: "Typical total sums insured" },
          { value: "07:30 to 17:00", label: "Weekday sessions", note: "Usually within two working days of booking" },
        ],
      },
      {
        type: "richText",
        heading: "How an In-Syte session works",
        paragraphs: [
          "The session needs only a smartphone with a working camera and a mobile data or Wi-Fi connection. The link opens in the phone's browser, so there is no app to install.",
        ],
        steps: [
          "The broker books the session for a qualifying client.",
          "We send the client a secure link by SMS or email.",
          "At the agreed time the surveyor joins the call and explains what they need to see.",
          "The surveyor guides the client around the site room by room, capturing still images and reading labels and service tags.",
          "The report, with photographs, a risk grading and graded recommendations, is issued to the broker.",
        ],
      },
      {
        type: "tabs",
        heading: "Is In-Syte right for the risk?",
        tabs: [
          {
            id: "suitable",
            label: "Which risks suit In-Syte",
            content: [
              {
                type: "richText",
                heading: "Which risks suit In-Syte",
                paragraphs: [
                  "In-Syte is designed for smaller, lower-hazard risks where a full site visit would add time and cost without adding much insight. Our underwriters decide whether a risk qualifies.",
                ],
                bullets: [
                  "Offices, retail shops, small warehouses and light workshops.",
                  "Sectional title and residential schemes, and high-value homes on our Opulence product.",
                  "Total sums insured typically up to R25 million.",
                ],
              },
            ],
          },
          {
            id: "not-suitable",
            label: "When we visit instead",
            content: [
              {
                type: "richText",
                heading: "When we visit instead",
                paragraphs: [
                  "The surveyor can end a session and recommend a physical visit if something seen on the call needs closer inspection.",
                ],
                bullets: [
                  "High-hazard processes, such as spray painting, woodworking or chemical storage",
                  "Large sprinklered sites, where pumps and valves must be tested",
                  "Risks requiring roof access or inspection of insulated panel construction",
                ],
              },
            ],
          },
          {
            id: "privacy",
            label: "Privacy and recordings",
            content: [
              {
                type: "richText",
                heading: "Privacy and recordings",
                paragraphs: [
                  "Sessions are recorded only with the client's consent, which we ask for at the start of the call. Recordings and images are used for underwriting and risk improvement, stored securely with the policy record and processed in line with POPIA.",
                ],
                bullets: [
                  "Avoid filming staff faces, customers or confidential documents",
                  "The surveyor will direct the camera away from them where possible",
                  "Recordings are never shared outside the client, broker and underwriter",
                ],
              },
            ],
          },
        ],
      },
      {
        type: "callToAction",
        heading: "Book an In-Syte session",
        text: "Brokers can book In-Syte sessions for qualifying clients through the broker risk management portal.",
        link: { label: "Broker risk management portal", route: "/broker-tools/broker-risk-management-portal" },
      },
    ],
  },

  "/motor-risk-managment/parts-procurement": {
    title: "Motor parts procurement",
    eyebrow: "Motor risk management",
    description:
      "We source OEM and approved alternative parts for insured vehicle repairs, shortening repair times, controlling quality and reducing parts fraud.",
    intro: `Parts make up the largest share of most motor repair bills and cause most repair delays. ${site.name}'s parts procurement team sources original equipment manufacturer (OEM) and approved alternative parts directly for repairs on the vehicles we insure. Repairers receive the right parts sooner, clients get their vehicles back faster, and every part fitted can be traced to a verified supplier.`,
    heroImage: {
      image: "scenes/parts",
      alt: "Shelves stocked with vehicle parts: bumpers, headlights and wheels",
    },
    blocks: [
      {
        type: "teaser",
        heading: "A shorter repair cycle",
        description: [
          "Waiting for parts is the main reason vehicles stand in repair shops. Central ordering, stock visibility across several suppliers and early ordering on the assessor's estimate have reduced the average time from authorisation to completion on our book by around four working days.",
          "For fleet clients that means less downtime and fewer days of car hire paid under the policy; for personal clients, it means getting the family car back sooner.",
        ],
        media: {
          type: "image",
          image: "scenes/claims",
          alt: "An assessor inspecting a damaged car",
        },
        button: { label: "Claims turnaround times", route: "/claims-handling/claims-turnaround-times" },
      },
      {
        type: "richText",
        heading: "How parts procurement works",
        paragraphs: [
          "Once a claim is approved and the assessor has agreed the repair method, our team takes over the parts on the repair estimate. The repairer no longer has to chase suppliers, and we can compare price and availability across the panel instead of relying on a single quote.",
        ],
        steps: [
          "The assessor agrees the repair method and the parts list with the repairer.",
          "We order the parts within one working day of repair authorisation, from a panel of approved dealers and distributors.",
          "Delivery is tracked to the approved repairer, and back-orders are escalated to alternative suppliers.",
          "Invoices are paid directly to the supplier, not through the repair invoice.",
        ],
      },
      {
        type: "tabs",
        heading: "Parts, quality and fraud prevention",
        tabs: [
          {
            id: "oem",
            label: "OEM and alternative parts",
            content: [
              {
                type: "richText",
                heading: "OEM and approved alternative parts",
                paragraphs: [
                  "The Competition Commission's automotive aftermarket guidelines allow owners to use non-OEM parts of suitable quality without automatically voiding a manufacturer's warranty.",
                ],
                bullets: [
                  "Vehicles within the manufacturer's warranty period are repaired with OEM parts",
                  "Older vehicles may be repaired with approved alternative parts that match the original in fit, form and function and carry a supplier warranty",
                  "Safety-critical components, including airbags, seatbelts, braking and steering parts, are always OEM, regardless of the vehicle's age",
                ],
              },
            ],
          },
          {
            id: "quality",
            label: "Quality and fraud prevention",
            content: [
              {
                type: "richText",
                heading: "Quality control and fraud prevention",
                paragraphs: [
                  "Sourcing parts ourselves closes several gaps that inflate motor claims. Parts arrive with a traceable supplier invoice and part number, so used, counterfeit or grey-import parts cannot be substituted for the new parts that were paid for.",
                ],
                bullets: [
                  "Verified suppliers only, with part numbers recorded on the claim file.",
                  "Post-repair inspections on a risk-based sample of claims.",
                  "Salvaged parts retained and recorded to prevent double billing.",
                ],
              },
            ],
          },
          {
            id: "suppliers",
            label: "For suppliers",
            content: [
              {
                type: "richText",
                heading: "Joining our supplier panel",
                paragraphs: [
                  `Dealers and parts distributors who would like to supply parts for our repairs can contact our parts procurement manager through the switchboard on ${site.phone}. We actively develop black-owned suppliers as part of our enterprise and supplier development commitments.`,
                ],
                bullets: [
                  "Verified trading history and traceable sourcing",
                  "Delivery capacity in the regions you serve",
                  "Warranty terms on the parts you supply",
                ],
              },
            ],
          },
        ],
      },
      {
        type: "callToAction",
        heading: "Motor and fleet cover",
        text: "See how parts procurement and our approved repairer network support our motor fleet policies.",
        link: { label: "Motor fleet insurance", route: "/insurance-products/commercial-solutions/motor-fleet" },
      },
    ],
  },
};
