import { getDocument } from "#app/content/documents/index.ts";
import { videoCatalogue, type VideoKey } from "#app/content/videos.ts";
import { peopleById, type PeopleDirectory } from "./people.ts";
import type { Block, DocumentSummary, PageContent } from "./types.ts";

/** A document's listing entry; an unknown slug is a content error, caught by the build. */
export function documentSummary(slug: string): DocumentSummary {
  const doc = getDocument(slug);
  if (!doc) throw new Error(`Unknown document "${slug}"`);
  const { title, summary, version, effectiveDate } = doc;
  return { title, summary, version, effectiveDate, href: `/documents/${slug}.pdf` };
}

const PEOPLE_BLOCKS = new Set<Block["type"]>(["leadership", "keyContacts", "managers"]);

/**
 * Whether a page shows the group's people, whom editors change in the
 * database: such a page is served by the app (and its cache) rather than
 * prerendered (app/prerender.ts), like the media listings.
 */
export function showsPeople(page: PageContent): boolean {
  return page.blocks.some((block) => PEOPLE_BLOCKS.has(block.type));
}

function resolveBlock<B extends Block>(block: B, people: PeopleDirectory | undefined): B {
  switch (block.type) {
    case "downloads":
      return { ...block, items: block.documents.map(documentSummary) };
    case "tabs":
      return {
        ...block,
        tabs: block.tabs.map((tab) => ({ ...tab, content: tab.content.map((inner) => resolveBlock(inner, people)) })),
      };
    case "leadership":
      return people ? { ...block, teams: people } : block;
    case "keyContacts":
    case "managers":
      return people ? { ...block, members: peopleById(people, block.people) } : block;
    case "teaser":
      return block.media.type === "video"
        ? { ...block, media: { ...block.media, transcript: transcriptOf(block.media.video) } }
        : block;
    default:
      return block;
  }
}

/**
 * Fills in what blocks show from server-side sources (document listings, the
 * people from the database; the media listings fill in their articles
 * themselves, app/routes/public/media-listing.tsx), so the page's data
 * carries summaries and never whole texts.
 */
export function resolvePage(page: PageContent, people?: PeopleDirectory): PageContent {
  return {
    ...page,
    ...(page.heroVideo ? { heroVideo: { ...page.heroVideo, transcript: transcriptOf(page.heroVideo.video) } } : {}),
    blocks: page.blocks.map((block) => resolveBlock(block, people)),
  };
}

/** A video's transcript lines: its text alternative, sent as the page's data rather than in the player's code. */
function transcriptOf(video: VideoKey): string[] {
  return [...videoCatalogue[video].transcript];
}
