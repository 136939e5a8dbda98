import { Icon, paths } from "#app/components/Icon.tsx";

import styles from "./PlayIcon.module.css";

// Lucide's shapes (app/components/Icon.tsx), kept in this chunk.
const play = paths("M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z");

/** The play badge shared by the YouTube teaser and the video player; the button around it names the action. */
export function PlayIcon({ className }: { className?: string }) {
  return (
    <span className={className ? `${styles.icon} ${className}` : styles.icon}>
      <Icon icon={play} size={36} fill="currentColor" />
    </span>
  );
}
