import { clientAddressOf } from "#app/lib/http/request-context.ts";
import { SUGGESTIONS, type SuggestResponse } from "#app/search/suggest.ts";
import { runSearch } from "#app/search/search.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/search-suggest";

/**
 * /search/suggest?q=…: the header's results as the visitor types, as JSON: titles and sections only, no
 * snippets (they cost a ts_headline each). Same query rules as /search; never cached by shared caches.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const outcome = await runSearch(async () => (await services()).database, url.searchParams.get("q"), {
    page: 1,
    perPage: SUGGESTIONS,
    snippets: false,
    visitor: { address: clientAddressOf(context), limit: "suggest" },
  });
  const body: SuggestResponse =
    outcome.kind === "ok"
      ? {
          kind: "ok",
          text: outcome.text,
          total: outcome.total,
          results: outcome.results.map((r) => ({ url: r.url, title: r.title, section: r.section, kind: r.kind })),
        }
      : { kind: outcome.kind, text: outcome.text, total: 0, results: [] };
  // The header's script reads the body of a refusal too, and says why (app/components/search/LiveSearch.tsx).
  const refused = outcome.kind === "limited" || outcome.kind === "busy";
  return Response.json(body, {
    status: outcome.kind === "limited" ? 429 : outcome.kind === "busy" ? 503 : 200,
    headers: {
      "Cache-Control": "private, no-cache",
      "X-Robots-Tag": "noindex",
      ...(refused ? { "Retry-After": String(outcome.retryAfterSeconds) } : {}),
    },
  });
}
