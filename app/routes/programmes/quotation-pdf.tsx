import { actorOf } from "#app/accounts/accounts.server.ts";
import { recordAudit } from "#app/audit/audit-log.server.ts";
import { storedProgramme } from "#app/programmes/programme-data.server.ts";
import { notFound, requireProgrammeQuoteRequest } from "#app/guards.server.ts";
import { findAccount } from "#app/accounts/account-list.server.ts";
import { clientPath, fullUrl, requestView } from "#app/quotes/desk.server.ts";
import { quotationPdfResponse } from "#app/quotes/quotation-pdf.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/quotation-pdf";

/** /<programme>/requests/<reference>/quotation.pdf: the quotation, for every member of the programme's team. */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  const { programme, request, user } = await requireProgrammeQuoteRequest(context, url, params);
  if (!request.quotation) notFound();
  const { database } = await services();
  // Made out to the member who asked, whoever of their team downloads it.
  const requester = await findAccount(database, programme.context, request.userId);
  const view = await requestView(database, request, programme, "client");
  // Every programme document a client downloads is on the audit log (issue 28, item 7).
  await recordAudit(database.db, {
    action: "programme-document-downloaded",
    actor: actorOf(user, context),
    target: request.reference,
    detail: { document: "quotation", version: request.quotation.version, programme: programme.slug },
  });
  return quotationPdfResponse(view, {
    requestedBy: requester
      ? requester.name
        ? `${requester.name} (${requester.email})`
        : requester.email
      : programme.name,
    acceptAt: fullUrl(clientPath(programme, request.reference)),
    renewalDate: request.renewal ? (await storedProgramme(database, programme)).details.renewalDate : undefined,
  });
}
