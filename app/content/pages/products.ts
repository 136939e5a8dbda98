import type { Block, PageContent, SimpleBlock } from "#app/content/types.ts";
import { site } from "#app/config/site.ts";

const COMMERCIAL = "/insurance-products/commercial-solutions";
const PERSONAL = "/insurance-products/personal-solutions";
const OFFICES = { label: "Find a regional office", route: "/contact/regional-offices" };

/** The product detail tab set every product page shares: the same four tabs, in the same order. */
function productDetails(
  heading: string,
  tabs: { cover: SimpleBlock[]; whoFor: SimpleBlock[]; howItWorks: SimpleBlock[]; claims: SimpleBlock[] },
): Block {
  return {
    type: "tabs",
    heading,
    tabs: [
      { id: "cover", label: "What's covered", content: tabs.cover },
      { id: "who-for", label: "Who it's for", content: tabs.whoFor },
      { id: "how-it-works", label: "How it works", content: tabs.howItWorks },
      { id: "claims", label: "Claims", content: tabs.claims },
    ],
  };
}

/**
 * SASRIA cover, explained the same way on every page where it applies.
 * `insured` completes "we add SASRIA cover to your policy for …".
 */
function sasria(insured: string, note?: string): SimpleBlock {
  return {
    type: "richText",
    heading: "SASRIA cover",
    paragraphs: [
      `Ordinary insurance policies in South Africa exclude loss or damage caused by riot, strike, civil commotion, public disorder and terrorism. That cover is provided only by SASRIA SOC Ltd, the state-owned special risks insurer. We add SASRIA cover to your policy for ${insured}, and its premium is shown separately on your schedule.`,
      ...(note ? [note] : []),
    ],
    bullets: [
      "Riot, strike, civil commotion, labour disturbances and public disorder, including looting during unrest",
      "Terrorism and acts of malicious damage linked to political unrest",
      "Claims reported to us in the usual way: we submit them to SASRIA and keep you and your broker informed",
    ],
  };
}

export const productsPages: Record<string, PageContent> = {
  [`${COMMERCIAL}/commercial`]: {
    title: "Commercial insurance",
    eyebrow: "Commercial solutions",
    description:
      "Business all risks, fire, buildings, business interruption, money, transit and liability cover for South African businesses, placed through your broker.",
    intro: `${site.name} insures South African businesses, from owner-managed firms to listed groups and state-owned enterprises. Every policy is underwritten by ${site.underwriter} and placed through an independent broker, who helps you choose the sections you need. Behind the cover sits our own risk engineering team, who survey sites, test fire protection and check sums insured, so that your premium reflects how well your risk is actually managed.`,
    heroImage: {
      image: "scenes/office-park",
      alt: "A business park with low office buildings and cars parked in front",
    },
    blocks: [
      {
        type: "teaser",
        heading: "One policy, built section by section",
        description: [
          "A retailer with one shop and a distributor with ten warehouses need very different cover. Our commercial policy lets each business choose only the sections it needs, from fire and buildings to business interruption, money, glass, goods in transit and liability, each with its own sum insured or limit, on one schedule with one renewal date.",
          "Before we quote on a significant risk, one of our surveyors looks at the premises, in person or by live video through In-Syte. The findings shape your terms, and the recommendations give you a practical list of improvements that can lower your premium and, more importantly, prevent a loss.",
          "Commercial cover is arranged through your independent broker. If you do not have one yet, any of our offices can refer you to a broker who places commercial business in your area.",
        ],
        media: {
          type: "image",
          image: "scenes/surveyor",
          alt: "A risk surveyor with a tablet standing in front of a factory",
        },
        button: OFFICES,
      },
      {
        type: "facts",
        heading: "The policy at a glance",
        items: [
          { value: "11", label: "Sections to choose from", note: "Each with its own sum insured or limit" },
          { value: "1", label: "Schedule and renewal date", note: "For every section you choose" },
          { value: "In-Syte", label: "Remote surveys for smaller premises", note: "By live video from your own phone" },
          { value: "24/7", label: "Claims line", note: site.claimsEmergencyPhone },
        ],
      },
      productDetails("Commercial insurance in detail", {
        cover: [
          {
            type: "richText",
            heading: "The sections you can choose",
            paragraphs: [
              "Each section carries its own sum insured or limit, so cover can be increased where the exposure is highest and left out where it is not needed. The most common combinations are fire or buildings combined with business interruption, plus money, glass and public liability.",
            ],
            bullets: [
              "Business all risks: accidental loss of or damage to portable items such as laptops, tools and samples, on and off your premises",
              "Fire: buildings, plant, stock and contents against fire, lightning, explosion, storm, water and impact",
              "Buildings combined: wider cover for owners of buildings, including geysers, subsidence by extension and rent lost after damage",
              "Business interruption: loss of gross profit and increased cost of working after insured damage",
              "Money: cash and cheques on the premises, in a safe, in transit to the bank and at employees' homes",
              "Glass: accidental breakage of windows, shopfronts, signs and mirrors, including boarding up",
              "Goods in transit: stock and goods carried on your own vehicles or by a contracted carrier",
              "Public liability: legal liability for injury to people or damage to their property arising from your business",
              "Employers' liability: claims by employees that fall outside the Compensation for Occupational Injuries and Diseases Act",
              "Electronic equipment: computers, servers, telephone systems and control equipment, including breakdown and data reinstatement",
              "Accidental damage: sudden damage to insured property from causes not named under the fire section",
            ],
          },
          {
            type: "richText",
            heading: "What is not covered",
            paragraphs: [
              "Like every commercial policy, ours does not pay for losses that are certain, gradual or outside the business's control of its own premises:",
            ],
            bullets: [
              "Wear and tear, gradual deterioration and poor maintenance",
              "Faulty design or workmanship (damage that results from it is covered)",
              "Theft without forced or violent entry to or exit from the premises",
              "Pollution that is not sudden and accidental, war and nuclear risks",
            ],
          },
          sasria(
            "the fire, buildings, business interruption, glass, money, goods in transit and electronic equipment sections",
            "SASRIA does not apply to the liability sections, because it covers physical loss or damage and the losses that follow from it.",
          ),
        ],
        whoFor: [
          {
            type: "richText",
            heading: "Who it is for",
            paragraphs: [
              "Our commercial policy suits any business with premises, stock, equipment, money, staff and customers to protect. It is built section by section, so a single-branch retailer and a national distributor each buy only the cover that fits. Larger or more complex risks can be arranged as a dedicated programme, with deductibles and limits structured by your broker.",
            ],
            bullets: [
              "Manufacturers, warehouses and distributors",
              "Retailers, from a single shop to a regional chain",
              "Office tenants and owners, professional firms and service businesses",
              "Hotels, guest houses and restaurants",
              "Motor fleet, agriculture and specialist liability are written on their own dedicated policies",
            ],
          },
        ],
        howItWorks: [
          {
            type: "richText",
            heading: "Quotes and surveys",
            paragraphs: [
              "Quotes are arranged through your independent broker. For larger sites our risk surveyors visit before cover starts. Smaller premises can often be surveyed remotely through In-Syte, using a guided video call from your own phone. To give an accurate price we need:",
            ],
            bullets: [
              "A description of the business and the address and construction of each site",
              "Sums insured per section, with buildings at replacement value and stock at cost price",
              "Annual turnover and gross profit, for business interruption",
              "Details of alarms, burglar bars, sprinklers and other protection",
              "Five years of claims history",
            ],
          },
          {
            type: "richText",
            heading: "Conditions that matter",
            paragraphs: [
              "Sums insured must reflect full value. If you are underinsured, average applies and a claim is reduced in proportion. Security and fire protection noted on your schedule must be kept in working order, and survey requirements must be completed by the agreed date.",
            ],
            bullets: [
              "Review sums insured every year, and after extensions or new stock lines",
              "Keep service certificates for alarms, sprinklers and fire equipment",
              "Tell your broker about changes in occupancy, process or premises",
            ],
          },
        ],
        claims: [
          {
            type: "richText",
            heading: "How claims are handled",
            paragraphs: [
              `Report a loss to your broker or to our claims team at ${site.claimsEmail} as soon as you can, and call ${site.claimsEmergencyPhone} at any hour for fire, flood or break-ins that need urgent help. Our own claims handlers manage the file from start to finish, appointing a loss adjuster for larger losses and our quantity surveyors to agree building repair costs.`,
            ],
            bullets: [
              "Take reasonable steps to prevent further damage, and keep receipts for emergency work",
              "Keep damaged items and stock until the assessor has seen them",
              "Open a police case for theft or malicious damage and keep the case number",
              "For business interruption, interim payments help you pay staff and suppliers while the claim is finalised",
            ],
          },
        ],
      }),
      {
        type: "callToAction",
        heading: "Have your premises surveyed",
        text: "A risk survey shows where your cover and your protection need attention before a loss, not after. Ask your broker to request one, or read how our surveyors work.",
        link: { label: "About risk surveying", route: "/risk-management/risk-surveying" },
      },
    ],
  },

  [`${COMMERCIAL}/assets-all-risks`]: {
    title: "Assets all risks",
    eyebrow: "Commercial solutions",
    description:
      "All risks cover for equipment, plant and tools that move between sites, insured against accidental loss or damage from any cause not excluded.",
    intro: `Assets all risks insures the equipment your business depends on wherever it is used: on site, in a vehicle, at a client's premises or in storage. Instead of listing the perils that are covered, it covers accidental physical loss or damage from any cause that is not specifically excluded. The policy is underwritten by ${site.underwriter} and arranged through your independent broker, with cover tailored to the way your assets are actually used.`,
    heroImage: {
      image: "scenes/equipment",
      alt: "A portable generator, a laptop and surveying equipment set out together",
    },
    blocks: [
      {
        type: "teaser",
        heading: "Cover that travels with your equipment",
        description: [
          "A laser scanner on a mine, an excavator on a road contract, an ultrasound machine moved between practices: the most valuable equipment in many businesses never stays in one building, so a fire or buildings policy is not enough.",
          "Assets all risks follows each item wherever it is used in South Africa, and in neighbouring SADC countries where agreed. Items above R50 000 are listed individually, smaller items are covered on a blanket basis, and where we can source a replacement faster than you could buy one, we do.",
        ],
        media: {
          type: "image",
          image: "scenes/construction",
          alt: "A construction site with a tower crane and workers in hard hats",
        },
        button: { label: "Download a claim form", route: "/claims-handling/claim-forms" },
      },
      {
        type: "facts",
        heading: "The policy at a glance",
        items: [
          {
            value: "R50 000",
            label: "Items above this value listed individually",
            note: "Smaller items covered on a blanket basis",
          },
          { value: "SADC", label: "Cover in neighbouring countries", note: "Where agreed on the schedule" },
          { value: "2 days", label: "All risks fast-track settlement", note: "For straightforward claims" },
        ],
      },
      productDetails("Assets all risks in detail", {
        cover: [
          {
            type: "richText",
            heading: "What it covers",
            paragraphs: [
              "Assets are covered in the Republic of South Africa as standard, and in neighbouring Southern African Development Community countries where agreed on the schedule. Items valued above R50 000 are listed individually with serial numbers, while smaller items can be insured on a blanket basis up to a limit per item.",
            ],
            bullets: [
              "Accidental damage, including dropping, collision and overturning of mobile plant",
              "Theft and attempted theft, including hijacking of the vehicle carrying the assets",
              "Fire, lightning, explosion, storm, flood and hail",
              "Damage while the assets are being carried, loaded or unloaded",
              "Replacement as new for items younger than an agreed age, and indemnity value for older items",
              "Optional extensions for hire of a substitute item, mechanical and electrical breakdown, and assets hired in from others",
            ],
          },
          {
            type: "richText",
            heading: "What is not covered",
            paragraphs: ["The policy is wide, but it is not a maintenance contract. It does not pay for:"],
            bullets: [
              "Wear and tear, gradual deterioration, rust or corrosion",
              "Mechanical and electrical breakdown, unless the breakdown extension is taken",
              "Losses found only during a stocktake, and confiscation by authorities",
              "Items lent or hired out to others without our agreement",
            ],
          },
          sasria(
            "every scheduled and blanket item",
            "This matters for plant on sites affected by community protests or labour unrest, where ordinary cover would not respond.",
          ),
        ],
        whoFor: [
          {
            type: "richText",
            heading: "Who it is for",
            paragraphs: [
              "The policy is designed for businesses whose valuable assets do not stay in one place. It also suits any business that wants one schedule for its high-value items instead of spreading them across several policy sections.",
            ],
            bullets: [
              "Building and civil contractors with mobile plant such as excavators, TLBs and compactors",
              "Surveyors and engineers with precision instruments",
              "Medical practices with portable diagnostic equipment",
              "Event, film and audiovisual companies",
              "Service technicians who carry expensive tools and test equipment",
            ],
          },
        ],
        howItWorks: [
          {
            type: "richText",
            heading: "Quotes and conditions",
            paragraphs: [
              "Your broker will ask for an asset register with descriptions, serial numbers, year of purchase and current replacement values, along with where the assets are used and how they are secured overnight. Where the values are significant, our risk surveyors may inspect the storage yard or workshop before we quote, and their recommendations are shared with you.",
            ],
            bullets: [
              "Keep the asset register and replacement values up to date",
              "Theft from an unattended vehicle is covered only if it was locked, the items were out of sight and there are signs of forced entry",
              "Mobile plant must be operated by trained, suitably licensed operators",
              "For contractors' plant we ask about operators, tracking devices and site security",
            ],
          },
        ],
        claims: [
          {
            type: "richText",
            heading: "Making a claim",
            paragraphs: [
              `Notify your broker or ${site.claimsEmail} promptly. We settle by repair, replacement or payment, and for common equipment we can often source a replacement through our suppliers faster than a cash settlement would allow you to buy one. Qualifying claims are handled on our all risk fast-track.`,
            ],
            bullets: [
              "Report theft to the SAPS within 24 hours and keep the case number",
              "Keep damaged items until we have inspected them",
              "Send proof of ownership or value, such as invoices or the asset register entry",
              `Call ${site.claimsEmergencyPhone} at any hour if plant is stolen or hijacked, so that tracking and recovery can start`,
            ],
          },
        ],
      }),
      {
        type: "callToAction",
        heading: "Know how quickly we settle",
        text: "See our turnaround times for all risks claims, including the fast-track for straightforward losses of portable equipment.",
        link: { label: "Claims turnaround times", route: "/claims-handling/claims-turnaround-times" },
      },
    ],
  },

  [`${COMMERCIAL}/agriculture`]: {
    title: "Agricultural insurance",
    eyebrow: "Commercial solutions",
    description:
      "Insurance for South African farms: crops against hail and fire, livestock, farm buildings, vehicles and implements, arranged through your broker.",
    intro: `Farming carries risks that a standard commercial policy does not address: a hailstorm days before harvest, a veld fire crossing boundary lines, stock theft from a remote camp. Our agricultural policy brings crop, livestock, building and equipment cover together on one schedule. It is underwritten by ${site.underwriter}, placed through brokers who know farming, and supported by assessors who understand crops and animals.`,
    heroImage: {
      image: "scenes/farm",
      alt: "Farmland with a centre-pivot irrigator, a tractor and a grain silo",
    },
    blocks: [
      {
        type: "teaser",
        heading: "One schedule for the whole farm",
        description: [
          "Crops, livestock, homesteads, sheds, pivots, tractors and bakkies sit on one agricultural policy, with one renewal date and one claims team, so that nothing falls between separate policies when a storm or fire affects several parts of the farm at once.",
          "Crop declarations can be updated as you plant, herd numbers as they change, and our agricultural assessors measure hail damage in the field before you harvest. Veld fire liability protects you if a fire spreads from your land to a neighbour's.",
        ],
        media: {
          type: "image",
          image: "scenes/veld-fire",
          alt: "A veld fire burning on a hillside, stopped at a firebreak",
        },
        button: { label: "Our agricultural clients", route: "/clients/agriculture" },
      },
      {
        type: "facts",
        heading: "Farm cover at a glance",
        items: [
          { value: "72 hours", label: "To report hail damage", note: "Before the affected land is harvested" },
          { value: "24 hours", label: "To report stock theft to the SAPS" },
          { value: "1 schedule", label: "For crops, livestock, buildings and machinery" },
        ],
      },
      productDetails("Agricultural insurance in detail", {
        cover: [
          {
            type: "richText",
            heading: "What it covers",
            paragraphs: [
              "Cover is chosen section by section and can be adjusted each season as plantings and herd sizes change. A grain farmer may insure only crops, buildings and implements, while a mixed farm adds livestock and veld fire liability.",
            ],
            bullets: [
              "Crops against hail and fire: standing crops from emergence to harvest, with the sum insured based on expected yield per hectare and price",
              "Fire on grazing and veld, and liability for fire spreading to neighbouring land",
              "Livestock: death from accident, lightning, fire, flood and named diseases, and theft subject to the conditions of cover",
              "Farm buildings: homesteads, sheds, silos, packhouses, dairies, workers' housing and fixed irrigation such as centre pivots",
              "Farm vehicles and implements: tractors, combine harvesters, bakkies, trailers, sprayers and planters, on the farm and on public roads",
              "Harvested produce in storage and in transit to the silo, packhouse or market",
            ],
          },
          {
            type: "richText",
            heading: "What is not covered",
            paragraphs: [
              "Crop cover is named-peril cover: it pays for hail and fire damage, not for poor yields from other causes. The policy does not cover:",
            ],
            bullets: [
              "Drought, excessive rain, frost, pests and plant disease",
              "Crops on lands not declared before the damage occurred",
              "Livestock that was not healthy when cover started, or disease within the waiting period",
              "Wear and tear and mechanical breakdown of vehicles and implements",
            ],
          },
          sasria(
            "farm buildings, stored produce, vehicles and implements",
            "SASRIA does not apply to standing crops or livestock.",
          ),
        ],
        whoFor: [
          {
            type: "richText",
            heading: "Who it is for",
            paragraphs: [
              "The policy can be written for a single farm or for a group of farms under one owner. Emerging and developing farmers are welcome, including those farming through land reform or supplier development programmes, where we work with the broker to keep cover practical and affordable.",
            ],
            bullets: [
              "Commercial grain, oilseed and sugar cane producers",
              "Fruit, wine and vegetable growers with packhouses and cold stores",
              "Livestock and dairy farmers",
              "Mixed farming operations, co-operatives and agribusinesses",
            ],
          },
        ],
        howItWorks: [
          {
            type: "richText",
            heading: "Quotes, declarations and conditions",
            paragraphs: [
              "For larger operations our risk surveyors visit the farm to look at fire protection, fuel storage, firebreaks and security. Your broker will need:",
            ],
            bullets: [
              "A farm map or list of lands with hectares, crop types and expected yields",
              "Livestock numbers by class, and how animals are branded or marked",
              "A schedule of buildings, vehicles and implements with values",
              "Your claims history",
            ],
          },
          {
            type: "richText",
            heading: "Conditions that matter",
            paragraphs: [
              "Cover for each land starts only once we have accepted its declaration. Stock must be branded or marked as the Animal Identification Act requires and counted regularly, and veld fire cover expects firebreaks to be prepared in line with the National Veld and Forest Fire Act.",
            ],
            bullets: [
              "Declare crops per land as you plant",
              "Count stock regularly and keep records",
              "Membership of the local fire protection association counts in your favour",
            ],
          },
        ],
        claims: [
          {
            type: "richText",
            heading: "Making a claim",
            paragraphs: [
              `Urgent losses can be reported at any hour on ${site.claimsEmergencyPhone}. Some crops need a second inspection as they develop before the final loss is agreed.`,
            ],
            bullets: [
              "Report hail damage within 72 hours, before harvesting the affected land, so that our assessors can measure it in the field",
              "For livestock losses keep the carcass for a veterinary report where possible",
              "Open a police case within 24 hours for stock theft",
              "Use the crop and livestock claim form, with your declaration and stock records",
            ],
          },
        ],
      }),
      {
        type: "callToAction",
        heading: "Start a crop or livestock claim",
        text: "Download the crop and livestock claim form, with the list of documents our agricultural assessors need.",
        link: { label: "Claim forms", route: "/claims-handling/claim-forms" },
      },
    ],
  },

  [`${COMMERCIAL}/motor-fleet`]: {
    title: "Motor fleet insurance",
    eyebrow: "Commercial solutions",
    description:
      "Motor fleet cover for cars, bakkies, trucks and buses, in specified, unspecified and SME forms, backed by claims and parts procurement in-house.",
    intro: `A vehicle off the road costs a business money every day it stands. Our motor fleet policy covers damage, theft and third party liability for business fleets of every size, and our claims and parts procurement teams work to get vehicles repaired and back in service quickly. Cover is underwritten by ${site.underwriter} and placed through independent brokers, in the form that best suits how your fleet is run.`,
    heroImage: {
      image: "scenes/fleet",
      alt: "Trucks and delivery vans travelling on a highway through green hills",
    },
    blocks: [
      {
        type: "teaser",
        heading: "Less time off the road",
        description: [
          "Fleet claims are won or lost on downtime. Our 24/7 claims line arranges towing and accident help at any hour, our assessors authorise repairs quickly, and our own parts procurement team sources parts directly from manufacturers and approved suppliers, so vehicles are not left waiting in the workshop.",
          "For larger fleets we also review driver training, telematics and vehicle security with you, and reflect good fleet management in your terms at renewal.",
        ],
        media: {
          type: "image",
          image: "scenes/parts",
          alt: "Shelves of vehicle parts: bumpers, headlights and wheels",
        },
        button: { label: "About parts procurement", route: "/motor-risk-managment/parts-procurement" },
      },
      {
        type: "facts",
        heading: "Three ways to insure a fleet",
        items: [
          {
            value: "Specified",
            label: "Every vehicle listed with its own sum insured",
            note: "Best for larger fleets whose vehicles change infrequently",
          },
          {
            value: "Unspecified",
            label: "Blanket cover on a declared total fleet value",
            note: "Best for fleets that change often, with a premium adjustment",
          },
          {
            value: "SME",
            label: "A packaged policy for 5 to 30 vehicles",
            note: "Simple rating and the most-used extensions built in",
          },
        ],
      },
      productDetails("Motor fleet insurance in detail", {
        cover: [
          {
            type: "richText",
            heading: "What it covers",
            paragraphs: [
              "Each vehicle can be insured comprehensively, for third party, fire and theft, or for third party only. Every option includes liability for damage to other people's property and for claims by passengers.",
            ],
            bullets: [
              "Accidental damage, theft, hijacking, fire, hail and flood under comprehensive cover",
              "Third party and passenger liability",
              "Optional car hire, windscreen and glass, towing and storage, and credit shortfall",
              "Optional goods in transit and loss of keys",
            ],
          },
          sasria(
            "every vehicle on the fleet",
            "This matters for vehicles that operate in areas affected by protests, unrest or labour action, and for trucks on routes where they may be caught up in public disorder.",
          ),
        ],
        whoFor: [
          {
            type: "richText",
            heading: "Who it is for",
            paragraphs: [
              "Fleet cover suits any business that owns or leases five or more vehicles, or that wants its vehicles managed on one policy with a single renewal date, one set of terms and one point of contact for claims. Clients range from service companies with a handful of vehicles to transport and logistics operators running several hundred.",
            ],
            bullets: [
              "Passenger cars, bakkies and light delivery vehicles",
              "Rigid and articulated trucks, and trailers",
              "Buses and minibuses",
              "Mixed fleets across several branches or subsidiaries",
            ],
          },
        ],
        howItWorks: [
          {
            type: "richText",
            heading: "Choosing the form of cover",
            paragraphs: [
              "The cover itself is the same in each form; what differs is how vehicles are recorded on the policy and how the premium is worked out. Your broker will recommend the form that matches the size of your fleet and how often it changes, and will need a vehicle list, driver information, details of how the vehicles are used and at least three years of claims history.",
            ],
            bullets: [
              "Drivers must hold a valid licence for the vehicle class and, where required, a professional driving permit",
              "Vehicles must be roadworthy, licensed and used only for the purposes declared",
              "High-value or high-risk vehicles need an approved tracking device, active at the time of loss",
              "No cover for drivers over the legal alcohol limit, overloading, wear and tear or mechanical breakdown",
            ],
          },
        ],
        claims: [
          {
            type: "richText",
            heading: "Making a claim",
            paragraphs: [
              `Call ${site.claimsEmergencyPhone} for towing and accident help at any hour, then submit a motor claim form. Using the towing service we arrange avoids unauthorised towing and storage charges.`,
            ],
            bullets: [
              "Report accidents to the SAPS within 24 hours and keep the accident report (AR) number",
              "Report theft and hijacking to the SAPS and your tracking company immediately",
              "Repairs are authorised at approved repairers, with parts sourced through our procurement team",
              "Your broker receives the same updates from your claims handler as you do",
            ],
          },
        ],
      }),
      {
        type: "callToAction",
        heading: "Compare the three fleet options",
        text: "Start with specified cover, where every vehicle is listed on the schedule, and compare it with the unspecified and SME policies.",
        link: { label: "Motor fleet specified", route: `${COMMERCIAL}/motor-fleet-specified` },
      },
    ],
  },

  [`${COMMERCIAL}/motor-fleet-specified`]: {
    title: "Motor fleet specified",
    eyebrow: "Motor fleet",
    description:
      "Fleet cover with every vehicle listed on the schedule with its own sum insured, suited to larger fleets whose vehicles change infrequently.",
    intro: `Under a specified fleet policy every vehicle appears on the schedule by registration number, with its own sum insured, cover type and premium. It gives you and your finance team certainty about exactly what is insured and for how much. The policy is underwritten by ${site.underwriter} and arranged through your broker, and it suits established fleets where vehicles are replaced on a planned cycle.`,
    heroImage: {
      image: "scenes/depot",
      alt: "A truck depot with a fuel station and rows of parked trailers",
    },
    blocks: [
      {
        type: "teaser",
        heading: "Certainty, vehicle by vehicle",
        description: [
          "Every vehicle on a specified policy has its own line on the schedule: make, model, registration, use, cover type and sum insured. Your finance team can reconcile the schedule against the asset register, and specialised vehicles such as refrigerated trucks, tankers or vehicles with fitted cranes can be insured at an agreed value.",
          "Premium is rated per vehicle, so a well-managed fleet benefits directly from its own claims record, and newly acquired vehicles are covered automatically for 30 days while they are added to the schedule.",
        ],
        media: {
          type: "image",
          image: "scenes/fleet",
          alt: "Trucks and delivery vans on a highway through hills",
        },
        button: OFFICES,
      },
      {
        type: "facts",
        heading: "Specified cover at a glance",
        items: [
          { value: "30+", label: "Vehicles in a typical specified fleet" },
          { value: "30 days", label: "Automatic cover for newly acquired vehicles", note: "Up to an agreed limit" },
          { value: "Per vehicle", label: "Rating, so your own claims record counts" },
        ],
      },
      productDetails("Motor fleet specified in detail", {
        cover: [
          {
            type: "richText",
            heading: "What it covers",
            paragraphs: [
              "Standard vehicles are settled at retail value at the time of loss, up to the scheduled sum insured. Specialised vehicles and fitted equipment can be insured at an agreed value supported by a valuation.",
            ],
            bullets: [
              "Comprehensive, third party fire and theft, or third party only, chosen per vehicle",
              "Accidental damage, theft, hijacking, fire, hail and flood under comprehensive cover",
              "Third party and passenger liability for every vehicle",
              "Newly acquired vehicles covered automatically for 30 days, up to an agreed limit",
              "Optional car hire, glass, towing, credit shortfall and fitted equipment extensions",
            ],
          },
          sasria("each scheduled vehicle, with the SASRIA sum insured following the vehicle's own sum insured"),
        ],
        whoFor: [
          {
            type: "richText",
            heading: "Who it is for",
            paragraphs: [
              "Specified cover works best for larger fleets, typically 30 vehicles or more, where the same vehicles stay in service for several years. It also suits fleets with specialised or high-value vehicles, where each unit needs its own agreed value and terms.",
            ],
            bullets: [
              "Utility and maintenance fleets",
              "Sales and service fleets",
              "Distribution fleets and bus operators",
              "Fleets with refrigerated trucks, tankers or vehicles with fitted cranes and bodies",
            ],
          },
        ],
        howItWorks: [
          {
            type: "richText",
            heading: "Keeping the schedule accurate",
            paragraphs: [
              "Because cover follows the schedule, it must be kept accurate. Your broker sends us the fleet list with values and use, driver details, tracking information and three to five years of claims history, and mid-term changes are endorsed and adjusted pro rata.",
            ],
            bullets: [
              "Tell your broker when vehicles are bought, sold, written off or change use",
              "Confirm sums insured at each renewal",
              "A vehicle not on the schedule after the 30-day period is not covered",
              "Standard exclusions apply: unlicensed drivers, alcohol over the legal limit, overloading, wear and tear and mechanical breakdown",
            ],
          },
        ],
        claims: [
          {
            type: "richText",
            heading: "Making a claim",
            paragraphs: [
              `Call ${site.claimsEmergencyPhone} for accident help and towing at any hour, then submit a motor claim form. Repairs are authorised at approved repairers, with parts sourced through our own procurement team.`,
            ],
            bullets: [
              "The driver's statement and licence, both sides",
              "The SAPS accident report number, or case number for theft and hijacking",
              "Photographs of the vehicles and the scene",
              "For financed vehicles written off or stolen, the finance house's settlement letter",
            ],
          },
        ],
      }),
      {
        type: "callToAction",
        heading: "Does your fleet change every month?",
        text: "If vehicles join and leave your fleet too often to list each one, unspecified cover on a declared fleet value may suit you better.",
        link: { label: "Motor fleet unspecified", route: `${COMMERCIAL}/motor-fleet-unspecified` },
      },
    ],
  },

  [`${COMMERCIAL}/motor-fleet-unspecified`]: {
    title: "Motor fleet unspecified",
    eyebrow: "Motor fleet",
    description:
      "Blanket fleet cover on a declared total value, with periodic declarations and a premium adjustment, for fleets whose vehicles change often.",
    intro: `Some fleets change every week: vehicles are bought, hired in, transferred between branches and sold. Listing each one on a schedule becomes an administrative burden and a risk of gaps. Unspecified fleet cover insures the fleet as a whole on a declared total value, with the premium adjusted to the actual value over the year. It is underwritten by ${site.underwriter} and arranged through your broker.`,
    heroImage: {
      image: "scenes/harbour",
      alt: "Durban harbour with stacked containers, cranes and cargo ships",
    },
    blocks: [
      {
        type: "teaser",
        heading: "Cover from the day a vehicle joins",
        description: [
          "On an unspecified policy your own fleet register is the evidence of cover. A truck added for a seasonal port contract, a bakkie transferred to a new branch or a hired-in vehicle is covered from the day it joins the register, without waiting for an endorsement.",
          "You pay a deposit premium on an estimated fleet value, declare the actual value monthly or quarterly, and the premium is adjusted at the end of the year, so you pay for the fleet you actually ran.",
        ],
        media: {
          type: "image",
          image: "scenes/depot",
          alt: "A truck depot with a fuel station and parked trailers",
        },
        button: OFFICES,
      },
      {
        type: "facts",
        heading: "Unspecified cover at a glance",
        items: [
          { value: "Day one", label: "Cover for vehicles joining your register" },
          { value: "Monthly or quarterly", label: "Fleet value declarations", note: "As agreed at inception" },
          { value: "75%", label: "Minimum retained deposit premium" },
        ],
      },
      productDetails("Motor fleet unspecified in detail", {
        cover: [
          {
            type: "richText",
            heading: "What it covers",
            paragraphs: [
              "Cover types and extensions are the same as for our other fleet policies. A maximum value applies to any one vehicle; vehicles above it are specified separately.",
            ],
            bullets: [
              "Any vehicle on your fleet register, from the day it joins",
              "Accidental damage, theft, hijacking, fire, hail and flood",
              "Third party and passenger liability",
              "Optional car hire, glass, towing, credit shortfall and goods in transit",
            ],
          },
          sasria(
            "the whole declared fleet",
            "The SASRIA premium is adjusted on the same declarations as the main premium.",
          ),
        ],
        whoFor: [
          {
            type: "richText",
            heading: "Who it is for",
            paragraphs: [
              "Unspecified cover suits fleets with frequent turnover and changing numbers, run by a central fleet department that keeps a reliable vehicle register and prefers to report values periodically instead of notifying every change as it happens.",
            ],
            bullets: [
              "Transport and logistics operators who add vehicles for seasonal contracts",
              "Construction and mining support fleets that move between projects",
              "Businesses that rotate vehicles between branches or subsidiaries",
              "Fleets that regularly hire in vehicles",
            ],
          },
        ],
        howItWorks: [
          {
            type: "richText",
            heading: "How declarations and adjustment work",
            paragraphs: [
              "At the start of the year you estimate the total fleet value and pay a deposit premium based on it. Every month or quarter, as agreed, you declare the actual value of the vehicles on your register. At the end of the year we compare the declarations with the estimate: if the fleet was larger, an additional premium is charged; if it was smaller, part of the deposit is refunded, subject to a minimum retained premium of 75% of the deposit.",
            ],
            bullets: [
              "Keep the fleet register up to date and available to us on request",
              "Submit declarations on time; if one is late, we may use the previous declaration with an agreed uplift",
              "If the declared value is lower than the true value, average applies and claims are reduced in proportion",
              "Usual fleet exclusions apply: unlicensed drivers, alcohol over the legal limit, overloading, wear and tear and mechanical breakdown",
            ],
          },
        ],
        claims: [
          {
            type: "richText",
            heading: "Making a claim",
            paragraphs: [
              `Call ${site.claimsEmergencyPhone} for accident help and towing at any hour and send a motor claim form to ${site.claimsEmail}. We confirm that the vehicle was on the register at the time of loss, then authorise repairs with parts sourced through our procurement team.`,
            ],
            bullets: [
              "An extract from the fleet register showing the vehicle on the date of loss",
              "The driver's statement and licence",
              "The SAPS accident report or case number",
              "Photographs of the damage and the scene",
            ],
          },
        ],
      }),
      {
        type: "callToAction",
        heading: "A smaller fleet?",
        text: "Businesses running 5 to 30 vehicles can choose our packaged SME fleet policy, with simple rating and the most-used extensions built in.",
        link: { label: "Motor fleet SME", route: `${COMMERCIAL}/motor-fleet-sme` },
      },
    ],
  },

  [`${COMMERCIAL}/motor-fleet-sme`]: {
    title: "Motor fleet SME",
    eyebrow: "Motor fleet",
    description:
      "A packaged fleet policy for small and medium businesses running 5 to 30 vehicles, with simple rating and the most-used extensions built in.",
    intro: `Small and medium businesses need proper fleet cover without the paperwork of a corporate programme. Motor fleet SME is a packaged policy for businesses running 5 to 30 vehicles, with straightforward rating, the extensions most businesses need already included, and the same claims and parts procurement support as our larger fleets. It is underwritten by ${site.underwriter} and quoted quickly through your broker.`,
    heroImage: {
      image: "scenes/office-park",
      alt: "A business park with offices and company vehicles parked outside",
    },
    blocks: [
      {
        type: "teaser",
        heading: "Fleet cover without the paperwork",
        description: [
          "A plumbing contractor with eight bakkies or a courier business with twenty panel vans needs the same protection as a national fleet, but not the same administration. Motor fleet SME is rated on vehicle type, use, area and your claims record, so your broker can usually quote on the same day.",
          "Towing, windscreen cover, cover for newly acquired vehicles and SASRIA are already in the package, and brokers can add or remove vehicles online the same day.",
        ],
        media: {
          type: "image",
          image: "scenes/fleet",
          alt: "Delivery vans and light trucks on a highway",
        },
        button: OFFICES,
      },
      {
        type: "facts",
        heading: "The package at a glance",
        items: [
          { value: "5 to 30", label: "Vehicles per business" },
          { value: "R5 million", label: "Third party and passenger liability", note: "Per event" },
          { value: "30 days", label: "Automatic cover for newly acquired vehicles" },
          { value: "24/7", label: "Towing and accident help", note: site.claimsEmergencyPhone },
        ],
      },
      productDetails("Motor fleet SME in detail", {
        cover: [
          {
            type: "richText",
            heading: "What the package includes",
            paragraphs: [
              "Vehicles are insured comprehensively at retail value. The core package can be extended with goods in transit, credit shortfall for financed vehicles and car hire for longer periods.",
            ],
            bullets: [
              "Accidental damage, theft, hijacking, fire, hail and flood",
              "Third party and passenger liability up to R5 million per event",
              "Windscreen and glass cover with a reduced excess",
              "24-hour towing, roadside assistance and accident scene help",
              "Cover for newly acquired vehicles for 30 days while they are added",
            ],
          },
          sasria("every vehicle in the package"),
        ],
        whoFor: [
          {
            type: "richText",
            heading: "Who it is for",
            paragraphs: [
              "The package is built for owner-managed and growing businesses with between 5 and 30 vehicles. It covers passenger cars, bakkies, panel vans, minibuses and light and medium trucks. Heavy articulated vehicles, public transport operators and vehicles carrying hazardous goods are insured on our specified or unspecified fleet policies instead.",
            ],
            bullets: [
              "Plumbing, electrical and building contractors",
              "Security companies and courier and delivery businesses",
              "Caterers and pharmacies",
              "Estate agencies and sales teams",
            ],
          },
        ],
        howItWorks: [
          {
            type: "richText",
            heading: "Quotes, excesses and conditions",
            paragraphs: [
              "Your broker can usually quote on the same day from a vehicle list, the main drivers' details, business use and three years of claims history, and can amend the policy online as vehicles change.",
            ],
            bullets: [
              "A fixed basic excess per claim, with an additional excess for drivers under 25 or licensed for less than two years, and for claims in the first 90 days of cover",
              "Drivers must hold a valid licence for the vehicle class",
              "Vehicles valued above R600 000, or in high-theft categories such as certain bakkies and minibuses, need an approved tracking device",
              "No cover for driving over the legal alcohol limit, unlicensed or unroadworthy vehicles, overloading, wear and tear or mechanical breakdown",
            ],
          },
        ],
        claims: [
          {
            type: "richText",
            heading: "Making a claim",
            paragraphs: [
              `Call ${site.claimsEmergencyPhone} for towing and accident help at any hour, then send the motor claim form to ${site.claimsEmail}. Our claims team authorises repairs at approved repairers and keeps your broker informed until the vehicle is back on the road.`,
            ],
            bullets: [
              "Windscreen claims: call the claims line to book a repair or replacement; no form is needed",
              "Accidents: the claim form, driver's licence, photographs and the SAPS accident report number",
              "Theft and hijacking: the SAPS case number, all keys and the tracking company's report",
            ],
          },
        ],
      }),
      {
        type: "callToAction",
        heading: "For brokers: quote and administer online",
        text: "Brokers can quote, bind and amend SME fleet policies on our policy administration system, with vehicle changes updated the same day.",
        link: { label: "Policy administration system", route: "/broker-tools/policy-administration-system" },
      },
    ],
  },

  [`${COMMERCIAL}/property-all-risk-sectional-plan`]: {
    title: "Property all risk: sectional title schemes",
    eyebrow: "Commercial solutions",
    description:
      "Body corporate insurance for sectional title schemes: buildings at replacement value, public and trustees' liability, and fidelity cover.",
    intro: `A body corporate is responsible for insuring the buildings in its scheme, and trustees can be held personally accountable if that cover is inadequate. Our sectional title policy is designed around the Sectional Titles Schemes Management Act and its prescribed rules. It is underwritten by ${site.underwriter}, placed through your broker, and backed by in-house quantity surveyors who can confirm that the scheme is insured at full replacement value.`,
    heroImage: {
      image: "scenes/apartments",
      alt: "Sectional title apartment blocks surrounded by landscaped gardens",
    },
    blocks: [
      {
        type: "teaser",
        heading: "Protecting owners, trustees and the scheme",
        description: [
          "One body corporate policy insures every section, the common property and the fixtures the scheme must insure, and adds the liability and fidelity cover trustees need to carry out their duties with confidence.",
          "The most common reason sectional title claims are reduced is an outdated replacement valuation. The prescribed management rules require a valuation at least every three years; our quantity surveyors can provide one, using a remote In-Syte survey for smaller schemes.",
        ],
        media: {
          type: "image",
          image: "scenes/blueprints",
          alt: "Building plans with a ruler and calculator on a desk",
        },
        button: { label: "Replacement valuations", route: "/risk-management/quantity-surveying" },
      },
      {
        type: "facts",
        heading: "Scheme cover at a glance",
        items: [
          {
            value: "3 years",
            label: "Maximum age of the replacement valuation",
            note: "Under the prescribed management rules",
          },
          { value: "60 days", label: "Unoccupied units must be reported after" },
          { value: "24/7", label: "Burst geyser and storm claims", note: site.claimsEmergencyPhone },
        ],
      },
      productDetails("Sectional title cover in detail", {
        cover: [
          {
            type: "richText",
            heading: "What it covers",
            paragraphs: [
              "The Sectional Titles Schemes Management Act requires the body corporate to insure the buildings and other improvements to their replacement value. Our policy does that on an all risks basis and adds the liability and fidelity covers a scheme needs.",
            ],
            bullets: [
              "Buildings and common property at replacement value, including professional fees, debris removal and escalation",
              "Burst geysers, including replacement of the geyser and the resulting water damage",
              "Rent and alternative accommodation for owners while a damaged unit cannot be lived in",
              "Public liability for injury or damage arising on the common property",
              "Trustees' liability for wrongful acts in managing the scheme, including defence costs",
              "Fidelity cover for theft of levies and reserve funds by trustees, employees or the managing agent's staff",
              "Optional subsidence and landslip, lift breakdown and accidental damage extensions",
            ],
          },
          sasria(
            "the buildings and common property of the scheme",
            "Owners' furniture and personal belongings are not part of the scheme policy; they need their own household contents cover, which carries its own SASRIA cover.",
          ),
        ],
        whoFor: [
          {
            type: "richText",
            heading: "Who it is for",
            paragraphs: [
              "The policy is written for the body corporate of a sectional title scheme and is usually arranged by the trustees or the managing agent through the scheme's broker. Individual owners benefit directly, because their section and their share of the common property are covered under the single body corporate policy.",
            ],
            bullets: [
              "Residential schemes, from a block of eight townhouses to large complexes and estates",
              "Commercial and industrial sectional title schemes",
              "Mixed-use schemes with shops and offices below residential units",
              "Managing agents looking after several schemes",
            ],
          },
        ],
        howItWorks: [
          {
            type: "richText",
            heading: "Quotes and conditions",
            paragraphs: [
              "Your broker will need the scheme name and sectional plan number, number of units, construction, the latest replacement valuation, the value of levy and reserve funds for fidelity cover, and five years of claims history.",
            ],
            bullets: [
              "Keep the replacement value current: if it is too low, average reduces every claim, including owners' claims",
              "Owners must tell the body corporate about improvements to their sections",
              "Units left unoccupied for more than 60 consecutive days must be reported",
              "No cover for wear and tear, damp, gradual leaks or poor maintenance such as failed roof waterproofing",
            ],
          },
        ],
        claims: [
          {
            type: "richText",
            heading: "Making a claim",
            paragraphs: [
              `Claims are reported by the managing agent, the trustees or the owner concerned, through the broker or directly to ${site.claimsEmail}. Burst geysers and storm damage can be reported at any hour on ${site.claimsEmergencyPhone}.`,
            ],
            bullets: [
              "Switch off the water supply to a burst geyser and call the claims line for an approved plumber",
              "Photograph the damage before repairs start",
              "The scheme's conduct rules decide whether the body corporate or the owner pays the excess: trustees should make this clear in advance",
            ],
          },
        ],
      }),
      {
        type: "callToAction",
        heading: "Check the scheme's replacement value",
        text: "An outdated valuation is the most common reason sectional title claims are reduced. Ask our quantity surveyors for a replacement valuation.",
        link: { label: "Quantity surveying", route: "/risk-management/quantity-surveying" },
      },
    ],
  },

  [`${COMMERCIAL}/property-all-risk-commercial`]: {
    title: "Property all risk: commercial property",
    eyebrow: "Commercial solutions",
    description:
      "All risks cover for offices, retail centres, factories, warehouses and hotels, with loss of rent or business interruption and in-house fire engineering.",
    intro: `Commercial property is usually the largest single asset on a balance sheet, and a serious fire or storm can take a building out of use for a year or more. Our property all risk policy insures buildings, plant and contents against physical loss or damage from any cause not excluded, together with lost rent or profit. It is underwritten by ${site.underwriter}, placed through your broker and supported by our own risk and fire engineers.`,
    heroImage: {
      image: "scenes/mall",
      alt: "The entrance of a shopping centre with shoppers walking in",
    },
    blocks: [
      {
        type: "teaser",
        heading: "Fewer gaps than a fire policy",
        description: [
          "A named-peril fire policy pays only for the events it lists. Property all risk covers any sudden and accidental physical loss or damage that is not specifically excluded, together with the rent or gross profit lost while the building is repaired.",
          "Our fire engineers review sprinklers, detection and compartmentation on larger sites, so that you know your protection will work and your terms reflect it, and our quantity surveyors agree reinstatement costs with your contractors after a loss.",
        ],
        media: {
          type: "image",
          image: "scenes/fire",
          alt: "Sprinkler heads, a fire hydrant and a hose reel in a building",
        },
        button: { label: "About fire engineering", route: "/risk-management/fire-engineering" },
      },
      {
        type: "facts",
        heading: "The policy at a glance",
        items: [
          { value: "All risks", label: "Any sudden and accidental damage not excluded" },
          { value: "SANS 10287", label: "Standard for sprinkler installation and servicing" },
          { value: "30 days", label: "Vacant buildings must be reported after" },
          { value: "Interim payments", label: "While rebuilding is under way" },
        ],
      },
      productDetails("Commercial property cover in detail", {
        cover: [
          {
            type: "richText",
            heading: "What it covers",
            paragraphs: [
              "Sums insured are set at replacement value, supported by a professional valuation for larger properties. Portfolios can be insured on one schedule with a combined limit.",
            ],
            bullets: [
              "Buildings, tenant installations, plant, machinery, stock and contents",
              "Loss of rent for landlords, or business interruption for owner-occupiers",
              "Professional fees, debris removal, municipal requirements and escalation during the policy year",
              "Capital additions and newly acquired properties up to an agreed limit",
              "Accidental leakage from sprinkler systems",
              "Optional machinery breakdown, subsidence and landslip, and deterioration of stock after breakdown",
            ],
          },
          {
            type: "richText",
            heading: "What is not covered",
            paragraphs: ["The policy excludes:"],
            bullets: [
              "Wear and tear and gradual deterioration",
              "Faulty design or workmanship (damage resulting from it is covered)",
              "Electronic data, and pollution that is not sudden and accidental",
              "Theft without forced entry",
            ],
          },
          sasria(
            "material damage and business interruption, with limits set to match the property schedule",
            "This matters for shopping centres, warehouses and other property exposed to looting or unrest.",
          ),
        ],
        whoFor: [
          {
            type: "richText",
            heading: "Who it is for",
            paragraphs: [
              "The policy is written for owners and occupiers of commercial and industrial property, for single buildings and multi-site portfolios, with deductibles that match the owner's appetite for risk.",
            ],
            bullets: [
              "Property funds, listed real estate groups and private landlords",
              "Developers on completion of a building",
              "Manufacturers and logistics operators",
              "Retailers, shopping centres and hospitality groups",
            ],
          },
        ],
        howItWorks: [
          {
            type: "richText",
            heading: "Quotes and conditions",
            paragraphs: [
              "Your broker will need a property schedule with addresses, construction, occupancy and replacement values, rental income or gross profit, fire protection details and five years of claims history. Our risk surveyors and fire engineers assess larger sites before we quote.",
            ],
            bullets: [
              "Sprinkler systems must be installed and serviced in line with SANS 10287",
              "Hot work must be controlled by a permit system",
              "Risk survey requirements must be completed within the agreed time",
              "Buildings left vacant for more than 30 days must be reported",
            ],
          },
        ],
        claims: [
          {
            type: "richText",
            heading: "Making a claim",
            paragraphs: [
              `Call ${site.claimsEmergencyPhone} at any hour after a major loss. We appoint a loss adjuster for significant claims, and interim payments can be made while rebuilding is under way.`,
            ],
            bullets: [
              "Make the site safe and prevent further damage",
              "Keep damaged stock and plant until the adjuster has seen them",
              "Our quantity surveyors agree reinstatement costs with your contractors",
              "Send rent rolls or management accounts to support the loss of rent or business interruption claim",
            ],
          },
        ],
      }),
      {
        type: "callToAction",
        heading: "Check your sums insured",
        text: "Average reduces every claim on an underinsured building. Ask for a replacement-value assessment from our quantity surveyors.",
        link: { label: "Quantity surveying", route: "/risk-management/quantity-surveying" },
      },
    ],
  },

  [`${COMMERCIAL}/specialist-liablity`]: {
    title: "Specialist liability",
    eyebrow: "Commercial solutions",
    description:
      "Directors' and officers', professional indemnity, product liability and recall, environmental impairment and cyber cover, placed through your broker.",
    intro: `Some of the largest losses a business faces are not physical at all: a claim against the board, a negligent design, a contaminated product, a pollution clean-up order or a ransomware attack. Our specialist liability policies cover these exposures, including the legal costs of defending them. They are underwritten by ${site.underwriter} and arranged through brokers who place liability risks, with wordings written for South African law.`,
    heroImage: {
      image: "scenes/towers",
      alt: "Corporate office towers in a financial district",
    },
    blocks: [
      {
        type: "teaser",
        heading: "When the claim is against you",
        description: [
          "A liability claim can arrive years after the work was done, and defending it often costs as much as settling it. Our specialist liability policies pay defence costs in addition to settlements, within the limit, and appoint attorneys from our panel who know the field.",
          "Each cover is available on its own or combined on one schedule, with limits from R1 million to R100 million, and larger limits can be arranged in layers with other insurers through your broker.",
        ],
        media: {
          type: "image",
          image: "scenes/boardroom",
          alt: "Directors around a boardroom table with a city view",
        },
        button: { label: "Our JSE-listed clients", route: "/clients/jse-listed-multinationals" },
      },
      {
        type: "facts",
        heading: "The policies at a glance",
        items: [
          { value: "R1m to R100m", label: "Limits per cover", note: "Higher limits arranged in layers" },
          { value: "Claims-made", label: "Basis of cover", note: "Subject to the retroactive date on the schedule" },
          { value: "24/7", label: "Cyber incident response", note: site.claimsEmergencyPhone },
        ],
      },
      productDetails("Specialist liability in detail", {
        cover: [
          {
            type: "richText",
            heading: "What the policies cover",
            paragraphs: [
              "Each cover is written for South African law, including the Companies Act, the Consumer Protection Act, the National Environmental Management Act and POPIA.",
            ],
            bullets: [
              "Directors' and officers': personal liability of directors and officers for wrongful acts, including claims under the Companies Act, regulatory investigations and defence costs",
              "Professional indemnity: claims for financial loss caused by negligent advice, design, errors or omissions in professional services",
              "Product liability and recall: injury or damage caused by products you make, import or sell, and the cost of recalling a defective product",
              "Environmental impairment: clean-up costs and third party claims from sudden or gradual pollution, including directives under the National Environmental Management Act",
              "Cyber: incident response, data restoration, business interruption, extortion, and liability and notification costs after a breach of personal information under POPIA",
            ],
          },
          {
            type: "richText",
            heading: "What is not covered, and SASRIA",
            paragraphs: [
              "SASRIA does not apply to these policies. SASRIA covers physical damage and resulting loss from riot, strike, civil commotion, public disorder and terrorism, and is arranged on your property, motor and asset policies instead. If your buildings, stock or vehicles are not yet protected against those events, ask your broker to add SASRIA to those policies.",
            ],
            bullets: [
              "Fraud or deliberate wrongdoing",
              "Fines and penalties that the law does not allow to be insured",
              "Liabilities assumed under contract beyond what the law imposes",
              "Claims brought in the United States or Canada, unless agreed",
            ],
          },
        ],
        whoFor: [
          {
            type: "richText",
            heading: "Who it is for",
            paragraphs: [
              "Specialist liability cover is bought by listed and private companies, state-owned enterprises, non-profit organisations and professional firms.",
            ],
            bullets: [
              "Boards and audit committees buy directors' and officers' cover to protect individuals",
              "Engineers, architects, consultants, accountants and IT firms buy professional indemnity",
              "Manufacturers, importers and food producers buy product liability and recall",
              "Any business that holds personal information or depends on its systems should consider cyber cover",
            ],
          },
        ],
        howItWorks: [
          {
            type: "richText",
            heading: "Claims-made cover",
            paragraphs: [
              "Most specialist liability policies are written on a claims-made basis: they respond to claims first made during the policy period, for acts after the retroactive date shown on the schedule. Circumstances you already knew about before cover started must be disclosed and are excluded. Your broker will complete a proposal form for each cover, with:",
            ],
            bullets: [
              "Audited financial statements and a description of activities and contracts",
              "Turnover by territory and claims history",
              "For cyber: controls such as multi-factor authentication, offline backups and patching",
              "For product recall: quality control and traceability",
            ],
          },
        ],
        claims: [
          {
            type: "richText",
            heading: "Making a claim",
            paragraphs: [
              `Notify us as soon as you become aware of a claim or a circumstance that could lead to one. We appoint specialist attorneys from our panel and manage defence costs within the policy limit. For a cyber incident, call ${site.claimsEmergencyPhone} at any hour so that our incident response partners can start containing it immediately.`,
            ],
            bullets: [
              "Do not admit liability or agree settlements without our consent",
              "Send letters of demand and summonses to us on the day you receive them",
              "Use the liability claim form, with a written account of what happened",
            ],
          },
        ],
      }),
      {
        type: "callToAction",
        heading: "Our work with listed groups",
        text: "See how we structure liability and property programmes for JSE-listed and multinational clients, together with their brokers and risk managers.",
        link: { label: "JSE-listed and multinational clients", route: "/clients/jse-listed-multinationals" },
      },
    ],
  },

  [`${PERSONAL}/personal`]: {
    title: "Personal insurance",
    eyebrow: "Personal solutions",
    description:
      "Home, contents, vehicle and all risks cover for individuals and families, underwritten by a licensed insurer and arranged through your broker.",
    intro: `Our personal policy brings your home, household contents, vehicles and portable valuables together under one schedule, with one renewal date and one claims team. It is underwritten by ${site.underwriter} and arranged through an independent broker, who can explain the options and review your cover as your circumstances change. The same risk and claims expertise we apply to commercial clients stands behind every personal policy.`,
    heroImage: {
      image: "scenes/home",
      alt: "A suburban family home with a car parked in the driveway",
    },
    blocks: [
      {
        type: "teaser",
        heading: "Your home, car and valuables on one schedule",
        description: [
          "You choose the sections you need, and each has its own sum insured and excess. A tenant might take only contents, all risks and one vehicle, while a family homeowner adds the house, a second car and personal liability. Everything sits on one schedule with a single monthly premium.",
          `When something goes wrong at night or over a weekend, our 24/7 claims line on ${site.claimsEmergencyPhone} can send an emergency plumber, glazier, locksmith or tow truck.`,
        ],
        media: {
          type: "image",
          image: "scenes/hailstorm",
          alt: "A hailstorm over suburban roofs and parked cars",
        },
        button: OFFICES,
      },
      {
        type: "facts",
        heading: "The policy at a glance",
        items: [
          { value: "1 schedule", label: "Home, contents, vehicles and valuables", note: "One monthly premium" },
          { value: "3 years", label: "Claims history needed for a quote" },
          {
            value: "24/7",
            label: "Emergency plumber, glazier, locksmith or tow truck",
            note: site.claimsEmergencyPhone,
          },
        ],
      },
      productDetails("Personal insurance in detail", {
        cover: [
          {
            type: "richText",
            heading: "What it covers",
            paragraphs: [
              "Home and contents are insured at replacement value, vehicles at retail value, and portable items at the value you declare.",
            ],
            bullets: [
              "Home: the structure of your house, outbuildings, walls, swimming pool and fixtures, including burst geysers",
              "Contents: furniture, appliances, clothing and household goods against theft, fire, storm, water damage and accidental damage by extension",
              "Vehicles: cars, bakkies and SUVs on comprehensive or third party cover, with car hire, windscreen and credit shortfall options",
              "All risks: cellphones, laptops, cameras, jewellery and other items you carry outside the home, in South Africa and on trips abroad",
              "Personal liability: claims by others for injury or damage you cause, at home or elsewhere",
            ],
          },
          {
            type: "richText",
            heading: "What is not covered",
            paragraphs: ["The policy does not pay for:"],
            bullets: [
              "Wear and tear, and damage from poor maintenance such as leaking roofs",
              "Theft from the home without forced entry or violence",
              "Loss while the home has been unoccupied for more than 60 consecutive days",
              "Vehicle claims where the driver was over the legal alcohol limit",
            ],
          },
          sasria("your home, contents and vehicles"),
        ],
        whoFor: [
          {
            type: "richText",
            heading: "Who it is for",
            paragraphs: [
              "The policy is designed for individuals and families who own or rent a home, own one or more vehicles and want their cover managed in one place. Clients with high-value homes, art or jewellery are usually better served by Opulence, our cover for high-net-worth households.",
            ],
            bullets: [
              "Homeowners with bonded or paid-up properties",
              "Tenants who need contents cover only",
              "Households with several drivers and vehicles",
              "Anyone who wants portable valuables covered away from home",
            ],
          },
        ],
        howItWorks: [
          {
            type: "richText",
            heading: "Quotes and conditions",
            paragraphs: [
              "Ask your broker for a quote. Sums insured must reflect the full replacement value of your home and contents; if they are too low, a claim is reduced in proportion. You will need:",
            ],
            bullets: [
              "The address and construction of your home",
              "Values of your home and contents",
              "Vehicle and regular driver details",
              "Security measures, such as alarms, armed response and burglar bars, which must be in working order",
              "Your claims history for the past three years",
            ],
          },
        ],
        claims: [
          {
            type: "richText",
            heading: "Making a claim",
            paragraphs: [
              `To claim, tell your broker or email ${site.claimsEmail}. For burglaries, accidents and burst geysers you can call ${site.claimsEmergencyPhone} at any hour.`,
            ],
            bullets: [
              "Burst geyser: switch off the water and the geyser's electricity, then call the claims line",
              "Burglary: report it to the SAPS, keep the case number and list what was taken",
              "Accident: report it to the SAPS within 24 hours and photograph the scene",
              "Cellphones and laptops on all risks: send proof of ownership and the device's serial or IMEI number",
            ],
          },
        ],
      }),
      {
        type: "callToAction",
        heading: "Know what to expect when you claim",
        text: "See how quickly we aim to assess and settle motor, property, windscreen and all risks claims, and what you can do to help.",
        link: { label: "Claims turnaround times", route: "/claims-handling/claims-turnaround-times" },
      },
    ],
  },

  [`${PERSONAL}/opulence`]: {
    title: "Opulence: cover for high-net-worth households",
    eyebrow: "Personal solutions",
    description:
      "High-net-worth cover for fine art, jewellery, several homes and luxury vehicles, insured at agreed values and arranged through your broker.",
    intro: `Opulence is our policy for households whose homes, collections and vehicles have outgrown standard personal cover. Valuable items are insured at agreed values, several properties sit on one schedule, and a dedicated claims handler deals with every loss. It is underwritten by ${site.underwriter} and arranged through brokers who advise private clients, with our risk surveyors available to help protect what you own.`,
    heroImage: {
      image: "scenes/luxury-home",
      alt: "A large modern home with a swimming pool and artworks on the wall",
    },
    blocks: [
      {
        type: "teaser",
        heading: "Agreed values, one handler",
        description: [
          "Items listed on the schedule with a valuation are insured at their agreed value, so a total loss is paid at that amount without arguments about depreciation or market value at the time. Unlisted contents are covered on a generous blanket basis, with a higher single-item limit than a standard household policy.",
          "Each Opulence client has a named claims handler. Where you prefer, we replace jewellery through your own jeweller and appoint specialist restorers for art and antiques, and our risk surveyors can visit your home to recommend security and fire protection for your collection.",
        ],
        media: {
          type: "image",
          image: "scenes/surveyor",
          alt: "A risk surveyor with a tablet carrying out an inspection",
        },
        button: { label: "About risk surveying", route: "/risk-management/risk-surveying" },
      },
      {
        type: "facts",
        heading: "Opulence at a glance",
        items: [
          { value: "R10 million+", label: "Typical total insured values" },
          {
            value: "R20 million",
            label: "Personal liability limit",
            note: "Including liability as an employer of domestic staff",
          },
          { value: "3 years", label: "Maximum age of valuation certificates", note: "For jewellery, watches and art" },
          { value: "Worldwide", label: "Cover for jewellery and watches" },
        ],
      },
      productDetails("Opulence in detail", {
        cover: [
          {
            type: "richText",
            heading: "What it covers",
            paragraphs: [
              "Opulence brings every home, collection and vehicle onto one schedule, with cover designed for high-specification finishes and valuable items.",
            ],
            bullets: [
              "Fine art, antiques and collectables, including restoration costs and any loss in value after restoration",
              "Jewellery and watches, covered worldwide, whether worn, carried or kept in a safe or bank vault",
              "Multiple homes in South Africa on one schedule, including holiday and farm homes",
              "Luxury, classic and collectors' vehicles at agreed value, with repairs at manufacturer-approved repairers",
              "Personal liability up to R20 million, including liability as a property owner and employer of domestic staff",
              "Identity theft and cyber extortion costs for the household",
            ],
          },
          sasria(
            "your homes, contents and vehicles",
            "It applies to your holiday and farm homes as well as your primary residence.",
          ),
        ],
        whoFor: [
          {
            type: "richText",
            heading: "Who it is for",
            paragraphs: [
              "Opulence is designed for clients whose total insured values typically exceed R10 million, and who want one broker and one claims handler for everything.",
            ],
            bullets: [
              "Owners of substantial primary residences, holiday homes and farms",
              "Collectors of art, wine and antiques",
              "Families with significant jewellery and watch collections",
              "Owners of several luxury and classic vehicles",
              "Clients who travel frequently and need their valuables covered wherever they go",
            ],
          },
        ],
        howItWorks: [
          {
            type: "richText",
            heading: "Quotes and conditions",
            paragraphs: [
              "Your broker will need a list of properties and their replacement values, valuation certificates for listed items, vehicle details, security measures and your claims history. We can arrange a home survey and, where items have not been valued recently, recommend independent valuers.",
            ],
            bullets: [
              "Valuation certificates no older than three years for jewellery, watches and art",
              "Higher-value items kept in a safe or vault when not worn",
              "Homes with an alarm linked to armed response",
              "No cover for wear and tear, damage during cleaning or restoration by others, moth and vermin, or jewellery stolen from unattended vehicles or unlocked hotel rooms",
            ],
          },
        ],
        claims: [
          {
            type: "richText",
            heading: "Making a claim",
            paragraphs: [
              `Contact your named claims handler through your broker, at ${site.claimsEmail} or, at any hour, on ${site.claimsEmergencyPhone}. Agreed value items are settled at the scheduled amount.`,
            ],
            bullets: [
              "Report theft to the SAPS and keep the case number",
              "Do not attempt to clean or restore damaged art or antiques yourself",
              "Jewellery can be replaced through your own jeweller",
              "Specialist restorers are appointed for art and antiques",
            ],
          },
        ],
      }),
      {
        type: "callToAction",
        heading: "Boats, caravans and motorcycles too",
        text: "Leisure cover for boats, jet skis, caravans and motorcycles can be added to your Opulence schedule, with one renewal date for everything.",
        link: { label: "Leisure insurance", route: `${PERSONAL}/leisure` },
      },
    ],
  },

  [`${PERSONAL}/leisure`]: {
    title: "Leisure insurance",
    eyebrow: "Personal solutions",
    description:
      "Cover for boats, caravans, trailers, motorcycles, quad bikes and jet skis, on land, on the road and on the water, arranged through your broker.",
    intro: `Boats, caravans, motorcycles and jet skis are often excluded or only partly covered by a household policy, and they face risks that cars do not: launching, towing, open water and rough terrain. Our leisure policy insures them properly, on their own or alongside your personal policy. It is underwritten by ${site.underwriter} and arranged through your broker, with cover set to how and where you use each item.`,
    heroImage: {
      image: "scenes/leisure",
      alt: "A boat on a trailer, a caravan and mountain bikes ready for a weekend away",
    },
    blocks: [
      {
        type: "teaser",
        heading: "On the road, in storage and on the water",
        description: [
          "Each item is insured at its agreed or retail value, with cover that follows it on the road, in storage and on the water. Boats are covered on South African inland waters and up to an agreed distance off the coast, and caravans and trailers while touring in neighbouring countries where noted on the schedule.",
          "Leisure cover can be taken on its own or added to our personal or Opulence policies, so all your cover runs on one renewal date. Claims are assessed by specialist marine surveyors for boats and recognised repairers for caravans and motorcycles.",
        ],
        media: {
          type: "image",
          image: "scenes/harbour",
          alt: "Durban harbour with stacked containers and ships at the quayside",
        },
        button: { label: "Personal insurance", route: `${PERSONAL}/personal` },
      },
      {
        type: "facts",
        heading: "The policy at a glance",
        items: [
          { value: "Inland and coastal", label: "Waters covered for boats", note: "Up to an agreed distance offshore" },
          { value: "24 hours", label: "To report theft to the SAPS" },
          { value: "1 renewal date", label: "When added to a personal or Opulence policy" },
        ],
      },
      productDetails("Leisure insurance in detail", {
        cover: [
          {
            type: "richText",
            heading: "What it covers",
            paragraphs: ["Choose cover for each item, set to how and where you use it."],
            bullets: [
              "Boats and jet skis: accidental damage, theft, fire, sinking and stranding, salvage and wreck removal, and liability to others on the water",
              "Caravans and trailers: accidental damage, theft and storm, including caravan contents and awnings, while towed, parked or stored",
              "Motorcycles: comprehensive or third party cover, with riding gear and helmets as an option",
              "Quad bikes: accidental damage and theft on private land and designated trails, and on public roads where registered",
              "Trailer transit for boats and jet skis, and liability while towing",
            ],
          },
          sasria(
            "your leisure vehicles and craft",
            "It applies whether the item is on the road, parked at home or stored at a marina or storage yard.",
          ),
        ],
        whoFor: [
          {
            type: "richText",
            heading: "Who it is for",
            paragraphs: [
              "The policy is for individuals and families who own recreational vehicles and craft, whether or not they insure their home and car with us.",
            ],
            bullets: [
              "Ski boats, yachts and fishing boats on inland or coastal waters",
              "Caravans and off-road trailers",
              "Motorcycles for commuting or touring",
              "Quad bikes used on farms or trails, and jet skis",
            ],
          },
        ],
        howItWorks: [
          {
            type: "richText",
            heading: "Quotes and conditions",
            paragraphs: [
              "Your broker will need a description and value of each item, where it is kept and used, security measures, and licence or skipper details.",
            ],
            bullets: [
              "Skippers must hold the certificate of competence required for the vessel",
              "Boats must carry a valid certificate of fitness under the small vessel safety regulations administered by the South African Maritime Safety Authority",
              "Riders and drivers must be licensed where the law requires it",
              "No cover for racing and speed trials, use under the influence of alcohol, wear and tear, osmosis, or mechanical breakdown unless caused by an insured event",
            ],
          },
        ],
        claims: [
          {
            type: "richText",
            heading: "Making a claim",
            paragraphs: [
              `Notify your broker or ${site.claimsEmail} promptly. For accidents on the road or water, call ${site.claimsEmergencyPhone} at any hour.`,
            ],
            bullets: [
              "Report theft to the SAPS within 24 hours",
              "Items must have been locked away or secured with an approved lock",
              "Specialist marine surveyors are appointed for boats",
              "Repairs are authorised with recognised boat, caravan and motorcycle repairers",
            ],
          },
        ],
      }),
      {
        type: "callToAction",
        heading: "Start a leisure claim",
        text: "Download the all risks claim form for your boat, caravan, motorcycle or other leisure item, with the list of documents we need.",
        link: { label: "Claim forms", route: "/claims-handling/claim-forms" },
      },
    ],
  },
};
