import { Icon, paths } from "#app/components/Icon.tsx";
import { lazy, Suspense, useState } from "react";

import type { ImageKey } from "#app/content/images.ts";
import { videoUrl } from "#app/content/video-url.ts";
import type { VideoKey } from "#app/content/videos.ts";
import { usePublicConfig } from "#app/lib/browser/public-config.ts";
import { useHydrated } from "#app/lib/browser/use-hydrated.ts";

// Lucide's shapes (app/components/Icon.tsx), kept in this chunk.
const play = paths("M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z");

// The modal and player load on the first press, so the home page does not carry them on first load.
const HeroVideoModal = lazy(() => import("./HeroVideoModal.tsx"));

interface HeroVideoProps {
  video: VideoKey;
  /** The modal's title, and the video's name on its play button. */
  title: string;
  poster: ImageKey;
  /** The text of the button that opens the modal. */
  buttonLabel: string;
  /** The video's text alternative, from the page's data. */
  transcript?: string[];
}

/**
 * The hero's intro video (the home page): a button that opens the video in a
 * modal. The video loads and plays only when the visitor presses its play button.
 * Before the page's script runs (or without it) the button is a link to the
 * video file itself, so a tap then still shows the video (decision 0022).
 */
export function HeroVideo({ video, title, poster, buttonLabel, transcript }: HeroVideoProps) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const { assetBase } = usePublicConfig();
  const label = (
    <>
      <Icon icon={play} size={18} fill="currentColor" />
      {buttonLabel}
    </>
  );
  if (!hydrated) {
    return (
      <a className="button" href={videoUrl(assetBase, video)} data-testid="hero-video-button">
        {label}
      </a>
    );
  }
  return (
    <>
      <button
        type="button"
        className="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="hero-video-button"
      >
        {label}
      </button>
      {open ? (
        <Suspense>
          <HeroVideoModal
            video={video}
            title={title}
            poster={poster}
            transcript={transcript}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
