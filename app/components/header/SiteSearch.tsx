import { useState } from "react";

type LiveSearchComponent = typeof import("#app/components/search/LiveSearch.tsx").LiveSearch;

/**
 * Search in the header (desktop tab bar and burger menu): a plain GET form to /search, which works without
 * JavaScript. The results shown as the visitor types are a separate chunk, loaded on the field's first
 * focus, so they cost no page its first-load JavaScript (tests/e2e/budget.spec.ts).
 */
export function SiteSearch({ id, className }: { id: string; className?: string }) {
  const [Live, setLive] = useState<LiveSearchComponent>();
  const load = () => {
    if (!Live)
      import("#app/components/search/LiveSearch.tsx").then(
        (m) => setLive(() => m.LiveSearch),
        () => {},
      );
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
