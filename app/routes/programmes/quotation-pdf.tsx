import { actorOf } from "#app/accounts/accounts.server.ts";
import { recordAudit } from "#app/audit/audit-log.server.ts";
import { storedProgramme } from "#app/programmes/programme-data.server.ts";
import { notFound, requireOwnQuoteRequest } from "#app/guards.server.ts";
import { clientPath, fullUrl, requestView } from "#app/quotes/desk.server.ts";
import { quotationPdfResponse } from "#app/quotes/quotation-pdf.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/quotation-pdf";

/** /<programme>/requests/<reference>/quotation.pdf: the quotation, for the user who asked for it only. */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  const { programme, user, request } = await requireOwnQuoteRequest(context, url, params);
  if (!request.quotation) notFound();
  const { database } = await services();
  const view = await requestView(database, request, programme, "client");
  // Every programme document a client downloads is on the audit log (issue 28, item 7).
  await recordAudit(database.db, {
    action: "programme-document-downloaded",
    actor: actorOf(user, context),
    target: request.reference,
    detail: { document: "quotation", version: request.quotation.version, programme: programme.slug },
  });
  return quotationPdfResponse(view, {
    requestedBy: user.user.name ? `${user.user.name} (${user.user.email})` : user.user.email,
    acceptAt: fullUrl(clientPath(programme, request.reference)),
    renewalDate: request.renewal ? (await storedProgramme(database, programme)).details.renewalDate : undefined,
  });
}
