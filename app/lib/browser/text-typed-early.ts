import { useCallback, useState } from "react";

import { useHydrated } from "./use-hydrated.ts";

/**
 * Keeps what a person typed into a text area before the page's script arrived. React 19 puts a `<textarea>`'s
 * default text back when it hydrates it (react-dom's `initTextarea` sets `value` to the text content whenever that
 * is not empty), so conditions typed on the quotation desk while its script loaded were replaced by the previous
 * version's and sent as such (issue 35, item 5). Inputs are not affected: React leaves their value alone while
 * hydrating. This reads the area's value during the hydrating render, before React touches the element, and puts
 * it back once the element is React's. Only while hydrating: on a page rendered in the browser there is nothing
 * typed early, and an element of the same id may still be the page being left.
 */
export function useTextTypedEarly(id: string): (area: HTMLTextAreaElement | null) => void {
  const hydrated = useHydrated();
  const [typed] = useState(() => {
    if (hydrated || typeof document === "undefined") return undefined;
    const element = document.getElementById(id);
    return element instanceof HTMLTextAreaElement && element.value !== element.defaultValue ? element.value : undefined;
  });
  // A ref callback runs once React has made the element its own, after hydration set its value.
  return useCallback(
    (area: HTMLTextAreaElement | null) => {
      if (area && typed !== undefined && area.value !== typed) area.value = typed;
    },
    [typed],
  );
}
