import sharp from "sharp";

import { resizePicture } from "#app/articles/picture-processing.server.ts";
import { readCaptureTime } from "#app/claims/capture-time.server.ts";
import type { ClaimFileType } from "#app/claims/files.ts";
import { makeThumbnail } from "#app/claims/thumbnail.server.ts";
import { removeLocationData, type LocationData } from "#app/claims/sniff.server.ts";

/**
 * The tasks app/lib/server/file-work.server.ts runs in its worker threads (decision
 * 0024), one export each. Node runs this file itself (its imports are all
 * `.ts`), never through the build.
 */

// One libvips thread per picture: the pool's one thread then uses one core, and the other keeps serving pages.
sharp.concurrency(1);

/**
 * A claim file's capture time read (decision 0058), then its location data removed; or "damaged" for an image
 * that cannot be opened. The time is read first: removing the metadata removes it too.
 */
export async function cleanClaimFile(task: {
  path: string;
  type: ClaimFileType;
}): Promise<{ locationData: LocationData; takenAt: string | null } | "damaged"> {
  try {
    const takenAt = await readCaptureTime(task.path, task.type);
    return { locationData: await removeLocationData(task.path, task.type), takenAt };
  } catch {
    return "damaged";
  }
}

/** A claim photo's thumbnail (./claim-thumbnail.server.ts), or "damaged" for a picture that cannot be opened. */
export async function claimThumbnail(bytes: Uint8Array): Promise<Uint8Array | "damaged"> {
  try {
    return await makeThumbnail(bytes);
  } catch {
    return "damaged";
  }
}

export { resizePicture };
