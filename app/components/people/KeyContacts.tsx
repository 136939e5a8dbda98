import type { Block } from "#app/content/types.ts";
import { Picture } from "#app/components/media/Picture.tsx";
import styles from "./Lineup.module.css";
import { cx } from "#app/lib/format/cx.ts";
import { useHighlight } from "./useHighlight.ts";

/**
 * Key contacts (docs/specification.md, “Key contacts and managers”): photo, name, title and
 * an e-mail link per person; six across on desktop, three on tablet, one on mobile.
 * The e-mail link is each entry's focus stop, so focus highlights like hover.
 */
export default function KeyContacts({ block }: { block: Extract<Block, { type: "keyContacts" }> }) {
  const people = block.members ?? [];
  const { isActive, hasActive, containerProps, itemProps } = useHighlight("none");
  return (
    <section className={styles.lineup} data-testid="key-contacts">
      <h2>{block.heading}</h2>
      {block.intro ? <p className={styles.intro}>{block.intro}</p> : null}
      <div {...containerProps}>
        <ul className={cx(styles.list, styles.six)} data-has-active={hasActive ? "true" : undefined}>
          {people.map((person) => {
            const active = isActive(person.id);
            return (
              <li key={person.id} className={styles.item} data-testid="contact" {...itemProps(person.id)}>
                <div className={cx(styles.photo, active && styles.activePhoto)} data-testid="contact-photo">
                  <Picture image={person.portrait} alt="" sizes="(min-width: 600px) 180px, 160px" />
                </div>
                <h3 className={cx(styles.name, active && styles.activeName)} data-testid="contact-name">
                  {person.name}
                </h3>
                <p className={styles.title}>{person.title}</p>
                <a className={styles.email} href={`mailto:${person.email}`}>
                  {person.email}
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
