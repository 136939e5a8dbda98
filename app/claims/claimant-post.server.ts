import type { Actor } from "#app/audit/audit-log.server.ts";
import type { Claim } from "#app/claims/claims.server.ts";
import { handleAddDocuments, type AddDocumentsResult, type ClaimContext } from "#app/claims/report.server.ts";
import { MESSAGE_MAX } from "#app/claims/steps.ts";
import { claimantWrites } from "#app/claims/work.server.ts";
import { site } from "#app/config/site.ts";
import type { MessageResult } from "#app/components/claims/ClaimantForms.tsx";
import { takeFormAttempt } from "#app/forms/submit.server.ts";
import { readFormBody } from "#app/lib/http/form-body.server.ts";

/**
 * What the claimant's side of a claim posts, from the private tracker or from
 * the programme's claim page (issue 28): documents added later (a multipart
 * post, streamed and checked as the claim form's), or a message to the claims
 * team (an ordinary form, without files). One place for both pages.
 */
export async function claimantPost(
  request: Request,
  claim: Claim,
  context: Omit<ClaimContext, "programme" | "reportedBy"> & { actor: Actor },
): Promise<MessageResult | AddDocumentsResult> {
  const { database } = context;
  if (!request.headers.get("content-type")?.startsWith("multipart/form-data")) {
    const form = await readFormBody(request);
    // Read whole and cut only past the limit, so a message that is too long is said to be, not shortened unseen.
    const text = String(form.get("message") ?? "").slice(0, MESSAGE_MAX + 1);
    const refuse = (message: string): MessageResult => ({
      status: "message-refused",
      message,
      values: { message: text },
    });
    if (!text.trim()) return refuse("Write your message first.");
    if (text.length > MESSAGE_MAX) return refuse(`A message is at most ${MESSAGE_MAX} characters: please shorten it.`);
    if (!(await takeFormAttempt(database, context.clientAddress))) {
      return refuse(
        `You have sent several times in a few minutes. Please wait ten minutes, or call our 24/7 claims line on ${site.claimsEmergencyPhone}.`,
      );
    }
    await claimantWrites(database, { claim, text, actor: context.actor });
    return { status: "message-sent" };
  }
  return handleAddDocuments(request, claim, context);
}
