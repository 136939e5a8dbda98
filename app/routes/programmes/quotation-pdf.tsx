import { notFound, requireProgrammeQuoteRequest } from "#app/guards.server.ts";
import { clientPath, fullUrl, requestView } from "#app/quotes/desk.server.ts";
import { quotationPdfResponse } from "#app/quotes/quotation-pdf.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/quotation-pdf";

/** /<programme>/requests/<reference>/quotation.pdf: the quotation, for the user who asked for it only. */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  const { programme, user, request } = await requireProgrammeQuoteRequest(context, url, params);
  if (!request.quotation) notFound();
  const { database } = await services();
  const view = await requestView(database, request, programme, "client");
  return quotationPdfResponse(view, {
    requestedBy: user.user.name ? `${user.user.name} (${user.user.email})` : user.user.email,
    acceptAt: fullUrl(clientPath(programme, request.reference)),
    renewalDate: request.renewal ? programme.details.renewalDate : undefined,
  });
}
