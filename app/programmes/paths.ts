import type { Programme, ProgrammePagePath } from "./types.ts";

/** The address of a programme page, e.g. /Pepkor/overview. (Kept apart from the programme data, which stays on the server.) */
export function programmePath(
  programme: Pick<Programme, "slug">,
  page: ProgrammePagePath | "account" | "requests" | "documents",
): string {
  return `/${programme.slug}/${page}`;
}
