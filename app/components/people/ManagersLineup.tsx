import type { Block } from "#app/content/types.ts";
import { Picture } from "#app/components/media/Picture.tsx";
import styles from "./Lineup.module.css";
import { cx } from "#app/lib/format/cx.ts";
import { useHighlight } from "./useHighlight.ts";

/**
 * The managers lineup (docs/specification.md, “Key contacts and managers”): one entry per
 * person with photo, name and title. Hover or focus highlights the photo and
 * name; a click only toggles the highlight.
 */
export default function ManagersLineup({ block }: { block: Extract<Block, { type: "managers" }> }) {
  const people = block.members ?? [];
  const { isActive, hasActive, containerProps, itemProps } = useHighlight("toggle");
  return (
    <section className={styles.lineup} data-testid="managers">
      <h2>{block.heading}</h2>
      {block.intro ? <p className={styles.intro}>{block.intro}</p> : null}
      <div {...containerProps}>
        <ul className={cx(styles.list, styles.auto)} data-has-active={hasActive ? "true" : undefined}>
          {people.map((person) => {
            const active = isActive(person.id);
            return (
              // Focusable so keyboard users get the same highlight as on hover; the entry has no action of its own.
              // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              <li key={person.id} className={styles.item} tabIndex={0} data-testid="manager" {...itemProps(person.id)}>
                <div className={cx(styles.photo, active && styles.activePhoto)} data-testid="manager-photo">
                  <Picture image={person.portrait} alt="" sizes="(min-width: 600px) 180px, 160px" />
                </div>
                <h3 className={cx(styles.name, active && styles.activeName)} data-testid="manager-name">
                  {person.name}
                </h3>
                <p className={styles.title}>{person.title}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
