import { getDocument } from "#app/content/documents/index.ts";
import type { Block, DocumentSummary, PageContent } from "./types.ts";

/** A document's listing entry; an unknown slug is a content error, caught by the build. */
export function documentSummary(slug: string): DocumentSummary {
  const doc = getDocument(slug);
  if (!doc) throw new Error(`Unknown document "${slug}"`);
  const { title, summary, version, effectiveDate } = doc;
  return { title, summary, version, effectiveDate, href: `/documents/${slug}.pdf` };
}

function resolveBlock<B extends Block>(block: B): B {
  switch (block.type) {
    case "downloads":
      return { ...block, items: block.documents.map(documentSummary) };
    case "tabs":
      return { ...block, tabs: block.tabs.map((tab) => ({ ...tab, content: tab.content.map(resolveBlock) })) };
    default:
      return block;
  }
}

/**
 * Fills in what blocks show from server-side sources (document listings; the
 * media listings fill in their articles themselves, app/routes/public/media-listing.tsx), so the page's data carries summaries and never whole texts.
 */
export function resolvePage(page: PageContent): PageContent {
  return { ...page, blocks: page.blocks.map(resolveBlock) };
}
