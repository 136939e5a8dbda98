import { useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from "react";

import type { Block, SimpleBlock } from "#app/content/types.ts";
import { idFragment, initialTabId, nextTabIndex } from "./tabs.ts";
import styles from "./TabSet.module.css";

/** Back and forward buttons change the query without remounting the page. */
function subscribeToHistory(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  return () => window.removeEventListener("popstate", onChange);
}

/**
 * The address's query string. Pages are prerendered without one, so the server
 * (and hydration) sees ""; React then re-renders with the real one, without a
 * hydration mismatch.
 */
function useLocationSearch(): string {
  return useSyncExternalStore(
    subscribeToHistory,
    () => window.location.search,
    () => "",
  );
}

interface TabSetProps {
  block: Extract<Block, { type: "tabs" }>;
  renderBlocks: (blocks: SimpleBlock[]) => ReactNode;
}

/**
 * A tab set (WAI-ARIA tabs pattern, automatic activation, roving tabindex).
 * The server selects the first tab; once hydrated, a `tab` query parameter that
 * names a tab selects it, and choosing a tab writes it back to the address
 * (replaceState, no navigation) so the link can be shared. All panels are in
 * the HTML; the inactive ones are `hidden`.
 */
export default function TabSet({ block, renderBlocks }: TabSetProps) {
  const { heading, tabs } = block;
  const base = `tabs-${idFragment(heading)}`;
  const tabIds = tabs.map((t) => t.id);
  const search = useLocationSearch();
  // What the visitor picked here wins over the query it was opened with.
  const [chosen, setChosen] = useState<string>();
  const selected = chosen !== undefined && tabIds.includes(chosen) ? chosen : initialTabId(tabIds, search);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const choose = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    setChosen(tab.id);
    const url = new URL(window.location.href);
    url.searchParams.set("tab", tab.id);
    // Keep the router's history state; only the address changes.
    window.history.replaceState(window.history.state, "", url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextTabIndex(index, event.key, tabs.length);
    if (next === null) return;
    event.preventDefault();
    const tab = tabRefs.current[next];
    tab?.focus();
    // Chrome's focus() leaves a half-hidden tab half-hidden in the sideways-scrolling list (phones).
    tab?.scrollIntoView({ block: "nearest", inline: "nearest" });
    choose(next);
  };

  const headingId = `${base}-heading`;
  return (
    <section className={styles.tabSet} data-testid="tab-set">
      <h2 id={headingId}>{heading}</h2>
      <div role="tablist" aria-labelledby={headingId} className={styles.tabList}>
        {tabs.map((tab, i) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${idFragment(tab.id)}`}
              aria-controls={`${base}-panel-${idFragment(tab.id)}`}
              aria-selected={isSelected}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => {
                if (!isSelected) choose(i);
              }}
              onKeyDown={(event) => onKeyDown(event, i)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${idFragment(tab.id)}`}
          aria-labelledby={`${base}-tab-${idFragment(tab.id)}`}
          tabIndex={0}
          hidden={tab.id !== selected}
          className={styles.panel}
        >
          {renderBlocks(tab.content)}
        </div>
      ))}
    </section>
  );
}
