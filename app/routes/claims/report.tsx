import { data } from "react-router";

import { handleClaimReport } from "#app/claims/report.server.ts";
import { requireProgrammeMember } from "#app/guards.server.ts";
import { lossTypesFor } from "#app/programmes/loss-types.ts";
import { storedProgramme } from "#app/programmes/programme-data.server.ts";
import { UPLOAD_BODY, type RouteBodyLimits } from "#app/lib/http/body-limits.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/report";
import { clientAddressOf } from "#app/lib/http/request-context.ts";

/** The one public page that reports claims; programme users report on /<programme>/claims. */
export const REPORT_A_CLAIM = "claims-handling/report-a-claim";

/** A claim with its files, streamed (app/claims/upload.server.ts). */
export const bodyLimits: RouteBodyLimits = { multipart: UPLOAD_BODY };

/**
 * The claim form's address for the page's script: the same multipart post as
 * the form sends without it, answered as JSON (the form's result) so that the
 * script can show each file's progress with XMLHttpRequest, which fetch
 * cannot do for uploads.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  // A programme member's claim (/<programme>/claims): their programme's requesters only, as on that page.
  const slug = url.searchParams.get("programme");
  const programmeUser = slug
    ? await requireProgrammeMember(context, url, { programme: slug }, "report-claim")
    : undefined;
  const { database, files } = await services();
  const result = await handleClaimReport(
    request,
    programmeUser ? `${programmeUser.programme.slug}/claims` : REPORT_A_CLAIM,
    {
      database,
      files,
      clientAddress: clientAddressOf(context),
      programme: programmeUser?.programme.slug,
      reportedBy: programmeUser && { context: programmeUser.user.context, userId: programmeUser.user.user.id },
      // The kinds of loss the stored covers name (decision 0044), not the programme file's.
      lossTypes:
        programmeUser && lossTypesFor((await storedProgramme(database, programmeUser.programme)).details.covers),
    },
  );
  return Response.json(result.data, { status: result.init?.status ?? 200, headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  throw data("Claims are reported on the report-a-claim page", { status: 405, headers: { Allow: "POST" } });
}
