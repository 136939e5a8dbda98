import { data, Form, Link } from "react-router";

import { ListPage } from "#app/components/list/ListPage.tsx";
import { listLink } from "#app/components/list/list-params.ts";
import { SnippetText } from "#app/components/search/SnippetText.tsx";
import { clientAddressOf } from "#app/lib/http/request-context.ts";
import { site } from "#app/config/site.ts";
import { RENDER_CACHE_HEADER } from "#app/lib/http/render-cache.ts";
import { MAX_PAGE, parsePage, RESULTS_PER_PAGE } from "#app/search/query.ts";
import { runSearch, type SearchOutcome } from "#app/search/search.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/search";
import styles from "./search.module.css";

/** As long as an answer is remembered (app/search/results-cache.server.ts). */
const SEARCH_PAGE_KEPT_SECONDS = 60;

/** Search results are for the visitor who asked, never for search engines or shared caches. */
const HEADERS = { "X-Robots-Tag": "noindex", "Cache-Control": "private, no-cache" };

const STATUS: Record<SearchOutcome["kind"], number> = {
  ok: 200,
  empty: 200,
  "too-long": 400,
  "no-words": 400,
  limited: 429,
  busy: 503,
  unavailable: 503,
};

export async function loader({ url, context }: Route.LoaderArgs) {
  const page = parsePage(url.searchParams.get("page"));
  if (page === undefined) throw data(null, { status: 404, headers: HEADERS });
  const outcome = await runSearch(async () => (await services()).database, url.searchParams.get("q"), {
    page,
    perPage: RESULTS_PER_PAGE,
    snippets: true,
    visitor: { address: clientAddressOf(context), limit: "search" },
  });
  const answer = new Headers(HEADERS);
  // Results are the same for every anonymous visitor: the server keeps the page per query for a minute, or
  // until the index changes, and still counts each visitor's search (server/search-pages.ts).
  if (outcome.kind === "ok") answer.set(RENDER_CACHE_HEADER, String(SEARCH_PAGE_KEPT_SECONDS));
  if (outcome.kind === "limited" || outcome.kind === "busy") {
    answer.set("Retry-After", String(outcome.retryAfterSeconds));
  }
  return data({ outcome, page }, { status: STATUS[outcome.kind], headers: answer });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const text = loaderData?.outcome.text;
  return [{ title: `${text ? `Search: ${text}` : "Search"} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

function plural(n: number, one: string, many: string): string {
  return `${n.toLocaleString("en-ZA")} ${n === 1 ? one : many}`;
}

/** The line that says what the search found, read out when the page loads. */
function summary(outcome: SearchOutcome, page: number, pages: number): string {
  switch (outcome.kind) {
    case "empty":
      return "Type a few words to search the site's pages, news and documents.";
    case "too-long":
      return `Your search is ${plural(outcome.length, "character", "characters")} long. Searches can be at most ${outcome.max} characters: a few words work best.`;
    case "no-words":
      return "Your search has no letters or numbers to look for. Try a word such as “claim” or “fleet”.";
    case "unavailable":
      return `Search is not available at the moment. Please try again shortly, or call us on ${site.phone}.`;
    case "limited":
      return `You have searched many times in the last minute. Please wait ${plural(outcome.retryAfterSeconds, "second", "seconds")} and search again, or use the menu to find a page.`;
    case "busy":
      return `Search is busy at the moment. Please try again in a few seconds, or use the menu to find a page.`;
    case "ok":
      if (outcome.total === 0) return `No results for “${outcome.text}”.`;
      if (page > pages) return `There is no page ${page} of results for “${outcome.text}”.`;
      return `${plural(outcome.total, "result", "results")} for “${outcome.text}”${pages > 1 ? `, page ${page} of ${pages}` : ""}.`;
  }
}

const KIND_LABEL = { page: "Page", article: "News", document: "PDF" } as const;

type Found = Extract<SearchOutcome, { kind: "ok" }>["results"][number];

/** One result: its title (a PDF opened as a file), where it is, and the words that matched. */
function Result({ result }: { result: Found }) {
  return (
    <li className={styles.result}>
      <h2 className={styles.title}>
        {result.kind === "document" ? (
          <a href={result.url}>
            {result.title} <span className="visually-hidden">(PDF)</span>
          </a>
        ) : (
          <Link to={result.url}>{result.title}</Link>
        )}
      </h2>
      <p className={styles.section}>
        <span className={styles.kind}>{KIND_LABEL[result.kind]}</span> {result.section}
      </p>
      {result.snippet.length ? (
        <p className={styles.snippet}>
          <SnippetText parts={result.snippet} />
        </p>
      ) : null}
    </li>
  );
}

/** What to try when nothing matched. */
function NoResults() {
  return (
    <div className={styles.help}>
      <p>Check the spelling, try fewer or other words, or go straight to:</p>
      <ul>
        <li>
          <Link to="/claims-handling/report-a-claim">Report a claim</Link>
        </li>
        <li>
          <Link to="/claims-handling/claim-forms">Claim forms</Link>
        </li>
        <li>
          <Link to="/contact/regional-offices">Our offices and phone numbers</Link>
        </li>
      </ul>
    </div>
  );
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { outcome, page } = loaderData;
  const total = outcome.kind === "ok" ? outcome.total : 0;
  const pages = Math.min(MAX_PAGE, Math.ceil(total / RESULTS_PER_PAGE));
  const link = (n: number) => `/search${listLink({ q: outcome.text }, n)}`;
  return (
    <div className={`container page-body ${styles.page}`}>
      <h1 id="search-heading">Search</h1>
      <ListPage
        search={
          // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- the form is the landmark, also for screen readers that predate <search>
          <Form method="get" action="/search" role="search" aria-labelledby="search-heading" className={styles.form}>
            <label htmlFor="search-page-q">Search the site</label>
            <div className={styles.row}>
              <input
                id="search-page-q"
                name="q"
                type="search"
                defaultValue={outcome.text}
                // Changing the query (a new search) resets the field to what was searched.
                key={outcome.text}
                autoComplete="off"
                enterKeyHint="search"
                className={styles.input}
              />
              <button type="submit" className="button">
                Search
              </button>
            </div>
          </Form>
        }
        count={summary(outcome, page, pages)}
        announce="output"
        countClassName={styles.summary}
        before={
          outcome.kind === "ok" && outcome.corrections.length ? (
            <p className={styles.note}>
              Also searched for{" "}
              {outcome.corrections.map((c, i) => (
                <span key={c.from}>
                  {i ? ", " : null}
                  <strong>{c.to}</strong> (you typed “{c.from}”)
                </span>
              ))}
              .
            </p>
          ) : null
        }
        items={{
          rows: outcome.kind === "ok" ? outcome.results : [],
          rowKey: (result) => result.url,
          render: (result) => <Result result={result} />,
          as: "ol",
          start: (page - 1) * RESULTS_PER_PAGE + 1,
          className: styles.results,
          empty: outcome.kind === "ok" && outcome.total === 0 ? <NoResults /> : null,
        }}
        after={
          outcome.kind === "ok" && page > pages && pages > 0 ? (
            <p>
              <Link to={link(1)}>See the first page of results</Link>
            </p>
          ) : null
        }
        pager={{ page, pages, link, label: "Pages of search results" }}
      />
    </div>
  );
}
