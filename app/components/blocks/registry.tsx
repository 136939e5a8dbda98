import { lazy, memo, Suspense, useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from "react";

import type { Block, SimpleBlock } from "#app/content/types.ts";
import { formatDate } from "#app/lib/dates.ts";
import { AppLink } from "#app/components/AppLink.tsx";
import { Picture } from "#app/components/media/Picture.tsx";
import styles from "./blocks.module.css";

type BlockOf<T extends Block["type"]> = Extract<Block, { type: T }>;
type BlockComponent<T extends Block["type"]> = ComponentType<{ block: BlockOf<T> }>;

function RichText({ block }: { block: BlockOf<"richText"> }) {
  return (
    <section className={styles.richText} data-animate="fade">
      {block.heading ? <h2>{block.heading}</h2> : null}
      {block.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {block.bullets ? (
        <ul className={styles.bullets}>
          {block.bullets.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      ) : null}
      {block.steps ? (
        <ol className={styles.steps}>
          {block.steps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

function CallToAction({ block }: { block: BlockOf<"callToAction"> }) {
  return (
    <section className={styles.cta} data-animate="fade-in">
      <h2>{block.heading}</h2>
      <p>{block.text}</p>
      <AppLink to={block.link.route} className="button">
        {block.link.label}
      </AppLink>
    </section>
  );
}

function Downloads({ block }: { block: BlockOf<"downloads"> }) {
  return (
    <section className={styles.wide} data-animate="fade">
      <h2>{block.heading}</h2>
      {block.intro ? <p className={styles.lead}>{block.intro}</p> : null}
      <ul className={styles.downloads}>
        {(block.items ?? []).map((doc) => (
          <li key={doc.href}>
            <a href={doc.href} className={styles.downloadLink}>
              {doc.title}
              <span className={styles.fileType}> (PDF)</span>
            </a>
            <p>{doc.summary}</p>
            <p className={styles.meta}>
              Version {doc.version}, effective {formatDate(doc.effectiveDate)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Facts({ block }: { block: BlockOf<"facts"> }) {
  return (
    <section className={styles.wide} data-animate="fade">
      {block.heading ? <h2>{block.heading}</h2> : null}
      <dl className={styles.facts}>
        {block.items.map((item) => (
          <div key={item.label} className={styles.fact}>
            <dt>{item.label}</dt>
            <dd>
              <span className={styles.factValue}>{item.value}</span>
              {item.note ? <span className={styles.factNote}>{item.note}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function NewsList({ block }: { block: BlockOf<"newsList"> }) {
  return (
    <section className={styles.wide} aria-label="Articles">
      {block.items?.length ? null : <p>Nothing has been published here yet. Follow us below to hear first.</p>}
      <ul className={styles.news}>
        {(block.items ?? []).map((item, i) => (
          <li key={item.path} className={styles.newsCard} data-animate="fade">
            <Picture
              image={item.image.image}
              alt={item.image.alt}
              sizes="(min-width: 1025px) 22rem, (min-width: 600px) 45vw, 100vw"
              priority={i === 0}
              className={styles.newsPicture}
            />
            <div className={styles.newsText}>
              <p className={styles.meta}>
                <time dateTime={item.date}>{formatDate(item.date)}</time>
                {item.location ? ` · ${item.location}` : null}
              </p>
              <h2 className={styles.newsTitle}>
                <AppLink to={item.path}>{item.title}</AppLink>
              </h2>
              <p>{item.summary}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

type Widget = ComponentType<{ block: Block }>;
type WidgetModule = Promise<{ default: ComponentType<never> }>;

/** True once the first page has hydrated: from then on widgets load at once, as client navigation renders them. */
let hydrated = false;

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
 * (docs/architecture.md, “Quality bars”: 130 KB budget). Router updates reaching a waiting
 * widget are held back until it hydrates, so the route manifest is sent whole
 * up front (react-router.config.ts: no route discovery updates meanwhile) and
 * any interaction loads every waiting widget (see `interaction`). With
 * `untilInteraction` it waits for that alone, in view or not.
 */
function lazyWidget(load: () => WidgetModule, options: { untilInteraction?: boolean } = {}) {
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

const Teaser = lazyWidget(() => import("#app/components/widgets/Teaser.tsx"));
const Gauges = lazyWidget(() => import("#app/components/widgets/Gauges.tsx"));
const LeadershipShowcase = lazyWidget(() => import("#app/components/people/LeadershipShowcase.tsx"));
const KeyContacts = lazyWidget(() => import("#app/components/people/KeyContacts.tsx"));
const ManagersLineup = lazyWidget(() => import("#app/components/people/ManagersLineup.tsx"));
const Offices = lazyWidget(() => import("#app/components/offices/Offices.tsx"));
// A form works as plain HTML (it posts to its page's action), so its code waits for the visitor to start.
const EnquiryForm = lazyWidget(() => import("#app/components/forms/EnquiryForm.tsx"), { untilInteraction: true });
const TabSet = lazyWidget(() =>
  import("#app/components/widgets/TabSet.tsx").then((m) => ({
    // Tab panels hold simple blocks, rendered through this same registry.
    default: ({ block }: { block: BlockOf<"tabs"> }) => (
      <m.default block={block} renderBlocks={(blocks: SimpleBlock[]) => <Blocks blocks={blocks} />} />
    ),
  })),
);

/** The one place a block type is mapped to its component. */
const registry: { [T in Block["type"]]: BlockComponent<T> } = {
  richText: RichText,
  callToAction: CallToAction,
  downloads: Downloads,
  facts: Facts,
  newsList: NewsList,
  teaser: Teaser,
  tabs: TabSet,
  gauges: Gauges,
  leadership: LeadershipShowcase,
  keyContacts: KeyContacts,
  managers: ManagersLineup,
  offices: Offices,
  form: EnquiryForm,
};

export function Blocks({ blocks }: { blocks: Block[] }): ReactNode {
  useEffect(() => {
    hydrated = true;
  }, []);
  return blocks.map((block, i) => {
    const Component = registry[block.type] as Widget;
    return <Component key={`${block.type}-${i}`} block={block} />;
  });
}
