import { Play } from "lucide-react";

import styles from "./PlayIcon.module.css";

/** The play badge shared by the YouTube teaser and the video player; the button around it names the action. */
export function PlayIcon({ className }: { className?: string }) {
  return (
    <span className={className ? `${styles.icon} ${className}` : styles.icon}>
      <Play aria-hidden="true" size={36} fill="currentColor" />
    </span>
  );
}
