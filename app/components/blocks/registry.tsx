import type { Block } from "../../content/types";
import { AppLink } from "../AppLink";
import styles from "./blocks.module.css";

type BlockOf<T extends Block["type"]> = Extract<Block, { type: T }>;

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

/** The one place a block type is mapped to its component. */
const registry: { [T in Block["type"]]: (props: { block: BlockOf<T> }) => React.ReactNode } = {
  richText: RichText,
  callToAction: CallToAction,
};

export function Blocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, i) => {
        const Component = registry[block.type] as (props: { block: Block }) => React.ReactNode;
        return <Component key={`${block.type}-${i}`} block={block} />;
      })}
    </>
  );
}
