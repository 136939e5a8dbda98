import { actorOf } from "#app/accounts/accounts.server.ts";
import { notFound, requireProgrammeQuoteRequest } from "#app/guards.server.ts";
import { attachmentResponse } from "#app/quotes/attachment-download.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/quote-attachment";

/**
 * /<programme>/requests/<reference>/attachments/<id>: a PDF on one of the programme's quotation requests, for the
 * programme's own users only; each download is audited.
 */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  const { user, request } = await requireProgrammeQuoteRequest(context, url, params);
  const { database, files } = await services();
  return (await attachmentResponse(database, files, request, params.fileId, actorOf(user, context))) ?? notFound();
}
