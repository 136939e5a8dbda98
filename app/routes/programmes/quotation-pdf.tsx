import { findAccount } from "#app/accounts/account-list.server.ts";
import { notFound, requireProgrammeQuoteRequest } from "#app/guards.server.ts";
import { clientPath, fullUrl, requestView } from "#app/quotes/desk.server.ts";
import { quotationPdfResponse } from "#app/quotes/quotation-pdf.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/quotation-pdf";

/** /<programme>/requests/<reference>/quotation.pdf: the quotation, for every member of the programme's team. */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  const { programme, request } = await requireProgrammeQuoteRequest(context, url, params);
  if (!request.quotation) notFound();
  const { database } = await services();
  // Made out to the member who asked, whoever of their team downloads it.
  const requester = await findAccount(database, programme.context, request.userId);
  const view = await requestView(database, request, programme, "client");
  return quotationPdfResponse(view, {
    requestedBy: requester
      ? requester.name
        ? `${requester.name} (${requester.email})`
        : requester.email
      : programme.name,
    acceptAt: fullUrl(clientPath(programme, request.reference)),
    renewalDate: request.renewal ? programme.details.renewalDate : undefined,
  });
}
