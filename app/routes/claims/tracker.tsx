import { data } from "react-router";

import { claimantPost } from "#app/claims/claimant-post.server.ts";
import { trackedClaim, TRACKER_HEADERS } from "#app/claims/tracker.server.ts";
import { AddDocumentsForm, ClaimMessageForm } from "#app/components/claims/ClaimantForms.tsx";
import { ClaimsLine } from "#app/components/claims/ClaimsLine.tsx";
import { ClaimTracker } from "#app/components/claims/ClaimTracker.tsx";
import styles from "#app/components/claims/claims.module.css";
import { site } from "#app/config/site.ts";
import { findClaimByToken } from "#app/claims/claims.server.ts";
import { notFound } from "#app/guards.server.ts";
import { UPLOAD_BODY, type RouteBodyLimits } from "#app/lib/http/body-limits.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/tracker";
import { auditAddressOf, clientAddressOf } from "#app/lib/http/request-context.ts";

/** The claimant's private tracker: the token in the address is the only key (a wrong one is a plain 404). */
export async function loader({ params }: Route.LoaderArgs) {
  const { database } = await services();
  const claim = await findClaimByToken(database, params.token);
  if (!claim) notFound();
  return data({ claim: await trackedClaim(database, claim) }, { headers: TRACKER_HEADERS });
}

export function headers() {
  return TRACKER_HEADERS;
}

/** Documents added to a claim, streamed like the claim's own (app/claims/upload.server.ts). */
export const bodyLimits: RouteBodyLimits = { multipart: UPLOAD_BODY };

/**
 * Documents added later (a multipart post, streamed like the claim's own) and messages to the claims team:
 * the same handling as the programme's claim page (app/claims/claimant-post.server.ts).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { database, files } = await services();
  const claim = await findClaimByToken(database, params.token);
  if (!claim) notFound();
  const result = await claimantPost(request, claim, {
    database,
    files,
    clientAddress: clientAddressOf(context),
    actor: { email: claim.claimantEmail, address: auditAddressOf(context) },
  });
  // A refusal is the page again with its reasons (200), as the site's other forms answer a mistake.
  return data(result, { headers: TRACKER_HEADERS });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Claim ${loaderData?.claim.reference ?? ""} | ${site.name}` },
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "same-origin" },
  ];
}

export default function TrackerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { claim } = loaderData;
  return (
    <div className={`container ${styles.page}`}>
      <h1>
        Claim <span className={styles.reference}>{claim.reference}</span>
      </h1>
      <p className={styles.muted}>
        This page is private to you: anyone with its address can see your claim, so do not share the link.
      </p>
      <ClaimsLine />
      <ClaimTracker claim={claim} />
      <ClaimMessageForm to={claim.handler?.name ?? null} result={actionData} sent={claim.events.length} />
      <AddDocumentsForm result={actionData} button="Add to my claim" />
    </div>
  );
}
