import { useEffect, useRef, useState } from "react";

import { imageInfo, imageUrl, type ImageKey } from "#app/content/images.ts";
import { videoFrames, videoUrl } from "#app/content/video-url.ts";
import type { VideoKey } from "#app/content/videos.ts";
import { usePublicConfig } from "#app/lib/browser/public-config.ts";
import { PlayIcon } from "./PlayIcon.tsx";
import styles from "./VideoPlayer.module.css";

interface VideoPlayerProps {
  video: VideoKey;
  /** Names the video: the play button reads "Play video: <title>". */
  title: string;
  poster: ImageKey;
  /** Focus the play button once shown (in a modal, Modal focuses it after opening). */
  autoFocus?: boolean;
  /** Its text alternative, from the page's data (app/content/resolve.server.ts). */
  transcript?: string[];
}

/**
 * One of the site's own videos (docs/specification.md, “Widgets”). It never autoplays and
 * loads nothing but its poster until asked; the controls stay hidden until it
 * plays, and then offer no download, playback rate, picture-in-picture or
 * remote playback. It loops.
 */
export function VideoPlayer({ video, title, poster, autoFocus = false, transcript = [] }: VideoPlayerProps) {
  const { assetBase } = usePublicConfig();
  const videoRef = useRef<HTMLVideoElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusVideoOnPlay = useRef(false);
  const [playing, setPlaying] = useState(false);
  const { width, height } = videoFrames[video];
  const posterWidths = imageInfo(poster).widths;
  const posterUrl = imageUrl(assetBase, poster, posterWidths[posterWidths.length - 1]!, "webp");

  useEffect(() => {
    if (autoFocus) buttonRef.current?.focus();
  }, [autoFocus]);

  // Once the controls show, the play button is gone: keep keyboard focus on the player.
  useEffect(() => {
    if (playing && focusVideoOnPlay.current) {
      focusVideoOnPlay.current = false;
      videoRef.current?.focus();
    }
  }, [playing]);

  const play = () => {
    const el = videoRef.current;
    if (!el) return;
    focusVideoOnPlay.current = document.activeElement === buttonRef.current;
    // A refused play (no source, or the browser says no) leaves the button in place to try again.
    el.play().catch(() => {});
  };

  return (
    <div className={styles.player} data-testid="video-player" data-playing={playing ? "true" : "false"}>
      <div className={styles.frame}>
        {/* The site's videos carry no speech to caption; the transcript below is their text alternative. */}
        {/* oxlint-disable-next-line jsx-a11y/media-has-caption */}
        <video
          ref={videoRef}
          className={styles.video}
          src={videoUrl(assetBase, video)}
          poster={posterUrl}
          width={width}
          height={height}
          loop
          playsInline
          preload="none"
          controls={playing}
          controlsList="nodownload noplaybackrate noremoteplayback"
          disablePictureInPicture
          disableRemotePlayback
          tabIndex={playing ? 0 : -1}
          onPlay={() => setPlaying(true)}
        />
        {playing ? null : (
          <button
            ref={buttonRef}
            type="button"
            className={styles.playButton}
            aria-label={`Play video: ${title}`}
            onClick={play}
            data-testid="video-play"
            data-autofocus={autoFocus ? "" : undefined}
          >
            <PlayIcon />
          </button>
        )}
      </div>
      {transcript.length > 0 ? (
        <details className={styles.transcript}>
          <summary>Transcript</summary>
          {transcript.map((line, i) => (
            <p key={i}>{line}</p>
          ))}
        </details>
      ) : null}
    </div>
  );
}
