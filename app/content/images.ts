import type { ImageKey } from "./image-catalogue.ts";

/**
 * The catalogue of the site's own pictures (videos: videos.ts). The drawings are made by
 * `npm run images` (scripts/images), which renders every entry below to AVIF and
 * WebP at each of its preset's widths into public/images; the files are committed,
 * so a build needs no image tooling. Content refers to pictures by key only. The catalogue itself:
 * app/content/image-catalogue.ts.
 */

export const imagePresets = {
  /** Leadership and staff portraits. */
  portrait: { width: 400, height: 500, widths: [200, 400] },
  /** Page heroes, teasers and article pictures. */
  scene: { width: 1600, height: 900, widths: [640, 1024, 1600] },
  /** Office buildings and the map previews shown before a map is loaded. */
  office: { width: 1200, height: 800, widths: [600, 1200] },
  /** The first frame shown for a video before it plays. */
  poster: { width: 1280, height: 720, widths: [640, 1280] },
} as const satisfies Record<string, { width: number; height: number; widths: readonly number[] }>;

export type ImagePreset = keyof typeof imagePresets;

export type { ImageKey };

/** Where a picture is served from: ASSET_BASE_URL when set (a CDN), else this site. */
export function imageUrl(base: string, key: ImageKey, width: number, format: "avif" | "webp"): string {
  return `${base}/images/${key}-${width}.${format}`;
}

/**
 * Each folder's preset: every picture of a folder has the same (app/content/images.test.ts holds the catalogue to it).
 * The browser's copy of `imageInfo` reads this, not the catalogue, whose hundred keys every page's first load would
 * otherwise carry (0.6 KB gzipped; decision 0068).
 */
export const folderPresets = {
  people: "portrait",
  offices: "office",
  maps: "office",
  posters: "poster",
  scenes: "scene",
} as const satisfies Record<string, ImagePreset>;

type ImageFolder = keyof typeof folderPresets;

export function imageInfo(key: ImageKey) {
  return imagePresets[folderPresets[key.slice(0, key.indexOf("/")) as ImageFolder]];
}
