/** A link to another page of this site, or to a document. */
export interface ContentLink {
  label: string;
  route: string;
}

/**
 * The blocks a page is composed of, rendered through one registry
 * (`app/components/blocks/registry.tsx`). Paragraph text is plain text.
 */
export type Block =
  | {
      type: "richText";
      heading?: string;
      paragraphs: string[];
      /** An optional bullet list shown after the paragraphs. */
      bullets?: string[];
    }
  | {
      type: "callToAction";
      heading: string;
      text: string;
      link: ContentLink;
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
  blocks: Block[];
  /** Hide the site footer (the broker landing page has none). */
  hideFooter?: boolean;
}

/** A policy document kept as text and served as a PDF (and, later, HTML). */
export interface DocumentSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
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
