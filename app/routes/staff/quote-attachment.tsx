import { actorOf } from "#app/accounts/accounts.server.ts";
import { notFound, requireStaff } from "#app/guards.server.ts";
import { attachmentResponse } from "#app/quotes/attachment-download.server.ts";
import { findQuoteRequest } from "#app/quotes/quote-requests.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/quote-attachment";

/** A PDF on a quotation request (the client's or underwriting's), for underwriting; each download is audited. */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  const member = await requireStaff(context, url, "underwriter");
  const { database, files } = await services();
  const request = await findQuoteRequest(database, params.reference);
  if (!request) notFound();
  return (await attachmentResponse(database, files, request, params.fileId, actorOf(member, context))) ?? notFound();
}
