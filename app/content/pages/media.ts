import type { Block, PageContent } from "#app/content/types.ts";
import { site } from "#app/config/site.ts";
import { leadership } from "#app/content/people.ts";

/** Media enquiries go to the Content and Communications Manager (as the site was built: this is copy, not a lineup). */
const communications = leadership.Management.find((p) => p.id === "palesa")!;
const socialBullets: string[] = site.social.map((s) => `${s.network}: ${s.href}`);

export const mediaEnquiries: Block = {
  type: "richText",
  heading: "Media enquiries",
  paragraphs: [
    `Journalists can contact ${communications.name}, ${communications.title}, at ${communications.email}, or call our switchboard on ${site.phone} during office hours and ask for the communications team. Please tell us your publication, your question and your deadline. We respond to every media enquiry on the same working day and arrange interviews with the most suitable executive or specialist.`,
    "Our underwriters, risk engineers and claims specialists can comment on commercial and personal insurance, fire, flood and hail risk, underinsurance, motor fleet risk, agricultural risk and the regulation of insurance in South Africa. We do not comment on individual clients or claims, because the information is confidential and protected by POPIA.",
  ],
};

export function followUs(intro: string): Block {
  return { type: "richText", heading: "Follow the group", paragraphs: [intro], bullets: socialBullets };
}

export const mediaPages: Record<string, PageContent> = {
  "/media/news/2025": {
    title: "News 2025",
    description: `News from ${site.name} in 2025: claims after the Gauteng hail, the In-Syte app, fleet telematics, our rating, B-BBEE status and risk advice.`,
    eyebrow: "Media",
    intro: `This page collects the announcements, comment and practical risk advice ${site.name} published during 2025. It was a year of severe weather and steady progress: we handled thousands of claims after the November hail in Gauteng, moved our Durban team to a larger office, turned In-Syte into an app and linked fleet premiums to telematics. Articles are listed with the most recent first, and each one says who to contact with follow-up questions.`,
    heroImage: {
      image: "scenes/hailstorm",
      alt: "Hail falling from dark storm clouds onto suburban roofs and parked cars",
    },
    blocks: [
      { type: "newsList", kind: "news", year: "2025" },
      mediaEnquiries,
      followUs(
        "New articles are announced on our social media channels, where we also share short risk tips, claims guidance during severe weather and news about our events for brokers and clients. During major weather events, such as floods or widespread hail damage, our channels carry the latest information on how to report claims and what to do first to limit damage:",
      ),
      {
        type: "callToAction",
        heading: "Looking for earlier news?",
        text: "Our 2024 news covers the move to the National Financial Ombud Scheme, SASRIA cover, the KwaZulu-Natal floods and our Sandton head office.",
        link: { label: "Read our 2024 news", route: "/media/news/2024" },
      },
    ],
  },

  "/media/news/2024": {
    title: "News 2024",
    description: `News from ${site.name} in 2024: the National Financial Ombud Scheme, SASRIA cover, the KwaZulu-Natal floods and our Sandton head office.`,
    eyebrow: "Media",
    intro: `This page collects the announcements, comment and risk advice ${site.name} published during 2024. It was a year of regulatory and practical change: the National Financial Ombud Scheme South Africa began operating, floods struck KwaZulu-Natal again, the national elections raised questions about SASRIA cover, and our Gauteng teams moved into one head office in Sandton. Articles are listed with the most recent first.`,
    heroImage: {
      image: "scenes/flood",
      alt: "A flooded coastal road under heavy rain",
    },
    blocks: [
      { type: "newsList", kind: "news", year: "2024" },
      mediaEnquiries,
      followUs(
        "To receive new articles as they are published, follow us on social media. Our channels carry the group's latest news, short risk tips from our engineers, claims guidance during severe weather and invitations to our broker and client events. The accounts below are the group's only official channels, so please treat any other account using our name with caution:",
      ),
      {
        type: "callToAction",
        heading: "Read the latest news",
        text: "See what we published in 2025, from our response to the Gauteng hail storms to the launch of the In-Syte app.",
        link: { label: "Read our 2025 news", route: "/media/news/2025" },
      },
    ],
  },

  "/media/events/2025": {
    title: "Events 2025",
    description: `Events hosted by ${site.name} in 2025: our broker conference, CPD webinars, risk engineering workshops, a farmers' fire day and a charity golf day.`,
    eyebrow: "Media",
    intro: `During 2025 ${site.name} hosted events for brokers, clients and the communities we serve. They ranged from our annual broker conference in Sandton and CPD-accredited webinars to risk engineering workshops in three cities, a veld fire information day for farmers and a charity golf day for fire-safe early learning centres. Each event page keeps the original details and adds a short report, with presentations and recordings where they are available.`,
    heroImage: {
      image: "scenes/conference",
      alt: "A speaker on a conference stage in front of a seated audience",
    },
    blocks: [
      { type: "newsList", kind: "events", year: "2025" },
      {
        type: "richText",
        heading: "Event and media enquiries",
        paragraphs: [
          `Brokers can ask about our events, or register for upcoming ones, by e-mail to ${site.brokersEmail} or through their broker consultant. To invite one of our specialists to speak at an industry, client or community event, or to attend one of our events as a journalist, contact ${communications.name}, ${communications.title}, at ${communications.email}, with your publication or organisation, the date and the audience.`,
        ],
      },
      followUs(
        "We announce upcoming events, registration details and webinar links on our social media channels, and share photographs and short reports afterwards. Brokers already placing business with us also receive invitations directly from their broker consultant, and can watch recorded webinars on our e-learning platform at any time. Our official channels are:",
      ),
      {
        type: "callToAction",
        heading: "Missed a webinar?",
        text: "Recordings of our broker webinars, with CPD hours, are available on our e-learning platform for registered brokers.",
        link: { label: "Broker e-learning", route: "/broker-tools/e-learning" },
      },
    ],
  },
};
