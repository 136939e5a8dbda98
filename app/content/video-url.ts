import type { VideoKey } from "./videos.ts";

/** Each video's frame, for the player's width and height (no layout shift); the catalogue's transcripts stay out. */
export const videoFrames: Record<VideoKey, { width: number; height: number }> = {
  intro: { width: 1280, height: 720 },
  "in-syte": { width: 1280, height: 720 },
};

/** Where a video of the catalogue (app/content/videos.ts) is served. */
export function videoUrl(base: string, key: VideoKey): string {
  return `${base}/video/${key}.webm`;
}
