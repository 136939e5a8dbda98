import type { PageContent } from "../types";
import { site } from "../../config/site";

export const clientsPages: Record<string, PageContent> = {
  "/clients/jse-listed-multinationals": {
    title: "JSE-listed and multinational companies",
    description:
      "Insurance programmes for JSE-listed and multinational groups, with local policies, consistent risk engineering across sites and board-level reporting.",
    eyebrow: "Clients",
    intro: `Listed and multinational groups need insurance that fits a complex structure: many subsidiaries, sites in several provinces, high values at risk and boards that expect clear reporting on how risk is managed. ${site.name} works with your broker and your risk management team to design a programme that covers the whole group, is supported by our own risk engineers and is underwritten by ${site.underwriter}.`,
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
          "Public, products and specialist liability",
          "SASRIA cover for riot, strike, civil commotion and terrorism damage, which only SASRIA can provide in South Africa",
        ],
      },
      {
        type: "richText",
        heading: "Local policies within a global programme",
        paragraphs: [
          "South African law generally requires risks located in South Africa to be insured by an insurer licensed in South Africa. For groups with an international insurance programme, we issue locally admitted policies that sit under the parent company's global master policy. Local claims are paid in rand, in South Africa, while the global policy provides difference-in-conditions and difference-in-limits cover above our policy.",
          "We share premium, exposure and claims information with the global lead insurer and your broker in the format they require, so that the programme can be managed as one. Where the global programme includes a captive or a central deductible fund, we agree in advance how local claims will be recovered, so that subsidiaries are not left waiting for funds.",
        ],
      },
      {
        type: "richText",
        heading: "One engineering standard across every site",
        paragraphs: [
          "Our risk surveyors visit every major site and grade it against the same criteria, so that your risk team can compare a distribution centre in Durban with a factory in Ekurhuleni on equal terms. Our fire engineers review sprinkler and detection systems against SANS 10287 and related standards, and our quantity surveyors value the property portfolio on a rolling three-year cycle to keep sums insured accurate.",
          "Recommendations, their priority and progress on each are tracked in our client risk management portal, which your site managers and head office can access at any time. Your risk manager can see at a glance which sites have outstanding high-priority items and which have improved since the last survey.",
        ],
      },
      {
        type: "richText",
        heading: "Reporting for risk committees and boards",
        paragraphs: [
          "Under King IV, your board is responsible for governing risk. We give your risk and audit committees the information they need: quarterly reports on claims by division, open risk improvement recommendations, large-loss developments and sums insured against current valuations, presented in a consistent format from one year to the next.",
          "A named account team, made up of an underwriter, a claims manager and a senior risk engineer, meets your broker and risk manager each quarter. For large losses, a loss adjuster is appointed within 24 hours and interim payments are made while the claim is finalised.",
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
        type: "richText",
        heading: "Procurement under the PPPFA",
        paragraphs: [
          "Insurance for organs of state is procured through open, competitive processes. We respond to tenders with your appointed broker and prepare our submissions to meet the bid conditions in full, including the preference point system under the PPPFA Regulations: 80/20 for most tenders and 90/10 for those above R50 million. Our submissions include:",
        ],
        bullets: [
          "Registration on the National Treasury Central Supplier Database",
          "A valid SARS tax compliance status PIN",
          "Our Level 1 B-BBEE certificate from a SANAS-accredited verification agency",
          `Proof of our FSP authorisation (FSP ${site.fspNumber}) and the insurer's licence and claims-paying-ability rating`,
          "Completed standard bidding documents, including declarations of interest",
        ],
      },
      {
        type: "richText",
        heading: "Cover for public assets and services",
        paragraphs: [
          "Public entities carry risks that few private businesses face: infrastructure spread across large areas, fleets used by the public, and facilities that may be damaged during community protests. Our property, assets all risks and motor fleet covers are designed for these exposures and include SASRIA cover for riot, strike, civil commotion and terrorism damage, which only SASRIA can provide in South Africa.",
          "We also provide public liability cover for claims by members of the public injured on your premises or affected by your operations. Our risk surveyors can assess depots, offices, clinics and plant, and recommend affordable improvements that reduce losses without disrupting the services your entity delivers to the public.",
        ],
      },
      {
        type: "richText",
        heading: "Transparency and accountability",
        paragraphs: [
          "Public money demands a clear audit trail. We provide claims registers, premium and sums insured schedules and loss reports in a format that supports your annual report and audit file. Premiums are charged strictly in line with the awarded contract, and any change in cover is confirmed in writing before it takes effect, so that no expenditure is incurred outside the approved terms.",
          "Our staff may not offer gifts or hospitality to officials involved in procurement, and every member of our team working on a public-sector account declares any conflict of interest. These commitments form part of our code of ethics, which is overseen by our board's social and ethics committee and confirmed in writing with every bid.",
        ],
      },
      {
        type: "callToAction",
        heading: "Check our empowerment credentials",
        text: "Our Level 1 B-BBEE status gives public-sector clients 135% procurement recognition. See how it is verified.",
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
          "SASRIA cover for riot, strike, civil commotion and terrorism damage, which only SASRIA can provide in South Africa",
        ],
      },
      {
        type: "richText",
        heading: "Getting the sums insured right",
        paragraphs: [
          "Underinsurance is one of the most common causes of disappointment at claims stage. Most property sections are subject to average: if a building worth R10 million is insured for R7 million, the insurer pays only 70% of any claim, so a R1 million loss would be settled at R700 000. Building costs in South Africa have risen sharply in recent years, and many sums insured have not kept pace.",
          "Our quantity surveyors can value your buildings for their full replacement cost, including demolition, debris removal, professional fees and cost escalation during rebuilding. A current valuation gives you and your broker confidence that a major loss will be paid in full rather than reduced by average.",
        ],
      },
      {
        type: "richText",
        heading: "Risk advice for every size of premises",
        paragraphs: [
          "Larger premises are surveyed by one of our risk surveyors before cover starts. For smaller shops, offices and workshops, our In-Syte service lets a surveyor inspect the premises by live video call with you or your manager, usually within a few days of the request and without a site visit.",
          "Either way, you receive a short report with practical recommendations on fire protection, security, electrical safety and housekeeping, ranked by priority, so that you know where to spend first. Where a recommendation is a condition of cover, the report says so clearly and gives you a reasonable period to complete it.",
        ],
      },
      {
        type: "richText",
        heading: "Claims handled by people who know your policy",
        paragraphs: [
          `Report a claim to your broker, email ${site.claimsEmail} or, for emergencies such as fire, burst pipes or break-ins outside office hours, call our 24/7 claims line on ${site.claimsEmergencyPhone}. A claims handler will confirm the next steps and appoint an assessor where needed.`,
          "For business interruption losses, we make interim payments so that you can pay staff and suppliers while the claim is finalised. We aim to meet the turnaround times we publish for each type of claim, and we explain every decision in writing, including the policy wording it is based on.",
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
    blocks: [
      {
        type: "richText",
        heading: "Cover for fleets of every size",
        paragraphs: [
          "Our motor fleet policy covers all of your vehicles under one schedule, with premiums based on your claims history, vehicle types and the routes you run. New vehicles are covered automatically from the date you acquire them, within agreed limits, and you tell us about them at the next monthly declaration. Cover can include:",
        ],
        bullets: [
          "Own damage, theft and hijacking of vehicles, trailers and mounted equipment",
          "Third-party liability for damage to other people's vehicles and property",
          "Goods in transit, including loading and unloading",
          "Cross-border cover for trips into SADC countries",
          "Pollution clean-up after an accident involving hazardous loads",
          "SASRIA cover for riot, strike, civil commotion and terrorism damage, which only SASRIA can provide in South Africa",
        ],
      },
      {
        type: "richText",
        heading: "Managing driver and vehicle risk",
        paragraphs: [
          "Most fleet losses begin with a driver decision. Our risk surveyors review your driver recruitment, licence and professional driving permit checks, training, fatigue management and vehicle maintenance records, and recommend practical improvements. Operators accredited under the Road Transport Management System, or those who share telematics data showing safe driving, can qualify for better terms at renewal.",
          "We also help you set security measures for high-value loads, such as tracking, route planning and restricted stopping points, to reduce hijacking and cargo theft. Clients who follow these measures on high-risk corridors, such as the main routes between Gauteng and the ports, benefit from lower excesses for hijacking and theft of cargo.",
        ],
      },
      {
        type: "richText",
        heading: "Faster repairs, less downtime",
        paragraphs: [
          "When a vehicle is damaged, our parts procurement team sources parts directly from manufacturers, importers and approved suppliers, and delivers them to the repairer. This reduces the time vehicles wait for parts, which is often the longest part of a truck repair, and ensures that the correct parts are fitted.",
          `Accidents and hijackings can be reported at any hour on our 24/7 claims line, ${site.claimsEmergencyPhone}. We arrange towing and recovery, and approved repairers across the country can start work quickly once the claim is authorised. For larger fleets, we can agree a claims protocol in advance, setting out who may authorise towing, security and repairs after hours.`,
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
          "Livestock, covering death from accident or disease and theft",
          "Harvested produce in storage and in transit",
          "Public and veld fire liability",
          "SASRIA cover for riot, strike, civil commotion and terrorism damage, which only SASRIA can provide in South Africa",
        ],
      },
      {
        type: "richText",
        heading: "Veld fire liability",
        paragraphs: [
          "A veld fire that starts on your land can spread to neighbouring farms and plantations and lead to claims for millions of rand. Under the National Veld and Forest Fire Act, a landowner who is not a member of a registered Fire Protection Association is presumed to have been negligent if a fire spreads from their land, unless they can prove otherwise.",
          "We recommend FPA membership for every client, and our veld fire liability cover offers limits of up to R20 million, based on the area farmed and the surrounding land use. Neighbouring plantations, nature reserves and high-value vineyards increase the potential size of a claim, so your broker should tell us what borders your land when we quote.",
        ],
      },
      {
        type: "richText",
        heading: "Risk engineering on the farm",
        paragraphs: [
          "Our risk surveyors visit larger farms and agribusinesses to assess the hazards that cause the biggest agricultural losses: fires in packhouses and cold stores with insulated panels, dust explosions in grain silos, electrical faults in pumps and solar installations, and stock theft. Each visit results in a practical, prioritised report.",
          "For buildings, our quantity surveyors can value packhouses, sheds and homesteads so that sums insured reflect current building costs in rural areas, where transport of materials and specialist contractors often adds to the cost of rebuilding. Cold stores and packhouses are particularly prone to underinsurance because their insulated panels and refrigeration plant are expensive to replace.",
        ],
      },
      {
        type: "richText",
        heading: "Claims that understand the season",
        paragraphs: [
          `Our claims team works with assessors who have agricultural experience and can get to rural areas quickly. For damaged irrigation equipment or harvesters during planting or harvest, we prioritise the claim and can authorise repairs or hire of replacement equipment at short notice. Report claims through your broker, by email to ${site.claimsEmail}, or on our 24/7 line, ${site.claimsEmergencyPhone}.`,
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
