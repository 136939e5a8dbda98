import { data, Link } from "react-router";

import { claimantPost } from "#app/claims/claimant-post.server.ts";
import { findClaim, type Claim } from "#app/claims/claims.server.ts";
import { trackedClaim, TRACKER_HEADERS } from "#app/claims/tracker.server.ts";
import { AddDocumentsForm, ClaimMessageForm } from "#app/components/claims/ClaimantForms.tsx";
import { ClaimsLine } from "#app/components/claims/ClaimsLine.tsx";
import { ClaimTracker } from "#app/components/claims/ClaimTracker.tsx";
import styles from "#app/components/claims/claims.module.css";
import { RoleRefusedBoundary } from "#app/components/programme/RoleRefused.tsx";
import { site } from "#app/config/site.ts";
import { notFound, refuseUnless, requireProgrammeMember } from "#app/guards.server.ts";
import { UPLOAD_BODY, type RouteBodyLimits } from "#app/lib/http/body-limits.ts";
import { auditAddressOf, clientAddressOf } from "#app/lib/http/request-context.ts";
import { mayDo } from "#app/programmes/client-roles.ts";
import type { Programme } from "#app/programmes/types.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/claim";

/** A claim of this programme, reported by a member of it (else 404: another programme's claim is not there). */
async function programmeClaim(programme: Programme, reference: string | undefined): Promise<Claim> {
  const { database } = await services();
  const claim = reference ? await findClaim(database, reference) : undefined;
  if (!claim || claim.programme !== programme.slug) notFound();
  return claim;
}

/**
 * /<programme>/claims/<reference> (issue 28, item 4): a claim of the programme
 * for every member of its team, as the claimant's tracker shows it (steps, the
 * claims team's notes and messages, decisions, payments, documents), with the
 * tracker's own components; requesters add documents and messages.
 */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  const { programme, member } = await requireProgrammeMember(context, url, params);
  const claim = await programmeClaim(programme, params.reference);
  const { database } = await services();
  return data(
    {
      programme: { name: programme.name, claims: `/${programme.slug}/claims` },
      reportedBy: claim.claimantName,
      mayWrite: mayDo(member, "message-claim") && mayDo(member, "add-claim-documents"),
      claim: await trackedClaim(database, claim),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** Documents added later, streamed like the claim's own (app/claims/upload.server.ts). */
export const bodyLimits: RouteBodyLimits = { multipart: UPLOAD_BODY };

/** A requester's message to the claims team or documents added: the tracker's handling, under their own name. */
export async function action({ request, url, context, params }: Route.ActionArgs) {
  const { programme, user, member } = await requireProgrammeMember(context, url, params);
  const claim = await programmeClaim(programme, params.reference);
  const multipart = request.headers.get("content-type")?.startsWith("multipart/form-data");
  refuseUnless(member, multipart ? "add-claim-documents" : "message-claim");
  const { database, files } = await services();
  const result = await claimantPost(request, claim, {
    database,
    files,
    clientAddress: clientAddressOf(context),
    actor: { context: user.context, userId: user.user.id, email: user.user.email, address: auditAddressOf(context) },
  });
  return data(result, { headers: TRACKER_HEADERS });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Claim ${loaderData?.claim.reference ?? ""}: ${loaderData?.programme.name ?? ""} | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function ProgrammeClaim({ loaderData, actionData }: Route.ComponentProps) {
  const { programme, claim, reportedBy, mayWrite } = loaderData;
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.muted}>
        <Link to={programme.claims}>{programme.name}: claims</Link>
      </p>
      <h1>
        Claim <span className={styles.reference}>{claim.reference}</span>
      </h1>
      <p className={styles.muted}>Reported by {reportedBy}. Every member of your programme&apos;s team can read it.</p>
      <ClaimsLine />
      <ClaimTracker claim={claim} />
      {mayWrite ? (
        <>
          <ClaimMessageForm to={claim.handler?.name ?? null} result={actionData} sent={claim.events.length} />
          <AddDocumentsForm result={actionData} button="Add to the claim" />
        </>
      ) : (
        <p>
          A requester of your team adds documents and writes to the claims team; your client administrator gives the
          role.
        </p>
      )}
    </div>
  );
}

export { RoleRefusedBoundary as ErrorBoundary };
