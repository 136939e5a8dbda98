import type { ReactNode } from "react";

/** A table that may be wider than a phone: it scrolls within its own box, which keyboard users can reach. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section className="table-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
