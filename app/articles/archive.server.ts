import { sql } from "kysely";

import type { Database } from "#app/db/database.server.ts";
import { toRecord } from "./articles.server.ts";
import { searchWords, type ArchiveFilters } from "./archive.ts";
import type { ArticleRecord } from "./types.ts";

/** A LIKE pattern that matches `word` anywhere, its own % and _ taken literally. */
function containing(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One page of the staff articles list, filtered in the database (docs/architecture.md, “Publishing”): every word
 * in the title, summary or body (case ignored), of a kind, in a state (scheduled is published with its time
 * ahead), of a year; newest first. With the number that match and the years there are, for the filter's choices.
 */
export async function findArticles(
  database: Database,
  filters: ArchiveFilters,
  page: { limit: number; offset: number },
  now = new Date(),
): Promise<{ articles: ArticleRecord[]; total: number; years: string[] }> {
  let query = database.db.selectFrom("articles");
  for (const word of searchWords(filters.q)) {
    const pattern = containing(word);
    query = query.where((eb) =>
      eb.or([eb("title", "ilike", pattern), eb("summary", "ilike", pattern), eb("body_html", "ilike", pattern)]),
    );
  }
  if (filters.kind) query = query.where("kind", "=", filters.kind);
  if (filters.year) query = query.where("date", "like", `${filters.year}-%`);
  if (filters.state === "draft" || filters.state === "withdrawn") query = query.where("status", "=", filters.state);
  if (filters.state === "published")
    query = query
      .where("status", "=", "published")
      .where((eb) => eb.or([eb("publish_at", "is", null), eb("publish_at", "<=", now)]));
  if (filters.state === "scheduled") query = query.where("status", "=", "published").where("publish_at", ">", now);
  const [rows, count, years] = await Promise.all([
    query.selectAll().orderBy("date", "desc").orderBy("id", "desc").limit(page.limit).offset(page.offset).execute(),
    query.select(sql<string>`count(*)`.as("n")).executeTakeFirstOrThrow(),
    database.db
      .selectFrom("articles")
      .select(sql<string>`substring(date from 1 for 4)`.as("year"))
      .distinct()
      .orderBy("year", "desc")
      .execute(),
  ]);
  return { articles: rows.map(toRecord), total: Number(count.n), years: years.map((y) => y.year) };
}
