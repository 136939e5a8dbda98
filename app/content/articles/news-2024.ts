import type { Article } from "#app/content/types.ts";
import { site } from "#app/config/site.ts";

/** The head office building's name, the first part of its address. */
const headOfficeBuilding = site.headOffice.split(",")[0];

export const news2024: Article[] = [
  {
    collection: "news-2024",
    slug: "commercial-claims-service-award",
    title: "Brokers name our commercial claims team the best in its class",
    date: "2024-11-14",
    summary:
      "Independent brokers voted our commercial claims team the winner of the underwriting manager category at the 2024 Broker Service Awards.",
    image: {
      image: "scenes/award",
      alt: "A trophy standing on a stage under spotlights",
    },
    body: [
      `${site.name}'s commercial claims team has won the underwriting manager category for commercial claims service at the 2024 Broker Service Awards, presented in Johannesburg on 13 November. The awards are decided by an independent survey of more than 600 short-term insurance brokers, who rate the insurers and underwriting managers they place business with on the speed, fairness and communication of their claims handling.`,
      `"This award means a great deal because it comes from brokers, who see every claim from their client's side," said Sipho Khumalo, Chief Claims Officer. "Brokers told the survey that they value three things above all: knowing who is handling a claim, getting a straight answer when there is a problem, and payment without chasing. Those are exactly the things we measure ourselves on every month."`,
      "Brokers gave the team its highest scores for the time taken to appoint an assessor, the clarity of its correspondence and the consistency of its decisions. Several respondents mentioned our practice of giving every commercial claim a named handler with a direct telephone number, and of setting out in one written list everything still needed before a claim can be settled, so that nothing arrives in pieces.",
      `Heinrich du Plessis, Property and Complex Claims Manager, said the team had also worked hard on the largest and most difficult losses, including fire and flood claims with business interruption sections that can take months to finalise. "For a business that has lost its premises, the interim payment is often what keeps it alive. We agree interim payments with the loss adjuster as soon as the cover is confirmed, rather than waiting for the final figure, and brokers noticed that."`,
      "The team dedicated the award to the assessors, loss adjusters, repairers and parts suppliers who work with us, and to the brokers who took the time to answer the survey. We will use the detailed survey feedback, including the areas where brokers rated us lower, to set our claims service objectives for 2025.",
    ],
  },
  {
    collection: "news-2024",
    slug: "sandton-head-office",
    title: "Our Gauteng teams come together in one head office in Sandton",
    date: "2024-08-26",
    summary: `From 26 August 2024 our Gauteng teams work from ${headOfficeBuilding} in Sandton, bringing underwriting, claims and risk engineering under one roof.`,
    image: {
      image: "offices/gauteng",
      alt: "A glass office tower in Sandton with flowering jacaranda trees in front",
    },
    body: [
      `From Monday 26 August 2024, all of ${site.name}'s Gauteng teams work from a single head office: ${site.headOffice}. Until now, our underwriting and claims teams were based in Rosebank while risk engineering and finance worked from offices in Bryanston. Our telephone number, ${site.phone}, and all e-mail addresses are unchanged.`,
      `"Insurance works best when the underwriter, the claims handler and the risk engineer talk to each other every day," said Thandeka Mahlangu, Chief Executive Officer. "Having them in different buildings meant that questions which should take five minutes at a desk took days by e-mail. Bringing everyone under one roof is about giving brokers and clients faster, better-informed decisions."`,
      "The building was chosen with our clients' and brokers' needs in mind. It is a short walk from the Sandton Gautrain station, has secure visitor parking, and includes a training centre for 80 people in which we will hold broker CPD sessions, product launches and risk engineering workshops. Meeting rooms on the ground floor are set aside for brokers who want to bring clients to meet our underwriters.",
      `${headOfficeBuilding} has a standby generator, a solar installation on the roof and a water storage tank, so our claims line and systems keep running through load shedding and water outages. The building has a four-star Green Star rating, and moving into it has reduced the electricity used by our Gauteng teams by about a third compared with our two previous offices.`,
      `The head office is open Monday to Friday from 08:00 to 16:30, and our claims line on ${site.claimsEmergencyPhone} remains available 24 hours a day. Post and deliveries should now be addressed to our new head office.`,
    ],
  },
  {
    collection: "news-2024",
    slug: "kwazulu-natal-flood-relief-and-claims",
    title: "KwaZulu-Natal floods: our claims response and support for affected communities",
    date: "2024-06-10",
    summary:
      "After the June floods in eThekwini and on the South Coast, we fast-tracked claims, paid emergency advances and supported relief work in Inanda.",
    image: {
      image: "scenes/flood",
      alt: "A flooded coastal road under heavy rain",
    },
    body: [
      "Heavy rain over the weekend of 1 and 2 June 2024 caused flooding across eThekwini and along the KwaZulu-Natal South Coast, with some areas receiving more than 150 mm in 24 hours. Rivers burst their banks in Inanda, Verulam and Port Shepstone, roads and bridges were washed away and many homes and businesses were flooded for the second time in little more than two years. Our thoughts are with everyone who lost family members, homes or livelihoods.",
      `"Our first priority was to reach clients whose homes or premises could not be lived or worked in," said Yusuf Cassim, Coastal Regional Manager. "Our Durban team phoned every client with property in the worst-affected areas to check on them, and where a home was uninhabitable we paid for temporary accommodation straight away under the policy, without waiting for the assessment." By 7 June, we had registered more than 900 claims from the region.`,
      `Heinrich du Plessis, Property and Complex Claims Manager, said that assessors from our Gauteng and Cape Town offices had been sent to Durban to support the local team. "For commercial clients, we agreed emergency payments within 48 hours of the assessor's first visit so that businesses could pay for cleaning, drying and stock disposal and reopen as quickly as possible. For homeowners, we fast-tracked claims under R50 000 on the strength of photographs and quotations."`,
      "Flood claims raise questions that clients rarely think about until they happen. Damage caused by rising water or a river that bursts its banks is generally covered under the storm and flood section of a buildings and contents policy, but gradual damage from rising damp, poor maintenance or subsidence is not. Vehicles damaged by flood water are covered under comprehensive motor cover, but never drive through moving water: 30 centimetres of flowing water can carry a car away, and no claim is worth a life.",
      "Beyond our clients, we wanted to help the communities in which many of our own staff live. The group donated R750 000 to flood relief, and our Durban staff volunteered to pack and deliver food parcels, blankets, school uniforms and cleaning materials with a community organisation in Inanda. We have also offered our risk engineers to help schools in the area assess flood damage to their buildings.",
      `If your property or vehicle was damaged, report the claim as soon as you can on ${site.claimsEmergencyPhone} or to ${site.claimsEmail}, and take photographs before you start cleaning up. Keep damaged items until our assessor has seen them or agreed that they may be thrown away.`,
    ],
  },
  {
    collection: "news-2024",
    slug: "sasria-cover-explained",
    title: "SASRIA cover explained: what protects your business during unrest",
    date: "2024-05-20",
    summary:
      "Ordinary insurance excludes riot, strike and civil commotion. Here is how SASRIA cover fills that gap, and what to check before the elections.",
    image: {
      image: "scenes/mall",
      alt: "The entrance of a shopping centre with shoppers walking in and out",
    },
    body: [
      "The civil unrest of July 2021, when looting and arson in KwaZulu-Natal and Gauteng destroyed shopping centres, warehouses and factories, showed how much damage public violence can do in a few days. It also showed many businesses, for the first time, that their ordinary insurance policy does not cover it. With the national and provincial elections on 29 May 2024, many clients have asked us how they are protected, so here is how it works.",
      "In South Africa, damage caused by riot, strike, civil commotion, public disorder, labour disturbances and terrorism is known as special risks. Ordinary short-term insurance policies exclude these risks, and by law only SASRIA SOC Ltd, the state-owned special risks insurer, may cover them. Cover is bought through your insurer: it is added to your policy, the premium is collected with ours and paid over to SASRIA, and your schedule shows which sections carry SASRIA cover.",
      `"Every client should check two things," said Annelie Botha, Underwriting Executive. "First, that SASRIA cover has been added to every section that needs it: buildings, contents and stock, vehicles, money and, for commercial clients, business interruption, which is a separate SASRIA cover that must be chosen specifically. Second, that the SASRIA sums insured match the sums insured on the policy. Underinsurance applies to SASRIA claims in the same way as to any other claim."`,
      "SASRIA policies have their own limits, and very large risks may need additional SASRIA cover arranged above the standard limits. Contract works, goods in transit and assets all risks items can also carry SASRIA cover. Your broker can check your schedule and arrange any additional cover, but note that cover cannot be bought or increased once unrest has started or is imminent in an area.",
      `If your property is damaged during unrest, report it to us in the same way as any other claim, on ${site.claimsEmergencyPhone} or to ${site.claimsEmail}. We submit SASRIA claims on your behalf and handle the assessment. Open a SAPS case as soon as it is safe to do so, because SASRIA requires a case number, and take photographs and video of the damage. Do not put yourself or your staff at risk to protect property.`,
      "Practical preparation helps too. Businesses in areas that were affected in 2021 should review their security arrangements, back up their records away from the premises, keep stock levels lower in the days around the elections where they can, and make sure staff know who to call and how to leave the premises safely.",
    ],
  },
  {
    collection: "news-2024",
    slug: "national-financial-ombud-scheme",
    title: "Insurance complaints now go to the National Financial Ombud Scheme",
    date: "2024-03-05",
    summary:
      "The Ombudsman for Short-term Insurance has merged into the National Financial Ombud Scheme South Africa. Here is what changes for our policyholders.",
    image: {
      image: "scenes/documents",
      alt: "Claim forms on a desk with a pen and a rubber stamp",
    },
    body: [
      "On 1 March 2024, the National Financial Ombud Scheme South Africa (NFO) began operating. It brings together four former industry schemes, the Ombudsman for Short-term Insurance, the Ombudsman for Long-term Insurance, the Ombudsman for Banking Services and the Credit Ombud, as divisions of a single scheme, so that consumers have one place to take an unresolved complaint about insurance, banking or credit. Complaints that were already with the former short-term insurance ombud have been transferred to the NFO and continue without interruption.",
      `"For policyholders, the most important thing has not changed: you can still take a complaint to an independent ombud, free of charge, if we do not resolve it to your satisfaction," said Lerato Nkosi, Senior Compliance Manager. "What changes is the name and the contact details. We have updated our complaints management policy, our claims rejection letters and our final response letters so that every client who needs the ombud is pointed to the right place."`,
      "The NFO can be reached through its website, www.nfosa.co.za, or on 0860 800 900. It normally expects a complaint to have been raised with the insurer or the group first, and a complaint should be referred to it within six months of our final written response. Lodging a complaint with the NFO suspends the running of prescription and of time limits in the policy while the complaint is being dealt with.",
      "The NFO does not replace the Ombud for Financial Services Providers (FAIS Ombud), which is a statutory ombud and remains separate. Complaints about the advice or intermediary services given by a broker or other financial services provider still go to the FAIS Ombud, while complaints about the policy itself, such as a rejected claim or the amount of a settlement, go to the NFO.",
      `Our own complaints process stays the same. Complaints can be sent to ${site.complaintsEmail}, made by phone on ${site.phone} or raised through your broker. We acknowledge every complaint within two working days and aim to give a final response within six weeks. Our complaints page explains each step and the escalation route in full.`,
    ],
  },
  {
    collection: "news-2024",
    slug: "inverter-battery-generator-fire-risk",
    title: "Inverters, lithium batteries and generators: keep backup power from starting a fire",
    date: "2024-02-12",
    summary:
      "Backup power has become a leading cause of the fires our engineers investigate. How to install and run it safely, and what it means for your cover.",
    image: {
      image: "scenes/fire",
      alt: "Sprinkler heads, a fire hydrant and a hose reel mounted on a wall",
    },
    body: [
      "Years of load shedding have put a generator, an inverter or a lithium battery bank in a large share of South African homes and businesses. Most are installed and used safely, but backup power has become one of the most common causes of the fires our fire engineers investigate, alongside electrical faults and cooking. In 2023, fires involving inverters, batteries and generators accounted for about one in eight of the commercial fire claims we handled.",
      `"The pattern is depressingly consistent," said Werner Coetzee, Senior Risk Engineering Manager. "Cheap lithium batteries without a proper battery management system, inverters installed by someone who is not a registered electrician, batteries placed in a cupboard next to stock or paper records, and generators refuelled while they are still running. Each of these is easy to avoid."`,
      "Every inverter and battery installation that connects to a building's wiring must be done by a registered electrician, who must issue a certificate of compliance under the Electrical Installation Regulations. The installation should follow the manufacturer's instructions and the relevant South African standards, and the system should be registered with the municipality where the by-laws require it. Keep the certificate with your policy documents: our assessors will ask for it after a fire.",
      "Install batteries in a cool, ventilated place away from combustible materials, escape routes and direct sunlight, and mount them on a non-combustible wall. Choose lithium iron phosphate batteries with an integrated battery management system from a reputable supplier, and do not mix old and new batteries. For generators, place them outdoors, away from windows and air intakes, store fuel in approved containers in a separate ventilated area, and always let the generator cool before refuelling.",
      "From an insurance point of view, a properly installed and certified system is treated like any other part of the building. Tell your broker about new installations so that the buildings sum insured reflects their value, and check that solar panels and battery systems are not excluded or limited on your schedule. A system that was installed without a certificate of compliance may lead to questions at claims stage, and in the worst case to a claim being reduced or declined.",
      "Our risk surveyors now check backup power installations on every commercial survey. Brokers can request a fire engineering review for clients with large battery installations through the broker risk management portal.",
    ],
  },
];
