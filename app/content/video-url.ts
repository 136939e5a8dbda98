import type { VideoKey } from "./videos.ts";

/** Where a video of the catalogue (app/content/videos.ts) is served. */
export function videoUrl(base: string, key: VideoKey): string {
  return `${base}/video/${key}.webm`;
}
