import { data, Form, Link, useNavigation } from "react-router";

import { actorOf } from "#app/accounts/accounts.server.ts";
import { CLAIM_FILE_TYPES, formatBytes, isClaimFileType } from "#app/claims/files.ts";
import { isClaimStep, nextSteps, noteRequired, STEP_LABELS } from "#app/claims/steps.ts";
import { measure } from "#app/claims/turnaround.server.ts";
import { Badge } from "#app/components/Badge.tsx";
import { Done } from "#app/components/forms/fields.tsx";
import { Table, type Column } from "#app/components/Table.tsx";
import { site } from "#app/config/site.ts";
import { recordAudit } from "#app/audit/audit-log.server.ts";
import { mailEnabled } from "#app/email/notify.server.ts";
import { emailStates } from "#app/email/outbox.server.ts";
import {
  addInternalNote,
  claimFiles,
  claimHistory,
  ClaimStepError,
  findClaim,
  moveClaim,
  setHandler,
} from "#app/claims/claims.server.ts";
import { labelledFields } from "#app/forms/notification.ts";
import { notFound, requireStaff } from "#app/guards.server.ts";
import { readFormBody } from "#app/lib/http/form-body.server.ts";
import { textValue } from "#app/lib/http/form-values.ts";
import { southAfricanTime } from "#app/lib/format/time.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/claim";
import { SentEmails, sentEmailView } from "#app/components/staff/SentEmails.tsx";
import { SubmittedFields } from "#app/components/staff/SubmittedFields.tsx";
import styles from "./staff.module.css";

const NOTE_MAX = 2000;

export async function loader({ url, context, params }: Route.LoaderArgs) {
  const member = await requireStaff(context, url, "claims");
  const { database } = await services();
  const claim = await findClaim(database, params.reference);
  if (!claim) notFound();
  await recordAudit(database.db, { action: "claim-read", actor: actorOf(member, context), target: claim.reference });
  const [files, history, mail] = await Promise.all([
    claimFiles(database, claim.id),
    claimHistory(database, claim.id, "staff"),
    emailStates(database, [claim.reference]),
  ]);
  return {
    me: member.user.email,
    claim: {
      reference: claim.reference,
      step: claim.step,
      stepAt: claim.stepAt.toISOString(),
      createdAt: claim.createdAt.toISOString(),
      formArea: claim.formArea,
      programme: claim.programme,
      handler: claim.handlerEmail,
      claimantEmail: claim.claimantEmail,
      ...measure(claim.step, claim.lossType, claim.stepAt, new Date()),
    },
    next: nextSteps(claim.step).map((s) => ({ step: s, label: STEP_LABELS[s], noteRequired: noteRequired(s) })),
    fields: labelledFields("claim_notification", claim.payload),
    files: files.map((f) => ({
      id: f.id,
      name: f.name,
      type: isClaimFileType(f.type) ? CLAIM_FILE_TYPES[f.type].label : f.type,
      size: f.size,
      sha256: f.sha256,
      locationData: f.locationData,
      at: f.createdAt.toISOString(),
    })),
    emails: (mail.get(claim.reference) ?? []).map(sentEmailView),
    history: history.map((h) => ({
      id: h.id,
      kind: h.kind,
      step: h.step,
      text: h.text,
      by: h.authorEmail,
      at: h.at.toISOString(),
    })),
  };
}

type Result = { intent: string; done: string } | { intent: string; error: string; values?: Record<string, string> };

/** Each action on a claim, by `intent`: move it to a step with a note to the claimant, an internal note, take it. */
export async function action({ request, url, context, params }: Route.ActionArgs) {
  const member = await requireStaff(context, url, "claims");
  const { database } = await services();
  const claim = await findClaim(database, params.reference);
  if (!claim) notFound();
  const form = await readFormBody(request);
  const intent = textValue(form, "intent", 20);
  const actor = actorOf(member, context);
  switch (intent) {
    case "move": {
      const to = textValue(form, "to", 40);
      const note = textValue(form, "note", NOTE_MAX);
      const values = { to, note };
      if (!isClaimStep(to))
        return data<Result>({ intent, error: "Choose the step to move the claim to.", values }, 400);
      if (noteRequired(to) && !note) {
        const error =
          to === "declined"
            ? "Write the reason for declining, as the claimant will read it: the policy wording it rests on."
            : "Write which documents the claimant must send.";
        return data<Result>({ intent, error, values }, 400);
      }
      try {
        await moveClaim(database, { reference: claim.reference, to, note, actor });
      } catch (error) {
        if (error instanceof ClaimStepError) return data<Result>({ intent, error: error.message, values }, 409);
        throw error;
      }
      return data<Result>({
        intent,
        done: `The claim is now ${STEP_LABELS[to].toLowerCase()}.${mailEnabled() ? ` The claimant has been e-mailed${note ? " your note" : ""}.` : ""}`,
      });
    }
    case "note": {
      const text = textValue(form, "text", NOTE_MAX);
      if (!text) return data<Result>({ intent, error: "Write the note first." }, 400);
      await addInternalNote(database, { claim, text, actor });
      return data<Result>({ intent, done: "Your internal note is added. The claimant does not see it." });
    }
    case "take": {
      await setHandler(database, { claim, handler: member.user.email.toLowerCase(), actor });
      return data<Result>({ intent, done: "You are now this claim's handler." });
    }
    default:
      return data<Result>({ intent, error: "That action is not one this page offers." }, 400);
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Claim ${loaderData?.claim.reference ?? ""} | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

type FileRow = Route.ComponentProps["loaderData"]["files"][number];

function fileColumns(reference: string): Column<FileRow>[] {
  return [
    {
      header: "File",
      render: (f) => (
        <a href={`/staff/claims/${reference}/files/${f.id}`} download>
          {f.name}
        </a>
      ),
    },
    { header: "Kind (by content)", render: (f) => f.type },
    { header: "Size", render: (f) => formatBytes(f.size), align: "number" },
    {
      header: "Location data",
      render: (f) =>
        f.locationData === "removed" ? (
          "Removed"
        ) : f.locationData === "kept" ? (
          <Badge tone="attention">Not removed (HEIC)</Badge>
        ) : (
          "None found"
        ),
    },
    { header: "Received", render: (f) => southAfricanTime(f.at), className: styles.nowrap },
    { header: "SHA-256", render: (f) => <code title={f.sha256}>{f.sha256.slice(0, 12)}…</code> },
  ];
}

function Outcome({ result, intent }: { result: Result | undefined; intent: string }) {
  if (!result || result.intent !== intent) return null;
  if ("done" in result) return <Done key={result.done}>{result.done}</Done>;
  return (
    <div role="alert" className="form-message form-message-error">
      {result.error}
    </div>
  );
}

export default function ClaimPage({ loaderData, actionData }: Route.ComponentProps) {
  const { claim, next, fields, files, emails, history, me } = loaderData;
  const busy = useNavigation().formData?.get("intent");
  const values = actionData && "values" in actionData ? actionData.values : undefined;
  return (
    <>
      <p className={styles.eyebrow}>
        <Link to="/staff/claims">Claims desk</Link>
      </p>
      <h1>
        Claim <span className={styles.reference}>{claim.reference}</span>
      </h1>
      <p>
        <strong>{STEP_LABELS[claim.step]}</strong> since {southAfricanTime(claim.stepAt)} ({claim.age}
        {claim.target ? `; target: ${claim.target}` : ""}){claim.overdue ? " " : ". "}
        {claim.overdue ? <Badge tone="danger">Overdue</Badge> : null}
        {claim.overdue ? " " : null}
        Reported {southAfricanTime(claim.createdAt)} (South African time) from /{claim.formArea}
        {claim.programme ? `, by a user of ${claim.programme}` : ""}. Handler: {claim.handler ?? "nobody yet"}.
      </p>

      <h2>What was reported</h2>
      <SubmittedFields fields={fields} />

      <h2>Files</h2>
      <p>Downloaded as attachments, for staff only; every download is on the audit log.</p>
      <Table
        caption="Files"
        captionHidden
        columns={fileColumns(claim.reference)}
        rows={files}
        rowKey={(f) => f.id}
        empty="No files."
      />

      <h2>Work on the claim</h2>
      <div className={styles.actionGrid}>
        {/* Keyed by the history's length: after a move or a note the form starts empty, so nothing is sent twice. */}
        <Form method="post" className={styles.formCard} key={`move-${history.length}`}>
          <input type="hidden" name="intent" value="move" />
          <h3>Move to another step</h3>
          <Outcome result={actionData} intent="move" />
          {next.length ? (
            <>
              <div className="form-field">
                <label htmlFor="to">Step</label>
                <select id="to" name="to" className="form-input" defaultValue={values?.to ?? ""} required>
                  <option value="">Choose…</option>
                  {next.map((n) => (
                    <option key={n.step} value={n.step}>
                      {n.label}
                    </option>
                  ))}
                </select>
              </div>
              <div className="form-field">
                <label htmlFor="note">Note to the claimant</label>
                <p id="note-hint" className={styles.muted}>
                  E-mailed to {claim.claimantEmail} and shown on their tracker. Required for awaiting documents (what to
                  send) and declined (the reason, with the policy wording it rests on).
                </p>
                <textarea
                  id="note"
                  name="note"
                  className="form-input"
                  rows={4}
                  maxLength={NOTE_MAX}
                  aria-describedby="note-hint"
                  defaultValue={values?.note ?? ""}
                />
              </div>
              <p>
                <button type="submit" className="button" disabled={busy === "move"}>
                  Move the claim and tell the claimant
                </button>
              </p>
            </>
          ) : (
            <p>This claim is closed: it moves no further.</p>
          )}
        </Form>
        <Form method="post" className={styles.formCard} key={`note-${history.length}`}>
          <input type="hidden" name="intent" value="note" />
          <h3>Internal note</h3>
          <Outcome result={actionData} intent="note" />
          <div className="form-field">
            <label htmlFor="text">Note for the claims team</label>
            <p id="text-hint" className={styles.muted}>
              The claimant never sees internal notes.
            </p>
            <textarea
              id="text"
              name="text"
              className="form-input"
              rows={4}
              maxLength={NOTE_MAX}
              aria-describedby="text-hint"
            />
          </div>
          <p>
            <button type="submit" className="button button-secondary" disabled={busy === "note"}>
              Add the internal note
            </button>
          </p>
        </Form>
        <Form method="post" className={styles.formCard}>
          <input type="hidden" name="intent" value="take" />
          <h3>Handler</h3>
          <Outcome result={actionData} intent="take" />
          {claim.handler === me.toLowerCase() ? (
            <p>You are this claim&apos;s handler.</p>
          ) : (
            <p>
              <button type="submit" className="button button-secondary" disabled={busy === "take"}>
                Make me the handler
              </button>
            </p>
          )}
        </Form>
      </div>

      {emails.length ? (
        <>
          <h2>E-mails</h2>
          <SentEmails emails={emails} />
        </>
      ) : null}

      <h2>History</h2>
      <ol className={styles.history}>
        {history.map((h) => (
          <li key={h.id} className={h.kind === "internal-note" ? styles.internal : undefined}>
            <strong>
              {h.kind === "step" && h.step
                ? STEP_LABELS[h.step]
                : h.kind === "internal-note"
                  ? "Internal note"
                  : h.kind === "documents"
                    ? "The claimant added documents"
                    : h.kind === "handler"
                      ? `Handler: ${h.text || "nobody"}`
                      : "Note"}
            </strong>{" "}
            {southAfricanTime(h.at)}
            {h.by ? `, by ${h.by}` : ""}
            {h.text && h.kind !== "handler" ? <p>{h.kind === "step" ? `To the claimant: ${h.text}` : h.text}</p> : null}
          </li>
        ))}
      </ol>
    </>
  );
}

export { StaffErrorBoundary as ErrorBoundary } from "./errors.tsx";
