import { imageCatalogue, type ImageKey } from "#app/content/image-catalogue.ts";

/** Whether a stored picture key is one of the site's pictures (app/content/images.ts). */
export function isImageKey(value: unknown): value is ImageKey {
  return typeof value === "string" && Object.hasOwn(imageCatalogue, value);
}

/** The scene pictures: what an article's hero may be chosen from. */
export const sceneKeys: ImageKey[] = (Object.keys(imageCatalogue) as ImageKey[]).filter(
  (key) => imageCatalogue[key] === "scene",
);
