import { notFound, requireProgrammeQuoteRequest } from "#app/guards.server.ts";
import { requestView } from "#app/quotes/desk.server.ts";
import { confirmationPdfResponse } from "#app/quotes/quotation-pdf.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/confirmation-pdf";

/** /<programme>/requests/<reference>/confirmation-of-cover.pdf: once bound, for the user who asked only. */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  const { programme, request } = await requireProgrammeQuoteRequest(context, url, params);
  if (request.state !== "bound" || !request.cover) notFound();
  const { database } = await services();
  return confirmationPdfResponse(await requestView(database, request, programme, "client"));
}
