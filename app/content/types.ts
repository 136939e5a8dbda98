import type { PictureSource } from "./people.ts";
import type { FormKind } from "#app/forms/kinds.ts";
import type { ImageKey } from "./images.ts";
import type { PeopleDirectory, Person } from "./people.ts";
import type { VideoKey } from "./videos.ts";

/** A link to another page of this site, or to a document. */
export interface ContentLink {
  label: string;
  route: string;
}

/** A picture from the image catalogue (`app/content/images.ts`) with its text alternative. */
export interface ContentImage {
  image: ImageKey;
  /** Describe what the picture shows; "" only when it is purely decorative. */
  alt: string;
}

/** The seven gauge labels of docs/specification.md, “Constants”, each drawn with its own icon. */
export type GaugeLabel =
  | "Motor Damage Claims"
  | "Motor Theft Claims"
  | "Property Claims"
  | "WINDSCREEN CLAIMS"
  | "ALL RISK FAST-TRACK Claims"
  | "Assets under protection"
  | "Claims paid";

export interface GaugeData {
  value: number;
  range: number;
  /** Shown after the value, such as "days" or "hours"; for variant 2 the scale word, such as "bn". */
  units: string;
  label: GaugeLabel;
  /** 1: a plain figure; 2: a rand amount, shown with an R prefix. */
  variant: 1 | 2;
}

/** What a teaser shows beside its text (docs/specification.md, “Entities”, teaser block). */
export type TeaserMedia =
  | { type: "image"; image: ImageKey; /** Defaults to "solutions" (docs/specification.md, “Entities”). */ alt?: string }
  | { type: "youtube"; videoId: string; title: string; poster: ImageKey }
  | {
      type: "video";
      video: VideoKey;
      title: string;
      poster: ImageKey;
      /** Filled in on the server from the video catalogue (app/content/resolve.server.ts): page data, not page code. */
      transcript?: string[];
    };

/** Blocks that may sit inside a tab. */
export type SimpleBlock =
  | {
      type: "richText";
      heading?: string;
      paragraphs: string[];
      /** An optional bullet list shown after the paragraphs. */
      bullets?: string[];
      /** An optional numbered list (steps, in order) shown after the paragraphs. */
      steps?: string[];
    }
  | {
      type: "callToAction";
      heading: string;
      text: string;
      link: ContentLink;
    }
  | {
      /** Documents to download, by slug (`app/content/documents`). */
      type: "downloads";
      heading: string;
      intro?: string;
      documents: string[];
      /** Filled in by the page loader, so the documents' text stays on the server. */
      items?: DocumentSummary[];
    }
  | {
      /** Key figures, such as a credit rating or a B-BBEE score. */
      type: "facts";
      heading?: string;
      items: { value: string; label: string; note?: string }[];
    };

/**
 * The blocks a page is composed of, rendered through one registry
 * (`app/components/blocks/registry.tsx`). Paragraph text is plain text.
 */
export type Block =
  | SimpleBlock
  | {
      type: "teaser";
      heading: string;
      /** A string is split into paragraphs at two or more newlines (docs/specification.md, “Entities”). */
      description: string | string[];
      media: TeaserMedia;
      button?: ContentLink;
      /** Put the media on the left on wide screens. */
      mediaFirst?: boolean;
    }
  | {
      type: "tabs";
      /** Names the tab set; also the `tab` query parameter's values are the tab ids. */
      heading: string;
      tabs: { id: string; label: string; content: SimpleBlock[] }[];
    }
  | {
      type: "gauges";
      heading: string;
      intro?: string;
      gauges: GaugeData[];
    }
  | {
      type: "leadership";
      heading: string;
      intro?: string;
      /** Everyone by group, filled in from the database when the page is served (app/content/resolve.server.ts). */
      teams?: PeopleDirectory;
    }
  | {
      /** People by id, with e-mail links (docs/specification.md, “Key contacts and managers”). */
      type: "keyContacts";
      heading: string;
      intro?: string;
      people: string[];
      /** Those people, filled in from the database when the page is served (app/content/resolve.server.ts). */
      members?: Person[];
    }
  | {
      /** People by id, photo, name and title (docs/specification.md, “Key contacts and managers”). */
      type: "managers";
      heading: string;
      intro?: string;
      people: string[];
      /** Those people, filled in from the database when the page is served (app/content/resolve.server.ts). */
      members?: Person[];
    }
  | { type: "offices"; heading: string; intro?: string }
  | {
      /** One of the enquiry forms (app/forms); a page holds at most one, and its route action accepts only that one. */
      type: "form";
      form: FormKind;
      heading: string;
      intro?: string;
    }
  | {
      /** The articles of one media listing, newest first (from the database: app/articles/public.server.ts). */
      type: "newsList";
      kind: "news" | "events";
      year: string;
      /** Filled in by the listing's loader, so article bodies stay on the server. */
      items?: ArticleSummary[];
    };

export interface PageContent {
  /** The page's one h1; also the document title (with the group name). */
  title: string;
  /** Meta description: one sentence, at most 160 characters. */
  description: string;
  /** Small label above the h1, such as the section or product line. */
  eyebrow?: string;
  /** The introductory paragraph under the h1. */
  intro: string;
  /** A picture beside the introduction (also the page's Open Graph image). */
  heroImage?: ContentImage;
  /** A video that opens in a modal from the hero (the home page's intro video). */
  heroVideo?: { video: VideoKey; title: string; poster: ImageKey; buttonLabel: string; transcript?: string[] };
  blocks: Block[];
  /** Hide the site footer (the broker landing page has none). */
  hideFooter?: boolean;
}

/** The three media listings of docs/specification.md, “Public routes”; each has a listing page and one page per article. */
export type ArticleCollection = "news-2025" | "news-2024" | "events-2025";

export interface Article {
  collection: ArticleCollection;
  /** URL slug, unique within the collection. */
  slug: string;
  title: string;
  /** ISO date of publication, or of the event. */
  date: string;
  /** One or two sentences for the listing and the meta description (at most 160 characters). */
  summary: string;
  image: ContentImage;
  /** For events: where it takes place. */
  location?: string;
  /** Paragraphs of the article, plain text. */
  body: string[];
}

/** What a listing shows of an article. */
/** A listing's card: its picture a scene of the catalogue or an editor's upload. */
export type ArticleSummary = Pick<Article, "title" | "date" | "summary" | "location"> & {
  path: string;
  image: { image: PictureSource; alt: string };
};

/** What a download list shows of a document. */
export type DocumentSummary = Pick<SiteDocument, "title" | "summary" | "version" | "effectiveDate"> & { href: string };

/** A policy document kept as text and served as a PDF (and, later, HTML). */
export interface DocumentSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
  /** Labelled blanks for the reader to fill in (claim forms), printed as ruled lines. */
  fields?: string[];
}

export interface SiteDocument {
  /** URL slug: the PDF is served at /documents/<slug>.pdf */
  slug: string;
  title: string;
  /** Such as "3.1". */
  version: string;
  /** ISO date, such as "2026-03-01". */
  effectiveDate: string;
  /** One or two sentences describing the document, shown beside the link. */
  summary: string;
  sections: DocumentSection[];
}
