import { lazy, memo, Suspense, useEffect, useId, useRef, useState, type ComponentType } from "react";

import type { Block } from "#app/content/types.ts";
import styles from "./blocks.module.css";

type Widget = ComponentType<{ block: Block }>;
type WidgetModule = Promise<{ default: ComponentType<never> }>;

/** True once the first page has hydrated: from then on widgets load at once, as client navigation renders them. */
let hydrated = false;

/** Called once the first page's blocks have hydrated (Blocks, in its effect). */
export function markHydrated(): void {
  hydrated = true;
}

/** Resolves when the element anchoring a server-rendered widget comes within 200 px of the viewport. */
function nearViewport(anchorId: string): Promise<void> {
  return new Promise((resolve) => {
    const target = document.querySelector(`[data-lazy-block="${CSS.escape(anchorId)}"]`)?.firstElementChild;
    if (!target || typeof IntersectionObserver === "undefined") return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: "200px" },
    );
    observer.observe(target);
  });
}

let firstInteraction: Promise<void> | undefined;

/**
 * Resolves at the visitor's first press, key or history step. A route change
 * is a transition, and React holds a transition back until every widget it
 * reaches has hydrated: waiting widgets load then, so the progress bar and the
 * next page are never held up by code still waiting for the viewport.
 */
function interaction(): Promise<void> {
  firstInteraction ??= new Promise((resolve) => {
    const events = ["pointerdown", "keydown", "popstate"] as const;
    const done = () => {
      for (const event of events) window.removeEventListener(event, done, true);
      resolve();
    };
    for (const event of events) window.addEventListener(event, done, true);
  });
  return firstInteraction;
}

/** Runs when its Suspense boundary has hydrated, which marks the widget ready (tests wait for it; setting it again is harmless). */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * An interactive widget in its own chunk. On the server (and in prerendered
 * HTML) it renders in full. In the browser, a widget on the first page stays
 * as that server HTML until it nears the viewport, and only then loads its
 * code and hydrates, so a page's first load carries only what is on screen
 * (docs/architecture.md, “Quality bars”: 130 KB budget). React holds a router
 * update that reaches a waiting widget back until the widget hydrates: a
 * navigation, or the routes discovered for the page's links (react-router.config.ts;
 * AppLink follows the router itself, so its prefetching does not wait). Any
 * interaction loads every waiting widget (see `interaction`). With
 * `untilInteraction` it waits for that alone, in view or not.
 */
export function lazyWidget(load: () => WidgetModule, options: { untilInteraction?: boolean } = {}) {
  // Memoised: a re-render with new props would force React to drop the waiting server HTML.
  return memo(function LazyWidget({ block }: { block: Block }) {
    const anchorId = useId();
    const [Widget] = useState(() => {
      // Decided while this component hydrates: React may hydrate the boundary below later.
      const waitForViewport = !hydrated && typeof document !== "undefined";
      return lazy(async () => {
        if (waitForViewport) {
          await (options.untilInteraction ? interaction() : Promise.race([nearViewport(anchorId), interaction()]));
        }
        return (await load()) as { default: Widget };
      });
    });
    const anchor = useRef<HTMLDivElement>(null);
    return (
      <div ref={anchor} data-lazy-block={anchorId} className={styles.contents}>
        <Suspense>
          <Widget block={block} />
          <Hydrated onHydrated={() => anchor.current?.setAttribute("data-ready", "")} />
        </Suspense>
      </div>
    );
  });
}
