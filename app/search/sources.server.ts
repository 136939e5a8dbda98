import type { Database } from "#app/db/database.server.ts";
import { listPublishedArticles, type PublishedArticle } from "#app/articles/articles.server.ts";
import { claimForms, documents } from "#app/content/documents/index.ts";
import { offices } from "#app/content/offices.ts";
import { pages } from "#app/content/pages.ts";
import { peopleById, type PeopleDirectory } from "#app/content/people.ts";
import { peopleDirectory } from "#app/people/people.server.ts";
import { liveDocumentTexts } from "#app/documents/document-versions.server.ts";
import type { Block, PageContent, SiteDocument } from "#app/content/types.ts";
import { mainNavigation } from "#app/navigation/main-nav.ts";
import { findActive, publicPageRoutes } from "#app/navigation/navigation.ts";

/**
 * What the site search indexes (docs/decisions/0014-site-search.md): a list of sources, each one function
 * that returns its documents. Adding a kind of content is adding a source; moving articles into the
 * database is changing what one source's function reads. Everything here is public: programme sub-sites
 * (app/programmes) are never a source, not even their public about pages, which the site keeps out of
 * search engines too (app/routes/robots.tsx) because they are for each client's own people.
 */
export interface SearchDocument {
  /** The address a result links to. */
  url: string;
  title: string;
  /** The part of the site it belongs to, shown with the result. */
  section: string;
  headings: string[];
  /** Paragraphs of plain text. */
  body: string[];
  kind: "page" | "article" | "document";
}

export interface SearchSource {
  /** Stable name, stored with its documents: "pages", "articles", "documents". */
  id: string;
  documents(database: Database): Promise<SearchDocument[]>;
}

/** Text as it goes into the index: no control characters (the index marks snippets with two of them). */
export function indexText(text: string): string {
  return text
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const FOOTER_SECTION = "Policies and help";

/** The header section a page sits under, such as "Products"; pages only the footer links to are "Policies and help". */
export function sectionOf(path: string): string {
  return mainNavigation[findActive(path).section]?.label ?? FOOTER_SECTION;
}

interface Collected {
  headings: string[];
  body: string[];
}

type BlockOf<T extends Block["type"]> = Extract<Block, { type: T }>;

/** Where a block's text goes: its headings, and its paragraphs in reading order. */
interface BlockText {
  heading(text: string | undefined): void;
  body(...texts: (string | undefined)[]): void;
  /** A block inside this one (a tab's content). */
  block(inner: Block): void;
  people: PeopleDirectory;
}

/**
 * The text each kind of block shows a visitor, in reading order: what a visitor could search the page for.
 * One entry per block type, checked by the compiler: a new block type does not compile until it says what
 * of it is searchable (an empty function where nothing is, with a comment saying why).
 */
const BLOCK_TEXT: { [T in Block["type"]]: (block: BlockOf<T>, text: BlockText) => void } = {
  richText(block, { heading, body }) {
    heading(block.heading);
    body(...block.paragraphs, ...(block.bullets ?? []), ...(block.steps ?? []));
  },
  callToAction(block, { heading, body }) {
    heading(block.heading);
    body(block.text);
  },
  downloads(block, { heading, body }) {
    heading(block.heading);
    body(block.intro);
    for (const slug of block.documents) {
      const doc = documents.find((d) => d.slug === slug);
      body(doc?.title, doc?.summary);
    }
  },
  facts(block, { heading, body }) {
    heading(block.heading);
    body(...block.items.flatMap((item) => [`${item.value} ${item.label}`, item.note]));
  },
  teaser(block, { heading, body }) {
    heading(block.heading);
    body(...(typeof block.description === "string" ? block.description.split(/\n{2,}/) : block.description));
  },
  tabs(block, { heading, block: inner }) {
    heading(block.heading);
    for (const tab of block.tabs) {
      heading(tab.label);
      for (const content of tab.content) inner(content);
    }
  },
  gauges(block, { heading, body }) {
    heading(block.heading);
    body(block.intro, ...block.gauges.map((g) => `${g.label}: ${g.value} ${g.units}`));
  },
  leadership(block, { heading, body, people }) {
    heading(block.heading);
    body(block.intro, ...Object.values(people).flatMap((group) => group.map((p) => `${p.name}, ${p.title}`)));
  },
  keyContacts(block, { heading, body, people }) {
    heading(block.heading);
    body(block.intro, ...peopleById(people, block.people).map((p) => `${p.name}, ${p.title}`));
  },
  managers(block, { heading, body, people }) {
    heading(block.heading);
    body(block.intro, ...peopleById(people, block.people).map((p) => `${p.name}, ${p.title}`));
  },
  offices(block, { heading, body }) {
    heading(block.heading);
    body(block.intro, ...offices.map((o) => `${o.label}: ${o.address}. ${o.hours}`));
  },
  form(block, { heading, body }) {
    heading(block.heading);
    body(block.intro);
  },
  newsList() {
    // The listing's articles are documents of their own (the articles source).
  },
};

function collectBlock(block: Block, into: Collected, people: PeopleDirectory): void {
  const text: BlockText = {
    heading: (t) => void (t && into.headings.push(t)),
    body: (...texts) => {
      for (const t of texts) if (t) into.body.push(t);
    },
    block: (inner) => collectBlock(inner, into, people),
    people,
  };
  // The record's mapped type ties each entry to its own block type; the lookup by a union loses that link.
  (BLOCK_TEXT[block.type] as (block: Block, text: BlockText) => void)(block, text);
}

/** A public page's text, as its route renders it from app/content/pages and the people in the database. */
export function pageDocument(path: string, page: PageContent, people: PeopleDirectory): SearchDocument {
  const collected: Collected = { headings: [], body: [page.intro] };
  for (const block of page.blocks) collectBlock(block, collected, people);
  return { url: path, title: page.title, section: sectionOf(path), kind: "page", ...collected };
}

/** A published article (app/articles/articles.server.ts), under its listing: "News 2025", "Events 2025". */
export function articleDocument(article: PublishedArticle): SearchDocument {
  const listing = `${article.kind === "events" ? "Events" : "News"} ${article.date.slice(0, 4)}`;
  return {
    url: article.path,
    title: article.title,
    section: listing,
    headings: [],
    body: [article.summary, ...(article.location ? [article.location] : []), ...article.text.split(/\n+/)],
    kind: "article",
  };
}

/** A PDF's text, from the same content that app/documents/pdf.server.ts prints. */
export function documentDocument(doc: SiteDocument): SearchDocument {
  return {
    url: `/documents/${doc.slug}.pdf`,
    title: doc.title,
    section: claimForms.includes(doc) ? "Claim forms (PDF)" : "Policies and manuals (PDF)",
    headings: doc.sections.map((s) => s.heading),
    body: [doc.summary, ...doc.sections.flatMap((s) => [...s.paragraphs, ...(s.bullets ?? []), ...(s.fields ?? [])])],
    kind: "document",
  };
}

/** Every public page: the routes the navigation generates (app/routes.ts), each with its content; re-indexed when editors change the people. */
export const pagesSource: SearchSource = {
  id: "pages",
  async documents(database) {
    const people = await peopleDirectory(database);
    return publicPageRoutes().flatMap((path) => {
      const page = pages[path];
      return page ? [pageDocument(path, page, people)] : [];
    });
  },
};

/** The articles the public may read now (app/articles/articles.server.ts); re-indexed when editors publish. */
export const articlesSource: SearchSource = {
  id: "articles",
  async documents(database) {
    return (await listPublishedArticles(database)).map(articleDocument);
  },
};

/**
 * A document whose newest live version is an upload: that PDF's text (issue 36, item 3), read at upload, under the
 * document's title and summary; an upload whose text could not be read (or was made before it was kept) is found
 * by the title and summary alone, never by the text of the version it replaced.
 */
export function uploadedDocument(doc: SiteDocument, text: string | null): SearchDocument {
  return {
    ...documentDocument(doc),
    headings: [],
    body: [doc.summary, ...(text ? text.split(/\n{2,}/) : [])],
  };
}

/**
 * The downloadable PDFs: policies, the PAIA manual and the claim forms, each as the public gets it now: the
 * newest live upload (app/documents/document-versions.server.ts), else the site's own text. Re-indexed when an
 * editor puts a version live or retracts one.
 */
export const documentsSource: SearchSource = {
  id: "documents",
  async documents(database) {
    const uploads = await liveDocumentTexts(database);
    return documents.map((doc) => {
      const upload = uploads.get(doc.slug);
      return upload ? uploadedDocument(doc, upload.text) : documentDocument(doc);
    });
  },
};

export const searchSources: readonly SearchSource[] = [pagesSource, articlesSource, documentsSource];
