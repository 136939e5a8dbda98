import sharp from "sharp";

import { resizePicture } from "#app/articles/picture-processing.server.ts";
import type { ClaimFileType } from "#app/claims/files.ts";
import { removeLocationData, type LocationData } from "#app/claims/sniff.server.ts";

/**
 * The tasks app/lib/server/file-work.server.ts runs in its worker threads (decision
 * 0024), one export each. Node runs this file itself (its imports are all
 * `.ts`), never through the build.
 */

// One libvips thread per picture: the pool's one thread then uses one core, and the other keeps serving pages.
sharp.concurrency(1);

/** A claim file's location data removed, or "damaged" for an image that cannot be opened. */
export async function cleanClaimFile(task: { path: string; type: ClaimFileType }): Promise<LocationData | "damaged"> {
  try {
    return await removeLocationData(task.path, task.type);
  } catch {
    return "damaged";
  }
}

export { resizePicture };
