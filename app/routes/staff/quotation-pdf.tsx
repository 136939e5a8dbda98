import { storedProgramme } from "#app/programmes/programme-data.server.ts";
import { actorOf } from "#app/accounts/accounts.server.ts";
import { recordAudit } from "#app/audit/audit-log.server.ts";
import { findQuoteRequest } from "#app/quotes/quote-requests.server.ts";
import { notFound, requireStaff } from "#app/guards.server.ts";
import { clientPath, fullUrl, programmeOf, requesterOf, requestView } from "#app/quotes/desk.server.ts";
import { quotationPdfResponse } from "#app/quotes/quotation-pdf.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/quotation-pdf";

/** /staff/quotes/<reference>/quotation.pdf: the quotation as the client gets it, for underwriting; on the audit log. */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  const member = await requireStaff(context, url, "underwriter");
  const { database } = await services();
  const request = await findQuoteRequest(database, params.reference);
  const programme = request && programmeOf(request);
  if (!request?.quotation || !programme) notFound();
  await recordAudit(database.db, {
    action: "quote-pdf-downloaded",
    actor: actorOf(member, context),
    targetContext: request.context,
    targetUserId: request.userId,
    target: request.reference,
  });
  const requester = await requesterOf(database, request);
  const view = await requestView(database, request, programme, "underwriter");
  return quotationPdfResponse(view, {
    requestedBy: requester ? `${requester.name} (${requester.email})` : "an account since removed",
    acceptAt: fullUrl(clientPath(programme, request.reference)),
    renewalDate: request.renewal ? (await storedProgramme(database, programme)).details.renewalDate : undefined,
  });
}
