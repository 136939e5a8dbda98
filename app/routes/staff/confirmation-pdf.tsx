import { actorOf } from "#app/accounts/accounts.server.ts";
import { recordAudit } from "#app/audit/audit-log.server.ts";
import { findQuoteRequest } from "#app/quotes/quote-requests.server.ts";
import { notFound, requireStaff } from "#app/guards.server.ts";
import { programmeOf, requestView } from "#app/quotes/desk.server.ts";
import { confirmationPdfResponse } from "#app/quotes/quotation-pdf.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/confirmation-pdf";

/** /staff/quotes/<reference>/confirmation-of-cover.pdf: the confirmation the client gets once bound; on the audit log. */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  const member = await requireStaff(context, url, "underwriter");
  const { database } = await services();
  const request = await findQuoteRequest(database, params.reference);
  const programme = request && programmeOf(request);
  if (!request || request.state !== "bound" || !request.cover || !programme) notFound();
  await recordAudit(database.db, {
    action: "cover-confirmation-downloaded",
    actor: actorOf(member, context),
    targetContext: request.context,
    targetUserId: request.userId,
    target: request.reference,
  });
  return confirmationPdfResponse(await requestView(database, request, programme, "underwriter"));
}
