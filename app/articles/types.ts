/** The two kinds of article, each with its listings under /media/<kind>/<year>. */
export const ARTICLE_KINDS = ["news", "events"] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

export function isArticleKind(value: unknown): value is ArticleKind {
  return typeof value === "string" && (ARTICLE_KINDS as readonly string[]).includes(value);
}

export const KIND_LABELS: Record<ArticleKind, string> = { news: "News", events: "Events" };

/** What an editor writes; a revision keeps a copy of exactly these. */
export interface ArticleFields {
  kind: ArticleKind;
  slug: string;
  title: string;
  /** ISO date (yyyy-mm-dd): of the news, or of the event. */
  date: string;
  summary: string;
  bodyHtml: string;
  heroImage: string;
  heroAlt: string;
  location: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
}

export type ArticleState = "draft" | "scheduled" | "published" | "withdrawn";

export const STATE_LABELS: Record<ArticleState, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
  withdrawn: "Withdrawn",
};

export interface ArticleRecord extends ArticleFields {
  id: number;
  status: "draft" | "published" | "withdrawn";
  publishAt: Date | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  updatedBy: string | null;
  /** Changes not yet on the public site (a saved change to a live article, or an autosave), if any. */
  draft: ArticleFields | null;
  /** When the draft of a live article is to replace its published text, if that is scheduled. */
  draftPublishAt: Date | null;
}

/** Published with its time still ahead is scheduled (docs/architecture.md, “Publishing”). */
export function articleState(article: Pick<ArticleRecord, "status" | "publishAt">, now: Date): ArticleState {
  if (article.status !== "published") return article.status;
  return article.publishAt && article.publishAt.getTime() > now.getTime() ? "scheduled" : "published";
}

/** The article's one address, such as /media/news/2025/gauteng-hail-claims-response. */
export function articlePathOf(article: Pick<ArticleFields, "kind" | "date" | "slug">): string {
  return `/media/${article.kind}/${article.date.slice(0, 4)}/${article.slug}`;
}

/** A listing's address. */
export function listingPath(kind: ArticleKind, year: string | number): string {
  return `/media/${kind}/${year}`;
}

/** A slug from a title: lower case, letters and digits, single hyphens ("B-BBEE: Level 1" → "b-bbee-level-1"). */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Field names as an editor reads them, in the form's order (revision history says what changed by these). */
export const FIELD_LABELS: Record<keyof ArticleFields, string> = {
  title: "Title",
  kind: "Kind",
  date: "Date",
  location: "Location",
  summary: "Summary",
  bodyHtml: "Body",
  heroImage: "Hero picture",
  heroAlt: "Picture description",
  slug: "Address (slug)",
  seoTitle: "Search title",
  seoDescription: "Search description",
};

/** The fields that differ between two revisions, in the form's order. */
export function changedFields(before: ArticleFields | null, after: ArticleFields): (keyof ArticleFields)[] {
  const keys = Object.keys(FIELD_LABELS) as (keyof ArticleFields)[];
  if (!before) return [];
  return keys.filter((key) => (before[key] ?? null) !== (after[key] ?? null));
}
