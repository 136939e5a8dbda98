import { useEffect, useState } from "react";

type LiveSearchComponent = typeof import("#app/components/search/LiveSearch.tsx").LiveSearch;

/** Loads the results shown as the visitor types (a chunk of their own). */
function loadLiveSearch(show: (component: LiveSearchComponent) => void) {
  import("#app/components/search/LiveSearch.tsx").then(
    (m) => show(m.LiveSearch),
    () => {},
  );
}

/**
 * Search in the header (desktop tab bar and burger menu): a plain GET form to /search, which works without
 * JavaScript. The results shown as the visitor types are a separate chunk, loaded on the field's first
 * focus, so they cost no page its first-load JavaScript (tests/e2e/budget.spec.ts).
 */
export function SiteSearch({ id, className }: { id: string; className?: string }) {
  const [Live, setLive] = useState<LiveSearchComponent>();
  // A field focused before the script ran (a person types as soon as the page shows) gets its results too.
  useEffect(() => {
    if (document.activeElement?.id === id) loadLiveSearch((component) => setLive(() => component));
  }, [id]);
  const load = () => {
    if (!Live) loadLiveSearch((component) => setLive(() => component));
  };
  return (
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- the form is the landmark, also for screen readers that predate <search>
    <form action="/search" role="search" className={className}>
      <label htmlFor={id} className="visually-hidden">
        Search the site
      </label>
      <input
        id={id}
        name="q"
        type="search"
        placeholder="Search"
        autoComplete="off"
        enterKeyHint="search"
        onFocus={load}
      />
      <button type="submit">Search</button>
      {Live ? <Live inputId={id} /> : null}
    </form>
  );
}
