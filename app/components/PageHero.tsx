import styles from "./PageHero.module.css";

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  intro: string;
}

/** The top of every page: its one h1 and the introductory paragraph. */
export function PageHero({ eyebrow, title, intro }: PageHeroProps) {
  return (
    <div className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{intro}</p>
      </div>
    </div>
  );
}
