import { useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from "react";

/** What a click on an entry does: nothing, clear the highlight, or toggle the clicked entry's highlight. */
export type ClickMode = "none" | "reset" | "toggle";

/** Hover and click failures are silently swallowed (docs/specification.md, “Errors”): a broken highlight must never break the page. */
function attempt(action: () => void) {
  try {
    action();
  } catch {
    // Deliberately ignored.
  }
}

function targetOf(node: EventTarget | null): string | null {
  return node instanceof Element ? (node.closest("[data-target]")?.getAttribute("data-target") ?? null) : null;
}

/**
 * The hover and focus highlight shared by the people lineups. Each entry is
 * identified by its target (`data-target`); hovering or focusing an entry (its
 * portrait or its caption) highlights both, leaving it clears the highlight.
 */
export function useHighlight(click: ClickMode = "none") {
  const [active, setActive] = useState<string | null>(null);
  const clear = (target: string) => setActive((current) => (current === target ? null : current));

  return {
    isActive: (target: string) => active === target,
    hasActive: active !== null,
    /**
     * For the element around the list: it only catches clicks and Escape
     * bubbling up from the entries (event delegation), hence role="presentation".
     */
    containerProps: {
      role: "presentation" as const,
      onClick: (event: MouseEvent) =>
        attempt(() => {
          if (click === "reset") {
            setActive(null);
            // docs/specification.md, “Leadership showcase”: a wired click also logs to the console.
            const target = targetOf(event.target);
            if (target) console.info(`Leadership showcase: ${target} clicked`);
          }
          if (click === "toggle") {
            const target = targetOf(event.target);
            if (target) setActive((current) => (current === target ? null : target));
          }
        }),
      // Escape clears the highlight for keyboard users, in every lineup.
      onKeyDown: (event: KeyboardEvent) =>
        attempt(() => {
          if (event.key === "Escape") setActive(null);
        }),
    },
    /** For each entry. */
    itemProps: (target: string) => ({
      "data-target": target,
      "data-active": active === target ? "true" : undefined,
      onMouseEnter: () => attempt(() => setActive(target)),
      onMouseLeave: () => attempt(() => clear(target)),
      onFocus: () => attempt(() => setActive(target)),
      onBlur: (event: FocusEvent<HTMLElement>) =>
        attempt(() => {
          if (!event.currentTarget.contains(event.relatedTarget)) clear(target);
        }),
    }),
  };
}
