import type { PageContent } from "../types";
import { site } from "../../config/site";

export const productsPages: Record<string, PageContent> = {
  "/insurance-products/commercial-solutions/commercial": {
    title: "Commercial insurance",
    eyebrow: "Commercial solutions",
    description:
      "Business all risks, fire, buildings, business interruption, money, transit and liability cover for South African businesses, placed through your broker.",
    intro: `${site.name} insures South African businesses, from owner-managed firms to listed groups and state-owned enterprises. Every policy is underwritten by ${site.underwriter} and placed through an independent broker, who helps you choose the sections you need. Behind the cover sits our own risk engineering team, who survey sites, test fire protection and check sums insured, so that your premium reflects how well your risk is actually managed.`,
    blocks: [
      {
        type: "richText",
        heading: "Who it is for",
        paragraphs: [
          "Our commercial policy suits any business with premises, stock, equipment, money, staff and customers to protect: manufacturers, warehouses and distributors, retailers, office tenants and owners, hotels and restaurants, professional firms and service businesses. It is built section by section, so a single-branch retailer and a national distributor each buy only the cover that fits. Larger or more complex risks can be arranged as a dedicated programme, with deductibles and limits structured by your broker.",
        ],
      },
      {
        type: "richText",
        heading: "The sections you can choose",
        paragraphs: [
          "Each section carries its own sum insured or limit, so cover can be increased where the exposure is highest and left out where it is not needed. The most common combinations are fire or buildings combined with business interruption, plus money, glass and public liability. Motor fleet, agriculture and specialist liability are written on their own dedicated policies.",
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
        heading: "Main conditions and exclusions",
        paragraphs: [
          "Sums insured must reflect full value: replacement value for buildings and plant, cost price for stock. If you are underinsured, average applies and a claim is reduced in proportion. Security and fire protection noted on your schedule, such as alarms, burglar bars and sprinklers, must be kept in working order. The policy does not pay for wear and tear, gradual deterioration, poor maintenance, faulty design, theft without forced or violent entry to the premises, pollution that is not sudden, war or nuclear risks.",
          "Riot, strike, civil commotion, public disorder and terrorism are excluded from every private policy in South Africa. Only SASRIA can provide that cover, and we arrange it for you alongside the fire, buildings, business interruption, glass, money, goods in transit and electronic equipment sections. SASRIA does not apply to the liability sections.",
        ],
      },
      {
        type: "richText",
        heading: "How to get a quote",
        paragraphs: [
          "Quotes are arranged through your independent broker. To give an accurate price we need a description of the business, the address and construction of each site, sums insured per section, annual turnover and gross profit for business interruption, and five years of claims history. For larger sites our risk surveyors visit before cover starts. Smaller premises can often be surveyed remotely through In-Syte, using a guided video call from your own phone.",
        ],
      },
      {
        type: "richText",
        heading: "How claims are handled",
        paragraphs: [
          `Report a loss to your broker or to our claims team at ${site.claimsEmail} as soon as you can, and call ${site.claimsEmergencyPhone} at any hour for fire, flood or break-ins that need urgent help. Take reasonable steps to prevent further damage, keep damaged items for inspection and open a police case for theft or malicious damage. Our own claims handlers manage the file from start to finish, appointing a loss adjuster for larger losses and our quantity surveyors to agree building repair costs.`,
        ],
      },
      {
        type: "callToAction",
        heading: "Have your premises surveyed",
        text: "A risk survey shows where your cover and your protection need attention before a loss, not after. Ask your broker to request one, or read how our surveyors work.",
        link: { label: "About risk surveying", route: "/risk-management/risk-surveying" },
      },
    ],
  },

  "/insurance-products/commercial-solutions/assets-all-risks": {
    title: "Assets all risks",
    eyebrow: "Commercial solutions",
    description:
      "All risks cover for equipment, plant and tools that move between sites, insured against accidental loss or damage from any cause not excluded.",
    intro: `Assets all risks insures the equipment your business depends on wherever it is used: on site, in a vehicle, at a client's premises or in storage. Instead of listing the perils that are covered, it covers accidental physical loss or damage from any cause that is not specifically excluded. The policy is underwritten by ${site.underwriter} and arranged through your independent broker, with cover tailored to the way your assets are actually used.`,
    blocks: [
      {
        type: "richText",
        heading: "Who it is for",
        paragraphs: [
          "The policy is designed for businesses whose valuable assets do not stay in one place. Typical clients include building and civil contractors with mobile plant, surveyors and engineers with precision instruments, medical practices with portable diagnostic equipment, event and audiovisual companies, and service technicians who carry expensive tools. It also suits any business that wants one schedule for its high-value items instead of spreading them across several policy sections.",
        ],
      },
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
        heading: "Main exclusions and conditions",
        paragraphs: [
          "The policy does not pay for wear and tear, gradual deterioration, rust or corrosion, or mechanical and electrical breakdown unless the breakdown extension is taken. Losses found only during a stocktake, items lent or hired out without our agreement, and confiscation by authorities are excluded. Theft from an unattended vehicle is covered only if the vehicle was locked, the items were out of sight and there are signs of forced entry. Mobile plant must be operated by trained, suitably licensed operators.",
          "Riot, strike, public disorder and terrorism damage is excluded from the policy itself, as it is from every private policy in South Africa. That cover is provided only by SASRIA, and we arrange it for you on the same schedule, so that plant on a site affected by a community protest or labour unrest is still protected.",
        ],
      },
      {
        type: "richText",
        heading: "Quotes and claims",
        paragraphs: [
          "Your broker will ask for an asset register with descriptions, serial numbers, year of purchase and current replacement values, along with where the assets are used and how they are secured overnight. For contractors' plant we also ask about operators, tracking devices and site security. Where the values are significant, our risk surveyors may inspect the storage yard or workshop before we quote, and their recommendations are shared with you.",
          `To claim, notify your broker or ${site.claimsEmail} promptly, and report theft to the police within 24 hours. Keep damaged items until we have inspected them. We settle by repair, replacement or payment, and for common equipment we can often source a replacement through our suppliers faster than a cash settlement would allow you to buy one.`,
        ],
      },
      {
        type: "callToAction",
        heading: "Download a claim form",
        text: "If an insured asset has been lost, stolen or damaged, start your claim with the right form and the supporting documents listed on it.",
        link: { label: "Claim forms", route: "/claims-handling/claim-forms" },
      },
    ],
  },

  "/insurance-products/commercial-solutions/agriculture": {
    title: "Agricultural insurance",
    eyebrow: "Commercial solutions",
    description:
      "Insurance for South African farms: crops against hail and fire, livestock, farm buildings, vehicles and implements, arranged through your broker.",
    intro: `Farming carries risks that a standard commercial policy does not address: a hailstorm days before harvest, a veld fire crossing boundary lines, stock theft from a remote camp. Our agricultural policy brings crop, livestock, building and equipment cover together on one schedule. It is underwritten by ${site.underwriter}, placed through brokers who know farming, and supported by assessors who understand crops and animals.`,
    blocks: [
      {
        type: "richText",
        heading: "Who it is for",
        paragraphs: [
          "We insure commercial grain, oilseed, sugar cane, fruit and vegetable producers, livestock and dairy farmers, mixed farming operations, agricultural co-operatives and agribusinesses. Emerging and developing farmers are also welcome, including those farming through land reform or supplier development programmes, where we work with the broker to keep cover practical and affordable. The policy can be written for a single farm or for a group of farms under one owner.",
        ],
      },
      {
        type: "richText",
        heading: "What it covers",
        paragraphs: [
          "Cover is chosen section by section and can be adjusted each season as plantings and herd sizes change. A grain farmer may insure only crops, buildings and implements, while a mixed farm adds livestock and veld fire liability. All sections share one schedule, one renewal date and one claims team, so nothing falls between separate policies.",
        ],
        bullets: [
          "Crops against hail and fire: standing crops from emergence to harvest, with the sum insured based on expected yield per hectare and price",
          "Fire on grazing and veld, and liability for fire spreading to neighbouring land",
          "Livestock: death from accident, lightning, fire, flood and named diseases, and theft subject to the conditions below",
          "Farm buildings: homesteads, sheds, silos, packhouses, dairies, workers' housing and fixed irrigation such as centre pivots",
          "Farm vehicles and implements: tractors, combine harvesters, bakkies, trailers, sprayers and planters, on the farm and on public roads",
          "Harvested produce in storage and in transit to the silo, packhouse or market",
        ],
      },
      {
        type: "richText",
        heading: "Main exclusions and conditions",
        paragraphs: [
          "Crop cover is named-peril cover: it pays for hail and fire damage, not for drought, excessive rain, frost, pests or poor yields from other causes. Crops must be declared per land before damage occurs, and cover for each land starts only once we have accepted the declaration. Livestock must be healthy when cover starts, and disease cover has a waiting period. For stock theft, animals must be branded or marked as the Animal Identification Act requires and counted regularly.",
          "Veld fire cover expects firebreaks to be prepared in line with the National Veld and Forest Fire Act, and membership of a local fire protection association counts in your favour. SASRIA cover for riot, strike, public disorder and terrorism damage applies to farm buildings, stored produce, vehicles and implements, and we arrange it with your policy. It does not apply to standing crops or livestock.",
        ],
      },
      {
        type: "richText",
        heading: "Quotes and claims",
        paragraphs: [
          "Your broker will need a farm map or list of lands with hectares, crop types and expected yields, livestock numbers by class, a schedule of buildings, vehicles and implements, and your claims history. For larger operations our risk surveyors visit the farm to look at fire protection, fuel storage, firebreaks and security. Crop declarations can be updated during the season as you plant.",
          `Report hail damage within 72 hours, before harvesting the affected land, so that our agricultural assessors can measure the damage in the field. Some crops need a second inspection as they develop before the final loss is agreed. For livestock losses keep the carcass for a veterinary report where possible, and open a police case within 24 hours for stock theft. Urgent losses can be reported at any hour on ${site.claimsEmergencyPhone}.`,
        ],
      },
      {
        type: "callToAction",
        heading: "How we work with farmers",
        text: "See how our agricultural clients use surveys, seasonal declarations and local assessors to keep their cover in step with the farm.",
        link: { label: "Agricultural clients", route: "/clients/agriculture" },
      },
    ],
  },

  "/insurance-products/commercial-solutions/motor-fleet": {
    title: "Motor fleet insurance",
    eyebrow: "Commercial solutions",
    description:
      "Motor fleet cover for cars, bakkies, trucks and buses, in specified, unspecified and SME forms, backed by claims and parts procurement in-house.",
    intro: `A vehicle off the road costs a business money every day it stands. Our motor fleet policy covers damage, theft and third party liability for business fleets of every size, and our claims and parts procurement teams work to get vehicles repaired and back in service quickly. Cover is underwritten by ${site.underwriter} and placed through independent brokers, in the form that best suits how your fleet is run.`,
    blocks: [
      {
        type: "richText",
        heading: "Who it is for",
        paragraphs: [
          "We insure fleets of passenger cars, bakkies and light delivery vehicles, rigid and articulated trucks, buses and minibuses, and trailers. Clients range from service companies with a handful of vehicles to transport and logistics operators running several hundred. Fleet cover suits any business that owns or leases five or more vehicles, or that wants its vehicles managed on one policy with a single renewal date, one set of terms and one point of contact for claims.",
        ],
      },
      {
        type: "richText",
        heading: "Three ways to insure a fleet",
        paragraphs: [
          "The cover itself is the same in each case; what differs is how vehicles are recorded on the policy and how the premium is worked out. Your broker will recommend the form that matches the size of your fleet and how often it changes.",
        ],
        bullets: [
          "Motor fleet specified: each vehicle is listed on the schedule with its own sum insured, best for larger fleets whose vehicles change infrequently",
          "Motor fleet unspecified: blanket cover on a declared total fleet value, with regular declarations and a premium adjustment, best for fleets that change often",
          "Motor fleet SME: a packaged product with simple rating for small and medium businesses running 5 to 30 vehicles",
        ],
      },
      {
        type: "richText",
        heading: "What it covers",
        paragraphs: [
          "Each vehicle can be insured comprehensively, for third party, fire and theft, or for third party only. Comprehensive cover pays for accidental damage, theft, hijacking, fire, hail and flood, and every option includes liability for damage to other people's property and for claims by passengers. Optional extensions include car hire, windscreen and glass, towing and storage, credit shortfall, goods in transit, and loss of keys.",
          "Riot, strike, public disorder and terrorism damage to vehicles is excluded from private motor policies in South Africa and covered only by SASRIA. We arrange SASRIA cover for every vehicle on the fleet, which matters for vehicles that operate in areas affected by protests, unrest or labour action.",
        ],
      },
      {
        type: "richText",
        heading: "Main exclusions and conditions",
        paragraphs: [
          "Drivers must hold a valid licence for the vehicle class and, where the National Road Traffic Act requires it, a professional driving permit. Vehicles must be roadworthy, licensed and used only for the purposes declared. The policy does not pay where the driver was over the legal alcohol limit or under the influence of drugs, for overloading, or for mechanical breakdown and wear and tear. High-value or high-risk vehicles must be fitted with an approved tracking device, which must be active at the time of loss.",
        ],
      },
      {
        type: "richText",
        heading: "Quotes and claims",
        paragraphs: [
          `Your broker will need a vehicle list, driver information, details of how the vehicles are used and at least three years of claims history. For larger fleets we review driver training, telematics and vehicle security with you. To claim, call ${site.claimsEmergencyPhone} for towing and accident help at any hour, then submit a claim form. We authorise repairs at approved repairers, and our parts procurement team sources parts directly to reduce the time vehicles spend waiting.`,
        ],
      },
      {
        type: "callToAction",
        heading: "Faster repairs through parts procurement",
        text: "Find out how our in-house parts procurement shortens repair times and keeps fleet claims costs under control.",
        link: { label: "Parts procurement", route: "/motor-risk-managment/parts-procurement" },
      },
    ],
  },

  "/insurance-products/commercial-solutions/motor-fleet-specified": {
    title: "Motor fleet specified",
    eyebrow: "Motor fleet",
    description:
      "Fleet cover with every vehicle listed on the schedule with its own sum insured, suited to larger fleets whose vehicles change infrequently.",
    intro: `Under a specified fleet policy every vehicle appears on the schedule by registration number, with its own sum insured, cover type and premium. It gives you and your finance team certainty about exactly what is insured and for how much. The policy is underwritten by ${site.underwriter} and arranged through your broker, and it suits established fleets where vehicles are replaced on a planned cycle.`,
    blocks: [
      {
        type: "richText",
        heading: "Who it is for",
        paragraphs: [
          "Specified cover works best for larger fleets, typically 30 vehicles or more, where the same vehicles stay in service for several years: utility and maintenance fleets, sales and service fleets, distribution fleets and bus operators. It also suits fleets with specialised or high-value vehicles, such as refrigerated trucks, tankers or vehicles with fitted cranes and bodies, where each unit needs its own agreed value and terms.",
        ],
      },
      {
        type: "richText",
        heading: "How it works and what it covers",
        paragraphs: [
          "Each vehicle is listed with its make, model, year, registration and VIN, its use and its sum insured. Standard vehicles are settled at retail value at the time of loss, up to the scheduled sum insured. Specialised vehicles and fitted equipment can be insured at an agreed value supported by a valuation. Premium is rated per vehicle, so a well-managed fleet benefits directly from its own claims record.",
        ],
        bullets: [
          "Comprehensive, third party fire and theft, or third party only, chosen per vehicle",
          "Accidental damage, theft, hijacking, fire, hail and flood under comprehensive cover",
          "Third party and passenger liability for every vehicle",
          "Newly acquired vehicles covered automatically for 30 days, up to an agreed limit, while they are added to the schedule",
          "Optional car hire, glass, towing, credit shortfall and fitted equipment extensions",
        ],
      },
      {
        type: "richText",
        heading: "Conditions, exclusions and SASRIA",
        paragraphs: [
          "Because cover follows the schedule, it must be kept accurate: tell your broker when vehicles are bought, sold, written off or change use, and confirm sums insured at each renewal. A vehicle that is not on the schedule after the 30-day period is not covered. Standard fleet exclusions apply, including unlicensed drivers, driving over the legal alcohol limit, overloading, wear and tear and mechanical breakdown. SASRIA cover for riot, strike and public disorder damage is arranged for each scheduled vehicle.",
        ],
      },
      {
        type: "richText",
        heading: "Quotes and claims",
        paragraphs: [
          `Your broker sends us the fleet list with values and use, driver details, tracking information and three to five years of claims history. Mid-term changes are endorsed and adjusted pro rata. To claim, call ${site.claimsEmergencyPhone} for accident help and towing at any hour, then submit a claim form with the driver's statement and police accident report number. Repairs are authorised at approved repairers, with parts sourced through our own procurement team.`,
        ],
      },
      {
        type: "callToAction",
        heading: "Compare the fleet options",
        text: "Not sure whether specified, unspecified or SME cover suits your fleet? See the three options side by side.",
        link: { label: "Motor fleet insurance", route: "/insurance-products/commercial-solutions/motor-fleet" },
      },
    ],
  },

  "/insurance-products/commercial-solutions/motor-fleet-unspecified": {
    title: "Motor fleet unspecified",
    eyebrow: "Motor fleet",
    description:
      "Blanket fleet cover on a declared total value, with periodic declarations and a premium adjustment, for fleets whose vehicles change often.",
    intro: `Some fleets change every week: vehicles are bought, hired in, transferred between branches and sold. Listing each one on a schedule becomes an administrative burden and a risk of gaps. Unspecified fleet cover insures the fleet as a whole on a declared total value, with the premium adjusted to the actual value over the year. It is underwritten by ${site.underwriter} and arranged through your broker.`,
    blocks: [
      {
        type: "richText",
        heading: "Who it is for",
        paragraphs: [
          "Unspecified cover suits fleets with frequent turnover and changing numbers: transport and logistics operators who add vehicles for seasonal contracts, construction and mining support fleets that move between projects, and businesses that rotate vehicles between branches or subsidiaries. It is also useful where a central fleet department keeps a reliable vehicle register and prefers to report values periodically instead of notifying every change as it happens.",
        ],
      },
      {
        type: "richText",
        heading: "How declarations and adjustment work",
        paragraphs: [
          "At the start of the year you estimate the total fleet value and pay a deposit premium based on it. Every month or quarter, as agreed, you declare the actual value of the vehicles on your register. At the end of the year we compare the declarations with the estimate: if the fleet was larger, an additional premium is charged; if it was smaller, part of the deposit is refunded, subject to a minimum retained premium of 75% of the deposit.",
        ],
        bullets: [
          "Any vehicle on your fleet register is covered from the day it joins, without a separate endorsement",
          "Cover types and extensions are the same as for our other fleet policies",
          "A maximum value applies to any one vehicle; vehicles above it are specified separately",
          "SASRIA cover is included and its premium is adjusted on the same declarations",
        ],
      },
      {
        type: "richText",
        heading: "Main conditions and exclusions",
        paragraphs: [
          "Your fleet register is the evidence of cover, so it must be kept up to date and made available to us on request. Declarations must be submitted on time; if one is late, we may use the previous declaration with an agreed uplift. If the declared value is lower than the true value, the average condition applies and claims are reduced in proportion. The usual fleet exclusions apply: unlicensed drivers, alcohol over the legal limit, overloading, wear and tear and mechanical breakdown.",
        ],
      },
      {
        type: "richText",
        heading: "Quotes and claims",
        paragraphs: [
          `For a quote, your broker will need your current fleet register, an estimate of the average and peak fleet value for the year, vehicle use by category, driver information and three to five years of claims history. To claim, call ${site.claimsEmergencyPhone} for accident help and towing at any hour and send a claim form to ${site.claimsEmail}. We confirm that the vehicle was on the register at the time of loss, then authorise repairs with parts sourced through our procurement team.`,
        ],
      },
      {
        type: "callToAction",
        heading: "See all fleet options",
        text: "Compare unspecified cover with the specified and SME fleet policies to choose the right structure for your vehicles.",
        link: { label: "Motor fleet insurance", route: "/insurance-products/commercial-solutions/motor-fleet" },
      },
    ],
  },

  "/insurance-products/commercial-solutions/motor-fleet-sme": {
    title: "Motor fleet SME",
    eyebrow: "Motor fleet",
    description:
      "A packaged fleet policy for small and medium businesses running 5 to 30 vehicles, with simple rating and the most-used extensions built in.",
    intro: `Small and medium businesses need proper fleet cover without the paperwork of a corporate programme. Motor fleet SME is a packaged policy for businesses running 5 to 30 vehicles, with straightforward rating, the extensions most businesses need already included, and the same claims and parts procurement support as our larger fleets. It is underwritten by ${site.underwriter} and quoted quickly through your broker.`,
    blocks: [
      {
        type: "richText",
        heading: "Who it is for",
        paragraphs: [
          "The package is built for owner-managed and growing businesses with between 5 and 30 vehicles: plumbing, electrical and building contractors, security companies, courier and delivery businesses, caterers, pharmacies, estate agencies and sales teams. It covers passenger cars, bakkies, panel vans, minibuses and light and medium trucks. Heavy articulated vehicles, public transport operators and vehicles carrying hazardous goods are insured on our specified or unspecified fleet policies instead.",
        ],
      },
      {
        type: "richText",
        heading: "What the package includes",
        paragraphs: [
          "Vehicles are insured comprehensively at retail value, with premium based on vehicle type, use, area and the business's claims record rather than a detailed per-vehicle underwriting exercise. The core package can be extended with goods in transit, credit shortfall for financed vehicles and car hire for longer periods.",
        ],
        bullets: [
          "Accidental damage, theft, hijacking, fire, hail and flood",
          "Third party and passenger liability up to R5 million per event",
          "Windscreen and glass cover with a reduced excess",
          "24-hour towing, roadside assistance and accident scene help",
          "Cover for newly acquired vehicles for 30 days while they are added",
          "SASRIA cover for riot, strike, public disorder and terrorism damage on every vehicle",
        ],
      },
      {
        type: "richText",
        heading: "Main conditions and exclusions",
        paragraphs: [
          "A fixed basic excess applies per claim, with an additional excess for drivers under 25 or licensed for less than two years, and for claims within the first 90 days of cover. Drivers must hold a valid licence for the vehicle class. Vehicles valued above R600 000, or in high-theft categories such as certain bakkies and minibuses, must have an approved tracking device. The policy excludes driving over the legal alcohol limit, unlicensed or unroadworthy vehicles, overloading, wear and tear and mechanical breakdown.",
        ],
      },
      {
        type: "richText",
        heading: "Quotes and claims",
        paragraphs: [
          `Your broker can usually quote on the same day from a vehicle list, the main drivers' details, business use and three years of claims history, and can amend the policy online as vehicles change. To claim, call ${site.claimsEmergencyPhone} for towing and accident help at any hour, then send the claim form to ${site.claimsEmail}. Our claims team authorises repairs at approved repairers and keeps your broker informed until the vehicle is back on the road.`,
        ],
      },
      {
        type: "callToAction",
        heading: "For brokers: quote and administer online",
        text: "Brokers can quote, bind and amend SME fleet policies on our policy administration system, with vehicle changes updated the same day.",
        link: { label: "Policy administration system", route: "/broker-tools/policy-administration-system" },
      },
    ],
  },

  "/insurance-products/commercial-solutions/property-all-risk-sectional-plan": {
    title: "Property all risk: sectional title schemes",
    eyebrow: "Commercial solutions",
    description:
      "Body corporate insurance for sectional title schemes: buildings at replacement value, public and trustees' liability, and fidelity cover.",
    intro: `A body corporate is responsible for insuring the buildings in its scheme, and trustees can be held personally accountable if that cover is inadequate. Our sectional title policy is designed around the Sectional Titles Schemes Management Act and its prescribed rules. It is underwritten by ${site.underwriter}, placed through your broker, and backed by in-house quantity surveyors who can confirm that the scheme is insured at full replacement value.`,
    blocks: [
      {
        type: "richText",
        heading: "Who it is for",
        paragraphs: [
          "The policy is written for the body corporate of residential, commercial, industrial and mixed-use sectional title schemes, from a block of eight townhouses to large complexes and estates. It is usually arranged by the trustees or the managing agent through the scheme's broker. Individual owners benefit directly, because their section, their share of the common property and the fixtures the scheme must insure are covered under the single body corporate policy.",
        ],
      },
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
      {
        type: "richText",
        heading: "Main conditions and exclusions",
        paragraphs: [
          "The replacement value must be kept current; if it is too low, average applies and every claim, including claims by individual owners, is reduced in proportion. Owners must notify the body corporate of improvements to their sections so that the sum insured can be increased. The policy does not pay for wear and tear, damp, gradual leaks, poor maintenance such as failed roof waterproofing, or subsidence unless the extension is taken. Units left unoccupied for more than 60 consecutive days must be reported to us.",
          "Owners' furniture and personal belongings are not part of the scheme policy and need their own household contents cover. SASRIA cover for riot, strike, public disorder and terrorism damage applies to the buildings, and we arrange it with the policy.",
        ],
      },
      {
        type: "richText",
        heading: "Quotes and claims",
        paragraphs: [
          "Your broker will need the scheme name and sectional plan number, number of units, construction, the latest replacement valuation, the value of levy and reserve funds for fidelity cover, and five years of claims history. If the scheme has no recent valuation, our quantity surveyors can provide one, using a remote In-Syte survey for smaller schemes.",
          `Claims are reported by the managing agent, the trustees or the owner concerned, through the broker or directly to ${site.claimsEmail}. Burst geysers and storm damage can be reported at any hour on ${site.claimsEmergencyPhone}. The scheme's conduct rules decide whether the body corporate or the owner pays the excess, so trustees should make this clear to owners in advance.`,
        ],
      },
      {
        type: "callToAction",
        heading: "Check the scheme's replacement value",
        text: "An outdated valuation is the most common reason sectional title claims are reduced. Ask our quantity surveyors for a replacement valuation.",
        link: { label: "Quantity surveying", route: "/risk-management/quantity-surveying" },
      },
    ],
  },

  "/insurance-products/commercial-solutions/property-all-risk-commercial": {
    title: "Property all risk: commercial property",
    eyebrow: "Commercial solutions",
    description:
      "All risks cover for offices, retail centres, factories, warehouses and hotels, with loss of rent or business interruption and in-house fire engineering.",
    intro: `Commercial property is usually the largest single asset on a balance sheet, and a serious fire or storm can take a building out of use for a year or more. Our property all risk policy insures buildings, plant and contents against physical loss or damage from any cause not excluded, together with lost rent or profit. It is underwritten by ${site.underwriter}, placed through your broker and supported by our own risk and fire engineers.`,
    blocks: [
      {
        type: "richText",
        heading: "Who it is for",
        paragraphs: [
          "The policy is written for owners and occupiers of commercial and industrial property: property funds and listed real estate groups, private landlords, developers on completion, manufacturers, logistics operators, retailers and hospitality groups. It covers single buildings and multi-site portfolios, including office blocks, shopping centres, industrial parks, warehouses, factories and hotels. Portfolios can be insured on one schedule with a combined limit and deductibles that match the owner's appetite for risk.",
        ],
      },
      {
        type: "richText",
        heading: "What it covers",
        paragraphs: [
          "Cover applies to any sudden and accidental physical loss or damage that is not specifically excluded, which means fewer gaps than a named-peril fire policy. Sums insured are set at replacement value, supported by a professional valuation for larger properties.",
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
        heading: "Main conditions and exclusions",
        paragraphs: [
          "Fire protection and security noted on the schedule must be maintained. Sprinkler systems must be installed and serviced in line with SANS 10287, hot work must be controlled by a permit system, and risk survey recommendations must be completed within the agreed time. Buildings left vacant for more than 30 days must be reported. The policy excludes wear and tear, gradual deterioration, faulty design or workmanship (damage resulting from it is covered), electronic data, pollution that is not sudden and accidental, and theft without forced entry.",
          "Riot, strike, public disorder and terrorism damage is excluded from the policy and covered only by SASRIA. We arrange SASRIA material damage and business interruption cover with the policy, with limits set to match the property schedule, which matters for shopping centres, warehouses and other property exposed to looting or unrest.",
        ],
      },
      {
        type: "richText",
        heading: "Quotes and claims",
        paragraphs: [
          `Your broker will need a property schedule with addresses, construction, occupancy and replacement values, rental income or gross profit, fire protection details and five years of claims history. Our risk surveyors and fire engineers assess larger sites before we quote. To claim, call ${site.claimsEmergencyPhone} at any hour after a major loss. We appoint a loss adjuster for significant claims and our quantity surveyors agree reinstatement costs with your contractors, and interim payments can be made while rebuilding is under way.`,
        ],
      },
      {
        type: "callToAction",
        heading: "Test your fire protection",
        text: "Our fire engineers review sprinkler design, detection and compartmentation, so you know your protection will work and your cover reflects it.",
        link: { label: "Fire engineering", route: "/risk-management/fire-engineering" },
      },
    ],
  },

  "/insurance-products/commercial-solutions/specialist-liablity": {
    title: "Specialist liability",
    eyebrow: "Commercial solutions",
    description:
      "Directors' and officers', professional indemnity, product liability and recall, environmental impairment and cyber cover, placed through your broker.",
    intro: `Some of the largest losses a business faces are not physical at all: a claim against the board, a negligent design, a contaminated product, a pollution clean-up order or a ransomware attack. Our specialist liability policies cover these exposures, including the legal costs of defending them. They are underwritten by ${site.underwriter} and arranged through brokers who place liability risks, with wordings written for South African law.`,
    blocks: [
      {
        type: "richText",
        heading: "Who it is for",
        paragraphs: [
          "Specialist liability cover is bought by listed and private companies, state-owned enterprises, non-profit organisations and professional firms. Boards and audit committees buy directors' and officers' cover to protect individuals; engineers, architects, consultants, accountants and IT firms buy professional indemnity; manufacturers, importers and food producers buy product liability and recall; and any business that holds personal information or depends on its systems should consider cyber cover.",
        ],
      },
      {
        type: "richText",
        heading: "What the policies cover",
        paragraphs: [
          "Each cover is available as a separate policy or combined on one schedule, with limits from R1 million to R100 million depending on the exposure. Defence costs are paid in addition to settlements, within the limit, and larger limits can be arranged in layers with other insurers through your broker.",
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
        heading: "Main conditions and exclusions",
        paragraphs: [
          "Most specialist liability policies are written on a claims-made basis: they respond to claims first made during the policy period, for acts after the retroactive date shown on the schedule. Circumstances you already knew about before cover started must be disclosed and are excluded. The policies do not cover fraud or deliberate wrongdoing, fines and penalties that the law does not allow to be insured, liabilities assumed under contract beyond what the law imposes, or claims brought in the United States or Canada unless agreed.",
          "SASRIA does not apply to these policies. SASRIA cover relates to physical damage and resulting loss from riot, strike, public disorder and terrorism, and is arranged on your property, motor and asset policies instead. If your buildings, stock or vehicles are not yet protected against those events, ask your broker to add SASRIA to those policies.",
        ],
      },
      {
        type: "richText",
        heading: "Quotes and claims",
        paragraphs: [
          "Your broker will complete a proposal form for each cover, with audited financial statements, a description of activities and contracts, turnover by territory and claims history. Cyber proposals also ask about controls such as multi-factor authentication, offline backups and patching, and product recall proposals about quality control and traceability.",
          `Notify us as soon as you become aware of a claim or a circumstance that could lead to one, and do not admit liability or agree settlements without our consent. We appoint specialist attorneys from our panel and manage defence costs within the policy limit. For a cyber incident, call ${site.claimsEmergencyPhone} at any hour so that our incident response partners can start containing it immediately.`,
        ],
      },
      {
        type: "callToAction",
        heading: "Our work with listed groups",
        text: "See how we structure liability and property programmes for JSE-listed and multinational clients, together with their brokers and risk managers.",
        link: { label: "JSE-listed and multinational clients", route: "/clients/jse-listed-multinationals" },
      },
    ],
  },

  "/insurance-products/personal-solutions/personal": {
    title: "Personal insurance",
    eyebrow: "Personal solutions",
    description:
      "Home, contents, vehicle and all risks cover for individuals and families, underwritten by a licensed insurer and arranged through your broker.",
    intro: `Our personal policy brings your home, household contents, vehicles and portable valuables together under one schedule, with one renewal date and one claims team. It is underwritten by ${site.underwriter} and arranged through an independent broker, who can explain the options and review your cover as your circumstances change. The same risk and claims expertise we apply to commercial clients stands behind every personal policy.`,
    blocks: [
      {
        type: "richText",
        heading: "Who it is for",
        paragraphs: [
          "The policy is designed for individuals and families who own or rent a home, own one or more vehicles and want their cover managed in one place. It suits homeowners with bonded or paid-up properties, tenants who need contents cover only, and households with several drivers and vehicles. Clients with high-value homes, art or jewellery are usually better served by Opulence, our cover for high-net-worth households.",
        ],
      },
      {
        type: "richText",
        heading: "What it covers",
        paragraphs: [
          "You choose the sections you need, and each has its own sum insured and excess. A tenant might take only contents, all risks and one vehicle, while a family homeowner adds the house, a second car and personal liability. Everything sits on one schedule with a single monthly premium.",
        ],
        bullets: [
          "Home: the structure of your house, outbuildings, walls, swimming pool and fixtures, including burst geysers, at replacement value",
          "Contents: furniture, appliances, clothing and household goods against theft, fire, storm, water damage and accidental damage by extension",
          "Vehicles: cars, bakkies and SUVs on comprehensive or third party cover, with car hire, windscreen and credit shortfall options",
          "All risks: cellphones, laptops, cameras, jewellery and other items you carry outside the home, in South Africa and on trips abroad",
          "Personal liability: claims by others for injury or damage you cause, at home or elsewhere",
        ],
      },
      {
        type: "richText",
        heading: "Main conditions and exclusions",
        paragraphs: [
          "Sums insured must reflect the full replacement value of your home and contents; if they are too low, a claim is reduced in proportion. Theft from the home is covered only where there is forced entry or violence, and alarms or burglar bars noted on the schedule must be in working order. The policy does not cover wear and tear, damage from poor maintenance such as leaking roofs, or a home left unoccupied for more than 60 consecutive days. Vehicle claims are declined for drivers over the legal alcohol limit.",
          "SASRIA cover for damage caused by riot, strike, public disorder and terrorism is included on your home, contents and vehicles. Only SASRIA can provide this cover in South Africa, and it is added to your policy at a small premium.",
        ],
      },
      {
        type: "richText",
        heading: "Quotes and claims",
        paragraphs: [
          `Ask your broker for a quote. You will need the address and construction of your home, values of your home and contents, vehicle and driver details, security measures and your claims history for the past three years. To claim, tell your broker or email ${site.claimsEmail}. For burglaries, accidents and burst geysers you can call ${site.claimsEmergencyPhone} at any hour, and we can send an emergency plumber, glazier, locksmith or tow truck.`,
        ],
      },
      {
        type: "callToAction",
        heading: "Know what to expect when you claim",
        text: "See how quickly we aim to acknowledge, assess and settle personal claims, and what you can do to help.",
        link: { label: "Claims turnaround times", route: "/claims-handling/claims-turnaround-times" },
      },
    ],
  },

  "/insurance-products/personal-solutions/opulence": {
    title: "Opulence: cover for high-net-worth households",
    eyebrow: "Personal solutions",
    description:
      "High-net-worth cover for fine art, jewellery, several homes and luxury vehicles, insured at agreed values and arranged through your broker.",
    intro: `Opulence is our policy for households whose homes, collections and vehicles have outgrown standard personal cover. Valuable items are insured at agreed values, several properties sit on one schedule, and a dedicated claims handler deals with every loss. It is underwritten by ${site.underwriter} and arranged through brokers who advise private clients, with our risk surveyors available to help protect what you own.`,
    blocks: [
      {
        type: "richText",
        heading: "Who it is for",
        paragraphs: [
          "Opulence is designed for clients whose total insured values typically exceed R10 million: owners of substantial primary residences, holiday homes and farms, collectors of art, wine and antiques, and families with significant jewellery and watch collections or several luxury and classic vehicles. It also suits clients who travel frequently and need their valuables covered wherever they go, and who want one broker and one claims handler for everything.",
        ],
      },
      {
        type: "richText",
        heading: "What it covers",
        paragraphs: [
          "Items listed on the schedule with a valuation are insured at their agreed value, so a total loss is paid at that amount without arguments about depreciation or market value at the time. Unlisted contents are covered on a generous blanket basis, with a higher single-item limit than a standard household policy.",
        ],
        bullets: [
          "Fine art, antiques and collectables, including restoration costs and any loss in value after restoration",
          "Jewellery and watches, covered worldwide, whether worn, carried or kept in a safe or bank vault",
          "Multiple homes in South Africa on one schedule, including holiday and farm homes, with cover for high-specification finishes",
          "Luxury, classic and collectors' vehicles at agreed value, with repairs at manufacturer-approved repairers",
          "Personal liability up to R20 million, including liability as a property owner and employer of domestic staff",
          "Identity theft and cyber extortion costs for the household",
        ],
      },
      {
        type: "richText",
        heading: "Main conditions and exclusions",
        paragraphs: [
          "Agreed values need valuation certificates no older than three years for jewellery, watches and art, and higher-value items must be kept in a safe or vault when not worn. Homes must have an alarm linked to armed response, and our surveyors may visit larger properties to recommend security and fire protection. The policy excludes wear and tear, damage during cleaning or restoration by others, gradual deterioration, moth and vermin, and theft of jewellery from unattended vehicles or unlocked hotel rooms.",
          "SASRIA cover for riot, strike, public disorder and terrorism damage is included for your homes, contents and vehicles, arranged with the policy. Only SASRIA can provide this cover in South Africa, and it applies to your holiday and farm homes as well as your primary residence.",
        ],
      },
      {
        type: "richText",
        heading: "Quotes and claims",
        paragraphs: [
          "Your broker will need a list of properties and their replacement values, valuation certificates for listed items, vehicle details, security measures and your claims history. We can arrange a home survey and, where items have not been valued recently, recommend independent valuers.",
          `Each Opulence client has a named claims handler, reached through your broker, at ${site.claimsEmail} or, at any hour, on ${site.claimsEmergencyPhone}. Agreed value items are settled at the scheduled amount. Where you prefer, we replace jewellery through your own jeweller and appoint specialist restorers for art and antiques.`,
        ],
      },
      {
        type: "callToAction",
        heading: "Protect your home before a loss",
        text: "Our risk surveyors assess the security, fire protection and storage of high-value homes and collections, and recommend practical improvements.",
        link: { label: "Risk surveying", route: "/risk-management/risk-surveying" },
      },
    ],
  },

  "/insurance-products/personal-solutions/leisure": {
    title: "Leisure insurance",
    eyebrow: "Personal solutions",
    description:
      "Cover for boats, caravans, trailers, motorcycles, quad bikes and jet skis, on land, on the road and on the water, arranged through your broker.",
    intro: `Boats, caravans, motorcycles and jet skis are often excluded or only partly covered by a household policy, and they face risks that cars do not: launching, towing, open water and rough terrain. Our leisure policy insures them properly, on their own or alongside your personal policy. It is underwritten by ${site.underwriter} and arranged through your broker, with cover set to how and where you use each item.`,
    blocks: [
      {
        type: "richText",
        heading: "Who it is for",
        paragraphs: [
          "The policy is for individuals and families who own recreational vehicles and craft: ski boats, yachts and fishing boats on inland or coastal waters, caravans and off-road trailers, motorcycles for commuting or touring, quad bikes used on farms or trails, and jet skis. It can be taken on its own or added to our personal or Opulence policies, so all your cover runs on one renewal date.",
        ],
      },
      {
        type: "richText",
        heading: "What it covers",
        paragraphs: [
          "Each item is insured at its agreed or retail value, with cover that follows it on the road, in storage and on the water. Boats are covered on South African inland waters and up to an agreed distance off the coast, and caravans and trailers while touring in neighbouring countries where noted on the schedule.",
        ],
        bullets: [
          "Boats and jet skis: accidental damage, theft, fire, sinking and stranding, salvage and wreck removal, and liability to others on the water",
          "Caravans and trailers: accidental damage, theft and storm, including caravan contents and awnings, while towed, parked or stored",
          "Motorcycles: comprehensive or third party cover, with riding gear and helmets as an option",
          "Quad bikes: accidental damage and theft on private land and designated trails, and on public roads where the quad bike is registered",
          "Trailer transit for boats and jet skis, and liability while towing",
        ],
      },
      {
        type: "richText",
        heading: "Main conditions and exclusions",
        paragraphs: [
          "Skippers must hold the certificate of competence required for the vessel, and boats must carry a valid certificate of fitness under the small vessel safety regulations administered by the South African Maritime Safety Authority. Riders and drivers must be licensed where the law requires it. The policy excludes racing and speed trials, use under the influence of alcohol, wear and tear, osmosis, mechanical breakdown unless caused by an insured event, and theft of items not locked away or secured with an approved lock.",
          "SASRIA cover for riot, strike, public disorder and terrorism damage is arranged for your leisure vehicles and craft, as it is for your car and home. Only SASRIA can provide this cover in South Africa, and it applies whether the item is on the road, parked at home or stored at a marina or storage yard.",
        ],
      },
      {
        type: "richText",
        heading: "Quotes and claims",
        paragraphs: [
          `Your broker will need a description and value of each item, where it is kept and used, security measures, and licence or skipper details. To claim, notify your broker or ${site.claimsEmail} promptly, and report theft to the police within 24 hours. For accidents on the road or water, call ${site.claimsEmergencyPhone} at any hour. We appoint specialist marine surveyors for boats, and authorise repairs with recognised boat, caravan and motorcycle repairers.`,
        ],
      },
      {
        type: "callToAction",
        heading: "Start a leisure claim",
        text: "Download the claim form for your boat, caravan, motorcycle or other leisure item, with the list of documents we need.",
        link: { label: "Claim forms", route: "/claims-handling/claim-forms" },
      },
    ],
  },
};
