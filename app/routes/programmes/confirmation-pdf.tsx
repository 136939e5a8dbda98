import { actorOf } from "#app/accounts/accounts.server.ts";
import { recordAudit } from "#app/audit/audit-log.server.ts";
import { notFound, requireProgrammeQuoteRequest } from "#app/guards.server.ts";
import { requestView } from "#app/quotes/desk.server.ts";
import { confirmationPdfResponse } from "#app/quotes/quotation-pdf.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/confirmation-pdf";

/** /<programme>/requests/<reference>/confirmation-of-cover.pdf: once bound, for every member of the programme's team. */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  const { programme, request, user } = await requireProgrammeQuoteRequest(context, url, params);
  if (request.state !== "bound" || !request.cover) notFound();
  const { database } = await services();
  // Every programme document a client downloads is on the audit log (issue 28, item 7).
  await recordAudit(database.db, {
    action: "programme-document-downloaded",
    actor: actorOf(user, context),
    target: request.reference,
    detail: { document: "confirmation-of-cover", programme: programme.slug },
  });
  return confirmationPdfResponse(await requestView(database, request, programme, "client"));
}
