import { useEffect, useState } from "react";

import type { NavTab } from "./types.ts";

let asked: Promise<NavTab[] | undefined> | undefined;

function isTabList(value: unknown): value is NavTab[] {
  return (
    Array.isArray(value) &&
    value.every((t) => typeof t?.label === "string" && typeof t?.route === "string" && t.route.startsWith("/media/"))
  );
}

/**
 * The Media tabs from the database (app/routes/media-tabs.tsx), for a page
 * whose own data has none: a prerendered page was built with the tabs of its
 * day, and a year added since would be missing from its menu. Asked once per
 * visit, after hydration (the first render matches the server's HTML); until
 * the answer comes, or if it fails, the page keeps the tabs it was built with.
 */
export function useLatestMediaTabs(wanted: boolean): NavTab[] | undefined {
  const [tabs, setTabs] = useState<NavTab[]>();
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    asked ??= fetch("/media/tabs.json")
      .then((response) => (response.ok ? response.json() : undefined))
      .then((value: unknown) => (isTabList(value) ? value : undefined))
      .catch(() => undefined);
    void asked.then((latest) => {
      if (current && latest) setTabs(latest);
    });
    return () => {
      current = false;
    };
  }, [wanted]);
  return tabs;
}
