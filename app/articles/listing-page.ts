import { site } from "#app/config/site.ts";
import type { ImageKey } from "#app/content/images.ts";
import { followUs, mediaEnquiries, mediaPages } from "#app/content/pages/media.ts";
import type { PageContent } from "#app/content/types.ts";
import type { NavTab } from "#app/navigation/types.ts";
import { ARTICLE_KINDS, KIND_LABELS, listingPath, type ArticleKind } from "./types.ts";

const HERO: Record<ArticleKind, { image: ImageKey; alt: string }> = {
  news: { image: "scenes/skyline", alt: "The city skyline at dusk, with office towers lit against the sky" },
  events: { image: "scenes/conference", alt: "A speaker on a conference stage in front of a seated audience" },
};

/**
 * A media listing's page: the words written for it (app/content/pages/media.ts)
 * when there are some, else the same shape for any year that has articles, so a
 * new year's listing exists as soon as its first article is published.
 */
export function listingPage(kind: ArticleKind, year: string): PageContent {
  const written = mediaPages[listingPath(kind, year)];
  if (written) return written;
  const news = kind === "news";
  return {
    title: `${KIND_LABELS[kind]} ${year}`,
    description: news
      ? `News from ${site.name} in ${year}: announcements, claims updates and practical risk advice, newest first.`
      : `Events hosted by ${site.name} in ${year} for brokers, clients and communities, with reports afterwards.`,
    eyebrow: "Media",
    intro: news
      ? `This page collects the announcements, comment and practical risk advice ${site.name} published during ${year}. Articles are listed with the most recent first, and each one says who to contact with follow-up questions.`
      : `These are the events ${site.name} hosts during ${year} for brokers, clients and the communities we serve: conferences, CPD webinars, risk workshops and community days. Each event page gives the details and, afterwards, a short report.`,
    heroImage: HERO[kind],
    blocks: [
      { type: "newsList", kind, year },
      mediaEnquiries,
      followUs(
        "New articles and events are announced on our social media channels, where we also share short risk tips and claims guidance during severe weather. Our official channels are:",
      ),
    ],
  };
}

/** The header's Media tabs from the years that have articles: news newest first, then events. */
export function mediaTabs(years: Record<ArticleKind, string[]>): NavTab[] {
  return ARTICLE_KINDS.flatMap((kind) =>
    years[kind].map((year) => ({ label: `${KIND_LABELS[kind]} ${year}`, route: listingPath(kind, year) })),
  );
}
