import { data, Form, Link, useNavigation } from "react-router";

import { actorOf } from "#app/accounts/accounts.server.ts";
import { CLAIM_FILE_TYPES, formatBytes, isClaimFileType } from "#app/claims/files.ts";
import {
  INTERIM_REASON_MAX,
  isClaimStep,
  MESSAGE_MAX,
  nextSteps,
  noteRequired,
  STEP_LABELS,
} from "#app/claims/steps.ts";
import { trackingUrlOf } from "#app/claims/tracking-link.server.ts";
import { isNextStepKind, NEXT_STEP_KINDS, nextStepDayProblem } from "#app/claims/progress.server.ts";
import { acknowledge, assignClaim, handlerWrites, recordClaimMoney } from "#app/claims/work.server.ts";
import { Badge } from "#app/components/Badge.tsx";
import { CheckboxField, Done } from "#app/components/forms/fields.tsx";
import { Table, type Column } from "#app/components/Table.tsx";
import { site } from "#app/config/site.ts";
import { recordAudit } from "#app/audit/audit-log.server.ts";
import { mailEnabled } from "#app/email/notify.server.ts";
import { emailStates } from "#app/email/outbox.server.ts";
import {
  addInternalNote,
  claimFiles,
  claimHistory,
  claimMoney,
  claimsStaff,
  claimStateOf,
  findClaim,
  isClaimChangeError,
  moveClaim,
  setNextStep,
  staffByEmail,
} from "#app/claims/claims.server.ts";
import { claimProgress } from "#app/claims/progress.server.ts";
import { labelledFields } from "#app/forms/notification.ts";
import { notFound, requireStaff } from "#app/guards.server.ts";
import { readFormBody } from "#app/lib/http/form-body.server.ts";
import { textValue } from "#app/lib/http/form-values.ts";
import { formatDate } from "#app/lib/format/dates.ts";
import { formatRand, parseRandInput } from "#app/lib/format/money.ts";
import { southAfricanDay, southAfricanDayStart, southAfricanTime } from "#app/lib/format/time.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/claim";
import { SentEmails, sentEmailView } from "#app/components/staff/SentEmails.tsx";
import { SubmittedFields } from "#app/components/staff/SubmittedFields.tsx";
import { OwnerPanel } from "#app/components/staff/OwnerPanel.tsx";
import styles from "./staff.module.css";

const NOTE_MAX = 2000;

export async function loader({ url, context, params }: Route.LoaderArgs) {
  const member = await requireStaff(context, url, "claims");
  const { database } = await services();
  const claim = await findClaim(database, params.reference);
  if (!claim) notFound();
  await recordAudit(database.db, { action: "claim-read", actor: actorOf(member, context), target: claim.reference });
  const [files, history, mail, money, team] = await Promise.all([
    claimFiles(database, claim.id),
    claimHistory(database, claim.id, "staff"),
    emailStates(database, [claim.reference]),
    claimMoney(database, claim.id, "staff"),
    claimsStaff(database),
  ]);
  const people = await staffByEmail(database, [
    ...(claim.handlerEmail ? [claim.handlerEmail] : []),
    ...(claim.acknowledgedBy ? [claim.acknowledgedBy] : []),
    ...history.flatMap((h) => [h.authorEmail ?? "", h.kind === "handler" ? h.text : ""].filter(Boolean)),
  ]);
  const nameOf = (email: string | null) => (email ? (people.get(email.toLowerCase())?.name ?? email) : null);
  const reserve = money.findLast((m) => m.kind === "reserve");
  const progress = claimProgress(claimStateOf(claim, people), new Date());
  return {
    me: member.user.email.toLowerCase(),
    team: team.map((m) => ({ email: m.email, name: m.name })),
    owner: claim.handlerEmail
      ? {
          email: claim.handlerEmail,
          name: nameOf(claim.handlerEmail)!,
          directLine: people.get(claim.handlerEmail)?.directLine ?? null,
        }
      : null,
    // What the claimant's tracker says of the claim now: who acknowledged it, the next step and when.
    acknowledgement: progress.acknowledgement,
    tells: progress.next,
    nextStep: claim.nextStep,
    nextStepKinds: Object.entries(NEXT_STEP_KINDS).map(([value, k]) => ({ value, label: `${k.label} (${k.dated} …)` })),
    payments: progress.payments,
    // Each form is keyed by how many of its own entries there are: it starts empty after its own success, and
    // never loses what is typed in it when another form on the page succeeds.
    sent: {
      moves: history.filter((h) => h.kind === "step").length,
      notes: history.filter((h) => h.kind === "internal-note").length,
      messages: history.filter((h) => h.kind === "message-out").length,
      reserves: money.filter((m) => m.kind === "reserve").length,
      nextSteps: history.filter((h) => h.kind === "next-step").length,
    },
    reserve: reserve ? { amountCents: reserve.amountCents, onDay: reserve.onDay, reference: reserve.reference } : null,
    paid: money
      .filter((m) => m.kind === "payment")
      .map((m) => ({
        id: m.id,
        amountCents: m.amountCents,
        onDay: m.onDay,
        reference: m.reference,
        interimReason: m.interim ? m.reason : null,
        by: nameOf(m.recordedBy),
      })),
    today: southAfricanDay(new Date()),
    linkKept: Boolean(trackingUrlOf(claim, "")),
    claim: {
      reference: claim.reference,
      step: claim.step,
      stepAt: claim.stepAt.toISOString(),
      createdAt: claim.createdAt.toISOString(),
      formArea: claim.formArea,
      programme: claim.programme,
      claimantName: claim.claimantName,
      claimantEmail: claim.claimantEmail,
      ...progress.desk,
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
      text: h.kind === "handler" ? (nameOf(h.text) ?? "") : h.text,
      by: nameOf(h.authorEmail),
      at: h.at.toISOString(),
    })),
  };
}

type Result = { intent: string; done: string } | { intent: string; error: string; values?: Record<string, string> };

/**
 * Each action on a claim, by `intent`: acknowledge it; date its next step; move it to a step with a note to the
 * claimant, an internal note; take, assign or release it; write to the claimant; record a payment or set the
 * reserve. Taking it and writing to the claimant acknowledge it too when their box is ticked (it is by default
 * while the claim is not acknowledged).
 */
export async function action({ request, url, context, params }: Route.ActionArgs) {
  const member = await requireStaff(context, url, "claims");
  const { database } = await services();
  const claim = await findClaim(database, params.reference);
  if (!claim) notFound();
  const form = await readFormBody(request);
  const intent = textValue(form, "intent", 20);
  const actor = actorOf(member, context);
  /** Acknowledges the claim where the post's box asks to; what it adds to the answer. */
  const acknowledgeToo = async (tell: boolean) => {
    if (form.get("acknowledge") !== "on" || claim.acknowledgedAt) return "";
    const done = await acknowledge(database, { claim, actor, tell });
    return done ? " The claim is acknowledged: its 24-hour clock has stopped." : "";
  };
  switch (intent) {
    case "acknowledge": {
      try {
        const done = await acknowledge(database, { claim, actor });
        return data<Result>({
          intent,
          done: done
            ? `The claim is acknowledged: its 24-hour clock has stopped.${mailEnabled() ? " The claimant has been e-mailed." : ""}`
            : "The claim was acknowledged already.",
        });
      } catch (error) {
        if (isClaimChangeError(error)) return data<Result>({ intent, error: error.message }, 409);
        throw error;
      }
    }
    case "next-step": {
      const kind = textValue(form, "nextKind", 40);
      const on = textValue(form, "nextOn", 10);
      const values = { nextKind: kind, nextOn: on };
      if (textValue(form, "clear", 10) === "yes") {
        await setNextStep(database, { claim, next: null, actor });
        return data<Result>({ intent, done: "The next step is cleared: the tracker gives the published turnaround." });
      }
      if (!isNextStepKind(kind)) return data<Result>({ intent, error: "Choose the next step.", values }, 400);
      const problem = nextStepDayProblem(on, new Date());
      if (problem) return data<Result>({ intent, error: problem, values }, 400);
      try {
        await setNextStep(database, { claim, next: { kind, on }, actor });
      } catch (error) {
        if (isClaimChangeError(error)) return data<Result>({ intent, error: error.message, values }, 409);
        throw error;
      }
      return data<Result>({
        intent,
        done: `The claimant's tracker now says: ${NEXT_STEP_KINDS[kind].label} ${NEXT_STEP_KINDS[kind].dated} ${formatDate(on)}.`,
      });
    }
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
        if (isClaimChangeError(error)) return data<Result>({ intent, error: error.message, values }, 409);
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
    case "take":
    case "assign":
    case "release": {
      const me = member.user.email.toLowerCase();
      const owner = intent === "take" ? me : intent === "release" ? null : textValue(form, "owner", 254) || null;
      const expected = textValue(form, "expected", 254) || null;
      if (intent === "assign" && !owner) {
        return data<Result>({ intent, error: "Choose who is to own the claim." }, 400);
      }
      try {
        const assigned = await assignClaim(database, { claim, owner, expected, actor });
        const acknowledged = intent === "take" && assigned ? await acknowledgeToo(true) : "";
        return data<Result>({
          intent,
          done: !assigned
            ? "The claim is released: its documents and messages go to the shared claims mailbox."
            : assigned.email === me
              ? `You are now this claim's owner.${acknowledged}`
              : `${assigned.name} now owns the claim and has been e-mailed.`,
        });
      } catch (error) {
        if (isClaimChangeError(error)) return data<Result>({ intent, error: error.message }, 409);
        throw error;
      }
    }
    case "message": {
      const text = String(form.get("message") ?? "").slice(0, MESSAGE_MAX + 1);
      const values = { message: text };
      if (!text.trim()) return data<Result>({ intent, error: "Write the message first.", values }, 400);
      if (text.length > MESSAGE_MAX) {
        return data<Result>({ intent, error: `A message is at most ${MESSAGE_MAX} characters.`, values }, 400);
      }
      await handlerWrites(database, { claim, text, actor });
      // The message tells the claimant already: the acknowledgement is not e-mailed a second time.
      const acknowledged = await acknowledgeToo(false);
      return data<Result>({
        intent,
        done: `Your message is on the claimant's tracker, and e-mailed to them with its private link.${acknowledged}`,
      });
    }
    case "payment":
    case "reserve": {
      const amount = textValue(form, "amount", 40);
      const onDay = textValue(form, "onDay", 10);
      const reference = textValue(form, "reference", 80);
      const interim = intent === "payment" && form.get("interim") === "on";
      const reason = textValue(form, "reason", INTERIM_REASON_MAX + 1);
      const values = { kind: intent, amount, onDay, reference, interim: interim ? "on" : "", reason };
      const cents = parseRandInput(amount);
      const problems = [
        cents === undefined || cents < 0 ? "Enter the amount in rand, such as 12 500.00." : "",
        intent === "payment" && cents === 0 ? "A payment is more than R0." : "",
        !southAfricanDayStart(onDay) ? "Enter the day as a date, such as 2026-11-25." : "",
        onDay > southAfricanDay(new Date()) && intent === "payment"
          ? "A payment is recorded once made: not a future day."
          : "",
        !reference ? `Enter the ${intent}'s reference, such as the EFT reference.` : "",
        interim && !reason ? "Give the reason for the interim payment, as the claimant will read it." : "",
        reason.length > INTERIM_REASON_MAX ? `The reason is at most ${INTERIM_REASON_MAX} characters.` : "",
      ].filter(Boolean);
      if (problems.length || cents === undefined) {
        return data<Result>({ intent, error: problems.join(" "), values }, 400);
      }
      let recorded;
      try {
        recorded = await recordClaimMoney(database, {
          claim,
          kind: intent,
          amountCents: cents,
          onDay,
          reference,
          actor,
          interim,
          reason,
        });
      } catch (error) {
        // A payment the claim does not take in its step (not approved, no interim reason; declined): why, with
        // everything typed kept.
        if (isClaimChangeError(error)) return data<Result>({ intent, error: error.message, values }, 409);
        throw error;
      }
      return data<Result>({
        intent,
        done:
          intent === "payment"
            ? `The ${recorded.interim ? "interim payment" : "payment"} of ${formatRand(cents, { showCents: true })} is recorded; the claimant sees it on the tracker${recorded.interim ? " with its reason" : ""} and has been e-mailed.`
            : `The reserve is now ${formatRand(cents, { showCents: true })}. The claimant does not see it.`,
      });
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

type PaymentRow = Route.ComponentProps["loaderData"]["paid"][number];

const paymentColumns: Column<PaymentRow>[] = [
  { header: "Paid on", render: (p) => formatDate(p.onDay), className: styles.nowrap },
  { header: "Amount", render: (p) => formatRand(p.amountCents, { showCents: true }), align: "number" },
  { header: "Reference", render: (p) => p.reference },
  {
    header: "Interim (before the decision)",
    render: (p) => (p.interimReason !== null ? `Yes: ${p.interimReason}` : "No"),
  },
  { header: "Recorded by", render: (p) => p.by },
];

/**
 * A payment's or reserve's history entry ("1250000 cents on 2026-11-25, reference X", and for an interim
 * payment ", interim: reason") in rand and words.
 */
function moneyText(kind: string, text: string): string {
  const match = /^(\d+) cents on (\d{4}-\d{2}-\d{2}), reference (.*?)(?:, interim: (.*))?$/s.exec(text);
  if ((kind !== "payment" && kind !== "reserve") || !match) return text;
  const interim = match[4] === undefined ? "" : ` (interim: ${match[4]})`;
  return `${formatRand(Number(match[1]), { showCents: true })} on ${formatDate(match[2]!)}, reference ${match[3]}${interim}`;
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
  const { claim, next, fields, files, emails, history, me, team, owner, paid, reserve, today, linkKept } = loaderData;
  const acknowledged = Boolean(loaderData.acknowledgement);
  /** Ticked by default while the claim is not acknowledged: taking it or writing to the claimant acknowledges it. */
  const acknowledgeBox = (id: string) =>
    !acknowledged && claim.step !== "closed" ? (
      <CheckboxField
        id={id}
        name="acknowledge"
        label="Acknowledge the claim too (stops its 24-hour clock)"
        defaultChecked
      />
    ) : null;
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
        <strong>{claim.status}</strong> since {southAfricanTime(claim.stepAt)} ({claim.age}
        {claim.target ? `; target: ${claim.target}` : ""}){claim.overdue ? " " : ". "}
        {claim.overdue ? <Badge tone="danger">Overdue</Badge> : null}
        {claim.overdue ? " " : null}
        Reported {southAfricanTime(claim.createdAt)} (South African time) from /{claim.formArea}
        {claim.programme ? `, by a user of ${claim.programme}` : ""}. Owner:{" "}
        {owner ? `${owner.name}${owner.directLine ? ` (direct line ${owner.directLine})` : ""}` : "nobody yet"}.
      </p>
      {loaderData.acknowledgement ? (
        <>
          <Outcome result={actionData} intent="acknowledge" />
          <p>{loaderData.acknowledgement}.</p>
        </>
      ) : null}
      <p>
        The claimant&apos;s tracker says next:{" "}
        {loaderData.tells
          ? `${loaderData.tells.text}${loaderData.tells.setBy === "handler" ? " (the date set on the claim)" : " (the published turnaround)"}.`
          : "nothing is promised in this step."}
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
        {!acknowledged && claim.step !== "closed" ? (
          <Form method="post" className={styles.formCard}>
            <input type="hidden" name="intent" value="acknowledge" />
            <h3>Acknowledge</h3>
            <Outcome result={actionData} intent="acknowledge" />
            <p className={styles.muted}>
              Stops the {claim.step === "received" ? "24-hour acknowledgement clock" : "acknowledgement clock"}; the
              claimant&apos;s tracker shows who acknowledged the claim and when, and they are e-mailed.
            </p>
            <p>
              <button type="submit" className="button" disabled={busy === "acknowledge"}>
                Acknowledge the claim
              </button>
            </p>
          </Form>
        ) : null}
        {claim.step !== "closed" ? (
          <Form method="post" className={styles.formCard} key={`next-${loaderData.sent.nextSteps}`}>
            <input type="hidden" name="intent" value="next-step" />
            <h3>Next step for the claimant</h3>
            <Outcome result={actionData} intent="next-step" />
            <p id="next-hint" className={styles.muted}>
              The claimant&apos;s tracker shows this date instead of the published turnaround, until the claim moves to
              another step.
            </p>
            <div className="form-field">
              <label htmlFor="nextKind">What comes next</label>
              <select
                id="nextKind"
                name="nextKind"
                className="form-input"
                aria-describedby="next-hint"
                defaultValue={values?.nextKind ?? loaderData.nextStep?.kind ?? ""}
              >
                <option value="">Choose…</option>
                {loaderData.nextStepKinds.map((k) => (
                  <option key={k.value} value={k.value}>
                    {k.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="form-field">
              <label htmlFor="nextOn">Day</label>
              <input
                id="nextOn"
                name="nextOn"
                type="date"
                className="form-input"
                min={today}
                defaultValue={values?.nextOn ?? loaderData.nextStep?.on ?? ""}
              />
            </div>
            <p>
              <button type="submit" className="button button-secondary" disabled={busy === "next-step"}>
                Set the next step
              </button>{" "}
              {loaderData.nextStep ? (
                <button
                  type="submit"
                  name="clear"
                  value="yes"
                  className="button button-secondary"
                  disabled={busy === "next-step"}
                >
                  Clear it
                </button>
              ) : null}
            </p>
          </Form>
        ) : null}
        {/* Keyed by the history's length: after a move or a note the form starts empty, so nothing is sent twice. */}
        <Form method="post" className={styles.formCard} key={`move-${loaderData.sent.moves}`}>
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
        <Form method="post" className={styles.formCard} key={`note-${loaderData.sent.notes}`}>
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
        <OwnerPanel
          owner={owner}
          me={me}
          team={team}
          releaseLabel="Release to the shared mailbox"
          takeExtra={acknowledgeBox("take-acknowledge")}
          outcome={
            <>
              <Outcome result={actionData} intent="take" />
              <Outcome result={actionData} intent="assign" />
              <Outcome result={actionData} intent="release" />
            </>
          }
          summary={
            owner
              ? `${owner.email === me ? "You own" : `${owner.name} owns`} this claim: its documents and the claimant's messages are e-mailed to ${owner.email === me ? "you" : "them"}, and the claimant sees ${owner.email === me ? "your" : "their"} name${owner.directLine ? " and direct line" : ""}.`
              : "Nobody owns this claim: its documents and messages go to the shared claims mailbox."
          }
        />
        <Form method="post" className={styles.formCard} key={`message-${loaderData.sent.messages}`}>
          <input type="hidden" name="intent" value="message" />
          <h3>Write to the claimant</h3>
          <Outcome result={actionData} intent="message" />
          <div className="form-field">
            <label htmlFor="message">Message to {claim.claimantName}</label>
            <p id="message-hint" className={styles.muted}>
              Shown on their tracker and e-mailed to {claim.claimantEmail}
              {linkKept ? " with the tracker's private link" : ""}, signed with your name.
            </p>
            <textarea
              id="message"
              name="message"
              className="form-input"
              rows={4}
              maxLength={MESSAGE_MAX}
              aria-describedby="message-hint"
              defaultValue={actionData?.intent === "message" ? (values?.message ?? "") : ""}
            />
          </div>
          {acknowledgeBox("message-acknowledge")}
          <p>
            <button type="submit" className="button" disabled={busy === "message"}>
              Send the message
            </button>
          </p>
        </Form>
      </div>

      {emails.length ? (
        <>
          <h2>E-mails</h2>
          <SentEmails emails={emails} />
        </>
      ) : null}
      <h2>Reserve and payments</h2>
      <p>
        Reserve:{" "}
        {reserve
          ? `${formatRand(reserve.amountCents, { showCents: true })}, set on ${formatDate(reserve.onDay)} (${reserve.reference}). The claimant does not see it.`
          : "none set."}
      </p>
      <Table caption="Payments" columns={paymentColumns} rows={paid} rowKey={(p) => p.id} empty="No payments yet." />
      <div className={styles.actionGrid}>
        {(["payment", "reserve"] as const).map((kind) => {
          const mine = actionData?.intent === kind ? values : undefined;
          return (
            <Form
              method="post"
              className={styles.formCard}
              key={`${kind}-${kind === "payment" ? paid.length : loaderData.sent.reserves}`}
            >
              <input type="hidden" name="intent" value={kind} />
              <h3>{kind === "payment" ? "Record a payment" : "Set the reserve"}</h3>
              <Outcome result={actionData} intent={kind} />
              <p className={styles.muted}>
                {kind === "payment"
                  ? loaderData.payments === "any"
                    ? "Shown to the claimant on their tracker, and e-mailed to them."
                    : loaderData.payments === "interim"
                      ? "The claim is not approved yet: only an interim payment, with its reason, is recorded before the decision. Shown to the claimant as such, and e-mailed to them."
                      : "This claim takes no payments in its step."
                  : "What the claim is expected to cost, for the claims team only; the newest figure stands."}
              </p>
              <div className="form-field">
                <label htmlFor={`${kind}-amount`}>Amount (rand)</label>
                <input
                  id={`${kind}-amount`}
                  name="amount"
                  className="form-input"
                  inputMode="decimal"
                  autoComplete="off"
                  required
                  defaultValue={mine?.amount ?? ""}
                />
              </div>
              <div className="form-field">
                <label htmlFor={`${kind}-onDay`}>{kind === "payment" ? "Paid on" : "Set on"}</label>
                <input
                  id={`${kind}-onDay`}
                  name="onDay"
                  type="date"
                  className="form-input"
                  required
                  max={kind === "payment" ? today : undefined}
                  defaultValue={mine?.onDay ?? today}
                />
              </div>
              <div className="form-field">
                <label htmlFor={`${kind}-reference`}>Reference</label>
                <input
                  id={`${kind}-reference`}
                  name="reference"
                  className="form-input"
                  maxLength={80}
                  autoComplete="off"
                  required
                  defaultValue={mine?.reference ?? ""}
                />
              </div>
              {kind === "payment" && loaderData.payments === "interim" ? (
                <>
                  <CheckboxField
                    id="payment-interim"
                    name="interim"
                    label="Interim payment, before the claim is decided"
                    defaultChecked={mine?.interim === "on"}
                  />
                  <div className="form-field">
                    <label htmlFor="payment-reason">Reason for the interim payment</label>
                    <p id="payment-reason-hint" className={styles.muted}>
                      The claimant reads it beside the payment, such as &ldquo;Emergency accommodation while the fire
                      damage is assessed&rdquo;.
                    </p>
                    <textarea
                      id="payment-reason"
                      name="reason"
                      className="form-input"
                      rows={2}
                      maxLength={INTERIM_REASON_MAX}
                      aria-describedby="payment-reason-hint"
                      defaultValue={mine?.reason ?? ""}
                    />
                  </div>
                </>
              ) : null}
              <p>
                <button type="submit" className="button button-secondary" disabled={busy === kind}>
                  {kind === "payment" ? "Record the payment" : "Set the reserve"}
                </button>
              </p>
            </Form>
          );
        })}
      </div>

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
                      ? h.text
                        ? `Owner: ${h.text}`
                        : "Released to the shared mailbox"
                      : h.kind === "message-in"
                        ? "Message from the claimant"
                        : h.kind === "message-out"
                          ? "Message to the claimant"
                          : h.kind === "payment"
                            ? "Payment recorded"
                            : h.kind === "reserve"
                              ? "Reserve set"
                              : h.kind === "acknowledged"
                                ? "Acknowledged"
                                : h.kind === "next-step"
                                  ? h.text
                                    ? "Next step set"
                                    : "Next step cleared"
                                  : "Note"}
            </strong>{" "}
            {southAfricanTime(h.at)}
            {h.by ? `, by ${h.by}` : ""}
            {h.text && h.kind !== "handler" ? (
              <p className={styles.preWrap}>
                {h.kind === "step" ? `To the claimant: ${h.text}` : moneyText(h.kind, h.text)}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  );
}

export { StaffErrorBoundary as ErrorBoundary } from "./errors.tsx";
