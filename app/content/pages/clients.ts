import type { PageContent } from "#app/content/types.ts";
import { site } from "#app/config/site.ts";

export const clientsPages: Record<string, PageContent> = {
  "/clients/jse-listed-multinationals": {
    title: "JSE-listed and multinational companies",
    description:
      "Insurance programmes for JSE-listed and multinational groups, with local policies, consistent risk engineering across sites and board-level reporting.",
    eyebrow: "Clients",
    intro: `Listed and multinational groups need insurance that fits a complex structure: many subsidiaries, sites in several provinces, high values at risk and boards that expect clear reporting on how risk is managed. ${site.name} works with your broker and your risk management team to design a programme that covers the whole group, is supported by our own risk engineers and is underwritten by ${site.underwriter}.`,
    heroImage: {
      image: "scenes/towers",
      alt: "Corporate office towers in a financial district",
    },
    blocks: [
      {
        type: "richText",
        heading: "A programme built around your group",
        paragraphs: [
          "We write a single master programme for the South African operations, with schedules for each subsidiary and site, common policy wording and one renewal date. Deductibles and self-insured retentions are set with your treasury team so that the group retains the frequent, predictable losses it can absorb and insures the severe ones. Larger risks are supported by the insurer's reinsurance programme. The programme can include:",
        ],
        bullets: [
          "Property damage and business interruption, including contingent cover for losses at key suppliers and customers",
          "Assets all risks for mobile plant, equipment and high-value assets",
          "Motor fleet cover for company vehicles, trucks and executive cars",
          "Public, products and specialist liability, including directors' and officers' and cyber cover",
          "SASRIA cover for riot, strike, civil commotion, public disorder and terrorism damage, which ordinary policies exclude: it is added to the property, asset and motor policies and its premium is shown separately",
        ],
      },
      {
        type: "teaser",
        heading: "Local policies within a global programme",
        description: [
          "South African law generally requires risks located in South Africa to be insured by an insurer licensed in South Africa. For groups with an international insurance programme, we issue locally admitted policies that sit under the parent company's global master policy. Local claims are paid in rand, in South Africa, while the global policy provides difference-in-conditions and difference-in-limits cover above our policy.",
          "We share premium, exposure and claims information with the global lead insurer and your broker in the format they require. Where the global programme includes a captive or a central deductible fund, we agree in advance how local claims will be recovered, so that subsidiaries are not left waiting for funds.",
        ],
        media: {
          type: "image",
          image: "scenes/harbour",
          alt: "Durban harbour with stacked containers and cargo ships",
        },
        button: {
          label: "Specialist liability cover",
          route: "/insurance-products/commercial-solutions/specialist-liablity",
        },
      },
      {
        type: "tabs",
        heading: "How we support your risk team",
        tabs: [
          {
            id: "engineering",
            label: "Risk engineering",
            content: [
              {
                type: "richText",
                heading: "One engineering standard across every site",
                paragraphs: [
                  "Our risk surveyors visit every major site and grade it against the same criteria, so that your risk team can compare a distribution centre in Durban with a factory in Ekurhuleni on equal terms.",
                ],
                bullets: [
                  "Fire engineering reviews of sprinkler and detection systems against SANS 10287 and related standards",
                  "Property portfolio valued by our quantity surveyors on a rolling three-year cycle",
                  "Recommendations and progress tracked for every site on the client risk management portal",
                ],
              },
            ],
          },
          {
            id: "reporting",
            label: "Board reporting",
            content: [
              {
                type: "richText",
                heading: "Reporting for risk committees and boards",
                paragraphs: [
                  "Under King IV, your board is responsible for governing risk. We give your risk and audit committees the information they need, in a consistent format from one year to the next:",
                ],
                bullets: [
                  "Quarterly claims reports by division",
                  "Open risk improvement recommendations by site and priority",
                  "Large-loss developments",
                  "Sums insured compared with current valuations",
                ],
              },
            ],
          },
          {
            id: "account-team",
            label: "Your account team",
            content: [
              {
                type: "richText",
                heading: "A named account team",
                paragraphs: [
                  "A named account team meets your broker and risk manager each quarter, and stays with the account from renewal to renewal.",
                ],
                bullets: [
                  "An underwriter with authority to agree terms",
                  "A claims manager who knows your programme",
                  "A senior risk engineer who knows your sites",
                  "For large losses, a loss adjuster appointed within 24 hours and interim payments while the claim is finalised",
                ],
              },
            ],
          },
        ],
      },
      {
        type: "callToAction",
        heading: "See your risk information in one place",
        text: "Our client risk management portal gives your team survey reports, recommendations and claims data for every site in the group.",
        link: { label: "Client risk management portal", route: "/broker-tools/client-risk-management-portal" },
      },
    ],
  },

  "/clients/state-owned-enterprise": {
    title: "State-owned enterprises and public entities",
    description:
      "Insurance for state-owned enterprises and public entities that supports PFMA compliance, PPPFA procurement and full public accountability.",
    eyebrow: "Clients",
    intro: `State-owned enterprises, public entities and municipalities insure assets that belong to the public and must account for every rand spent. ${site.name} insures infrastructure, buildings, vehicles and liabilities for public-sector clients through their appointed brokers, and works within the requirements of the Public Finance Management Act, the Preferential Procurement Policy Framework Act and the audit and reporting obligations that come with public funds.`,
    heroImage: {
      image: "scenes/infrastructure",
      alt: "Power lines, a port crane and a railway line",
    },
    blocks: [
      {
        type: "richText",
        heading: "Supporting your PFMA obligations",
        paragraphs: [
          "The PFMA makes the accounting authority of a public entity responsible for safeguarding its assets and for maintaining effective, efficient and transparent systems of risk management and internal control. Insurance is one part of that system. We help you decide which risks to insure and which to retain, and we document the reasoning so that it can be explained to your audit committee and the Auditor-General.",
          "For municipalities and municipal entities, we apply the same approach within the requirements of the Municipal Finance Management Act. Where an entity has a self-insurance fund or shares risk with other public bodies, we structure our cover to sit above it and to respond only to the losses the fund is not designed to carry.",
        ],
      },
      {
        type: "teaser",
        heading: "Cover for public assets and services",
        description: [
          "Public entities carry risks that few private businesses face: infrastructure spread across large areas, fleets used by the public, and facilities that may be damaged during community protests. Our property, assets all risks and motor fleet covers are designed for these exposures and include SASRIA cover for riot, strike, civil commotion, public disorder and terrorism damage, which ordinary policies exclude; the SASRIA premium is shown separately on the schedule.",
          "We also provide public liability cover for claims by members of the public injured on your premises or affected by your operations. Our risk surveyors can assess depots, offices, clinics and plant, and recommend affordable improvements that reduce losses without disrupting the services your entity delivers.",
        ],
        media: {
          type: "image",
          image: "scenes/community",
          alt: "A school building with children outside and a newly planted tree",
        },
        button: { label: "Assets all risks cover", route: "/insurance-products/commercial-solutions/assets-all-risks" },
        mediaFirst: true,
      },
      {
        type: "facts",
        heading: "Credentials for your bid file",
        items: [
          {
            value: `Level ${site.bbbee.level}`,
            label: "B-BBEE contributor",
            note: `${site.bbbee.procurementRecognition} procurement recognition`,
          },
          { value: `FSP ${site.fspNumber}`, label: "Authorised financial services provider" },
          {
            value: site.creditRating.rating,
            label: "Insurer's claims-paying-ability rating",
            note: `${site.creditRating.outlook} outlook, ${site.creditRating.agency}`,
          },
          { value: "CSD", label: "Registered on the Central Supplier Database" },
        ],
      },
      {
        type: "tabs",
        heading: "Working with the public sector",
        tabs: [
          {
            id: "procurement",
            label: "Procurement",
            content: [
              {
                type: "richText",
                heading: "Procurement under the PPPFA",
                paragraphs: [
                  "Insurance for organs of state is procured through open, competitive processes. We respond to tenders with your appointed broker and prepare our submissions to meet the bid conditions in full, including the preference point system under the PPPFA Regulations: 80/20 for most tenders and 90/10 for those above R50 million. Our submissions include:",
                ],
                bullets: [
                  "Registration on the National Treasury Central Supplier Database",
                  "A valid SARS tax compliance status PIN",
                  "Our B-BBEE certificate from a SANAS-accredited verification agency",
                  `Proof of our FSP authorisation (FSP ${site.fspNumber}) and the insurer's licence and claims-paying-ability rating`,
                  "Completed standard bidding documents, including declarations of interest",
                ],
              },
            ],
          },
          {
            id: "transparency",
            label: "Transparency",
            content: [
              {
                type: "richText",
                heading: "Transparency and accountability",
                paragraphs: [
                  "Public money demands a clear audit trail. Premiums are charged strictly in line with the awarded contract, and any change in cover is confirmed in writing before it takes effect, so that no expenditure is incurred outside the approved terms.",
                ],
                bullets: [
                  "Claims registers in a format that supports your annual report",
                  "Premium and sums insured schedules for the audit file",
                  "Loss reports for your audit and risk committees",
                ],
              },
            ],
          },
          {
            id: "ethics",
            label: "Ethics",
            content: [
              {
                type: "richText",
                heading: "Ethics in public-sector work",
                paragraphs: [
                  "These commitments form part of our code of ethics, which is overseen by our board's social and ethics committee and confirmed in writing with every bid.",
                ],
                bullets: [
                  "Our staff may not offer gifts or hospitality to officials involved in procurement",
                  "Every member of our team working on a public-sector account declares any conflict of interest",
                  "Conflicts are managed under our published conflict of interest policy",
                ],
              },
            ],
          },
        ],
      },
      {
        type: "callToAction",
        heading: "Check our empowerment credentials",
        text: `Our Level ${site.bbbee.level} B-BBEE status gives public-sector clients ${site.bbbee.procurementRecognition} procurement recognition. See how it is verified.`,
        link: { label: "Our B-BBEE status", route: "/b-bbee-level-1" },
      },
    ],
  },

  "/clients/commercial-clients": {
    title: "Commercial clients",
    description:
      "Commercial insurance for small and medium-sized South African businesses: package cover, accurate sums insured, practical risk advice and fair claims.",
    eyebrow: "Clients",
    intro: `Retailers, manufacturers, professional firms, hospitality businesses and property owners make up the largest part of our client base. ${site.name} gives these businesses cover that matches how they actually operate, backed by risk surveys that help prevent losses and a claims team that knows their policy. Cover is arranged through your independent broker and underwritten by ${site.underwriter}.`,
    heroImage: {
      image: "scenes/mall",
      alt: "The entrance of a shopping centre with shoppers walking in and out",
    },
    blocks: [
      {
        type: "richText",
        heading: "Cover for the way your business runs",
        paragraphs: [
          "Our commercial package lets you choose the sections your business needs under one policy, with one premium and one renewal date. Your broker will help you select the right sections and limits for your premises, stock and activities, and we will explain any condition that applies, such as security or fire protection requirements. The sections available include:",
        ],
        bullets: [
          "Fire and buildings combined, covering buildings, contents and stock",
          "Business interruption, covering lost gross profit and extra costs after insured damage",
          "Theft, money, glass and accidental damage",
          "Goods in transit and electronic equipment",
          "Public liability and employer's liability, which supplements the statutory COIDA cover for employee injuries",
          "SASRIA cover for riot, strike, civil commotion, public disorder and terrorism damage, which ordinary policies exclude; its premium is shown separately",
        ],
      },
      {
        type: "teaser",
        heading: "Getting the sums insured right",
        description: [
          "Underinsurance is one of the most common causes of disappointment at claims stage. Most property sections are subject to average: if a building worth R10 million is insured for R7 million, the insurer pays only 70% of any claim. Building costs in South Africa have risen sharply in recent years, and many sums insured have not kept pace.",
          "Our quantity surveyors can value your buildings for their full replacement cost, including demolition, debris removal, professional fees and cost escalation during rebuilding. A current valuation gives you and your broker confidence that a major loss will be paid in full rather than reduced by average.",
        ],
        media: {
          type: "image",
          image: "scenes/blueprints",
          alt: "Building plans on a desk with a ruler and a calculator",
        },
        button: { label: "About quantity surveying", route: "/risk-management/quantity-surveying" },
      },
      {
        type: "facts",
        heading: "How average works",
        items: [
          { value: "R10 million", label: "Value of the building" },
          { value: "R7 million", label: "Sum insured" },
          { value: "70%", label: "Share of each claim paid" },
          { value: "R700 000", label: "Paid on a R1 million loss", note: "The business carries the other R300 000" },
        ],
      },
      {
        type: "teaser",
        heading: "Risk advice for every size of premises",
        description: [
          "Larger premises are surveyed by one of our risk surveyors before cover starts. For smaller shops, offices and workshops, our In-Syte service lets a surveyor inspect the premises by live video call with you or your manager, usually within a few days of the request and without a site visit.",
          "Either way, you receive a short report with practical recommendations on fire protection, security, electrical safety and housekeeping, ranked by priority. Where a recommendation is a condition of cover, the report says so clearly and gives you a reasonable period to complete it.",
        ],
        media: {
          type: "image",
          image: "scenes/surveyor",
          alt: "A risk surveyor with a tablet in front of a factory",
        },
        button: { label: "About In-Syte", route: "/risk-management/risk-surveying/in-syte" },
        mediaFirst: true,
      },
      {
        type: "richText",
        heading: "Claims handled by people who know your policy",
        paragraphs: [
          `Report a claim to your broker, e-mail ${site.claimsEmail} or, for emergencies such as fire, burst pipes or break-ins outside office hours, call our 24/7 claims line on ${site.claimsEmergencyPhone}. A claims handler will confirm the next steps and appoint an assessor where needed.`,
        ],
        bullets: [
          "Interim payments on business interruption losses, so that you can pay staff and suppliers while the claim is finalised",
          "Published turnaround times for each type of claim",
          "Every decision explained in writing, with the policy wording it is based on",
        ],
      },
      {
        type: "callToAction",
        heading: "Explore our commercial package",
        text: "See the sections, limits and extensions available under our commercial insurance for small and medium-sized businesses.",
        link: { label: "Commercial insurance", route: "/insurance-products/commercial-solutions/commercial" },
      },
    ],
  },

  "/clients/fleet-transports": {
    title: "Fleet and transport operators",
    description:
      "Motor fleet and goods in transit insurance for South African transport and logistics operators, with driver risk management and faster repairs.",
    eyebrow: "Clients",
    intro: `Transport and logistics operators run on tight margins, and a vehicle off the road costs money every day. ${site.name} insures fleets from a handful of delivery vehicles to several hundred trucks and trailers, and combines that cover with driver and vehicle risk management, a parts procurement service that shortens repair times, and claims handlers who understand the pressure of keeping loads moving.`,
    heroImage: {
      image: "scenes/depot",
      alt: "A truck depot with a fuel station and rows of trailers",
    },
    blocks: [
      {
        type: "richText",
        heading: "Cover for fleets of every size",
        paragraphs: [
          "Our motor fleet policy covers all of your vehicles under one schedule, with premiums based on your claims history, vehicle types and the routes you run. Fleets that change often can be insured on a declared fleet value, so that new vehicles are covered from the day they join your register. Cover can include:",
        ],
        bullets: [
          "Own damage, theft and hijacking of vehicles, trailers and mounted equipment",
          "Third-party liability for damage to other people's vehicles and property",
          "Goods in transit, including loading and unloading",
          "Cross-border cover for trips into SADC countries",
          "Pollution clean-up after an accident involving hazardous loads",
          "SASRIA cover for riot, strike, civil commotion, public disorder and terrorism damage to every vehicle, which ordinary policies exclude; its premium is shown separately",
        ],
      },
      {
        type: "teaser",
        heading: "Faster repairs, less downtime",
        description: [
          "When a vehicle is damaged, our parts procurement team sources parts directly from manufacturers, importers and approved suppliers, and delivers them to the repairer. This reduces the time vehicles wait for parts, which is often the longest part of a truck repair, and ensures that the correct parts are fitted.",
          `Accidents and hijackings can be reported at any hour on our 24/7 claims line, ${site.claimsEmergencyPhone}. We arrange towing and recovery, and approved repairers across the country can start work quickly once the claim is authorised.`,
        ],
        media: {
          type: "image",
          image: "scenes/parts",
          alt: "Shelves of vehicle parts including bumpers, lights and wheels",
        },
        button: { label: "About parts procurement", route: "/motor-risk-managment/parts-procurement" },
      },
      {
        type: "tabs",
        heading: "Managing fleet risk",
        tabs: [
          {
            id: "drivers",
            label: "Drivers",
            content: [
              {
                type: "richText",
                heading: "Managing driver risk",
                paragraphs: [
                  "Most fleet losses begin with a driver decision. Our fleet risk team reviews how you recruit, train and manage drivers, and recommends practical improvements. Operators accredited under the Road Transport Management System, or those who share telematics data showing safe driving, can qualify for better terms at renewal.",
                ],
                bullets: [
                  "Licence and professional driving permit checks",
                  "Driver training and refresher programmes",
                  "Fatigue management and trip planning",
                  "Telematics and driver behaviour reporting",
                ],
              },
            ],
          },
          {
            id: "security",
            label: "Hijacking and cargo theft",
            content: [
              {
                type: "richText",
                heading: "Hijacking and cargo theft",
                paragraphs: [
                  "We help you set security measures for high-value loads. Clients who follow these measures on high-risk corridors, such as the main routes between Gauteng and the ports, benefit from lower excesses for hijacking and theft of cargo.",
                ],
                bullets: [
                  "Tracking and immobilisers on vehicles and trailers",
                  "Route planning and restricted stopping points",
                  "Vetting of drivers and subcontracted carriers",
                ],
              },
            ],
          },
          {
            id: "claims-protocol",
            label: "Claims protocol",
            content: [
              {
                type: "richText",
                heading: "A claims protocol agreed in advance",
                paragraphs: [
                  "For larger fleets, we agree a claims protocol in advance, so that nobody loses time deciding who may act when a truck is involved in an accident at night.",
                ],
                bullets: [
                  "Who may authorise towing, security and load transfer after hours",
                  "Which approved repairers to use in each region",
                  "How goods in transit losses are reported by your customers",
                ],
              },
            ],
          },
        ],
      },
      {
        type: "callToAction",
        heading: "Explore motor fleet cover",
        text: "See the cover, extensions and risk management support available under our motor fleet policy for transport operators.",
        link: { label: "Motor fleet insurance", route: "/insurance-products/commercial-solutions/motor-fleet" },
      },
    ],
  },

  "/clients/agriculture": {
    title: "Agricultural clients",
    description:
      "Insurance for South African farmers and agribusinesses: farm property, machinery, livestock, veld fire liability and practical on-farm risk advice.",
    eyebrow: "Clients",
    intro: `Farming businesses combine homes, workshops, packhouses, machinery, livestock and large areas of land, often far from emergency services. ${site.name} insures commercial farmers and agribusinesses in every province, with cover designed for how farms really operate, risk surveyors who understand agricultural hazards, and claims assessors who know that a breakdown in harvest season cannot wait. Cover is arranged through your independent broker.`,
    heroImage: {
      image: "scenes/farm",
      alt: "Farmland with a centre-pivot irrigator, a tractor and a silo",
    },
    blocks: [
      {
        type: "richText",
        heading: "Cover across the farm",
        paragraphs: [
          "Our agricultural policy brings the farm's main risks together under one policy, from the homestead to the pivot irrigation system. Your broker can tailor the sections and sums insured to your enterprise, whether you run a grain, livestock, fruit, wine, sugar or mixed farming operation. The sections available include:",
        ],
        bullets: [
          "Farm buildings, homesteads, packhouses, cold stores and their contents",
          "Tractors, harvesters, implements and irrigation equipment",
          "Crops against hail and fire",
          "Livestock, covering death from accident or disease and theft",
          "Harvested produce in storage and in transit",
          "Public and veld fire liability",
          "SASRIA cover for riot, strike, civil commotion, public disorder and terrorism damage to buildings, produce and machinery, which ordinary policies exclude",
        ],
      },
      {
        type: "teaser",
        heading: "Veld fire liability",
        description: [
          "A veld fire that starts on your land can spread to neighbouring farms and plantations and lead to claims for millions of rand. Under the National Veld and Forest Fire Act, a landowner who is not a member of a registered Fire Protection Association is presumed to have been negligent if a fire spreads from their land, unless they can prove otherwise.",
          "We recommend FPA membership for every client, and our veld fire liability cover offers limits of up to R20 million, based on the area farmed and the surrounding land use. Neighbouring plantations, nature reserves and high-value vineyards increase the potential size of a claim, so your broker should tell us what borders your land when we quote.",
        ],
        media: {
          type: "image",
          image: "scenes/veld-fire",
          alt: "A veld fire burning on a hillside beside a firebreak",
        },
        button: { label: "Agricultural insurance", route: "/insurance-products/commercial-solutions/agriculture" },
      },
      {
        type: "facts",
        heading: "Farm cover at a glance",
        items: [
          {
            value: "R20 million",
            label: "Veld fire liability limit",
            note: "Set by the area farmed and its neighbours",
          },
          { value: "72 hours", label: "To report hail damage", note: "Before the affected land is harvested" },
          { value: "24 hours", label: "To report stock theft to the SAPS" },
          { value: "24/7", label: "Claims line", note: site.claimsEmergencyPhone },
        ],
      },
      {
        type: "tabs",
        heading: "Risk engineering and claims on the farm",
        tabs: [
          {
            id: "surveys",
            label: "Farm surveys",
            content: [
              {
                type: "richText",
                heading: "Risk surveys on the farm",
                paragraphs: [
                  "Our risk surveyors visit larger farms and agribusinesses to assess the hazards that cause the biggest agricultural losses. Each visit results in a practical, prioritised report.",
                ],
                bullets: [
                  "Fires in packhouses and cold stores built with insulated panels",
                  "Dust explosions in grain silos",
                  "Electrical faults in pumps and solar installations",
                  "Stock theft and farm security",
                ],
              },
            ],
          },
          {
            id: "valuations",
            label: "Building valuations",
            content: [
              {
                type: "richText",
                heading: "Valuing farm buildings",
                paragraphs: [
                  "Our quantity surveyors can value packhouses, sheds and homesteads so that sums insured reflect current building costs in rural areas, where transport of materials and specialist contractors often add to the cost of rebuilding.",
                ],
                bullets: [
                  "Cold stores and packhouses are particularly prone to underinsurance",
                  "Insulated panels and refrigeration plant are expensive to replace",
                  "Valuations include demolition, debris removal and professional fees",
                ],
              },
            ],
          },
          {
            id: "claims",
            label: "Claims",
            content: [
              {
                type: "richText",
                heading: "Claims that understand the season",
                paragraphs: [
                  `Our claims team works with assessors who have agricultural experience and can get to rural areas quickly. Report claims through your broker, by e-mail to ${site.claimsEmail}, or on our 24/7 line, ${site.claimsEmergencyPhone}.`,
                ],
                bullets: [
                  "Damaged irrigation equipment and harvesters are prioritised during planting and harvest",
                  "Repairs or hire of replacement equipment can be authorised at short notice",
                  "Hail damage is measured in the field, with a second inspection where the crop needs it",
                ],
              },
            ],
          },
        ],
      },
      {
        type: "callToAction",
        heading: "Explore agricultural cover",
        text: "See the sections, limits and extensions available under our agricultural insurance for farms and agribusinesses.",
        link: { label: "Agricultural insurance", route: "/insurance-products/commercial-solutions/agriculture" },
      },
    ],
  },
};
