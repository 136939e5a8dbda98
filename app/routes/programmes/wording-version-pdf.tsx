import { actorOf } from "#app/accounts/accounts.server.ts";
import { notFound, requireProgrammeAccount } from "#app/guards.server.ts";
import { storedProgramme } from "#app/programmes/programme-data.server.ts";
import { wordingPdfResponse } from "#app/programmes/wording-pdf.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/wording-version-pdf";

/** /<programme>/documents/policy-wording/<version>: one version of the wording as a PDF, on the audit log. */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  const guarded = requireProgrammeAccount(context, url, params);
  const { database, files } = await services();
  const programme = await storedProgramme(database, guarded.programme);
  const response = await wordingPdfResponse(
    database,
    files,
    programme,
    params.version.slice(0, 40),
    actorOf(guarded.user, context),
  );
  if (!response) notFound();
  return response;
}
