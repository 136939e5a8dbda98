import { data, Form, Link, useNavigation } from "react-router";

import { actorOf } from "#app/accounts/accounts.server.ts";
import { staffByEmail, staffWithRole } from "#app/accounts/staff-directory.server.ts";
import { Badge, type BadgeTone } from "#app/components/Badge.tsx";
import { Done, TextArea, type FieldProblems } from "#app/components/forms/fields.tsx";
import { ActionButton } from "#app/components/staff/ActionForm.tsx";
import { OwnerPanel } from "#app/components/staff/OwnerPanel.tsx";
import { site } from "#app/config/site.ts";
import { recordAudit } from "#app/audit/audit-log.server.ts";
import { emailStates } from "#app/email/outbox.server.ts";
import {
  findSubmission,
  isSubmissionWorkError,
  setSubmissionOwner,
  setSubmissionState,
  submissionHistory,
} from "#app/forms/submissions.server.ts";
import { formDefinitions } from "#app/forms/definitions.ts";
import { isFormKind } from "#app/forms/kinds.ts";
import { labelledFields } from "#app/forms/notification.ts";
import {
  CLOSING_NOTE_MAX,
  isSubmissionState,
  SUBMISSION_STATE_LABELS,
  type SubmissionState,
} from "#app/forms/submission-queue.ts";
import { notFound, requireStaff } from "#app/guards.server.ts";
import { readFormBody } from "#app/lib/http/form-body.server.ts";
import { textValue } from "#app/lib/http/form-values.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/submission";
import { SentEmails, sentEmailView } from "#app/components/staff/SentEmails.tsx";
import { SubmittedFields } from "#app/components/staff/SubmittedFields.tsx";
import styles from "./staff.module.css";
import { southAfricanTime } from "#app/lib/format/time.ts";

export async function loader({ url, context, params }: Route.LoaderArgs) {
  const member = await requireStaff(context, url, "staff");
  const { database } = await services();
  const found = await findSubmission(database, params.reference);
  if (!found || !isFormKind(found.kind)) throw data("Not found", { status: 404 });
  await recordAudit(database.db, {
    action: "submission-read",
    actor: actorOf(member, context),
    target: found.reference,
  });
  const mail = (await emailStates(database, [found.reference])).get(found.reference) ?? [];
  const changes = await submissionHistory(database, found.reference);
  // Everyone named on the page, by name: a renamed account shows its new name, a removed one its address.
  const names = await staffByEmail(database, [
    ...(found.ownerEmail ? [found.ownerEmail] : []),
    ...changes.flatMap((c) => [c.by, ...(c.kind === "owner" ? [c.from, c.to] : [])].filter((e) => e !== null)),
  ]);
  const nameOf = (email: string) => names.get(email)?.name ?? email;
  return {
    reference: found.reference,
    title: formDefinitions[found.kind].title,
    formArea: found.formArea,
    createdAt: found.createdAt.toISOString(),
    state: found.state,
    stateAt: found.stateAt.toISOString(),
    closingNote: found.closingNote,
    owner: found.ownerEmail ? { email: found.ownerEmail, name: nameOf(found.ownerEmail) } : null,
    me: member.user.email.toLowerCase(),
    team: (await staffWithRole(database, "staff")).map(({ email, name }) => ({ email, name })),
    history: changes.map((c, index) => ({
      id: index,
      at: c.at.toISOString(),
      by: c.by ? nameOf(c.by) : "Someone",
      what:
        c.kind === "state"
          ? `Marked ${SUBMISSION_STATE_LABELS[c.to].toLowerCase()}`
          : c.to
            ? `Now with ${nameOf(c.to)}`
            : "Back with the team (released)",
      note: c.kind === "state" ? c.note : null,
    })),
    fields: labelledFields(found.kind, found.payload),
    emails: mail.map(sentEmailView),
  };
}

type Result = ({ intent: string; error?: string } & FieldProblems) | { intent: string; done: string };

const OWNER_INTENTS = ["take", "assign", "release"];

/**
 * The team's changes to a submission, by `intent`: its owner (take, assign, release, from the owner panel) or its
 * state (`state`, with the state the page showed as `expected`). Each is refused with a reason, never half done.
 */
export async function action({ request, url, context, params }: Route.ActionArgs) {
  const member = await requireStaff(context, url, "staff");
  const { database } = await services();
  const found = await findSubmission(database, params.reference);
  if (!found) notFound();
  const form = await readFormBody(request);
  const intent = textValue(form, "intent", 20);
  const actor = actorOf(member, context);
  const me = member.user.email.toLowerCase();
  try {
    if (OWNER_INTENTS.includes(intent)) {
      const owner = intent === "take" ? me : intent === "release" ? null : textValue(form, "owner", 254) || null;
      if (intent === "assign" && !owner) {
        return data<Result>({ intent, error: "Choose who is to own the submission." }, { status: 400 });
      }
      const expected = textValue(form, "expected", 254) || null;
      const assigned = await setSubmissionOwner(database, { reference: found.reference, owner, expected, actor });
      return data<Result>({
        intent,
        done: !assigned
          ? "The submission is released: it is back with the team, owned by nobody."
          : assigned.email === me
            ? "You are now this submission's owner."
            : `${assigned.name} now owns the submission.`,
      });
    }
    if (intent === "state") {
      const state = textValue(form, "state", 20);
      const expected = textValue(form, "expected", 20);
      const note = textValue(form, "note", CLOSING_NOTE_MAX + 1);
      if (!isSubmissionState(state) || !isSubmissionState(expected)) {
        return data<Result>({ intent, error: "That change is not one this page offers." }, { status: 400 });
      }
      if (note.length > CLOSING_NOTE_MAX) {
        return data<Result>(
          {
            intent,
            errors: { note: `Keep the closing note to ${CLOSING_NOTE_MAX} characters.` },
            values: { note },
          },
          { status: 400 },
        );
      }
      await setSubmissionState(database, { reference: found.reference, state, expected, note, actor });
      return data<Result>({ intent, done: stateDone(state, note.trim() !== "") });
    }
  } catch (error) {
    if (isSubmissionWorkError(error)) {
      return data<Result>(
        { intent, error: error.message, ...(intent === "state" && { values: { note: textValue(form, "note") } }) },
        { status: 409 },
      );
    }
    throw error;
  }
  return data<Result>({ intent, error: "That change is not one this page offers." }, { status: 400 });
}

function stateDone(state: SubmissionState, noted: boolean): string {
  switch (state) {
    case "new":
      return "The submission is new again: it waits for someone to take it in hand.";
    case "in-hand":
      return "The submission is marked in hand.";
    case "done":
      return noted ? "The submission is done, with your closing note." : "The submission is done.";
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.title ?? "Submission"} ${loaderData?.reference ?? ""} | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

const TONES: Record<SubmissionState, BadgeTone> = { new: "attention", "in-hand": "neutral", done: "good" };

/** A button that moves the submission to `to` from the state the page shows. */
function StateButton({ from, to, label }: { from: SubmissionState; to: SubmissionState; label: string }) {
  return <ActionButton intent="state" hidden={{ expected: from, state: to }} label={label} busyWhen={["state", to]} />;
}

function Outcome({ result }: { result: Result | undefined }) {
  if (!result) return null;
  if ("done" in result) return <Done key={result.done}>{result.done}</Done>;
  return result.error ? (
    <div role="alert" className="form-message form-message-error">
      {result.error}
    </div>
  ) : null;
}

export default function SubmissionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { reference, title, formArea, createdAt, state, stateAt, closingNote, owner, me, team, history } = loaderData;
  const { fields, emails } = loaderData;
  const result = actionData as Result | undefined;
  const ownerResult = result && OWNER_INTENTS.includes(result.intent) ? result : undefined;
  const stateResult = result?.intent === "state" ? result : undefined;
  const busy = useNavigation().formData?.get("state") === "done";
  return (
    <>
      <p className={styles.eyebrow}>
        <Link to="/staff/submissions">Form submissions</Link>
      </p>
      <h1>
        {title} <span className={styles.reference}>{reference}</span>
      </h1>
      <p>
        Received {southAfricanTime(createdAt)} (South African time) from <a href={`/${formArea}`}>/{formArea}</a>.
      </p>

      <section className={styles.formCard} aria-labelledby="state-heading">
        <h2 id="state-heading">State</h2>
        <Outcome result={stateResult} />
        <p>
          <Badge tone={TONES[state]}>{SUBMISSION_STATE_LABELS[state]}</Badge>{" "}
          {state === "new" ? "since it arrived" : `since ${southAfricanTime(stateAt)}`}.
        </p>
        {state === "done" && closingNote ? <p className={styles.internal}>Closing note: {closingNote}</p> : null}
        {state === "new" ? <StateButton from={state} to="in-hand" label="Mark as in hand" /> : null}
        {state === "in-hand" ? <StateButton from={state} to="new" label="Mark as new again" /> : null}
        {state === "done" ? (
          <StateButton from={state} to="in-hand" label="Reopen (in hand)" />
        ) : (
          <Form method="post">
            <input type="hidden" name="intent" value="state" />
            <input type="hidden" name="expected" value={state} />
            <input type="hidden" name="state" value="done" />
            <TextArea
              name="note"
              label="Closing note (optional)"
              hint="What was done: a reply sent, a call made, passed to a colleague."
              rows={3}
              maxLength={CLOSING_NOTE_MAX}
              problems={stateResult && !("done" in stateResult) ? stateResult : undefined}
            />
            <button type="submit" className="button" disabled={busy}>
              Mark as done
            </button>
          </Form>
        )}
      </section>

      <OwnerPanel
        owner={owner}
        me={me}
        team={team}
        headingLevel={2}
        releaseLabel="Release to the team"
        summary={
          owner
            ? `${owner.email === me ? "You own" : `${owner.name} owns`} this submission.`
            : "Nobody owns this submission: it is the team's."
        }
        outcome={<Outcome result={ownerResult} />}
      />

      <h2>History</h2>
      {history.length ? (
        <ol className={styles.history}>
          {history.map((h) => (
            <li key={h.id}>
              <strong>{h.what}</strong>, by {h.by}, {southAfricanTime(h.at)}
              {h.note ? <p>Closing note: {h.note}</p> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p>No one has changed its state or owner yet.</p>
      )}

      <SentEmails emails={emails} />
      <SubmittedFields fields={fields} />
    </>
  );
}

export { StaffErrorBoundary as ErrorBoundary } from "./errors.tsx";
