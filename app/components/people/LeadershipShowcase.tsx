import { useId, useState } from "react";

import { desktopRows, leadershipGroups, type LeadershipGroup, type Person } from "#app/content/people.ts";
import type { Block } from "#app/content/types.ts";
import { Picture } from "#app/components/media/Picture.tsx";
import styles from "./LeadershipShowcase.module.css";
import { cx } from "#app/lib/format/cx.ts";
import { useHighlight, type ClickMode } from "./useHighlight.ts";

type Layout = "desktop" | "tablet" | "mobile";

/** How wide a portrait is drawn in each layout (CSS shows one layout per breakpoint). */
const portraitSizes: Record<Layout, string> = { desktop: "200px", tablet: "184px", mobile: "180px" };

interface PersonListProps {
  people: Person[];
  layout: Layout;
  label: string;
  click: ClickMode;
  /** Appended to each person's id to make the highlight target (Management tablet and mobile). */
  suffix?: string;
  className?: string;
}

/** One row (desktop) or grid (tablet, mobile) of portraits with their captions, with the hover and focus highlight. */
function PersonList({ people, layout, label, click, suffix = "", className }: PersonListProps) {
  const { isActive, hasActive, containerProps, itemProps } = useHighlight(click);
  return (
    <div {...containerProps}>
      <ul
        className={cx(styles.list, className)}
        aria-label={label}
        data-testid={`leadership-${layout}-list`}
        data-click={click}
        data-has-active={hasActive ? "true" : undefined}
      >
        {people.map((person) => {
          const target = `${person.id}${suffix}`;
          const active = isActive(target);
          return (
            // Focusable so keyboard users get the same highlight as on hover; the entry has no action of its own.
            // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            <li key={target} className={styles.item} tabIndex={0} data-testid="leader" {...itemProps(target)}>
              <div
                className={cx(styles.portrait, active && styles.activePortrait)}
                data-testid="leader-portrait"
                data-target={target}
                data-active={active ? "true" : undefined}
              >
                <Picture image={person.portrait} alt="" sizes={portraitSizes[layout]} />
              </div>
              <div
                className={cx(styles.caption, active && styles.activeText)}
                data-testid="leader-caption"
                data-target={target}
                data-active={active ? "true" : undefined}
              >
                <h3 className={styles.name}>{person.name}</h3>
                <p className={styles.title}>{person.title}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

const executive = new Set<LeadershipGroup>(["Chief Executive Committee", "Group Executive Committee"]);

/**
 * The leadership showcase (docs/specification.md, “Leadership showcase”): a group selector and the
 * group's people in three layouts, all in the HTML; CSS shows one per breakpoint.
 */
export default function LeadershipShowcase({ block }: { block: Extract<Block, { type: "leadership" }> }) {
  const [group, setGroup] = useState<LeadershipGroup>(leadershipGroups[0]!);
  const peopleId = useId();
  const people = block.teams?.[group] ?? [];
  const rows = desktopRows(group, people);
  const management = group === "Management";
  // Click (which only resets the highlight) is wired for the executive committees,
  // the second desktop Management row and tablet Management; never for Senior.
  const exec: ClickMode = executive.has(group) ? "reset" : "none";
  // Tablet and mobile draw the group as one grid each (Management's highlight targets named per layout); click
  // resets on tablet Management too, and its last row is half width there.
  const grids: { layout: Layout; frame: string | undefined; click: ClickMode; className?: string }[] = [
    {
      layout: "tablet",
      frame: styles.tabletLayout,
      click: management ? "reset" : exec,
      className: management ? styles.halfLastRow : undefined,
    },
    { layout: "mobile", frame: styles.mobileLayout, click: exec },
  ];

  return (
    <section className={styles.showcase} data-testid="leadership-showcase">
      <h2>{block.heading}</h2>
      {block.intro ? <p className={styles.intro}>{block.intro}</p> : null}

      <fieldset className={styles.selector} data-testid="leadership-selector">
        <legend className="visually-hidden">Leadership group</legend>
        {leadershipGroups.map((g) => (
          <button
            key={g}
            type="button"
            className={styles.choice}
            aria-pressed={g === group}
            aria-controls={peopleId}
            data-group={g}
            onClick={() => setGroup(g)}
          >
            {g}
          </button>
        ))}
      </fieldset>

      <div id={peopleId} data-group={group}>
        <div className={styles.desktopLayout} data-testid="leadership-desktop">
          {rows.map((row, i) => (
            <PersonList
              key={`${group}-${i}`}
              people={row}
              layout="desktop"
              label={rows.length > 1 ? `${group}, row ${i + 1} of ${rows.length}` : group}
              click={management && i === 1 ? "reset" : exec}
              className={group === "Senior" ? styles.tallCaptions : undefined}
            />
          ))}
        </div>
        {grids.map((grid) => (
          <div key={grid.layout} className={grid.frame} data-testid={`leadership-${grid.layout}`}>
            <PersonList
              key={group}
              people={people}
              layout={grid.layout}
              label={group}
              click={grid.click}
              suffix={management ? `-${grid.layout}` : ""}
              className={grid.className}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
