import type { ContentImage, PageContent } from "#app/content/types.ts";
import { Picture } from "#app/components/media/Picture.tsx";
import styles from "./PageHero.module.css";
import { HeroVideo } from "#app/components/widgets/HeroVideo.tsx";

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  intro: string;
  image?: ContentImage;
  video?: PageContent["heroVideo"];
}

/** The top of every page: its one h1, the introductory paragraph and its picture. */
export function PageHero({ eyebrow, title, intro, image, video }: PageHeroProps) {
  return (
    <div className={styles.hero} data-has-image={image ? "" : undefined}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.intro}>{intro}</p>
          {video ? <HeroVideo {...video} /> : null}
        </div>
        {image ? (
          <Picture
            image={image.image}
            alt={image.alt}
            sizes="(min-width: 1025px) 34rem, 100vw"
            priority
            className={styles.picture}
          />
        ) : null}
      </div>
    </div>
  );
}
