import type { Database } from "#app/db/database.server.ts";
import {
  contentVersion,
  listPublishedArticles,
  nextScheduledAt,
  type PublishedArticle,
} from "#app/articles/articles.server.ts";
import { peopleDirectory } from "#app/people/people.server.ts";
import type { PeopleDirectory } from "#app/content/people.ts";
import { picturesShown } from "./pictures.server.ts";
import { ARTICLE_KINDS, type ArticleKind } from "./types.ts";

/**
 * The public side's view of the articles and the group's people, kept in this process
 * (docs/architecture.md, “Publishing”). Reading it costs nothing most of the
 * time: at most once a second it asks the database one tiny question (the
 * content version, app/articles/articles.server.ts), and reloads the published
 * articles and the people only when that number moved or a scheduled article's time has
 * come. So a publish, change or withdrawal on any server copy is seen by every
 * copy within about a second, and the server's page cache (server/render-cache.ts)
 * adds at most two more.
 */

/** How long a copy trusts what it holds before asking the database again. */
export const CHECK_INTERVAL_MS = 1000;

export interface PublishedView {
  articles: PublishedArticle[];
  byPath: Map<string, PublishedArticle>;
  /** The years that have at least one article, newest first, per kind. */
  years: Record<ArticleKind, string[]>;
  /** The group's people, for the leadership showcase and the lineups (app/people/people.server.ts). */
  people: PeopleDirectory;
  /**
   * The library pictures the public site shows (decision 0051): heroes and body pictures of the published
   * articles, and the people's uploaded portraits. Only these are served to everyone (app/routes/picture.tsx);
   * the rest of the library only to editors. Worked out with the rest of the view, so a picture follows its
   * article's publication and withdrawal on every copy within the same second.
   */
  pictures: ReadonlySet<number>;
}

interface CacheState {
  view: PublishedView;
  version: number;
  checkedAt: number;
  /** When the next scheduled article goes public (ms), or Infinity. */
  nextChange: number;
}

const caches = new WeakMap<Database, Promise<CacheState>>();

function buildView(articles: PublishedArticle[], people: PeopleDirectory): PublishedView {
  const years = Object.fromEntries(ARTICLE_KINDS.map((kind) => [kind, [] as string[]])) as Record<
    ArticleKind,
    string[]
  >;
  for (const article of articles) {
    const list = years[article.kind];
    const year = article.date.slice(0, 4);
    if (!list.includes(year)) list.push(year);
  }
  for (const kind of ARTICLE_KINDS) years[kind].sort((a, b) => b.localeCompare(a));
  return {
    articles,
    byPath: new Map(articles.map((a) => [a.path, a])),
    years,
    people,
    pictures: shownPictures(articles, people),
  };
}

/** The uploaded pictures these articles and people show (a page shows uploads only through its people). */
export function shownPictures(articles: PublishedArticle[], people: PeopleDirectory): Set<number> {
  const ids = new Set<number>();
  for (const article of articles) for (const { id } of picturesShown(article)) ids.add(id);
  for (const person of Object.values(people).flat()) {
    if (typeof person.portrait !== "string") ids.add(person.portrait.id);
  }
  return ids;
}

async function load(database: Database): Promise<CacheState> {
  // The version first: a change landing between the two reads is picked up at the next check.
  const version = await contentVersion(database);
  const [articles, next, people] = await Promise.all([
    listPublishedArticles(database),
    nextScheduledAt(database),
    peopleDirectory(database),
  ]);
  return { view: buildView(articles, people), version, checkedAt: Date.now(), nextChange: next?.getTime() ?? Infinity };
}

/** What the public may read now, from this process's copy, refreshed as described above. */
export async function publishedView(database: Database): Promise<PublishedView> {
  let pending = caches.get(database);
  if (!pending) {
    pending = load(database);
    caches.set(database, pending);
    pending.catch(() => caches.delete(database));
  }
  const state = await pending;
  const now = Date.now();
  if (now >= state.nextChange) {
    const reloading = load(database);
    caches.set(database, reloading);
    return (await reloading).view;
  }
  if (now - state.checkedAt >= CHECK_INTERVAL_MS) {
    // One question at a time: concurrent requests share this check.
    state.checkedAt = now;
    const checking = contentVersion(database).then((version) => (version === state.version ? state : load(database)));
    caches.set(database, checking);
    checking.catch(() => caches.delete(database));
    return (await checking).view;
  }
  return state.view;
}

/** The articles of one listing, newest first. */
export function articlesOf(view: PublishedView, kind: ArticleKind, year: string): PublishedArticle[] {
  return view.articles.filter((a) => a.kind === kind && a.date.startsWith(`${year}-`));
}
