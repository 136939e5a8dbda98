import { site } from "#app/config/site.ts";

/**
 * The site's own videos, kept apart from the picture catalogue so that their
 * transcripts travel only with the video player. Made by `npm run videos`.
 */
/** WebM (VP9), in public/video; each has a poster in the image catalogue. */
export const videoCatalogue = {
  intro: {
    width: 1280,
    height: 720,
    seconds: 20,
    // the group in brief: who we are, what we insure, claims
    transcript: [
      "A city skyline at dusk in the group's greens, with the Hillbrow tower and a low gold sun.",
      `On screen: “${site.name}” and “Insurance and risk engineering”.`,
      "Trucks, a van and a car drive along a highway past homes and a farm. On screen: “Commercial and personal insurance” and “Businesses, fleets, farms and homes”.",
      "A risk engineer in a hard hat, holding a tablet, walks up to a factory; gold ticks appear over the building. On screen: “Risk engineering on every site” and “Surveys that find risks before they become claims”.",
      "A phone rings beside a damaged car at the roadside, a warning triangle behind it. On screen: “Claims answered 24/7” and “Report a claim any time, day or night”.",
      `The group's shield with a tick. On screen: “${site.name}” and “Authorised financial services provider, FSP ${site.fspNumber}”.`,
      "The skyline returns and the video starts again.",
    ],
  },
  "in-syte": {
    width: 1280,
    height: 720,
    seconds: 12,
    // the In-Syte survey app: capture, photograph, report
    transcript: [
      "A tablet shows the In-Syte survey form. On screen: “In-Syte” and “Site surveys in one app”, then three steps: “1 Capture the site”, “2 Photograph every risk”, “3 Report in minutes”.",
      "Step 1, capture: the last form fields fill in and the checklist items are ticked.",
      "Step 2, photograph: the tablet's camera frames a factory; two photos are taken and drop into the gallery.",
      "Step 3, report: the report's bar chart builds up and an approval shield with a tick appears.",
      "The form returns and the video starts again.",
    ],
  },
} as const;

export type VideoKey = keyof typeof videoCatalogue;

// In a module of its own, so that a link to a video does not carry the catalogue's transcripts.
export { videoUrl } from "./video-url.ts";
