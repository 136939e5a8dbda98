import { data, Form, useNavigation } from "react-router";

import { handleAddDocuments, type AddDocumentsResult } from "#app/claims/report.server.ts";
import { claimantWrites } from "#app/claims/work.server.ts";
import { trackedClaim, TRACKER_HEADERS } from "#app/claims/tracker.server.ts";
import { CLAIM_FILE_ACCEPT, CLAIM_FILE_LIMITS, formatBytes } from "#app/claims/files.ts";
import { ClaimsLine } from "#app/components/claims/ClaimsLine.tsx";
import { ClaimTracker } from "#app/components/claims/ClaimTracker.tsx";
import styles from "#app/components/claims/claims.module.css";
import { Done } from "#app/components/forms/fields.tsx";
import { site } from "#app/config/site.ts";
import { findClaimByToken } from "#app/claims/claims.server.ts";
import { MESSAGE_MAX } from "#app/claims/steps.ts";
import { takeFormAttempt } from "#app/forms/submit.server.ts";
import { readFormBody } from "#app/lib/http/form-body.server.ts";
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

type MessageResult =
  { status: "message-sent" } | { status: "message-refused"; message: string; values: { message: string } };

/**
 * Documents added later: a multipart post (the server streams it, as for the claim form), checked the same way.
 * A message to the claims team: an ordinary form, without files.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { database, files } = await services();
  const claim = await findClaimByToken(database, params.token);
  if (!claim) notFound();
  const address = clientAddressOf(context);
  if (!request.headers.get("content-type")?.startsWith("multipart/form-data")) {
    const form = await readFormBody(request);
    // Read whole and cut only past the limit, so a message that is too long is said to be, not shortened unseen.
    const text = String(form.get("message") ?? "").slice(0, MESSAGE_MAX + 1);
    const refuse = (message: string) =>
      data<MessageResult>(
        { status: "message-refused", message, values: { message: text } },
        { headers: TRACKER_HEADERS },
      );
    if (!text.trim()) return refuse("Write your message first.");
    if (text.length > MESSAGE_MAX) return refuse(`A message is at most ${MESSAGE_MAX} characters: please shorten it.`);
    if (!(await takeFormAttempt(database, address))) {
      return refuse(
        `You have sent several times in a few minutes. Please wait ten minutes, or call our 24/7 claims line on ${site.claimsEmergencyPhone}.`,
      );
    }
    await claimantWrites(database, {
      claim,
      text,
      actor: { email: claim.claimantEmail, address: auditAddressOf(context) },
    });
    return data<MessageResult>({ status: "message-sent" }, { headers: TRACKER_HEADERS });
  }
  const result: AddDocumentsResult = await handleAddDocuments(request, claim, {
    database,
    files,
    clientAddress: address,
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
  const sending = useNavigation().formData?.get("message") !== undefined;
  const messageValue = actionData?.status === "message-refused" ? actionData.values.message : "";
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
      <section aria-labelledby="write-to-us">
        <h2 id="write-to-us">Write to {claim.handler ? claim.handler.name : "the claims team"}</h2>
        {actionData?.status === "message-sent" ? (
          <Done key={claim.events.length}>
            Thank you: your message is sent, and shown above. {claim.handler ? claim.handler.name : "The claims team"}{" "}
            has been told by e-mail.
          </Done>
        ) : null}
        {/* Keyed by the history's length: once a message is sent the box starts empty, so nothing is sent twice. */}
        <Form method="post" className={styles.form} key={`message-${claim.events.length}`}>
          {actionData?.status === "message-refused" ? (
            <div role="alert" id="message-error" className="form-message form-message-error">
              {actionData.message}
            </div>
          ) : null}
          <div className="form-field">
            <label htmlFor="message">Your message</label>
            <p id="message-hint" className={styles.muted}>
              A question or news about your claim; no need to attach anything. We answer here and by e-mail.
            </p>
            <textarea
              id="message"
              name="message"
              className="form-input"
              rows={5}
              maxLength={MESSAGE_MAX}
              required
              aria-describedby={
                actionData?.status === "message-refused" ? "message-hint message-error" : "message-hint"
              }
              aria-invalid={actionData?.status === "message-refused" || undefined}
              defaultValue={messageValue}
            />
          </div>
          <p>
            <button type="submit" className="button" aria-disabled={sending || undefined}>
              {sending ? "Sending…" : "Send the message"}
            </button>
          </p>
        </Form>
      </section>
      <section aria-labelledby="add-documents">
        <h2 id="add-documents">Add documents</h2>
        {actionData?.status === "added" ? (
          <Done key={actionData.files.join("|")}>
            Thank you: we received {actionData.files.join(", ")}. Your claims handler has been told.
          </Done>
        ) : null}
        {actionData?.status === "refused" ? (
          <div role="alert" className="form-message form-message-error">
            {actionData.message ? <p>{actionData.message}</p> : null}
            {actionData.files.length ? (
              <>
                <p>
                  Nothing was added, because {actionData.files.length === 1 ? "this file was" : "these files were"} not
                  taken:
                </p>
                <ul>
                  {actionData.files.map((f, i) => (
                    <li key={`${f.name}-${i}`}>
                      <strong>{f.name}</strong>: {f.reason}.
                    </li>
                  ))}
                </ul>
                <p>Please choose the files again without {actionData.files.length === 1 ? "it" : "them"}.</p>
              </>
            ) : null}
          </div>
        ) : null}
        {/* A plain post (reloadDocument): the server streams uploads only to the page's own address. */}
        <form method="post" encType="multipart/form-data" className={styles.form}>
          <div className="form-field">
            <label htmlFor="documents">Photos and documents</label>
            <p id="documents-hint" className={styles.muted}>
              Up to {CLAIM_FILE_LIMITS.maxFiles} files on a claim, {formatBytes(CLAIM_FILE_LIMITS.maxFileBytes)} each
              and {formatBytes(CLAIM_FILE_LIMITS.maxTotalBytes)} in all: JPEG, PNG, WebP or HEIC photos and PDF
              documents. We remove location data from photos before we store them.
            </p>
            <input
              id="documents"
              name="documents"
              type="file"
              multiple
              accept={CLAIM_FILE_ACCEPT}
              aria-describedby="documents-hint"
            />
          </div>
          <p>
            <button type="submit" className="button">
              Add to my claim
            </button>
          </p>
        </form>
      </section>
    </div>
  );
}
