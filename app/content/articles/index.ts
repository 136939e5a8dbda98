import type { Article, ArticleCollection } from "#app/content/types.ts";
import { events2025 } from "./events-2025.ts";
import { news2024 } from "./news-2024.ts";
import { news2025 } from "./news-2025.ts";

/** Every article of the three media listings. */
export const articles: Article[] = [...news2025, ...news2024, ...events2025];

/** The listing page of each collection; an article's page sits below it. */
const listingPaths: Record<ArticleCollection, string> = {
  "news-2025": "/media/news/2025",
  "news-2024": "/media/news/2024",
  "events-2025": "/media/events/2025",
};

/** The articles of one collection, newest first (ISO dates sort as text). */
export function articlesIn(collection: ArticleCollection): Article[] {
  return articles
    .filter((a) => a.collection === collection)
    .toSorted((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

export function getArticle(collection: ArticleCollection, slug: string): Article | undefined {
  return articles.find((a) => a.collection === collection && a.slug === slug);
}

/** The article's URL, such as /media/news/2025/in-syte-app-launch. */
export function articlePath(article: Article): string {
  return `${listingPaths[article.collection]}/${article.slug}`;
}
