import type { ReactNode } from "react";

import { cx } from "#app/lib/format/cx.ts";
import styles from "./Badge.module.css";

export type BadgeTone = "neutral" | "good" | "attention" | "danger";

/** A state in a word or two ("Active", "Quoted", "Awaiting documents"), its tone a hint only: the word says it all. */
export function Badge({ tone = "neutral", children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={cx(styles.badge, styles[tone])}>{children}</span>;
}
