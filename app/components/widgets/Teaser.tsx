import { lazy, Suspense, useEffect, useRef, useState } from "react";

import type { Block, TeaserMedia } from "#app/content/types.ts";
import { AppLink } from "#app/components/AppLink.tsx";
import { Picture } from "#app/components/media/Picture.tsx";
import { splitParagraphs } from "./paragraphs.ts";
import { PlayIcon } from "./PlayIcon.tsx";
import styles from "./Teaser.module.css";

// Most teasers show a picture; the player's code loads only with a video teaser.
const VideoPlayer = lazy(() => import("./VideoPlayer.tsx").then((m) => ({ default: m.VideoPlayer })));

/** The media column is at most half the content width. */
const MEDIA_SIZES = "(min-width: 72rem) 34rem, (min-width: 48rem) 48vw, 100vw";

/** The spec's default text alternative for a teaser picture. */
const DEFAULT_TEASER_ALT = "solutions";

/**
 * A YouTube video behind a local poster: nothing is requested from YouTube
 * until the visitor presses play, and then only from youtube-nocookie.com.
 */
function YouTubeVideo({ media }: { media: Extract<TeaserMedia, { type: "youtube" }> }) {
  const [loaded, setLoaded] = useState(false);
  const iframeRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (loaded) iframeRef.current?.focus();
  }, [loaded]);

  const src = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(media.videoId)}?autoplay=1&rel=0`;
  return (
    <div className={styles.youtube}>
      <div className={styles.videoBox}>
        {loaded ? (
          <iframe
            ref={iframeRef}
            className={styles.iframe}
            src={src}
            title={media.title}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            loading="lazy"
            // The player needs both; the pair is only unsafe for a frame of this site's own origin.
            // oxlint-disable-next-line react/iframe-missing-sandbox
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
            data-testid="youtube-iframe"
          />
        ) : (
          <button
            type="button"
            className={styles.youtubeButton}
            aria-label={`Play video: ${media.title}`}
            onClick={() => setLoaded(true)}
            data-testid="youtube-play"
          >
            <Picture image={media.poster} alt="" sizes={MEDIA_SIZES} className={styles.poster} />
            <PlayIcon className={styles.playIcon} />
          </button>
        )}
      </div>
      <p className={styles.note}>Plays from YouTube; loads only when you press play.</p>
    </div>
  );
}

function Media({ media }: { media: TeaserMedia }) {
  switch (media.type) {
    case "image":
      return (
        <Picture
          image={media.image}
          alt={media.alt ?? DEFAULT_TEASER_ALT}
          sizes={MEDIA_SIZES}
          className={styles.picture}
        />
      );
    case "video":
      return (
        <Suspense>
          <VideoPlayer video={media.video} title={media.title} poster={media.poster} transcript={media.transcript} />
        </Suspense>
      );
    case "youtube":
      return <YouTubeVideo media={media} />;
  }
}

/** Text beside a picture or video (docs/specification.md, “Entities”, teaser block); stacked on narrow screens. */
export default function Teaser({ block }: { block: Extract<Block, { type: "teaser" }> }) {
  const paragraphs = splitParagraphs(block.description);
  return (
    <section
      className={`${styles.teaser} ${block.mediaFirst ? styles.mediaFirst : ""}`}
      data-testid="teaser"
      data-media={block.media.type}
    >
      {/* Each side comes in from its own edge (docs/specification.md, “Behaviour”; app/styles/global.css: sideways
          only on wide screens). */}
      <div className={styles.text} data-animate={block.mediaFirst ? "fade-in-right" : "fade-in-left"}>
        <h2>{block.heading}</h2>
        {paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
        {block.button ? (
          <AppLink to={block.button.route} className="button">
            {block.button.label}
          </AppLink>
        ) : null}
      </div>
      <div className={styles.media} data-animate={block.mediaFirst ? "fade-in-left" : "fade-in-right"}>
        <Media media={block.media} />
      </div>
    </section>
  );
}
