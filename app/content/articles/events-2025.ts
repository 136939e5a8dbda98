import type { Article } from "#app/content/types.ts";
import { site } from "#app/config/site.ts";

/** Broker relations: registrations for broker events. */
/** The head office building's name, the first part of its address. */
const headOfficeBuilding = site.headOffice.split(",")[0];

export const events2025: Article[] = [
  {
    collection: "events-2025",
    slug: "charity-golf-day",
    title: "Charity golf day in aid of fire-safe early learning centres",
    date: "2025-10-17",
    location: "Houghton Golf Club, Johannesburg",
    summary:
      "Our annual charity golf day for brokers and clients raised funds for smoke alarms, extinguishers and fire-safe classrooms at early learning centres.",
    image: {
      image: "scenes/golf",
      alt: "A golf green with a flag and a charity banner beside it",
    },
    body: [
      `${site.name}'s annual charity golf day took place on Friday 17 October 2025 at Houghton Golf Club in Johannesburg, with a shotgun start at 11:00 and prize-giving and dinner in the clubhouse from 17:30. The day brings together the brokers we work with, their clients and our own teams for a relaxed afternoon in support of a cause close to our work in risk engineering.`,
      "This year's beneficiary was the Khanya Early Learning Trust, which supports early childhood development centres in Alexandra and Diepsloot. Many of these centres operate from informal structures where a single paraffin heater or an overloaded extension lead can start a fire that spreads in minutes. Funds raised on the day pay for smoke alarms, fire extinguishers and fire blankets, for replacing unsafe wiring, and for training teachers in evacuation drills, with our fire engineers advising on priorities at each centre.",
      "The format was a four-ball alliance, with two scores to count on each hole. Entry cost R6 000 per four-ball, including halfway refreshments, golf carts, dinner and a contribution to the trust. Businesses could also sponsor a hole for R10 000, with branding on the tee box and an opportunity to host players on the course. Prizes were awarded for the best three teams, the longest drive and the nearest to the pin, and an auction after dinner raised further funds.",
      "The day was open to brokers and their clients, to our suppliers and to anyone who wished to support the cause, and golfers of every ability were welcome: the format and handicap allowances make it a social event rather than a serious competition. Players who do not play golf were invited to join for the dinner and auction.",
      `Registration was by e-mail to ${site.brokersEmail}, giving the names, handicaps and cellphone numbers of the four players, the name of the business to be invoiced and any dietary requirements. Entries were confirmed on receipt of payment and closed on 3 October 2025. Priya Govender, Senior Broker Relations Manager, coordinated the day and answered questions about entries and sponsorship.`,
      "After the event: 31 four-balls and 14 hole sponsors took part, and the day raised R612 000 for the Khanya Early Learning Trust, enough to equip 48 centres with smoke alarms and extinguishers and to rewire eleven of them. Thank you to every player, sponsor and volunteer. The 2026 golf day will be announced to brokers by their broker consultants.",
    ],
  },
  {
    collection: "events-2025",
    slug: "broker-conference-2025",
    title: `${site.shortName} Broker Conference 2025: underwriting in a year of extremes`,
    date: "2025-08-21",
    location: "Sandton Convention Centre, 161 Maude Street, Sandton",
    summary:
      "Our annual broker conference covered underwriting appetite, claims trends, climate risk and regulation, with six hours of CPD for attending brokers.",
    image: {
      image: "scenes/conference",
      alt: "A speaker on a conference stage in front of a seated audience",
    },
    body: [
      `The ${site.shortName} Broker Conference 2025 took place on Thursday 21 August 2025 at the Sandton Convention Centre, from 08:00 to 17:00, followed by networking drinks. The conference is the main annual meeting point between ${site.name} and the independent brokers who place business with us, and this year's theme was "Underwriting in a year of extremes": how hail, floods, fire and economic pressure are changing commercial and personal insurance in South Africa.`,
      "The programme opened with a market update from Thandeka Mahlangu, Chief Executive Officer, followed by Annelie Botha, Underwriting Executive, on our underwriting appetite for the year ahead, including the sectors where we have capacity to grow and the risk improvements we will ask for in others. Themba Mthembu, Actuarial Executive, explained how weather losses, building cost inflation and vehicle parts prices are feeding into premiums, and Sipho Khumalo, Chief Claims Officer, presented the year's claims trends and the lessons from the largest losses.",
      "After lunch, brokers chose between three breakaway sessions: commercial property and business interruption, led by our property underwriters and loss adjusters; motor fleet and telematics, led by Sizwe Buthelezi, Fleet Risk Manager; and agriculture, led by Marlene Swart, Agriculture Underwriting Manager. The day closed with a panel on conduct regulation, covering the Policyholder Protection Rules, the National Financial Ombud Scheme and what the FSCA expects of brokers and underwriting managers when they treat customers fairly.",
      "The conference was for principals, key individuals and representatives of brokerages contracted with the group, and for brokers considering placing business with us. Attendance earned six hours of continuing professional development (CPD), which count towards the CPD requirements of the FAIS Fit and Proper Requirements, and certificates were issued to every broker who attended the full day.",
      `Attendance was free. Brokers registered by e-mail to ${site.brokersEmail}, giving their name, brokerage, FSP number, representative number for the CPD certificate, choice of breakaway session and any dietary or accessibility requirements. Places were limited to 400 and registration closed on 8 August 2025.`,
      "After the event: 372 brokers from 164 brokerages attended. The presentations and recordings of the plenary sessions are available to registered brokers on our e-learning platform, where brokers who missed the day can also earn CPD hours for the recorded sessions.",
    ],
  },
  {
    collection: "events-2025",
    slug: "business-interruption-cpd-webinar",
    title: "CPD webinar: getting business interruption cover right",
    date: "2025-07-15",
    location: "Online, on Microsoft Teams",
    summary:
      "A two-hour CPD webinar for brokers on gross profit, indemnity periods and sums insured for business interruption, with case studies from recent losses.",
    image: {
      image: "scenes/learning",
      alt: "A person at a laptop following an online course, with a certificate beside it",
    },
    body: [
      "On Tuesday 15 July 2025, from 10:00 to 12:00, we hosted a live webinar for brokers on business interruption insurance, one of the most valuable and most misunderstood covers in a commercial policy. When a fire or flood closes a business, the buildings and contents claim pays to rebuild and replace, but it is the business interruption claim that pays the wages, the rent and the profit the business would have earned while it recovers.",
      "Tshepo Maseko, Senior Underwriting Manager, explained the difference between gross profit as an insurance definition and gross profit in the client's financial statements, and how to calculate a sum insured that allows for growth over the full indemnity period. Heinrich du Plessis, Property and Complex Claims Manager, used case studies from fire and flood losses to show how an indemnity period that is too short, or a sum insured based on last year's accounts, can leave a client seriously underinsured when the business takes 18 months to recover rather than 12.",
      "The webinar also covered additional increase in cost of working, the extensions for suppliers, customers and public utilities, the lessons of the business interruption disputes that followed the COVID-19 lockdowns, and how SASRIA business interruption cover must be arranged separately. There was time for questions from brokers throughout.",
      "The webinar was designed for short-term insurance representatives and key individuals who advise commercial clients, and earned two hours of continuing professional development (CPD). Brokers who are new to commercial lines found it a practical introduction, and experienced brokers used it to check their approach to sums insured.",
      `Registration was free and open to all brokers. Brokers registered by e-mail to ${site.brokersEmail}, giving their name, brokerage, FSP number and representative number, and received a Microsoft Teams link two days before the session. CPD certificates were issued to brokers who attended the full session and completed the short assessment afterwards.`,
      "After the event: more than 520 brokers joined the live session. The recording and a business interruption calculation worksheet are available on our e-learning platform, where brokers can complete the assessment and earn the CPD hours at any time.",
    ],
  },
  {
    collection: "events-2025",
    slug: "veld-fire-information-day-bethlehem",
    title: "Veld fire information day for farmers in the eastern Free State",
    date: "2025-05-22",
    location: "Bethlehem Show Grounds, Bethlehem, Free State",
    summary:
      "A free morning for farmers on veld fire liability, Fire Protection Association membership and firebreaks, with a firefighting equipment demonstration.",
    image: {
      image: "scenes/farm",
      alt: "Farmland with a centre-pivot irrigator, a tractor and a grain silo",
    },
    body: [
      "On Thursday 22 May 2025 we held a veld fire information day for farmers at the Bethlehem Show Grounds in the eastern Free State, from 08:30 to 13:00, followed by a braai lunch. The morning was organised with the local Fire Protection Association and timed for the weeks before the winter fire season, when firebreaks are prepared and farmers review their fire plans.",
      "Marlene Swart, Agriculture Underwriting Manager, opened the programme with an explanation of landowners' duties under the National Veld and Forest Fire Act, including the duty to prepare and maintain firebreaks and to have equipment and trained people ready, and why a landowner who is not a member of a Fire Protection Association is presumed to be negligent if a fire spreads from their land. An attorney who specialises in agricultural claims took farmers through real veld fire liability cases and the evidence that decided them.",
      "The FPA's fire protection officer explained the association's fire management plan, how to apply for burning permits and how to use the daily Fire Danger Index. Our claims team then described what happens after a fire, from the first call to the assessment of grazing, fencing, fodder and livestock losses. The morning ended with a demonstration of firefighting equipment, including bakkie sakkie units, knapsack sprayers and beaters, and practical advice on maintaining them.",
      "The day was for farmers, farm managers and farm workers responsible for firefighting in the Bethlehem, Reitz, Clarens and Fouriesburg districts, and for brokers with agricultural clients in the area. Clients of all insurers were welcome: the safety of a farming district depends on every farm being prepared, not only those we insure.",
      `Attendance was free. Farmers registered through their broker or by e-mail to ${site.brokersEmail}, giving their name, farm and district and the number of people attending, so that we could cater for everyone. Walk-ins were welcome on the day.`,
      "After the event: 186 farmers and farm managers attended, and 23 farms joined the FPA on the day. The presentations and a checklist for the fire season are available from your broker or from our agriculture team.",
    ],
  },
  {
    collection: "events-2025",
    slug: "risk-engineering-workshops-for-brokers",
    title: "Risk engineering workshops for brokers in Johannesburg, Cape Town and Durban",
    date: "2025-03-12",
    location: `${headOfficeBuilding}, Sandton (12 March); The Terraces, Cape Town (19 March); Umhlanga Ridge (26 March)`,
    summary:
      "Half-day workshops taught brokers to read a survey report, spot fire and flood risks and help clients meet risk requirements, with three CPD hours.",
    image: {
      image: "scenes/workshop",
      alt: "A presenter at a whiteboard in a training room with attendees at tables",
    },
    body: [
      `In March 2025 we ran a series of half-day risk engineering workshops for brokers at each of our offices: at ${headOfficeBuilding} in Sandton on 12 March, at The Terraces in Cape Town on 19 March and at our new office on Umhlanga Ridge on 26 March. Each workshop ran from 08:30 to 12:30, with a light lunch afterwards, and was limited to 40 brokers so that everyone could take part in the practical exercises.`,
      "A risk survey report is one of the most useful documents a broker can have about a client's business, but the recommendations at the back can be difficult to explain to a client who is being asked to spend money. The workshops, presented by Werner Coetzee, Senior Risk Engineering Manager, and Charlene Jacobs, Surveying Manager, with fire engineers and quantity surveyors from each region, were designed to help brokers read a report with confidence and help their clients act on it.",
      "The programme covered how surveyors grade a risk and why recommendations are graded as essential, important or advisory; the basics of automatic sprinkler systems and fire detection, and what a fire engineer looks for when assessing them; electrical installations, certificates of compliance and the fire risks of backup power; flood exposure and how to protect premises and stock; and how buildings valuations expose underinsurance before the average condition does. Brokers worked in small groups through real survey reports, with client details removed, and practised explaining the recommendations to a client.",
      "The workshops were for short-term insurance brokers and representatives who advise commercial clients, from those new to commercial lines to experienced brokers who want to make better use of our risk engineering services. Attending brokers earned three hours of continuing professional development (CPD).",
      `Attendance was free. Brokers registered by e-mail to ${site.brokersEmail}, giving their name, brokerage, FSP number, representative number and the city of the workshop they wished to attend. Places were confirmed in the order registrations were received, and a waiting list was kept for each city.`,
      "After the event: 112 brokers attended across the three cities, and the workshop was rated 4.7 out of 5 in the feedback forms. Because demand exceeded the places available, we will repeat the series in 2026 and add a session on In-Syte remote surveys.",
    ],
  },
];
