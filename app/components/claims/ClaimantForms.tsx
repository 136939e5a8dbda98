import { Form, useNavigation } from "react-router";

import { CLAIM_FILE_ACCEPT, CLAIM_FILE_LIMITS, formatBytes } from "#app/claims/files.ts";
import { MESSAGE_MAX } from "#app/claims/steps.ts";
import { Done } from "#app/components/forms/fields.tsx";
import styles from "./claims.module.css";

export type MessageResult =
  { status: "message-sent" } | { status: "message-refused"; message: string; values: { message: string } };

/** As app/claims/report.server.ts answers documents added later. */
type DocumentsResult =
  | { status: "added"; files: string[] }
  | { status: "refused"; files: { name: string; reason: string }[]; message?: string };

/** What either form of the claimant's side answered, if anything (app/claims/claimant-post.server.ts). */
export type ClaimantResult = MessageResult | DocumentsResult | undefined;

/**
 * A message to the claims team, on the claimant's tracker and the programme's
 * claim page. `sent` keys the form, so that once a message is sent the box
 * starts empty and nothing is sent twice.
 */
export function ClaimMessageForm({
  to,
  result,
  sent,
}: {
  /** Who reads it: the claim's owner by name, or the claims team. */
  to: string | null;
  result: ClaimantResult;
  sent: number;
}) {
  const sending = useNavigation().formData?.get("message") !== undefined;
  const refused = result?.status === "message-refused" ? result : undefined;
  return (
    <section aria-labelledby="write-to-us">
      <h2 id="write-to-us">Write to {to ?? "the claims team"}</h2>
      {result?.status === "message-sent" ? (
        <Done key={sent}>
          Thank you: your message is sent, and shown above. {to ?? "The claims team"} has been told by e-mail.
        </Done>
      ) : null}
      <Form method="post" className={styles.form} key={`message-${sent}`}>
        {refused ? (
          <div role="alert" id="message-error" className="form-message form-message-error">
            {refused.message}
          </div>
        ) : null}
        <div className="form-field">
          <label htmlFor="message">Your message</label>
          <p id="message-hint" className={styles.muted}>
            A question or news about the claim; no need to attach anything. We answer here and by e-mail.
          </p>
          <textarea
            id="message"
            name="message"
            className="form-input"
            rows={5}
            maxLength={MESSAGE_MAX}
            required
            aria-describedby={refused ? "message-hint message-error" : "message-hint"}
            aria-invalid={refused ? true : undefined}
            defaultValue={refused?.values.message ?? ""}
          />
        </div>
        <p>
          <button type="submit" className="button" aria-disabled={sending || undefined}>
            {sending ? "Sending…" : "Send the message"}
          </button>
        </p>
      </Form>
    </section>
  );
}

/** Documents added to a claim later: a plain multipart post to the page's own address, which streams it. */
export function AddDocumentsForm({ result, button }: { result: ClaimantResult; button: string }) {
  return (
    <section aria-labelledby="add-documents">
      <h2 id="add-documents">Add documents</h2>
      {result?.status === "added" ? (
        <Done key={result.files.join("|")}>
          Thank you: we received {result.files.join(", ")}. Your claims handler has been told.
        </Done>
      ) : null}
      {result?.status === "refused" ? (
        <div role="alert" className="form-message form-message-error">
          {result.message ? <p>{result.message}</p> : null}
          {result.files.length ? (
            <>
              <p>
                Nothing was added, because {result.files.length === 1 ? "this file was" : "these files were"} not taken:
              </p>
              <ul>
                {result.files.map((f, i) => (
                  <li key={`${f.name}-${i}`}>
                    <strong>{f.name}</strong>: {f.reason}.
                  </li>
                ))}
              </ul>
              <p>Please choose the files again without {result.files.length === 1 ? "it" : "them"}.</p>
            </>
          ) : null}
        </div>
      ) : null}
      {/* A plain post (reloadDocument): the server streams uploads only to the page's own address. */}
      <form method="post" encType="multipart/form-data" className={styles.form}>
        <div className="form-field">
          <label htmlFor="documents">Photos and documents</label>
          <p id="documents-hint" className={styles.muted}>
            Up to {CLAIM_FILE_LIMITS.maxFiles} files on a claim, {formatBytes(CLAIM_FILE_LIMITS.maxFileBytes)} each and{" "}
            {formatBytes(CLAIM_FILE_LIMITS.maxTotalBytes)} in all: JPEG, PNG, WebP or HEIC photos and PDF documents. We
            remove location data from photos before we store them.
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
            {button}
          </button>
        </p>
      </form>
    </section>
  );
}
