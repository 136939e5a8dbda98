import { useNavigation } from "react-router";

import styles from "./NavigationProgress.module.css";

/**
 * A bar across the top from the moment a route change starts until it
 * completes (docs/specification.md, “Behaviour”), announced politely to screen readers.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <>
      <div
        className={styles.bar}
        data-state={busy ? "loading" : "idle"}
        aria-hidden="true"
        data-testid="navigation-progress"
      />
      <output className="visually-hidden">{busy ? "Loading page…" : ""}</output>
    </>
  );
}
