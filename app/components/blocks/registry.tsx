import { useEffect, type ComponentType, type ReactNode } from "react";

import type { Block, SimpleBlock } from "#app/content/types.ts";
import { formatDate } from "#app/lib/format/dates.ts";
import { AppLink } from "#app/components/AppLink.tsx";
import { Picture } from "#app/components/media/Picture.tsx";
import { lazyWidget, markHydrated } from "./lazy-widget.tsx";
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
  useEffect(markHydrated, []);
  return blocks.map((block, i) => {
    const Component = registry[block.type] as Widget;
    return <Component key={`${block.type}-${i}`} block={block} />;
  });
}
