import { describe, expect, it } from "vitest";

import { imageCatalogue, type ImageKey } from "./image-catalogue.ts";
import { folderPresets, imageInfo, imagePresets } from "./images.ts";

describe("imageInfo", () => {
  // imageInfo reads a picture's preset from its folder (the browser's copy has no catalogue): a picture filed under
  // a folder of another preset would be drawn at the wrong size, so the catalogue is held to its folders here.
  it("gives every catalogue picture its own preset", () => {
    for (const [key, preset] of Object.entries(imageCatalogue)) {
      expect(imageInfo(key as ImageKey), key).toBe(imagePresets[preset]);
    }
  });

  it("knows every folder of the catalogue, and no folder it does not hold", () => {
    const folders = new Set(Object.keys(imageCatalogue).map((key) => key.split("/", 1)[0]));
    expect([...folders].toSorted()).toEqual(Object.keys(folderPresets).toSorted());
  });
});
