/** Which drawing makes which catalogue key, as a complete SVG document. */
import { officeDraws, posterDraws } from "./places.ts";
import { portraitSvg } from "./portraits.ts";
import { indoorScenes } from "./scenes-indoor.ts";
import { outdoorScenes } from "./scenes-outdoor.ts";
import { Defs, Rng, svgDoc } from "./svg.ts";

export function drawingFor(key: string, width: number, height: number): string {
  if (key.startsWith("people/")) return portraitSvg(key.slice("people/".length));
  const name = key.slice(key.indexOf("/") + 1);
  const draw = key.startsWith("scenes/")
    ? (outdoorScenes[name] ?? indoorScenes[name])
    : (officeDraws[key] ?? posterDraws[key]);
  if (!draw) throw new Error(`No drawing for image "${key}"`);
  const defs = new Defs("d");
  const body = draw(defs, new Rng(key));
  return svgDoc(width, height, defs, body);
}
