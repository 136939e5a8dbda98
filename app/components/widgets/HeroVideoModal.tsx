import type { ImageKey } from "#app/content/images.ts";
import type { VideoKey } from "#app/content/videos.ts";
import { Modal } from "./Modal.tsx";
import { VideoPlayer } from "./VideoPlayer.tsx";

interface HeroVideoModalProps {
  video: VideoKey;
  title: string;
  poster: ImageKey;
  transcript?: string[];
  onClose: () => void;
}

/** The intro video in a Home-type modal; mounted (and its code loaded) only once the visitor asks for it. */
export default function HeroVideoModal({ video, title, poster, transcript, onClose }: HeroVideoModalProps) {
  return (
    <Modal title={title} open onClose={onClose} pageType="Home">
      {/* Not the DOM attribute: the player marks its play button, which Modal focuses once open. */}
      {/* oxlint-disable-next-line jsx-a11y/no-autofocus */}
      <VideoPlayer video={video} title={title} poster={poster} transcript={transcript} autoFocus />
    </Modal>
  );
}
