import { actorOf } from "#app/accounts/accounts.server.ts";
import { notFound, requireProgrammePage } from "#app/guards.server.ts";
import { storedProgramme } from "#app/programmes/programme-data.server.ts";
import { wordingPdfResponse } from "#app/programmes/wording-pdf.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/wording-pdf";

/** /<programme>/policy-wording.pdf: the wording in force, as the page shows it, for the same users only. */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  const { user, ...guarded } = requireProgrammePage(context, url, {
    programme: params.programme,
    page: "policy-wording",
  });
  // The page is never public: the guard has sent a visitor to sign in.
  if (!user) notFound();
  const { database, files } = await services();
  const programme = await storedProgramme(database, guarded.programme);
  const version = programme.details.wording?.version;
  const response = version && (await wordingPdfResponse(database, files, programme, version, actorOf(user, context)));
  if (!response) notFound();
  return response;
}
