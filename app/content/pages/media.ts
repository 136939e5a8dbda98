import type { Block, PageContent } from "../types";
import { site } from "../../config/site";

const socialBullets: string[] = site.social.map((s) => `${s.network}: ${s.href}`);

const mediaEnquiries: Block = {
  type: "richText",
  heading: "Media enquiries",
  paragraphs: [
    `Journalists can reach our communications team by email at ${site.email}, with "Media enquiry" in the subject line, or through our switchboard on ${site.phone} during office hours. Please tell us your publication, your question and your deadline. We respond to every media enquiry on the same working day and arrange interviews with the most suitable executive or specialist.`,
    "Our underwriters, risk engineers and claims specialists can comment on commercial and personal insurance, fire and flood risk, underinsurance, motor fleet risk, agricultural risk and the regulation of insurance in South Africa. We do not comment on individual clients or claims, because the information is confidential and protected by POPIA.",
  ],
};

export const mediaPages: Record<string, PageContent> = {
  "/media/news/2025": {
    title: "News 2025",
    description: `News from ${site.name} in 2025: products, risk engineering, broker support, claims and our work on climate and fire resilience.`,
    eyebrow: "Media",
    intro: `This page collects the announcements, comment and practical risk advice ${site.name} published during 2025. It was a year in which we expanded our risk engineering services, launched CPD-accredited e-learning for brokers and continued to help clients prepare for floods, fires and storms. Articles are listed with the most recent first, and each one says who to contact with follow-up questions.`,
    blocks: [
      mediaEnquiries,
      {
        type: "richText",
        heading: "What our 2025 news covered",
        paragraphs: [
          "Our 2025 news falls into a few main themes, reflecting what mattered most to our clients, brokers and the wider short-term insurance market during the year. Each article explains what changed, who it affects and what brokers or clients should do next, so that the news is useful as well as informative:",
        ],
        bullets: [
          "Risk engineering: growth of the In-Syte remote survey service and lessons from fire and flood losses",
          "Underinsurance: the effect of rising building costs on sums insured, and how average applies at claims stage",
          "Broker support: the launch of our e-learning platform and improvements to our broker portals",
          "Climate and resilience: preparing premises and farms for the flood and fire seasons",
          "Transformation: the verification of our Level 1 B-BBEE status and our supplier development programme",
        ],
      },
      {
        type: "richText",
        heading: "Follow the group",
        paragraphs: [
          "New articles are announced on our social media channels, where we also share short risk tips, claims guidance during severe weather and news about our events for brokers and clients. During major weather events, such as floods or widespread storm damage, our channels carry the latest information on how to report claims and what to do first to limit damage:",
        ],
        bullets: socialBullets,
      },
      {
        type: "callToAction",
        heading: "Looking for earlier news?",
        text: "Our 2024 news covers the move to the National Financial Ombud Scheme, our new Sandton head office and more.",
        link: { label: "Read our 2024 news", route: "/media/news/2024" },
      },
    ],
  },

  "/media/news/2024": {
    title: "News 2024",
    description: `News from ${site.name} in 2024: regulatory change, our Sandton head office, digital broker tools and risk advice for clients.`,
    eyebrow: "Media",
    intro: `This page collects the announcements, comment and risk advice ${site.name} published during 2024. It was a year of regulatory and practical change: the National Financial Ombud Scheme South Africa began operating, our Gauteng teams moved into one head office in Sandton, and we kept adding features to the digital tools brokers use every day. Articles are listed with the most recent first.`,
    blocks: [
      mediaEnquiries,
      {
        type: "richText",
        heading: "What our 2024 news covered",
        paragraphs: [
          "Our 2024 news reflected a changing regulatory environment and a busy year for the business. Articles explained what the changes meant in practice for policyholders and brokers, and shared practical advice on the risks clients were facing, from power surges and generator fires to the security of premises during the national elections:",
        ],
        bullets: [
          "Regulation: the start of the National Financial Ombud Scheme South Africa and what it means for complaints",
          "Our business: bringing our Gauteng teams together in a single head office in Sandton",
          "Broker tools: new features in our broker and client risk management portals",
          "Risk advice: fire risks from generators, inverters and battery installations, and surge protection",
          "SASRIA: how riot, strike and civil commotion cover works for property, motor and asset policies",
        ],
      },
      {
        type: "richText",
        heading: "Follow the group",
        paragraphs: [
          "To receive new articles as they are published, follow us on social media. Our channels carry the group's latest news, short risk tips from our engineers, claims guidance during severe weather and invitations to our broker and client events. The accounts below are the group's only official channels, so please treat any other account using our name with caution:",
        ],
        bullets: socialBullets,
      },
      {
        type: "callToAction",
        heading: "Read the latest news",
        text: "See what we published in 2025, from our e-learning launch for brokers to advice on flood and fire resilience.",
        link: { label: "Read our 2025 news", route: "/media/news/2025" },
      },
    ],
  },

  "/media/events/2025": {
    title: "Events 2025",
    description: `Events hosted by ${site.name} in 2025: broker roadshows, CPD-accredited webinars, risk engineering seminars and community fire safety days.`,
    eyebrow: "Media",
    intro: `During 2025 ${site.name} hosted and took part in events for brokers, clients and the communities we serve. They ranged from broker roadshows in Johannesburg, Cape Town and Durban to CPD-accredited webinars, risk engineering seminars for risk managers and fire safety days in informal settlements. This page lists the year's events, with reports, presentations and recordings added where they are available.`,
    blocks: [
      {
        type: "richText",
        heading: "Event and media enquiries",
        paragraphs: [
          `For questions about our events, or to invite one of our specialists to speak at an industry, client or community event, email ${site.email} with "Events" in the subject line or call our switchboard on ${site.phone}. Journalists who would like to attend an event, or to receive presentations and photographs afterwards, should use the same channels and mention their publication and deadline.`,
        ],
      },
      {
        type: "richText",
        heading: "What our 2025 events covered",
        paragraphs: [
          "Our 2025 events were practical and technical, designed to help brokers advise their clients better and to help clients reduce their losses. Webinars for brokers carried continuous professional development hours, and recordings were added to our e-learning platform for those who could not attend. The programme included:",
        ],
        bullets: [
          "Broker roadshows in Johannesburg, Cape Town and Durban on product changes, underwriting appetite and claims trends",
          "CPD-accredited webinars on business interruption, underinsurance and the Policyholder Protection Rules",
          "Risk engineering seminars for clients' risk managers on sprinkler systems, fire detection and flood resilience",
          "Agricultural information days on veld fire liability and Fire Protection Association membership",
          "Community fire safety days with smoke alarm installations in informal settlements",
        ],
      },
      {
        type: "richText",
        heading: "Follow the group",
        paragraphs: [
          "We announce upcoming events, registration details and webinar links on our social media channels, and share photographs and short reports afterwards. Brokers already placing business with us also receive invitations directly from their broker consultant, and can watch recorded webinars on our e-learning platform at any time. Our official channels are:",
        ],
        bullets: socialBullets,
      },
      {
        type: "callToAction",
        heading: "Missed a webinar?",
        text: "Recordings of our broker webinars, with CPD hours, are available on our e-learning platform for registered brokers.",
        link: { label: "Broker e-learning", route: "/broker-tools/e-learning" },
      },
    ],
  },
};
